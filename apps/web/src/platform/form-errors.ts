// Field errors from the server (problem+json `errors: [{field, message}]`, message a translation key of the
// 'validation' section) are shown on the form's fields, exactly like the form's own zod errors.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { validationMessageKey } from '@suite/shared/validation/messages';
import { isApiError } from './api';

/**
 * Puts an ApiError's field errors on a react-hook-form form. Answers how many were applied, so the caller
 * can fall back to a snackbar when the error was not about fields.
 */
export function applyProblemErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): number {
  if (!isApiError(error) || !error.problem.errors?.length) return 0;
  let applied = 0;
  for (const fieldError of error.problem.errors) {
    if (!fieldError.field) continue;
    setError(
      fieldError.field as Path<T>,
      { type: 'server', message: fieldError.message },
      { shouldFocus: applied === 0 },
    );
    applied++;
  }
  return applied;
}

/**
 * The text of a validation message ('required' → t('validation.required'); the spec's literal messages such
 * as 'Invalid name' through their keys). An unknown message is shown as it is.
 */
export function validationText(
  t: (key: string, options?: { defaultValue: string }) => string,
  message?: string,
) {
  if (!message) return '';
  return t(`validation.${validationMessageKey(message) ?? message}`, { defaultValue: message });
}
