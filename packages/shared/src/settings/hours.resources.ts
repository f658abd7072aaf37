import type { FieldDef } from '../resources/define-resource';
import { shiftRules } from './hours.rules';
import { DESCRIPTION, NAME, PERCENT, settingsList } from './settings-list';

// spec 02 §2 "Hours and absence" settings: worktypes, absencetypes, additions, hour_pricing, shift_setting,
// time_range.

/**
 * Work types of the timesheet. `code` is the wage type ('lønnsart') the payroll export uses; `percentage` the
 * overtime supplement on the hourly wage (spec 02 §3 "overtime 50% and 100%").
 */
export const worktypesResource = settingsList({
  name: 'worktypes',
  screen: 'worktypes',
  fields: {
    name: NAME,
    code: { type: 'text', max: 20 },
    percentage: { type: 'decimal', min: 0, max: 300 },
    isbillable: { type: 'boolean' },
  },
});

/** Absence types; the API name is the spec's spelling, 'absenctypes'. */
export const absenctypesResource = settingsList({
  name: 'absenctypes',
  screen: 'absencetypes',
  fields: {
    name: NAME,
    code: { type: 'text', max: 20 },
    ispaid: { type: 'boolean' },
    // Absence that needs a manager's approval before it counts (spec 01 §2 /timer approval_absence).
    requiresapproval: { type: 'boolean' },
  },
});

/** Hour additions ('tillegg'): an amount per hour on top of the wage, e.g. a dirty-work allowance. */
export const houradditionsResource = settingsList({
  name: 'houradditions',
  screen: 'additions',
  fields: {
    name: NAME,
    code: { type: 'text', max: 20 },
    amount: { type: 'money', min: 0, max: 100_000 },
    description: DESCRIPTION,
  },
});

/** Hourly prices are money up to 100 000 kr (numeric(14,2)). */
const HOURLY: FieldDef = { type: 'money', min: 0, max: 100_000 };

/**
 * What hours are invoiced at (and what they cost): a sales and a cost price per hour for a work type, optionally
 * for one department only, valid from a date. For an hour, the row of its work type valid on its date wins, the
 * department's own row before the one for every department (our design: the spec names only the screen).
 */
export const hourpricingResource = settingsList({
  name: 'hourpricing',
  screen: 'hour_pricing',
  fields: {
    worktype_id: { type: 'integer', required: true, ref: 'worktypes' },
    department_id: { type: 'integer', ref: 'departments' },
    validfrom: { type: 'date', required: true },
    salesprice: { ...HOURLY, required: true },
    costprice: HOURLY,
    description: { type: 'text', max: 200 },
  },
  listColumns: [
    'worktype_id',
    'department_id',
    'validfrom',
    'salesprice',
    'costprice',
    'description',
    'isactive',
  ],
  searchFields: ['description'],
  defaultSort: { field: 'validfrom', dir: -1 },
  // Two prices for the same work type and department from the same day would leave the invoice to chance.
  uniqueTogether: [['worktype_id', 'department_id', 'validfrom']],
});

const CLOCK: FieldDef = { type: 'time', required: true };
const DAYS: FieldDef = { type: 'weekdays', required: true };

/**
 * Shifts of the timesheet: planned start and end (a night shift runs past midnight), the unpaid break in minutes
 * and the weekdays it is worked. The break must be shorter than the shift.
 */
export const shiftsResource = settingsList({
  name: 'shifts',
  screen: 'shift_setting',
  fields: {
    name: NAME,
    starttime: CLOCK,
    endtime: CLOCK,
    breakminutes: { type: 'integer', required: true, min: 0, max: 240 },
    weekdays: DAYS,
  },
  rowRules: shiftRules,
});

/**
 * Named time ranges (evening, night, weekend) that hour additions and overtime apply in. An end not after the start
 * runs past midnight (night 21:00-06:00); an end equal to the start is the whole day. The addition, if any, is the
 * supplement paid for hours inside the range.
 */
export const timerangesResource = settingsList({
  name: 'timeranges',
  screen: 'time_range',
  fields: {
    name: NAME,
    starttime: CLOCK,
    endtime: CLOCK,
    weekdays: DAYS,
    houraddition_id: { type: 'integer', ref: 'houradditions' },
    description: DESCRIPTION,
  },
});

/**
 * spec 01 §2 "timer discount earning": the earning (markup on the hourly cost) and the discount hours of a work type
 * are invoiced with, e.g. overtime sold with 50 % earning and no discount.
 */
export const timerdiscountearningsResource = settingsList({
  name: 'timerdiscountearnings',
  screen: 'timer_discount_earning',
  fields: {
    name: { type: 'text', required: true, max: 100 },
    worktype_id: { type: 'integer', required: true, ref: 'worktypes' },
    earningpercentage: { type: 'decimal', min: 0, max: 1000 },
    discountpercentage: PERCENT,
  },
  listColumns: ['name', 'worktype_id', 'earningpercentage', 'discountpercentage', 'isactive'],
  searchFields: ['name'],
});

export const HOUR_LISTS = [
  worktypesResource,
  absenctypesResource,
  houradditionsResource,
  hourpricingResource,
  shiftsResource,
  timerangesResource,
  timerdiscountearningsResource,
];
