// spec 01 §1: the notification bell with the unread count; a click opens /notifications.
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Notifications from '@mui/icons-material/Notifications';
import { useTranslation } from 'react-i18next';
import { useUnreadCounts } from '../../modules/notifications/notification.queries';
import { CountBadge } from './CountBadge';

export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useUnreadCounts();
  const count = data?.notificationcount ?? 0;
  const label = count ? t('shell.notificationsUnread', { count }) : t('shell.notifications');
  return (
    <IconButton color="inherit" component={RouterLink} to="/notifications" aria-label={label} title={label}>
      <CountBadge count={count}>
        <Notifications />
      </CountBadge>
    </IconButton>
  );
}
