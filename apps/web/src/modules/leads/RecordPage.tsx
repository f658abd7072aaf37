import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The frame of a record page: forms read best at a limited width. */
export function RecordPage({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 1100 }}>{children}</Box>;
}
