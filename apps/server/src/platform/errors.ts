import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { parseMessage } from '@suite/shared/validation/messages';
import { problemFieldErrors, type FieldError } from '@suite/shared/validation/problem-field-errors';

export type { FieldError };

/** An error the client should see as application/problem+json (RFC 9457). */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: FieldError[],
    readonly type = 'about:blank',
  ) {
    super(detail ?? title);
  }
}

/**
 * A 400 with field errors. A message written with its values ('maxCharacters|max=4000', see messageWith) is answered
 * as its key and params (issue 12), whichever rule or service wrote it.
 */
export const badRequest = (errors: FieldError[], detail = 'validationIssue') =>
  new Problem(400, 'Bad Request', detail, errors.map(withParams));

function withParams(error: FieldError): FieldError {
  if (error.params) return error;
  const { key, params } = parseMessage(error.message);
  return params ? { ...error, message: key, params } : error;
}
export const forbidden = (detail = 'noPermission') => new Problem(403, 'Forbidden', detail);
export const notFound = (detail = 'notFound') => new Problem(404, 'Not Found', detail);
export const unauthorized = (detail = 'sessionExpired') => new Problem(401, 'Unauthorized', detail);
export const staleVersion = () => new Problem(412, 'Precondition Failed', 'recordChanged');

/** Parses with a shared zod schema inside a handler; bad input becomes a 400 with field errors. */
export function parseInput<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const r = schema.safeParse(value);
  if (!r.success) throw badRequest(problemFieldErrors(r.error));
  return r.data;
}

export function registerErrorHandling(app: FastifyInstance, opts: { spaFallback?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError | Problem | ZodError, request, reply) => {
    let p: Problem;
    if (error instanceof Problem) p = error;
    else if (error instanceof ZodError) p = badRequest(problemFieldErrors(error));
    else if (hasZodFastifySchemaValidationErrors(error)) {
      // fastify-type-provider-zod keeps each zod issue's code, path, message and the rest of it: rebuilt as
      // issues, they get the same field errors as a handler's own parse; the body as a whole is 'body'.
      const issues = error.validation.map((v) => ({
        ...(v.params as Record<string, unknown>),
        code: v.keyword,
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? '',
      }));
      p = badRequest(problemFieldErrors(issues, String(error.validationContext ?? 'body')));
    } else if (
      (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      p = badRequest([{ field: 'body', message: 'invalidData' }], 'malformedJson');
    } else if ((error as FastifyError).statusCode && (error as FastifyError).statusCode! < 500) {
      const status = (error as FastifyError).statusCode!;
      p = new Problem(status, httpTitle(status), error.message);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      p = new Problem(500, 'Internal Server Error', 'internalError');
    }
    void reply
      .status(p.status)
      .type('application/problem+json')
      .send({
        type: p.type,
        title: p.title,
        status: p.status,
        detail: p.detail ?? p.title,
        errors: p.errors ?? [],
      });
  });
  app.setNotFoundHandler((request, reply) => {
    // Single-page app: every non-API GET that is not a file answers index.html (served by @fastify/static).
    // A missing /assets file (a chunk of an older build) stays a 404: index.html in its place would be cached as
    // the chunk and fail as JavaScript; the client shows the chunk-load error instead (spec 01 §8).
    if (
      opts.spaFallback &&
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/')
    ) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .type('application/problem+json')
      .send({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'notFound', errors: [] });
  });
}

function httpTitle(status: number): string {
  const titles: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    409: 'Conflict',
    412: 'Precondition Failed',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
  };
  return titles[status] ?? 'Error';
}
