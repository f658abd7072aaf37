// The calendar day in Europe/Oslo (DESIGN "Tenancy and data"): invoice, offer, inspection and hour dates are
// Norwegian calendar days whatever the time zone of the machine that computes them.
import { DISPLAY_TIME_ZONE } from './locale';

let formatter: Intl.DateTimeFormat | undefined;

/** The calendar date (YYYY-MM-DD) in Oslo at an instant, now by default. */
export function osloDate(instant: Date = new Date()): string {
  // Made once, on first use: building an Intl.DateTimeFormat costs more than a whole invoice's other date work.
  // en-CA formats as YYYY-MM-DD.
  formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return formatter.format(instant);
}
