// The calendar rules of the resource planner (spec 02 §5 "Equipment, rental, projects, calendar"), written once for
// the server and the planner screen.
import { osloDate } from '../format/date-format';

/** Field error messages of the planner (translation keys, section 'planner', prefixed 'error_'). */
export const PLANNER_ERRORS = {
  /** spec 02 §5: the same user already has an event on the same order in an overlapping time. */
  duplicateEvent: 'duplicateEvent',
  /** spec 02 §5: the order's start and end dates must cover the event's date. */
  eventOutsideOrderDates: 'eventOutsideOrderDates',
  /** spec 02 §5: the employee must be the order's responsible or a participant. */
  userNotOnOrder: 'userNotOnOrder',
  /** The end is not after the start. */
  endBeforeStart: 'endBeforeStart',
  /** An appointment is for a customer or a lead (one of them). */
  customerOrLead: 'customerOrLead',
} as const;
export type PlannerError = (typeof PLANNER_ERRORS)[keyof typeof PLANNER_ERRORS];

/** Display and rule time zone (DESIGN "Tenancy and data"): an event's date is its date in Oslo. */
export const PLANNER_TIME_ZONE = 'Europe/Oslo';

/**
 * spec 02 §5: the order's start and end dates cover the event's date(s). Both the day the event starts and the day it
 * ends (in Oslo) must lie within [startdate, enddate]; an order without a start or end date is open on that side.
 * An event ending exactly at midnight belongs to the day before.
 */
export function orderDatesCover(
  order: { startdate: string | null; enddate: string | null },
  start: Date,
  end: Date,
): boolean {
  const first = osloDate(start);
  const last = osloDate(new Date(end.getTime() - 1));
  if (order.startdate && first < order.startdate) return false;
  if (order.enddate && last > order.enddate) return false;
  return true;
}

/** Two half-open time ranges [start, end) overlap. */
export function overlaps(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The instant of a wall-clock time in Oslo on a date (YYYY-MM-DD), whatever the machine's time zone. */
export function osloInstant(date: string, hour: number, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = new Date(Date.UTC(y, m - 1, d, hour, minute));
  const offsetOf = (at: Date) => {
    const name = new Intl.DateTimeFormat('en-US', {
      timeZone: PLANNER_TIME_ZONE,
      timeZoneName: 'shortOffset',
    })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')!
      .value.replace('GMT', '');
    return name ? Number(name.split(':')[0]) : 0;
  };
  // The offset at the guess can differ from the offset at the answer around a clock change: ask twice.
  const first = new Date(guess.getTime() - offsetOf(guess) * 3_600_000);
  return new Date(guess.getTime() - offsetOf(first) * 3_600_000);
}

/**
 * 'DD.MM.YYYY HH:mm' (24 h, Oslo; DESIGN "Formats") as an ISO instant, or null when it is no real date and time.
 */
export function parseOsloDateTime(text: string): string | null {
  const m = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s+(\d{1,2})[:.](\d{2})\s*$/.exec(text);
  if (!m) return null;
  const [, d, mo, y, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59) return null;
  const date = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (new Date(`${date}T12:00:00Z`).getUTCDate() !== d) return null;
  return osloInstant(date, h, mi).toISOString();
}
