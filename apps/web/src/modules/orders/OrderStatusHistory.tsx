import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatDateTime } from '@suite/shared/format/date-format';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../settings/SettingsSection';
import { orderKeys, ordersApi, type Order } from './orders.api';

/** Every status change of the order, newest first: from, to, who and when (issue 7). */
export function OrderStatusHistory({ order }: { order: Order }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: [...orderKeys.history(order.id), order.version],
    queryFn: () => ordersApi.history(order.id),
  });
  const items = history.data ?? [];
  return (
    <SettingsSection title={t('orders.statusHistory')}>
      {items.length === 0 ? (
        <ListItemText secondary={t('orders.historyEmpty')} />
      ) : (
        <List dense disablePadding aria-label={t('orders.statusHistory')}>
          {items.map((h) => (
            <ListItem key={h.id} disableGutters>
              <ListItemText
                primary={
                  h.fromstatus === null
                    ? t('orders.historyCreated', { to: h.tostatusname ?? h.tostatus })
                    : t('orders.historyChange', {
                        from: h.fromstatusname ?? h.fromstatus,
                        to: h.tostatusname ?? h.tostatus,
                      })
                }
                secondary={`${formatDateTime(h.changedon)} · ${h.changedbyname ?? ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SettingsSection>
  );
}
