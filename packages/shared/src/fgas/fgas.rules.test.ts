import { describe, expect, it } from 'vitest';
import { addMonths, co2eTonnes, leakCheckIntervalMonths, nextLeakCheck, parseAmount } from './fgas.rules';
import { fgasReportSchema } from './fgas.schema';

describe('F-gas rules (EU 2024/573 art. 5 as issue 8 states it)', () => {
  it('CO2-equivalent is charge (kg) × GWP / 1000 in tonnes, exactly', () => {
    expect(co2eTonnes(2.9, 2088)).toBe(6.0552);
    expect(co2eTonnes('0.55', 675)).toBe(0.37125);
    expect(co2eTonnes('9,8', 3922)).toBe(38.4356);
    expect(co2eTonnes(null, 675)).toBeNull();
    expect(co2eTonnes(3, null)).toBeNull();
  });

  it('below 5 t CO2e no leak check is required', () => {
    // 7.4 kg R32 (675) = 4.995 t
    expect(leakCheckIntervalMonths(7.4, 675, false)).toBeNull();
    expect(leakCheckIntervalMonths('4.999999', 1000, false)).toBeNull();
  });

  it('from 5 t every 12 months, 24 with a leak detection system', () => {
    expect(leakCheckIntervalMonths(5, 1000, false)).toBe(12); // exactly 5 t
    expect(leakCheckIntervalMonths(2.9, 2088, false)).toBe(12);
    expect(leakCheckIntervalMonths(2.9, 2088, true)).toBe(24);
    expect(leakCheckIntervalMonths('49.999', 1000, false)).toBe(12);
  });

  it('from 50 t every 6 months, 12 with a leak detection system', () => {
    expect(leakCheckIntervalMonths(50, 1000, false)).toBe(6);
    expect(leakCheckIntervalMonths(12.75, 3922, false)).toBe(6); // 50.0055 t
    expect(leakCheckIntervalMonths(12.75, 3922, true)).toBe(12);
    expect(leakCheckIntervalMonths('499.999', 1000, false)).toBe(6);
  });

  it('from 500 t every 3 months, 6 with a leak detection system', () => {
    expect(leakCheckIntervalMonths(500, 1000, false)).toBe(3);
    expect(leakCheckIntervalMonths(130, 3922, false)).toBe(3);
    expect(leakCheckIntervalMonths(130, 3922, true)).toBe(6);
  });

  it('without a charge or a GWP there is no interval', () => {
    expect(leakCheckIntervalMonths(null, 3922, false)).toBeNull();
    expect(leakCheckIntervalMonths(10, undefined, false)).toBeNull();
    expect(leakCheckIntervalMonths(180, 0, false)).toBeNull(); // ammonia
  });

  it('next leak check: last check, else install date, plus the interval; end of month clamps', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-11-15', 3)).toBe('2025-02-15');
    expect(nextLeakCheck('2025-03-10', '2020-01-01', 12)).toBe('2026-03-10');
    expect(nextLeakCheck(null, '2024-05-01', 6)).toBe('2024-11-01');
    expect(nextLeakCheck(null, null, 6)).toBeNull();
    expect(nextLeakCheck('2025-03-10', null, null)).toBeNull();
  });

  it('amounts typed with decimal comma or point', () => {
    expect(parseAmount('1,5')).toBe(1.5);
    expect(parseAmount('2.25')).toBe(2.25);
    expect(parseAmount(3)).toBe(3);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('mye')).toBeNull();
  });

  it('a report period that ends before it starts is invalidDate on to', () => {
    const r = fgasReportSchema.safeParse({ from: '2025-02-01', to: '2025-01-01' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['to'], message: 'invalidDate' });
    expect(fgasReportSchema.safeParse({ from: '01.01.2025', to: '31.12.2025' }).success).toBe(true);
  });
});
