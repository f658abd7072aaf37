import { describe, expect, it } from 'vitest';
import { BOOT_ENTRY_ID, preloadEntry } from '../../build/boot-entry';

// Issue 11: the build turns the entry's module script into a preload that index.html's inline script runs
// after the first frame (see boot-frame.test.ts for the inline script).
describe('the built index.html preloads the entry instead of running it', () => {
  const built =
    '<head><script>/* frame */</script>' +
    '<script type="module" crossorigin src="/assets/index-Abc123.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-Def456.js"></head>';

  it('as a modulepreload with the id the inline script looks for, in the same place', () => {
    expect(preloadEntry(built)).toBe(
      '<head><script>/* frame */</script>' +
        `<link rel="modulepreload" crossorigin href="/assets/index-Abc123.js" id="${BOOT_ENTRY_ID}">` +
        '<link rel="modulepreload" crossorigin href="/assets/react-Def456.js"></head>',
    );
  });

  it('fails the build when there is no entry script or more than one (the app would never start)', () => {
    expect(() => preloadEntry('<head></head>')).toThrow(/found 0/);
    const twice = built.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/x.js"></script></head>',
    );
    expect(() => preloadEntry(twice)).toThrow(/found 2/);
  });
});
