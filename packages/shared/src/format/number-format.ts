// Number parsing, rounding and display. Rounding works on the decimal digits of the number, never on
// binary floats, so 1.005 rounds to 1.01 as a person expects (spec 01 §9: rounding 2 decimals).

/**
 * Thousands separator of formatNumber: a normal space U+0020 (spec 02 §9 "thousands space").
 * Chosen over the no-break space Intl uses so that shown numbers can be typed, copied and parsed back
 * unchanged; a table cell that must not wrap sets `white-space: nowrap`.
 */
export const THOUSANDS_SEPARATOR = ' ';
export const DECIMAL_SEPARATOR = ',';

const CANONICAL_NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;

/**
 * Turns user or database input into a canonical decimal string ('1 234,5' -> '1234.5'), or null.
 * Spec 01 §5: spaces (also no-break spaces) are thousands separators and removed, a decimal comma becomes
 * a dot. A dot is a decimal separator too, so '1.234,5' (two separators) is not a number.
 */
export function normalizeNumber(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? expandExponent(String(value)) : null;
  const compact = value.replace(/\s+/g, '').replace(/,/g, '.');
  if (!CANONICAL_NUMBER.test(compact)) return null;
  return compact;
}

/** '1 234,5' -> 1234.5; null when the text is not a number. */
export function parseNumber(value: string | number | null | undefined): number | null {
  const canonical = normalizeNumber(value);
  return canonical === null ? null : Number(canonical);
}

/**
 * Rounds half away from zero to `decimals` places and answers the canonical decimal string with exactly
 * that many decimals ('1.005', 2 -> '1.01'; -2.5, 0 -> '-3'). NaN for input that is not a number.
 */
export function roundDecimalString(value: string | number, decimals = 2): string {
  const canonical = normalizeNumber(value);
  if (canonical === null) return 'NaN';
  const negative = canonical.startsWith('-');
  const [intPart = '', fracPart = ''] = canonical.replace('-', '').split('.');
  const digits = (intPart || '0') + fracPart.padEnd(decimals + 1, '0');
  const pointAt = (intPart || '0').length;
  const kept = digits.slice(0, pointAt + decimals);
  const roundUp = Number(digits[pointAt + decimals]) >= 5;
  const rounded = roundUp ? incrementDigits(kept) : kept;
  // incrementing '99' gives '100': the integer part may have grown by one digit
  const intDigits = rounded.length - decimals;
  const intText = rounded.slice(0, intDigits).replace(/^0+(?=\d)/, '');
  const result = decimals > 0 ? `${intText}.${rounded.slice(intDigits)}` : intText;
  const isZero = /^[0.]*$/.test(result);
  return negative && !isZero ? '-' + result : result;
}

/** Rounds half away from zero without float error: roundTo(1.005, 2) === 1.01. */
export function roundTo(value: number, decimals: number): number {
  return Number(roundDecimalString(value, decimals));
}

/** spec 01 §9: default rounding is 2 decimals, half away from zero (1.005 -> 1.01, -1.005 -> -1.01). */
export function round2(value: number): number {
  return roundTo(value, 2);
}

/**
 * 1234567.891 -> '1 234 567,89' (space thousands, decimal comma; spec 02 §9). Accepts numbers and
 * decimal strings as the database answers them ('1234.50'). Empty text for null or non-numbers.
 */
export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const rounded = roundDecimalString(value, decimals);
  if (rounded === 'NaN') return '';
  const negative = rounded.startsWith('-');
  const [intPart = '0', fracPart] = rounded.replace('-', '').split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
  return (negative ? '-' : '') + grouped + (fracPart !== undefined ? DECIMAL_SEPARATOR + fracPart : '');
}

function incrementDigits(digits: string): string {
  const out = digits.split('');
  let i = out.length - 1;
  while (i >= 0) {
    if (out[i] === '9') {
      out[i] = '0';
      i--;
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return '1' + out.join('');
}

// String(1e21) is '1e+21' and String(1e-7) is '1e-7': write such numbers out in plain digits.
function expandExponent(text: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text);
  if (!match) return text;
  const [, sign, intPart, fracPart = '', expText] = match;
  const exponent = Number(expText);
  const digits = intPart + fracPart;
  const pointAt = intPart.length + exponent;
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return sign + digits + '0'.repeat(pointAt - digits.length);
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}
