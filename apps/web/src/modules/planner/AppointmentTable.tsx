import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime } from '@suite/shared/format/date-format';
import type { Appointment } from '@suite/shared/planner/appointment.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Appointments as rows that open the appointment (the list page and the customer's and lead's tabs). */
export function AppointmentTable({ items, showParty = true }: { items: Appointment[]; showParty?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width:700px)');
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {t('planner.noAppointments')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={t('routes.appointments')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('planner.field_start')}</TableCell>
          <TableCell>{t('planner.field_subject')}</TableCell>
          {showParty && <TableCell>{t('planner.field_customer_id')}</TableCell>}
          {!narrow && <TableCell>{t('planner.field_meetingtype_id')}</TableCell>}
          {!narrow && <TableCell>{t('planner.field_meetingstatus_id')}</TableCell>}
          {!narrow && <TableCell>{t('planner.field_responsible_id')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((a) => (
          <TableRow
            key={a.id}
            hover
            tabIndex={0}
            sx={{ cursor: 'pointer' }}
            onClick={() => void navigate(`/appointments/actions/${a.id}`)}
            onKeyDown={(e) => e.key === 'Enter' && void navigate(`/appointments/actions/${a.id}`)}
          >
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.start)}</TableCell>
            <TableCell>{a.subject ?? a.meetingtypename ?? ''}</TableCell>
            {showParty && <TableCell>{a.customername ?? a.leadname ?? ''}</TableCell>}
            {!narrow && <TableCell>{a.meetingtypename ?? ''}</TableCell>}
            {!narrow && <TableCell>{a.meetingstatusname ?? ''}</TableCell>}
            {!narrow && <TableCell>{a.responsiblename ?? ''}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
