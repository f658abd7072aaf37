// Test helper shared by the rule tests of this folder.
import type { z } from 'zod';

/** The first issue message, or undefined when the value passes. */
export function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}
