import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomFieldDefinition } from '@suite/shared/settings/custom-field-values.rules';
import { CUSTOM_MULTILINE_MAX, CUSTOM_TEXT_MAX } from '@suite/shared/settings/custom-field-values.rules';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../settings/SettingsSection';
import { customFieldKey } from './custom-fields.logic';
import { useCustomerFieldError } from './use-customer-field-error';

type Props = {
  control: Control<FieldValues>;
  definitions: readonly CustomFieldDefinition[];
  disabled?: boolean;
};

/**
 * The company's own customer fields (settings /customer_custom_fields), each with the input of its data type
 * (spec 01 §3): text, text over several lines, number with decimal comma, date DD.MM.YYYY, a heading, a checkbox,
 * a drop-down list or radio buttons. Nothing is shown while the company has no such fields.
 */
export function CustomFieldsSection({ control, definitions, disabled }: Props) {
  const { t } = useTranslation();
  const fieldError = useCustomerFieldError();
  if (definitions.length === 0) return null;
  return (
    <SettingsSection title={t('customers.sectionCustomFields')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {definitions.map((def) => {
          const wide = { gridColumn: { md: '1 / -1' } };
          if (def.datatype === 'label') {
            return (
              <Typography key={def.id} variant="subtitle2" component="h3" sx={{ ...wide, mt: 1 }}>
                {def.label}
              </Typography>
            );
          }
          return (
            <Controller
              key={def.id}
              control={control}
              name={`customfields.${customFieldKey(def.id)}`}
              render={({ field, fieldState }) => {
                const helperText = fieldError(fieldState.error);
                const error = Boolean(fieldState.error);
                if (def.datatype === 'checkbox') {
                  return (
                    <FormControl error={error} required={def.required} disabled={disabled}>
                      <FormControlLabel
                        label={def.label}
                        control={
                          <Checkbox
                            checked={field.value === true}
                            onChange={(_, on) => field.onChange(on)}
                            onBlur={field.onBlur}
                            slotProps={{ input: { ref: field.ref } }}
                          />
                        }
                      />
                      {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
                    </FormControl>
                  );
                }
                if (def.datatype === 'radiobox') {
                  return (
                    <FormControl error={error} required={def.required} disabled={disabled} sx={wide}>
                      <FormLabel>{def.label}</FormLabel>
                      <RadioGroup
                        row
                        name={field.name}
                        value={typeof field.value === 'string' ? field.value : ''}
                        onChange={(_, value) => field.onChange(value)}
                        onBlur={field.onBlur}
                      >
                        {(def.options ?? []).map((o) => (
                          <FormControlLabel key={o} value={o} label={o} control={<Radio />} />
                        ))}
                      </RadioGroup>
                      {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
                    </FormControl>
                  );
                }
                const common = {
                  name: field.name,
                  inputRef: field.ref,
                  onBlur: field.onBlur,
                  label: def.label,
                  required: def.required,
                  disabled,
                  error,
                  helperText,
                  fullWidth: true,
                  value: typeof field.value === 'string' ? field.value : '',
                };
                if (def.datatype === 'select') {
                  return (
                    <TextField {...common} select onChange={(e) => field.onChange(e.target.value)}>
                      <MenuItem value="">
                        <em>{t('resources.none')}</em>
                      </MenuItem>
                      {(def.options ?? []).map((o) => (
                        <MenuItem key={o} value={o}>
                          {o}
                        </MenuItem>
                      ))}
                    </TextField>
                  );
                }
                const multiline = def.datatype === 'multiline_string';
                return (
                  <TextField
                    {...common}
                    onChange={(e) => field.onChange(e.target.value)}
                    multiline={multiline}
                    minRows={multiline ? 3 : undefined}
                    sx={multiline ? wide : undefined}
                    placeholder={def.datatype === 'date' ? t('resources.datePlaceholder') : undefined}
                    slotProps={{
                      htmlInput: {
                        inputMode: def.datatype === 'number' ? 'decimal' : undefined,
                        maxLength:
                          def.datatype === 'string'
                            ? CUSTOM_TEXT_MAX
                            : multiline
                              ? CUSTOM_MULTILINE_MAX
                              : undefined,
                      },
                      inputLabel: def.datatype === 'date' ? { shrink: true } : undefined,
                    }}
                  />
                );
              }}
            />
          );
        })}
      </Box>
    </SettingsSection>
  );
}
