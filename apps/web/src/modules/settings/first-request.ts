// Issue 11: a list or record screen's first request starts when the screen's chunk is evaluated for the page
// being opened, beside the rest of the page's code, instead of after the shell and the screen have rendered once
// (on a phone under slow 4G that was 1–2 s later, and the answer then came with a long render of its own). The
// screen's own useQuery asks for the same key and takes the answer from the cache (or the request in flight):
// nothing is asked twice.
import type { QueryKey } from '@tanstack/react-query';
import type { GridSortModel } from '@mui/x-data-grid';
import { queryClient } from '../../platform/query-client';
import { readRemembered } from '../../platform/remembered-state';
import { buildListRequest, DEFAULT_PAGE_SIZE } from './resource-list.logic';
import type { ListRequest } from './resource.types';

/** The address's path and query when the page being opened matches `pattern` (the path), else null. */
export function openingPage(pattern: RegExp): { match: RegExpMatchArray; search: URLSearchParams } | null {
  if (typeof window === 'undefined' || !window.location) return null;
  const match = pattern.exec(window.location.pathname);
  return match ? { match, search: new URLSearchParams(window.location.search) } : null;
}

/** Starts the request of `queryKey` into the screens' cache, unless the cache has it or asks for it already. */
export function startRequest(queryKey: QueryKey, queryFn: () => Promise<unknown>): void {
  // A failure is shown by the screen's own query when it asks again; the early request stays silent.
  void queryClient.prefetchQuery({ queryKey, queryFn }).catch(() => undefined);
}

/**
 * The first page of a ServerListGrid as it will ask for it: the page, order and search remembered for the tab
 * under `stateKey` (the list's path, ServerListGrid's default), and the page's filters (`match`).
 */
export function firstListRequest(
  stateKey: string,
  defaultSort: GridSortModel,
  match?: Record<string, unknown>,
): ListRequest {
  const pagination = readRemembered(`${stateKey}:page`, { page: 0, pageSize: DEFAULT_PAGE_SIZE });
  return buildListRequest({
    page: pagination.page,
    pageSize: pagination.pageSize,
    sortModel: readRemembered(`${stateKey}:sort`, defaultSort),
    search: readRemembered(`${stateKey}:search`, ''),
    match,
  });
}

const early = new Map<string, Promise<unknown>>();

/**
 * Starts a request whose cache key needs what only the rendered screen knows (the signed-in user, from the
 * session): the screen's query takes the answer once, by `name`, instead of asking again. With `keyOf`, an answer
 * that comes before the screen asks goes into the cache under the key it names (the screen then renders with it at
 * once), and is not handed out again.
 */
export function startEarly<T>(name: string, load: () => Promise<T>, keyOf?: (answer: T) => QueryKey): void {
  const answer = load();
  early.set(name, answer);
  answer.then(
    (value) => {
      if (!keyOf || early.get(name) !== answer) return;
      early.delete(name);
      queryClient.setQueryData(keyOf(value), value);
    },
    // Not taken, a failure must not be an unhandled rejection; taken, the screen's query sees it.
    () => undefined,
  );
}

/** The answer startEarly began under `name`, once; undefined when none was started or it was taken. */
export function takeEarly<T>(name: string): Promise<T> | undefined {
  const answer = early.get(name) as Promise<T> | undefined;
  early.delete(name);
  return answer;
}

/**
 * Issue 11 (record forms): starts (or joins) the record's request and, with its answer, the request of a query that
 * needs the record (a form's lookup lists name the record's current choices).
 */
export function startRequestThen<T>(
  queryKey: QueryKey,
  queryFn: () => Promise<T>,
  next: (answer: T) => { queryKey: QueryKey; queryFn: () => Promise<unknown> },
): void {
  queryClient
    .fetchQuery({ queryKey, queryFn })
    .then((answer) => {
      const then = next(answer);
      startRequest(then.queryKey, then.queryFn);
    })
    .catch(() => undefined);
}
