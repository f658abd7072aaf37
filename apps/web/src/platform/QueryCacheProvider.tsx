// react-query's provider for the screens that use it. It is loaded with the first such screen, not with the
// shell (see screens.ts SCREENS_WITHOUT_DATA_CACHE), so /login and /dashboard stay within the budget.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

export function QueryCacheProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
