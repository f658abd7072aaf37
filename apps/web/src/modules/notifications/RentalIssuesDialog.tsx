// spec 01 §4 "Rental invoice issues dialog": opens when the unread issue count is above 0 and lists the
// affected rental orders; closing it marks them read.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { api } from '../../platform/api';
import { unreadCounts, useUnreadCounts, type RentalIssueOrder } from './notification.queries';

export function RentalIssuesDialog() {
  const { t } = useTranslation();
  const counts = useUnreadCounts();
  const [closed, setClosed] = useState(false);
  const open = !closed && (counts.data?.rentalinvoiceissuescount ?? 0) > 0;
  const [orders, setOrders] = useState<RentalIssueOrder[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    api
      .get<RentalIssueOrder[]>('notifications/get_rental_invoice_issue_orders')
      .then((list) => live && setOrders(list))
      .catch(() => live && setOrders([]));
    return () => {
      live = false;
    };
  }, [open]);

  const close = async () => {
    setClosed(true);
    try {
      await api.post('notifications/set_all_rental_issues_as_read');
      await unreadCounts.refresh();
      // Open again only for issues that arrive later; after a failed call it stays closed for this visit.
      setClosed(false);
    } catch {
      // The failure shows its own snackbar.
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => void close()}
      maxWidth="sm"
      fullWidth
      aria-labelledby="rental-issues-title"
    >
      <DialogTitle id="rental-issues-title">{t('notifications.rentalIssuesTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('notifications.rentalIssuesText')}</DialogContentText>
        {orders === null ? (
          <CircularProgress size={24} aria-label={t('common.loading')} />
        ) : (
          <List dense>
            {orders.map((order) => (
              <ListItemButton
                key={order.orderid}
                component={RouterLink}
                to={`/orders/${order.orderid}/rental`}
                onClick={() => void close()}
              >
                <ListItemText primary={t('notifications.rentalIssueOrder', { number: order.ordernumber })} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => void close()}>
          {t('notifications.rentalIssuesClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
