// Issue 11: a form's rules (zod and the shared schemas) loaded on the form's first use instead of with its first
// view. `useLazyRules` gives the module once it is there (null before; the component renders again when it
// comes) and `load` asks for it; `lazyResolver` is react-hook-form's resolver that waits for it, so a submit
// before the rules arrived is checked all the same.
import { useEffect, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyRules<T> = { load(): Promise<T>; current(): T | null };

export function lazyRules<T>(importer: () => Promise<T>): LazyRules<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load() {
      pending ??= importer().then(
        (m) => (loaded = m),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}

/** The rules once loaded (null before), and `load` to ask for them (the form's first focus). */
export function useLazyRules<T>(rules: LazyRules<T>): [T | null, () => void] {
  const [current, setCurrent] = useState<T | null>(rules.current);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted || current) return;
    let live = true;
    rules.load().then(
      (m) => live && setCurrent(() => m),
      () => live && setWanted(false),
    );
    return () => {
      live = false;
    };
  }, [wanted, current, rules]);
  return [current, () => setWanted(true)];
}

/** react-hook-form's resolver from the rules' own, waiting for them the first time. */
export function lazyResolver<T>(
  rules: LazyRules<T>,
  pick: (m: T) => Resolver<FieldValues>,
): Resolver<FieldValues> {
  return async (values, context, options) => pick(await rules.load())(values, context, options);
}
