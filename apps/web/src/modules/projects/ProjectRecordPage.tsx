import Chip from '@mui/material/Chip';
import type { Project } from '@suite/shared/projects/project.schema';
import type { RouteDef } from '@suite/shared/routes/route-types';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches, useParams } from 'react-router';
import { RegisteredTab, registeredTab } from '../../app/record-tabs';
import { isApiError } from '../../platform/api';
import { DocumentsTab } from '../../platform/uploads/DocumentsTab';
import { useSession } from '../../platform/session';
import { NotAvailableTab } from '../leads/NotAvailableTab';
import { recordId, tabOf } from '../leads/record-form.logic';
import { RecordHeader } from '../leads/RecordHeader';
import { RecordNotFound } from '../leads/RecordNotFound';
import { RecordPage } from '../leads/RecordPage';
import { useRecord } from '../leads/use-record-form';
import { ProjectDashboardTab } from './ProjectDashboardTab';
import { ProjectDiscountForm, ProjectForm } from './ProjectForm';
import { ProjectOrdersTab } from './ProjectOrdersTab';

const BACK = { to: '/projects', label: 'projects.backToList' };

/**
 * /projects/{project_id}/{tab} (spec 01 §2): a project with tabs detail, dashboard, orders, invoice, documents,
 * earning_and_discounts and expenses. Invoices and expenses come with their modules and say so.
 */
export function ProjectRecordPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const params = useParams();
  const matches = useMatches();
  const id = recordId(params.project_id);
  const tab = tabOf(matches[matches.length - 1]?.handle as RouteDef | undefined) ?? 'detail';
  const project = useRecord<Project>('projects', id);
  // spec 01 §6: role 3 reads only; editing needs projects_edit.
  const mayEdit = access ? canChange(access) && hasPermission(access, 'projects_edit') : false;

  if (id === 0 || (isApiError(project.error) && project.error.status === 404)) {
    return <RecordNotFound text={t('projects.notFound')} back={BACK} />;
  }
  const data = project.data;
  const badges = data ? (
    <>
      <Chip size="small" label={`#${data.projectnumber}`} />
      {data.statusname ? (
        <Chip size="small" color="primary" variant="outlined" label={data.statusname} />
      ) : null}
      {data.isactive ? null : <Chip size="small" variant="outlined" label={t('settings.inactive')} />}
      {data.customer_id ? (
        <Chip
          size="small"
          variant="outlined"
          label={data.customername ?? data.customer_id}
          component={RouterLink}
          to={`/customers/${data.customer_id}/detail`}
          clickable
        />
      ) : null}
    </>
  ) : null;

  const content = (() => {
    if (registeredTab('projects', tab)) {
      return <RegisteredTab recordModule="projects" tabName={tab} recordId={id} readOnly={!mayEdit} />;
    }
    switch (tab) {
      case 'detail':
        return <ProjectForm id={id} readOnly={!mayEdit} />;
      case 'dashboard':
        return <ProjectDashboardTab id={id} />;
      case 'orders':
        return <ProjectOrdersTab id={id} />;
      case 'documents':
        return <DocumentsTab moduleUrl="projects" recordId={id} kind="documents" />;
      case 'earning_and_discounts':
        return <ProjectDiscountForm id={id} readOnly={!mayEdit} />;
      default:
        return <NotAvailableTab text={t(`projects.empty_${tab}`)} />;
    }
  })();

  return (
    <RecordPage>
      <RecordHeader
        back={BACK}
        title={data?.name}
        badges={badges}
        record="projects.record"
        params={{ project_id: id }}
        tab={tab}
        section="projects"
      />
      {content}
    </RecordPage>
  );
}
