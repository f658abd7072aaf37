import { describe, expect, it } from 'vitest';
import { buildKid, isValidKid, mod10CheckDigit, mod11CheckDigit } from './kid';

describe('KID check digits from their definitions', () => {
  it('MOD10 (Luhn) matches published examples', () => {
    // Wikipedia's Luhn example 7992739871 -> 3, and the card test number 4111 1111 1111 1111.
    expect(mod10CheckDigit('7992739871')).toBe('3');
    expect(mod10CheckDigit('411111111111111')).toBe('1');
    expect(mod10CheckDigit('0')).toBe('0');
    expect(isValidKid('79927398713', 'mod10')).toBe(true);
    expect(isValidKid('79927398714', 'mod10')).toBe(false);
  });

  it('MOD11 matches the Norwegian bank account numbers (the same weights 2..7 from the right)', () => {
    // Bank account numbers are MOD11 with weights 5 4 3 2 7 6 5 4 3 2: the KID rule read from the right.
    expect(mod11CheckDigit('8601111794')).toBe('7'); // 8601.11.17947
    expect(mod11CheckDigit('1234567890')).toBe('3');
    expect(isValidKid('86011117947', 'mod11')).toBe(true);
    expect(isValidKid('86011117948', 'mod11')).toBe(false);
  });

  it("MOD11: a remainder of 0 gives 0 and a check of 10 gives '-'", () => {
    // 0000000000 sums to 0 -> 11 -> '0'; '5' -> 5*2=10 -> 11-10=1; '1' -> 2 -> 9; '6' -> 12 -> 11-1=10 -> '-'
    expect(mod11CheckDigit('0000000000')).toBe('0');
    expect(mod11CheckDigit('5')).toBe('1');
    expect(mod11CheckDigit('6')).toBe('-');
    expect(isValidKid('6-', 'mod11')).toBe(true);
  });

  it('builds the KID from customer and invoice number with the configured length and algorithm', () => {
    // Customer 10023's last four digits, invoice 10001, Luhn check: 0 0 2 3 1 0 0 0 1 -> 9.
    expect(buildKid(10023, 10001, 'mod10', 10)).toBe('0023100019');
    const kid = buildKid(10023, 10001, 'mod10', 10);
    expect(kid).toHaveLength(10);
    expect(kid.slice(4, 9)).toBe('10001');
    expect(isValidKid(kid, 'mod10')).toBe(true);
    const long = buildKid(42, 7, 'mod11', 15);
    expect(long).toHaveLength(15);
    expect(long.slice(0, 14)).toBe('00000420000007');
    expect(isValidKid(long, 'mod11')).toBe(true);
    // An invoice number longer than the room makes a longer KID instead of losing digits.
    expect(buildKid(1, 123456, 'mod10', 4).slice(0, 6)).toBe('123456');
  });
});
