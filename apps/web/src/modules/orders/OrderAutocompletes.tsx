// The order form's MUI Autocompletes (participants, several users; the main order, one of the customer's
// orders), loaded on first use in place of their light stand-ins (issue 11, settings/DeferredField.tsx).
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

type Option = { id: number; label: string };
type Common = {
  label: string;
  options: Option[];
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
};

/** Several of the options (chips) or one, by id. */
export function OrderAutocomplete(
  props: Common &
    (
      | { multiple: true; value: number[]; onChange: (ids: number[]) => void }
      | { multiple?: false; value: number | null; onChange: (id: number | null) => void }
    ),
) {
  const input = (params: object) => (
    <TextField
      {...params}
      label={props.label}
      autoFocus={props.autoFocus}
      error={props.error}
      helperText={props.helperText}
    />
  );
  const common = {
    options: props.options,
    getOptionLabel: (o: Option) => o.label,
    isOptionEqualToValue: (a: Option, b: Option) => a.id === b.id,
    renderInput: input,
  };
  if (props.multiple) {
    const { value, onChange } = props;
    return (
      <Autocomplete
        {...common}
        multiple
        value={props.options.filter((o) => value.includes(o.id))}
        onChange={(_e, chosen) => onChange(chosen.map((o) => o.id))}
      />
    );
  }
  const { value, onChange } = props;
  return (
    <Autocomplete
      {...common}
      value={props.options.find((o) => o.id === value) ?? null}
      onChange={(_e, o) => onChange(o ? o.id : null)}
    />
  );
}
