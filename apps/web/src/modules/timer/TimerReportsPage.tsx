import Download from '@mui/icons-material/Download';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { LoadingBar } from '../../app/LoadingBar';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDate, formatDateTime, parseDate } from '@suite/shared/format/date-format';
import { formatNumber } from '@suite/shared/format/number-format';
import {
  HOUR_REPORT_GROUPS,
  type HourReportGroup,
  type HourReportInput,
  type HourReportRow,
} from '@suite/shared/hours/hours.schema';
import { hasPermission, isAdmin } from '@suite/shared/users/permissions';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { useSession } from '../../platform/session';
import { useUsers } from './lookups';
import { readHourProblem } from './hour-errors';
import { downloadReportXlsx, hourKeys, hoursApi, payrollExportUrl } from './hours.api';
import { addDays, formatHours, sumHours, today } from './week.logic';

function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}
function monthEnd(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return addDays(`${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-01`, -1);
}

/** Money as the API answers it ('1234.50') with the decimal comma. */
function money(value: string | number): string {
  return formatNumber(value, 2);
}

/** Report totals, exact (hundredths for hours, øre for money). */
export function reportTotals(rows: readonly HourReportRow[]) {
  const sum = (f: (r: HourReportRow) => number) => sumHours(rows.map(f));
  const cents = (f: (r: HourReportRow) => string) =>
    rows.reduce((s, r) => s + Math.round(Number(f(r)) * 100), 0) / 100;
  return {
    hours: sum((r) => r.hours),
    normal: sum((r) => r.normal),
    overtime50: sum((r) => r.overtime50),
    overtime100: sum((r) => r.overtime100),
    absence: sum((r) => r.absence),
    cost: cents((r) => r.cost),
    sales: cents((r) => r.sales),
  };
}

/**
 * /timer/reports (issue 9): hours by employee, order, work type or period with the overtime split and absence,
 * exported to XLSX; the payroll export of a locked month (CSV, XLSX) and the month lock.
 */
export function TimerReportsPage() {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const [from, setFrom] = useState(formatDate(monthStart(today())));
  const [to, setTo] = useState(formatDate(monthEnd(today())));
  const [groupby, setGroupby] = useState<HourReportGroup>('employee');
  const [userId, setUserId] = useState<number | ''>('');
  const users = useUsers();
  const start = parseDate(from);
  const end = parseDate(to);
  const valid = !!start && !!end && start <= end;
  const body: HourReportInput = {
    start: start ?? today(),
    end: end ?? today(),
    groupby,
    ...(userId ? { users: [userId] } : {}),
  };
  const report = useQuery({
    queryKey: hourKeys.report(body),
    queryFn: () => hoursApi.report(body),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const rows = report.data ?? [];
  const totals = reportTotals(rows);
  const num = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };
  // On a phone each row is a card with its figures (issue 12: no columns cut off at the screen's edge).
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const figures = (r: {
    hours: number;
    normal: number;
    overtime50: number;
    overtime100: number;
    absence: number;
    cost: number | string;
    sales: number | string;
  }): [string, string][] => [
    [t('hoursapi.report_hours'), formatHours(r.hours)],
    [t('hoursapi.report_normal'), formatHours(r.normal)],
    [t('hoursapi.report_overtime50'), formatHours(r.overtime50)],
    [t('hoursapi.report_overtime100'), formatHours(r.overtime100)],
    [t('hoursapi.report_absence'), formatHours(r.absence)],
    [t('hoursapi.report_cost'), money(r.cost)],
    [t('hoursapi.report_sales'), money(r.sales)],
  ];

  return (
    <Stack sx={{ gap: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {t('timer.reportsTitle')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<Download />}
          disabled={!valid}
          onClick={() =>
            downloadReportXlsx(body, i18n.language).catch((error: unknown) =>
              snackbar.error(readHourProblem(t, error).message),
            )
          }
        >
          {t('timer.exportXlsx')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 200px))' },
        }}
      >
        <TextField
          size="small"
          label={t('timer.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={!start}
          helperText={!start ? t('validation.invalidDate') : undefined}
        />
        <TextField
          size="small"
          label={t('timer.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={!end || (!!start && end < start)}
          helperText={!end || (!!start && end < start) ? t('validation.invalidDate') : undefined}
        />
        <TextField
          select
          size="small"
          label={t('timer.groupby')}
          value={groupby}
          onChange={(e) => setGroupby(e.target.value as HourReportGroup)}
        >
          {HOUR_REPORT_GROUPS.map((g) => (
            <MenuItem key={g} value={g}>
              {t(`timer.groupby_${g}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('timer.employee')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={userId}
          onChange={(e) => setUserId(e.target.value === '' ? '' : Number(e.target.value))}
        >
          <MenuItem value="">{t('timer.allEmployees')}</MenuItem>
          {(users.data ?? []).map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {u.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {report.isFetching && <LoadingBar />}
      {report.isError && <Alert severity="error">{readHourProblem(t, report.error).message}</Alert>}
      {phone ? (
        <Stack sx={{ gap: 1 }} data-testid="report-cards">
          {rows.length === 0 && (
            <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>
              {t('timer.nothingFound')}
            </Typography>
          )}
          {[
            ...rows.map((r) => ({ key: r.key, label: r.label, figures: figures(r), total: false })),
            ...(rows.length
              ? [{ key: 'total', label: t('timer.total'), figures: figures(totals), total: true }]
              : []),
          ].map((card) => (
            <Paper key={card.key} variant="outlined" sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: card.total ? 700 : 600, mb: 0.5 }}>{card.label}</Typography>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.25 }}
              >
                {card.figures.map(([name, value]) => (
                  <Box key={name} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {name}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('timer.reportsTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t(`timer.groupby_${groupby}`)}</TableCell>
                <TableCell {...num}>{t('hoursapi.report_hours')}</TableCell>
                <TableCell {...num}>{t('hoursapi.report_normal')}</TableCell>
                <TableCell {...num}>{t('hoursapi.report_overtime50')}</TableCell>
                <TableCell {...num}>{t('hoursapi.report_overtime100')}</TableCell>
                <TableCell {...num}>{t('hoursapi.report_absence')}</TableCell>
                <TableCell {...num}>{t('hoursapi.report_cost')}</TableCell>
                <TableCell {...num}>{t('hoursapi.report_sales')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8} sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>
                    {t('timer.nothingFound')}
                  </TableCell>
                </TableRow>
              )}
              {rows.map((r) => (
                <TableRow key={r.key} hover>
                  <TableCell sx={{ minWidth: 140 }}>{r.label}</TableCell>
                  <TableCell {...num}>{formatHours(r.hours)}</TableCell>
                  <TableCell {...num}>{formatHours(r.normal)}</TableCell>
                  <TableCell {...num}>{formatHours(r.overtime50)}</TableCell>
                  <TableCell {...num}>{formatHours(r.overtime100)}</TableCell>
                  <TableCell {...num}>{formatHours(r.absence)}</TableCell>
                  <TableCell {...num}>{money(r.cost)}</TableCell>
                  <TableCell {...num}>{money(r.sales)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            {rows.length > 0 && (
              <TableFooter sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
                <TableRow>
                  <TableCell>{t('timer.total')}</TableCell>
                  <TableCell {...num}>{formatHours(totals.hours)}</TableCell>
                  <TableCell {...num}>{formatHours(totals.normal)}</TableCell>
                  <TableCell {...num}>{formatHours(totals.overtime50)}</TableCell>
                  <TableCell {...num}>{formatHours(totals.overtime100)}</TableCell>
                  <TableCell {...num}>{formatHours(totals.absence)}</TableCell>
                  <TableCell {...num}>{money(totals.cost)}</TableCell>
                  <TableCell {...num}>{money(totals.sales)}</TableCell>
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </Paper>
      )}
      <PayrollAndLock />
    </Stack>
  );
}

/** The payroll export of a locked month and the lock itself (lock: timer_lock_month; unlock: administrators). */
function PayrollAndLock() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { access } = useSession();
  const now = today();
  const [year, setYear] = useState(Number(now.slice(0, 4)));
  const [month, setMonth] = useState(Number(now.slice(5, 7)));
  const locked = useQuery({ queryKey: hourKeys.locked, queryFn: hoursApi.lockedMonths });
  const lockedMonths = [...(locked.data ?? [])].sort((a, b) => b.year - a.year || b.month - a.month);
  const isLocked = lockedMonths.some((l) => l.year === year && l.month === month);
  const mayLock = !!access && hasPermission(access, 'timer_lock_month');
  const mayUnlock = !!access && isAdmin(access);
  const payroll = useQuery({
    queryKey: hourKeys.payroll(year, month),
    queryFn: () => hoursApi.payroll(year, month),
    enabled: isLocked,
  });
  const monthName = (y: number, m: number) => `${t(`timer.month_${m}`)} ${y}`;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      snackbar.success(done);
      await queryClient.invalidateQueries({ queryKey: hourKeys.all });
    } catch (error) {
      snackbar.error(readHourProblem(t, error).message);
    }
  };
  const years = [year - 1, year, year + 1].filter((y, i, a) => a.indexOf(y) === i);

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="h6" component="h2">
        {t('timer.payrollTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('timer.payrollHelp')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <TextField
          select
          size="small"
          label={t('timer.month')}
          value={month}
          onChange={(e) => setMonth(Number(e.target.value))}
          sx={{ minWidth: 140 }}
        >
          {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
            <MenuItem key={m} value={m}>
              {t(`timer.month_${m}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('timer.year')}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          sx={{ minWidth: 100 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        {isLocked ? (
          <Chip color="warning" icon={<Lock />} label={t('timer.locked')} data-month-locked />
        ) : null}
        {mayLock && !isLocked && (
          <Button
            startIcon={<Lock />}
            onClick={async () => {
              if (
                await confirm({
                  title: t('timer.lockMonth'),
                  text: t('timer.lockConfirm', { month: monthName(year, month) }),
                })
              )
                await run(() => hoursApi.lockMonth(year, month), t('timer.lockedDone'));
            }}
          >
            {t('timer.lockMonth')}
          </Button>
        )}
        {mayUnlock && isLocked && (
          <Button
            startIcon={<LockOpen />}
            onClick={() => void run(() => hoursApi.unlockMonth(year, month), t('timer.unlockedDone'))}
          >
            {t('timer.unlockMonth')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<Download />}
          disabled={!isLocked}
          href={payrollExportUrl(year, month, 'csv')}
          download
        >
          {t('timer.exportCsv')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<Download />}
          disabled={!isLocked}
          href={payrollExportUrl(year, month, 'xlsx')}
          download
        >
          {t('timer.exportXlsxShort')}
        </Button>
      </Stack>
      {!isLocked && <Alert severity="info">{t('timer.payrollNeedsLock')}</Alert>}
      {isLocked && payroll.isError && (
        <Alert severity="error">{readHourProblem(t, payroll.error).message}</Alert>
      )}
      {isLocked && payroll.isSuccess && payroll.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('timer.nothingFound')}
        </Typography>
      )}
      {isLocked && (payroll.data?.length ?? 0) > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('timer.payrollTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('hoursapi.payroll_employeenumber')}</TableCell>
                <TableCell>{t('hoursapi.payroll_employee')}</TableCell>
                <TableCell>{t('hoursapi.payroll_wagetype')}</TableCell>
                <TableCell>{t('hoursapi.payroll_description')}</TableCell>
                <TableCell align="right">{t('hoursapi.payroll_hours')}</TableCell>
                <TableCell align="right">{t('hoursapi.payroll_rate')}</TableCell>
                <TableCell align="right">{t('hoursapi.payroll_amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payroll.data!.map((l, i) => (
                <TableRow key={`${l.user_id}-${l.wagetype}-${i}`}>
                  <TableCell>{l.employeenumber}</TableCell>
                  <TableCell>{l.username}</TableCell>
                  <TableCell>{l.wagetype}</TableCell>
                  <TableCell>{l.description}</TableCell>
                  <TableCell align="right">{formatHours(l.hours)}</TableCell>
                  <TableCell align="right">{money(l.rate)}</TableCell>
                  <TableCell align="right">{money(l.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('timer.lockedMonths')}
      </Typography>
      {lockedMonths.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('timer.noLockedMonths')}
        </Typography>
      ) : (
        <Stack sx={{ gap: 0.5, mt: 0.5 }}>
          {lockedMonths.map((l) => (
            <Typography key={`${l.year}-${l.month}`} variant="body2">
              <strong>{monthName(l.year, l.month)}</strong> ·{' '}
              {l.automatic
                ? t('timer.lockedAutomatically', { date: formatDateTime(l.lockedon) })
                : t('timer.lockedBy', { date: formatDateTime(l.lockedon), name: l.lockedbyname ?? '' })}
            </Typography>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
