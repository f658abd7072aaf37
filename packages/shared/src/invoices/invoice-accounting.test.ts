import { describe, expect, it } from 'vitest';
import { INKASSOSATS, maxReminderFee, outputVatCode } from './invoice-accounting';

describe('the legal reminder fee cap (1/10 of the inkassosats in force on the day)', () => {
  it('follows the dated table, not one constant', () => {
    expect(maxReminderFee('2016-06-30')).toBe('67.00');
    expect(maxReminderFee('2017-01-01')).toBe('70.00');
    expect(maxReminderFee('2024-12-31')).toBe('70.00');
    expect(maxReminderFee('2025-01-01')).toBe('75.00');
    expect(maxReminderFee('2026-11-26')).toBe('75.00');
    // Before the table's first row the oldest rate applies.
    expect(maxReminderFee('2010-01-01')).toBe('65.00');
  });

  it('the table is in date order with one row per change', () => {
    const dates = INKASSOSATS.map((r) => r.from);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });
});

describe('SAF-T standard VAT codes of output VAT', () => {
  it('maps the Norwegian rates to their codes', () => {
    expect(outputVatCode('25')).toBe('3');
    expect(outputVatCode('15')).toBe('31');
    expect(outputVatCode('12')).toBe('33');
    expect(outputVatCode('0')).toBe('5');
    expect(outputVatCode('25', false)).toBe('6');
  });
});
