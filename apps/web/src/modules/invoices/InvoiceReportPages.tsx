import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingBar } from '../../app/LoadingBar';
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
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { parseDate } from '@suite/shared/format/date-format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../platform/session';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { invoiceKeys, invoicesApi, problemKey, type InvoiceReportFilter } from './invoices.api';

/** A typed DD.MM.YYYY as ISO, or undefined while it is not a whole date. */
export const isoOf = (text: string) => (text.trim() ? (parseDate(text.trim()) ?? undefined) : undefined);

/** The first and last day of last month, as DD.MM.YYYY (the period a bookkeeper usually wants). */
export function lastMonth(today = new Date()): { from: string; to: string } {
  const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getFullYear(), today.getMonth(), 0));
  return {
    from: formatDate(first.toISOString().slice(0, 10)),
    to: formatDate(last.toISOString().slice(0, 10)),
  };
}

/** From and to as DD.MM.YYYY fields. */
export function PeriodFields({
  from,
  to,
  setFrom,
  setTo,
}: {
  from: string;
  to: string;
  setFrom(v: string): void;
  setTo(v: string): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        size="small"
        label={t('invoices.from')}
        placeholder="DD.MM.YYYY"
        value={from}
        error={Boolean(from.trim()) && !isoOf(from)}
        onChange={(e) => setFrom(e.target.value)}
        sx={{ width: 140 }}
      />
      <TextField
        size="small"
        label={t('invoices.to')}
        placeholder="DD.MM.YYYY"
        value={to}
        error={Boolean(to.trim()) && !isoOf(to)}
        onChange={(e) => setTo(e.target.value)}
        sx={{ width: 140 }}
      />
    </>
  );
}

const money = (v: string) => formatNumber(v, 2);
const AMOUNTS = ['net', 'vat', 'gross', 'paid', 'balance'] as const;

/** /invoice_report: the generated invoices of a period per month, customer or status with their sums; XLSX. */
export function InvoiceReportPage() {
  const { t } = useTranslation();
  const { language } = useSession();
  const [period, setPeriod] = useState(lastMonth);
  const [groupby, setGroupby] = useState<InvoiceReportFilter['groupby']>('month');
  const [error, setError] = useState<string | null>(null);
  const from = isoOf(period.from);
  const to = isoOf(period.to);
  const filter = from && to ? { from, to, groupby } : null;
  const report = useQuery({
    queryKey: ['invoices', 'report', filter],
    queryFn: () => invoicesApi.report(filter!),
    enabled: Boolean(filter),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const label = (key: string, name: string) =>
    groupby === 'status'
      ? t(`invoices.status_${key}`)
      : groupby === 'month'
        ? key.split('-').reverse().join('.')
        : name;
  const narrow = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('invoices.report_title')}
      </Typography>
      <Paper sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <PeriodFields
          from={period.from}
          to={period.to}
          setFrom={(v) => setPeriod({ ...period, from: v })}
          setTo={(v) => setPeriod({ ...period, to: v })}
        />
        <TextField
          select
          size="small"
          label={t('invoices.report_groupby')}
          value={groupby}
          onChange={(e) => setGroupby(e.target.value as InvoiceReportFilter['groupby'])}
          sx={{ minWidth: 150 }}
        >
          {(['month', 'customer', 'status'] as const).map((g) => (
            <MenuItem key={g} value={g}>
              {t(`invoices.report_by_${g}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!filter}
          onClick={() => {
            setError(null);
            invoicesApi
              .reportXlsx(filter!, language)
              .catch((e: unknown) => setError(t(`invoices.${problemKey(e) ?? 'failed'}`)));
          }}
        >
          {t('invoices.exportXlsx')}
        </Button>
      </Paper>
      {error && <Alert severity="error">{error}</Alert>}
      {report.isFetching && <LoadingBar />}
      {report.isError && (
        <Alert severity="error">{t(`invoices.${problemKey(report.error) ?? 'failed'}`)}</Alert>
      )}
      {report.data && (
        <Paper>
          {report.data.rows.length === 0 ? (
            <Alert severity="info">{t('invoices.report_empty')}</Alert>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t('invoices.report_title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t(`invoices.report_by_${report.data.groupby}`)}</TableCell>
                    <TableCell align="right" sx={narrow}>
                      {t('invoices.report_count')}
                    </TableCell>
                    {AMOUNTS.map((c) => (
                      <TableCell
                        key={c}
                        align="right"
                        sx={c === 'gross' || c === 'balance' ? undefined : narrow}
                      >
                        {t(`invoices.report_${c}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.data.rows.map((r) => (
                    <TableRow key={r.key}>
                      <TableCell>{label(r.key, r.label)}</TableCell>
                      <TableCell align="right" sx={narrow}>
                        {r.count}
                      </TableCell>
                      {AMOUNTS.map((c) => (
                        <TableCell
                          key={c}
                          align="right"
                          sx={{ whiteSpace: 'nowrap', ...(c === 'gross' || c === 'balance' ? {} : narrow) }}
                        >
                          {money(r[c])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                  <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                    <TableCell>{t('invoices.report_total')}</TableCell>
                    <TableCell align="right" sx={narrow}>
                      {report.data.total.count}
                    </TableCell>
                    {AMOUNTS.map((c) => (
                      <TableCell
                        key={c}
                        align="right"
                        sx={{ whiteSpace: 'nowrap', ...(c === 'gross' || c === 'balance' ? {} : narrow) }}
                      >
                        {money(report.data.total[c])}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>
      )}
    </Box>
  );
}

const RESERVE = ['lines', 'hours', 'fixedprice', 'akonto', 'toinvoice'] as const;

/** /invoice_reserve_report: delivered orders not yet (fully) invoiced, with what is left to invoice; XLSX. */
export function InvoiceReserveReportPage() {
  const { t } = useTranslation();
  const { language } = useSession();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const debounced = useDebouncedValue(search, 500).trim();
  const body = debounced ? { search: debounced } : {};
  const report = useQuery({
    queryKey: [...invoiceKeys.all, 'reserve', body],
    queryFn: () => invoicesApi.reserve(body),
    placeholderData: keepPreviousData,
  });
  const narrow = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('invoices.reserve_title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('invoices.reserve_help')}
      </Typography>
      <Paper sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('invoices.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: 180, flex: 1 }}
        />
        <Button
          variant="outlined"
          onClick={() => {
            setError(null);
            invoicesApi
              .reserveXlsx(body, language)
              .catch((e: unknown) => setError(t(`invoices.${problemKey(e) ?? 'failed'}`)));
          }}
        >
          {t('invoices.exportXlsx')}
        </Button>
      </Paper>
      {error && <Alert severity="error">{error}</Alert>}
      {report.isFetching && <LoadingBar />}
      {report.data && (
        <Paper>
          {report.data.rows.length === 0 ? (
            <Alert severity="info">{t('invoices.reserve_empty')}</Alert>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t('invoices.reserve_title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('invoices.ordernumber')}</TableCell>
                    <TableCell>{t('invoices.customer')}</TableCell>
                    {RESERVE.map((c) => (
                      <TableCell key={c} align="right" sx={c === 'toinvoice' ? undefined : narrow}>
                        {t(`invoices.reserve_${c}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.data.rows.map((r) => (
                    <TableRow
                      key={r.order_id}
                      hover
                      tabIndex={0}
                      sx={{ cursor: 'pointer' }}
                      onClick={() => navigate(`/orders/${r.order_id}/invoice`)}
                      onKeyDown={(e) => e.key === 'Enter' && navigate(`/orders/${r.order_id}/invoice`)}
                    >
                      <TableCell>{r.ordernumber}</TableCell>
                      <TableCell sx={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
                        {r.customername}
                        {r.description ? (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {r.description}
                          </Typography>
                        ) : null}
                      </TableCell>
                      {RESERVE.map((c) => (
                        <TableCell
                          key={c}
                          align="right"
                          sx={{ whiteSpace: 'nowrap', ...(c === 'toinvoice' ? {} : narrow) }}
                        >
                          {money(r[c])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                  <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                    <TableCell colSpan={2}>
                      {t('invoices.report_total')} ({report.data.total.count})
                    </TableCell>
                    {RESERVE.map((c) => (
                      <TableCell
                        key={c}
                        align="right"
                        sx={{ whiteSpace: 'nowrap', ...(c === 'toinvoice' ? {} : narrow) }}
                      >
                        {money(report.data.total[c])}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>
      )}
    </Box>
  );
}
