// Issue 11: index.html's inline script asks for the shell's texts and the session check while the JavaScript
// is still downloading, so on a slow network they arrive beside it instead of after it. The API client takes
// such an answer instead of asking again: once, for a GET of the same address.

/** What index.html leaves on window: the requests it started, by address; each is taken once. */
export type EarlyFetches = { __earlyFetches?: Record<string, Promise<Response> | undefined> };

/** The answer index.html already asked for at `url`, taken once; null for any other call. */
export function takeEarlyFetch(url: string, init: RequestInit | undefined): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : (window as EarlyFetches).__earlyFetches;
  if (!early || (init?.method ?? 'GET') !== 'GET') return null;
  const answer = early[url];
  if (!answer) return null;
  delete early[url];
  return answer;
}
