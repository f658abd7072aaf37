// The worked examples of docs/notes-hours-api.md "Overtime rules", one test each: the overtime engine with the
// Norwegian public holidays computed by date-holidays and the default shifts of a new company.
import { describe, expect, it } from 'vitest';
import { splitOvertime, type OvertimeEntry } from '@suite/shared/hours/overtime';
import { holidaysBetween } from './holidays';

// The default shifts (settings.defaults.ts): only the night shift matters here.
const NIGHT = { starttime: '23:00', endtime: '07:00', breakminutes: 30, weekdays: [1, 2, 3, 4, 5] };
const holidays = holidaysBetween('2026-01-01', '2026-12-31');
const split = (entries: OvertimeEntry[], shifts = [NIGHT]) =>
  splitOvertime(entries, { shifts, holidays }).map(({ id: _id, ...rest }) => rest);
const h = (normal: number, overtime50 = 0, overtime100 = 0, absence = 0) => ({
  normal,
  overtime50,
  overtime100,
  absence,
});

describe('overtime under Norwegian rules (worked examples)', () => {
  it('1. a normal weekday 07:00-15:00 with 30 min break is 7.5 normal hours', () => {
    expect(
      split([{ id: 1, date: '2026-11-02', start: '07:00', end: '15:00', break: 30, amount: 7.5 }]),
    ).toEqual([h(7.5)]);
  });

  it('2. a long weekday 07:00-17:00 with 30 min break: 7.5 normal, 2 at 50 %', () => {
    expect(
      split([{ id: 1, date: '2026-11-02', start: '07:00', end: '17:00', break: 30, amount: 9.5 }]),
    ).toEqual([h(7.5, 2)]);
  });

  it("3. an evening call-out after a full day: all 50 % (beyond the day's 7.5 hours and outside the working day)", () => {
    expect(
      split([
        { id: 1, date: '2026-11-03', start: '07:00', end: '15:00', break: 30, amount: 7.5 },
        { id: 2, date: '2026-11-03', start: '19:00', end: '23:00', amount: 4 },
      ]),
    ).toEqual([h(7.5), h(0, 4)]);
  });

  it("4. early start 05:00-09:00 alone on a day: the two hours before the working day's 07:00 are 50 %", () => {
    expect(split([{ id: 1, date: '2026-11-04', start: '05:00', end: '09:00', amount: 4 }])).toEqual([
      h(2, 2),
    ]);
  });

  it('5. a Saturday is 50 %', () => {
    expect(split([{ id: 1, date: '2026-11-07', start: '08:00', end: '12:00', amount: 4 }])).toEqual([
      h(0, 4),
    ]);
  });

  it('6. a Sunday is 100 %', () => {
    expect(split([{ id: 1, date: '2026-11-08', start: '10:00', end: '14:00', amount: 4 }])).toEqual([
      h(0, 0, 4),
    ]);
  });

  it('7. Ascension Day (Kristi himmelfartsdag, Thursday 14 May 2026, 39 days after Easter) is 100 %', () => {
    expect(holidays['2026-05-14']).toBe('Kristi himmelfartsdag');
    expect(split([{ id: 1, date: '2026-05-14', start: '08:00', end: '12:00', amount: 4 }])).toEqual([
      h(0, 0, 4),
    ]);
    // The Thursday a week before is a normal day.
    expect(split([{ id: 1, date: '2026-05-07', start: '08:00', end: '12:00', amount: 4 }])).toEqual([h(4)]);
  });

  it("8. the night shift 23:00-07:00 on a Monday follows the shift's own rule: 7.5 normal hours", () => {
    expect(
      split([{ id: 1, date: '2026-11-02', start: '23:00', end: '07:00', break: 30, amount: 7.5 }]),
    ).toEqual([h(7.5)]);
    // Without the shift the same night is outside the working day: all 50 %.
    expect(
      split([{ id: 1, date: '2026-11-02', start: '23:00', end: '07:00', break: 30, amount: 7.5 }], []),
    ).toEqual([h(0, 7.5)]);
  });

  it("8b. a Sunday entry from the weekend shift's start (Helgevakt 08:00-16:00) is the shift: normal time", () => {
    const WEEKEND = { starttime: '08:00', endtime: '16:00', breakminutes: 30, weekdays: [6, 7] };
    expect(
      split([{ id: 1, date: '2026-11-08', start: '08:00', end: '16:00', break: 30, amount: 7.5 }], [WEEKEND]),
    ).toEqual([h(7.5)]);
    // The same Sunday from 10:00 is not the shift: 100 %.
    expect(
      split([{ id: 1, date: '2026-11-08', start: '10:00', end: '14:00', amount: 4 }], [WEEKEND]),
    ).toEqual([h(0, 0, 4)]);
  });

  it('9. hours typed without times: beyond 7.5 a day is 50 %', () => {
    expect(split([{ id: 1, date: '2026-11-03', amount: 10 }])).toEqual([h(7.5, 2.5)]);
  });

  it("10. a work type with its own percentage ('Overtid 100 %') makes its hours 100 %", () => {
    expect(split([{ id: 1, date: '2026-11-04', amount: 2, worktypePercent: 100 }])).toEqual([h(0, 0, 2)]);
  });

  it('11. absence is absence, never overtime, and does not use up the normal hours of the day', () => {
    expect(
      split([
        { id: 1, date: '2026-11-05', amount: 4, absence: true },
        { id: 2, date: '2026-11-05', start: '08:00', end: '12:00', amount: 4 },
      ]),
    ).toEqual([h(0, 0, 0, 4), h(4)]);
  });
});
