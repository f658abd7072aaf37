// The main API client (spec 01 §7, §8). Every call sends the session cookie, the client version and the
// current language; failures raise an ApiError and trigger the app-wide reactions of spec 01 §8.
import { messageWith, type MessageParams } from '@suite/shared/validation/messages';
import { CLIENT_VERSION } from './constants';
import { takeEarlyFetch } from './early-fetch';

/**
 * One field's error: a translation key and the values it names ({min, max} of a range, issue 12). The client keeps
 * the values in the message too ('outOfRange|min=0|max=100', see messageWith), so every form shows them.
 */
export type ProblemFieldError = { field: string; message: string; params?: MessageParams };

/** A field error with its params written into the message (messageWith), as the forms read it. */
export function fieldErrorMessage(error: ProblemFieldError): string {
  return error.params && !error.message.includes('|')
    ? messageWith(error.message, error.params)
    : error.message;
}

/** application/problem+json (RFC 9457) as docs/api-contract.md describes it. */
export type Problem = {
  type?: string;
  title: string;
  status?: number;
  detail?: string;
  errors?: ProblemFieldError[];
};

export type RequestOptions = {
  /** The caller shows the failure itself: no red snackbar (401 and 409 still react app-wide). */
  silent?: boolean;
  signal?: AbortSignal;
};

/** Query parameters; undefined and null values are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** status 0 means the server did not answer at all. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(status: number, problem: Problem) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What the app does when a call fails (spec 01 §8); registered by the app shell. */
export type ApiReactions = {
  /** 409: a newer client exists, show the update banner. */
  updateAvailable(): void;
  /** 401: the session is gone; log out and go to /login. */
  unauthorized(): void;
  /** Any other failure: red snackbar 'Message : ' + text. */
  error(text: string): void;
  /** No response at all. */
  noResponse(): void;
};

export type ApiClientDeps = {
  fetch: typeof fetch;
  /** Defaults to '/api/'. */
  baseUrl?: string;
  language(): string;
  reactions(): ApiReactions;
};

export type ApiClient = {
  get<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  del<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
};

// Calls made before or while signing in: a 401 there means "wrong credentials" or "no session yet",
// not "your session ended", so they never trigger the log-out reaction.
const SIGN_IN_CALLS = new Set([
  'auth',
  'auth/session',
  'auth/logout',
  'auth/forgot_password',
  'auth/reset_password',
]);

function cleanPath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\//i, '');
}

function callName(path: string): string {
  return cleanPath(path).split('?')[0].replace(/\/+$/, '').toLowerCase();
}

export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  let url = baseUrl + cleanPath(path);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const qs = query.toString();
  if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  return url;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function toProblem(res: Response, body: unknown): Problem {
  if (body && typeof body === 'object') {
    const b = body as Partial<Problem> & { message?: string };
    return {
      type: b.type,
      title: b.title || res.statusText || `HTTP ${res.status}`,
      status: res.status,
      detail: b.detail ?? b.message,
      errors: Array.isArray(b.errors)
        ? b.errors.map((e: ProblemFieldError) => ({ ...e, message: fieldErrorMessage(e) }))
        : undefined,
    };
  }
  return {
    title: res.statusText || `HTTP ${res.status}`,
    status: res.status,
    detail: typeof body === 'string' && body.trim() ? body.trim() : undefined,
  };
}

/** spec 01 §8: the snackbar shows the response text, or the title, or the status text. */
export function problemText(problem: Problem): string {
  return problem.detail || problem.title || (problem.status ? `HTTP ${problem.status}` : '');
}

/** The fetch options of a call: the client's headers, the JSON body. */
function requestInit(method: string, body: unknown, language: string, signal?: AbortSignal): RequestInit {
  const headers: Record<string, string> = {
    'x-client-version': CLIENT_VERSION,
    'x-language': language,
    accept: 'application/json, application/problem+json',
  };
  const init: RequestInit = { method, credentials: 'include', headers, signal };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return init;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? '/api/';

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    params: QueryParams | undefined,
    options: RequestOptions = {},
  ): Promise<T> {
    const init = requestInit(method, body, deps.language(), options.signal);

    let res: Response;
    try {
      res = await deps.fetch(buildUrl(baseUrl, path, params), init);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      if (!options.silent) deps.reactions().noResponse();
      throw new ApiError(0, { title: 'No response', detail: err instanceof Error ? err.message : undefined });
    }

    const data = await readBody(res);
    if (res.ok) return data as T;

    const error = new ApiError(res.status, toProblem(res, data));
    const reactions = deps.reactions();
    if (res.status === 409) {
      reactions.updateAvailable();
    } else if (res.status === 410) {
      // spec 01 §8: 410 is silent.
    } else if (res.status === 401 && !SIGN_IN_CALLS.has(callName(path))) {
      reactions.unauthorized();
    } else if (!options.silent && res.status !== 401) {
      reactions.error(problemText(error.problem));
    }
    throw error;
  }

  return {
    get: (path, params, options) => request('GET', path, undefined, params, options),
    post: (path, body, options) => request('POST', path, body, undefined, options),
    put: (path, body, options) => request('PUT', path, body, undefined, options),
    del: (path, body, options) => request('DELETE', path, body, undefined, options),
  };
}

const noReactions: ApiReactions = {
  updateAvailable: () => undefined,
  unauthorized: () => undefined,
  error: () => undefined,
  noResponse: () => undefined,
};

let currentReactions: ApiReactions = noReactions;
let currentLanguage = 'no';

/** The shell registers how the app reacts to failures; returns a function that unregisters them. */
export function setApiReactions(reactions: ApiReactions): () => void {
  currentReactions = reactions;
  return () => {
    if (currentReactions === reactions) currentReactions = noReactions;
  };
}

/** Language sent in x-language (kept in step with the UI language by the session). */
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

export const api: ApiClient = createApiClient({
  fetch: (input, init) => takeEarlyFetch(String(input), init) ?? globalThis.fetch(input, init),
  language: () => currentLanguage,
  reactions: () => currentReactions,
});

/** The language of x-language, for calls made outside this client (the chunked upload's multipart posts). */
export const apiLanguage = (): string => currentLanguage;

/** The app's reactions, for a second client that reacts the same way (the checklist API, spec 02 §7). */
export const apiReactions = (): ApiReactions => currentReactions;
