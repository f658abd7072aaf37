import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import { toggleInList } from './checkbox-group.logic';

type CheckboxGroupFieldProps<T extends string> = {
  /** Accessible name of the group (and its visible legend unless hideLegend). */
  label: string;
  hideLegend?: boolean;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  /** Column width of the responsive grid in px (default 200). */
  minColumnWidth?: number;
  /** Show 'Select all' and 'Select none'. */
  bulk?: boolean;
  error?: string;
  disabled?: boolean;
};

/** A list of keys (modules, integrations, languages ...) as a grid of checkboxes; keeps the options' order. */
export function CheckboxGroupField<T extends string>(props: CheckboxGroupFieldProps<T>) {
  const { label, hideLegend, options, value, onChange, minColumnWidth = 200, bulk, error, disabled } = props;
  const { t } = useTranslation();
  const set = new Set(value);
  const order = options.map((o) => o.value);
  const toggle = (key: T, on: boolean) => onChange(toggleInList(value, key, on, order));
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ width: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <FormLabel
          component="legend"
          sx={
            hideLegend
              ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }
              : { mb: 0.5 }
          }
        >
          {label}
        </FormLabel>
        {bulk ? (
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
            <Button size="small" onClick={() => onChange(options.map((o) => o.value))} disabled={disabled}>
              {t('settings.selectAll')}
            </Button>
            <Button size="small" onClick={() => onChange([])} disabled={disabled}>
              {t('settings.selectNone')}
            </Button>
          </Box>
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(${minColumnWidth}px, 1fr))`,
          columnGap: 2,
        }}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox size="small" checked={set.has(o.value)} onChange={(_, on) => toggle(o.value, on)} />
            }
          />
        ))}
      </Box>
      {error ? <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
