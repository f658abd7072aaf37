import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { recordId } from '../leads/record-form.logic';
import { RecordHeader } from '../leads/RecordHeader';
import { RecordPage } from '../leads/RecordPage';
import { ProjectForm } from './ProjectForm';

/** /projects/add: a new project (?customer_id= preselects the customer); once saved it opens on its dashboard. */
export function ProjectCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const customerId = recordId(query.get('customer_id') ?? undefined) || undefined;
  return (
    <RecordPage>
      <RecordHeader
        back={{ to: '/projects', label: 'projects.backToList' }}
        title={t('projects.newProject')}
        section="projects"
      />
      <ProjectForm
        id={null}
        customerId={customerId}
        onSaved={(p) => navigate(`/projects/${p.id}/detail`, { replace: true })}
      />
    </RecordPage>
  );
}
