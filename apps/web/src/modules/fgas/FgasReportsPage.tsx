import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import { LoadingBar } from '../../app/LoadingBar';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type {
  DrainfillReport,
  DrainfillReportRow,
  FgasReport,
  FgasReportRow,
} from '@suite/shared/fgas/index';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { CustomerPicker } from '../customers/CustomerPicker';
import { useActiveList } from '../leads/record-lookups';
import { reportExportUrl } from '../projects/project-report.logic';
import { PageHeader } from '../settings/PageHeader';
import { fgasApi, fgasKeys, type FgasKindRoute } from './fgas.api';
import {
  defaultFilter,
  exportFilter,
  isOverdue,
  toApiFilter,
  type FgasFilterText,
} from './fgas-report.logic';

const kg = (v: number | null) => (v === null ? '' : formatNumber(v, 2));
const tonnes = (v: number | null) => (v === null ? '' : formatNumber(v, 2));
const date = (v: string | null) => (v ? formatDate(v) : '');
const wide = { display: { xs: 'none', xl: 'table-cell' } } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * /f_gas_reports and /drainfill_reports (spec 02 §2; issue 8 "F-gas records"): the F-gas records of a period per
 * equipment (charge, CO2e, refilled and recovered, leak checks, next check) or every drain and fill, with filters,
 * totals in kg and tonnes CO2e and an XLSX export of the same filter. Phones (≤ 600 px) get one card per row.
 */
export function FgasReportsPage() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const kind: FgasKindRoute = matches.some((m) => m.pathname.startsWith('/drainfill_reports'))
    ? 'drainfill_reports'
    : 'f_gas_reports';
  const phone = useMediaQuery('(max-width:600px)');
  const [filter, setFilter] = useState<FgasFilterText>(() => defaultFilter());
  const apiFilter = toApiFilter(filter);
  const report = useQuery({
    queryKey: fgasKeys.report(kind, apiFilter),
    queryFn: (): Promise<FgasReport | DrainfillReport> =>
      kind === 'f_gas_reports' ? fgasApi.fgas(apiFilter) : fgasApi.drainfill(apiFilter),
    placeholderData: keepPreviousData,
  });
  const refrigerants = useActiveList('refrigerants');
  const set = (patch: Partial<FgasFilterText>) => setFilter((f) => ({ ...f, ...patch }));
  const data = report.data;

  return (
    <Box>
      <PageHeader
        title={t(kind === 'f_gas_reports' ? 'fgas.fgasTitle' : 'fgas.drainfillTitle')}
        subtitle={t(kind === 'f_gas_reports' ? 'fgas.fgasDescription' : 'fgas.drainfillDescription')}
        actions={
          <Button
            variant="outlined"
            startIcon={<Download />}
            href={reportExportUrl(kind, exportFilter(apiFilter), i18n.language)}
            download
          >
            {t('fgas.exportXlsx')}
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 2fr 1fr' },
          alignItems: 'center',
          mb: 2,
        }}
      >
        <TextField
          size="small"
          label={t('fgas.filterFrom')}
          placeholder={t('equipment.datePlaceholder')}
          value={filter.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          size="small"
          label={t('fgas.filterTo')}
          placeholder={t('equipment.datePlaceholder')}
          value={filter.to}
          onChange={(e) => set({ to: e.target.value })}
        />
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <CustomerPicker
            value={filter.customer_id}
            onChange={(id) => set({ customer_id: id })}
            label={t('fgas.filterCustomer')}
          />
        </Box>
        <TextField
          select
          size="small"
          label={t('fgas.filterRefrigerant')}
          value={filter.refrigerant_id}
          onChange={(e) => set({ refrigerant_id: e.target.value === '' ? '' : Number(e.target.value) })}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        >
          <MenuItem value="">
            <em>{t('fgas.allRefrigerants')}</em>
          </MenuItem>
          {(refrigerants.data ?? []).map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {report.isFetching ? <LoadingBar sx={{ mb: 1 }} /> : null}
      {data && data.total === 0 ? <Alert severity="info">{t('fgas.noRows')}</Alert> : null}
      {data && data.total > 0 ? (
        <>
          <Totals
            items={
              kind === 'f_gas_reports' && 'charge' in data.totals
                ? [
                    [t('fgas.col_charge'), kg(data.totals.charge)],
                    [t('fgas.col_co2e'), tonnes(data.totals.co2e)],
                    [t('fgas.col_added'), kg(data.totals.added)],
                    [t('fgas.col_recovered'), kg(data.totals.recovered)],
                  ]
                : [
                    [t('fgas.col_added'), kg(data.totals.added)],
                    [t('fgas.col_recovered'), kg(data.totals.recovered)],
                    [t('fgas.col_co2e'), tonnes(data.totals.co2e)],
                  ]
            }
            count={t('fgas.rowsCount', { count: data.total })}
          />
          {kind === 'f_gas_reports' ? (
            <FgasRows rows={data.items as FgasReportRow[]} phone={phone} />
          ) : (
            <DrainfillRows rows={data.items as DrainfillReportRow[]} phone={phone} />
          )}
        </>
      ) : null}
    </Box>
  );
}

/** The sums of the whole filter, above the rows (so a phone sees them without scrolling to the end). */
function Totals({ items, count }: { items: [string, string][]; count: string }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="fgas-totals"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1.5, sm: 3 },
        alignItems: 'baseline',
        p: 1.5,
        mb: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="subtitle2">{t('fgas.totals')}</Typography>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 600, ...nowrap }}>
            {value}
          </Typography>
        </Box>
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
        {count}
      </Typography>
    </Box>
  );
}

function NextCheck({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (!value) return <>{t('fgas.noCheckRequired')}</>;
  const late = isOverdue(value);
  return (
    <Box component="span" sx={{ color: late ? 'error.main' : undefined, fontWeight: late ? 600 : undefined }}>
      {date(value)}
      {late ? ` · ${t('fgas.overdue')}` : ''}
    </Box>
  );
}

/** A row as a card on a phone: a title line and label/value pairs in two columns. */
function RowCard({
  title,
  subtitle,
  pairs,
  onOpen,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  pairs: [string, ReactNode][];
  onOpen?: () => void;
}) {
  const body = (
    <Box sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {subtitle}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.75 }}>
        {pairs.map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {label}
            </Typography>
            <Typography variant="body2" component="div">
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ mb: 1 }}>
      {onOpen ? <CardActionArea onClick={onOpen}>{body}</CardActionArea> : body}
    </Card>
  );
}

function FgasRows({ rows, phone }: { rows: FgasReportRow[]; phone: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (r: FgasReportRow) => void navigate(`/equipments/${r.equipment_id}/detail`);
  const name = (r: FgasReportRow) =>
    r.equipmentnumber ? `${r.equipmentname} (${r.equipmentnumber})` : r.equipmentname;
  const checks = (r: FgasReportRow) =>
    r.leaksfound
      ? `${r.leakchecks} (${r.leaksfound} ${t('fgas.col_leaksfound').toLowerCase()})`
      : String(r.leakchecks);
  if (phone) {
    return (
      <Box data-testid="fgas-cards">
        {rows.map((r) => (
          <RowCard
            key={r.equipment_id}
            title={name(r)}
            subtitle={`${r.customername ?? ''} · ${r.refrigerantname ?? ''}`}
            onOpen={() => open(r)}
            pairs={[
              [t('fgas.col_charge'), kg(r.charge)],
              [t('fgas.col_co2e'), tonnes(r.co2e)],
              [t('fgas.col_added'), kg(r.added)],
              [t('fgas.col_recovered'), kg(r.recovered)],
              [t('fgas.col_leakchecks'), checks(r)],
              [t('fgas.col_nextleakcheck'), <NextCheck key="n" value={r.nextleakcheck} />],
            ]}
          />
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('fgas.col_equipmentname')}</TableCell>
            <TableCell sx={wide}>{t('fgas.col_customername')}</TableCell>
            <TableCell>{t('fgas.col_refrigerantname')}</TableCell>
            <TableCell align="right">{t('fgas.col_charge')}</TableCell>
            <TableCell align="right">{t('fgas.col_co2e')}</TableCell>
            <TableCell align="right">{t('fgas.col_added')}</TableCell>
            <TableCell align="right">{t('fgas.col_recovered')}</TableCell>
            <TableCell align="right">{t('fgas.col_leakchecks')}</TableCell>
            <TableCell align="right" sx={wide}>
              {t('fgas.col_leakinterval')}
            </TableCell>
            <TableCell>{t('fgas.col_nextleakcheck')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow
              key={r.equipment_id}
              hover
              tabIndex={0}
              sx={{ cursor: 'pointer' }}
              onClick={() => open(r)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') open(r);
              }}
            >
              <TableCell>{name(r)}</TableCell>
              <TableCell sx={wide}>{r.customername ?? ''}</TableCell>
              <TableCell>{r.refrigerantname ?? ''}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {kg(r.charge)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {tonnes(r.co2e)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {kg(r.added)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {kg(r.recovered)}
              </TableCell>
              <TableCell align="right">{checks(r)}</TableCell>
              <TableCell align="right" sx={wide}>
                {r.leakinterval ?? ''}
              </TableCell>
              <TableCell sx={nowrap}>
                <NextCheck value={r.nextleakcheck} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function DrainfillRows({ rows, phone }: { rows: DrainfillReportRow[]; phone: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (r: DrainfillReportRow) =>
    r.equipment_id ? () => void navigate(`/equipments/${r.equipment_id}/detail`) : undefined;
  if (phone) {
    return (
      <Box data-testid="fgas-cards">
        {rows.map((r) => (
          <RowCard
            key={r.id}
            title={`${date(r.date)} · ${r.equipmentname ?? ''}`}
            subtitle={`${r.customername ?? ''} · ${r.refrigerantname ?? ''}`}
            onOpen={open(r)}
            pairs={[
              [t('fgas.col_added'), kg(r.added)],
              [t('fgas.col_recovered'), kg(r.recovered)],
              [t('fgas.col_co2e'), tonnes(r.co2e)],
              [t('fgas.col_technician'), r.technician ?? ''],
            ]}
          />
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('fgas.col_date')}</TableCell>
            <TableCell>{t('fgas.col_equipmentname')}</TableCell>
            <TableCell sx={wide}>{t('fgas.col_customername')}</TableCell>
            <TableCell>{t('fgas.col_refrigerantname')}</TableCell>
            <TableCell align="right">{t('fgas.col_added')}</TableCell>
            <TableCell align="right">{t('fgas.col_recovered')}</TableCell>
            <TableCell align="right">{t('fgas.col_co2e')}</TableCell>
            <TableCell>{t('fgas.col_technician')}</TableCell>
            <TableCell sx={wide}>{t('fgas.col_comment')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow
              key={r.id}
              hover
              sx={{ cursor: r.equipment_id ? 'pointer' : undefined }}
              onClick={open(r)}
            >
              <TableCell sx={nowrap}>{date(r.date)}</TableCell>
              <TableCell>{r.equipmentname ?? ''}</TableCell>
              <TableCell sx={wide}>{r.customername ?? ''}</TableCell>
              <TableCell>{r.refrigerantname ?? ''}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {kg(r.added)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {kg(r.recovered)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {tonnes(r.co2e)}
              </TableCell>
              <TableCell>{r.technician ?? ''}</TableCell>
              <TableCell sx={wide}>{r.comment ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
