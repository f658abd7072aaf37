// Pages without the main layout (spec 01 §2: login, password pages, session expired, public pages).
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { LanguagePicker } from './LanguagePicker';

export function BareLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <LanguagePicker color="primary" />
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
