import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

export type FieldError = { field: string; message: string };

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

export const badRequest = (errors: FieldError[], detail = 'validationIssue') =>
  new Problem(400, 'Bad Request', detail, errors);
export const forbidden = (detail = 'noPermission') => new Problem(403, 'Forbidden', detail);
export const notFound = (detail = 'notFound') => new Problem(404, 'Not Found', detail);
export const unauthorized = (detail = 'sessionExpired') => new Problem(401, 'Unauthorized', detail);
export const staleVersion = () => new Problem(412, 'Precondition Failed', 'recordChanged');

/**
 * zod's own messages are English sentences; the client shows translation keys (spec 01 §5). Messages the shared
 * rules set are keys already; the built-in ones are mapped by issue code.
 */
function messageKey(code: string, message: string, input: unknown, params: Record<string, unknown>): string {
  if (!/\s/.test(message) && message.length > 0) return message;
  if (code === 'invalid_type' && (input === undefined || input === null)) return 'required';
  if (code === 'invalid_type' && (params.expected === 'number' || params.expected === 'int'))
    return 'invalidNumber';
  if (code === 'too_big' && params.origin === 'string') return 'maxCharacters';
  if (code === 'too_small' && params.origin === 'string') return 'required';
  if (code === 'too_big' || code === 'too_small') return 'invalidNumber';
  if (code === 'invalid_format' && params.format === 'email') return 'invalidEmail';
  if (code === 'unrecognized_keys') return 'unknownField';
  return 'invalidData';
}

export function zodFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((i) => ({
    field: i.path.join('.'),
    message: messageKey(
      i.code,
      i.message,
      (i as { input?: unknown }).input,
      i as unknown as Record<string, unknown>,
    ),
  }));
}

/** Parses with a shared zod schema inside a handler; bad input becomes a 400 with field errors. */
export function parseInput<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const r = schema.safeParse(value);
  if (!r.success) throw badRequest(zodFieldErrors(r.error));
  return r.data;
}

export function registerErrorHandling(app: FastifyInstance, opts: { spaFallback?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError | Problem | ZodError, request, reply) => {
    let p: Problem;
    if (error instanceof Problem) p = error;
    else if (error instanceof ZodError) p = badRequest(zodFieldErrors(error));
    else if (hasZodFastifySchemaValidationErrors(error)) {
      p = badRequest(
        error.validation.map((v) => ({
          field: fieldOf(v.instancePath, v.keyword, v.params, String(error.validationContext ?? 'body')),
          message: messageKey(
            v.keyword,
            v.message ?? '',
            (v.params as { input?: unknown }).input,
            v.params as Record<string, unknown>,
          ),
        })),
      );
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
    if (opts.spaFallback && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
    }
    return reply
      .status(404)
      .type('application/problem+json')
      .send({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'notFound', errors: [] });
  });
}

/** The dotted field path of a validation issue; an unknown key is named itself. */
function fieldOf(
  instancePath: string,
  code: string,
  params: Record<string, unknown>,
  context: string,
): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (code === 'unrecognized_keys' && Array.isArray(params.keys)) {
    return [path, params.keys.join(',')].filter(Boolean).join('.');
  }
  return path || context;
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
