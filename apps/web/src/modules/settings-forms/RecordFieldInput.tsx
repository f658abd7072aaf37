import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { SettingsRecordKey } from '@suite/shared/settings/settings-records.schema';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { activeItemsQuery, itemLabel } from '../resources/use-resource-labels';
import { CheckboxGroupField } from '../settings/CheckboxGroupField';
import { TemplateEditor } from '../templates/TemplateEditor';
import { useFieldError } from '../settings/use-field-error';
import { normalizeClock, type FormValues } from './settings-record-form.logic';
import type { OptionLabel, RecordField } from './settings-record-forms';

type RecordFieldInputProps = {
  recordKey: SettingsRecordKey;
  field: RecordField;
  control: Control<FormValues>;
  readOnly: boolean;
  /** For a secret field: whether one is saved (the record answers has<field>). */
  secretSaved?: boolean;
};

/** One input of a settings record form, chosen by the field's kind; label and hint come from 'settingslists'. */
export function RecordFieldInput({
  recordKey,
  field,
  control,
  readOnly,
  secretSaved = false,
}: RecordFieldInputProps) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const label = t(`settingslists.${recordKey}_${field.name}`);
  // The rows a reference field chooses from: the list's active rows, plus the saved one even if deactivated.
  const refResource = field.kind === 'ref' ? field.resource : '';
  const saved = useWatch({ control, name: field.name, disabled: field.kind !== 'ref' });
  const savedId = field.kind === 'ref' && typeof saved === 'string' && saved !== '' ? [Number(saved)] : [];
  const refItems =
    useQuery({ ...activeItemsQuery(refResource, savedId), enabled: field.kind === 'ref' }).data ?? [];
  const helpKey = `settingslists.${recordKey}_${field.name}Help`;
  const help = i18n.exists(helpKey) ? t(helpKey) : undefined;
  const optionText = (kind: OptionLabel, value: string | number) => {
    if (kind === 'raw') return String(value);
    if (kind === 'minutes') return t('settingslists.minutes', { count: Number(value) });
    if (kind === 'days') return t('settingslists.daysNet', { count: Number(value) });
    if (kind === 'months') return t('settingslists.months', { count: Number(value) });
    return t(`settingslists.option_${value}`, { defaultValue: String(value) });
  };

  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => {
        const error = fieldError(fieldState.error);
        // The hint stays beside the error: 'Invalid value (at most 11 letters ...)' says what is expected.
        const helperText = error && help ? `${error} (${help})` : (error ?? help);
        switch (field.kind) {
          case 'template':
            return (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <TemplateEditor
                  kind={field.template}
                  value={typeof input.value === 'string' ? input.value : ''}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  name={input.name}
                  label={label}
                  error={Boolean(error)}
                  helperText={helperText}
                  maxLength={field.max}
                  readOnly={readOnly}
                />
              </Box>
            );
          case 'switch':
            return (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <FormControlLabel
                  label={label}
                  disabled={readOnly}
                  control={<Switch checked={Boolean(input.value)} onChange={(_, on) => input.onChange(on)} />}
                />
                {help ? <FormHelperText sx={{ mt: -0.5, ml: 5.75 }}>{help}</FormHelperText> : null}
              </Box>
            );
          case 'checkboxes':
            return (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <CheckboxGroupField
                  label={label}
                  options={field.options.map((o) => ({ value: o, label: optionText('text', o) }))}
                  value={(input.value as string[]) ?? []}
                  onChange={input.onChange}
                  minColumnWidth={140}
                  disabled={readOnly}
                  error={error}
                />
                {help && !error ? <FormHelperText>{help}</FormHelperText> : null}
              </Box>
            );
          case 'secret':
            return (
              <TextField
                {...input}
                value={(input.value as string) ?? ''}
                type="password"
                label={label}
                // The saved secret is never shown: the field says whether one is there.
                placeholder={secretSaved ? t('settingslists.secretSavedPlaceholder') : undefined}
                error={Boolean(error)}
                helperText={
                  error ?? (secretSaved ? t('settingslists.secretSaved') : t('settingslists.secretMissing'))
                }
                disabled={readOnly}
                fullWidth
                slotProps={{
                  htmlInput: { autoComplete: 'new-password', maxLength: 500 },
                  inputLabel: secretSaved ? { shrink: true } : undefined,
                }}
              />
            );
          case 'select':
          case 'ref': {
            const options =
              field.kind === 'select'
                ? field.options.map((o) => ({ value: String(o), text: optionText(field.optionLabel, o) }))
                : [
                    { value: '', text: t(`settingslists.${field.none}`) },
                    ...refItems.map((item) => ({
                      value: String(item.id),
                      text:
                        itemLabel(field.resource, item) +
                        (item.isactive === false ? ` (${t('settings.inactive')})` : ''),
                    })),
                  ];
            return (
              <TextField
                select
                label={label}
                value={input.value === null || input.value === undefined ? '' : String(input.value)}
                onChange={(e) => input.onChange(e.target.value)}
                onBlur={input.onBlur}
                inputRef={input.ref}
                error={Boolean(error)}
                helperText={helperText}
                disabled={readOnly}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                fullWidth
              >
                {options.map((o) => (
                  <MenuItem key={o.value} value={o.value}>
                    {o.text}
                  </MenuItem>
                ))}
              </TextField>
            );
          }
          default: {
            const multiline = field.kind === 'multiline' || field.kind === 'lines';
            const unit = field.kind === 'number' && field.unit ? t(`settingslists.${field.unit}`) : undefined;
            const inputMode =
              field.kind === 'number'
                ? field.integer
                  ? 'numeric'
                  : 'decimal'
                : field.kind === 'text'
                  ? field.inputMode
                  : undefined;
            const max =
              field.kind === 'text' || field.kind === 'multiline'
                ? field.max
                : field.kind === 'lines'
                  ? field.max * 50
                  : field.kind === 'time'
                    ? 5
                    : undefined;
            return (
              <TextField
                {...input}
                value={(input.value as string) ?? ''}
                onChange={(e) =>
                  input.onChange(
                    field.kind === 'text' && field.uppercase ? e.target.value.toUpperCase() : e.target.value,
                  )
                }
                onBlur={() => {
                  // Times are tidied when the user leaves the field ('7:30' -> '07:30').
                  if (field.kind === 'time' && typeof input.value === 'string') {
                    const tidy = normalizeClock(input.value);
                    if (tidy !== input.value) input.onChange(tidy);
                  }
                  input.onBlur();
                }}
                placeholder={field.kind === 'time' ? t('settingslists.timePlaceholder') : undefined}
                label={label}
                // A text input, not type="time": browsers show that in the user's OS locale (04:00 PM), the spec
                // wants HH:mm everywhere.
                multiline={multiline}
                minRows={multiline ? (field.kind === 'multiline' ? (field.rows ?? 3) : 3) : undefined}
                error={Boolean(error)}
                helperText={helperText}
                disabled={readOnly}
                fullWidth
                sx={multiline ? { gridColumn: '1 / -1' } : undefined}
                slotProps={{
                  htmlInput: { inputMode, maxLength: max },
                  inputLabel: field.kind === 'time' ? { shrink: true } : undefined,
                  input: unit
                    ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
                    : undefined,
                }}
              />
            );
          }
        }
      }}
    />
  );
}
