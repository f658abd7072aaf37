import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { textMax, WEEKDAYS, type ResourceDef } from '@suite/shared/resources/define-resource';
import { errorWithHint, fieldHelper } from '../../platform/form-errors';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ChangeEvent } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type ControllerRenderProps,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResourceFieldsContext } from '../settings/resource.types';
import { TemplateEditor } from '../templates/TemplateEditor';
import { useFieldError } from '../settings/use-field-error';
import { formFields, normalizeTime, optionLabelKeys, ROLE_IDS, type FormField } from './resource-form.logic';
import { activeItemsQuery, itemLabel, useFieldLabel } from './use-resource-labels';

type FieldsProps = ResourceFieldsContext & {
  def: ResourceDef;
  /** Fields the screen fixes (its match, e.g. isheader on the checklist header screen): not shown. */
  hidden?: readonly string[];
};

/**
 * The inputs of a resource's add and edit form, one per field of its definition: text, number with decimal
 * comma, switch, date DD.MM.YYYY, a select for fixed values and for references (fed by the referenced
 * resource's get_active), role checkboxes for userrolesaccess, and the active switch when editing.
 */
export function DefinitionFields({ def, form, isNew, readOnly, hidden }: FieldsProps) {
  const { t } = useTranslation();
  const label = useFieldLabel(def);
  const fields = formFields(def).filter((f) => !hidden?.includes(f.name));
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {fields.map((field, index) => (
        <Controller
          key={field.name}
          control={form.control}
          name={field.name}
          render={({ field: input, fieldState }) =>
            field.kind === 'template' ? (
              <TemplateFieldInput
                control={form.control}
                field={field}
                input={input}
                label={label(field.name)}
                error={fieldState.error?.message}
                readOnly={readOnly}
                hasSubject={'subject' in def.fields}
              />
            ) : (
              <FieldInput
                def={def}
                field={field}
                input={input}
                label={label(field.name)}
                error={fieldState.error?.message}
                autoFocus={index === 0}
                readOnly={readOnly}
              />
            )
          }
        />
      ))}
      {/* spec 01 §5: new items are created active, so the switch only matters when editing. */}
      {isNew ? null : (
        <Controller
          control={form.control}
          name="isactive"
          render={({ field }) => (
            <FormControlLabel
              label={t('settings.active')}
              control={
                <Switch
                  checked={Boolean(field.value)}
                  disabled={readOnly}
                  onChange={(_, on) => field.onChange(on)}
                />
              }
            />
          )}
        />
      )}
    </Stack>
  );
}

type InputProps = {
  def: ResourceDef;
  field: FormField;
  input: ControllerRenderProps<FieldValues, string>;
  label: string;
  error?: string;
  autoFocus: boolean;
  readOnly?: boolean;
};

function FieldInput({ def, field, input, label, error, autoFocus, readOnly }: InputProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const helperText = fieldError(error ? { message: error } : undefined);
  const common = {
    label,
    required: field.required,
    error: Boolean(error),
    helperText,
    disabled: readOnly,
    fullWidth: true,
    autoFocus,
    name: input.name,
    inputRef: input.ref,
    onBlur: input.onBlur,
  };
  switch (field.kind) {
    case 'switch':
      return (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={Boolean(input.value)}
              disabled={readOnly}
              onChange={(_, on) => input.onChange(on)}
              onBlur={input.onBlur}
            />
          }
        />
      );
    case 'select': {
      const options: (string | number)[] = [...(field.def.options ?? field.def.values ?? [])];
      return (
        <TextField
          {...common}
          select
          value={input.value ?? ''}
          onChange={(e) => input.onChange(e.target.value)}
        >
          {field.required ? null : (
            <MenuItem value="">
              <em>{t('resources.none')}</em>
            </MenuItem>
          )}
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {t(optionLabelKeys(def, field.name, o), { defaultValue: String(o) })}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'ref':
      return <ReferenceSelect field={field} input={input} common={common} />;
    case 'roles':
      return (
        <FormControl component="fieldset" error={Boolean(error)} disabled={readOnly}>
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup row>
            {ROLE_IDS.map((id) => {
              const value: number[] = Array.isArray(input.value) ? input.value : [];
              return (
                <FormControlLabel
                  key={id}
                  label={t(`settings.role_${id}`)}
                  control={
                    <Checkbox
                      checked={value.includes(id)}
                      onChange={(_, on) =>
                        input.onChange(on ? [...value, id].sort() : value.filter((v) => v !== id))
                      }
                    />
                  }
                />
              );
            })}
          </FormGroup>
          <FormHelperText>{helperText ?? t('resources.rolesHelp')}</FormHelperText>
        </FormControl>
      );
    case 'weekdays': {
      const value: number[] = Array.isArray(input.value) ? input.value : [];
      return (
        <FormControl
          component="fieldset"
          error={Boolean(error)}
          disabled={readOnly}
          required={field.required}
        >
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup row>
            {WEEKDAYS.map((day) => (
              <FormControlLabel
                key={day}
                label={t(`resources.weekday_${day}`)}
                sx={{ mr: 1.5 }}
                control={
                  <Checkbox
                    checked={value.includes(day)}
                    onChange={(_, on) =>
                      input.onChange(
                        on ? [...value, day].sort((a, b) => a - b) : value.filter((v) => v !== day),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
        </FormControl>
      );
    }
    case 'time':
      return (
        <TextField
          {...common}
          value={input.value ?? ''}
          onChange={(e) => input.onChange(e.target.value)}
          // Tidied when the user leaves the field ('7:30' -> '07:30').
          onBlur={() => {
            if (typeof input.value === 'string' && input.value.trim() !== '') {
              const tidy = normalizeTime(input.value);
              if (tidy !== input.value) input.onChange(tidy);
            }
            input.onBlur();
          }}
          // A text input, not type="time": browsers show that in the OS locale (04:00 PM); the spec wants HH:mm.
          placeholder={t('resources.timePlaceholder')}
          helperText={errorWithHint(helperText, t('resources.timeHelp'))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 }, inputLabel: { shrink: true } }}
        />
      );
    case 'color': {
      const hex = typeof input.value === 'string' && /^#[0-9a-f]{6}$/i.test(input.value) ? input.value : '';
      return (
        <TextField
          {...common}
          value={input.value ?? ''}
          onChange={(e) => input.onChange(e.target.value.trim())}
          placeholder="#1e88e5"
          slotProps={{
            htmlInput: { maxLength: 7 },
            inputLabel: { shrink: true },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  {/* The browser's colour picker over a swatch of the chosen colour. */}
                  <Box
                    component="input"
                    type="color"
                    aria-label={t('resources.colorPick')}
                    value={hex || '#000000'}
                    disabled={readOnly}
                    onChange={(e: ChangeEvent<HTMLInputElement>) => input.onChange(e.target.value)}
                    sx={{
                      width: 32,
                      height: 32,
                      p: 0,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      bgcolor: 'transparent',
                      cursor: readOnly ? 'default' : 'pointer',
                    }}
                  />
                </InputAdornment>
              ),
            },
          }}
        />
      );
    }
    case 'refs':
      return <ReferenceMultiSelect field={field} input={input} label={label} readOnly={readOnly} />;
    case 'tags':
      return (
        <Autocomplete
          multiple
          freeSolo
          options={[]}
          value={Array.isArray(input.value) ? (input.value as string[]) : []}
          onChange={(_, value) => input.onChange(value)}
          disabled={readOnly}
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...item } = getItemProps({ index });
              return <Chip key={key} size="small" label={option} {...item} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              error={Boolean(error)}
              helperText={errorWithHint(helperText, t('resources.tagsHelp'))}
            />
          )}
        />
      );
    case 'secret':
      // Never filled in from the server: empty keeps the saved secret, as the hint says.
      return (
        <TextField
          {...common}
          required={false}
          type="password"
          value={input.value ?? ''}
          onChange={(e) => input.onChange(e.target.value)}
          helperText={errorWithHint(helperText, t('settingslists.secretKeepHint'))}
          slotProps={{ htmlInput: { autoComplete: 'new-password', maxLength: textMax(field.def) } }}
        />
      );
    default: {
      const kind = field.kind;
      return (
        <TextField
          {...common}
          value={input.value ?? ''}
          onChange={(e) => input.onChange(e.target.value)}
          multiline={kind === 'multiline'}
          minRows={kind === 'multiline' ? 3 : undefined}
          placeholder={kind === 'date' ? t('resources.datePlaceholder') : undefined}
          helperText={fieldHelper({
            error: helperText,
            value: input.value,
            maxLength: kind === 'text' || kind === 'multiline' ? textMax(field.def) : undefined,
          })}
          slotProps={{
            htmlInput: {
              inputMode: kind === 'number' ? 'decimal' : undefined,
              maxLength: kind === 'text' || kind === 'multiline' ? textMax(field.def) : undefined,
            },
            inputLabel: kind === 'date' ? { shrink: true } : undefined,
          }}
        />
      );
    }
  }
}

type CommonProps = {
  label: string;
  required: boolean;
  error: boolean;
  helperText?: string;
  disabled?: boolean;
  fullWidth: boolean;
  autoFocus: boolean;
  name: string;
  onBlur: () => void;
};

/** A reference as a select of the referenced resource's active items; disabled items stay unselectable. */
function ReferenceSelect({
  field,
  input,
  common,
}: {
  field: FormField;
  input: ControllerRenderProps<FieldValues, string>;
  common: CommonProps;
}) {
  const { t } = useTranslation();
  const ref = field.def.ref!;
  const current = typeof input.value === 'number' ? input.value : null;
  const items = useQuery(activeItemsQuery(ref, current ? [current] : [])).data ?? [];
  return (
    <TextField {...common} select value={current ?? ''} onChange={(e) => input.onChange(e.target.value)}>
      {field.required ? null : (
        <MenuItem value="">
          <em>{t('resources.none')}</em>
        </MenuItem>
      )}
      {items.map((item) => (
        <MenuItem key={item.id} value={item.id} disabled={item.disabled === true && item.id !== current}>
          {itemLabel(ref, item)}
          {item.isactive === false ? ` (${t('settings.inactive')})` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ReferenceMultiSelect({
  field,
  input,
  label,
  readOnly,
}: {
  field: FormField;
  input: ControllerRenderProps<FieldValues, string>;
  label: string;
  readOnly?: boolean;
}) {
  const ref = field.def.ref!;
  const value: number[] = Array.isArray(input.value) ? input.value : [];
  const items = useQuery(activeItemsQuery(ref, value)).data ?? [];
  const byId = new Map(items.map((i) => [i.id, i]));
  return (
    <Autocomplete
      multiple
      options={items.map((i) => i.id)}
      value={value}
      onChange={(_, next) => input.onChange(next)}
      getOptionLabel={(id) => {
        const item = byId.get(id);
        return item ? itemLabel(ref, item) : `#${id}`;
      }}
      disabled={readOnly}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/**
 * A text with {{placeholders}}: the template editor, offering the placeholders of the row's module or event
 * (watched, so changing the module changes the panel) and previewing the subject beside the body.
 */
function TemplateFieldInput({
  control,
  field,
  input,
  label,
  error,
  readOnly,
  hasSubject,
}: {
  control: Control<FieldValues>;
  field: FormField;
  input: ControllerRenderProps<FieldValues, string>;
  label: string;
  error?: string;
  readOnly?: boolean;
  hasSubject: boolean;
}) {
  const fieldError = useFieldError();
  const [module, event, subject] = useWatch({ control, name: ['module', 'event', 'subject'] }) as unknown[];
  const context = useMemo(() => ({ module, event }), [module, event]);
  return (
    <TemplateEditor
      kind={field.def.template!}
      context={context}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      name={input.name}
      label={label}
      required={field.required}
      error={Boolean(error)}
      helperText={fieldError(error ? { message: error } : undefined)}
      maxLength={textMax(field.def)}
      readOnly={readOnly}
      subject={hasSubject ? (typeof subject === 'string' ? subject : '') : undefined}
    />
  );
}
