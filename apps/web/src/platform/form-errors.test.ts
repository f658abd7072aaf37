import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import i18next from 'i18next';
import { validation } from '@suite/shared/translations/sections/validation';
import { applyProblemErrors, errorWithHint, fieldHelper, formatLimit, validationText } from './form-errors';

describe('server field errors on forms', () => {
  it('shows each field error of the server on its field', () => {
    const setError = vi.fn();
    const error = new ApiError(400, {
      title: 'Bad Request',
      errors: [
        { field: 'email', message: 'invalidEmail' },
        { field: 'address.postalcode', message: 'invalidPostalCode' },
      ],
    });
    expect(applyProblemErrors(error, setError)).toBe(2);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'invalidEmail' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'address.postalcode',
      { type: 'server', message: 'invalidPostalCode' },
      { shouldFocus: false },
    );
  });

  it('leaves the form alone when the failure was not about fields', () => {
    const setError = vi.fn();
    expect(applyProblemErrors(new ApiError(500, { title: 'Server error' }), setError)).toBe(0);
    expect(applyProblemErrors(new Error('boom'), setError)).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });

  it("translates message keys and the spec's literal messages", () => {
    const texts: Record<string, string> = {
      'validation.required': 'Feltet er påkrevd',
      'validation.invalidName': 'Ugyldig navn',
    };
    const t = (key: string, options?: { defaultValue: string }) => texts[key] ?? options?.defaultValue ?? key;
    expect(validationText(t, 'required')).toBe('Feltet er påkrevd');
    expect(validationText(t, 'Invalid name')).toBe('Ugyldig navn');
    expect(validationText(t, 'Something the server said')).toBe('Something the server said');
    expect(validationText(t, undefined)).toBe('');
  });

  // issue 12: messages of limits name them, in every language, with the server's params.
  describe('limits in messages', () => {
    const i18n = i18next.createInstance();
    const resources = Object.fromEntries(
      ['no', 'en', 'po', 'sw'].map((lang) => [
        lang,
        {
          translation: {
            validation: Object.fromEntries(
              Object.entries(validation).map(([key, texts]) => [
                key,
                (texts as Record<string, string>)[lang],
              ]),
            ),
          },
        },
      ]),
    );
    void i18n.init({ lng: 'no', resources, interpolation: { escapeValue: false } });

    it('says the allowed range and the most characters', () => {
      const t = i18n.getFixedT('no');
      expect(validationText(t, 'outOfRange|min=0|max=100')).toBe('Må være mellom 0 og 100');
      expect(validationText(t, 'outOfRange|min=-90|max=90')).toBe('Må være mellom -90 og 90');
      expect(validationText(t, 'minValue|min=0')).toBe('Må være minst 0');
      expect(validationText(t, 'maxCharacters|max=100')).toBe('Maks 100 tegn');
      expect(validationText(t, 'maxCharacters')).toBe('For mange tegn');
      expect(validationText(i18n.getFixedT('en'), 'outOfRange|min=1000|max=2031')).toBe(
        'Must be between 1000 and 2031',
      );
      expect(validationText(i18n.getFixedT('sw'), 'maxCharacters|max=30')).toBe('Högst 30 tecken');
    });

    it('writes limits with a decimal comma and groups large ones', () => {
      expect(formatLimit(12.5)).toBe('12,5');
      expect(formatLimit(2031)).toBe('2031');
      expect(formatLimit(99_999)).toBe('99 999');
    });

    it('puts the params of a server field error into the message the form shows', () => {
      const setError = vi.fn();
      const error = new ApiError(400, {
        title: 'Bad Request',
        errors: [{ field: 'discount', message: 'outOfRange', params: { min: 0, max: 100 } }],
      });
      applyProblemErrors(error, setError);
      expect(setError).toHaveBeenCalledWith(
        'discount',
        { type: 'server', message: 'outOfRange|min=0|max=100' },
        { shouldFocus: true },
      );
    });
  });

  it('keeps the hint with the error and counts characters near the maximum', () => {
    expect(errorWithHint('Ugyldig tall', '4 til 6 siffer')).toBe('Ugyldig tall · 4 til 6 siffer');
    expect(errorWithHint(undefined, '4 til 6 siffer')).toBe('4 til 6 siffer');
    expect(errorWithHint('Feltet er påkrevd', undefined)).toBe('Feltet er påkrevd');
    expect(fieldHelper({ value: 'x'.repeat(79), maxLength: 100 })).toBeUndefined();
    expect(fieldHelper({ value: 'x'.repeat(80), maxLength: 100 })).toBe('80 / 100');
    expect(fieldHelper({ error: 'Maks 30 tegn', value: 'x'.repeat(30), maxLength: 30 })).toBe(
      'Maks 30 tegn · 30 / 30',
    );
    // Short fields state their length in their hint: no counter on a PIN.
    expect(fieldHelper({ hint: '4 til 6 siffer', value: '12345', maxLength: 6 })).toBe('4 til 6 siffer');
  });
});
