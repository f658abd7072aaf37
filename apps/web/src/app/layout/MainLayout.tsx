// spec 01 §1: the application shell around every signed-in page: top bar, left menu, content.
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useUnreadCounts } from '../../modules/notifications/notification.queries';
import { useSession } from '../../platform/session';
import { lazyComponent } from '../../platform/lazy-component';
import { IosInstallHint } from './IosInstallHint';
import { LeftMenu } from './LeftMenu';
import { SHELL_ICONS } from './menu-icons';
import { readMenuCollapsed, writeMenuCollapsed } from './menu-state';
import { ToolbarSpacer } from './ToolbarSpacer';
import { TopBar } from './TopBar';

const RentalIssuesDialog = lazyComponent(() =>
  import('../../modules/notifications/RentalIssuesDialog').then((m) => m.RentalIssuesDialog),
);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function MainLayout() {
  const { t } = useTranslation();
  const { menuCount } = useSession();
  // /nopermission: the user has no menu at all, so there is no menu to show or toggle. While the menus load
  // (first page load, issue 11) the menu's place is kept, so the page does not move when they arrive.
  const hasMenu = menuCount > 0;
  const theme = useTheme();
  // spec 01 §1 (responsive): below 900 px the menu is a temporary drawer.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [collapsed, setCollapsed] = useState(() => readMenuCollapsed(storage()));
  const [drawerOpen, setDrawerOpen] = useState(false);
  // spec 01 §7: the unread counts are polled every 60 s (the bell reads the same answer).
  const counts = useUnreadCounts({ poll: true });
  // spec 01 §4: the rental invoice issues dialog opens when the unread issue count is above 0.
  const rentalIssues = (counts.data?.rentalinvoiceissuescount ?? 0) > 0;

  const setMenuCollapsed = (value: boolean) => {
    writeMenuCollapsed(storage(), value);
    setCollapsed(value);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (th) => th.zIndex.tooltip + 1,
          bgcolor: 'background.paper',
          p: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('shell.skipToContent')}
      </Box>
      <TopBar
        hasMenu={hasMenu}
        compact={compact}
        menuOpen={narrow ? drawerOpen : !collapsed}
        onMenuClick={() => (narrow ? setDrawerOpen((o) => !o) : setMenuCollapsed(!collapsed))}
      />
      {hasMenu && (
        <LeftMenu
          variant={narrow ? 'temporary' : 'permanent'}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          collapsed={collapsed}
          onExpand={() => setMenuCollapsed(false)}
        />
      )}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 1.5, sm: 2, md: 3 }, pb: 4, outline: 'none' }}
      >
        <ToolbarSpacer />
        <Box sx={{ pt: { xs: 1.5, md: 3 } }}>
          <IosInstallHint />
          <Outlet context={SHELL_ICONS} />
        </Box>
      </Box>
      {rentalIssues && (
        <Suspense fallback={null}>
          <RentalIssuesDialog />
        </Suspense>
      )}
    </Box>
  );
}
