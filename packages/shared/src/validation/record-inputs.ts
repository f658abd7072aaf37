// Field rules of the master-data records (leads, buildings, employees) built from the shared validation rules.
// One schema serves the API and the form: every rule accepts what a JSON client sends (numbers, ISO dates)
// and what a text field holds ('1 234,5', '24.12.2025'), and outputs what the API stores. Optional fields
// treat '', whitespace and null as "no value" (null); a key that is left out stays out, so a partial update
// never clears a field it did not name.
import { z } from 'zod';
import { parseDate } from '../format/date-format';
import { fail, optionalField, typeError } from './field';
import { numberString, signedNumberString } from './number.rules';
import { email } from './contact.rules';
import { optionalString, requiredString } from './text.rules';
import { maxCharactersMessage, rangeMessage } from './messages';

/** Largest amount numeric(14,2) holds. */
export const MAX_MONEY = 999_999_999_999.99;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A record id as JSON: a positive whole number a bigint column holds. */
export const idValue = z
  .number('invalidData')
  .int('invalidData')
  .positive('invalidData')
  .max(2 ** 53 - 1, 'invalidData');

/** PostgreSQL text cannot hold the NUL character: such input is bad data (400), not a server error. */
const hasNoNul = (value: string | null | undefined) => !value?.includes('\u0000');

/** spec 01 §5 Required text of at most `max` characters, trimmed. */
export function requiredText(max = 200) {
  return requiredString(max).refine(hasNoNul, 'invalidData');
}

/** Optional text of at most `max` characters; blank is null. */
export function optionalText(max = 200) {
  return optionalString(max).refine(hasNoNul, 'invalidData').optional();
}

/** spec 01 §5 e-mail address of at most 200 characters. */
export function emailAddress() {
  return email().max(200, maxCharactersMessage(200)).refine(hasNoNul, 'invalidData');
}

/** Optional id of another record (a select's value); blank is null. */
export function optionalId() {
  return optionalField(idValue);
}

/** spec 01 §5 numbers, as an amount of money: 0 or more, at most what numeric(14,2) holds. */
export function optionalMoney() {
  return optionalField(numberString().refine((v) => v <= MAX_MONEY, rangeMessage(0, MAX_MONEY)));
}

/** A decimal number between min and max (a leading minus allowed when min is below 0); blank is null. */
export function optionalDecimalInRange(min: number, max: number) {
  // issue 12: out of range names the range ('Må være mellom -90 og 90'); a minus where none is allowed too.
  return optionalField(signedNumberString().refine((v) => v >= min && v <= max, rangeMessage(min, max)));
}

/**
 * Whole number between min and max, typed as digits or sent as a number; blank is null. `max` may be a function
 * read at each check (a year up to five years from now).
 */
export function optionalIntegerInRange(min: number, maxOf: number | (() => number)) {
  return optionalField(
    z.union([z.string(), z.number()], { error: () => 'invalidNumber' }).transform((raw, ctx) => {
      const text = String(raw).trim();
      if (!/^-?\d+$/.test(text)) return fail(ctx, raw, 'invalidNumber');
      const value = Number(text);
      const max = typeof maxOf === 'function' ? maxOf() : maxOf;
      // issue 12: the message names the range (a year 3025: 'Må være mellom 1000 og 2030').
      return value >= min && value <= max ? value : fail(ctx, raw, rangeMessage(min, max));
    }),
  );
}

/**
 * A calendar date: the API's 'YYYY-MM-DD' or the form's strict 'DD.MM.YYYY' (spec 01 §5); output ISO
 * 'YYYY-MM-DD'. Message invalidDate.
 */
export function calendarDate() {
  return z.string({ error: () => 'invalidDate' }).transform((raw, ctx) => {
    const text = raw.trim();
    if (text === '') return fail(ctx, raw, 'required');
    const iso = ISO_DATE.test(text) ? parseDate(text.split('-').reverse().join('.')) : parseDate(text);
    return iso ?? fail(ctx, raw, 'invalidDate');
  });
}

/** Optional calendar date; blank is null. */
export function optionalDate() {
  return optionalField(calendarDate());
}

/** The version the client read, sent with every update (DESIGN: a stale version answers 412). */
export const versionField = z.number('required').int('invalidData').positive('invalidData');

/** Ids of the records a bulk call acts on (delete, deactivate). */
export const idsSchema = z
  .object({ ids: z.array(idValue, 'invalidData').min(1, 'required').max(1000, 'invalidData') })
  .strict();

/** Body of POST {x}/get_active: the active records, plus these ids even when inactive. */
export const activeIdsSchema = z
  .object({ ids: z.array(idValue, 'invalidData').max(1000, 'invalidData').optional() })
  .strict();

/** Most rows one list call answers (DESIGN: a huge limit is a 400). */
export const MAX_LIST_LIMIT = 500;

export type RecordListInput = {
  match?: Record<string, string | number | boolean | null>;
  search?: string;
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
  count?: boolean;
};

/**
 * Body of POST {x}/list for a master-data record (DESIGN "API contract"): match on the named fields, search,
 * sort by up to three named fields, skip, limit and count. Any other field is a 400 (unknownField).
 */
export function recordListSchema(fields: { sortable: readonly string[]; matchable: readonly string[] }) {
  return z
    .object({
      match: z
        .record(
          z.string(),
          z.union([z.string().max(200, maxCharactersMessage(200)), z.number(), z.boolean(), z.null()]),
        )
        .refine((m) => Object.keys(m).every((k) => fields.matchable.includes(k)), 'unknownField')
        .refine((m) => Object.values(m).every((v) => typeof v !== 'string' || hasNoNul(v)), 'invalidData')
        .optional(),
      search: z.string().max(200, maxCharactersMessage(200)).refine(hasNoNul, 'invalidData').optional(),
      sort: z
        .record(z.string(), z.union([z.literal(1), z.literal(-1)]))
        .refine(
          (s) => Object.keys(s).length <= 3 && Object.keys(s).every((k) => fields.sortable.includes(k)),
          'unknownField',
        )
        .optional(),
      ...listPage(),
    })
    .strict();
}

/** Largest skip of a list body. */
export const MAX_LIST_SKIP = 10_000_000;

/**
 * The paging fields of every POST {x}/list body (DESIGN "API contract"): skip (0 to 10 000 000), limit (1 to the
 * list's maximum) and, with `count`, the total asked for. Spread into the list's z.object.
 * Out of range, the message names the range ('Må være mellom 1 og 1000', issue 12).
 */
export function listPage(maxLimit: number = MAX_LIST_LIMIT) {
  const skipRange = rangeMessage(0, MAX_LIST_SKIP);
  const limitRange = rangeMessage(1, maxLimit);
  return {
    skip: z
      .number('invalidNumber')
      .int('invalidNumber')
      .min(0, skipRange)
      .max(MAX_LIST_SKIP, skipRange)
      .optional(),
    limit: z
      .number('invalidNumber')
      .int('invalidNumber')
      .min(1, limitRange)
      .max(maxLimit, limitRange)
      .optional(),
    count: z.boolean('invalidData').optional(),
  };
}

/**
 * A status number of one of the tenant's status lists (orders, offers, projects: the lists allow 1 to 9999); out of
 * range says the range (issue 12), a non-number 'invalidNumber'.
 */
export function statusNumber() {
  const range = rangeMessage(1, 9999);
  return z.number(typeError('invalidNumber')).int('invalidNumber').min(1, range).max(9999, range);
}
