// Inputs of the master-data record forms (leads, buildings, employees), bound to react-hook-form. Labels are
// translation keys; error messages are the shared rules' keys, shown through the record's own section.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useCallback, type ReactNode } from 'react';
import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorKeys } from './record-form.logic';
import { errorWithHint, fieldHelper, messageText } from '../../platform/form-errors';

/** Text of a field error: validation.<key>, then <section>.error_<key>, then settings.error_<key>. */
export function useRecordFieldError(section: string): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (error) => (error?.message ? messageText(t, error.message, (key) => errorKeys(section, key)) : undefined),
    [t, section],
  );
}

/** Two columns on a wide screen, one on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

type BaseProps<V extends FieldValues> = {
  control: Control<V>;
  name: Path<V>;
  /** Translation section of the label (field_<name>) and of the screen's own error texts. */
  section: string;
  /** Translation key of the label; default '<section>.field_<name>'. */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Spans both columns of a FieldGrid. */
  wide?: boolean;
};

type TextProps<V extends FieldValues> = BaseProps<V> & {
  kind?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'multiline';
  autoFocus?: boolean;
  autoComplete?: string;
  maxLength?: number;
  endAdornment?: ReactNode;
};

/** A text input. 'number' and 'date' stay text inputs: users type '1 234,5' and 'DD.MM.YYYY' (spec 01 §5). */
export function TextInput<V extends FieldValues>(props: TextProps<V>) {
  const { t } = useTranslation();
  const fieldError = useRecordFieldError(props.section);
  const kind = props.kind ?? 'text';
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={t(props.label ?? `${props.section}.field_${props.name}`)}
          required={props.required}
          disabled={props.disabled}
          autoFocus={props.autoFocus}
          fullWidth
          size="small"
          type={kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : 'text'}
          multiline={kind === 'multiline'}
          minRows={kind === 'multiline' ? 4 : undefined}
          autoComplete={props.autoComplete ?? 'off'}
          error={Boolean(fieldState.error)}
          helperText={fieldHelper({
            error: fieldError(fieldState.error),
            hint: props.helperText,
            value: field.value,
            maxLength: props.maxLength,
          })}
          placeholder={kind === 'date' ? t('leads.dateHelp') : undefined}
          sx={props.wide ? { gridColumn: '1 / -1' } : undefined}
          slotProps={{
            htmlInput: {
              inputMode: kind === 'number' ? 'decimal' : undefined,
              maxLength: props.maxLength,
            },
            input: props.endAdornment ? { endAdornment: props.endAdornment } : undefined,
          }}
        />
      )}
    />
  );
}

export type SelectOption = { value: string | number; label: string; disabled?: boolean };

type SelectProps<V extends FieldValues> = BaseProps<V> & {
  options: SelectOption[];
  /** Label of the empty choice; omit for a required select without one. */
  emptyLabel?: string;
};

/** A select whose empty choice is '' (the shared rules read '' as "no value"). */
export function SelectInput<V extends FieldValues>(props: SelectProps<V>) {
  const { t } = useTranslation();
  const fieldError = useRecordFieldError(props.section);
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          select
          {...field}
          value={field.value ?? ''}
          onChange={(e) => {
            const raw = e.target.value as string | number;
            const option = props.options.find((o) => String(o.value) === String(raw));
            field.onChange(option ? option.value : '');
          }}
          label={t(props.label ?? `${props.section}.field_${props.name}`)}
          required={props.required}
          disabled={props.disabled}
          fullWidth
          size="small"
          error={Boolean(fieldState.error)}
          helperText={errorWithHint(fieldError(fieldState.error), props.helperText)}
          sx={props.wide ? { gridColumn: '1 / -1' } : undefined}
        >
          {props.emptyLabel !== undefined ? (
            <MenuItem value="">
              <em>{props.emptyLabel}</em>
            </MenuItem>
          ) : null}
          {props.options.map((o) => (
            <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** An on/off switch with an optional explanation under it. */
export function SwitchInput<V extends FieldValues>(props: BaseProps<V>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Box sx={props.wide ? { gridColumn: '1 / -1' } : undefined}>
          <FormControlLabel
            label={t(props.label ?? `${props.section}.field_${props.name}`)}
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(_, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                disabled={props.disabled}
              />
            }
          />
          {props.helperText ? (
            <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{props.helperText}</FormHelperText>
          ) : null}
        </Box>
      )}
    />
  );
}
