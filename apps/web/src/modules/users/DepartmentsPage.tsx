import { departmentsResource } from '@suite/shared/users/users.resources';
import { resourcePageProps } from '../settings/resource-screen.logic';
import { ResourceListPage } from '../settings/ResourceListPage';

// The list and the form come from the shared resource definition (STYLE "The resource registry").
const page = resourcePageProps(departmentsResource);

/** /departments: the tenant's departments (spec 01 §2 Settings, General). */
export function DepartmentsPage() {
  return (
    <ResourceListPage
      {...page}
      title="settings.departmentsTitle"
      description="settings.departmentsDescription"
      dialogTitles={{ create: 'settings.departmentNew', edit: 'settings.departmentEdit' }}
    />
  );
}
