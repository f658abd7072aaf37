// A labelled outlined input built from MUI's parts. MUI's TextField also pulls in Select, Menu and Modal
// (~11 KiB gzip) for its `select` mode, which the sign-in page never uses (task budget 200 KiB for /login).
import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export type AuthTextFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

export function AuthTextField(props: AuthTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth required={props.required} error={props.error}>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        label={props.label + (props.required ? ' *' : '')}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        inputRef={props.inputRef}
        endAdornment={props.endAdornment}
        aria-describedby={props.helperText ? helperId : undefined}
      />
      {props.helperText && <FormHelperText id={helperId}>{props.helperText}</FormHelperText>}
    </FormControl>
  );
}
