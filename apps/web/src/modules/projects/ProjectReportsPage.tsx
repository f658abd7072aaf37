import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import { LoadingBar } from '../../app/LoadingBar';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { useActiveList } from '../leads/record-lookups';
import { PageHeader } from '../settings/PageHeader';
import { useDebouncedValue } from '../settings/use-debounced-value';
import {
  EMPTY_FILTER,
  reportExportUrl,
  reportTotals,
  toApiFilter,
  type ReportFilterText,
} from './project-report.logic';
import { projectKeys, projectsApi } from './projects.api';

type Kind = 'project_reports' | 'budget_reports';
type StatusItem = { id: number; status?: number; name?: string | null };

// spec 01 §9: search debounce 500 ms.
const DEBOUNCE_MS = 500;
const money = (v: string | null) => (v === null ? '' : formatNumber(v));
const pct = (v: string | null) => (v === null ? '' : `${formatNumber(v, 1)} %`);
const narrow = { display: { xs: 'none', md: 'table-cell' } } as const;
const wide = { display: { xs: 'none', xl: 'table-cell' } } as const;

/**
 * /project_reports and /budget_reports (spec 01 §2): budget against actual per project, with filters, sums and an
 * XLSX export of what is shown. The budget report leads with the budget columns; both read the same numbers.
 */
export function ProjectReportsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const kind: Kind = matches.some((m) => m.pathname.startsWith('/budget_reports'))
    ? 'budget_reports'
    : 'project_reports';
  const [filter, setFilter] = useState<ReportFilterText>(EMPTY_FILTER);
  const search = useDebouncedValue(filter.search, DEBOUNCE_MS);
  const apiFilter = toApiFilter({ ...filter, search });
  const report = useQuery({
    queryKey: projectKeys.report(kind, apiFilter),
    queryFn: () => projectsApi.report(kind, apiFilter),
    placeholderData: keepPreviousData,
  });
  const statuses = useActiveList('projectstatuslists');
  const rows = report.data ?? [];
  const totals = reportTotals(rows);
  const set = (patch: Partial<ReportFilterText>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <Box>
      <PageHeader
        title={t(kind === 'budget_reports' ? 'projects.budgetTitle' : 'projects.reportTitle')}
        subtitle={t('projects.reportDescription')}
        actions={
          <Button
            variant="outlined"
            startIcon={<Download />}
            href={reportExportUrl(kind, apiFilter, i18n.language)}
            download
          >
            {t('projects.exportXlsx')}
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' },
          alignItems: 'center',
          mb: 2,
        }}
      >
        <TextField
          size="small"
          label={t('projects.filterSearch')}
          value={filter.search}
          onChange={(e) => set({ search: e.target.value })}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <TextField
          select
          size="small"
          label={t('projects.field_status')}
          value={filter.status}
          onChange={(e) => set({ status: e.target.value === '' ? '' : Number(e.target.value) })}
        >
          <MenuItem value="">
            <em>{t('projects.allStatuses')}</em>
          </MenuItem>
          {((statuses.data ?? []) as StatusItem[]).map((s) => (
            <MenuItem key={s.id} value={s.status ?? s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('projects.filterFrom')}
          placeholder={t('equipment.datePlaceholder')}
          value={filter.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          size="small"
          label={t('projects.filterTo')}
          placeholder={t('equipment.datePlaceholder')}
          value={filter.to}
          onChange={(e) => set({ to: e.target.value })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filter.includeinactive}
              onChange={(e) => set({ includeinactive: e.target.checked })}
            />
          }
          label={t('projects.filterInactive')}
        />
      </Box>
      {report.isFetching ? <LoadingBar sx={{ mb: 1 }} /> : null}
      {report.data && rows.length === 0 ? <Alert severity="info">{t('projects.noRows')}</Alert> : null}
      {rows.length > 0 ? (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('projects.report_projectnumber')}</TableCell>
                <TableCell>{t('projects.report_name')}</TableCell>
                <TableCell sx={narrow}>{t('projects.report_customername')}</TableCell>
                <TableCell sx={narrow}>{t('projects.report_statusname')}</TableCell>
                <TableCell sx={wide}>{t('projects.report_startdate')}</TableCell>
                <TableCell align="right">{t('projects.report_budget')}</TableCell>
                <TableCell align="right">{t('projects.report_net')}</TableCell>
                <TableCell align="right" sx={wide}>
                  {t('projects.report_cost')}
                </TableCell>
                <TableCell align="right" sx={narrow}>
                  {t('projects.report_margin')}
                </TableCell>
                <TableCell align="right">
                  {t(
                    kind === 'budget_reports'
                      ? 'projects.report_budgetusedpercent'
                      : 'projects.report_marginpercent',
                  )}
                </TableCell>
                <TableCell align="right" sx={narrow}>
                  {t('projects.report_remaining')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow
                  key={r.id}
                  hover
                  tabIndex={0}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => navigate(`/projects/${r.id}/dashboard`)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') navigate(`/projects/${r.id}/dashboard`);
                  }}
                >
                  <TableCell>{r.projectnumber}</TableCell>
                  <TableCell>{r.name}</TableCell>
                  <TableCell sx={narrow}>{r.customername ?? ''}</TableCell>
                  <TableCell sx={narrow}>{r.statusname ?? ''}</TableCell>
                  <TableCell sx={wide}>{r.startdate ? formatDate(r.startdate) : ''}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(r.budget)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(r.net)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...wide, whiteSpace: 'nowrap' }}>
                    {money(r.cost)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...narrow, whiteSpace: 'nowrap' }}>
                    {money(r.margin)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {pct(kind === 'budget_reports' ? r.budgetusedpercent : r.marginpercent)}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      ...narrow,
                      whiteSpace: 'nowrap',
                      color: r.remaining?.startsWith('-') ? 'error.main' : undefined,
                    }}
                  >
                    {money(r.remaining)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary' } }}>
                <TableCell colSpan={2}>{t('projects.totals')}</TableCell>
                <TableCell sx={narrow} />
                <TableCell sx={narrow} />
                <TableCell sx={wide} />
                <TableCell align="right">{money(totals.budget)}</TableCell>
                <TableCell align="right">{money(totals.net)}</TableCell>
                <TableCell align="right" sx={wide}>
                  {money(totals.cost)}
                </TableCell>
                <TableCell align="right" sx={narrow}>
                  {money(totals.margin)}
                </TableCell>
                <TableCell align="right">
                  {kind === 'budget_reports' ? '' : pct(totals.marginpercent)}
                </TableCell>
                <TableCell align="right" sx={narrow}>
                  {money(totals.remaining)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      ) : null}
    </Box>
  );
}
