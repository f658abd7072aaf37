// A tiny shared-state store for the few answers the shell itself keeps (unread counts, changelog check) and
// for the dashboard. They are on every signed-in page's first download, where react-query (~11 KiB gzip)
// does not fit the task's 200 KiB budget; the other pages use react-query (see QueryCacheProvider.tsx).
import { useEffect, useSyncExternalStore } from 'react';

export type ResourceState<T> = {
  data?: T;
  error?: unknown;
  loading: boolean;
};

export type Resource<T> = {
  getState(): ResourceState<T>;
  subscribe(listener: () => void): () => void;
  /** Loads again; calls made while a load runs share it. */
  refresh(): Promise<void>;
  /** Forgets the data (after sign-out). */
  reset(): void;
};

export function createResource<T>(load: () => Promise<T>): Resource<T> {
  let state: ResourceState<T> = { loading: false };
  let inflight: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: ResourceState<T>) => {
    state = next;
    listeners.forEach((l) => l());
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh() {
      if (inflight) return inflight;
      set({ ...state, loading: true });
      inflight = load().then(
        (data) => set({ data, loading: false }),
        (error: unknown) => set({ ...state, error, loading: false }),
      );
      void inflight.finally(() => {
        inflight = null;
      });
      return inflight;
    },
    reset() {
      set({ loading: false });
    },
  };
}

/** Reads a resource in a component; loads it when enabled and, with pollMs, again at that interval. */
export function useResource<T>(
  resource: Resource<T>,
  options: { enabled?: boolean; pollMs?: number } = {},
): ResourceState<T> {
  const { enabled = true, pollMs } = options;
  const state = useSyncExternalStore(resource.subscribe, resource.getState);
  useEffect(() => {
    if (!enabled) return;
    void resource.refresh();
    if (!pollMs) return;
    const timer = window.setInterval(() => void resource.refresh(), pollMs);
    return () => window.clearInterval(timer);
  }, [resource, enabled, pollMs]);
  return state;
}
