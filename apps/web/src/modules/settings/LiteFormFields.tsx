// Issue 11: the record forms (a customer's "Detaljer", an order's form) drawn with lite-fields' native elements,
// bound to react-hook-form. Same labels, required marks, helper texts and translated errors as the MUI fields they
// replace (customers/FormTextField, FormSelectField, FormSwitch; the order form's Field and SwitchField); the
// input names its error through aria-invalid and aria-describedby, and takes react-hook-form's ref, so a failed
// save focuses the first field in error as before.
import { Controller, type Control, type FieldError, type FieldValues } from 'react-hook-form';
import { errorWithHint, lengthCounter } from '../../platform/form-errors';
import { LiteSelect, LiteSwitch, LiteTextField } from './lite-fields';

/** The text of a field's error (a translated validation key), undefined without one. */
export type ErrorText = (error: FieldError | undefined) => string | undefined;

type Common = {
  control: Control<FieldValues>;
  name: string;
  label: string;
  errorText: ErrorText;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
};

/** 'error · hint', then ' · 92 / 100' near the maximum (customers/FormTextField's order). */
function helperOf(error: string | undefined, hint: string | undefined, counter: string | undefined) {
  const helper = errorWithHint(error, hint) as string | undefined;
  if (!counter) return helper;
  return helper ? `${helper} · ${counter}` : counter;
}

/** An outlined text field bound to the form (MUI TextField fullWidth, multiline with 3 rows at least). */
export function LiteFormTextField(
  props: Common & {
    multiline?: boolean;
    inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url';
    autoFocus?: boolean;
    maxLength?: number;
    /** A date typed as DD.MM.YYYY: the label stays above and the placeholder shows. */
    shrink?: boolean;
    placeholder?: string;
    dataField?: string;
    /** This field's own text for an error key (the general one says too little). */
    errorTexts?: Record<string, string>;
    translate?: (key: string) => string;
  },
) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const own = fieldState.error?.message ? props.errorTexts?.[fieldState.error.message] : undefined;
        const error = own && props.translate ? props.translate(own) : props.errorText(fieldState.error);
        const value = field.value === null || field.value === undefined ? '' : String(field.value);
        return (
          <LiteTextField
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            label={props.label}
            required={props.required}
            disabled={props.disabled}
            autoFocus={props.autoFocus}
            multiline={props.multiline}
            minRows={props.multiline ? 3 : undefined}
            inputMode={props.inputMode}
            maxLength={props.maxLength}
            shrink={props.shrink}
            placeholder={props.placeholder}
            dataField={props.dataField}
            error={Boolean(fieldState.error)}
            helperText={helperOf(error, props.helperText, lengthCounter(field.value, props.maxLength))}
            fullWidth
          />
        );
      }}
    />
  );
}

export type LiteFormOption = { value: string | number; label: string; disabled?: boolean };

/**
 * A select bound to the form on the native select (the phone's own picker); the value keeps its type (a number
 * id stays a number). `none` adds the empty choice with its text: `noneValue` is what the form holds for it
 * (null for the customer form, '' for the order form); `shrinkNone` shows it as a value under a raised label
 * (the customer form's 'Ingen', as MUI drew it there).
 */
export function LiteFormSelectField(
  props: Common & {
    options: LiteFormOption[];
    none?: string;
    noneValue?: null | '';
    shrinkNone?: boolean;
    dataField?: string;
  },
) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const current = props.options.find((o) => o.value === field.value);
        return (
          <LiteSelect
            value={current ? String(current.value) : ''}
            options={props.options.map((o) => ({
              value: String(o.value),
              label: o.label,
              disabled: o.disabled,
            }))}
            onChange={(text) => {
              const picked = props.options.find((o) => String(o.value) === text);
              field.onChange(picked ? picked.value : (props.noneValue ?? null));
            }}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            label={props.label}
            required={props.none === undefined}
            emptyLabel={props.none}
            shrink={props.shrinkNone && props.none !== undefined}
            requiredMark={props.required}
            disabled={props.disabled}
            error={Boolean(fieldState.error)}
            helperText={
              errorWithHint(props.errorText(fieldState.error), props.helperText) as string | undefined
            }
            dataField={props.dataField}
            fullWidth
          />
        );
      }}
    />
  );
}

/** An on/off field bound to the form (MUI FormControlLabel + Switch). */
export function LiteFormSwitch(props: {
  control: Control<FieldValues>;
  name: string;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <LiteSwitch
          label={props.label}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={props.disabled}
        />
      )}
    />
  );
}
