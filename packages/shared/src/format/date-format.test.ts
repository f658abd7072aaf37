import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  isRealDate,
  OSLO_PARTS_OPTIONS,
  osloOffsetByRule,
  osloParts,
  parseDate,
  toIsoDate,
} from './date-format';

describe('formatDate', () => {
  it('shows a timestamp as DD.MM.YYYY in Oslo time', () => {
    expect(formatDate(new Date('2024-05-17T10:00:00Z'))).toBe('17.05.2024');
  });

  it('shows late evening UTC as the next day in Oslo', () => {
    // 23:30 UTC is 00:30 (winter) or 01:30 (summer) in Oslo
    expect(formatDate('2024-01-31T23:30:00Z')).toBe('01.02.2024');
    expect(formatDate('2024-06-30T22:30:00Z')).toBe('01.07.2024');
  });

  it('keeps a date without time as that calendar date', () => {
    expect(formatDate('2024-12-31')).toBe('31.12.2024');
  });

  it('shows nothing for empty or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2024-02-30')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows DD.MM.YYYY HH:mm in Oslo winter time (UTC+1)', () => {
    expect(formatDateTime('2024-01-15T08:05:00Z')).toBe('15.01.2024 09:05');
  });

  it('shows DD.MM.YYYY HH:mm in Oslo summer time (UTC+2)', () => {
    expect(formatDateTime('2024-07-15T08:05:00Z')).toBe('15.07.2024 10:05');
  });

  it('jumps from 01:59 to 03:00 when summer time starts on 31 March 2024', () => {
    expect(formatDateTime('2024-03-31T00:59:00Z')).toBe('31.03.2024 01:59');
    expect(formatDateTime('2024-03-31T01:00:00Z')).toBe('31.03.2024 03:00');
  });

  it('shows 02:30 twice when summer time ends on 27 October 2024', () => {
    expect(formatDateTime('2024-10-27T00:30:00Z')).toBe('27.10.2024 02:30');
    expect(formatDateTime('2024-10-27T01:30:00Z')).toBe('27.10.2024 02:30');
    expect(formatDateTime('2024-10-27T02:30:00Z')).toBe('27.10.2024 03:30');
  });

  it('takes a timestamp without zone as Oslo wall-clock time', () => {
    expect(formatDateTime('2024-03-31 14:45:00')).toBe('31.03.2024 14:45');
    expect(formatDateTime('2024-03-31T14:45')).toBe('31.03.2024 14:45');
  });

  it('accepts epoch milliseconds and Date objects', () => {
    expect(formatDateTime(Date.UTC(2024, 0, 1, 0, 0))).toBe('01.01.2024 01:00');
    expect(formatDateTime(new Date(Date.UTC(2023, 11, 31, 23, 0)))).toBe('01.01.2024 00:00');
  });

  it('shows seconds in the with-seconds variant', () => {
    expect(formatDateTimeSeconds('2024-01-15T08:05:09Z')).toBe('15.01.2024 09:05:09');
    expect(formatDateTimeSeconds(null)).toBe('');
  });
});

describe('parseDate', () => {
  it('turns DD.MM.YYYY into an ISO date', () => {
    expect(parseDate('17.05.2024')).toBe('2024-05-17');
    expect(parseDate(' 01.01.2025 ')).toBe('2025-01-01');
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseDate('29.02.2024')).toBe('2024-02-29');
    expect(parseDate('29.02.2000')).toBe('2000-02-29');
    expect(parseDate('29.02.2023')).toBeNull();
    expect(parseDate('29.02.1900')).toBeNull();
  });

  it('refuses dates that do not exist or are not written strictly', () => {
    expect(parseDate('31.04.2024')).toBeNull();
    expect(parseDate('00.01.2024')).toBeNull();
    expect(parseDate('01.13.2024')).toBeNull();
    expect(parseDate('1.5.2024')).toBeNull();
    expect(parseDate('17.05.24')).toBeNull();
    expect(parseDate('17/05/2024')).toBeNull();
    expect(parseDate('2024-05-17')).toBeNull();
    expect(parseDate('')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });
});

describe('toIsoDate and isRealDate', () => {
  it('answers the Oslo calendar date of a timestamp', () => {
    expect(toIsoDate('2024-12-31T23:30:00Z')).toBe('2025-01-01');
    expect(toIsoDate('garbage')).toBeNull();
  });

  it('knows the length of every month', () => {
    expect(isRealDate(2024, 4, 30)).toBe(true);
    expect(isRealDate(2024, 4, 31)).toBe(false);
    expect(isRealDate(2024, 12, 31)).toBe(true);
  });
});

describe('Oslo time without Intl (issue 11)', () => {
  // Intl's time zone data as the reference: the offset of Europe/Oslo at an instant.
  const reference = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Oslo', timeZoneName: 'longOffset' });
  function intlOffset(epochMs: number): number {
    const name = reference.formatToParts(epochMs).find((p) => p.type === 'timeZoneName')?.value ?? '';
    const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return m ? (m[1] === '-' ? -1 : 1) * (+m[2] * 60 + +m[3]) * 60_000 : 0;
  }

  it('answers the offset of the tz database on every day and around every change from 1996 to 2060', () => {
    const wrong: string[] = [];
    const check = (at: number) => {
      if (osloOffsetByRule(at) !== intlOffset(at)) wrong.push(new Date(at).toISOString());
    };
    for (let year = 1996; year <= 2060; year++) {
      // Each day at noon: no change of offset the rule does not know of.
      for (let day = Date.UTC(year, 0, 1, 12); day < Date.UTC(year + 1, 0, 1); day += 24 * 3_600_000)
        check(day);
      // Around 01:00 UTC of the last Sundays of March and October: the change happens exactly then.
      for (const month of [2, 9]) {
        const lastDay = Date.UTC(year, month + 1, 0, 1);
        const change = lastDay - new Date(lastDay).getUTCDay() * 24 * 3_600_000;
        for (const at of [change - 60_000, change - 1, change, change + 60_000]) check(at);
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('gives the same parts as Intl for instants from 1996 on, and leaves older ones to Intl', () => {
    const slow = new Intl.DateTimeFormat('en-GB', OSLO_PARTS_OPTIONS);
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const at = Date.UTC(1996, 0, 1) + Math.floor(random() * (Date.UTC(2060, 0, 1) - Date.UTC(1996, 0, 1)));
      const parts = Object.fromEntries(
        slow.formatToParts(at).flatMap((p) => (p.type === 'literal' ? [] : [[p.type, Number(p.value)]])),
      );
      expect(osloParts(at), new Date(at).toISOString()).toEqual(parts);
    }
    expect(osloOffsetByRule(Date.UTC(1995, 8, 30, 12))).toBeNull();
    // 1995: summer time ended on the last Sunday of September (24 September), not of October.
    expect(formatDateTime('1995-10-01T12:00:00Z')).toBe('01.10.1995 13:00');
  });
});
