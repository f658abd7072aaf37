// Rules of the finance settings: payment-term days (spec 01 §9), Norwegian bank account numbers, IBAN and BIC.
import { PAYMENT_TERM_DAYS as DAYS } from '../customers/customer-constants';

/** spec 01 §9: the payment terms a user can choose, in days. */
export const PAYMENT_TERM_DAYS: readonly number[] = DAYS;

/** True for one of the payment-term days of spec 01 §9 (0, 5, 7, 10 ... 90). */
export function isPaymentTermDays(days: number): boolean {
  return PAYMENT_TERM_DAYS.includes(days);
}

/**
 * ISO 4217 codes a Norwegian company meets, alphabetical. A closed list, so a typo ('NKO') cannot become a
 * currency; add codes here when a customer needs one.
 */
export const CURRENCY_CODES = [
  'AUD',
  'CAD',
  'CHF',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HUF',
  'ISK',
  'JPY',
  'NOK',
  'NZD',
  'PLN',
  'SEK',
  'USD',
] as const;

const ACCOUNT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** '8601.11.17947' or '8601 11 17947' -> '86011117947'; null unless 11 digits remain. */
export function normalizeBankAccount(value: string): string | null {
  const digits = value.replace(/[\s.]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/** A Norwegian bank account number: 11 digits, the last a MOD11 check digit (weights 5 4 3 2 7 6 5 4 3 2). */
export function isValidBankAccount(value: string): boolean {
  const digits = normalizeBankAccount(value);
  if (digits === null) return false;
  const sum = ACCOUNT_WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  // remainder 1 would need check digit 10: such numbers are never issued
  return check !== 10 && check === Number(digits[10]);
}

/** '8601.11.17947' -> '8601 11 17947', the way Norwegian banks print an account number. */
export function formatBankAccount(value: string): string {
  const d = normalizeBankAccount(value);
  return d ? `${d.slice(0, 4)} ${d.slice(4, 6)} ${d.slice(6)}` : value;
}

/** An IBAN (ISO 13616): country, check digits and account, checked with MOD97; spaces are allowed. */
export function isValidIban(value: string): boolean {
  const s = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  // Norwegian IBANs are exactly 15 characters.
  if (s.startsWith('NO') && s.length !== 15) return false;
  const rearranged = s.slice(4) + s.slice(0, 4);
  let mod = 0;
  for (const ch of rearranged) {
    const n = /[A-Z]/.test(ch) ? ch.charCodeAt(0) - 55 : Number(ch);
    mod = (mod * (n > 9 ? 100 : 10) + n) % 97;
  }
  return mod === 1;
}

/** A BIC/SWIFT code: 8 or 11 characters, e.g. DNBANOKK or DNBANOKKXXX. */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());
}
