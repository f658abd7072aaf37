// spec 01 §1: top bar with logo, tenant switcher, quick-create menu, an optional timer, a link to the mobile
// app, a refresh action, a language picker, the notification bell and the user chip.
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Refresh from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../platform/constants';
import { lazyComponent } from '../../platform/lazy-component';
import { useSession } from '../../platform/session';
import { LanguagePicker } from './LanguagePicker';
import { NotificationBell } from './NotificationBell';
import { QuickCreateButton } from './QuickCreateButton';
import { refreshApp } from './refresh-app';
import { TenantSwitcher } from './TenantSwitcher';
import { TopBarSearch } from './TopBarSearch';
import { UserChip } from './UserChip';

const MobileAppDialog = lazyComponent(() => import('./MobileAppDialog').then((m) => m.MobileAppDialog));

export type TopBarProps = {
  /** False when the user has no menu entries (then there is no menu button). */
  hasMenu: boolean;
  /** Narrow screen: fewer buttons, the rest move into the profile menu. */
  compact: boolean;
  menuOpen: boolean;
  onMenuClick(): void;
};

function Logo({ compact }: { compact: boolean }) {
  const { initial, user } = useSession();
  const logo = initial?.systemconfiguration?.logo?.trim();
  const tenantName = user ? (user.availabletenants?.[user.domain] ?? '') : '';
  return (
    <Box
      component={RouterLink}
      to="/dashboard"
      aria-label={`${tenantName || PRODUCT_NAME} – ${PRODUCT_NAME}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        color: 'inherit',
        textDecoration: 'none',
        mr: 1,
        minWidth: 0,
      }}
    >
      {logo ? (
        <Box
          component="img"
          src={logo}
          alt=""
          sx={{ height: 36, maxWidth: 160, objectFit: 'contain', bgcolor: '#fff', borderRadius: 1, p: 0.5 }}
        />
      ) : compact ? (
        <Box component="img" src="/icon.svg" alt="" sx={{ width: 32, height: 32, borderRadius: 1 }} />
      ) : (
        <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, letterSpacing: 0.2 }}>
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}

export function TopBar({ hasMenu, compact, menuOpen, onMenuClick }: TopBarProps) {
  const { t } = useTranslation();
  const [mobileAppOpen, setMobileAppOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  return (
    // A plain header rather than MUI's AppBar + Toolbar: same look, less code on the first download.
    <Box
      component="header"
      sx={(theme) => ({
        ...theme.mixins.toolbar,
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: theme.zIndex.drawer + 1,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0, sm: 0.5 },
        px: { xs: 1, sm: 2 },
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      })}
    >
      {hasMenu && (
        <IconButton
          color="inherit"
          edge="start"
          onClick={onMenuClick}
          aria-label={menuOpen ? t('shell.collapseMenu') : t('shell.expandMenu')}
          aria-expanded={menuOpen}
          sx={{ mr: 1 }}
        >
          {menuOpen && !compact ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
      )}
      <Logo compact={compact} />
      <TenantSwitcher compact={compact} />
      <Box sx={{ flexGrow: 1 }} />
      {compact ? (
        // A phone has no room for the search field: an icon opens the search page (issue 12).
        <IconButton
          color="inherit"
          component={RouterLink}
          to="/search_results"
          aria-label={t('search.button')}
          title={t('search.button')}
        >
          <SearchIcon />
        </IconButton>
      ) : (
        <TopBarSearch />
      )}
      <QuickCreateButton />
      {/* spec 01 §1: slot for the optional timer of the hours module. */}
      <Box data-slot="timer" sx={{ display: 'contents' }} />
      {!compact && (
        <IconButton
          color="inherit"
          onClick={() => setMobileAppOpen(true)}
          onPointerEnter={() => void MobileAppDialog.preload()}
          aria-label={t('shell.mobileApp')}
          title={t('shell.mobileApp')}
        >
          <PhoneIphone />
        </IconButton>
      )}
      {!compact && (
        <IconButton
          color="inherit"
          disabled={refreshing}
          aria-label={t('shell.refresh')}
          title={t('shell.refresh')}
          onClick={() => {
            setRefreshing(true);
            void refreshApp();
          }}
        >
          <Refresh />
        </IconButton>
      )}
      <LanguagePicker />
      <NotificationBell />
      <UserChip compact={compact} onMobileApp={() => setMobileAppOpen(true)} />
      {mobileAppOpen && (
        <Suspense fallback={null}>
          <MobileAppDialog open onClose={() => setMobileAppOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
