// Norwegian public holidays ('helligdager'), computed by date-holidays with the moving Easter days: Skjærtorsdag,
// Langfredag, 1. and 2. påskedag, Kristi himmelfartsdag, 1. and 2. pinsedag, beside 1 January, 1 and 17 May and
// 25 and 26 December. Only the public holidays count (not Sundays, which the overtime rules treat themselves, nor
// observances such as Christmas Eve).
import Holidays from 'date-holidays';

const norway = new Holidays('NO');
const cache = new Map<number, Record<string, string>>();

/** The public holidays of a year: 'YYYY-MM-DD' -> Norwegian name. */
export function norwegianHolidays(year: number): Record<string, string> {
  let days = cache.get(year);
  if (!days) {
    days = {};
    for (const h of norway.getHolidays(year, 'no')) {
      if (h.type === 'public') days[h.date.slice(0, 10)] = h.name;
    }
    cache.set(year, days);
  }
  return days;
}

/** The public holidays between two dates (inclusive), over year boundaries. */
export function holidaysBetween(start: string, end: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let y = Number(start.slice(0, 4)); y <= Number(end.slice(0, 4)); y++) {
    for (const [date, name] of Object.entries(norwegianHolidays(y))) {
      if (date >= start && date <= end) out[date] = name;
    }
  }
  return out;
}
