import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Text of a field error of a module's form. Messages are translation keys (spec 01 §5): the module's own rules are
 * '<section>.error_<key>' ('products.error_invalidEan'), the shared ones 'validation.<key>'.
 */
export function useModuleFieldError(section: string) {
  const { t } = useTranslation();
  return useCallback(
    (error: FieldError | { message?: string } | undefined): string | undefined => {
      const message = error?.message;
      if (!message) return undefined;
      return t([`${section}.error_${message}`, `validation.${message}`], { defaultValue: message });
    },
    [t, section],
  );
}
