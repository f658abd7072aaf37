import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderEquipmentRow } from '@suite/shared/orders/order-relations.schema';
import type { RecordTabProps } from '../../app/record-tabs';
import { useSnackbar } from '../../app/snackbar';
import { problemMessage } from '../settings/api-errors';
import { EmptyTab } from '../customers/EmptyTab';
import { orderDocsApi, orderDocsKeys } from './order-docs.api';
import { RowsTable } from './RowsTable';

/**
 * The order's equipments tab (spec 01 §2): the pieces on the order, each opening the piece; the customer's other
 * pieces added from a list, a piece taken off with its remove button.
 */
export function OrderEquipmentsTab({ recordId, readOnly }: RecordTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const rows = useQuery({
    queryKey: orderDocsKeys.equipments(recordId),
    queryFn: () => orderDocsApi.equipments(recordId),
  });

  const change = async (run: () => Promise<OrderEquipmentRow[]>) => {
    try {
      queryClient.setQueryData(orderDocsKeys.equipments(recordId), await run());
      void queryClient.invalidateQueries({ queryKey: ['orderdocs', 'ofEquipment'] });
      snackbar.success(t('orderdocs.saved'));
    } catch (e) {
      snackbar.error(problemMessage(e, t('settings.message')));
    }
  };

  if (!rows.data) return rows.isError ? <EmptyTab text={t('orderdocs.loadFailed')} /> : <LoadingBar />;
  return (
    <Box>
      {readOnly ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5, maxWidth: 1100 }}>
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('orderdocs.addEquipment')}
          </Button>
        </Box>
      )}
      {rows.data.length === 0 ? (
        <EmptyTab text={t('orderdocs.orderEquipmentsEmpty')} />
      ) : (
        <RowsTable
          label={t('customers.tab_equipments')}
          rows={rows.data}
          onOpen={(e) => void navigate(`/equipments/${e.id}/detail`)}
          columns={[
            { label: t('orderdocs.col_name'), cell: (e) => e.name },
            { label: t('orderdocs.col_number'), cell: (e) => e.number },
            { label: t('orderdocs.col_serialnumber'), cell: (e) => e.serialnumber },
            ...(readOnly
              ? []
              : [
                  {
                    label: '',
                    align: 'right' as const,
                    cell: (e: OrderEquipmentRow) => (
                      <IconButton
                        size="small"
                        aria-label={t('orderdocs.removeEquipment')}
                        title={t('orderdocs.removeEquipment')}
                        onClick={(ev) => {
                          ev.stopPropagation();
                          void change(() => orderDocsApi.removeEquipments(recordId, [e.id]));
                        }}
                      >
                        <Delete fontSize="small" />
                      </IconButton>
                    ),
                  },
                ]),
          ]}
        />
      )}
      {adding ? (
        <AddEquipmentDialog
          orderId={recordId}
          onTheOrder={rows.data.map((r) => r.id)}
          onClose={() => setAdding(false)}
          onAdd={(ids) => {
            setAdding(false);
            void change(() => orderDocsApi.addEquipments(recordId, ids));
          }}
        />
      ) : null}
    </Box>
  );
}

/** The customer's pieces not yet on the order, to tick and add. */
function AddEquipmentDialog(props: {
  orderId: number;
  onTheOrder: number[];
  onClose: () => void;
  onAdd: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const building = useQuery({
    queryKey: orderDocsKeys.building(props.orderId),
    queryFn: () => orderDocsApi.building(props.orderId),
  });
  const customerId = building.data?.customer_id;
  const pieces = useQuery({
    queryKey: orderDocsKeys.customerEquipments(customerId ?? 0),
    queryFn: () => orderDocsApi.customerEquipments(customerId!),
    enabled: customerId !== undefined,
  });
  const [ticked, setTicked] = useState<number[]>([]);
  const free = (pieces.data?.items ?? []).filter((p) => !props.onTheOrder.includes(p.id));
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('orderdocs.chooseEquipment')}</DialogTitle>
      <DialogContent>
        {!pieces.data ? (
          <LoadingBar />
        ) : free.length === 0 ? (
          <EmptyTab text={t('orderdocs.equipmentsEmpty')} />
        ) : (
          free.map((p) => (
            <FormControlLabel
              key={p.id}
              sx={{ display: 'flex' }}
              control={
                <Checkbox
                  checked={ticked.includes(p.id)}
                  onChange={(e) =>
                    setTicked(e.target.checked ? [...ticked, p.id] : ticked.filter((id) => id !== p.id))
                  }
                />
              }
              label={[p.name, p.number, p.serialnumber].filter(Boolean).join(' · ')}
            />
          ))
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('orderdocs.cancel')}</Button>
        <Button variant="contained" disabled={ticked.length === 0} onClick={() => props.onAdd(ticked)}>
          {t('orderdocs.addEquipment')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
