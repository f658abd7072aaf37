import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResourceField } from './resource.types';
import { useFieldError } from './use-field-error';

type ResourceFormFieldsProps = {
  form: UseFormReturn<FieldValues>;
  fields: ResourceField[];
  isNew: boolean;
  readOnly?: boolean;
};

/** The generic inputs of a settings record: text, multi-line text, number, e-mail and on/off switches. */
export function ResourceFormFields({ form, fields, isNew, readOnly }: ResourceFormFieldsProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {fields.map((field, index) => {
        const kind = field.kind ?? 'text';
        // spec 01 §5: new items are created active, so the active switch only matters when editing.
        if (kind === 'switch' && isNew && !field.showOnCreate) return null;
        if (kind === 'switch') {
          return (
            <Controller
              key={field.name}
              control={form.control}
              name={field.name}
              render={({ field: input }) => (
                <FormControlLabel
                  label={t(field.label)}
                  control={
                    <Switch
                      checked={Boolean(input.value)}
                      onChange={(_, checked) => input.onChange(checked)}
                      onBlur={input.onBlur}
                      disabled={readOnly}
                    />
                  }
                />
              )}
            />
          );
        }
        return (
          <Controller
            key={field.name}
            control={form.control}
            name={field.name}
            render={({ field: input, fieldState }) => (
              <TextField
                {...input}
                value={input.value ?? ''}
                label={t(field.label)}
                required={field.required}
                autoFocus={field.autoFocus ?? index === 0}
                multiline={kind === 'multiline'}
                minRows={kind === 'multiline' ? 3 : undefined}
                type={kind === 'email' ? 'email' : kind === 'date' ? 'date' : 'text'}
                error={Boolean(fieldState.error)}
                helperText={fieldError(fieldState.error)}
                disabled={readOnly}
                fullWidth
                slotProps={{
                  htmlInput: kind === 'number' ? { inputMode: 'decimal' } : undefined,
                  inputLabel: kind === 'date' ? { shrink: true } : undefined,
                }}
              />
            )}
          />
        );
      })}
    </Stack>
  );
}
