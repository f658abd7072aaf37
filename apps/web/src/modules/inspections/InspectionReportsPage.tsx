// The inspection reports (spec 02 §2 "Report routes", issue 8): /inspection_report (inspections by status, type,
// customer and period) and /equipment_lastinspection_report (every equipment with its last inspection), each with
// its filters and the XLSX export of everything the filters find.
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@suite/shared/format/date-format';
import { formatNumber } from '@suite/shared/format/number-format';
import type { InspectionDisplayStatus, LastInspectionRow } from '@suite/shared/inspections/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../app/snackbar';
import { isApiError } from '../../platform/api';
import { problemDisplayText } from '../../platform/problem-text';
import { useRememberedState } from '../../platform/remembered-state';
import { RowsTable, type RowsColumn } from '../orders/RowsTable';
import { PageHeader } from '../settings/PageHeader';
import { useDebouncedValue } from '../settings/use-debounced-value';
import {
  badDate,
  DateFilter,
  isoOf,
  SearchFilter,
  StatusFilter,
  TypeFilter,
  type Option,
} from './InspectionFilters';
import { InspectionStatusChip } from './InspectionStatusChip';
import { downloadXlsx, inspectionKeys, inspectionsApi } from './inspections.api';

/** Rows shown on the screen; the export holds every row the filters find. */
const SHOWN = 500;

type Filters = { status: string; type: number | ''; customer: Option | null; from: string; to: string };
const NO_FILTERS: Filters = { status: '', type: '', customer: null, from: '', to: '' };

function reportBody(f: Filters) {
  return {
    ...(f.status ? { status: f.status as InspectionDisplayStatus } : {}),
    ...(f.type ? { inspectiontype_id: f.type } : {}),
    ...(f.customer ? { customer_id: f.customer.id } : {}),
    ...(isoOf(f.from) ? { from: isoOf(f.from) } : {}),
    ...(isoOf(f.to) ? { to: isoOf(f.to) } : {}),
  };
}

const dateText = (v: string | null | undefined) => (v ? formatDate(v) : '');

/** One report: title, filters, export button, the total and the rows in a table that scrolls inside its frame. */
function ReportPage<Row extends { id: number }>(props: {
  report: 'inspection_report' | 'equipment_lastinspection_report';
  title: string;
  intro: string;
  withNone?: boolean;
  load: (body: ReturnType<typeof reportBody> & { skip: number; limit: number; count: true }) => Promise<{
    items: Row[];
    total: number;
  }>;
  queryKey: (body: unknown) => readonly unknown[];
  columns: RowsColumn<Row>[];
  onOpen?: (row: Row) => void;
}) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const [filters, setFilters] = useRememberedState<Filters>(`/${props.report}:filters`, NO_FILTERS);
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, 500).trim();
  const valid = !badDate(filters.from) && !badDate(filters.to);
  const filterBody = { ...reportBody(filters), ...(search ? { search } : {}) };
  const body = { ...filterBody, skip: 0, limit: SHOWN, count: true as const };
  const rows = useQuery({
    queryKey: props.queryKey(body),
    queryFn: () => props.load(body),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);
  const exportXlsx = async () => {
    setExporting(true);
    try {
      await downloadXlsx(props.report, filterBody, i18n.language);
    } catch (e) {
      const text = isApiError(e) ? (e.problem.detail ?? e.problem.title) : String(e);
      snackbar.error(t('inspections.exportFailed', { message: problemDisplayText(t, text) }));
    } finally {
      setExporting(false);
    }
  };
  const items = rows.data?.items ?? [];
  const total = rows.data?.total ?? 0;

  return (
    <Box sx={{ maxWidth: 1400, minWidth: 0 }}>
      <PageHeader
        title={props.title}
        subtitle={props.intro}
        actions={
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={!valid || exporting}
            onClick={() => void exportXlsx()}
          >
            {t('inspections.exportXlsx')}
          </Button>
        }
      />
      <Paper
        variant="outlined"
        sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <StatusFilter
          value={filters.status}
          onChange={(status) => set({ status })}
          withNone={props.withNone}
        />
        <TypeFilter value={filters.type} onChange={(type) => set({ type })} />
        <Box sx={{ width: { xs: '100%', sm: 240 } }}>
          <SearchFilter
            resource="customers"
            label={t('inspections.filterCustomer')}
            value={filters.customer}
            onChange={(customer) => set({ customer })}
          />
        </Box>
        <DateFilter label={t('inspections.from')} value={filters.from} onChange={(from) => set({ from })} />
        <DateFilter label={t('inspections.to')} value={filters.to} onChange={(to) => set({ to })} />
        <TextField
          size="small"
          label={t('inspections.search')}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
      </Paper>
      {rows.isFetching ? <LoadingBar /> : null}
      {rows.isError ? (
        <Alert severity="error">
          {problemDisplayText(
            t,
            isApiError(rows.error) ? (rows.error.problem.detail ?? rows.error.problem.title) : '',
          )}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="report-total">
        {t('inspections.reportRows', { count: formatNumber(total, 0) })}
        {total > items.length && items.length > 0
          ? ` · ${t('inspections.moreRows', { shown: formatNumber(items.length, 0), total: formatNumber(total, 0) })}`
          : ''}
      </Typography>
      {items.length === 0 ? (
        rows.isFetching ? null : (
          <Alert severity="info" data-testid="report-empty">
            {t('inspections.nothingFound')}
          </Alert>
        )
      ) : (
        <RowsTable wide label={props.title} rows={items} columns={props.columns} onOpen={props.onOpen} />
      )}
    </Box>
  );
}

const equipmentText = (r: { equipmentnumber: string | null; equipmentname: string | null }) =>
  [r.equipmentnumber, r.equipmentname].filter((x) => x != null && x !== '').join(' ');

/** /inspection_report: inspections by status, type, customer and inspection date. */
export function InspectionReportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ReportPage
      report="inspection_report"
      title={t('inspections.reportTitle')}
      intro={t('inspections.reportIntro')}
      load={inspectionsApi.report}
      queryKey={inspectionKeys.report}
      onOpen={(r) => void navigate(`/inspections/actions/${r.id}`)}
      columns={[
        { label: t('inspections.field_controlnumber'), cell: (r) => r.controlnumber, nowrap: true },
        { label: t('inspections.col_equipment'), cell: equipmentText, minWidth: 170 },
        { label: t('inspections.field_customer_id'), cell: (r) => r.customername, minWidth: 150 },
        { label: t('inspections.field_inspectiontype_id'), cell: (r) => r.inspectiontypename },
        { label: t('inspections.field_date'), cell: (r) => dateText(r.date), nowrap: true },
        {
          label: t('inspections.field_status'),
          cell: (r) => <InspectionStatusChip status={r.displaystatus} />,
          nowrap: true,
        },
        {
          label: t('inspections.field_nextinspection'),
          cell: (r) => dateText(r.nextinspection),
          nowrap: true,
        },
        { label: t('inspections.field_inspectedbyname'), cell: (r) => r.inspectedbyname },
      ]}
    />
  );
}

/** /equipment_lastinspection_report: every equipment with its last inspection (or none). */
export function LastInspectionReportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ReportPage<LastInspectionRow & { id: number }>
      report="equipment_lastinspection_report"
      title={t('inspections.lastReportTitle')}
      intro={t('inspections.lastReportIntro')}
      withNone
      load={(body) =>
        inspectionsApi
          .lastReport(body)
          .then((r) => ({ ...r, items: r.items.map((x) => ({ ...x, id: x.equipment_id })) }))
      }
      queryKey={inspectionKeys.lastReport}
      onOpen={(r) =>
        void navigate(
          r.inspection_id
            ? `/inspections/actions/${r.inspection_id}`
            : `/equipments/${r.equipment_id}/inspections`,
        )
      }
      columns={[
        { label: t('inspections.col_equipment'), cell: equipmentText, minWidth: 170 },
        { label: t('inspections.field_customer_id'), cell: (r) => r.customername, minWidth: 150 },
        { label: t('inspections.col_lastinspection'), cell: (r) => dateText(r.date), nowrap: true },
        { label: t('inspections.field_controlnumber'), cell: (r) => r.controlnumber, nowrap: true },
        { label: t('inspections.field_inspectiontype_id'), cell: (r) => r.inspectiontypename },
        {
          label: t('inspections.field_status'),
          cell: (r) => <InspectionStatusChip status={r.displaystatus} />,
          nowrap: true,
        },
        {
          label: t('inspections.field_nextinspection'),
          cell: (r) => dateText(r.nextinspection),
          nowrap: true,
        },
      ]}
    />
  );
}
