import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import { LoadingBar } from '../../app/LoadingBar';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseDate } from '@suite/shared/format/date-format';
import { formatNumber } from '@suite/shared/format/index';
import { INVOICE_STATUSES } from '@suite/shared/invoices/invoice.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRememberedState } from '../../platform/remembered-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../settings/resource-list.logic';
import { useSession } from '../../platform/session';
import { CustomerPicker } from '../customers/CustomerPicker';
import { BatchProgress, BatchSendDialog, InvoiceExportDialog } from './InvoiceExportDialog';
import { InvoiceTable } from './InvoiceTable';
import { pageButtonLabel } from '../settings/pagination-labels';
import {
  invoiceKeys,
  invoiceRights,
  invoicesApi,
  type InvoiceBatch,
  type InvoiceListFilter,
} from './invoices.api';

/** A typed DD.MM.YYYY as ISO, or undefined while it is not a whole date. */
const isoOf = (text: string) => (text.trim() ? (parseDate(text.trim()) ?? undefined) : undefined);

/**
 * /invoice (spec 02 §2): the tenant's invoices and credit notes, filtered by status, customer, period (invoice date), overdue
 * and a search (number, customer, KID), with the sums of everything the filter finds. Actions: export to accounting
 * (an integration or the ledger file), and sending the drafts the filter finds as one batch with a progress bar.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  // Search, filters and page survive opening an invoice and coming back (issue 12), like every list.
  const [status, setStatus] = useRememberedState<number | ''>('/invoice:status', '');
  const [overdue, setOverdue] = useRememberedState('/invoice:overdue', false);
  const [from, setFrom] = useRememberedState('/invoice:from', '');
  const [to, setTo] = useRememberedState('/invoice:to', '');
  const [search, setSearch] = useRememberedState('/invoice:search', '');
  const [customer, setCustomer] = useRememberedState<{ id: number; name: string } | null>(
    '/invoice:customer',
    null,
  );
  const [page, setPage] = useRememberedState('/invoice:page', 0);
  const [limit, setLimit] = useRememberedState('/invoice:limit', 25);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { access } = useSession();
  const rights = invoiceRights(access);
  const [dialog, setDialog] = useState<'export' | 'batch' | null>(null);
  const [batchIds, setBatchIds] = useState<number[]>([]);
  const [started, setStarted] = useState<InvoiceBatch | null>(null);
  const filter: InvoiceListFilter = {
    ...(status || customer
      ? { match: { ...(status ? { status } : {}), ...(customer ? { customer_id: customer.id } : {}) } }
      : {}),
    ...(overdue ? { overdue: true } : {}),
    ...(isoOf(from) ? { from: isoOf(from) } : {}),
    ...(isoOf(to) ? { to: isoOf(to) } : {}),
    ...(debounced.trim() ? { search: debounced.trim() } : {}),
    skip: page * limit,
    limit,
  };
  const list = useQuery({
    queryKey: invoiceKeys.list(filter),
    queryFn: () => invoicesApi.list(filter),
    placeholderData: keepPreviousData,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('invoices.title')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {rights.edit && (
            <Button
              variant="outlined"
              onClick={async () => {
                // The drafts the filter finds (status aside), up to the batch's 1 000.
                const { status: _s, ...rest } = filter.match ?? {};
                const base = { ...filter, match: { ...rest, status: 1 }, limit: 500 };
                const first = await invoicesApi.list({ ...base, skip: 0 });
                const second =
                  first.total > 500 ? await invoicesApi.list({ ...base, skip: 500 }) : { items: [] };
                setBatchIds([...first.items, ...second.items].map((i) => i.id));
                setDialog('batch');
              }}
            >
              {t('invoices.sendDrafts')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => setDialog('export')}>
            {t('invoices.exportTitle')}
          </Button>
        </Stack>
      </Stack>
      <BatchProgress started={started} />
      {dialog === 'export' && <InvoiceExportDialog onClose={() => setDialog(null)} />}
      {dialog === 'batch' && (
        <BatchSendDialog
          ids={batchIds}
          onClose={() => setDialog(null)}
          onStarted={(b) => {
            setStarted(b);
            setDialog(null);
          }}
        />
      )}
      <Paper sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('invoices.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value === '' ? '' : Number(e.target.value));
            setPage(0);
          }}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">{t('invoices.allStatuses')}</MenuItem>
          {INVOICE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`invoices.status_${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 260px' } }}>
          <CustomerPicker
            value={customer?.id ?? null}
            initialName={customer?.name ?? null}
            onChange={(id, name) => {
              setCustomer(id === null ? null : { id, name: name ?? '' });
              setPage(0);
            }}
            label={t('invoices.customer')}
            size="small"
          />
        </Box>
        <TextField
          size="small"
          label={t('invoices.from')}
          placeholder="DD.MM.YYYY"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          sx={{ width: 140 }}
        />
        <TextField
          size="small"
          label={t('invoices.to')}
          placeholder="DD.MM.YYYY"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          sx={{ width: 140 }}
        />
        <TextField
          size="small"
          label={t('invoices.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: 180, flex: 1 }}
        />
        <FormControlLabel
          control={<Switch checked={overdue} onChange={(e) => setOverdue(e.target.checked)} />}
          label={t('invoices.overdueOnly')}
        />
      </Paper>
      {list.isFetching && <LoadingBar />}
      {list.data && (
        <Paper>
          <Box sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 3 }} data-testid="invoice-sums">
            <Typography variant="body2">
              {t('invoices.totalNet')}: <b>{formatNumber(list.data.sums.net)}</b>
            </Typography>
            <Typography variant="body2">
              {t('invoices.vatTotal')}: <b>{formatNumber(list.data.sums.vat)}</b>
            </Typography>
            <Typography variant="body2">
              {t('invoices.totalGross')}: <b>{formatNumber(list.data.sums.gross)}</b>
            </Typography>
            <Typography variant="body2">
              {t('invoices.balance')}: <b>{formatNumber(list.data.sums.balance)}</b>
            </Typography>
          </Box>
          {list.data.items.length === 0 ? (
            <Alert severity="info">{t('invoices.empty')}</Alert>
          ) : (
            <InvoiceTable rows={list.data.items} />
          )}
          <TablePagination
            component="div"
            count={list.data.total}
            page={page}
            rowsPerPage={limit}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setLimit(Number(e.target.value));
              setPage(0);
            }}
            rowsPerPageOptions={[25, 50, 100]}
            labelRowsPerPage={t('invoices.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('invoices.rows', { from, to, count })}
            getItemAriaLabel={pageButtonLabel(t)}
          />
        </Paper>
      )}
    </Box>
  );
}
