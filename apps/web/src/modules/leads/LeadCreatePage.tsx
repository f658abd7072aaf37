import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LeadForm } from './LeadForm';
import { RecordHeader } from './RecordHeader';
import { RecordPage } from './RecordPage';

/** /leads/add: a new lead; once saved it opens on its detail tab. */
export function LeadCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <RecordPage>
      <RecordHeader
        back={{ to: '/leads', label: 'leads.backToList' }}
        title={t('leads.newLead')}
        section="leads"
      />
      <LeadForm id={null} onSaved={(lead) => navigate(`/leads/${lead.id}/detail`, { replace: true })} />
    </RecordPage>
  );
}
