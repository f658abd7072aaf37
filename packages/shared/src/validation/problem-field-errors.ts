// Turns a zod error into the `errors` of an application/problem+json answer (DESIGN "API contract":
// `[{field, message}]` with message a translation key, bad input is 400 never 500).
import type { z } from 'zod';
import { isMessageKey } from './messages';

export type FieldError = { field: string; message: string };

/**
 * One error per field, the first issue zod reports for it, with a dotted path ('lines.0.quantity'; '' for
 * the whole body). Messages from zod itself (a schema without a key message) become 'required' for a
 * missing value and 'invalidData' otherwise, so the client always gets a translation key.
 */
export function problemFieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: isMessageKey(issue.message) ? issue.message : fallbackMessage(issue) });
  }
  return out;
}

function fallbackMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    const missing =
      ('input' in issue && (issue.input === undefined || issue.input === null)) ||
      /received (undefined|null)$/.test(issue.message);
    return missing ? 'required' : 'invalidData';
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return 'maxCharacters';
  return 'invalidData';
}
