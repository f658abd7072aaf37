import { describe, expect, it } from 'vitest';
import {
  email,
  isValidMobile,
  mobile,
  multipleEmails,
  multiplePhones,
  organisationNumber,
  postalCode,
  requiredEmails,
} from './contact.rules';
import { messageOf } from './test-helpers';

describe('email', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(email().parse(' ola.nordmann@firma.no ')).toBe('ola.nordmann@firma.no');
    expect(email().parse('post+faktura@sub.firma.co.uk')).toBe('post+faktura@sub.firma.co.uk');
    expect(email().parse('kari@blåbær.no')).toBe('kari@blåbær.no');
  });

  it('accepts the display-name form with angle brackets', () => {
    expect(email().parse('Ola Nordmann <ola@firma.no>')).toBe('Ola Nordmann <ola@firma.no>');
    expect(email().parse('"Nordmann, Ola" <ola@firma.no>')).toBe('"Nordmann, Ola" <ola@firma.no>');
  });

  it('refuses addresses without @, domain or top-level domain as invalidEmail', () => {
    expect(messageOf(email(), 'ola.firma.no')).toBe('invalidEmail');
    expect(messageOf(email(), 'ola@firma')).toBe('invalidEmail');
    expect(messageOf(email(), 'ola@@firma.no')).toBe('invalidEmail');
    expect(messageOf(email(), 'ola nordmann@firma.no')).toBe('invalidEmail');
    expect(messageOf(email(), 'Ola <ola@firma>')).toBe('invalidEmail');
    expect(messageOf(email(), 'Ola <ola@firma.no')).toBe('invalidEmail');
  });

  it('asks for a value when empty', () => {
    expect(messageOf(email(), '')).toBe('required');
  });
});

describe('multipleEmails', () => {
  it('accepts entries separated by comma or semicolon', () => {
    expect(multipleEmails().parse('a@firma.no, b@firma.no; Kari <c@firma.no>')).toEqual([
      'a@firma.no',
      'b@firma.no',
      'Kari <c@firma.no>',
    ]);
  });

  it('does not split inside a quoted display name', () => {
    expect(multipleEmails().parse('"Nordmann, Ola" <ola@firma.no>; kari@firma.no')).toEqual([
      '"Nordmann, Ola" <ola@firma.no>',
      'kari@firma.no',
    ]);
  });

  it('accepts an empty field and a trailing separator', () => {
    expect(multipleEmails().parse('')).toEqual([]);
    expect(multipleEmails().parse(null)).toEqual([]);
    expect(multipleEmails().parse('a@firma.no;')).toEqual(['a@firma.no']);
  });

  it('refuses the list when any entry is invalid', () => {
    expect(messageOf(multipleEmails(), 'a@firma.no, b@firma')).toBe('invalidEmail');
    expect(messageOf(multipleEmails(), ['a@firma.no', 'nope'])).toBe('invalidEmail');
  });
});

describe('requiredEmails', () => {
  it('accepts one or more valid entries', () => {
    expect(requiredEmails().parse('a@firma.no')).toEqual(['a@firma.no']);
    expect(requiredEmails().parse(['a@firma.no', 'b@firma.no'])).toEqual(['a@firma.no', 'b@firma.no']);
  });

  it('asks for at least one entry', () => {
    expect(messageOf(requiredEmails(), '')).toBe('required');
    expect(messageOf(requiredEmails(), ' ; , ')).toBe('required');
    expect(messageOf(requiredEmails(), [])).toBe('required');
  });

  it('refuses invalid entries', () => {
    expect(messageOf(requiredEmails(), 'nope')).toBe('invalidEmail');
    expect(messageOf(requiredEmails(), 'a@firma.no; nope')).toBe('invalidEmail');
  });
});

describe('mobile', () => {
  it('accepts an optional plus and 5 to 15 digits with single spaces, stored without them (issue 12)', () => {
    expect(mobile().parse('+47 912 34 567')).toBe('+4791234567');
    expect(mobile().parse('91234567')).toBe('91234567');
    expect(mobile().parse('12345')).toBe('12345');
    expect(mobile().parse('+123456789012345')).toBe('+123456789012345');
  });

  it('refuses too few or too many digits', () => {
    expect(messageOf(mobile(), '1234')).toBe('invalidMobileno');
    expect(messageOf(mobile(), '1234567890123456')).toBe('invalidMobileno');
  });

  it('refuses double spaces, a space after the plus and other characters', () => {
    expect(messageOf(mobile(), '912  34 567')).toBe('invalidMobileno');
    expect(messageOf(mobile(), '+ 4791234567')).toBe('invalidMobileno');
    expect(messageOf(mobile(), '912-34-567')).toBe('invalidMobileno');
    expect(messageOf(mobile(), '(+47)91234567')).toBe('invalidMobileno');
  });

  it('asks for a value when empty', () => {
    expect(messageOf(mobile(), '  ')).toBe('required');
  });
});

describe('multiplePhones', () => {
  it('accepts a list where every number is valid', () => {
    expect(multiplePhones().parse('+47 912 34 567, 22334455')).toEqual(['+47 912 34 567', '22334455']);
    expect(multiplePhones().parse(['91234567'])).toEqual(['91234567']);
  });

  it('asks for at least one number', () => {
    expect(messageOf(multiplePhones(), '')).toBe('required');
    expect(messageOf(multiplePhones(), [])).toBe('required');
  });

  it('refuses the list when one number is invalid', () => {
    expect(messageOf(multiplePhones(), '91234567; 12')).toBe('invalidMobileno');
    expect(isValidMobile('12')).toBe(false);
  });
});

describe('postalCode', () => {
  it('accepts 4 to 8 digits', () => {
    expect(postalCode().parse('0150')).toBe('0150');
    expect(postalCode().parse('12345678')).toBe('12345678');
  });

  it('refuses fewer or more digits and letters', () => {
    expect(messageOf(postalCode(), '123')).toBe('invalidPostalCode');
    expect(messageOf(postalCode(), '123456789')).toBe('invalidPostalCode');
    expect(messageOf(postalCode(), 'N-0150')).toBe('invalidPostalCode');
  });
});

describe('organisationNumber', () => {
  it('accepts a number with a correct MOD11 check digit, with or without spaces', () => {
    expect(organisationNumber().parse('923609016')).toBe('923609016');
    expect(organisationNumber().parse('923 609 016')).toBe('923609016');
    expect(organisationNumber().parse(974760673)).toBe('974760673');
  });

  it('refuses a wrong check digit or length with the one organisation-number message', () => {
    expect(messageOf(organisationNumber(), '923609017')).toBe('invalidOrganizationNumber');
    expect(messageOf(organisationNumber(), '92360901')).toBe('invalidOrganizationNumber');
    expect(messageOf(organisationNumber(), '9236090160')).toBe('invalidOrganizationNumber');
    expect(messageOf(organisationNumber(), 'ABC609016')).toBe('invalidOrganizationNumber');
  });

  it('asks for a value when empty', () => {
    expect(messageOf(organisationNumber(), '')).toBe('required');
  });
});
