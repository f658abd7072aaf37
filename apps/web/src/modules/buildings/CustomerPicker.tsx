import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerPicker as CustomerSearchPicker } from '../customers/CustomerPicker';
import { useRecordFieldError } from '../leads/RecordFields';

type CustomerPickerProps<V extends FieldValues> = {
  control: Control<V>;
  name: Path<V>;
  /** The saved customer, so its name shows before anything is searched. */
  current: { id: number; name: string } | null;
  label: string;
  section: string;
  disabled?: boolean;
};

/**
 * The customer picker of react-hook-form record forms (buildings, projects): the one server-searching picker of
 * customers/ bound to a form field, with the field's error under it.
 */
export function CustomerPicker<V extends FieldValues>(props: CustomerPickerProps<V>) {
  const { t } = useTranslation();
  const fieldError = useRecordFieldError(props.section);
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const value =
          field.value === '' || field.value === null || field.value === undefined
            ? null
            : Number(field.value);
        return (
          <CustomerSearchPicker
            value={value}
            onChange={(id) => field.onChange(id ?? '')}
            onBlur={field.onBlur}
            label={t(props.label)}
            initialName={props.current && props.current.id === value ? props.current.name : undefined}
            error={Boolean(fieldState.error)}
            helperText={fieldError(fieldState.error)}
            disabled={props.disabled}
            size="small"
            placeholder={t('buildings.customerSearch')}
          />
        );
      }}
    />
  );
}
