import { describe, expect, it } from 'vitest';
import { isoWeek, isoWeekRange, weeksInYear } from './iso-week';

describe('isoWeek', () => {
  it('answers the week of an ordinary date', () => {
    expect(isoWeek('2024-05-17')).toEqual({ year: 2024, week: 20 });
  });

  it('counts Monday as the first and Sunday as the last day of a week', () => {
    expect(isoWeek('2024-05-13')).toEqual({ year: 2024, week: 20 });
    expect(isoWeek('2024-05-19')).toEqual({ year: 2024, week: 20 });
    expect(isoWeek('2024-05-20')).toEqual({ year: 2024, week: 21 });
  });

  it('puts early January in week 53 of the year before when that year has 53 weeks', () => {
    expect(isoWeek('2021-01-01')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2021-01-04')).toEqual({ year: 2021, week: 1 });
  });

  it('puts late December in week 1 of the next year', () => {
    expect(isoWeek('2025-12-29')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
  });

  it('uses the Oslo date of a timestamp', () => {
    // Sunday 23:30 UTC is already Monday in Oslo
    expect(isoWeek(new Date('2024-05-19T23:30:00Z'))).toEqual({ year: 2024, week: 21 });
  });

  it('refuses a value that is not a date', () => {
    expect(() => isoWeek('nope')).toThrow(RangeError);
  });
});

describe('isoWeekRange', () => {
  it('answers Monday to Sunday of a week', () => {
    expect(isoWeekRange(2024, 20)).toEqual({ start: '2024-05-13', end: '2024-05-19' });
  });

  it('answers a week 1 that starts in the year before', () => {
    expect(isoWeekRange(2026, 1)).toEqual({ start: '2025-12-29', end: '2026-01-04' });
  });

  it('answers week 53 of a year that has one, reaching into the next year', () => {
    expect(isoWeekRange(2020, 53)).toEqual({ start: '2020-12-28', end: '2021-01-03' });
  });

  it('refuses week 53 of a year with 52 weeks, and week 0', () => {
    expect(() => isoWeekRange(2024, 53)).toThrow(RangeError);
    expect(() => isoWeekRange(2024, 0)).toThrow(RangeError);
  });

  it('agrees with isoWeek for every week of several years', () => {
    for (const year of [2019, 2020, 2021, 2026]) {
      for (let week = 1; week <= weeksInYear(year); week++) {
        const { start, end } = isoWeekRange(year, week);
        expect(isoWeek(start)).toEqual({ year, week });
        expect(isoWeek(end)).toEqual({ year, week });
      }
    }
  });
});

describe('weeksInYear', () => {
  it('knows which years have 53 weeks', () => {
    expect(weeksInYear(2020)).toBe(53);
    expect(weeksInYear(2026)).toBe(53);
    expect(weeksInYear(2024)).toBe(52);
    expect(weeksInYear(2025)).toBe(52);
  });
});
