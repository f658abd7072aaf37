import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RecordTabProps } from '../../app/record-tabs';
import { useSession } from '../../platform/session';
import { AppointmentTable } from './AppointmentTable';
import { plannerApi } from './planner-api';

function PartyAppointments({
  party,
  recordId,
  readOnly,
}: RecordTabProps & { party: 'customer_id' | 'lead_id' }) {
  const { t } = useTranslation();
  const { access } = useSession();
  const list = useQuery({
    queryKey: ['appointments', party, recordId],
    queryFn: () => plannerApi.appointments({ match: { [party]: recordId }, limit: 100 }),
  });
  const mayAdd = !readOnly && !!access && canChange(access) && hasPermission(access, 'appointments_add');
  return (
    <Stack sx={{ gap: 1 }}>
      {mayAdd && (
        <Button
          sx={{ alignSelf: 'flex-start' }}
          startIcon={<Add />}
          component={RouterLink}
          to={`/appointments/actions?${party}=${recordId}`}
        >
          {t('planner.newAppointment')}
        </Button>
      )}
      <AppointmentTable items={list.data?.items ?? []} showParty={false} />
    </Stack>
  );
}

/** The customer's appointment tab (spec 01 §2 customers 'appointment'). */
export function CustomerAppointmentsTab(props: RecordTabProps) {
  return <PartyAppointments party="customer_id" {...props} />;
}

/** The lead's appointments tab (spec 01 §2 leads 'appointments'). */
export function LeadAppointmentsTab(props: RecordTabProps) {
  return <PartyAppointments party="lead_id" {...props} />;
}
