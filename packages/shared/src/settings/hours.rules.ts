// Rules of the hours settings (spec 02 §5 "Time range from/to must be valid"): times of day are 'HH:mm', a shift or
// a time range whose end is not after its start runs past midnight into the next day, and an end equal to the
// start means the whole 24 hours (a weekend range 00:00-00:00 on Saturday and Sunday).
import type { FieldIssue } from '../resources/define-resource';

const DAY = 24 * 60;

/** '07:30' -> 450; NaN for anything that is not 'HH:mm'. */
export function clockMinutes(clock: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** Whether a range from start to end runs past midnight (end not after start, e.g. 21:00-06:00). */
export function crossesMidnight(start: string, end: string): boolean {
  return clockMinutes(end) <= clockMinutes(start);
}

/** Length in minutes of start to end: 21:00-06:00 is 540, 07:00-15:00 480, 00:00-00:00 the whole day (1440). */
export function spanMinutes(start: string, end: string): number {
  const from = clockMinutes(start);
  const to = clockMinutes(end);
  if (Number.isNaN(from) || Number.isNaN(to)) return Number.NaN;
  return to > from ? to - from : to - from + DAY;
}

/**
 * Whether a moment (ISO weekday 1-7 and 'HH:mm') falls in a range that applies on the given weekdays. The part of
 * a range after midnight belongs to the day it started on: night 21:00-06:00 on Friday covers Saturday 03:00.
 */
export function isInTimeRange(
  range: { starttime: string; endtime: string; weekdays: readonly number[] },
  weekday: number,
  clock: string,
): boolean {
  const start = clockMinutes(range.starttime);
  const at = clockMinutes(clock);
  const span = spanMinutes(range.starttime, range.endtime);
  if ([start, at, span].some(Number.isNaN)) return false;
  // Minutes since the range began today, and since it began the day before (when it runs past midnight).
  const today = at - start;
  if (today >= 0 && today < span && range.weekdays.includes(weekday)) return true;
  const previous = weekday === 1 ? 7 : weekday - 1;
  const sinceYesterday = at + DAY - start;
  return sinceYesterday < span && range.weekdays.includes(previous);
}

/** A shift's unpaid break must be shorter than the shift itself (a 60-minute break in a 45-minute shift is a typo). */
export function shiftRules(row: Record<string, unknown>): FieldIssue[] {
  const { starttime, endtime, breakminutes } = row;
  if (typeof starttime !== 'string' || typeof endtime !== 'string' || typeof breakminutes !== 'number')
    return [];
  const span = spanMinutes(starttime, endtime);
  return breakminutes >= span ? [{ field: 'breakminutes', message: 'breakTooLong' }] : [];
}
