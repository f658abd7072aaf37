import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { RegisteredTab, registeredTab } from '../../app/record-tabs';
import { isApiError } from '../../platform/api';
import { useSession } from '../../platform/session';
import { EmptyTab } from '../customers/EmptyTab';
import { DocumentsTab } from '../../platform/uploads/DocumentsTab';
import { internalEquipmentApi, internalEquipmentKeys } from './equipment.api';
import { recordIdOf, rightsOf, tabOfPath } from './equipment-form.logic';
import { EquipmentForm } from './EquipmentForm';
import { RecordNotFound } from './RecordNotFound';
import { RecordTabs } from './RecordTabs';

// Internal equipment is seen with view_my_own or view_others (HSE-style actions), not a plain view.
const INTERNAL_EQUIPMENT_VIEW = ['internal_equipments_view_my_own', 'internal_equipments_view_others'];

/** /internal-equipments/{id}/{tab} (spec 01 §2): details here; tasks, documents, checklists and histories later. */
export function InternalEquipmentRecordPage() {
  const { t } = useTranslation();
  const { equipment_id: param } = useParams();
  const { pathname } = useLocation();
  const { access } = useSession();
  const id = recordIdOf(param);
  const tab = tabOfPath(pathname);
  const rights = rightsOf(access, 'internal_equipments');
  const equipment = useQuery({
    queryKey: internalEquipmentKeys.item(id),
    queryFn: () => internalEquipmentApi.get(id),
    enabled: id > 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  const notFound = <RecordNotFound back="/internal-equipments" backLabel={t('equipment.backInternal')} />;
  if (id === 0 || equipment.isError) return notFound;
  if (!equipment.data) return <LoadingBar />;
  const e = equipment.data;
  const facts = [e.number, e.serialnumber, e.categoryname, e.responsiblename].filter(Boolean);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, minWidth: 0 }}>
        <IconButton
          component={RouterLink}
          to="/internal-equipments"
          aria-label={t('equipment.backInternal')}
          edge="start"
        >
          <ArrowBack />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }} noWrap>
              {e.name}
            </Typography>
            {!e.isactive ? <Chip size="small" variant="outlined" label={t('equipment.inactive')} /> : null}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
        </Box>
      </Box>
      <RecordTabs
        parent="internal_equipments.record"
        base={`/internal-equipments/${id}`}
        current={tab}
        label={t('routes.internal_equipments_record')}
      />
      {tab === 'detail' ? (
        <EquipmentForm variant="internal" equipment={e} readOnly={!rights.edit} />
      ) : tab === 'documents' ? (
        <DocumentsTab
          moduleUrl="internalequipments"
          recordId={e.id}
          kind="documents"
          permissionModule="internal_equipments"
          viewPermissions={INTERNAL_EQUIPMENT_VIEW}
        />
      ) : registeredTab('internal_equipments', tab) ? (
        <RegisteredTab
          recordModule="internal_equipments"
          tabName={tab}
          recordId={e.id}
          readOnly={!rights.edit}
        />
      ) : (
        <EmptyTab text={t('equipment.tabNotAvailable', { tab: t(`equipment.tab_${tab}`) })} construction />
      )}
    </Box>
  );
}
