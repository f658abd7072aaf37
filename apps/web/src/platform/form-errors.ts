// Field errors from the server (problem+json `errors: [{field, message}]`, message a translation key of the
// 'validation' section) are shown on the form's fields, exactly like the form's own zod errors.
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formatNumber } from '@suite/shared/format/number-format';
import { parseMessage, validationMessageKey, type MessageParams } from '@suite/shared/validation/messages';
import { fieldErrorMessage, isApiError } from './api';

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
      { type: 'server', message: fieldErrorMessage(fieldError) },
      { shouldFocus: applied === 0 },
    );
    applied++;
  }
  return applied;
}

/** A translate function as react-i18next and i18next give it (keys tried in order). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Translate = (key: any, options?: any) => string;

/**
 * A limit as a message shows it: decimal comma, thousands grouped from five digits on ('1000', '99 999',
 * '-12,5', '999 999 999 999,99').
 */
export function formatLimit(value: number | string): string {
  if (typeof value !== 'number') return value;
  const decimals = Number.isInteger(value) ? 0 : Math.min(String(value).split('.')[1]?.length ?? 0, 6);
  const text = formatNumber(value, decimals);
  return Math.abs(value) < 10_000 ? text.replace(/\s/g, '') : text;
}

/**
 * The text of a field message in the first of `keysOf(key)` that is translated: a key ('required'), a spec literal
 * ('Invalid name' → invalidName), or a key with values (issue 12: 'outOfRange|min=0|max=100' → 'Må være mellom 0 og
 * 100', 'maxCharacters|max=100' → 'Maks 100 tegn'). An unknown message is shown as it is.
 */
export function messageText(
  t: Translate,
  message: string | undefined,
  keysOf: (key: string) => string[] = (key) => [`validation.${key}`],
): string {
  if (!message) return '';
  const { key: raw, params } = parseMessage(message);
  let key: string = validationMessageKey(raw) ?? raw;
  if (key === 'maxCharacters' && params?.max === undefined) key = 'maxCharactersUnknown';
  const values: MessageParams = {};
  for (const [name, value] of Object.entries(params ?? {})) values[name] = formatLimit(value);
  const keys = keysOf(key);
  return t(keys.length === 1 ? keys[0] : keys, { ...values, defaultValue: message });
}

/**
 * The text of a validation message ('required' → t('validation.required'); the spec's literal messages such
 * as 'Invalid name' through their keys; the values of a limit, see messageText). An unknown message is shown as
 * it is.
 */
export function validationText(t: Translate, message?: string) {
  return messageText(t, message);
}

/**
 * What stands under a field: its error and its hint together (issue 12: a hint such as '4 til 6 siffer' stays when
 * the field is wrong), else whichever there is.
 */
export function errorWithHint(error: string | undefined, hint: ReactNode): ReactNode {
  if (error && typeof hint === 'string' && hint && error !== hint) return `${error} · ${hint}`;
  return error || hint || undefined;
}

/** From this share of a field's maximum on, the form shows how many characters are used ('92 / 100'). */
export const COUNTER_FROM_SHARE = 0.8;
/** Short fields (a PIN, initials) state their length in a hint instead of a counter. */
export const COUNTER_MIN_LENGTH = 20;

/**
 * 'n / max' once a text comes near its maximum (issue 12: a limit is stated in the form, and text cut at the
 * maximum is never cut silently), else undefined.
 */
export function lengthCounter(value: unknown, maxLength: number | undefined): string | undefined {
  if (!maxLength || typeof value !== 'string') return undefined;
  return maxLength >= COUNTER_MIN_LENGTH && value.length >= Math.floor(maxLength * COUNTER_FROM_SHARE)
    ? `${value.length} / ${maxLength}`
    : undefined;
}

/** What stands under a text field: the error, the hint and, near the maximum, the counter ('Maks 100 tegn · 100 / 100'). */
export function fieldHelper(parts: {
  error?: string;
  hint?: string;
  value?: unknown;
  maxLength?: number;
}): string | undefined {
  const counter = lengthCounter(parts.value, parts.maxLength);
  const text = [parts.error, parts.hint !== parts.error ? parts.hint : undefined, counter]
    .filter(Boolean)
    .join(' · ');
  return text || undefined;
}
