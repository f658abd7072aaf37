// Issue 11: index.html's inline script asks for the shell's texts and the session check while the JavaScript
// is still downloading, so on a slow network they arrive beside it instead of after it; on a signed-in page, once
// the session check says the user is signed in, also the two calls the app makes next (the initial data, which the
// first render waits for, and the menus). The API client takes such an answer instead of asking again: once, for a
// call of the same method, address and body.

/**
 * What index.html leaves on window: the requests it started, by address (a GET) or by method, address and body
 * (`POST /api/... {}`); each is taken once. An answer of null: index.html did not ask after all (the user was not
 * signed in), the client asks itself.
 */
export type EarlyFetches = { __earlyFetches?: Record<string, Promise<Response | null> | undefined> };

/** The key index.html files a call under: the address for a GET, else method, address and body. */
export function earlyFetchKey(url: string, init: RequestInit | undefined): string {
  const method = init?.method ?? 'GET';
  return method === 'GET' ? url : `${method} ${url} ${typeof init?.body === 'string' ? init.body : ''}`;
}

/** The answer index.html already asked for at `url`, taken once; null for any other call. */
export function takeEarlyFetch(
  url: string,
  init: RequestInit | undefined,
  fetchNow: (url: string, init: RequestInit | undefined) => Promise<Response> = (u, i) =>
    globalThis.fetch(u, i),
): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : (window as EarlyFetches).__earlyFetches;
  if (!early) return null;
  const key = earlyFetchKey(url, init);
  const answer = early[key];
  if (!answer) return null;
  delete early[key];
  return answer.then((response) => response ?? fetchNow(url, init));
}
