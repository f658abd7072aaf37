import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../platform/form-errors';

/**
 * Text of a field error. Zod and server messages are keys of section 'validation' (spec 01 §5); a server key
 * that section lacks (e.g. 'alreadyExists') is looked up as 'settings.error_<key>', and a literal message
 * ('Invalid name') is shown as it is.
 */
export function useFieldError(): (
  error: FieldError | { message?: string } | undefined,
) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (error) => {
      const message = error?.message;
      if (!message) return undefined;
      return messageText(t, message, (key) => [
        `validation.${key}`,
        `masterdata.${key}`,
        `settings.error_${key}`,
      ]);
    },
    [t],
  );
}
