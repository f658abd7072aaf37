import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useCustomerFieldError } from './use-customer-field-error';

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
};

/** A text input bound to a react-hook-form field; the field's error is shown translated under it. */
export function FormTextField(props: FormTextFieldProps) {
  const fieldError = useCustomerFieldError();
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
          helperText={fieldError(fieldState.error) ?? props.helperText}
          fullWidth
          slotProps={{ htmlInput: { inputMode: props.inputMode } }}
        />
      )}
    />
  );
}
