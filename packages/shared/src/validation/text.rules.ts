// Text, selection, date and form-builder rules of spec 01 §5 and 02 §5. Each rule alone is required;
// wrap it in optionalField() for an optional field.
import { z } from 'zod';
import { parseDate } from '../format/date-format';
import { containsBlockedKey } from './blocked-keys';
import { fail, typeError } from './field';
import { LITERAL_MESSAGES } from './messages';
import { SMS_MAX_COUNT, smsCount } from './sms';
import { maxCharactersMessage } from './messages';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FIELD_NAME = /^[A-Za-z0-9_]+$/;

/** spec 01 §5 Required: non-empty and not only whitespace; output trimmed; longer than `max` -> maxCharacters. */
export function requiredString(max?: number) {
  const base = z.string(typeError('required')).trim().min(1, 'required');
  return max === undefined ? base : base.max(max, maxCharactersMessage(max));
}

/** Optional text: blank gives null, otherwise trimmed and at most `max` characters (maxCharacters). */
export function optionalString(max?: number) {
  return z.union([z.string(), z.null(), z.undefined()], typeError('invalidData')).transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (max !== undefined && text.length > max) return fail(ctx, value, maxCharactersMessage(max));
    return text === '' ? null : text;
  });
}

/** spec 01 §5 Multi-select required: at least one item. */
export function requiredMultiSelect<T extends z.ZodType = z.ZodUnion<[z.ZodString, z.ZodNumber]>>(item?: T) {
  const element = (item ?? z.union([z.string(), z.number()])) as T;
  return z.array(element, typeError('required')).min(1, 'required');
}

/** spec 01 §5 Zero-allowed select: anything except '', null or undefined, so 0 and false are values. */
export function zeroAllowedSelect<T = string | number>() {
  return z.custom<T>((value) => value !== '' && value !== null && value !== undefined, 'required');
}

/** spec 01 §5 Date: strictly 'DD.MM.YYYY' and a real calendar date; output the trimmed text. */
export function date() {
  return z
    .string(typeError('invalidDate'))
    .trim()
    .min(1, 'required')
    .refine((text) => parseDate(text) !== null, 'invalidDate');
}

/** A calendar date as the API sends it, 'YYYY-MM-DD', real in the calendar; message invalidDate. */
export function isoDate() {
  return z
    .string(typeError('invalidDate'))
    .trim()
    .min(1, 'required')
    .refine((text) => {
      if (!ISO_DATE.test(text)) return false;
      const [y, m, d] = text.split('-');
      return parseDate(`${d}.${m}.${y}`) !== null;
    }, 'invalidDate');
}

/** spec 02 §5 Form builder: field name of letters, digits and underscore only ('Invalid name'). */
export function fieldName() {
  return z
    .string(typeError(LITERAL_MESSAGES.invalidName))
    .min(1, 'required')
    .regex(FIELD_NAME, LITERAL_MESSAGES.invalidName);
}

function charCountRule(check: (text: string) => boolean) {
  return z
    .union([z.string(), z.number()], typeError(LITERAL_MESSAGES.invalidCharCount))
    .transform((raw, ctx) => {
      const text = String(raw).trim();
      if (text === '') return fail(ctx, raw, 'required');
      return check(text) ? text : fail(ctx, raw, LITERAL_MESSAGES.invalidCharCount);
    });
}

function digitSum(text: string): number {
  return [...text].reduce((sum, ch) => (ch >= '0' && ch <= '9' ? sum + Number(ch) : sum), 0);
}

/** spec 01 §5 Character count: at most 2 characters ('Invalid Number'). */
export function charCount2() {
  return charCountRule((text) => text.length <= 2);
}

/** spec 01 §5 Character count: at most 3 characters ('Invalid Number'). */
export function charCount3() {
  return charCountRule((text) => text.length <= 3);
}

/** spec 01 §5 Character count: at most 5 characters whose digits sum above 0, so '00000' is refused. */
export function charCount5() {
  return charCountRule((text) => text.length <= 5 && digitSum(text) > 0);
}

/** spec 01 §5 Character count: exactly 16 characters ('Invalid Number'). */
export function charCount16() {
  return charCountRule((text) => text.length === 16);
}

/**
 * spec 01 §5 / 02 §5 SMS: required and not blank; at most `maxCount` (5) messages of 150 characters, each
 * {placeholder} counted as 20; message maxSMSCount. The text is kept as written.
 */
export function sms(maxCount: number = SMS_MAX_COUNT) {
  return z
    .string(typeError('required'))
    .refine((text) => text.trim() !== '', 'required')
    .refine((text) => smsCount(text) <= maxCount, 'maxSMSCount');
}

/**
 * spec 01 §5 Upload size: the sum of the files' sizes (bytes) in MB (1024 × 1024) must not exceed
 * `maxMb`; message maxFileSize. Give it `files.map((f) => f.size)`.
 */
export function uploadSize(maxMb: number) {
  return z
    .array(z.number().nonnegative('invalidData'), typeError('invalidData'))
    .refine((sizes) => totalSizeMb(sizes) <= maxMb, 'maxFileSize');
}

/** Sum of byte sizes in MB, base 1024. */
export function totalSizeMb(sizes: readonly number[]): number {
  return sizes.reduce((sum, size) => sum + size, 0) / (1024 * 1024);
}

/** spec 01 §5: text without the blocked keys ( ) [ ] \ * + ? / ! # $ % ^ &; message blockedCharacters. */
export function noBlockedKeys(max?: number) {
  return requiredString(max).refine((text) => !containsBlockedKey(text), 'blockedCharacters');
}
