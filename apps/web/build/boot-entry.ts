// Issue 11: the built index.html preloads the app's entry instead of running it, and its inline script runs it
// once the first frame is painted (apps/web/index.html, "The app's JavaScript runs once this frame is on the
// screen"). With a plain module script the browser runs the entry as soon as it has it, before it paints: from
// the cache (a phone's next visit, files cached for a year) that kept the screen blank for the whole evaluation of
// React, MUI and the router, and Lighthouse counted that evaluation into the first paint. The download starts
// as early as before (a modulepreload of the same file at the same place, with the vendor chunks' preloads).
import type { Plugin } from 'vite';
import { CLIENT_VERSION } from '../src/platform/constants';

/** The id the inline script finds the entry's preload by. */
export const BOOT_ENTRY_ID = 'boot-entry';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** index.html with its one entry module script turned into a preload the inline script runs later. */
export function preloadEntry(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) {
    throw new Error(`index.html: expected one entry module script, found ${entries.length}`);
  }
  return html.replace(
    ENTRY_SCRIPT,
    (_script, src: string) => `<link rel="modulepreload" crossorigin href="${src}" id="${BOOT_ENTRY_ID}">`,
  );
}

/** Where index.html's inline script needs the client's version (its early POST, like the API client's calls). */
export const CLIENT_VERSION_PLACEHOLDER = '__SUITE_CLIENT_VERSION__';

/** index.html with the client's version written in (development and build). */
export function withClientVersion(html: string): string {
  return html.split(CLIENT_VERSION_PLACEHOLDER).join(CLIENT_VERSION);
}

export function bootEntry(): Plugin[] {
  return [
    { name: 'suite-client-version', transformIndexHtml: { order: 'pre', handler: withClientVersion } },
    {
      name: 'suite-boot-entry',
      apply: 'build',
      transformIndexHtml: { order: 'post', handler: preloadEntry },
    },
  ];
}
