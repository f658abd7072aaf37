// A small badge on an icon: a count (99+) or a dot. MUI's Badge costs ~2 KiB gzip on every signed-in page.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export type CountBadgeProps = {
  children: ReactNode;
  /** Shown when above 0. */
  count?: number;
  /** A dot instead of a number. */
  dot?: boolean;
  color?: 'error' | 'info';
};

export function CountBadge({ children, count = 0, dot = false, color = 'error' }: CountBadgeProps) {
  const visible = dot || count > 0;
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
      {children}
      {visible && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: dot ? 0 : -6,
            right: dot ? 0 : -8,
            minWidth: dot ? 8 : 18,
            height: dot ? 8 : 18,
            px: dot ? 0 : 0.5,
            borderRadius: 9,
            bgcolor: `${color}.main`,
            color: `${color}.contrastText`,
            fontSize: 11,
            fontWeight: 700,
            lineHeight: '18px',
            textAlign: 'center',
            boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
          }}
        >
          {dot ? null : count > 99 ? '99+' : count}
        </Box>
      )}
    </Box>
  );
}
