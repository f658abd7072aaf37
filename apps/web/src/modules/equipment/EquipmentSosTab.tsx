import Assignment from '@mui/icons-material/AssignmentOutlined';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SosAction } from '@suite/shared/equipment/equipment.rules';
import type { Order } from '@suite/shared/orders/order.schema';
import { formatDateTime } from '@suite/shared/format/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { isApiError } from '../../platform/api';
import { useSession } from '../../platform/session';
import { problemMessage } from '../settings/api-errors';
import { equipmentApi, equipmentKeys, type EquipmentDetail } from './equipment.api';

const ACTION_COLOR: Record<SosAction, 'warning' | 'success' | 'default'> = {
  assigned: 'warning',
  completed: 'success',
  closed: 'default',
};

function ActionDialog(props: {
  action: SosAction;
  equipment: EquipmentDetail;
  order: Order | null;
  onClose: () => void;
}) {
  const { action, equipment, order, onClose } = props;
  const { t } = useTranslation();
  const { user } = useSession();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [log, setLog] = useState('');
  // The order's responsible stays proposed on a second assign; otherwise the signed-in user.
  const [responsible, setResponsible] = useState<number | ''>(order?.responsible_id ?? user?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const users = useQuery({
    queryKey: equipmentKeys.users,
    queryFn: equipmentApi.users,
    enabled: action === 'assigned',
    staleTime: 5 * 60_000,
  });
  // Only active members can take an order (the server refuses others).
  const technicians = (users.data ?? []).filter((u) => u.is_active);
  const chosen = technicians.some((u) => u.id === responsible) ? responsible : '';

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await equipmentApi.sosAction(equipment.id, {
        action,
        log: log.trim() || null,
        ...(action === 'assigned' && chosen !== '' ? { responsible_id: chosen } : {}),
      });
      queryClient.setQueryData(equipmentKeys.item(equipment.id), answer.equipment);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: equipmentKeys.sosLogs(equipment.id) }),
        queryClient.invalidateQueries({ queryKey: equipmentKeys.activeOrder(equipment.id) }),
      ]);
      void queryClient.invalidateQueries({
        queryKey: equipmentKeys.all,
        predicate: (q) => q.queryKey[2] === 'list',
      });
      snackbar.success(t(`equipment.sosDone_${action}`));
      onClose();
    } catch (e) {
      const key = isApiError(e) ? e.problem.errors?.[0]?.message : undefined;
      setError(
        key
          ? t([`equipment.error_${key}`, `orders.error_${key}`, `validation.${key}`], { defaultValue: key })
          : problemMessage(e, t('settings.message')),
      );
    } finally {
      setBusy(false);
    }
  };

  const title = { assigned: 'sosAssignTitle', completed: 'sosCompleteTitle', closed: 'sosCloseTitle' }[
    action
  ];
  const text = { assigned: 'sosAssignText', completed: 'sosCompleteText', closed: 'sosCloseText' }[action];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t(`equipment.${title}`)}</DialogTitle>
      <DialogContent>
        {order && action !== 'closed' ? (
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('equipment.sosOrderFor', { number: order.ordernumber, customer: order.customername ?? '' })}
          </Typography>
        ) : null}
        <DialogContentText sx={{ mb: 2 }}>{t(`equipment.${text}`)}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {action === 'assigned' ? (
          <TextField
            select
            required
            label={t('equipment.sosTechnician')}
            value={chosen}
            onChange={(e) => setResponsible(Number(e.target.value))}
            fullWidth
            sx={{ mb: 2 }}
          >
            {technicians.map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {u.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          label={t('equipment.sosNote')}
          value={log}
          onChange={(e) => setLog(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          autoFocus={action !== 'assigned'}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('settings.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void run()}
          disabled={busy || (action === 'assigned' && chosen === '')}
        >
          {t(`equipment.${{ assigned: 'sosAssign', completed: 'sosComplete', closed: 'sosClose' }[action]}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The equipment's active order: number, customer, status and responsible (spec 01 §4: what assign changes). */
function ActiveOrderPanel({ order, loading }: { order: Order | null; loading: boolean }) {
  const { t } = useTranslation();
  const fact = (label: string, value: string) => (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
      <Assignment color={order ? 'primary' : 'disabled'} aria-hidden />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="subtitle2">{t('equipment.sosActiveOrder')}</Typography>
        {loading ? null : order ? (
          <Typography variant="body2" color="text.secondary">
            {t('equipment.sosOrderFor', { number: order.ordernumber, customer: order.customername ?? '' })}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('equipment.sosNoOrder')}
          </Typography>
        )}
      </Box>
      {order ? (
        <>
          {fact(t('orders.field_ordernumber'), String(order.ordernumber))}
          {fact(
            t('orders.field_status'),
            order.statusname ? `${order.status} – ${order.statusname}` : String(order.status),
          )}
          {fact(t('orders.field_responsible_id'), order.responsiblename ?? t('orders.notAssigned'))}
        </>
      ) : null}
    </Paper>
  );
}

/**
 * The soslogs tab (spec 01 §2, §4): the equipment's SOS state with the actions assign, complete and close, the
 * equipment's active order they act on, and the log of what was done.
 */
export function EquipmentSosTab(props: {
  equipment: EquipmentDetail;
  rights: { close: boolean; handleOrder: boolean };
}) {
  const { equipment, rights } = props;
  const { t } = useTranslation();
  const [action, setAction] = useState<SosAction | null>(null);
  const logs = useQuery({
    queryKey: equipmentKeys.sosLogs(equipment.id),
    queryFn: () => equipmentApi.sosLogs(equipment.id),
  });
  const activeOrder = useQuery({
    queryKey: equipmentKeys.activeOrder(equipment.id),
    queryFn: () => equipmentApi.activeOrder(equipment.id),
  });
  const order = activeOrder.data ?? null;
  const open = equipment.trackingdevice_sos;
  // Assign and complete act on the active order: without one they would be refused, so they are not offered.
  const canHandle = open && order !== null;
  const lingering = !open && equipment.trackingdevice_sosdate !== null;
  const since = equipment.trackingdevice_sosdate ? formatDateTime(equipment.trackingdevice_sosdate) : '';

  return (
    // minmax(0, 1fr): an implicit grid column grows to the log table's width (594 px on a phone; issue 12).
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 1100 }}>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          borderLeft: 4,
          borderLeftColor: open ? 'error.main' : 'divider',
        }}
      >
        {open ? (
          <NotificationsActive color="error" sx={{ fontSize: 36 }} aria-hidden />
        ) : (
          <NotificationsNone color="action" sx={{ fontSize: 36 }} aria-hidden />
        )}
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {open ? t('equipment.sosActive') : t('equipment.sosNone')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {open
              ? t('equipment.sosSince', { date: since })
              : lingering
                ? t('equipment.sosCompletedOpen', { date: since })
                : null}
          </Typography>
        </Box>
        {rights.close ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {rights.handleOrder ? (
              <>
                <Button
                  variant="outlined"
                  startIcon={<AssignmentInd />}
                  disabled={!canHandle}
                  onClick={() => setAction('assigned')}
                >
                  {t('equipment.sosAssign')}
                </Button>
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<CheckCircleOutline />}
                  disabled={!canHandle}
                  onClick={() => setAction('completed')}
                >
                  {t('equipment.sosComplete')}
                </Button>
              </>
            ) : null}
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<HighlightOff />}
              disabled={!open && !lingering}
              onClick={() => setAction('closed')}
            >
              {t('equipment.sosClose')}
            </Button>
          </Box>
        ) : null}
      </Paper>

      <ActiveOrderPanel order={order} loading={activeOrder.isPending} />

      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('equipment.tab_soslogs')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('equipment.log_createdon')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('equipment.log_action')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('equipment.log_user')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('equipment.log_log')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('equipment.log_order')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(logs.data ?? []).map((l) => (
                <TableRow key={l.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.createdon)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={ACTION_COLOR[l.action]}
                      label={t(`equipment.action_${l.action}`)}
                    />
                  </TableCell>
                  <TableCell>{l.username ?? ''}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{l.log ?? ''}</TableCell>
                  <TableCell>{l.ordernumber ?? '–'}</TableCell>
                </TableRow>
              ))}
              {logs.isSuccess && logs.data.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5} sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
                    {t('equipment.noLogs')}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {action ? (
        <ActionDialog action={action} equipment={equipment} order={order} onClose={() => setAction(null)} />
      ) : null}
    </Box>
  );
}
