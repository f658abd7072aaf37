// The lengths of custom field texts, apart from the rules (custom-field-values.rules.ts, with zod): the customer
// form shows its inputs' limits without loading zod (issue 11).

/** Longest text of a one-line and of a multi-line custom field. */
export const CUSTOM_TEXT_MAX = 200;
export const CUSTOM_MULTILINE_MAX = 4000;
