import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatDate, parseDate } from '@suite/shared/format/date-format';
import { ORDER_DATE_FIELDS } from '@suite/shared/orders/order.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../customers/CustomerPicker';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import { NO_ORDER_FILTERS, type OrderDateField, type OrderFilters } from './order-ui.logic';
import type { OrderFilterLookups as Lookups } from './order-lookups';

type Props = {
  open: boolean;
  value: OrderFilters;
  lookups: Lookups;
  onClose: () => void;
  onApply: (filters: OrderFilters) => void;
};

type Draft = OrderFilters & { fromText: string; toText: string };

const draftOf = (f: OrderFilters): Draft => ({
  ...f,
  fromText: f.from ? formatDate(f.from) : '',
  toText: f.to ? formatDate(f.to) : '',
});

/**
 * The filters of /orders beside the status (issue 7): order type, category, responsible, customer, project and a
 * period on one of the order's dates (typed DD.MM.YYYY). Full screen on a phone.
 */
export function OrderFiltersDialog({ open, value, lookups, onClose, onApply }: Props) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(draftOf(value));
  }
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const from = draft.fromText.trim() ? parseDate(draft.fromText) : undefined;
  const to = draft.toText.trim() ? parseDate(draft.toText) : undefined;
  const fromError = from === null ? t('validation.invalidDate') : undefined;
  const toError =
    to === null
      ? t('validation.invalidDate')
      : from && to && to < from
        ? t('orders.filterToBeforeFrom')
        : undefined;

  const select = (
    key: 'ordertype_id' | 'ordercategory_id' | 'responsible_id' | 'project_id',
    options: { id: number; name?: string }[] | undefined,
  ) => (
    <TextField
      select
      size="small"
      fullWidth
      label={t(`orders.field_${key}`)}
      value={draft[key] ?? ''}
      onChange={(e) => set({ [key]: e.target.value === '' ? undefined : Number(e.target.value) })}
    >
      <MenuItem value="">{t('orders.filterAll')}</MenuItem>
      {(options ?? []).map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name ?? `#${o.id}`}
        </MenuItem>
      ))}
    </TextField>
  );

  const apply = () => {
    if (fromError || toError) return;
    const { fromText: _f, toText: _t, ...rest } = draft;
    onApply({ ...rest, from: from ?? undefined, to: to ?? undefined });
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={narrow} fullWidth maxWidth="sm">
      <DialogTitle>{t('orders.filtersTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CustomerPicker
            label={t('orders.field_customer_id')}
            value={draft.customer_id ?? null}
            initialName={draft.customername}
            onChange={(id, name) => set({ customer_id: id ?? undefined, customername: name })}
          />
          {select('responsible_id', lookups.users)}
          {select('ordertype_id', lookups.lists?.types)}
          {select('ordercategory_id', lookups.lists?.categories)}
          {select('project_id', lookups.lists?.projects)}
          <TextField
            select
            size="small"
            fullWidth
            label={t('orders.filterPeriodOn')}
            value={draft.datefield}
            onChange={(e) => set({ datefield: e.target.value as OrderDateField })}
          >
            {ORDER_DATE_FIELDS.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`orders.field_${f}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            {(['from', 'to'] as const).map((k) => (
              <TextField
                key={k}
                size="small"
                fullWidth
                label={t(k === 'from' ? 'orders.filterFrom' : 'orders.filterTo')}
                placeholder={t('orders.datePlaceholder')}
                value={k === 'from' ? draft.fromText : draft.toText}
                onChange={(e) =>
                  set(k === 'from' ? { fromText: e.target.value } : { toText: e.target.value })
                }
                error={Boolean(k === 'from' ? fromError : toError)}
                helperText={k === 'from' ? fromError : toError}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { inputMode: 'numeric', 'data-field': k },
                }}
              />
            ))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onApply(NO_ORDER_FILTERS)}>{t('orders.filterReset')}</Button>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={apply} disabled={Boolean(fromError || toError)}>
          {t('orders.filterApply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
