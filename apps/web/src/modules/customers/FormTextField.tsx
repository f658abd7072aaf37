import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useCustomerFieldError } from './use-customer-field-error';
import { errorWithHint, lengthCounter } from '../../platform/form-errors';

export type FormTextFieldProps = {
  control: Control<FieldValues>;
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  multiline?: boolean;
  /** Numbers are typed as text with a decimal comma (spec 01 §5); this only picks the phone keyboard. */
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url';
  helperText?: ReactNode;
  autoFocus?: boolean;
  /** This field's own text for an error key, where the general one says too little ('invalidData'). */
  errorTexts?: Record<string, string>;
  /** Most characters (the shared rule's maximum): the input stops there and a counter shows near it. */
  maxLength?: number;
};

/** A text input bound to a react-hook-form field; the field's error is shown translated under it. */
export function FormTextField(props: FormTextFieldProps) {
  const { t } = useTranslation();
  const fieldError = useCustomerFieldError();
  const errorText = (error: { message?: string } | undefined) => {
    const own = error?.message ? props.errorTexts?.[error.message] : undefined;
    return own ? t(own) : fieldError(error);
  };
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={props.label}
          required={props.required}
          disabled={props.disabled}
          autoFocus={props.autoFocus}
          multiline={props.multiline}
          minRows={props.multiline ? 3 : undefined}
          error={Boolean(fieldState.error)}
          helperText={withCounter(
            errorWithHint(errorText(fieldState.error), props.helperText),
            lengthCounter(field.value, props.maxLength),
          )}
          fullWidth
          slotProps={{ htmlInput: { inputMode: props.inputMode, maxLength: props.maxLength } }}
        />
      )}
    />
  );
}

function withCounter(helper: ReactNode, counter: string | undefined): ReactNode {
  if (!counter) return helper;
  return helper && typeof helper === 'string' ? `${helper} · ${counter}` : (helper ?? counter);
}
