import ArrowBack from '@mui/icons-material/ArrowBack';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { useSession } from '../../platform/session';
import { EmptyTab } from '../customers/EmptyTab';
import { DocumentsTab } from '../../platform/uploads/DocumentsTab';
import { equipmentApi, equipmentKeys, type EquipmentDetail } from './equipment.api';
import { recordIdOf, rightsOf, sosRightsOf, tabOfPath } from './equipment-form.logic';
import { EquipmentForm } from './EquipmentForm';
import { RegisteredTab, registeredTab } from '../../app/record-tabs';
import { EquipmentSosTab } from './EquipmentSosTab';
import { RecordNotFound } from './RecordNotFound';
import { RecordTabs } from './RecordTabs';

function Header({ equipment }: { equipment: EquipmentDetail }) {
  const { t } = useTranslation();
  const facts = [
    equipment.serialnumber ? `${t('equipment.field_serialnumber')} ${equipment.serialnumber}` : null,
    equipment.barcode ? `${t('equipment.field_barcode')} ${equipment.barcode}` : null,
    [equipment.fabricatename, equipment.modelname].filter(Boolean).join(' ') || null,
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, minWidth: 0 }}>
      <IconButton component={RouterLink} to="/equipments" aria-label={t('equipment.back')} edge="start">
        <ArrowBack />
      </IconButton>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }} noWrap>
            {equipment.name}
          </Typography>
          {equipment.trackingdevice_sos ? (
            <Chip
              size="small"
              color="error"
              icon={<NotificationsActive />}
              label={t('equipment.sosActive')}
            />
          ) : null}
          {equipment.isrental ? (
            <Chip size="small" color="secondary" label={t('equipment.field_isrental')} />
          ) : null}
          {!equipment.isactive ? (
            <Chip size="small" variant="outlined" label={t('equipment.inactive')} />
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary" component="div">
          {equipment.customername ? (
            <Link component={RouterLink} to={`/customers/${equipment.customer_id}/detail`} underline="hover">
              {equipment.customername}
            </Link>
          ) : null}
          {facts.length ? ` · ${facts.join(' · ')}` : null}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * /equipments/{id}/{tab} (spec 01 §2): the equipment with its tab bar. Details and the SOS log are here; the tabs
 * of modules that come later say so.
 */
export function EquipmentRecordPage() {
  const { t } = useTranslation();
  const { equipment_id: param } = useParams();
  const { pathname } = useLocation();
  const { access } = useSession();
  const id = recordIdOf(param);
  const tab = tabOfPath(pathname);
  const rights = rightsOf(access, 'equipments');
  const equipment = useQuery({
    queryKey: equipmentKeys.item(id),
    queryFn: () => equipmentApi.get(id),
    enabled: id > 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  const notFound = <RecordNotFound back="/equipments" backLabel={t('equipment.back')} />;
  if (id === 0 || equipment.isError) return notFound;
  if (!equipment.data) return <LoadingBar />;
  const e = equipment.data;

  const content = (() => {
    if (registeredTab('equipments', tab)) {
      return <RegisteredTab recordModule="equipments" tabName={tab} recordId={id} readOnly={!rights.edit} />;
    }
    switch (tab) {
      case 'detail':
        return <EquipmentForm equipment={e} readOnly={!rights.edit} />;
      case 'documents':
      case 'images':
        return <DocumentsTab moduleUrl="equipments" recordId={e.id} kind={tab} />;
      case 'soslogs':
        return <EquipmentSosTab equipment={e} rights={sosRightsOf(access)} />;
      default:
        return (
          <EmptyTab text={t('equipment.tabNotAvailable', { tab: t(`equipment.tab_${tab}`) })} construction />
        );
    }
  })();

  return (
    <Box>
      <Header equipment={e} />
      <RecordTabs
        parent="equipments.record"
        base={`/equipments/${id}`}
        current={tab}
        label={t('routes.equipments_record')}
      />
      {content}
    </Box>
  );
}
