import { QueryClient } from '@tanstack/react-query';

// No automatic retries: every failed call already shows its snackbar (spec 01 §8), a retry would show it twice.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
