// ListFilterSelect on a wider screen: MUI's select and menu (issue 11: loaded on its own, a phone never needs it).
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ListFilterSelectProps } from './ListFilterSelect';

export function MuiFilterSelect(props: ListFilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ width: props.width }}
    >
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
