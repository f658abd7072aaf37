// Hours and absence (issue 9; spec 02 §3 "Hours", §5 "Hours and absence", §7 "Hours", §9): the bodies of the
// /api/hours calls and the entry the API answers. Server and web parse with the same schemas.
import { z } from 'zod';
import { hours } from '../validation/number.rules';
import { optionalField, typeError } from '../validation/field';
import {
  calendarDate,
  idValue,
  optionalText,
  requiredText,
  versionField,
  listPage,
} from '../validation/record-inputs';
import { clockMinutes } from '../settings/hours.rules';
import { savedBackShape } from '../resources/define-resource';
import { HOUR_STATES, type HourState } from './hour-states';

/** Maximum length of an hour's description and of a rejection comment (the rule, the form limit and counter). */
export const HOUR_TEXT_MAX = 1000;

export { HOUR_STATES, type HourState } from './hour-states';

/** Which entries a list picks: work hours, absence, or both (the two approval screens). */
export const HOUR_KINDS = ['all', 'hours', 'absence'] as const;
export type HourKind = (typeof HOUR_KINDS)[number];

/** spec 02 §5 / §9: absence is at most 8 hours a day; an entry is above 0 and at most 24 hours. */
export const MAX_ABSENCE_HOURS_PER_DAY = 8;
export const MAX_HOURS_PER_ENTRY = 24;

/**
 * The message keys of the hour rules (spec 02 §5, §8). invalidHours, monthLocked and noPermissionToAddHours are the
 * spec's own; the spec names the absence and duplicate refusals without keys, these are ours.
 */
export const HOUR_ERRORS = {
  invalidHours: 'invalidHours',
  /** More than 8 hours of absence on a day, or 8 already posted. */
  absenceLimit: 'absenceLimitReached',
  /** The same work type, date and time posted twice. */
  duplicate: 'duplicateHours',
  /** A time range whose from/to is invalid (end not after start, or the break not shorter than the range). */
  invalidTimeRange: 'invalidTimeRange',
  monthLocked: 'monthLocked',
  noPermission: 'noPermissionToAddHours',
  /** Delivered or approved hours cannot be changed by the employee. */
  alreadyDelivered: 'hoursAlreadyDelivered',
  /** Approving or rejecting hours that are not delivered. */
  notDelivered: 'hoursNotDelivered',
  /** Neither or both of worktype_id and absencetype_id. */
  worktypeOrAbsence: 'worktypeOrAbsenceRequired',
} as const;

/** 'HH:mm' (00:00-23:59), message invalidTime. */
const clock = () =>
  z
    .string(typeError('invalidTime'))
    .trim()
    .refine((t) => !Number.isNaN(clockMinutes(t)), 'invalidTime');

/** Hours as a JSON number or text ('7,5'), above 0 and at most 24, message invalidHours. */
const amount = () => hours().refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'invalidHours');

const breakMinutes = () =>
  z
    .number(typeError('invalidNumber'))
    .int('invalidNumber')
    .min(0, 'invalidNumber')
    .max(24 * 60, 'invalidNumber');

const hourFields = {
  date: calendarDate(),
  start: optionalField(clock()),
  end: optionalField(clock()),
  /** Unpaid break in minutes, subtracted from end minus start. */
  break: breakMinutes().nullable().optional(),
  /** Hours typed directly; computed from start, end and break when both times are given. */
  amount: optionalField(amount()),
  worktype_id: optionalField(idValue),
  absencetype_id: optionalField(idValue),
  order_id: optionalField(idValue),
  /** Whose hours; default the signed-in user. */
  user_id: optionalField(idValue),
  description: optionalText(HOUR_TEXT_MAX),
  /** Hour additions (settings 'houradditions') paid on this entry, each once. */
  additions: z.array(idValue, 'invalidData').max(20, 'invalidData').optional(),
};

type HourFieldsBody = {
  start?: string | null;
  end?: string | null;
  break?: number | null;
  amount?: number | null;
  worktype_id?: number | null;
  absencetype_id?: number | null;
  additions?: number[];
};

/** Minutes from start to end less the break; an end not after the start runs past midnight (a night shift). */
export function minutesWorked(start: string, end: string, breakMinutes = 0): number {
  const from = clockMinutes(start);
  const to = clockMinutes(end);
  const span = to > from ? to - from : to - from + 24 * 60;
  return span - breakMinutes;
}

/** The hours of an entry from start, end and break, rounded to 2 decimals (7.5 for 07:00-15:00 less 30). */
export function hoursFromTimes(start: string, end: string, breakMinutes = 0): number {
  return Math.round((minutesWorked(start, end, breakMinutes) / 60) * 100) / 100;
}

/** Rules across fields; `partial` for an update, where a field left out keeps its saved value. */
function hourRules(body: HourFieldsBody, ctx: z.RefinementCtx, partial: boolean) {
  const hasStart = body.start != null;
  const hasEnd = body.end != null;
  if (hasStart !== hasEnd && !partial) {
    ctx.addIssue({ code: 'custom', path: [hasStart ? 'end' : 'start'], message: 'required' });
  }
  if (hasStart && hasEnd) {
    const worked = minutesWorked(body.start!, body.end!, body.break ?? 0);
    if (body.start === body.end || worked <= 0) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: HOUR_ERRORS.invalidTimeRange });
    } else if (worked > MAX_HOURS_PER_ENTRY * 60) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: HOUR_ERRORS.invalidHours });
    }
  } else if (!partial && body.amount == null) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'required' });
  }
  const hasWork = body.worktype_id != null;
  const hasAbsence = body.absencetype_id != null;
  if (!partial && hasWork === hasAbsence) {
    ctx.addIssue({ code: 'custom', path: ['worktype_id'], message: HOUR_ERRORS.worktypeOrAbsence });
  }
  if (partial && hasWork && hasAbsence) {
    ctx.addIssue({ code: 'custom', path: ['worktype_id'], message: HOUR_ERRORS.worktypeOrAbsence });
  }
  const additions = body.additions ?? [];
  if (new Set(additions).size !== additions.length) {
    ctx.addIssue({ code: 'custom', path: ['additions'], message: 'invalidData' });
  }
}

/**
 * POST /api/hours: {date, start?, end?, break?, amount?, worktype_id or absencetype_id, order_id?, user_id?,
 * description?, additions?}. The amount comes from start and end less the break, or is typed.
 */
export const hourCreateSchema = z
  .object(hourFields)
  .strict()
  .superRefine((body, ctx) => hourRules(body, ctx, false));
export type HourCreateInput = z.infer<typeof hourCreateSchema>;

/** Fields of HourEntry the server owns: a GET answer can be PUT back, these are ignored. */
export const HOUR_SERVER_OWNED_FIELDS = [
  'id',
  'worktypename',
  'absencetypename',
  'ordernumber',
  'username',
  'state',
  'delivered',
  'approved',
  'comment',
  'deliveredon',
  'approvedon',
  'approvedby',
  'locked',
  'createdon',
  'updatedon',
] as const;

/** PUT /api/hours/{id}: any of the fields plus the version read (412 when stale). Fields left out keep their value. */
export const hourUpdateSchema = z
  .object(hourFields)
  .partial()
  .extend({
    version: versionField,
    // Saving back (issue 7): a GET answer can be PUT back; the derived fields are ignored.
    ...savedBackShape(HOUR_SERVER_OWNED_FIELDS),
  })
  .strict()
  .superRefine((body, ctx) => hourRules(body, ctx, true));
export type HourUpdateInput = z.infer<typeof hourUpdateSchema>;

/** Most entries one page answers; a month of 200 employees is paged. */
export const MAX_HOURS_PAGE = 500;

/** Sortable fields of the filter. */
export const HOUR_SORT_FIELDS = ['date', 'user', 'amount', 'id'] as const;

/**
 * POST /api/hours/filter (spec 02 §7 "start, end, users, state") plus what the screens need: the order's hours,
 * hours or absence, a department, a work type, and paging like the other lists (skip, limit 25 by default, count).
 */
export const hourFilterSchema = z
  .object({
    start: calendarDate(),
    end: calendarDate(),
    users: z.array(idValue, 'invalidData').max(1000, 'invalidData').optional(),
    state: z
      .union([z.enum(HOUR_STATES), z.array(z.enum(HOUR_STATES)).max(4)], typeError('invalidData'))
      .optional(),
    kind: z.enum(HOUR_KINDS, typeError('invalidData')).optional(),
    order_id: idValue.optional(),
    department_id: idValue.optional(),
    worktype_id: idValue.optional(),
    absencetype_id: idValue.optional(),
    sort: z
      .record(z.string(), z.union([z.literal(1), z.literal(-1)]))
      .refine(
        (s) =>
          Object.keys(s).length <= 3 &&
          Object.keys(s).every((k) => (HOUR_SORT_FIELDS as readonly string[]).includes(k)),
        'unknownField',
      )
      .optional(),
    ...listPage(MAX_HOURS_PAGE),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.end < body.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'invalidDate' });
    // A filter is for a period; more than 400 days is a report, not a list.
    const days = (Date.parse(body.end) - Date.parse(body.start)) / 86_400_000;
    if (days > 400) ctx.addIssue({ code: 'custom', path: ['end'], message: 'invalidDate' });
  });
export type HourFilterInput = z.infer<typeof hourFilterSchema>;

/** GET /api/hours/week?user_id=&date=: the ISO week (Monday to Sunday) holding the date, of one user (default me). */
export const hourWeekQuerySchema = z
  .object({
    date: calendarDate(),
    user_id: z.coerce
      .number('invalidData')
      .int('invalidData')
      .positive('invalidData')
      .max(2 ** 53 - 1, 'invalidData')
      .optional(),
  })
  .strict();
export type HourWeekQuery = z.infer<typeof hourWeekQuerySchema>;

const idsField = z.array(idValue, 'invalidData').min(1, 'required').max(1000, 'invalidData');

/** POST /api/hours/deliver and /api/hours/approve, DELETE /api/hours: {ids}. */
export const hourIdsSchema = z.object({ ids: idsField }).strict();
export type HourIdsInput = z.infer<typeof hourIdsSchema>;

/** POST /api/hours/not_approve: {ids, comment}; the comment goes back to the employee. */
export const hourNotApproveSchema = z
  .object({ ids: idsField, comment: requiredText(HOUR_TEXT_MAX) })
  .strict();
export type HourNotApproveInput = z.infer<typeof hourNotApproveSchema>;

/** POST /api/hours/lock_month and /api/hours/unlock_month: {year, month}. */
export const lockMonthSchema = z
  .object({
    year: z
      .number(typeError('invalidNumber'))
      .int('invalidNumber')
      .min(2000, 'invalidNumber')
      .max(2100, 'invalidNumber'),
    month: z
      .number(typeError('invalidNumber'))
      .int('invalidNumber')
      .min(1, 'invalidNumber')
      .max(12, 'invalidNumber'),
  })
  .strict();
export type LockMonthInput = z.infer<typeof lockMonthSchema>;

/** A locked month as GET /api/hours/locked_months answers it. */
export type LockedMonth = {
  year: number;
  month: number;
  lockedon: string;
  lockedby: number | null;
  lockedbyname: string | null;
  /** True when the monthly job locked it, false when a user did. */
  automatic: boolean;
};

/** What a report groups the hours by (/timer/reports). */
export const HOUR_REPORT_GROUPS = ['employee', 'order', 'worktype', 'period'] as const;
export type HourReportGroup = (typeof HOUR_REPORT_GROUPS)[number];

/** POST /api/hours/report (and /api/hours/report/xlsx): hours in a period grouped, with overtime and absence. */
export const hourReportSchema = z
  .object({
    start: calendarDate(),
    end: calendarDate(),
    groupby: z.enum(HOUR_REPORT_GROUPS, typeError('invalidData')),
    users: z.array(idValue, 'invalidData').max(1000, 'invalidData').optional(),
    order_id: idValue.optional(),
    department_id: idValue.optional(),
    worktype_id: idValue.optional(),
    state: z
      .union([z.enum(HOUR_STATES), z.array(z.enum(HOUR_STATES)).max(4)], typeError('invalidData'))
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.end < body.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'invalidDate' });
    if ((Date.parse(body.end) - Date.parse(body.start)) / 86_400_000 > 400) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'invalidDate' });
    }
  });
export type HourReportInput = z.infer<typeof hourReportSchema>;

/** GET /api/hours/payroll_export?year=&month=&format=csv|xlsx: the locked month's payroll lines. */
export const payrollExportQuerySchema = z
  .object({
    year: z.coerce
      .number('invalidNumber')
      .int('invalidNumber')
      .min(2000, 'invalidNumber')
      .max(2100, 'invalidNumber'),
    month: z.coerce
      .number('invalidNumber')
      .int('invalidNumber')
      .min(1, 'invalidNumber')
      .max(12, 'invalidNumber'),
    format: z.enum(['csv', 'xlsx', 'json'], typeError('invalidData')).optional(),
  })
  .strict();
export type PayrollExportQuery = z.infer<typeof payrollExportQuerySchema>;

/** An hour entry as the API answers it (GET, POST, PUT, filter rows). PUT takes it back (derived fields ignored). */
export type HourEntry = {
  id: number;
  version: number;
  date: string;
  start: string | null;
  end: string | null;
  break: number;
  /** Hours, 2 decimals. */
  amount: number;
  worktype_id: number | null;
  worktypename: string | null;
  absencetype_id: number | null;
  absencetypename: string | null;
  order_id: number | null;
  ordernumber: number | null;
  user_id: number;
  username: string | null;
  description: string | null;
  additions: number[];
  state: HourState;
  delivered: boolean;
  approved: boolean;
  /** The approver's comment when not approved. */
  comment: string | null;
  deliveredon: string | null;
  approvedon: string | null;
  approvedby: number | null;
  /** The month of the entry is locked: nothing can change. */
  locked: boolean;
  createdon: string;
  updatedon: string;
};

/** A day of GET /api/hours/week. */
export type HourWeekDay = {
  date: string;
  /** ISO weekday, 1 Monday to 7 Sunday. */
  weekday: number;
  /** Sum of the day's hours (work and absence). */
  total: number;
  /** Norwegian public holiday name, when the day is one. */
  holiday: string | null;
  /** The day's month is locked: nothing of it can change. */
  locked: boolean;
};

/** GET /api/hours/week: one user's ISO week. */
export type HourWeek = {
  user_id: number;
  year: number;
  week: number;
  start: string;
  end: string;
  entries: HourEntry[];
  days: HourWeekDay[];
  total: number;
  delivered: number;
  /** The company's minimum weekly hours (company info mininum_hours). */
  minimum: number;
  /** From the system configuration (1 grid of orders and work types; otherwise a day list with times). */
  hourenterstyle: number;
  locked: boolean;
};

/** An answer of POST /api/hours/filter. */
export type HourFilterResult = { items: HourEntry[]; total?: number; totalcapped?: boolean };

/** A row of the report. */
export type HourReportRow = {
  key: string;
  label: string;
  hours: number;
  normal: number;
  overtime50: number;
  overtime100: number;
  absence: number;
  cost: string;
  sales: string;
};

/** A line of the payroll export: one per employee and wage type code ('lønnsart'). */
export type PayrollLine = {
  user_id: number;
  employeenumber: string | null;
  username: string;
  wagetype: string;
  description: string;
  hours: number;
  rate: string;
  amount: string;
};
