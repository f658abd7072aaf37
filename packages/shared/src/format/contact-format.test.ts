import { describe, expect, it } from 'vitest';
import { formatCoordinates, formatOrganisationNumber, formatPhone, normalizePhone } from './contact-format';
import { customerCreateSchema } from '../customers/customer.schema';
import { leadCreateSchema } from '../leads/lead.schema';

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

// issue 12: phone numbers are stored normalised; formatPhone groups them again for display.
describe('phone numbers as they are stored', () => {
  it('keep the digits and a leading +, writing 00 as +', () => {
    expect(normalizePhone('412 34 567')).toBe('41234567');
    expect(normalizePhone(' +47 22 12 34 56 ')).toBe('+4722123456');
    expect(normalizePhone('0046 8-123 456')).toBe('+468123456');
    expect(normalizePhone('(+47) 913.00.111')).toBe('+4791300111');
    expect(normalizePhone('se e-post')).toBe('se e-post');
    expect(formatPhone(normalizePhone('+47 412 34 567'))).toBe('+47 412 34 567');
  });

  it('are normalised by the shared rules every write path uses (forms, API, import)', () => {
    const customer = customerCreateSchema.parse({
      name: 'X',
      phone: '22 12 34 56',
      mobile: '+47 412 34 567',
    });
    expect(customer).toMatchObject({ phone: '22123456', mobile: '+4741234567' });
    expect(leadCreateSchema.parse({ name: 'Y', phone: '913 00 111' }).phone).toBe('91300111');
  });
});
