import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api';
import { validationText } from '../../platform/form-errors';

/**
 * Field errors of an offer call, shown under their fields: the offer's own keys (offers.error_*) first, then the
 * common validation texts.
 */
export function useOfferErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (message: string) =>
    t(`offers.error_${message}`, { defaultValue: validationText(t, message) });
  return {
    errors,
    clear: () => setErrors({}),
    /** The translated error of a field, or undefined. */
    of: (field: string) => (errors[field] ? text(errors[field]!) : undefined),
    /** Takes the field errors of a failed call; answers whether there were any. */
    take(error: unknown): boolean {
      if (!isApiError(error) || !error.problem.errors?.length) return false;
      setErrors(Object.fromEntries(error.problem.errors.map((e) => [e.field, e.message])));
      return true;
    },
    text,
  };
}
