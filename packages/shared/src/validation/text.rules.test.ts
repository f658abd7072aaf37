import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalField } from './field';
import { postalCode } from './contact.rules';
import { messageOf } from './test-helpers';
import {
  charCount16,
  charCount2,
  charCount3,
  charCount5,
  date,
  fieldName,
  isoDate,
  noBlockedKeys,
  optionalString,
  requiredMultiSelect,
  requiredString,
  sms,
  totalSizeMb,
  uploadSize,
  zeroAllowedSelect,
} from './text.rules';

describe('requiredString', () => {
  it('accepts text and trims it', () => {
    expect(requiredString().parse('  Ola Nordmann ')).toBe('Ola Nordmann');
  });

  it('refuses empty text, only whitespace and a missing value as required', () => {
    expect(messageOf(requiredString(), '')).toBe('required');
    expect(messageOf(requiredString(), ' \t\n ')).toBe('required');
    expect(messageOf(requiredString(), undefined)).toBe('required');
    expect(messageOf(requiredString(), null)).toBe('required');
  });

  it('refuses text longer than the maximum as maxCharacters', () => {
    expect(requiredString(30).parse('x'.repeat(30))).toHaveLength(30);
    expect(messageOf(requiredString(30), 'x'.repeat(31))).toBe('maxCharacters|max=30');
  });
});

describe('optionalString', () => {
  it('gives null for blank text and trimmed text otherwise', () => {
    expect(optionalString().parse('')).toBeNull();
    expect(optionalString().parse('  ')).toBeNull();
    expect(optionalString().parse(null)).toBeNull();
    expect(optionalString().parse(' note ')).toBe('note');
  });

  it('refuses text longer than the maximum', () => {
    expect(messageOf(optionalString(3), 'abcd')).toBe('maxCharacters|max=3');
  });
});

describe('optionalField', () => {
  it('lets an optional field stay empty', () => {
    const schema = optionalField(postalCode());
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('   ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
  });

  it('still checks a value that is given', () => {
    const schema = optionalField(postalCode());
    expect(schema.parse('0150')).toBe('0150');
    expect(messageOf(schema, '12')).toBe('invalidPostalCode');
  });

  it('lets a key be left out of an object', () => {
    const schema = z.object({ postalcode: optionalField(postalCode()) });
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ postalcode: '' })).toEqual({ postalcode: null });
  });
});

describe('requiredMultiSelect', () => {
  it('accepts at least one item', () => {
    expect(requiredMultiSelect().parse([1])).toEqual([1]);
    expect(requiredMultiSelect(z.number()).parse([1, 2])).toEqual([1, 2]);
  });

  it('refuses an empty or missing selection as required', () => {
    expect(messageOf(requiredMultiSelect(), [])).toBe('required');
    expect(messageOf(requiredMultiSelect(), undefined)).toBe('required');
  });
});

describe('zeroAllowedSelect', () => {
  it('accepts 0 and any other value', () => {
    expect(zeroAllowedSelect().parse(0)).toBe(0);
    expect(zeroAllowedSelect().parse('a')).toBe('a');
  });

  it('refuses empty, null and undefined as required', () => {
    expect(messageOf(zeroAllowedSelect(), '')).toBe('required');
    expect(messageOf(zeroAllowedSelect(), null)).toBe('required');
    expect(messageOf(zeroAllowedSelect(), undefined)).toBe('required');
  });
});

describe('date', () => {
  it('accepts a real date written DD.MM.YYYY', () => {
    expect(date().parse('17.05.2024')).toBe('17.05.2024');
    expect(date().parse('29.02.2024')).toBe('29.02.2024');
  });

  it('refuses other formats and dates that do not exist as invalidDate', () => {
    expect(messageOf(date(), '2024-05-17')).toBe('invalidDate');
    expect(messageOf(date(), '17.5.2024')).toBe('invalidDate');
    expect(messageOf(date(), '31.06.2024')).toBe('invalidDate');
    expect(messageOf(date(), '29.02.2023')).toBe('invalidDate');
  });

  it('asks for a value when empty', () => {
    expect(messageOf(date(), '')).toBe('required');
  });

  it('isoDate accepts real YYYY-MM-DD dates only', () => {
    expect(isoDate().parse('2024-02-29')).toBe('2024-02-29');
    expect(messageOf(isoDate(), '2023-02-29')).toBe('invalidDate');
    expect(messageOf(isoDate(), '17.05.2024')).toBe('invalidDate');
  });
});

describe('fieldName', () => {
  it('accepts letters, digits and underscore', () => {
    expect(fieldName().parse('serial_no_2')).toBe('serial_no_2');
  });

  it("refuses spaces, dashes and Norwegian letters with 'Invalid name'", () => {
    expect(messageOf(fieldName(), 'serial no')).toBe('Invalid name');
    expect(messageOf(fieldName(), 'serial-no')).toBe('Invalid name');
    expect(messageOf(fieldName(), 'størrelse')).toBe('Invalid name');
  });
});

describe('character-count limits', () => {
  it('accept up to 2, 3 and 5 characters', () => {
    expect(charCount2().parse('12')).toBe('12');
    expect(charCount3().parse('123')).toBe('123');
    expect(charCount5().parse('00010')).toBe('00010');
    expect(charCount2().parse(7)).toBe('7');
  });

  it("refuse longer values with 'Invalid Number'", () => {
    expect(messageOf(charCount2(), '123')).toBe('Invalid Number');
    expect(messageOf(charCount3(), '1234')).toBe('Invalid Number');
    expect(messageOf(charCount5(), '123456')).toBe('Invalid Number');
  });

  it('refuse five characters whose digits sum to 0', () => {
    expect(messageOf(charCount5(), '00000')).toBe('Invalid Number');
    expect(messageOf(charCount5(), 'abc')).toBe('Invalid Number');
  });

  it('need exactly 16 characters for the 16 limit', () => {
    expect(charCount16().parse('1234567890123456')).toBe('1234567890123456');
    expect(messageOf(charCount16(), '123456789012345')).toBe('Invalid Number');
    expect(messageOf(charCount16(), '12345678901234567')).toBe('Invalid Number');
  });

  it('ask for a value when empty', () => {
    expect(messageOf(charCount3(), '')).toBe('required');
  });
});

describe('sms', () => {
  it('accepts a message of up to 5 SMS', () => {
    expect(sms().parse('Hei {name}, timen din er bekreftet.')).toBe('Hei {name}, timen din er bekreftet.');
    expect(sms().parse('x'.repeat(750))).toHaveLength(750);
  });

  it('refuses a sixth SMS as maxSMSCount', () => {
    expect(messageOf(sms(), 'x'.repeat(751))).toBe('maxSMSCount');
  });

  it('counts each placeholder as 20 characters', () => {
    // 740 characters + {a} counted as 20 = 760 characters: six messages
    expect(messageOf(sms(), 'x'.repeat(740) + '{a}')).toBe('maxSMSCount');
  });

  it('uses a smaller maximum when given', () => {
    expect(messageOf(sms(1), 'x'.repeat(151))).toBe('maxSMSCount');
    expect(sms(1).parse('x'.repeat(150))).toHaveLength(150);
  });

  it('refuses an empty or blank message as required', () => {
    expect(messageOf(sms(), '')).toBe('required');
    expect(messageOf(sms(), '   ')).toBe('required');
    expect(messageOf(sms(), undefined)).toBe('required');
  });
});

describe('uploadSize', () => {
  const mb = 1024 * 1024;

  it('accepts files whose sizes add up to the maximum', () => {
    expect(uploadSize(10).parse([4 * mb, 6 * mb])).toEqual([4 * mb, 6 * mb]);
    expect(uploadSize(10).parse([])).toEqual([]);
  });

  it('refuses files whose sizes add up to more than the maximum', () => {
    expect(messageOf(uploadSize(10), [4 * mb, 6 * mb + 1])).toBe('maxFileSize');
  });

  it('adds sizes in MB of 1024 × 1024 bytes', () => {
    expect(totalSizeMb([mb, mb / 2])).toBe(1.5);
  });
});

describe('noBlockedKeys', () => {
  it('accepts ordinary text', () => {
    expect(noBlockedKeys().parse('Hylle 12-B')).toBe('Hylle 12-B');
  });

  it('refuses text with a blocked character', () => {
    expect(messageOf(noBlockedKeys(), 'Hylle #12')).toBe('blockedCharacters');
    expect(messageOf(noBlockedKeys(), 'a\\b')).toBe('blockedCharacters');
  });
});
