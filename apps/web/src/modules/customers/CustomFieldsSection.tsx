import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CustomFieldDefinition } from '@suite/shared/settings/custom-field-values.rules';
import { CUSTOM_MULTILINE_MAX, CUSTOM_TEXT_MAX } from '@suite/shared/settings/custom-field-limits';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LiteChoice, LiteGroup } from '../settings/lite-fields';
import { LiteFormSelectField, LiteFormTextField } from '../settings/LiteFormFields';
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
          const name = `customfields.${customFieldKey(def.id)}`;
          const common = {
            control,
            name,
            label: def.label,
            required: def.required,
            disabled,
            errorText: fieldError,
          };
          if (def.datatype === 'select') {
            return (
              <LiteFormSelectField
                key={def.id}
                {...common}
                options={(def.options ?? []).map((o) => ({ value: o, label: o }))}
                none={t('resources.none')}
                noneValue=""
              />
            );
          }
          if (def.datatype !== 'checkbox' && def.datatype !== 'radiobox') {
            const multiline = def.datatype === 'multiline_string';
            return (
              <div key={def.id} style={multiline ? { gridColumn: '1 / -1' } : undefined}>
                <LiteFormTextField
                  {...common}
                  multiline={multiline}
                  inputMode={def.datatype === 'number' ? 'decimal' : undefined}
                  maxLength={
                    def.datatype === 'string' ? CUSTOM_TEXT_MAX : multiline ? CUSTOM_MULTILINE_MAX : undefined
                  }
                  shrink={def.datatype === 'date'}
                  placeholder={def.datatype === 'date' ? t('resources.datePlaceholder') : undefined}
                />
              </div>
            );
          }
          return (
            <Controller
              key={def.id}
              control={control}
              name={name}
              render={({ field, fieldState }) => {
                const helperText = fieldError(fieldState.error);
                const error = Boolean(fieldState.error);
                const helper = helperText ? (
                  <p className={error ? 'sf-choice-helper sf-error' : 'sf-choice-helper'}>{helperText}</p>
                ) : null;
                if (def.datatype === 'checkbox') {
                  return (
                    <div className="sf-group">
                      <LiteChoice
                        type="checkbox"
                        label={def.label}
                        required={def.required}
                        error={error}
                        disabled={disabled}
                        checked={field.value === true}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                      />
                      {helper}
                    </div>
                  );
                }
                return (
                  <LiteGroup
                    label={def.label}
                    required={def.required}
                    row
                    radio
                    error={error}
                    style={{ gridColumn: '1 / -1' }}
                    footer={helper}
                  >
                    {(def.options ?? []).map((o) => (
                      <LiteChoice
                        key={o}
                        type="radio"
                        name={field.name}
                        value={o}
                        label={o}
                        disabled={disabled}
                        checked={field.value === o}
                        onChange={(on) => on && field.onChange(o)}
                        onBlur={field.onBlur}
                      />
                    ))}
                  </LiteGroup>
                );
              }}
            />
          );
        })}
      </Box>
    </SettingsSection>
  );
}
