// The frame of the sign-in pages: the product's mark, a heading and a card, centred on the page.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CLIENT_VERSION, PRODUCT_NAME } from '../../platform/constants';

export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 6 }}>
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, mb: 3 }}>
          <Box component="img" src="/icon.svg" alt="" sx={{ width: 44, height: 44 }} />
          <Typography component="div" variant="h5" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {PRODUCT_NAME}
          </Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Typography variant="h5" component="h1" sx={{ mb: 2.5, fontWeight: 600 }}>
            {title}
          </Typography>
          {children}
        </Paper>
        {footer}
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ textAlign: 'center', mt: 3 }}
        >
          {PRODUCT_NAME} {CLIENT_VERSION}
        </Typography>
      </Box>
    </Box>
  );
}
