import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { recordId } from '../leads/record-form.logic';
import { RecordHeader } from '../leads/RecordHeader';
import { RecordPage } from '../leads/RecordPage';
import { BuildingForm } from './BuildingForm';

/** /buildings/actions: a new building (?customerid= preselects the customer); once saved it opens on its tab. */
export function BuildingCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const customerid = recordId(query.get('customerid') ?? undefined) || undefined;
  return (
    <RecordPage>
      <RecordHeader
        back={{ to: '/buildings', label: 'buildings.backToList' }}
        title={t('buildings.newBuilding')}
        section="buildings"
      />
      <BuildingForm
        id={null}
        customerid={customerid}
        onSaved={(b) => navigate(`/buildings/actions/${b.id}/detail`, { replace: true })}
      />
    </RecordPage>
  );
}
