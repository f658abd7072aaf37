// A link inside the app styled as text (MUI's Link component is not worth its weight on the sign-in pages).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        alignSelf: 'center',
        color: 'primary.main',
        fontSize: 14,
        textDecoration: 'underline',
        textUnderlineOffset: 3,
        '&:hover': { textDecorationThickness: 2 },
      }}
    >
      {children}
    </Box>
  );
}
