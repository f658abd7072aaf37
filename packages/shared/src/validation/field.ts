// Building blocks of the rules. Every rule alone is required (empty -> 'required'); optionalField() turns
// one into an optional field where '', whitespace and null mean "no value" (output null).
import { z } from 'zod';
import type { ValidationMessage } from './messages';

/** '' or only whitespace, null or undefined: what spec 01 §5 "Required" rejects. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * The error option for a rule's base type: a missing value reads 'required', a value of the wrong type
 * (a boolean where text is expected) reads the rule's own message.
 */
export function typeError(message: ValidationMessage): { error: (issue: { input?: unknown }) => string } {
  return { error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : message) };
}

/** Adds one issue with `message` to a transform's context and answers z.NEVER. */
export function fail(ctx: z.RefinementCtx, input: unknown, message: ValidationMessage): never {
  ctx.issues.push({ code: 'custom', message, input });
  return z.NEVER;
}

/**
 * Makes a rule optional: '', whitespace-only text and null give null (the value was cleared), a missing
 * key gives undefined (not sent), anything else must pass the rule.
 * `optionalField(postalCode())` accepts '' and '0150' but refuses '12'.
 */
export function optionalField<S extends z.ZodType>(
  schema: S,
): z.ZodType<z.output<S> | null | undefined, z.input<S> | null | undefined> {
  return z
    .preprocess((value) => (isBlank(value) ? null : value), z.nullable(schema))
    .optional() as unknown as z.ZodType<z.output<S> | null | undefined, z.input<S> | null | undefined>;
}
