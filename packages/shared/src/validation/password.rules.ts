// Password rules of spec 01 §5 and the reset-password call of docs/api-contract.md
// ({token, password, confirmpassword}; 400 with passwordPolicy / passwordMatch).
import { z } from 'zod';
import { typeError } from './field';

export const PASSWORD_MIN_LENGTH = 8;

/** spec 01 §5 Password policy: at least 8 characters with upper case, lower case, digit and special. */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    // anything that is neither letter, digit nor white space counts as special ('!', '-', '€' ...)
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

/** spec 01 §5: the new password meets the policy; message passwordPolicy. Passwords are never trimmed. */
export function passwordPolicy() {
  return z
    .string(typeError('passwordPolicy'))
    .min(1, 'required')
    .refine(meetsPasswordPolicy, 'passwordPolicy');
}

type PasswordPair = { password?: unknown; confirmpassword?: unknown };

/**
 * spec 01 §5: the confirmation must equal the new password; the issue (passwordMatch) goes on
 * `confirmpassword`. For `.superRefine(passwordConfirmation)` or use withPasswordConfirmation().
 * An empty confirmation is left to its own 'required' rule.
 */
export function passwordConfirmation(value: PasswordPair, ctx: z.RefinementCtx): void {
  if (typeof value.confirmpassword !== 'string' || value.confirmpassword === '') return;
  if (value.password !== value.confirmpassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmpassword'], message: 'passwordMatch', input: value });
  }
}

/**
 * Adds the confirmation check to an object schema with `password` and `confirmpassword`. It runs even when
 * the password fails its policy, so a form shows both problems at once.
 */
export function withPasswordConfirmation<S extends z.ZodType<PasswordPair>>(schema: S): S {
  return schema.superRefine((value, ctx) => passwordConfirmation(value as PasswordPair, ctx), {
    when: (payload) => {
      const value = payload.value as PasswordPair | null;
      return typeof value === 'object' && value !== null && typeof value.confirmpassword === 'string';
    },
  }) as S;
}

/** The password pair of the set- and reset-password forms: policy on password, match on confirmpassword. */
export function passwordPair() {
  return withPasswordConfirmation(
    z.object({
      password: passwordPolicy(),
      confirmpassword: z.string(typeError('passwordMatch')).min(1, 'required'),
    }),
  );
}
