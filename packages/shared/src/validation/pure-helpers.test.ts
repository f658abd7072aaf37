import { describe, expect, it } from 'vitest';
import { BLOCKED_KEYS, containsBlockedKey, isBlockedKey } from './blocked-keys';
import { emailAddress, isValidEmail, splitEmails } from './email';
import { isValidOrganisationNumber, normalizeOrganisationNumber } from './organisation-number';
import { smsCount, smsLength } from './sms';

describe('blocked keys', () => {
  it('blocks every key the spec lists', () => {
    for (const key of '()[]\\*+?/!#$%^&') expect(isBlockedKey(key), key).toBe(true);
    expect(BLOCKED_KEYS).toHaveLength(15);
  });

  it('lets letters, digits, dashes and spaces through', () => {
    for (const key of ['a', 'Ø', '1', '-', ' ', '.', ',', '@']) expect(isBlockedKey(key), key).toBe(false);
  });

  it('finds a blocked character anywhere in pasted text', () => {
    expect(containsBlockedKey('Hylle 12-B')).toBe(false);
    expect(containsBlockedKey('50% rabatt')).toBe(true);
    expect(containsBlockedKey('a/b')).toBe(true);
    expect(containsBlockedKey('')).toBe(false);
  });
});

describe('smsCount', () => {
  it('counts 150 characters a message', () => {
    expect(smsCount('')).toBe(0);
    expect(smsCount('x')).toBe(1);
    expect(smsCount('x'.repeat(150))).toBe(1);
    expect(smsCount('x'.repeat(151))).toBe(2);
    expect(smsCount('x'.repeat(750))).toBe(5);
  });

  it('counts each placeholder as 20 characters whatever its name', () => {
    expect(smsLength('{a}')).toBe(20);
    expect(smsLength('Hei {customername}!')).toBe(4 + 20 + 1);
    expect(smsCount('x'.repeat(131) + '{a}')).toBe(2);
    expect(smsCount('x'.repeat(130) + '{a}')).toBe(1);
  });

  it('counts unmatched braces as ordinary characters', () => {
    expect(smsLength('{}')).toBe(2);
    expect(smsLength('{abc')).toBe(4);
  });
});

describe('organisation number check', () => {
  it('accepts numbers with a correct MOD11 check digit', () => {
    expect(isValidOrganisationNumber('923609016')).toBe(true);
    expect(isValidOrganisationNumber('974 760 673')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    for (let digit = 0; digit <= 9; digit++) {
      if (digit !== 6) expect(isValidOrganisationNumber(`92360901${digit}`)).toBe(false);
    }
  });

  it('refuses numbers whose check digit would be 10', () => {
    // 4 × 3 = 12 leaves remainder 1: the check digit would be 10, so no digit makes 40000000x valid
    for (let digit = 0; digit <= 9; digit++)
      expect(isValidOrganisationNumber(`40000000${digit}`)).toBe(false);
  });

  it('removes spaces and needs exactly 9 digits', () => {
    expect(normalizeOrganisationNumber('923 609 016')).toBe('923609016');
    expect(normalizeOrganisationNumber('92360901')).toBeNull();
  });
});

describe('email helpers', () => {
  it('finds the address inside the display-name form', () => {
    expect(emailAddress('Ola Nordmann <ola@firma.no>')).toBe('ola@firma.no');
    expect(emailAddress(' ola@firma.no ')).toBe('ola@firma.no');
  });

  it('checks addresses with the standard pattern', () => {
    expect(isValidEmail('ola@firma.no')).toBe(true);
    expect(isValidEmail('ola@firma.n')).toBe(false);
  });

  it('splits on commas and semicolons outside quotes and brackets', () => {
    expect(splitEmails('a@x.no;b@x.no, "C, D" <c@x.no>;')).toEqual(['a@x.no', 'b@x.no', '"C, D" <c@x.no>']);
  });
});
