// The refusals of the hour rules as the user reads them: the server answers keys (invalidHours, monthLocked,
// noPermissionToAddHours, hoursAlreadyDelivered ...) as field errors or as the problem's detail; their texts are in
// the 'hoursapi' section ('error_<key>'), the general ones in 'validation' and 'errors'.
import { isApiError, problemText } from '../../platform/api';

type Translate = (key: string | string[], options?: { defaultValue: string }) => string;

const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The text of one message key (or free text, shown as it is). */
export function hourMessageText(t: Translate, message: string | undefined): string {
  if (!message) return '';
  const key = /^([A-Za-z][A-Za-z0-9_]*)(: .*)?$/.exec(message)?.[1];
  if (!key || !KEY.test(key)) return message;
  return t([`hoursapi.error_${key}`, `validation.${key}`, `errors.${key}`], { defaultValue: message });
}

export type HourProblem = {
  /** Field -> translated message (shown at the field). */
  fields: Record<string, string>;
  /** The first failing field (for the summary), if any. */
  firstField: string | null;
  /** The message of the whole answer (the summary line or the snackbar). */
  message: string;
};

/** Reads a failed hours call: the field errors translated, and one message for a snackbar or an alert. */
export function readHourProblem(t: Translate, error: unknown): HourProblem {
  if (!isApiError(error)) {
    return { fields: {}, firstField: null, message: error instanceof Error ? error.message : String(error) };
  }
  const fields: Record<string, string> = {};
  let firstField: string | null = null;
  for (const e of error.problem.errors ?? []) {
    const field = e.field.split('.')[0] || '';
    const text = hourMessageText(t, e.message);
    if (field && !(field in fields)) {
      fields[field] = text;
      firstField ??= field;
    }
  }
  const first = (error.problem.errors ?? [])[0];
  const message = first
    ? hourMessageText(t, first.message)
    : hourMessageText(t, problemText(error.problem)) || problemText(error.problem);
  return { fields, firstField, message };
}
