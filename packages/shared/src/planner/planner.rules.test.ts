import { describe, expect, it } from 'vitest';
import { osloDate } from '../format/date-format';
import { orderDatesCover, osloInstant, overlaps, parseOsloDateTime } from './planner.rules';

describe('planner rules', () => {
  it('dates an event by its day in Oslo, not in UTC', () => {
    expect(osloDate(new Date('2026-06-01T22:30:00Z'))).toBe('2026-06-02');
    expect(osloDate(new Date('2026-01-01T22:59:00Z'))).toBe('2026-01-01');
  });

  it('accepts an event inside the order dates and refuses one a day outside', () => {
    const order = { startdate: '2026-06-01', enddate: '2026-06-03' };
    expect(orderDatesCover(order, new Date('2026-06-01T06:00:00Z'), new Date('2026-06-03T14:00:00Z'))).toBe(
      true,
    );
    expect(orderDatesCover(order, new Date('2026-05-31T06:00:00Z'), new Date('2026-05-31T14:00:00Z'))).toBe(
      false,
    );
    expect(orderDatesCover(order, new Date('2026-06-03T06:00:00Z'), new Date('2026-06-04T08:00:00Z'))).toBe(
      false,
    );
  });

  it('treats an order without dates as open and an event ending at midnight as the day before', () => {
    const open = { startdate: null, enddate: null };
    expect(orderDatesCover(open, new Date('2020-01-01T06:00:00Z'), new Date('2030-01-01T06:00:00Z'))).toBe(
      true,
    );
    const order = { startdate: null, enddate: '2026-06-03' };
    expect(orderDatesCover(order, new Date('2026-06-03T18:00:00Z'), new Date('2026-06-03T22:00:00Z'))).toBe(
      true,
    );
  });

  it('counts touching events as not overlapping', () => {
    const a = { start: new Date('2026-06-01T08:00:00Z'), end: new Date('2026-06-01T10:00:00Z') };
    expect(
      overlaps(a, { start: new Date('2026-06-01T10:00:00Z'), end: new Date('2026-06-01T11:00:00Z') }),
    ).toBe(false);
    expect(
      overlaps(a, { start: new Date('2026-06-01T09:59:00Z'), end: new Date('2026-06-01T11:00:00Z') }),
    ).toBe(true);
  });
});

describe('Oslo date-times', () => {
  it('reads DD.MM.YYYY HH:mm as Oslo time in summer and winter, and refuses what is no date', () => {
    expect(parseOsloDateTime('01.06.2026 08:00')).toBe('2026-06-01T06:00:00.000Z');
    expect(parseOsloDateTime('15.01.2026 14:30')).toBe('2026-01-15T13:30:00.000Z');
    expect(parseOsloDateTime('31.02.2026 08:00')).toBeNull();
    expect(parseOsloDateTime('2026-06-01 08:00')).toBeNull();
    expect(parseOsloDateTime('01.06.2026 24:00')).toBeNull();
  });

  it('finds the wall-clock time on the days the clocks change', () => {
    expect(osloInstant('2026-03-29', 8).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(osloInstant('2026-10-25', 8).toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });
});
