import { describe, expect, it } from 'vitest';
import { formatCoordinates, formatOrganisationNumber, formatPhone } from './contact-format';

describe('Norwegian numbers and places for display', () => {
  it('groups organisation numbers 3-3-3', () => {
    expect(formatOrganisationNumber('913500032')).toBe('913 500 032');
    expect(formatOrganisationNumber('913 500032')).toBe('913 500 032');
    expect(formatOrganisationNumber('12345')).toBe('12345');
    expect(formatOrganisationNumber(null)).toBe('');
  });

  it('groups mobile numbers 3-2-3 and other numbers in pairs, however they were typed', () => {
    expect(formatPhone('41234567')).toBe('412 34 567');
    expect(formatPhone('+47 412 34 567')).toBe('+47 412 34 567');
    expect(formatPhone('+4741234567')).toBe('+47 412 34 567');
    expect(formatPhone('22123456')).toBe('22 12 34 56');
    expect(formatPhone('0047 22 12 34 56')).toBe('+47 22 12 34 56');
    expect(formatPhone(' +46  8 123 456 ')).toBe('+46 8 123 456');
    expect(formatPhone(undefined)).toBe('');
  });

  it('writes coordinates unambiguously, with hemispheres and 4 decimals', () => {
    expect(formatCoordinates(59.9139, 10.7522)).toBe('59.9139° N, 10.7522° E');
    expect(formatCoordinates(-33.8688, 151.20929)).toBe('33.8688° S, 151.2093° E');
    expect(formatCoordinates(59.9, null)).toBe('');
  });
});
