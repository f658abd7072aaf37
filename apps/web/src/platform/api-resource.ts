// A tiny shared-state store for the few answers the shell itself keeps (unread counts, changelog check) and
// for the dashboard. They are on every signed-in page's first download, where react-query (~11 KiB gzip)
// does not fit the task's 200 KiB budget; the other pages use react-query (see QueryCacheProvider.tsx).
import { startTransition, useEffect, useState } from 'react';

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

/**
 * Follows a resource's state in a component. Issue 11: a new answer re-renders as a transition, which React
 * renders in slices; read through useSyncExternalStore, every answer re-rendered at once in one long task (the
 * dashboard's cards and recent items took ~340 ms under Lighthouse's 4x slowdown). Components reading the same
 * resource may show its previous answer for a moment meanwhile.
 */
export function useResourceState<T>(resource: Resource<T>): ResourceState<T> {
  const [state, setState] = useState(resource.getState);
  useEffect(() => {
    const update = () => startTransition(() => setState(resource.getState()));
    const unsubscribe = resource.subscribe(update);
    // Whatever changed between the render and the subscription.
    update();
    return () => {
      unsubscribe();
    };
  }, [resource]);
  return state;
}

/** Reads a resource in a component; loads it when enabled and, with pollMs, again at that interval. */
export function useResource<T>(
  resource: Resource<T>,
  options: { enabled?: boolean; pollMs?: number } = {},
): ResourceState<T> {
  const { enabled = true, pollMs } = options;
  const state = useResourceState(resource);
  useEffect(() => {
    if (!enabled) return;
    void resource.refresh();
    if (!pollMs) return;
    const timer = window.setInterval(() => void resource.refresh(), pollMs);
    return () => window.clearInterval(timer);
  }, [resource, enabled, pollMs]);
  return state;
}
