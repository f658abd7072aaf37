// The "add row" dialog of the week grid (issue 11: its own chunk, with the order picker and MUI's select, loaded
// when the button is first used, not with the week).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedRow } from './HourDialog';
import { OrderPicker, type OrderOption } from './OrderPicker';
import type { RowKey } from './week.logic';

export type ExtraRow = RowKey & {
  ordernumber: number | null;
  worktypename: string | null;
  absencetypename: string | null;
};

/** A new grid line: an order (or none) and a work type, or an absence type. */
export function AddRowDialog(props: {
  open: boolean;
  worktypes: NamedRow[];
  absencetypes: NamedRow[];
  onClose: () => void;
  onAdd: (row: ExtraRow) => void;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<OrderOption | null>(null);
  const [type, setType] = useState('');
  if (!props.open) return null;
  const [kind, id] = [type.slice(0, 1), Number(type.slice(1))];
  const add = () => {
    const work = kind === 'w' ? props.worktypes.find((w) => w.id === id) : undefined;
    const absence = kind === 'a' ? props.absencetypes.find((w) => w.id === id) : undefined;
    props.onAdd({
      order_id: work ? (order?.id ?? null) : null,
      ordernumber: work ? (order?.ordernumber ?? null) : null,
      worktype_id: work?.id ?? null,
      worktypename: work?.name ?? null,
      absencetype_id: absence?.id ?? null,
      absencetypename: absence?.name ?? null,
    });
    setOrder(null);
    setType('');
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('timer.addRow')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            select
            size="small"
            label={`${t('timer.field_worktype_id')} / ${t('timer.field_absencetype_id')}`}
            value={type}
            onChange={(e) => setType(e.target.value)}
          >
            {props.worktypes.map((w) => (
              <MenuItem key={`w${w.id}`} value={`w${w.id}`}>
                {w.name}
              </MenuItem>
            ))}
            {props.absencetypes.map((a) => (
              <MenuItem key={`a${a.id}`} value={`a${a.id}`}>
                {t('timer.kind_absence')}: {a.name}
              </MenuItem>
            ))}
          </TextField>
          {kind !== 'a' && <OrderPicker value={order} onChange={setOrder} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!type} onClick={add}>
          {t('common.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
