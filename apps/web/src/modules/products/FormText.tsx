import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useModuleFieldError } from './use-module-field-error';
import { errorWithHint } from '../../platform/form-errors';

export type FormTextProps = {
  control: Control<FieldValues>;
  name: string;
  label: string;
  /** Translation section of the module's own error keys. */
  section: string;
  kind?: 'text' | 'number' | 'date' | 'multiline';
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  helperText?: ReactNode;
  /** Unit shown at the end of the input ('kg', 'kr', '%'). */
  suffix?: string;
  size?: 'small' | 'medium';
};

/**
 * A text, number or date input bound to a form field. Numbers are typed with a decimal comma and dates as
 * DD.MM.YYYY (spec 01 §5), whatever the browser's own locale.
 */
export function FormText(props: FormTextProps) {
  const { control, name, label, section, kind = 'text', suffix } = props;
  const { t } = useTranslation();
  const fieldError = useModuleFieldError(section);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          required={props.required}
          disabled={props.disabled}
          autoFocus={props.autoFocus}
          size={props.size}
          type="text"
          placeholder={kind === 'date' ? t(`${section}.datePlaceholder`) : undefined}
          multiline={kind === 'multiline'}
          minRows={kind === 'multiline' ? 3 : undefined}
          error={Boolean(fieldState.error)}
          helperText={errorWithHint(fieldError(fieldState.error), props.helperText)}
          fullWidth
          slotProps={{
            htmlInput: {
              inputMode: kind === 'number' ? 'decimal' : kind === 'date' ? 'numeric' : undefined,
              style: kind === 'number' ? { textAlign: 'right' } : undefined,
            },
            inputLabel: kind === 'date' ? { shrink: true } : undefined,
            input: suffix
              ? { endAdornment: <InputAdornment position="end">{suffix}</InputAdornment> }
              : undefined,
          }}
        />
      )}
    />
  );
}
