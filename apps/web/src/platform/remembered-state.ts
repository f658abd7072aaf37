// A list's search, page, order and filters survive opening a record and coming back (issue 12): they are kept per
// tab in sessionStorage (gone with the tab, never shared between users of one browser profile across sign-ins).
import { useCallback, useState } from 'react';

const PREFIX = 'suite.list:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The value kept under `key`, or `initial` when there is none or it cannot be read. */
export function readRemembered<T>(key: string, initial: T): T {
  const raw = storage()?.getItem(PREFIX + key);
  if (raw === null || raw === undefined) return initial;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return initial;
  }
}

export function writeRemembered<T>(key: string, value: T): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the remembering.
  }
}

/** Forgets every remembered list state (sign-out: the next user starts with clean lists). */
export function forgetRememberedLists(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.keys(s)) if (key.startsWith(PREFIX)) s.removeItem(key);
}

/** useState whose value is remembered under `key` for the tab's session; without a key, plain useState. */
export function useRememberedState<T>(
  key: string | undefined,
  initial: T,
): [T, (value: T | ((old: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => (key ? readRemembered(key, initial) : initial));
  const set = useCallback(
    (next: T | ((old: T) => T)) =>
      setValue((old) => {
        const v = typeof next === 'function' ? (next as (o: T) => T)(old) : next;
        if (key) writeRemembered(key, v);
        return v;
      }),
    [key],
  );
  return [value, set];
}
