// An inline message box (error, success, warning, info) with an optional action. Used instead of MUI's Alert
// on the first pages a user loads: Alert with its icon set costs ~2 KiB gzip (task budget 200 KiB).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export type NoticeProps = {
  severity: 'error' | 'success' | 'warning' | 'info';
  children: ReactNode;
  action?: ReactNode;
  /** Announce to screen readers: errors as alerts, the rest as status. Default from severity. */
  role?: 'alert' | 'status';
  sx?: SxProps<Theme>;
};

export function Notice({ severity, children, action, role, sx }: NoticeProps) {
  return (
    <Box
      role={role ?? (severity === 'error' ? 'alert' : 'status')}
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.25,
          borderRadius: 2,
          border: 1,
          borderLeftWidth: 4,
          borderColor: `${severity}.main`,
          bgcolor: 'background.paper',
          color: 'text.primary',
          fontSize: 14,
          lineHeight: 1.5,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      {action}
    </Box>
  );
}
