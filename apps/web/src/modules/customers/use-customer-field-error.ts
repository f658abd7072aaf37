import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../platform/form-errors';

/**
 * Text of a field error: zod and server messages are keys of section 'validation' (spec 01 §5); keys the server
 * adds for customers ('notASupplier', 'alreadyExists') are in section 'customers' as error_<key>.
 */
export function useCustomerFieldError(): (
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
        `customers.error_${key}`,
        `settings.error_${key}`,
      ]);
    },
    [t],
  );
}
