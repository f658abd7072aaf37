import Add from '@mui/icons-material/Add';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import type { EquipmentListItem } from '@suite/shared/equipment/equipment.schema';
import { formatDate } from '@suite/shared/format/index';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../platform/session';
import { useRememberedState } from '../../platform/remembered-state';
import { ImportExportButtons } from '../customers/ImportExportButtons';
import type { ListRequest } from '../settings/resource.types';
import { lookupLabel, useLookup } from '../products/use-lookup';
import { ActiveChip } from '../settings/ActiveChip';
import { PageHeader } from '../settings/PageHeader';
import { resourceApi, resourceKeys } from '../settings/resource.api';
import { ServerListGrid, useBulkDelete } from '../settings/ServerListGrid';
import { CustomerFilter } from './CustomerFilter';
import { rightsOf } from './equipment-form.logic';

const HIDE_ON_NARROW = ['serialnumber', 'barcode', 'typename', 'nextvisit'];
const BY_NAME = [{ field: 'name', sort: 'asc' as const }];

type Row = EquipmentListItem & { id: number };

/** The list's `match`: the chosen customer, type and open-SOS filter. */
export function equipmentListMatch(customer: number | null, type: number | '', sosOnly: boolean) {
  const m: Record<string, unknown> = {};
  if (customer !== null) m.customer_id = customer;
  if (type !== '') m.type_id = type;
  if (sosOnly) m.trackingdevice_sos = true;
  return Object.keys(m).length ? m : undefined;
}

/**
 * /equipments (spec 01 §2): the customers' equipment with server paging (25 a page), sorting, search (name, number,
 * serial number, barcode; debounced 500 ms, spec 01 §9), filters for customer, type and open SOS, import and export.
 */
export function EquipmentListPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const navigate = useNavigate();
  const rights = rightsOf(access, 'equipments');
  const types = useLookup('equipmenttypes');
  // The filters survive opening a piece and coming back (issue 12), like the grid's search and page.
  const [customer, setCustomer] = useRememberedState<{ id: number; name: string } | null>(
    '/equipments:customer',
    null,
  );
  const [type, setType] = useRememberedState<number | ''>('/equipments:type', '');
  const [sosOnly, setSosOnly] = useRememberedState('/equipments:sos', false);
  const [request, setRequest] = useState<ListRequest | null>(null);
  const match = useMemo(
    () => equipmentListMatch(customer?.id ?? null, type, sosOnly),
    [customer, type, sosOnly],
  );
  const bulkDelete = useBulkDelete({
    remove: (ids) => resourceApi.remove('equipments', ids),
    invalidate: resourceKeys.all('equipments'),
  });

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'name',
        headerName: t('equipment.field_name'),
        flex: 1.6,
        minWidth: 200,
        renderCell: (p) => (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            {p.row.trackingdevice_sos ? (
              <NotificationsActive fontSize="small" color="error" titleAccess={t('equipment.sosActive')} />
            ) : null}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {p.row.name}
            </Box>
          </Box>
        ),
      },
      {
        field: 'customername',
        headerName: t('equipment.field_customer_id'),
        flex: 1.4,
        minWidth: 160,
        sortable: false,
      },
      { field: 'serialnumber', headerName: t('equipment.field_serialnumber'), flex: 1, minWidth: 130 },
      { field: 'barcode', headerName: t('equipment.field_barcode'), flex: 0.7, minWidth: 100 },
      {
        field: 'typename',
        headerName: t('equipment.field_type_id'),
        flex: 1,
        minWidth: 120,
        sortable: false,
      },
      {
        field: 'nextvisit',
        headerName: t('equipment.field_nextvisit'),
        width: 130,
        valueFormatter: (v) => (v ? formatDate(v as string) : ''),
      },
      {
        field: 'trackingdevice_sos',
        headerName: t('equipment.field_trackingdevice_sos'),
        width: 80,
        renderCell: (p) =>
          p.value ? (
            <Chip size="small" color="error" label={t('equipment.field_trackingdevice_sos')} />
          ) : null,
      },
      {
        field: 'isactive',
        headerName: t('equipment.field_isactive'),
        width: 110,
        renderCell: (p) => <ActiveChip active={Boolean(p.value)} />,
      },
    ],
    [t],
  );

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('equipment.listTitle')}
        subtitle={t('equipment.listDescription')}
        actions={
          <>
            <ImportExportButtons
              resource="equipments"
              fieldLabel={(f) => `equipment.field_${f}`}
              canImport={rights.add}
              filter={{ search: request?.search, match: request?.match, sort: request?.sort }}
            />
            {rights.add ? (
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/equipments/add">
                {t('equipment.add')}
              </Button>
            ) : null}
          </>
        }
      />
      <ServerListGrid<Row>
        queryKey={(body) => resourceKeys.list('equipments', body)}
        load={(body) => resourceApi.list<Row>('equipments', body)}
        columns={columns}
        hideOnNarrow={HIDE_ON_NARROW}
        defaultSort={BY_NAME}
        match={match}
        onRequestChange={setRequest}
        filtered={Boolean(match)}
        searchWidth={{ basis: 220, max: 300 }}
        filters={
          <>
            <Box sx={{ flex: '1 1 220px', maxWidth: { sm: 300 } }}>
              <CustomerFilter value={customer} onChange={setCustomer} label={t('equipment.filterCustomer')} />
            </Box>
            <TextField
              select
              size="small"
              label={t('equipment.filterType')}
              value={type}
              onChange={(e) => setType(e.target.value === '' ? '' : Number(e.target.value))}
              sx={{ width: 180 }}
            >
              <MenuItem value="">{t('equipment.allTypes')}</MenuItem>
              {(types.data ?? []).map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {lookupLabel(r)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Switch checked={sosOnly} color="error" onChange={(_, c) => setSosOnly(c)} />}
              label={t('equipment.filterSos')}
            />
          </>
        }
        onOpen={(row) => navigate(`/equipments/${row.id}/detail`)}
        selectable={rights.remove}
        bulkAction={rights.remove ? bulkDelete : undefined}
      />
    </Box>
  );
}
