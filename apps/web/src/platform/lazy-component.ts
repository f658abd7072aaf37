// Code that is needed only after a click (menus, dialogs, the narrow-screen drawer) loads on demand, so the
// JavaScript for /login and /dashboard stays small (task budget: 200 KiB gzip). preload() starts the
// download early, e.g. on hover or when a form becomes dirty; a failed download may be retried.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const component = lazy(() => get().then((c) => ({ default: c })));
  return Object.assign(component, { preload: () => get().catch(() => undefined) });
}
