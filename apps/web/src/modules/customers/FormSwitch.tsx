import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldValues } from 'react-hook-form';

export type FormSwitchProps = {
  control: Control<FieldValues>;
  name: string;
  label: string;
  disabled?: boolean;
};

/** An on/off field bound to react-hook-form. */
export function FormSwitch({ control, name, label, disabled }: FormSwitchProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(_, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
              disabled={disabled}
            />
          }
        />
      )}
    />
  );
}
