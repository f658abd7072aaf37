// The inspections tabs of equipment, customers and orders (spec 01 §2): the record's inspections, overdue first,
// each opening the inspection; a new inspection starts with the equipment or order filled in.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { canChange, hasPermission, isAdmin } from '@suite/shared/users/permissions';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { RecordTabProps } from '../../app/record-tabs';
import { useSession } from '../../platform/session';
import { ServerListGrid } from '../settings/ServerListGrid';
import type { ListRequest } from '../settings/resource.types';
import { inspectionColumns, INSPECTION_CARD } from './inspection-columns';
import { inspectionKeys, inspectionsApi, type InspectionRow } from './inspections.api';

type RecordField = 'equipment_id' | 'customer_id' | 'order_id';

const TEXTS = {
  search: 'inspections.searchInspections',
  of: 'inspections.of',
  noRows: 'inspections.noneOfRecord',
  noMatches: 'inspections.noMatches',
  totalRows: 'inspections.totalRows',
};
const NO_SORT: never[] = [];
/** On the equipment's own tab the equipment is known: the card is the control number, status and dates. */
const EQUIPMENT_TAB_CARD = {
  title: 'controlnumber',
  // No number beside it: the control number is the title.
  number: '',
  status: 'displaystatus',
  secondary: ['date', 'nextinspection'],
};

export const EquipmentInspectionsTab = (p: RecordTabProps) => <InspectionsTab field="equipment_id" {...p} />;
export const CustomerInspectionsTab = (p: RecordTabProps) => <InspectionsTab field="customer_id" {...p} />;
export const OrderInspectionsTab = (p: RecordTabProps) => <InspectionsTab field="order_id" {...p} />;

function InspectionsTab({ field, recordId, readOnly }: RecordTabProps & { field: RecordField }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { access } = useSession();
  const mayAdd =
    !readOnly &&
    !!access &&
    (isAdmin(access) || (canChange(access) && hasPermission(access, 'inspections_add')));
  const hide =
    field === 'equipment_id'
      ? ['equipmentname', 'customername']
      : field === 'customer_id'
        ? ['customername']
        : [];
  const columns = useMemo<GridColDef<InspectionRow>[]>(
    () => inspectionColumns(t).filter((c) => !hide.includes(c.field)),
    // hide follows field, fixed for the tab
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, field],
  );
  const match = useMemo(() => ({ [field]: recordId }), [field, recordId]);
  const load = useCallback((body: ListRequest) => inspectionsApi.list(body), []);
  // A new inspection needs its equipment; from an order or an equipment it is filled in.
  const newLink =
    field === 'customer_id' ? '/inspections/actions' : `/inspections/actions?${field}=${recordId}`;
  return (
    <Box sx={{ minWidth: 0 }}>
      {mayAdd ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={newLink}>
            {t('inspections.newInspection')}
          </Button>
        </Box>
      ) : null}
      <ServerListGrid<InspectionRow>
        queryKey={inspectionKeys.list}
        load={load}
        card={field === 'equipment_id' ? EQUIPMENT_TAB_CARD : INSPECTION_CARD}
        columns={columns}
        hideOnNarrow={['inspectiontypename', 'inspectedbyname', 'date']}
        defaultSort={NO_SORT}
        match={match}
        texts={TEXTS}
        stateKey={`inspections:${field}:${recordId}`}
        onOpen={(row) => void navigate(`/inspections/actions/${row.id}`)}
      />
    </Box>
  );
}
