// Turns a zod error into the `errors` of an application/problem+json answer (DESIGN "API contract":
// `[{field, message}]` with message a translation key, bad input is 400 never 500). The server answers every
// bad body with it, whether Fastify's schema check or a handler's own parse found the problem.
import type { z } from 'zod';
import { isMessageKey, parseMessage, type MessageParams } from './messages';

/**
 * One field's error: `message` a translation key, `params` the values it names (issue 12: {min, max} of a range,
 * {max} characters), e.g. {field: 'discount', message: 'outOfRange', params: {min: 0, max: 100}}.
 */
export type FieldError = { field: string; message: string; params?: MessageParams };

/**
 * What is read of an issue: zod's own, or one rebuilt from a Fastify validation entry (fastify-type-provider-zod
 * keeps the issue's code, path, message and the rest of its properties).
 */
export type IssueLike = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
  origin?: unknown;
  format?: unknown;
  keys?: unknown;
  maximum?: unknown;
};

/**
 * One error per field, the first issue zod reports for it, with a dotted path ('lines.0.quantity'; `root` for
 * the whole body). An unknown key is named itself. Messages from zod itself (a schema without a key message)
 * become translation keys by issue code, so the client always gets one.
 */
export function problemFieldErrors(error: z.ZodError | readonly IssueLike[], root = ''): FieldError[] {
  const issues: readonly IssueLike[] = Array.isArray(error) ? error : (error as z.ZodError).issues;
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    for (const field of fieldsOf(issue, root)) {
      if (seen.has(field)) continue;
      seen.add(field);
      out.push({ field, ...messageOf(issue) });
    }
  }
  return out;
}

/** The key and params of an issue's message ('outOfRange|min=0|max=100' -> outOfRange, {min: 0, max: 100}). */
function messageOf(issue: IssueLike): { message: string; params?: MessageParams } {
  if (!isMessageKey(issue.message)) {
    const message = fallbackMessage(issue);
    return message === 'maxCharacters' && typeof issue.maximum === 'number'
      ? { message, params: { max: issue.maximum } }
      : { message };
  }
  const { key, params } = parseMessage(issue.message);
  // A text limit written without its maximum ('maxCharacters'): zod's issue still knows it.
  if (!params && key === 'maxCharacters' && typeof issue.maximum === 'number') {
    return { message: key, params: { max: issue.maximum } };
  }
  return params ? { message: key, params } : { message: key };
}

/** The field(s) of an issue: unknown keys each get their own error ('city', 'createdon'), not one joined. */
function fieldsOf(issue: IssueLike, root: string): string[] {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && Array.isArray(issue.keys) && issue.keys.length > 0) {
    return issue.keys.map((key) => [...path, String(key)].join('.'));
  }
  return [path.join('.') || root];
}

function fallbackMessage(issue: IssueLike): string {
  const { code, origin } = issue;
  if (code === 'invalid_type') {
    const missing =
      ('input' in issue && (issue.input === undefined || issue.input === null)) ||
      /received (undefined|null)$/.test(issue.message);
    return missing ? 'required' : 'invalidData';
  }
  if (code === 'too_big' && origin === 'string') return 'maxCharacters';
  if (code === 'too_small' && origin === 'string') return 'required';
  if (code === 'too_big' || code === 'too_small') return 'invalidNumber';
  if (code === 'invalid_format' && issue.format === 'email') return 'invalidEmail';
  if (code === 'unrecognized_keys') return 'unknownField';
  return 'invalidData';
}
