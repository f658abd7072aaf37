import { PROJECT_DEFAULT_SORT } from '@suite/shared/projects/project.schema';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { ResourceListPage } from '../settings/ResourceListPage';
import type { ResourceColumn } from '../settings/resource.types';

const money = (v: unknown) => (v === null || v === undefined || v === '' ? '' : formatNumber(String(v)));
const day = (v: unknown) => (typeof v === 'string' ? formatDate(v) : '');

const COLUMNS: ResourceColumn[] = [
  { field: 'projectnumber', headerName: 'projects.field_projectnumber', flex: 0.5, minWidth: 90 },
  { field: 'name', headerName: 'projects.field_name', flex: 1.3, minWidth: 170 },
  { field: 'customername', headerName: 'projects.field_customername', flex: 1.2, minWidth: 150 },
  { field: 'responsiblename', headerName: 'projects.field_responsiblename', flex: 1, minWidth: 140 },
  {
    field: 'status',
    headerName: 'projects.field_status',
    flex: 0.7,
    minWidth: 110,
    format: (_, r) => String(r.statusname ?? r.status),
  },
  { field: 'startdate', headerName: 'projects.field_startdate', flex: 0.6, minWidth: 100, format: day },
  { field: 'enddate', headerName: 'projects.field_enddate', flex: 0.6, minWidth: 100, format: day },
  {
    field: 'budget',
    headerName: 'projects.field_budget',
    flex: 0.7,
    minWidth: 110,
    type: 'number',
    format: money,
  },
  { field: 'isactive', headerName: 'projects.field_isactive', type: 'active' },
];

/** /projects: the tenant's projects with server paging, sorting and search (spec 01 §2, §9). */
export function ProjectsPage() {
  return (
    <ResourceListPage
      resource="projects"
      title="projects.title"
      addLabel="projects.newProject"
      card={{ title: 'name', number: 'projectnumber', status: 'status', secondary: ['customername'] }}
      description="projects.description"
      columns={COLUMNS}
      defaultSort={PROJECT_DEFAULT_SORT}
      editPath={(id) => (id === 'new' ? '/projects/add' : `/projects/${id}/detail`)}
      hideOnNarrow={['customername', 'responsiblename', 'startdate', 'enddate', 'budget', 'isactive']}
    />
  );
}
