import Add from '@mui/icons-material/Add';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { hasPermission, isAdmin } from '@suite/shared/users/permissions';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useRememberedState } from '../../platform/remembered-state';
import { useSession } from '../../platform/session';
import { PageHeader } from '../settings/PageHeader';
import { ServerListGrid } from '../settings/ServerListGrid';
import type { ListRequest } from '../settings/resource.types';
import { DateFilter, isoOf, SearchFilter, StatusFilter, TypeFilter, type Option } from './InspectionFilters';
import { inspectionColumns, INSPECTION_CARD } from './inspection-columns';
import {
  inspectionKeys,
  inspectionsApi,
  type InspectionFilters,
  type InspectionRow,
} from './inspections.api';

const TEXTS = {
  search: 'inspections.searchInspections',
  of: 'inspections.of',
  noRows: 'inspections.noRows',
  noMatches: 'inspections.noMatches',
  totalRows: 'inspections.totalRows',
};
const HIDE_ON_NARROW = ['inspectiontypename', 'customername', 'inspectedbyname', 'date'];
/** No order sent: the server puts overdue inspections first, then the newest date (docs/inspections-api.md). */
const OVERDUE_FIRST: never[] = [];

type Filters = {
  status: string;
  type: number | '';
  customer: Option | null;
  equipment: Option | null;
  from: string;
  to: string;
};
const NO_FILTERS: Filters = { status: '', type: '', customer: null, equipment: null, from: '', to: '' };

/** The list filters as the inspection list takes them. */
function filterBody(f: Filters): InspectionFilters {
  return {
    ...(f.status ? { status: f.status as InspectionFilters['status'] } : {}),
    ...(f.type ? { inspectiontype_id: f.type } : {}),
    ...(f.customer ? { customer_id: f.customer.id } : {}),
    ...(f.equipment ? { equipment_id: f.equipment.id } : {}),
    ...(isoOf(f.from) ? { from: isoOf(f.from) } : {}),
    ...(isoOf(f.to) ? { to: isoOf(f.to) } : {}),
  };
}

/**
 * /inspections (spec 02 §2, issue 8): every inspection, overdue ones first and marked red, filtered by status,
 * type, customer, equipment and inspection date, with the total and the number overdue. On a phone each row is a
 * card: control number, equipment, status, next inspection.
 */
export function InspectionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { access } = useSession();
  const mayAdd = access ? isAdmin(access) || hasPermission(access, 'inspections_add') : false;
  const [filters, setFilters] = useRememberedState<Filters>('/inspections:filters', NO_FILTERS);
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const match = useMemo(() => filterBody(filters), [filters]);
  const filtered = Object.keys(match).length > 0;
  const overdue = useQuery({
    queryKey: inspectionKeys.list({ overduecount: true }),
    queryFn: () => inspectionsApi.list({ match: { status: 'overdue' }, skip: 0, limit: 1, count: true }),
  });
  const columns = useMemo<GridColDef<InspectionRow>[]>(() => inspectionColumns(t), [t]);
  const load = useCallback((body: ListRequest) => inspectionsApi.list(body), []);
  const overdueCount = overdue.data?.total ?? 0;

  return (
    <Box sx={{ maxWidth: 1400, minWidth: 0 }}>
      <PageHeader
        title={t('inspections.title')}
        actions={
          mayAdd ? (
            <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/inspections/actions">
              {t('inspections.newInspection')}
            </Button>
          ) : null
        }
      />
      {overdueCount > 0 ? (
        <Chip
          icon={<WarningAmber />}
          color="error"
          variant={filters.status === 'overdue' ? 'filled' : 'outlined'}
          label={t('inspections.overdueCount', { count: overdueCount })}
          onClick={() => set({ status: filters.status === 'overdue' ? '' : 'overdue' })}
          sx={{ mb: 1.5 }}
          data-testid="overdue-count"
        />
      ) : null}
      <ServerListGrid<InspectionRow>
        queryKey={inspectionKeys.list}
        load={load}
        card={INSPECTION_CARD}
        columns={columns}
        hideOnNarrow={HIDE_ON_NARROW}
        defaultSort={OVERDUE_FIRST}
        match={match}
        filtered={filtered}
        texts={TEXTS}
        searchWidth={{ basis: 260, max: 360 }}
        filters={
          <>
            <StatusFilter value={filters.status} onChange={(status) => set({ status })} />
            <TypeFilter value={filters.type} onChange={(type) => set({ type })} />
            <Box sx={{ width: { xs: '100%', sm: 220 } }}>
              <SearchFilter
                resource="customers"
                label={t('inspections.filterCustomer')}
                value={filters.customer}
                onChange={(customer) => set({ customer })}
              />
            </Box>
            <Box sx={{ width: { xs: '100%', sm: 240 } }}>
              <SearchFilter
                resource="equipments"
                label={t('inspections.filterEquipment')}
                value={filters.equipment}
                onChange={(equipment) => set({ equipment })}
              />
            </Box>
            <DateFilter
              label={t('inspections.from')}
              value={filters.from}
              onChange={(from) => set({ from })}
            />
            <DateFilter label={t('inspections.to')} value={filters.to} onChange={(to) => set({ to })} />
            {filtered ? (
              <Button size="small" onClick={() => setFilters(NO_FILTERS)}>
                {t('inspections.clearFilters')}
              </Button>
            ) : null}
          </>
        }
        onOpen={(row) => void navigate(`/inspections/actions/${row.id}`)}
      />
    </Box>
  );
}
