import type { HourEntry } from '@suite/shared/hours/hours.schema';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  belowMinimum,
  buildGrid,
  cellAction,
  cellTypeable,
  dayList,
  deliverableDays,
  deliverableIds,
  formatHours,
  isEditable,
  mayCorrect,
  isLockedDate,
  isoWeekday,
  monthsOfWeek,
  parseHours,
  shiftWeek,
  sumHours,
  today,
  weekOf,
} from './week.logic';

let nextId = 1;
function entry(patch: Partial<HourEntry>): HourEntry {
  return {
    id: nextId++,
    version: 1,
    date: '2026-11-23',
    start: null,
    end: null,
    break: 0,
    amount: 1,
    worktype_id: 1,
    worktypename: 'Arbeid',
    absencetype_id: null,
    absencetypename: null,
    order_id: null,
    ordernumber: null,
    user_id: 3,
    username: 'Tekniker',
    description: null,
    additions: [],
    state: 'not_delivered',
    delivered: false,
    approved: false,
    comment: null,
    deliveredon: null,
    approvedon: null,
    approvedby: null,
    locked: false,
    createdon: '2026-11-23T08:00:00Z',
    updatedon: '2026-11-23T08:00:00Z',
    ...patch,
  };
}

describe('ISO weeks from Monday', () => {
  it('gives Monday to Sunday and the ISO week number of any day in it', () => {
    const w = weekOf('2026-11-26'); // a Thursday
    expect(w).toMatchObject({ year: 2026, week: 48, start: '2026-11-23', end: '2026-11-29' });
    expect(w.days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // Sunday still belongs to the week that started on Monday (not the US week).
    expect(weekOf('2026-11-29').start).toBe('2026-11-23');
    expect(weekOf('2026-11-23').start).toBe('2026-11-23');
  });

  it('crosses years the ISO way: 29.12.2025 is week 1 of 2026, 01.01.2021 week 53 of 2020', () => {
    expect(weekOf('2025-12-29')).toMatchObject({
      year: 2026,
      week: 1,
      start: '2025-12-29',
      end: '2026-01-04',
    });
    expect(weekOf('2021-01-01')).toMatchObject({ year: 2020, week: 53, start: '2020-12-28' });
  });

  it('steps whole weeks back and forth, across the daylight-saving change', () => {
    expect(shiftWeek('2026-11-26', 1)).toBe('2026-11-30');
    expect(shiftWeek('2026-11-26', -1)).toBe('2026-11-16');
    expect(shiftWeek('2026-03-25', 1)).toBe('2026-03-30'); // summer time starts 29.03.2026
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it("takes today's date in Oslo, not UTC", () => {
    expect(today(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
  });

  it('lists the months a week touches, to show a locked month', () => {
    expect(monthsOfWeek(weekOf('2026-12-01').days)).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
    ]);
    expect(isLockedDate('2026-11-30', [{ year: 2026, month: 11 }])).toBe(true);
    expect(isLockedDate('2026-12-01', [{ year: 2026, month: 11 }])).toBe(false);
  });
});

describe('hour amounts with a decimal comma', () => {
  it('reads 7,5 and 7.5 and 7:30 as seven and a half hours, empty as nothing, words as not a number', () => {
    expect(parseHours('7,5')).toBe(7.5);
    expect(parseHours(' 7.5 ')).toBe(7.5);
    expect(parseHours('7:30')).toBe(7.5);
    expect(parseHours('8')).toBe(8);
    expect(parseHours('')).toBeNull();
    expect(parseHours('sju')).toBeNaN();
    expect(parseHours('7,5,5')).toBeNaN();
    expect(parseHours('-1')).toBeNaN();
  });

  it('writes hours with a comma and no trailing zeros', () => {
    expect([7.5, 8, 7.25, 0.1 + 0.2, 1234.5, 0].map(formatHours)).toEqual([
      '7,5',
      '8',
      '7,25',
      '0,3',
      '1 234,5',
      '0',
    ]);
    expect(formatHours(null)).toBe('');
  });

  it('sums exactly: ten times 0,1 is 1 and 7,5 + 7,75 + 0,05 is 15,3', () => {
    expect(sumHours(Array(10).fill(0.1))).toBe(1);
    expect(sumHours([7.5, 7.75, 0.05])).toBe(15.3);
    expect(sumHours([])).toBe(0);
  });

  it('says how far the week is below the minimum', () => {
    expect(belowMinimum(30.5, 37.5)).toBe(7);
    expect(belowMinimum(40, 37.5)).toBe(0);
    expect(belowMinimum(10, 0)).toBe(0);
  });
});

describe('the week grid', () => {
  const days = weekOf('2026-11-23').days;

  it('has a row per order and work type, the cells by day, the day sums and the week sum', () => {
    const grid = buildGrid(
      [
        entry({ date: '2026-11-23', amount: 7.5, order_id: 10, ordernumber: 1002 }),
        entry({ date: '2026-11-23', amount: 0.5, order_id: 10, ordernumber: 1002 }),
        entry({ date: '2026-11-24', amount: 7.25, order_id: 10, ordernumber: 1002 }),
        entry({
          date: '2026-11-24',
          amount: 0.75,
          order_id: 9,
          ordernumber: 1001,
          worktype_id: 2,
          worktypename: 'Reise',
        }),
        entry({
          date: '2026-11-25',
          amount: 7.5,
          worktype_id: null,
          worktypename: null,
          absencetype_id: 4,
          absencetypename: 'Syk',
        }),
        entry({ date: '2026-11-30', amount: 5 }), // next week: left out
      ],
      days,
    );
    expect(grid.rows.map((r) => [r.ordernumber, r.worktypename ?? r.absencetypename, r.total])).toEqual([
      [1001, 'Reise', 0.75],
      [1002, 'Arbeid', 15.25],
      [null, 'Syk', 7.5],
    ]);
    expect(grid.rows[1]!.cells[0]).toMatchObject({ date: '2026-11-23', total: 8 });
    expect(grid.rows[1]!.cells[0]!.entries).toHaveLength(2);
    expect(grid.dayTotals).toEqual([8, 8, 7.5, 0, 0, 0, 0]);
    expect(grid.total).toBe(23.5);
    expect(grid.absence).toBe(7.5);
  });

  it('keeps a row the user added before it has hours', () => {
    const grid = buildGrid([], days, [
      { order_id: 5, ordernumber: 1005, worktype_id: 1, worktypename: 'Arbeid', absencetype_id: null },
    ]);
    expect(grid.rows).toHaveLength(1);
    expect(grid.rows[0]!.cells.every((c) => c.entries.length === 0)).toBe(true);
    expect(grid.total).toBe(0);
  });

  it('turns typing into create, update, delete, or refuses it', () => {
    const empty = { date: '2026-11-23', entries: [], total: 0 };
    expect(cellAction(empty, '7,5')).toEqual({ kind: 'create', amount: 7.5 });
    expect(cellAction(empty, '')).toEqual({ kind: 'none' });
    expect(cellAction(empty, '25')).toEqual({ kind: 'invalid' });
    expect(cellAction(empty, '0')).toEqual({ kind: 'invalid' });
    expect(cellAction(empty, 'x')).toEqual({ kind: 'invalid' });
    expect(cellAction(empty, '7,555')).toEqual({ kind: 'create', amount: 7.56 });

    const one = entry({ amount: 7.5 });
    const cell = { date: one.date, entries: [one], total: 7.5 };
    expect(cellAction(cell, '8')).toEqual({ kind: 'update', entry: one, amount: 8 });
    expect(cellAction(cell, '7,5')).toEqual({ kind: 'none' });
    expect(cellAction(cell, '')).toEqual({ kind: 'delete', entry: one });
  });

  it('does not let the employee type over delivered, approved, locked, timed or several entries', () => {
    for (const patch of [
      { state: 'delivered' as const },
      { state: 'approved' as const },
      { locked: true },
      { start: '07:00', end: '15:00' },
    ]) {
      const e = entry({ amount: 8, ...patch });
      const cell = { date: e.date, entries: [e], total: 8 };
      expect(cellTypeable(cell)).toBe(false);
      expect(cellAction(cell, '6')).toEqual({ kind: 'blocked' });
    }
    const two = [entry({ amount: 4 }), entry({ amount: 4 })];
    expect(cellAction({ date: '2026-11-23', entries: two, total: 8 }, '7')).toEqual({ kind: 'blocked' });
    // A rejected entry goes back to the employee: it can be changed again.
    const rejected = entry({ amount: 8, state: 'not_approved', comment: 'Feil ordre' });
    expect(cellAction({ date: rejected.date, entries: [rejected], total: 8 }, '6')).toMatchObject({
      kind: 'update',
    });
  });
});

describe('delivering and the day list', () => {
  it('delivers the changeable entries of the chosen days, or of the whole week', () => {
    const a = entry({ date: '2026-11-23' });
    const b = entry({ date: '2026-11-24', state: 'not_approved' });
    const c = entry({ date: '2026-11-24', state: 'delivered' });
    const d = entry({ date: '2026-11-25', locked: true });
    expect(deliverableIds([a, b, c, d])).toEqual([a.id, b.id]);
    expect(deliverableIds([a, b, c, d], ['2026-11-24'])).toEqual([b.id]);
    expect(isEditable(c)).toBe(false);
  });

  it('lets an approver correct delivered and approved hours, never in a locked month', () => {
    const others = (key: string) => key === 'timer_approve_others_hours';
    const delivered = entry({ user_id: 7, state: 'delivered' });
    expect(mayCorrect(delivered, 3, others)).toBe(true);
    expect(mayCorrect(entry({ user_id: 7, state: 'approved' }), 3, others)).toBe(true);
    expect(mayCorrect(entry({ user_id: 7, state: 'delivered', locked: true }), 3, others)).toBe(false);
    expect(mayCorrect(entry({ user_id: 7, state: 'not_delivered' }), 3, others)).toBe(false);
    // Own hours need the "own" key; without any approve key nothing is correctable.
    expect(mayCorrect(entry({ user_id: 3, state: 'delivered' }), 3, others)).toBe(false);
    expect(mayCorrect(delivered, 3, () => false)).toBe(false);
  });

  it('offers for delivery (grid and day list alike) only days with open entries outside a locked month', () => {
    const days = weekOf('2026-11-23').days;
    const open = entry({ date: '2026-11-23' });
    const done = entry({ date: '2026-11-24', state: 'delivered' });
    const back = entry({ date: '2026-11-25', state: 'not_approved' });
    const lockedEntry = entry({ date: '2026-11-26', locked: true });
    const onLockedDay = entry({ date: '2026-11-27' });
    expect([
      ...deliverableDays([open, done, back, lockedEntry, onLockedDay], days, new Set(['2026-11-27'])),
    ]).toEqual(['2026-11-23', '2026-11-25']);
  });

  it('lists each day with its entries by start time and its sum', () => {
    const days = weekOf('2026-11-23').days;
    const late = entry({ date: '2026-11-23', start: '12:00', end: '15:30', amount: 3.5 });
    const early = entry({ date: '2026-11-23', start: '07:00', end: '11:30', amount: 4.5 });
    const list = dayList([late, early], days);
    expect(list).toHaveLength(7);
    expect(list[0]!.entries.map((e) => e.start)).toEqual(['07:00', '12:00']);
    expect(list[0]!.total).toBe(8);
    expect(list[1]!.total).toBe(0);
  });
});
