// Dates as Norwegian users read them: DD.MM.YYYY, with time DD.MM.YYYY HH:mm (spec 01 §9, 02 §9), always in
// Europe/Oslo time whatever the time zone or locale of the machine that formats them.
import { DISPLAY_TIME_ZONE } from './locale';

export type DateInput = Date | string | number | null | undefined;

/** A calendar date and wall-clock time, as read on a clock in Oslo. */
export type DateTimeParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

// en-GB with an explicit time zone and h23 gives the same parts on every machine; the parts are
// reassembled by hand, so the locale's own punctuation never reaches the output. Created on first use: the
// first Intl object of a browser tab loads ICU's data (~40 ms, ~160 ms on a phone), and the instants the app
// shows are read by the rule below without it (issue 11).
let osloFormatter: Intl.DateTimeFormat | null = null;

/** The options of the Oslo formatter (exported for the tests' reference). */
export const OSLO_PARTS_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

function formatter(): Intl.DateTimeFormat {
  osloFormatter ??= new Intl.DateTimeFormat('en-GB', OSLO_PARTS_OPTIONS);
  return osloFormatter;
}

const HOUR_MS = 3_600_000;
/** Years whose Oslo offset the rule below answers; outside them (older rules) Intl's time zone data does. */
const RULE_YEARS = { from: 1996, to: 2099 };

/** 01:00 UTC of the last Sunday of a month (monthIndex 0–11). */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = Date.UTC(year, monthIndex + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * 24 * HOUR_MS;
}

/**
 * Europe/Oslo's offset from UTC at an instant by the rule in force since 1996 (the EU's: summer time UTC+2 from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, else UTC+1); null outside
 * RULE_YEARS. The tests compare it with Intl's time zone data for every change of offset, so a change of the
 * rule in the tz database shows there.
 */
export function osloOffsetByRule(epochMs: number): number | null {
  const year = new Date(epochMs).getUTCFullYear();
  if (year < RULE_YEARS.from || year > RULE_YEARS.to) return null;
  const summer = epochMs >= lastSundayAtOneUtc(year, 2) && epochMs < lastSundayAtOneUtc(year, 9);
  return (summer ? 2 : 1) * HOUR_MS;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A timestamp without 'Z' or an offset is taken as Oslo wall-clock time: parsing it with `new Date`
// would read it in the machine's own zone and differ between server and browser.
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const DISPLAY_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * The Oslo calendar date and time of a value: a Date, epoch milliseconds, an ISO timestamp with zone
 * ('2024-03-31T01:30:00Z'), a date ('2024-03-31', kept as that calendar date) or a timestamp without zone
 * (kept as wall-clock time). Null when the value is empty or not a date.
 */
export function osloParts(value: DateInput): DateTimeParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const text = value.trim();
    const dateOnly = DATE_ONLY.exec(text);
    if (dateOnly) return checkedParts(+dateOnly[1], +dateOnly[2], +dateOnly[3], 0, 0, 0);
    const wall = WALL_CLOCK.exec(text);
    if (wall) return checkedParts(+wall[1], +wall[2], +wall[3], +wall[4], +wall[5], +(wall[6] ?? 0));
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const offset = osloOffsetByRule(date.getTime());
  if (offset !== null) {
    const oslo = new Date(date.getTime() + offset);
    return {
      year: oslo.getUTCFullYear(),
      month: oslo.getUTCMonth() + 1,
      day: oslo.getUTCDate(),
      hour: oslo.getUTCHours(),
      minute: oslo.getUTCMinutes(),
      second: oslo.getUTCSeconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of formatter().formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** 'DD.MM.YYYY' in Oslo time; empty text for empty or invalid values. */
export function formatDate(value: DateInput): string {
  const p = osloParts(value);
  return p ? `${pad(p.day)}.${pad(p.month)}.${pad(p.year, 4)}` : '';
}

/** 'DD.MM.YYYY HH:mm' in Oslo time (spec 01 §9). */
export function formatDateTime(value: DateInput): string {
  const p = osloParts(value);
  return p ? `${formatDate(value)} ${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** 'DD.MM.YYYY HH:mm:ss' in Oslo time (spec 02 §9). */
export function formatDateTimeSeconds(value: DateInput): string {
  const p = osloParts(value);
  return p ? `${formatDateTime(value)}:${pad(p.second)}` : '';
}

/** The Oslo calendar date of a value as ISO 'YYYY-MM-DD', or null. */
export function toIsoDate(value: DateInput): string | null {
  const p = osloParts(value);
  return p ? isoDate(p.year, p.month, p.day) : null;
}

/** The Oslo calendar date (YYYY-MM-DD) at an instant, now by default: invoice, offer, inspection and hour dates. */
export function osloDate(instant: Date = new Date()): string {
  return toIsoDate(instant) ?? '';
}

/**
 * Strict 'DD.MM.YYYY' (two-digit day and month, four-digit year, a real calendar date) to ISO
 * 'YYYY-MM-DD'; null otherwise (spec 01 §5: date format DD.MM.YYYY strictly). '31.02.2024' is null.
 */
export function parseDate(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [+match[1], +match[2], +match[3]];
  return isRealDate(year, month, day) ? isoDate(year, month, day) : null;
}

/** True when year-month-day exists in the Gregorian calendar (29.02 only in leap years). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysIn(year, month);
}

function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

function checkedParts(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): DateTimeParts | null {
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}
