import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useModuleFieldError } from './use-module-field-error';
import { lookupLabel, useLookup, type LookupRow } from './use-lookup';
import { errorWithHint } from '../../platform/form-errors';

export type LookupFieldProps = {
  control: Control<FieldValues>;
  name: string;
  label: string;
  /** API name of the lookup list, e.g. 'productgroups'. */
  resource: string;
  section: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** The current value, so a deactivated item still shows (get_active with ids). */
  value?: number | '' | null;
  optionLabel?: (row: LookupRow) => string;
};

/**
 * A select over a lookup list of the settings (spec 01 §3 "Lookup lists loaded at start"). Items a role may not use
 * are shown disabled (spec 01 §4); an empty list says where to set it up.
 */
export function LookupField(props: LookupFieldProps) {
  const { control, name, label, resource, section, value } = props;
  const { t } = useTranslation();
  const fieldError = useModuleFieldError(section);
  const lookup = useLookup(resource, [value ?? null]);
  const rows = lookup.data ?? [];
  const labelOf = props.optionLabel ?? lookupLabel;
  const empty = lookup.isSuccess && rows.length === 0;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          {...field}
          value={rows.some((r) => r.id === field.value) ? field.value : ''}
          onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
          label={label}
          required={props.required}
          disabled={props.disabled || empty}
          size={props.size}
          error={Boolean(fieldState.error)}
          helperText={errorWithHint(
            fieldError(fieldState.error),
            empty ? t(`${section}.listNotSetUp`) : undefined,
          )}
          fullWidth
        >
          {props.required ? null : (
            <MenuItem value="">
              <em>{t(`${section}.none`)}</em>
            </MenuItem>
          )}
          {rows.map((r) => (
            <MenuItem
              key={r.id}
              value={r.id}
              disabled={r.disabled === true || (r.isactive === false && r.id !== field.value)}
            >
              {labelOf(r)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
