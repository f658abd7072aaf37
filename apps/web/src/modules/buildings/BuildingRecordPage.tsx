import { RegisteredTab, registeredTab } from '../../app/record-tabs';
import Chip from '@mui/material/Chip';
import type { Building } from '@suite/shared/buildings/building.schema';
import type { RouteDef } from '@suite/shared/routes/route-types';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches, useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { useSession } from '../../platform/session';
import { DocumentsTab } from '../../platform/uploads/DocumentsTab';
import { recordId, tabOf } from '../leads/record-form.logic';
import { RecordHeader } from '../leads/RecordHeader';
import { RecordNotFound } from '../leads/RecordNotFound';
import { RecordPage } from '../leads/RecordPage';
import { useRecord } from '../leads/use-record-form';
import { BuildingDiscountForm } from './BuildingDiscountForm';
import { BuildingForm } from './BuildingForm';

const BACK = { to: '/buildings', label: 'buildings.backToList' };

/** /buildings/actions/{building_id}/{tab}: a building with tabs detail, earning_and_discount, documents. */
export function BuildingRecordPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const params = useParams();
  const matches = useMatches();
  const id = recordId(params.building_id);
  const tab = tabOf(matches[matches.length - 1]?.handle as RouteDef | undefined) ?? 'detail';
  const building = useRecord<Building>('buildings', id);
  // spec 01 §6: role 3 reads only; editing needs buildings_edit.
  const mayEdit = access ? canChange(access) && hasPermission(access, 'buildings_edit') : false;

  if (id === 0 || (isApiError(building.error) && building.error.status === 404)) {
    return <RecordNotFound text={t('buildings.notFound')} back={BACK} />;
  }
  const data = building.data;
  const badges = data ? (
    <>
      {data.isactive ? null : <Chip size="small" variant="outlined" label={t('settings.inactive')} />}
      {data.customerid ? (
        <Chip
          size="small"
          variant="outlined"
          color="primary"
          label={data.customername ?? data.customerid}
          component={RouterLink}
          to={`/customers/${data.customerid}/detail`}
          clickable
        />
      ) : null}
    </>
  ) : null;

  return (
    <RecordPage>
      <RecordHeader
        back={BACK}
        title={data?.name}
        badges={badges}
        record="buildings.record"
        params={{ building_id: id }}
        tab={tab}
        section="buildings"
      />
      {tab === 'detail' ? <BuildingForm id={id} readOnly={!mayEdit} /> : null}
      {tab === 'earning_and_discount' ? <BuildingDiscountForm id={id} readOnly={!mayEdit} /> : null}
      {registeredTab('buildings', tab) ? (
        <RegisteredTab recordModule="buildings" tabName={tab} recordId={id} readOnly={!mayEdit} />
      ) : tab === 'documents' ? (
        <DocumentsTab moduleUrl="buildings" recordId={id} kind="documents" />
      ) : null}
    </RecordPage>
  );
}
