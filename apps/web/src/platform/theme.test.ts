import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme, DEFAULT_PRIMARY, ERROR } from './theme';

describe('app theme', () => {
  it("takes the tenant's colour when it is a hex colour, else the product's", () => {
    expect(createAppTheme('#1b5e20').palette.primary.main).toBe('#1b5e20');
    expect(createAppTheme('red; x').palette.primary.main).toBe(DEFAULT_PRIMARY);
  });

  it('draws error texts of fields in the darker error shade (#ff5252 on white is 3.3:1)', () => {
    const theme = createAppTheme();
    expect(theme.palette.error.main).toBe(ERROR);
    for (const component of ['MuiFormHelperText', 'MuiFormLabel'] as const) {
      const root = theme.components?.[component]?.styleOverrides?.root as (p: { theme: Theme }) => unknown;
      expect(root({ theme }), component).toEqual({ '&.Mui-error': { color: theme.palette.error.dark } });
    }
    expect(theme.palette.error.dark).not.toBe(ERROR);
  });
});
