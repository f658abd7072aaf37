// spec 01 §1: the profile menu: admin portal (super admins only), changelog (with a badge while unread) and
// logout. On narrow screens it also holds the mobile-app link and the refresh action.
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import History from '@mui/icons-material/History';
import Logout from '@mui/icons-material/Logout';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session';
import { CountBadge } from './CountBadge';
import { refreshApp } from './refresh-app';

export type ProfileMenuProps = {
  anchor: HTMLElement;
  compact: boolean;
  changelogUnread: boolean;
  onMobileApp(): void;
  onClose(): void;
};

export function ProfileMenu({ anchor, compact, changelogUnread, onMobileApp, onClose }: ProfileMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  if (!user) return null;

  const go = (to: string) => {
    onClose();
    navigate(to);
  };

  return (
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240 } } }}
    >
      <Box sx={{ px: 2, py: 1 }} role="presentation">
        <Typography variant="subtitle2">{user.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {user.username}
          {user.email && user.email !== user.username ? ` · ${user.email}` : ''}
        </Typography>
      </Box>
      <Divider />
      <MenuItem onClick={() => go('/changelog')}>
        <ListItemIcon>
          <CountBadge dot={changelogUnread} color="info">
            <History fontSize="small" />
          </CountBadge>
        </ListItemIcon>
        <ListItemText
          primary={t('shell.changelog')}
          secondary={changelogUnread ? t('shell.changelogUnread') : undefined}
        />
      </MenuItem>
      {user.issuperadmin && (
        <MenuItem onClick={() => go('/admin_portal')}>
          <ListItemIcon>
            <AdminPanelSettings fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.adminPortal')}</ListItemText>
        </MenuItem>
      )}
      {compact && (
        <MenuItem
          onClick={() => {
            onClose();
            onMobileApp();
          }}
        >
          <ListItemIcon>
            <PhoneIphone fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.mobileApp')}</ListItemText>
        </MenuItem>
      )}
      {compact && (
        <MenuItem onClick={() => void refreshApp()}>
          <ListItemIcon>
            <Refresh fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.refresh')}</ListItemText>
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('shell.logout')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
