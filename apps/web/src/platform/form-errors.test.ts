import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { applyProblemErrors, validationText } from './form-errors';

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
});
