// E-mail, phone, postal code and organisation number rules of spec 01 §5 and 02 §5 "General field rules".
import { z } from 'zod';
import { isValidEmail, splitEmails } from './email';
import { fail, typeError } from './field';
import { normalizeOrganisationNumber, isValidOrganisationNumber } from './organisation-number';
import { normalizePhone } from '../format/contact-format';

const POSTAL_CODE = /^\d{4,8}$/;
// spec 01 §5: optional plus, then 4 to 14 digits each followed by an optional single space, then a last
// digit: 5 to 15 digits in all. '+47 912 34 567' passes, '+47  912' (two spaces) and '+ 4791234' do not.
const MOBILE = /^\+?(?:\d ?){4,14}\d$/;

/** True for a mobile number the spec accepts. */
export function isValidMobile(text: string): boolean {
  return MOBILE.test(text.trim());
}

/** Entries of a list typed as text ('a; b, c') or given as an array, trimmed, blanks dropped. */
function entriesOf(value: string | string[], split: (text: string) => string[]): string[] {
  const list = Array.isArray(value) ? value : split(value);
  return list.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

const listInput = (message: 'invalidEmail' | 'invalidMobileno') =>
  z.union([z.string(), z.array(z.string())], typeError(message));

/** spec 01 §5 Email: standard pattern or 'Name <address>'; output trimmed; message invalidEmail. */
export function email() {
  return z.string(typeError('invalidEmail')).trim().min(1, 'required').refine(isValidEmail, 'invalidEmail');
}

/**
 * spec 01 §5 multiple-email field: every entry valid (separators comma or semicolon); blank gives [];
 * output the entries. Message invalidEmail.
 */
export function multipleEmails() {
  return z.union([listInput('invalidEmail'), z.null(), z.undefined()]).transform((value, ctx) => {
    const entries = value == null ? [] : entriesOf(value, splitEmails);
    return entries.every(isValidEmail) ? entries : fail(ctx, value, 'invalidEmail');
  });
}

/**
 * spec 01 §5 required e-mails: at least one valid entry. A required-emails field is still a multiple-email
 * field, so every entry must be valid too: an address with a typo beside a good one would silently
 * never receive the mail.
 */
export function requiredEmails() {
  return listInput('invalidEmail').transform((value, ctx) => {
    const entries = entriesOf(value, splitEmails);
    if (entries.length === 0) return fail(ctx, value, 'required');
    return entries.every(isValidEmail) ? entries : fail(ctx, value, 'invalidEmail');
  });
}

/**
 * spec 01 §5 Mobile number: optional +, 5 to 15 digits with single spaces; message invalidMobileno. Output the
 * stored form (issue 12, normalizePhone): '412 34 567' -> '41234567', '+47 22 12 34 56' -> '+4722123456'.
 */
export function mobile() {
  return z
    .string(typeError('invalidMobileno'))
    .trim()
    .min(1, 'required')
    .regex(MOBILE, 'invalidMobileno')
    .transform(normalizePhone);
}

/** spec 01 §5: a multiple phone list is required and each entry valid (text split on , ; or new line). */
export function multiplePhones() {
  return listInput('invalidMobileno').transform((value, ctx) => {
    const entries = entriesOf(value, (text) => text.split(/[,;\n]/));
    if (entries.length === 0) return fail(ctx, value, 'required');
    return entries.every(isValidMobile) ? entries : fail(ctx, value, 'invalidMobileno');
  });
}

/** spec 01 §5 Postal code: 4 to 8 digits ('0150'); message invalidPostalCode. */
export function postalCode() {
  return z
    .string(typeError('invalidPostalCode'))
    .trim()
    .min(1, 'required')
    .regex(POSTAL_CODE, 'invalidPostalCode');
}

/**
 * Norwegian organisation number (field `organizationnumber`): 9 digits, spaces allowed ('923 609 016'),
 * MOD11 check digit; output the 9 digits; message invalidData.
 */
export function organisationNumber() {
  return z.union([z.string(), z.number()], typeError('invalidData')).transform((raw, ctx) => {
    if (String(raw).trim() === '') return fail(ctx, raw, 'required');
    const digits = normalizeOrganisationNumber(raw);
    // One message everywhere (customer, lead, company info, import; issue 12): the helpful one, naming the rule.
    return digits !== null && isValidOrganisationNumber(digits)
      ? digits
      : fail(ctx, raw, 'invalidOrganizationNumber');
  });
}
