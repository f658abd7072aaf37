import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  normalizeNumber,
  parseNumber,
  round2,
  roundDecimalString,
  roundTo,
} from './number-format';

describe('parseNumber', () => {
  it('reads Norwegian input with thousands spaces and a decimal comma', () => {
    expect(parseNumber('1 234,5')).toBe(1234.5);
    expect(parseNumber('1\u00a0234\u00a0567,89')).toBe(1234567.89);
    expect(parseNumber('1\u202f234,5')).toBe(1234.5);
  });

  it('reads a decimal dot, a leading minus and plain numbers', () => {
    expect(parseNumber('1234.5')).toBe(1234.5);
    expect(parseNumber('-12,75')).toBe(-12.75);
    expect(parseNumber(',5')).toBe(0.5);
    expect(parseNumber(42)).toBe(42);
  });

  it('answers null for text that is not one number', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('1.234,5')).toBeNull();
    expect(parseNumber('12a')).toBeNull();
    expect(parseNumber(null)).toBeNull();
    expect(parseNumber(Number.NaN)).toBeNull();
  });

  it('writes very large and very small numbers out in plain digits', () => {
    expect(normalizeNumber(1e21)).toBe('1000000000000000000000');
    expect(normalizeNumber(1.5e-7)).toBe('0.00000015');
  });
});

describe('round2', () => {
  it('rounds 1.005 up to 1.01 despite its binary float value', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(1.255)).toBe(1.26);
    expect(round2(8.345)).toBe(8.35);
  });

  it('rounds halves away from zero for negative values', () => {
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(-0.125)).toBe(-0.13);
  });

  it('leaves values below the half untouched and carries over nines', () => {
    expect(round2(1.004)).toBe(1);
    expect(round2(9.995)).toBe(10);
    expect(round2(99.999)).toBe(100);
  });

  it('never answers minus zero', () => {
    expect(roundDecimalString(-0.001, 2)).toBe('0.00');
    expect(Object.is(round2(-0.001), -0)).toBe(false);
  });

  it('rounds to any number of decimals', () => {
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(1.23456, 3)).toBe(1.235);
    expect(roundDecimalString('1234.5', 2)).toBe('1234.50');
  });
});

describe('formatNumber', () => {
  it('shows space thousands and a decimal comma with two decimals by default', () => {
    expect(formatNumber(1234567.891)).toBe('1 234 567,89');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(999.999)).toBe('1 000,00');
  });

  it('uses a normal space U+0020 as thousands separator', () => {
    expect(formatNumber(1234)).toBe('1\u0020234,00');
  });

  it('shows negatives with a plain minus and rounds half away from zero', () => {
    expect(formatNumber(-1234.005)).toBe('-1 234,01');
    expect(formatNumber(1.005)).toBe('1,01');
  });

  it('shows the requested number of decimals', () => {
    expect(formatNumber(1234.5, 0)).toBe('1 235');
    expect(formatNumber(1234.5, 3)).toBe('1 234,500');
  });

  it('formats decimal strings as the database answers them', () => {
    expect(formatNumber('1234567.5')).toBe('1 234 567,50');
  });

  it('shows nothing for an empty value or text that is not a number', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('abc')).toBe('');
  });

  it('reads its own output back to the same number', () => {
    expect(parseNumber(formatNumber(1234567.89))).toBe(1234567.89);
  });
});
