// Reading the server's problem+json answers (docs/api-contract.md) in screens that handle errors themselves.
import i18next from 'i18next';
import { isApiError, problemText } from '../../platform/api';
import { problemDisplayText } from '../../platform/problem-text';

/** HTTP 412: the record was changed by someone else since it was read (DESIGN.md "stale save"). */
export function isStaleSave(error: unknown): boolean {
  return isApiError(error) && error.status === 412;
}

/** True when the answer carried field errors that a form can show on its fields. */
export function hasFieldErrors(error: unknown): boolean {
  return isApiError(error) && (error.problem.errors?.length ?? 0) > 0;
}

/**
 * spec 01 §8: 'Message' followed by the detail, or the title, or the status text; a detail that is a translation
 * key ('noPermission', 'importFailed' ...) is shown translated (issue 12: never a raw key), and no space stands
 * before the colon ('Melding: ...').
 */
export function problemMessage(error: unknown, prefix: string): string {
  const text = isApiError(error)
    ? problemText(error.problem)
    : error instanceof Error
      ? error.message
      : String(error);
  const translate = (key: string, options?: { defaultValue: string }) =>
    i18next.isInitialized ? i18next.t(key, options) : (options?.defaultValue ?? key);
  return `${prefix}: ${problemDisplayText(translate, text)}`;
}
