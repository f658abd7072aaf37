// /notifications (spec 01 §3 "Notification", §7): the user's notifications, newest first, with icon, title,
// date and link; "mark all as read".
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DoneAll from '@mui/icons-material/DoneAll';
import Download from '@mui/icons-material/Download';
import ErrorIcon from '@mui/icons-material/Error';
import Info from '@mui/icons-material/Info';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@suite/shared/format/date-format';
import { api } from '../../platform/api';
import { useSession } from '../../platform/session';
import { notificationKeys, unreadCounts, type AppNotification } from './notification.queries';
import { Notice } from '../../app/Notice';

// spec 01 §3: status 1 info, 2 download ready, 3 error, 4 success.
const STATUS = {
  1: { Icon: Info, color: 'primary', label: 'statusInfo' },
  2: { Icon: Download, color: 'primary', label: 'statusDownload' },
  3: { Icon: ErrorIcon, color: 'error', label: 'statusError' },
  4: { Icon: CheckCircle, color: 'success', label: 'statusSuccess' },
} as const;

function NotificationRow({ n, last }: { n: AppNotification; last: boolean }) {
  const { t } = useTranslation();
  const status = STATUS[n.status] ?? STATUS[1];
  const content = (
    <>
      <ListItemIcon>
        <status.Icon color={status.color} aria-label={t(`notifications.${status.label}`)} />
      </ListItemIcon>
      <ListItemText
        primary={n.title}
        secondary={formatDateTime(n.dateat)}
        slotProps={{ primary: { sx: { fontWeight: n.isread ? 400 : 600 } } }}
      />
      {!n.isread && (
        <Box
          component="span"
          aria-label={t('notifications.unread')}
          role="img"
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'info.main', flexShrink: 0, ml: 1 }}
        />
      )}
    </>
  );
  if (!n.link) return <ListItem divider={!last}>{content}</ListItem>;
  const internal = n.link.startsWith('/') && !n.link.startsWith('//');
  return internal ? (
    <ListItemButton component={RouterLink} to={n.link} divider={!last}>
      {content}
    </ListItemButton>
  ) : (
    <ListItemButton component="a" href={n.link} target="_blank" rel="noopener noreferrer" divider={!last}>
      {content}
    </ListItemButton>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation();
  const { language } = useSession();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: notificationKeys.list(language),
    queryFn: () => api.get<AppNotification[]>('notifications/get_for_current_user'),
  });
  const markAll = useMutation({
    mutationFn: () => api.post('notifications/set_all_as_read'),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        unreadCounts.refresh(),
      ]);
    },
  });
  const items = list.data ?? [];
  const unread = items.filter((n) => !n.isread).length;

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('notifications.title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DoneAll />}
          disabled={!unread || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      {list.isError && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {t('notifications.loadFailed')}
        </Notice>
      )}
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        {list.isLoading ? (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Box>
        ) : items.length ? (
          <List disablePadding aria-label={t('notifications.title')}>
            {items.map((n, i) => (
              <NotificationRow key={n.id} n={n} last={i === items.length - 1} />
            ))}
          </List>
        ) : (
          <Box sx={{ p: 5, textAlign: 'center', color: 'text.secondary' }}>
            <NotificationsNone sx={{ fontSize: 48, mb: 1 }} aria-hidden />
            <Typography>{t('notifications.empty')}</Typography>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
