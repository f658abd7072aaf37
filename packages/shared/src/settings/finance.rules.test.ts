import { describe, expect, it } from 'vitest';
import {
  formatBankAccount,
  isPaymentTermDays,
  isValidBankAccount,
  isValidBic,
  isValidIban,
  PAYMENT_TERM_DAYS,
} from './finance.rules';

describe('payment terms', () => {
  it('offers exactly the days of spec 01 §9', () => {
    expect(PAYMENT_TERM_DAYS).toEqual([0, 5, 7, 10, 14, 15, 20, 25, 28, 30, 35, 40, 45, 60, 70, 90]);
  });

  it('accepts cash on delivery, 14 and 30 days but not 21 or 120', () => {
    expect([0, 14, 30].map(isPaymentTermDays)).toEqual([true, true, true]);
    expect([21, 120, -5, 14.5].map(isPaymentTermDays)).toEqual([false, false, false, false]);
  });
});

describe('Norwegian bank account numbers', () => {
  it('accepts a real account number however it is punctuated', () => {
    expect(isValidBankAccount('86011117947')).toBe(true);
    expect(isValidBankAccount('8601.11.17947')).toBe(true);
    expect(isValidBankAccount('8601 11 17947')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(isValidBankAccount('86011117948')).toBe(false);
    expect(isValidBankAccount('8601111794')).toBe(false);
    expect(isValidBankAccount('8601111794a')).toBe(false);
  });

  it('prints an account number in the banks’ 4-2-5 groups', () => {
    expect(formatBankAccount('86011117947')).toBe('8601 11 17947');
  });
});

describe('IBAN and BIC', () => {
  it('accepts a Norwegian and a British IBAN, with or without spaces', () => {
    expect(isValidIban('NO93 8601 1117 947')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
  });

  it('refuses an IBAN with a wrong check or a Norwegian one of the wrong length', () => {
    expect(isValidIban('NO93 8601 1117 948')).toBe(false);
    expect(isValidIban('NO93 8601 1117 9470')).toBe(false);
  });

  it('accepts 8- and 11-character BICs only', () => {
    expect(isValidBic('DNBANOKK')).toBe(true);
    expect(isValidBic('dnbanokkxxx')).toBe(true);
    expect(isValidBic('DNBANO')).toBe(false);
  });
});
