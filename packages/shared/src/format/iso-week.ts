// ISO 8601 weeks, Monday to Sunday (spec 01 §9, 02 §9). Week 1 is the week with the year's first
// Thursday, so 29.12.2025 is in week 1 of 2026 and 01.01.2021 in week 53 of 2020.
import { osloParts, type DateInput } from './date-format';

export type IsoWeek = { year: number; week: number };
/** Monday and Sunday of a week as ISO dates 'YYYY-MM-DD' (calendar dates, no time zone to go wrong). */
export type IsoWeekRange = { start: string; end: string };

const DAY_MS = 86_400_000;

/** The ISO week of a value's Oslo calendar date (a Date, timestamp or 'YYYY-MM-DD'). */
export function isoWeek(value: DateInput): IsoWeek {
  const p = osloParts(value);
  if (!p) throw new RangeError(`Not a date: ${String(value)}`);
  const day = Date.UTC(p.year, p.month - 1, p.day);
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const thursday = new Date(day + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7);
  return { year, week };
}

/** 52 or 53: a year has 53 ISO weeks when 28 December falls in week 53. */
export function weeksInYear(year: number): number {
  return isoWeek(isoDay(Date.UTC(year, 11, 28))).week;
}

/** Monday to Sunday of ISO week `week` of `year`; RangeError for a week the year does not have. */
export function isoWeekRange(year: number, week: number): IsoWeekRange {
  if (!Number.isInteger(week) || week < 1 || week > weeksInYear(year)) {
    throw new RangeError(`Year ${year} has no ISO week ${week}`);
  }
  const jan4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  const start = mondayOfWeek1 + (week - 1) * 7 * DAY_MS;
  return { start: isoDay(start), end: isoDay(start + 6 * DAY_MS) };
}

function isoDay(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}
