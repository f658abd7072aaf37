import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCustomerFieldError } from './use-customer-field-error';

export type SelectOption = { value: string | number; label: string; disabled?: boolean };

export type FormSelectFieldProps = {
  control: Control<FieldValues>;
  name: string;
  label: string;
  options: SelectOption[];
  /** Offer 'None' (the value null). */
  allowNone?: boolean;
  required?: boolean;
  disabled?: boolean;
};

const NONE = '__none__';

/** A select bound to a react-hook-form field; the value keeps its type (number ids stay numbers). */
export function FormSelectField(props: FormSelectFieldProps) {
  const { t } = useTranslation();
  const fieldError = useCustomerFieldError();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const current = props.options.find((o) => o.value === field.value);
        return (
          <TextField
            select
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={current ? String(current.value) : props.allowNone ? NONE : ''}
            onChange={(e) => {
              const picked = props.options.find((o) => String(o.value) === e.target.value);
              field.onChange(picked ? picked.value : null);
            }}
            label={props.label}
            required={props.required}
            disabled={props.disabled}
            error={Boolean(fieldState.error)}
            helperText={fieldError(fieldState.error)}
            fullWidth
          >
            {props.allowNone ? (
              <MenuItem value={NONE}>
                <em>{t('customers.none')}</em>
              </MenuItem>
            ) : null}
            {props.options.map((o) => (
              <MenuItem key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
