import { INTL_LOCALE } from '@suite/shared/format/locale';
import type { Language } from '@suite/shared/tenants/modules';

function dd(n: number): string {
  return String(n).padStart(2, '0');
}

/** A calendar's local date as DD.MM.YYYY (the calendar hands over local dates: no time-zone conversion here). */
export function localDateText(date: Date): string {
  return `${dd(date.getDate())}.${dd(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/**
 * The planner's heading for the shown range (issue 12: dates DD.MM.YYYY, not the calendar's '25. nov. 2026').
 * `start` is the first shown day, `end` the day after the last (exclusive, as the calendar gives it). A month view
 * keeps the month's name ('november 2026'); a day is '25.11.2026'; a week '23.11.2026 – 29.11.2026'.
 */
export function plannerTitle(
  kind: 'day' | 'week' | 'month',
  start: Date,
  end: Date,
  language: Language,
): string {
  if (kind === 'month') {
    return new Intl.DateTimeFormat(INTL_LOCALE[language], { month: 'long', year: 'numeric' }).format(start);
  }
  const last = new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1);
  if (kind === 'day' || last.getTime() <= start.getTime()) return localDateText(start);
  return `${localDateText(start)} – ${localDateText(last)}`;
}
