// The temporary drawer of narrow screens (loaded on first use; see LeftMenu).
import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

export function MenuDrawer({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose(): void;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { sx: { width } } }}>
      {children}
    </Drawer>
  );
}
