// The overtime engine (issue 9 "Overtime and holidays"): a pure function from one employee's entries and the
// company's settings to the split of every entry into normal time, overtime 50 % and overtime 100 %.
// The rules are data (NORWEGIAN_OVERTIME_RULES); the worked examples of docs/notes-hours-api.md are its tests.
import { clockMinutes, spanMinutes } from '../settings/hours.rules';

/**
 * The rules, after arbeidsmiljøloven §10-6 and the usual tariff practice of Norwegian service companies:
 * - a day has `normalHoursPerDay` of normal time (37.5 h a week over five days); time beyond it is overtime 50 %;
 * - time outside the company's working day (general settings workdaystart-workdayend, 07:00-15:30 by default) is
 *   overtime 50 %;
 * - Saturdays are overtime 50 %, Sundays and public holidays 100 %;
 * - a shift (settings shift_setting) has its own rule: an entry that starts at a shift's start on one of its weekdays
 *   is that shift, its planned paid hours are normal time on any day (weekend and night shifts are paid by their
 *   additions, not as overtime), and time beyond the shift is overtime 50 % (100 % on Sundays and holidays);
 * - a work type with its own overtime percentage ('Overtid 50 %', 'Overtid 100 %') makes its normal time that
 *   overtime (time already at a higher rate keeps it);
 * - the unpaid break is taken out of normal time first.
 */
export type OvertimeRules = {
  normalHoursPerDay: number;
  normalWindow: { start: string; end: string };
  beyondNormalPercent: 50 | 100;
  outsideWindowPercent: 50 | 100;
  saturdayPercent: 0 | 50 | 100;
  sundayPercent: 0 | 50 | 100;
  holidayPercent: 0 | 50 | 100;
};

export const NORWEGIAN_OVERTIME_RULES: OvertimeRules = {
  normalHoursPerDay: 7.5,
  normalWindow: { start: '07:00', end: '15:30' },
  beyondNormalPercent: 50,
  outsideWindowPercent: 50,
  saturdayPercent: 50,
  sundayPercent: 100,
  holidayPercent: 100,
};

export type OvertimeEntry = {
  id: number;
  /** 'YYYY-MM-DD' */
  date: string;
  start?: string | null;
  end?: string | null;
  /** Unpaid break in minutes. */
  break?: number | null;
  /** Hours of the entry (what was logged). */
  amount: number;
  /** The work type's overtime percentage (0 for normal work types). */
  worktypePercent?: number | null;
  /** An absence entry: counted as absence, never overtime. */
  absence?: boolean;
};

export type OvertimeShift = {
  starttime: string;
  endtime: string;
  breakminutes: number;
  weekdays: readonly number[];
};

export type OvertimeSettings = {
  rules?: OvertimeRules;
  shifts?: readonly OvertimeShift[];
  /** Public holidays: date -> name (Norwegian, computed with the moving Easter days). */
  holidays?: Readonly<Record<string, string>>;
};

/** Hours of an entry by kind, 2 decimals; normal + overtime50 + overtime100 (+ absence) is the entry's amount. */
export type OvertimeSplit = {
  id: number;
  normal: number;
  overtime50: number;
  overtime100: number;
  absence: number;
};

/** ISO weekday of a 'YYYY-MM-DD' date: 1 Monday to 7 Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

const DAY = 24 * 60;

/**
 * The shift an entry is worked in: one running on the entry's weekday that starts when the entry starts (the
 * employee logged the shift). Shifts are not assigned to employees, so an entry at other times is not a shift's.
 */
function shiftOf(
  shifts: readonly OvertimeShift[],
  weekday: number,
  start: number,
): OvertimeShift | undefined {
  return shifts.find((s) => s.weekdays.includes(weekday) && clockMinutes(s.starttime) === start);
}

type Minutes = { candidates: number; p50: number; p100: number };

/** Minutes of a timed entry by class: normal candidates (inside the window or the shift), 50 % and 100 %. */
function classifyTimed(
  start: number,
  span: number,
  dayPercent: number,
  shift: OvertimeShift | undefined,
  rules: OvertimeRules,
): Minutes {
  const out: Minutes = { candidates: 0, p50: 0, p100: 0 };
  const windowFrom = clockMinutes(rules.normalWindow.start);
  const windowTo = clockMinutes(rules.normalWindow.end);
  const shiftFrom = shift ? clockMinutes(shift.starttime) : 0;
  const shiftSpan = shift ? spanMinutes(shift.starttime, shift.endtime) : 0;
  for (let m = 0; m < span; m++) {
    const clock = (start + m) % DAY;
    if (shift) {
      const inShift = (clock - shiftFrom + DAY) % DAY < shiftSpan && m < DAY;
      if (inShift) out.candidates++;
      else if (dayPercent >= 100) out.p100++;
      else out.p50++;
      continue;
    }
    if (dayPercent >= 100) out.p100++;
    else if (dayPercent >= 50) out.p50++;
    else if (clock < windowFrom || clock >= windowTo) {
      if (rules.outsideWindowPercent >= 100) out.p100++;
      else out.p50++;
    } else out.candidates++;
  }
  return out;
}

/** Takes the break out of normal candidates first, then out of 50 %, then 100 %. */
function takeBreak(m: Minutes, breakMinutes: number): void {
  let left = breakMinutes;
  for (const k of ['candidates', 'p50', 'p100'] as const) {
    const take = Math.min(m[k], left);
    m[k] -= take;
    left -= take;
  }
}

/**
 * Splits one employee's entries into normal time, overtime 50 % and 100 % and absence. Entries of a day are taken
 * in the order of their start (entries without times after those with), so the day's normal hours are used up by
 * the earliest work.
 */
export function splitOvertime(
  entries: readonly OvertimeEntry[],
  settings: OvertimeSettings = {},
): OvertimeSplit[] {
  const rules = settings.rules ?? NORWEGIAN_OVERTIME_RULES;
  const shifts = settings.shifts ?? [];
  const holidays = settings.holidays ?? {};
  const byDate = new Map<string, OvertimeEntry[]>();
  for (const e of entries) byDate.set(e.date, [...(byDate.get(e.date) ?? []), e]);
  const result = new Map<number, OvertimeSplit>();
  for (const [date, list] of byDate) {
    const weekday = isoWeekday(date);
    const dayPercent = holidays[date]
      ? rules.holidayPercent
      : weekday === 7
        ? rules.sundayPercent
        : weekday === 6
          ? rules.saturdayPercent
          : 0;
    const ordered = [...list].sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
    let normalUsed = 0;
    for (const e of ordered) {
      const amountMinutes = Math.round(e.amount * 60);
      if (e.absence) {
        result.set(e.id, { id: e.id, normal: 0, overtime50: 0, overtime100: 0, absence: round2(e.amount) });
        continue;
      }
      let m: Minutes;
      let limit = Math.round(rules.normalHoursPerDay * 60);
      const timed =
        e.start && e.end && !Number.isNaN(clockMinutes(e.start)) && !Number.isNaN(clockMinutes(e.end));
      if (timed) {
        const start = clockMinutes(e.start!);
        const span = spanMinutes(e.start!, e.end!);
        const shift = shiftOf(shifts, weekday, start);
        if (shift) limit = Math.max(0, spanMinutes(shift.starttime, shift.endtime) - shift.breakminutes);
        m = classifyTimed(start, span, shift ? (dayPercent >= 100 ? 100 : 0) : dayPercent, shift, rules);
        takeBreak(m, e.break ?? 0);
      } else {
        m = { candidates: 0, p50: 0, p100: 0 };
        if (dayPercent >= 100) m.p100 = amountMinutes;
        else if (dayPercent >= 50) m.p50 = amountMinutes;
        else m.candidates = amountMinutes;
      }
      const normal = Math.min(m.candidates, Math.max(0, limit - normalUsed));
      normalUsed += normal;
      const beyond = m.candidates - normal;
      if (rules.beyondNormalPercent >= 100) m.p100 += beyond;
      else m.p50 += beyond;
      let split = { normal, p50: m.p50, p100: m.p100 };
      const typed = e.worktypePercent ?? 0;
      if (typed >= 100) split = { normal: 0, p50: 0, p100: split.normal + split.p50 + split.p100 };
      else if (typed >= 50) split = { normal: 0, p50: split.normal + split.p50, p100: split.p100 };
      // Exact to the logged amount: the overtime rounded, normal time what is left.
      const overtime50 = round2(split.p50 / 60);
      const overtime100 = round2(split.p100 / 60);
      result.set(e.id, {
        id: e.id,
        normal: round2(Math.max(0, e.amount - overtime50 - overtime100)),
        overtime50,
        overtime100,
        absence: 0,
      });
    }
  }
  return entries.map((e) => result.get(e.id)!);
}

function startOf(e: OvertimeEntry): number {
  const s = e.start ? clockMinutes(e.start) : Number.NaN;
  return Number.isNaN(s) ? DAY : s;
}

const round2 = (v: number) => Math.round(v * 100) / 100;
