import { formatDate } from '@suite/shared/format/index';
import { useMemo } from 'react';
import { ResourceListPage } from '../settings/ResourceListPage';
import type { ResourceColumn } from '../settings/resource.types';

/** /internal-equipments (spec 02 §2 HSE): the company's own equipment; a row opens its record. */
export function InternalEquipmentsPage() {
  const columns = useMemo<ResourceColumn[]>(
    () => [
      { field: 'name', headerName: 'equipment.field_name', flex: 2.2, minWidth: 260 },
      { field: 'number', headerName: 'equipment.field_number', flex: 0.5, minWidth: 90 },
      { field: 'serialnumber', headerName: 'equipment.field_serialnumber', flex: 1, minWidth: 140 },
      {
        field: 'categoryname',
        headerName: 'equipment.field_category_id',
        flex: 0.9,
        minWidth: 130,
        sortable: false,
        format: (_v, row) => String(row.categoryname ?? ''),
      },
      {
        field: 'responsiblename',
        headerName: 'equipment.field_responsible_id',
        flex: 1,
        minWidth: 140,
        sortable: false,
        format: (_v, row) => String(row.responsiblename ?? ''),
      },
      { field: 'location', headerName: 'equipment.field_location', flex: 1, minWidth: 140 },
      {
        field: 'nextcontrol',
        headerName: 'equipment.field_nextcontrol',
        flex: 0.7,
        minWidth: 140,
        format: (v) => (v ? formatDate(v as string) : ''),
      },
      { field: 'isactive', headerName: 'equipment.field_isactive', type: 'active' },
    ],
    [],
  );
  return (
    <ResourceListPage
      resource="internalequipments"
      title="equipment.internalTitle"
      addLabel="equipment.newInternal"
      description="equipment.internalDescription"
      columns={columns}
      editPath={(id) => (id === 'new' ? '/internal-equipments/add' : `/internal-equipments/${id}/detail`)}
      defaultSort={{ name: 1 }}
      hideOnNarrow={['serialnumber', 'categoryname', 'responsiblename', 'location']}
    />
  );
}
