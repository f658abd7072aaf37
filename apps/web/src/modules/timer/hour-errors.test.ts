import { DEFAULT_TRANSLATIONS } from '@suite/shared/translations/index';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/api';
import { hourMessageText, readHourProblem } from './hour-errors';

// The Norwegian default texts, looked up like i18next does with a list of keys (first found wins).
const t = (keys: string | string[], options?: { defaultValue: string }) => {
  for (const key of Array.isArray(keys) ? keys : [keys]) {
    const [section, name] = key.split('.');
    const text = DEFAULT_TRANSLATIONS[section!]?.[name!]?.no;
    if (text) return text;
  }
  return options?.defaultValue ?? String(keys);
};

describe('the refusals of the hour rules as the user reads them', () => {
  it('translates the hour keys, then the general ones, and leaves free text as it is', () => {
    expect(hourMessageText(t, 'invalidHours')).toBe('Timer må være over 0 og høyst 24');
    expect(hourMessageText(t, 'monthLocked')).toBe('Måneden er låst.');
    expect(hourMessageText(t, 'required')).toBe(DEFAULT_TRANSLATIONS.validation!.required!.no);
    expect(hourMessageText(t, 'Proxy timeout after 30 s')).toBe('Proxy timeout after 30 s');
  });

  it('puts field errors at their fields and names the first; a bare detail becomes the message', () => {
    const fields = new ApiError(400, {
      title: 'Bad Request',
      errors: [
        { field: 'amount', message: 'invalidHours' },
        { field: 'worktype_id', message: 'worktypeOrAbsenceRequired' },
      ],
    });
    expect(readHourProblem(t, fields)).toEqual({
      fields: {
        amount: 'Timer må være over 0 og høyst 24',
        worktype_id: 'Velg en arbeidstype eller en fraværstype',
      },
      firstField: 'amount',
      message: 'Timer må være over 0 og høyst 24',
    });
    const locked = new ApiError(400, { title: 'Bad Request', detail: 'monthLocked' });
    expect(readHourProblem(t, locked)).toMatchObject({
      fields: {},
      firstField: null,
      message: 'Måneden er låst.',
    });
    const denied = new ApiError(403, { title: 'Forbidden', detail: 'noPermissionToAddHours' });
    expect(readHourProblem(t, denied).message).toBe('Du har ikke tilgang til å registrere timer.');
  });
});
