// Reading the server's problem+json answers (docs/api-contract.md) in screens that handle errors themselves.
import { isApiError, problemText } from '../../platform/api';

/** HTTP 412: the record was changed by someone else since it was read (DESIGN.md "stale save"). */
export function isStaleSave(error: unknown): boolean {
  return isApiError(error) && error.status === 412;
}

/** True when the answer carried field errors that a form can show on its fields. */
export function hasFieldErrors(error: unknown): boolean {
  return isApiError(error) && (error.problem.errors?.length ?? 0) > 0;
}

/** spec 01 §8: 'Message : ' followed by the detail, or the title, or the status text. */
export function problemMessage(error: unknown, prefix: string): string {
  const text = isApiError(error)
    ? problemText(error.problem)
    : error instanceof Error
      ? error.message
      : String(error);
  return `${prefix} : ${text}`;
}
