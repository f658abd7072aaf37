import { createTheme, type Theme } from '@mui/material/styles';

// spec 01 §9: primary #285a84 (or the tenant's themecolor), secondary #b0bec5, accent #8c9eff, error #ff5252.
export const DEFAULT_PRIMARY = '#285a84';
export const SECONDARY = '#b0bec5';
export const ACCENT = '#8c9eff';
export const ERROR = '#ff5252';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The tenant's theme colour when it is a valid hex colour, else the product's. */
export function primaryColor(themecolor: string | null | undefined): string {
  const value = themecolor?.trim() ?? '';
  return HEX_COLOR.test(value) ? value : DEFAULT_PRIMARY;
}

export function createAppTheme(themecolor?: string | null): Theme {
  // One createTheme (issue 11: the theme is built on the first screen's path; a second pass doubled the cost).
  // #ff5252 as text on white is 3.3:1: error texts use the darker shade, borders and icons keep the spec colour.
  const errorText = ({ theme }: { theme: Theme }) => ({ '&.Mui-error': { color: theme.palette.error.dark } });
  return createTheme({
    palette: {
      primary: { main: primaryColor(themecolor) },
      secondary: { main: SECONDARY },
      // The spec's accent colour; MUI has no 'accent' slot, 'info' is where it shows (badges, info alerts).
      info: { main: ACCENT },
      error: { main: ERROR },
      background: { default: '#f4f6f8' },
      // Text on coloured surfaces picks black or white with WCAG AA contrast (white on #ff5252 is only 3.3:1).
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiFormHelperText: { styleOverrides: { root: errorText } },
      MuiFormLabel: { styleOverrides: { root: errorText } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  });
}
