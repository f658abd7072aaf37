import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

// Issue 11: the first page's layout, data cache and screen are preloaded while the session is checked. Drawn
// through React's lazy they suspended once all the same (a render pass more, and a reveal React may hold back);
// a component whose code is here is drawn at once.
function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hei, ${name}`);
}

/** What a synchronous render draws (the Suspense boundary's markers left out). */
const inSuspense = (node: ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'loading') }, node)).replace(
    /<!--\/?\$!?-->/g,
    '',
  );

describe('lazyComponent', () => {
  it('is drawn at once, with its props, once its code has been preloaded', async () => {
    let loads = 0;
    const Lazy = lazyComponent(() => {
      loads++;
      return Promise.resolve(Greeting);
    });
    await Lazy.preload();
    expect(inSuspense(createElement(Lazy, { name: 'Anne' }))).toBe('<p>Hei, Anne</p>');
    expect(loads).toBe(1);
  });

  it('suspends while its code is not here, and loads it once', async () => {
    let loads = 0;
    let arrive: (c: typeof Greeting) => void = () => undefined;
    const Lazy = lazyComponent(() => {
      loads++;
      return new Promise<typeof Greeting>((resolve) => (arrive = resolve));
    });
    expect(inSuspense(createElement(Lazy, { name: 'Anne' }))).toContain('loading');
    void Lazy.preload();
    arrive(Greeting);
    await Lazy.preload();
    expect(inSuspense(createElement(Lazy, { name: 'Per' }))).toBe('<p>Hei, Per</p>');
    expect(loads).toBe(1);
  });

  it('asks again after a failed download', async () => {
    let loads = 0;
    const Lazy = lazyComponent(() => {
      loads++;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await Lazy.preload();
    await Lazy.preload();
    expect(loads).toBe(2);
    expect(inSuspense(createElement(Lazy, { name: 'Kari' }))).toBe('<p>Hei, Kari</p>');
  });
});
