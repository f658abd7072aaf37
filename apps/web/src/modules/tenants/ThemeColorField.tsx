import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeHexColor } from './system-config.logic';

// spec 01 §9: the default environment colour; a tenant's themecolor replaces it.
export const DEFAULT_THEME_COLOR = '#285a84';

type ThemeColorFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
};

/** The tenant's theme colour: a colour picker and the hex code, kept in step. */
export function ThemeColorField({ value, onChange, error, disabled }: ThemeColorFieldProps) {
  const { t } = useTranslation();
  // What the user types may be half a colour ('#28'); a new value from outside (reset, picker) replaces it.
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const swatch = normalizeHexColor(value) ?? DEFAULT_THEME_COLOR;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box
        component="input"
        type="color"
        aria-label={t('settings.pickColor')}
        value={swatch}
        disabled={disabled}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        sx={{
          width: 56,
          height: 40,
          p: 0.25,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
        }}
      />
      <TextField
        size="small"
        label={t('settings.themecolor')}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          const hex = normalizeHexColor(e.target.value);
          onChange(hex ?? e.target.value);
        }}
        error={Boolean(error)}
        helperText={error}
        sx={{ width: 160 }}
        slotProps={{ htmlInput: { spellCheck: false, maxLength: 7 } }}
      />
      <Button
        size="small"
        color="inherit"
        onClick={() => onChange(DEFAULT_THEME_COLOR)}
        disabled={disabled || swatch === DEFAULT_THEME_COLOR}
        sx={{ mt: 0.5 }}
      >
        {t('settings.resetColor')}
      </Button>
    </Box>
  );
}
