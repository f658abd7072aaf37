// Numeric form rules of spec 01 §5 and 02 §5. Inputs are what a text field holds ('1 234,5') or a JSON
// number; outputs are numbers. Empty input reads 'required'; wrap in optionalField() for optional fields.
import { z } from 'zod';
import { normalizeNumber } from '../format/number-format';
import { fail, typeError } from './field';
import {
  aboveMessage,
  LITERAL_MESSAGES,
  maxCharactersMessage,
  rangeMessage,
  type ValidationMessage,
} from './messages';

export type NumberStringOptions = {
  /** Allow a leading minus (spec 01 §5: "a variant allows a leading minus"). */
  negative?: boolean;
  /** Digits only, no separators (spec 01 §5: "an integer-only variant allows digits only"). */
  integer?: boolean;
  /** 0 counts as empty and reads 'required' (spec 01 §5: "'no zero' variants reject 0 as required"). */
  noZero?: boolean;
};

type NumberRuleConfig = NumberStringOptions & {
  min?: number;
  max?: number;
  /** The value must be strictly above this. */
  above?: number;
  maxLength?: number;
  /** Message for text that is not a number and for values out of range. */
  message?: ValidationMessage;
};

const DECIMAL_TEXT = /^[\d.,\s]+$/;
const SIGNED_DECIMAL_TEXT = /^-?[\d.,\s]+$/;
const INTEGER_TEXT = /^\d+$/;
const SIGNED_INTEGER_TEXT = /^-?\d+$/;

function numberRule(config: NumberRuleConfig) {
  const message = config.message ?? 'invalidNumber';
  // issue 12: a number outside its range says the range ('Må være mellom 0 og 100'), unless the rule has its
  // own message (the spec's literals, invalidHours).
  const lowest = config.min ?? (config.negative ? undefined : 0);
  const outOfRange = config.message ?? rangeMessage(lowest, config.max);
  const notAbove = config.message ?? (config.above !== undefined ? aboveMessage(config.above) : message);
  return z.union([z.string(), z.number()], typeError(message)).transform((raw, ctx) => {
    const text = typeof raw === 'string' ? raw.trim() : String(raw);
    if (text === '') return fail(ctx, raw, 'required');
    const value = typeof raw === 'string' ? parseText(text, config) : checkNumber(raw, config);
    if (value === null) return fail(ctx, raw, isNegativeNumber(text, config) ? outOfRange : message);
    if (config.noZero && value === 0) return fail(ctx, raw, 'required');
    if (config.min !== undefined && value < config.min) return fail(ctx, raw, outOfRange);
    if (config.max !== undefined && value > config.max) return fail(ctx, raw, outOfRange);
    if (config.above !== undefined && !(value > config.above)) return fail(ctx, raw, notAbove);
    if (config.maxLength !== undefined && text.length > config.maxLength) {
      return fail(ctx, raw, maxCharactersMessage(config.maxLength));
    }
    return value;
  });
}

/** A negative number where the rule allows none ('-5' for a wage): out of range rather than not a number. */
function isNegativeNumber(text: string, config: NumberRuleConfig): boolean {
  if (config.negative) return false;
  const pattern = config.integer ? SIGNED_INTEGER_TEXT : SIGNED_DECIMAL_TEXT;
  return text.startsWith('-') && pattern.test(text) && Number(normalizeNumber(text)) < 0;
}

function parseText(text: string, config: NumberRuleConfig): number | null {
  const pattern = config.integer
    ? config.negative
      ? SIGNED_INTEGER_TEXT
      : INTEGER_TEXT
    : config.negative
      ? SIGNED_DECIMAL_TEXT
      : DECIMAL_TEXT;
  if (!pattern.test(text)) return null;
  const canonical = normalizeNumber(text);
  return canonical === null ? null : Number(canonical);
}

function checkNumber(value: number, config: NumberRuleConfig): number | null {
  if (!Number.isFinite(value)) return null;
  if (config.integer && !Number.isInteger(value)) return null;
  if (!config.negative && value < 0) return null;
  return value;
}

/**
 * spec 01 §5 Numbers: digits, dots, commas and spaces; '1 234,5' -> 1234.5. Options give the variants
 * with a leading minus, digits only, and 'no zero'. Message invalidNumber.
 */
export function numberString(options: NumberStringOptions = {}) {
  return numberRule(options);
}

/** Number that may start with a minus: '-1 234,5' -> -1234.5. */
export function signedNumberString() {
  return numberRule({ negative: true });
}

/** Digits only: '1234' -> 1234; '12,5' and '1 234' are refused. */
export function integerString() {
  return numberRule({ integer: true });
}

/** Number where 0 reads 'required'. */
export function nonZeroNumberString() {
  return numberRule({ noZero: true });
}

/** Digits only, and 0 reads 'required'. */
export function nonZeroIntegerString() {
  return numberRule({ integer: true, noZero: true });
}

/** spec 01 §5 / 02 §5 Warehouse: quantity non-empty and above 0 (0 reads 'required', like the spec). */
export function quantity() {
  return numberRule({ noZero: true });
}

/** spec 01 §5: tax 0 to 100 with optional decimals ('25', '12,5'). */
export function tax() {
  return numberRule({ min: 0, max: 100 });
}

/** spec 01 §5: discount 0 to 100. */
export function discount() {
  return numberRule({ min: 0, max: 100 });
}

/** spec 01 §5: percent at most 100; with allowNegative between -100 and 100. */
export function percent(options: { allowNegative?: boolean } = {}) {
  return options.allowNegative
    ? numberRule({ negative: true, min: -100, max: 100 })
    : numberRule({ min: 0, max: 100 });
}

/** spec 01 §5 / 02 §5 Hours: above 0 and up to 24 ('7,5' -> 7.5), message invalidHours. */
export function hours() {
  return numberRule({ above: 0, max: 24, message: 'invalidHours' });
}

/** spec 01 §5 Hours, zero-allowed variant: 0 to 24, message invalidHours. */
export function hoursZeroAllowed() {
  return numberRule({ min: 0, max: 24, message: 'invalidHours' });
}

/** spec 01 §5: a number of at most `max` (4) characters; longer reads maxCharacters. */
export function numberLength(max = 4) {
  return numberRule({ maxLength: max });
}

/** spec 01 §5: year of exactly 4 digits ('2025' -> 2025). */
export function year() {
  return numberRule({ integer: true, min: 1000, max: 9999 });
}

/** spec 02 §5 Form builder: greater than zero ('Value should be greater than zero'). */
export function greaterThanZero() {
  return numberRule({ above: 0, message: LITERAL_MESSAGES.greaterThanZero });
}

/** spec 02 §5 Form builder: columns 1 to 12 ('Enter columns b/w 1 to 12'). */
export function columns() {
  return numberRule({ integer: true, min: 1, max: 12, message: LITERAL_MESSAGES.invalidColumns });
}

/** spec 02 §5 Form builder: components 1 to 5 (the spec gives no message: invalidComponents). */
export function components() {
  return numberRule({ integer: true, min: 1, max: 5, message: 'invalidComponents' });
}

/** spec 02 §5 Form builder: minimum width 5 percent (and, being a percent, at most 100). */
export function minimumWidth() {
  return numberRule({ min: 5, max: 100, message: 'invalidMinimumWidth' });
}
