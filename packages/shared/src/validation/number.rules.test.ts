import { describe, expect, it } from 'vitest';
import {
  columns,
  components,
  discount,
  greaterThanZero,
  hours,
  hoursZeroAllowed,
  integerString,
  minimumWidth,
  nonZeroIntegerString,
  nonZeroNumberString,
  numberLength,
  numberString,
  percent,
  quantity,
  signedNumberString,
  tax,
  year,
} from './number.rules';
import { messageOf } from './test-helpers';

describe('numberString', () => {
  it('turns Norwegian input into a number', () => {
    expect(numberString().parse('1 234,5')).toBe(1234.5);
    expect(numberString().parse('1234.5')).toBe(1234.5);
    expect(numberString().parse(' 12 ')).toBe(12);
    expect(numberString().parse(7.25)).toBe(7.25);
  });

  it('asks for a value when the field is empty', () => {
    expect(messageOf(numberString(), '')).toBe('required');
    expect(messageOf(numberString(), '   ')).toBe('required');
    expect(messageOf(numberString(), undefined)).toBe('required');
    expect(messageOf(numberString(), null)).toBe('required');
  });

  it('refuses letters and two decimal separators as invalidNumber, a minus as below 0', () => {
    expect(messageOf(numberString(), '12a')).toBe('invalidNumber');
    expect(messageOf(numberString(), '-5')).toBe('minValue|min=0');
    expect(messageOf(numberString(), -5)).toBe('minValue|min=0');
    expect(messageOf(numberString(), '1.234,5')).toBe('invalidNumber');
    expect(messageOf(numberString(), ',')).toBe('invalidNumber');
    expect(messageOf(numberString(), true)).toBe('invalidNumber');
    expect(messageOf(numberString(), Number.POSITIVE_INFINITY)).toBe('invalidNumber');
  });

  it('accepts zero unless it is a no-zero variant', () => {
    expect(numberString().parse('0')).toBe(0);
    expect(messageOf(numberString({ noZero: true }), '0')).toBe('required');
    expect(messageOf(nonZeroNumberString(), '0,0')).toBe('required');
    expect(nonZeroNumberString().parse('0,5')).toBe(0.5);
  });
});

describe('signedNumberString', () => {
  it('accepts a leading minus', () => {
    expect(signedNumberString().parse('-1 234,5')).toBe(-1234.5);
    expect(signedNumberString().parse(-3)).toBe(-3);
  });

  it('refuses a minus anywhere else', () => {
    expect(messageOf(signedNumberString(), '12-3')).toBe('invalidNumber');
    expect(messageOf(signedNumberString(), '--1')).toBe('invalidNumber');
  });
});

describe('integerString', () => {
  it('accepts digits only', () => {
    expect(integerString().parse('1234')).toBe(1234);
    expect(integerString().parse(12)).toBe(12);
  });

  it('refuses separators and decimals', () => {
    expect(messageOf(integerString(), '12,5')).toBe('invalidNumber');
    expect(messageOf(integerString(), '1 234')).toBe('invalidNumber');
    expect(messageOf(integerString(), '1.0')).toBe('invalidNumber');
    expect(messageOf(integerString(), 1.5)).toBe('invalidNumber');
    expect(messageOf(integerString(), '-1')).toBe('minValue|min=0');
  });

  it('refuses 0 as required in the no-zero variant and allows a minus when asked', () => {
    expect(messageOf(nonZeroIntegerString(), '0')).toBe('required');
    expect(nonZeroIntegerString().parse('10')).toBe(10);
    expect(numberString({ integer: true, negative: true }).parse('-10')).toBe(-10);
  });
});

describe('quantity', () => {
  it('accepts quantities above zero', () => {
    expect(quantity().parse('2,5')).toBe(2.5);
    expect(quantity().parse(1)).toBe(1);
  });

  it('refuses empty and zero quantities as required', () => {
    expect(messageOf(quantity(), '')).toBe('required');
    expect(messageOf(quantity(), '0')).toBe('required');
    expect(messageOf(quantity(), 0)).toBe('required');
  });

  it('refuses negative quantities', () => {
    expect(messageOf(quantity(), '-1')).toBe('minValue|min=0');
  });
});

describe('tax and discount', () => {
  it('accept 0 to 100 with decimals', () => {
    expect(tax().parse('0')).toBe(0);
    expect(tax().parse('12,5')).toBe(12.5);
    expect(tax().parse('100')).toBe(100);
    expect(discount().parse('0')).toBe(0);
    expect(discount().parse('99,9')).toBe(99.9);
    expect(discount().parse(100)).toBe(100);
  });

  it('refuse values above 100 or below 0', () => {
    expect(messageOf(tax(), '100,01')).toBe('outOfRange|min=0|max=100');
    expect(messageOf(tax(), '-1')).toBe('outOfRange|min=0|max=100');
    expect(messageOf(discount(), '101')).toBe('outOfRange|min=0|max=100');
    expect(messageOf(discount(), -0.5)).toBe('outOfRange|min=0|max=100');
  });
});

describe('percent', () => {
  it('accepts up to 100', () => {
    expect(percent().parse('100')).toBe(100);
    expect(percent().parse('0')).toBe(0);
  });

  it('refuses more than 100 and negatives', () => {
    expect(messageOf(percent(), '100,5')).toBe('outOfRange|min=0|max=100');
    expect(messageOf(percent(), '-5')).toBe('outOfRange|min=0|max=100');
  });

  it('accepts -100 to 100 in the signed variant', () => {
    expect(percent({ allowNegative: true }).parse('-100')).toBe(-100);
    expect(percent({ allowNegative: true }).parse('-12,5')).toBe(-12.5);
    expect(messageOf(percent({ allowNegative: true }), '-100,1')).toBe('outOfRange|min=-100|max=100');
    expect(messageOf(percent({ allowNegative: true }), '101')).toBe('outOfRange|min=-100|max=100');
  });
});

describe('hours', () => {
  it('accepts above 0 and up to 24', () => {
    expect(hours().parse('7,5')).toBe(7.5);
    expect(hours().parse('24')).toBe(24);
    expect(hours().parse('0,25')).toBe(0.25);
  });

  it('refuses 0, more than 24 and text as invalidHours', () => {
    expect(messageOf(hours(), '0')).toBe('invalidHours');
    expect(messageOf(hours(), '24,5')).toBe('invalidHours');
    expect(messageOf(hours(), 'åtte')).toBe('invalidHours');
    expect(messageOf(hours(), '-1')).toBe('invalidHours');
  });

  it('asks for a value when empty', () => {
    expect(messageOf(hours(), '')).toBe('required');
  });

  it('accepts 0 to 24 in the zero-allowed variant', () => {
    expect(hoursZeroAllowed().parse('0')).toBe(0);
    expect(hoursZeroAllowed().parse('24')).toBe(24);
    expect(messageOf(hoursZeroAllowed(), '25')).toBe('invalidHours');
  });
});

describe('numberLength', () => {
  it('accepts numbers of up to 4 characters', () => {
    expect(numberLength().parse('1234')).toBe(1234);
    expect(numberLength().parse('12,5')).toBe(12.5);
  });

  it('refuses 5 characters as maxCharacters', () => {
    expect(messageOf(numberLength(), '12345')).toBe('maxCharacters|max=4');
    expect(messageOf(numberLength(), '1 234')).toBe('maxCharacters|max=4');
  });
});

describe('year', () => {
  it('accepts exactly 4 digits', () => {
    expect(year().parse('2025')).toBe(2025);
    expect(year().parse(1999)).toBe(1999);
  });

  it('refuses other lengths', () => {
    expect(messageOf(year(), '25')).toBe('outOfRange|min=1000|max=9999');
    expect(messageOf(year(), '20251')).toBe('outOfRange|min=1000|max=9999');
    expect(messageOf(year(), '2025,5')).toBe('invalidNumber');
  });
});

describe('form-builder numbers', () => {
  it('greaterThanZero accepts positive values and refuses 0 with the spec message', () => {
    expect(greaterThanZero().parse('0,1')).toBe(0.1);
    expect(messageOf(greaterThanZero(), '0')).toBe('Value should be greater than zero');
    expect(messageOf(greaterThanZero(), '-3')).toBe('Value should be greater than zero');
  });

  it('columns accepts 1 to 12 and refuses others with the spec message', () => {
    expect(columns().parse('1')).toBe(1);
    expect(columns().parse(12)).toBe(12);
    expect(messageOf(columns(), '0')).toBe('Enter columns b/w 1 to 12');
    expect(messageOf(columns(), '13')).toBe('Enter columns b/w 1 to 12');
    expect(messageOf(columns(), '6,5')).toBe('Enter columns b/w 1 to 12');
  });

  it('components accepts 1 to 5', () => {
    expect(components().parse('5')).toBe(5);
    expect(messageOf(components(), '6')).toBe('invalidComponents');
    expect(messageOf(components(), '0')).toBe('invalidComponents');
  });

  it('minimumWidth accepts 5 percent and more', () => {
    expect(minimumWidth().parse('5')).toBe(5);
    expect(minimumWidth().parse('33,3')).toBe(33.3);
    expect(messageOf(minimumWidth(), '4,9')).toBe('invalidMinimumWidth');
    expect(messageOf(minimumWidth(), '101')).toBe('invalidMinimumWidth');
  });
});
