// The calendar rules of the resource planner (spec 02 §5 "Equipment, rental, projects, calendar"), written once for
// the server and the planner screen.

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

/** The calendar date (YYYY-MM-DD) of an instant in Oslo. */
export function osloDate(instant: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PLANNER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

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
