// The states of an hour entry, apart from the rules of hours.schema.ts (zod): a screen that only shows states
// (the hours week, issue 11) does not load the validation library with its first page.

/** spec 02 §4 Hours: the states of an entry, in the names every entry answers. */
export const HOUR_STATES = ['not_delivered', 'delivered', 'approved', 'not_approved'] as const;
export type HourState = (typeof HOUR_STATES)[number];
