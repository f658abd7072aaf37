import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RecordTabProps } from '../../app/record-tabs';
import { useSession } from '../../platform/session';
import { offerRights } from './offer-view.logic';
import { OffersList } from './OffersList';

function OffersOf({ field, recordId, readOnly }: RecordTabProps & { field: string }) {
  const { t } = useTranslation();
  const { access } = useSession();
  const rights = offerRights(access);
  const match = useMemo(() => ({ [field]: recordId }), [field, recordId]);
  const canAdd = rights.add && !readOnly && field !== 'equipment_id';
  return (
    <Box>
      {canAdd ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button
            variant="contained"
            startIcon={<Add />}
            component={RouterLink}
            to={`/offers/add?${field}=${recordId}`}
          >
            {t('offers.addOffer')}
          </Button>
        </Box>
      ) : null}
      <OffersList match={match} />
    </Box>
  );
}

/** The customer's offers tab (spec 01 §2 customers tabs: offers). */
export function CustomerOffersTab(props: RecordTabProps) {
  return <OffersOf field="customer_id" {...props} />;
}
/** The lead's offers tab (spec 01 §2 leads tabs: offers). */
export function LeadOffersTab(props: RecordTabProps) {
  return <OffersOf field="lead_id" {...props} />;
}
/** The equipment's offers tab (spec 01 §2 equipments tabs: offers): the offers holding the piece. */
export function EquipmentOffersTab(props: RecordTabProps) {
  return <OffersOf field="equipment_id" {...props} />;
}
