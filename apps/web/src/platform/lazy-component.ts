// Code that is needed only after a click (menus, dialogs, the narrow-screen drawer) loads on demand, so the
// JavaScript for /login and /dashboard stays small (task budget: 200 KiB gzip). preload() starts the
// download early, e.g. on hover or when a form becomes dirty; a failed download may be retried.
import { createElement, lazy, useState, type ComponentType } from 'react';

export type PreloadableComponent<P> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A component whose code loads on demand. Once its code is here (preloaded, or drawn before), a new instance is
 * drawn at once: React's lazy component suspends on its first render even when its code has arrived, and each
 * suspension is a render pass more and a Suspense reveal React holds back for up to 300 ms (issue 11: the first
 * page's layout, data cache and screen are preloaded while the session is checked and were each drawn twice).
 */
export function readyWhenLoaded<P extends object>(
  get: () => Promise<ComponentType<P>>,
  loaded: () => ComponentType<P> | null,
): ComponentType<P> {
  const Lazy = lazy(() => get().then((c) => ({ default: c })));
  function WhenLoaded(props: P) {
    // Chosen once per instance: switching from the lazy stand-in to the component would mount it again.
    const [Type] = useState<ComponentType<P>>(() => loaded() ?? Lazy);
    return createElement(Type, props);
  }
  return WhenLoaded;
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const get = () => {
    pending ??= load().then(
      (c) => (loaded = c),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(
    readyWhenLoaded(get, () => loaded),
    { preload: () => get().catch(() => undefined) },
  );
}
