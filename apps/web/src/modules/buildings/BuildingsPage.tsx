import { BUILDING_DEFAULT_SORT, cadastralText } from '@suite/shared/buildings/building.schema';
import { ResourceListPage } from '../settings/ResourceListPage';
import type { ResourceColumn, ResourceRow } from '../settings/resource.types';

const cadastre = (_: unknown, row: ResourceRow) =>
  cadastralText(row as unknown as Parameters<typeof cadastralText>[0]);

const COLUMNS: ResourceColumn[] = [
  { field: 'name', headerName: 'buildings.field_name', flex: 1.4, minWidth: 170 },
  { field: 'customername', headerName: 'buildings.field_customername', flex: 1.2, minWidth: 150 },
  { field: 'address', headerName: 'buildings.field_address', flex: 1.2, minWidth: 150 },
  { field: 'zip', headerName: 'buildings.field_zip', flex: 0.5, minWidth: 90 },
  { field: 'city', headerName: 'buildings.field_city', minWidth: 110 },
  {
    field: 'gardsnummer',
    headerName: 'buildings.field_cadastre',
    flex: 0.6,
    minWidth: 100,
    format: cadastre,
  },
  { field: 'yearbuilt', headerName: 'buildings.field_yearbuilt', flex: 0.5, minWidth: 90 },
  { field: 'isactive', headerName: 'buildings.field_isactive', type: 'active' },
];

/** /buildings: the tenant's buildings with server paging, sorting and search (spec 01 §2, §9). */
export function BuildingsPage() {
  return (
    <ResourceListPage
      resource="buildings"
      title="buildings.title"
      addLabel="buildings.newBuilding"
      description="buildings.description"
      columns={COLUMNS}
      defaultSort={BUILDING_DEFAULT_SORT}
      editPath={(id) => (id === 'new' ? '/buildings/actions' : `/buildings/actions/${id}/detail`)}
      hideOnNarrow={['customername', 'zip', 'gardsnummer', 'yearbuilt', 'isactive']}
    />
  );
}
