import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDate, parseDate } from '@suite/shared/format/date-format';
import { formatNumber } from '@suite/shared/format/number-format';
import type { HourFilterInput } from '@suite/shared/hours/hours.schema';
import { hasPermission } from '@suite/shared/users/permissions';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordTabProps } from '../../app/record-tabs';
import { useSnackbar } from '../../app/snackbar';
import { useSession } from '../../platform/session';
import { useActiveList } from './lookups';
import { orderKeys, ordersApi } from '../orders/orders.api';
import { HourDialog, type HourDraft, type NamedRow } from './HourDialog';
import { readHourProblem } from './hour-errors';
import { hourKeys, hoursApi } from './hours.api';
import { pageButtonLabel } from '../settings/pagination-labels';
import { HourAmount, RejectionComment, StateChip } from './StateChip';
import { addDays, formatHours, sumHours, today } from './week.logic';

const PAGE = 200;

/**
 * The order's hours tab (orders/:order_id/hours, spec 01 §2, issue 9): the hours logged on the order in a period
 * (the hours filter takes at most 400 days), their sums, and logging straight onto the order.
 */
export function OrderHoursTab({ recordId, readOnly }: RecordTabProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width:600px)');
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const { access } = useSession();
  const [from, setFrom] = useState(formatDate(addDays(today(), -365)));
  const [to, setTo] = useState(formatDate(addDays(today(), 30)));
  const [page, setPage] = useState(0);
  const [draft, setDraft] = useState<HourDraft | null>(null);
  const start = parseDate(from);
  const end = parseDate(to);
  const valid = !!start && !!end && start <= end;
  const body: HourFilterInput = {
    start: start ?? today(),
    end: end ?? today(),
    order_id: recordId,
    sort: { date: -1 },
    skip: page * PAGE,
    limit: PAGE,
    count: true,
  };
  const list = useQuery({
    queryKey: hourKeys.filter(body),
    queryFn: () => hoursApi.filter(body),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const order = useQuery({ queryKey: orderKeys.item(recordId), queryFn: () => ordersApi.get(recordId) });
  const worktypes = useActiveList('worktypes');
  const absencetypes = useActiveList('absenctypes');
  const additions = useActiveList('houradditions');
  const items = list.data?.items ?? [];
  // The filter answers no sum: the sums are of the page shown (200 entries, an order rarely has more a year).
  const total = sumHours(items.map((e) => e.amount));
  const byState = (s: string) => sumHours(items.filter((e) => e.state === s).map((e) => e.amount));
  const mayLog =
    !readOnly &&
    !!access &&
    (hasPermission(access, 'timer_log_own_hours') || hasPermission(access, 'timer_log_others_hours'));
  const fixedOrder = { id: recordId, ordernumber: order.data?.ordernumber ?? null };
  // GET orders/{id} answers the sums of every hour on the order (exact decimals as text), whatever the period.
  const totals = (order.data as { hourtotals?: { hours: string; cost: string; sales: string } } | undefined)
    ?.hourtotals;

  return (
    <Stack sx={{ gap: 1.5, minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('timer.from')}
          value={from}
          onChange={(e) => {
            setFrom(e.target.value);
            setPage(0);
          }}
          error={!start}
          sx={{ width: 140 }}
        />
        <TextField
          size="small"
          label={t('timer.to')}
          value={to}
          onChange={(e) => {
            setTo(e.target.value);
            setPage(0);
          }}
          error={!end}
          sx={{ width: 140 }}
        />
        <Box sx={{ flex: 1 }} />
        {mayLog && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDraft({ date: today(), order: fixedOrder })}
          >
            {t('timer.newHours')}
          </Button>
        )}
      </Stack>
      {totals && Number(totals.hours) > 0 && (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} data-order-hour-totals>
          <Chip
            color="primary"
            variant="outlined"
            label={`${t('timer.orderTotal')}: ${t('timer.hoursShort', { hours: formatHours(Number(totals.hours)) })}`}
          />
          <Chip variant="outlined" label={`${t('hoursapi.report_cost')}: ${formatNumber(totals.cost, 2)}`} />
          <Chip
            variant="outlined"
            label={`${t('hoursapi.report_sales')}: ${formatNumber(totals.sales, 2)}`}
          />
        </Stack>
      )}
      {items.length > 0 && (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} data-order-hours-sum>
          <Chip label={`${t('timer.period')}: ${t('timer.hoursShort', { hours: formatHours(total) })}`} />
          {(['approved', 'delivered', 'not_delivered', 'not_approved'] as const).map((s) =>
            byState(s) > 0 ? (
              <Chip
                key={s}
                variant="outlined"
                label={`${t(`hoursapi.state_${s}`)}: ${t('timer.hoursShort', { hours: formatHours(byState(s)) })}`}
              />
            ) : null,
          )}
        </Stack>
      )}
      {list.isFetching && <LoadingBar />}
      {list.isError && <Alert severity="error">{readHourProblem(t, list.error).message}</Alert>}
      {items.length === 0 && !list.isFetching ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('timer.orderHoursEmpty')}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('timer.orderHours')}>
            <TableHead sx={phone ? { display: 'none' } : undefined}>
              <TableRow>
                <TableCell>{t('timer.field_date')}</TableCell>
                <TableCell>{t('timer.employee')}</TableCell>
                <TableCell>{t('timer.field_worktype_id')}</TableCell>
                <TableCell align="right">{t('timer.field_amount')}</TableCell>
                <TableCell>{t('timer.field_state')}</TableCell>
                <TableCell>{t('timer.field_description')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((e) =>
                phone ? (
                  // A phone shows each entry as a compact row: date and hours first, who and what beneath.
                  <TableRow
                    key={e.id}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => setDraft({ entry: e })}
                  >
                    <TableCell colSpan={6} data-testid="order-hour-row">
                      <Stack
                        direction="row"
                        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
                      >
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {formatDate(e.date)} · {formatHours(e.amount)}
                          {e.start && e.end ? ` (${e.start}–${e.end})` : ''}
                        </Typography>
                        <StateChip state={e.state} locked={e.locked} />
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {[e.username, e.worktypename ?? e.absencetypename, e.description]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                      <RejectionComment entry={e} />
                    </TableCell>
                  </TableRow>
                ) : (
                  <TableRow
                    key={e.id}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => setDraft({ entry: e })}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.date)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.username}</TableCell>
                    <TableCell>{e.worktypename ?? e.absencetypename}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <HourAmount entry={e} />
                    </TableCell>
                    <TableCell>
                      <StateChip state={e.state} locked={e.locked} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 140 }}>
                      {e.description}
                      <RejectionComment entry={e} />
                    </TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={list.data?.total ?? items.length}
            page={page}
            rowsPerPage={PAGE}
            rowsPerPageOptions={[PAGE]}
            onPageChange={(_, p) => setPage(p)}
            labelDisplayedRows={({ from: f, to: tt, count }) => t('timer.rows', { from: f, to: tt, count })}
            getItemAriaLabel={pageButtonLabel(t)}
          />
        </Paper>
      )}
      <HourDialog
        draft={draft}
        fixedOrder={fixedOrder}
        worktypes={(worktypes.data ?? []) as NamedRow[]}
        absencetypes={(absencetypes.data ?? []) as NamedRow[]}
        additions={(additions.data ?? []) as NamedRow[]}
        readOnly={!mayLog}
        onClose={() => setDraft(null)}
        onSaved={(text) => {
          setDraft(null);
          snackbar.success(text);
          void queryClient.invalidateQueries({ queryKey: hourKeys.all });
        }}
      />
    </Stack>
  );
}
