import { DESCRIPTION, NAME, PERCENT, settingsList } from './settings-list';

// spec 02 §2 "Hours and absence" settings: worktypes, absencetypes, additions.

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
  timerdiscountearningsResource,
];
