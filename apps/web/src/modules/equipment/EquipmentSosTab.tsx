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

function ActionDialog(props: { action: SosAction; equipment: EquipmentDetail; onClose: () => void }) {
  const { action, equipment, onClose } = props;
  const { t } = useTranslation();
  const { user } = useSession();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [log, setLog] = useState('');
  const [responsible, setResponsible] = useState<number | ''>(user?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const users = useQuery({
    queryKey: equipmentKeys.users,
    queryFn: equipmentApi.users,
    enabled: action === 'assigned',
    staleTime: 5 * 60_000,
  });

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await equipmentApi.sosAction(equipment.id, {
        action,
        log: log.trim() || null,
        ...(action === 'assigned' && responsible !== '' ? { responsible_id: responsible } : {}),
      });
      queryClient.setQueryData(equipmentKeys.item(equipment.id), answer.equipment);
      await queryClient.invalidateQueries({ queryKey: equipmentKeys.sosLogs(equipment.id) });
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
          ? t([`equipment.error_${key}`, `validation.${key}`], { defaultValue: key })
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
        <DialogContentText sx={{ mb: 2 }}>{t(`equipment.${text}`)}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {action === 'assigned' ? (
          <TextField
            select
            label={t('equipment.sosResponsible')}
            value={users.data?.some((u) => u.id === responsible) ? responsible : ''}
            onChange={(e) => setResponsible(Number(e.target.value))}
            fullWidth
            sx={{ mb: 2 }}
          >
            {(users.data ?? []).map((u) => (
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
        <Button variant="contained" onClick={() => void run()} disabled={busy}>
          {t(`equipment.${{ assigned: 'sosAssign', completed: 'sosComplete', closed: 'sosClose' }[action]}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The soslogs tab (spec 01 §2, §4): the equipment's SOS state with the actions assign, complete and close, and
 * the log of what was done. The order side of an action follows with the orders module.
 */
export function EquipmentSosTab({ equipment, canAct }: { equipment: EquipmentDetail; canAct: boolean }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<SosAction | null>(null);
  const logs = useQuery({
    queryKey: equipmentKeys.sosLogs(equipment.id),
    queryFn: () => equipmentApi.sosLogs(equipment.id),
  });
  const open = equipment.trackingdevice_sos;
  const lingering = !open && equipment.trackingdevice_sosdate !== null;
  const since = equipment.trackingdevice_sosdate ? formatDateTime(equipment.trackingdevice_sosdate) : '';

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100 }}>
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
          {open ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {t('equipment.sosNoOrder')}
            </Typography>
          ) : null}
        </Box>
        {canAct ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<AssignmentInd />}
              disabled={!open}
              onClick={() => setAction('assigned')}
            >
              {t('equipment.sosAssign')}
            </Button>
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckCircleOutline />}
              disabled={!open}
              onClick={() => setAction('completed')}
            >
              {t('equipment.sosComplete')}
            </Button>
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
                  <TableCell>{l.orderid ?? '–'}</TableCell>
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
      {action ? <ActionDialog action={action} equipment={equipment} onClose={() => setAction(null)} /> : null}
    </Box>
  );
}
