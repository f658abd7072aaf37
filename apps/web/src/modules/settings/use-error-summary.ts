import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { firstFieldError } from './save-bar.logic';
import { useFieldError } from './use-field-error';

/**
 * The form error summary of spec 01 §5 / 02 §5 for SaveBar's `errorSummary`: after a failed save, the first failing
 * field's label (from `labelKey`) and message. Null before the first save and when nothing fails.
 */
export function useErrorSummary(
  formState: { errors: FieldErrors<FieldValues>; submitCount: number },
  labelKey: (field: string) => string,
): { label: string; message: string } | null {
  const { t } = useTranslation();
  const messageOf = useFieldError();
  if (formState.submitCount === 0) return null;
  const first = firstFieldError(formState.errors);
  if (!first) return null;
  // 'units.0.factor' is labelled by its last part ('factor') when the whole path has no label of its own.
  const last = first.field.split('.').pop()!;
  const label = t([labelKey(first.field), labelKey(last)], { defaultValue: last });
  return { label, message: messageOf({ message: first.message }) ?? first.message };
}
