import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime } from '@suite/shared/format/date-format';
import type { Appointment } from '@suite/shared/planner/appointment.schema';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../platform/session';
import { PageHeader } from '../settings/PageHeader';
import type { ListRequest, ListResponse } from '../settings/resource.types';
import { ServerListGrid } from '../settings/ServerListGrid';
import { plannerApi } from './planner-api';

/** The server answers appointments newest first; the list has no other order. */
const NO_SORT: never[] = [];

/** On a phone: subject, status, and when and with whom (issue 12). */
const APPOINTMENT_CARD = {
  title: 'subject',
  number: '',
  status: 'meetingstatusname',
  secondary: ['start', 'party'],
};

/**
 * /appointments (spec 01 §2): the company's appointments, newest first, 25 a page, with the search debounced 500 ms
 * like every list (issue 12: the same list as the others, cards on a phone).
 */
export function AppointmentsPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const navigate = useNavigate();
  const mayAdd = !!access && canChange(access) && hasPermission(access, 'appointments_add');
  const columns = useMemo<GridColDef<Appointment>[]>(
    () => [
      {
        field: 'start',
        headerName: t('planner.field_start'),
        width: 150,
        sortable: false,
        valueFormatter: (v: string) => formatDateTime(v),
      },
      {
        field: 'subject',
        headerName: t('planner.field_subject'),
        flex: 1.4,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) => row.subject ?? row.meetingtypename ?? '',
      },
      {
        field: 'party',
        headerName: t('planner.field_customer_id'),
        flex: 1.2,
        minWidth: 150,
        sortable: false,
        valueGetter: (_v, row) => row.customername ?? row.leadname ?? '',
      },
      {
        field: 'meetingtypename',
        headerName: t('planner.field_meetingtype_id'),
        flex: 0.8,
        minWidth: 120,
        sortable: false,
      },
      {
        field: 'meetingstatusname',
        headerName: t('planner.field_meetingstatus_id'),
        flex: 0.8,
        minWidth: 120,
        sortable: false,
      },
      {
        field: 'responsiblename',
        headerName: t('planner.field_responsible_id'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
    ],
    [t],
  );
  return (
    <Box>
      <PageHeader
        title={t('routes.appointments')}
        actions={
          mayAdd ? (
            <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/appointments/actions">
              {t('planner.newAppointment')}
            </Button>
          ) : null
        }
      />
      <ServerListGrid<Appointment>
        queryKey={(body) => ['appointments', 'list', body]}
        load={loadAppointments}
        columns={columns}
        hideOnNarrow={['meetingtypename', 'responsiblename']}
        defaultSort={NO_SORT}
        card={APPOINTMENT_CARD}
        onOpen={(row) => void navigate(`/appointments/actions/${row.id}`)}
      />
    </Box>
  );
}

/** One page of appointments: the list call takes search and paging (no sort: newest first). */
async function loadAppointments(body: ListRequest): Promise<ListResponse<Appointment>> {
  const answer = await plannerApi.appointments({
    ...(body.search ? { search: body.search } : {}),
    skip: body.skip,
    limit: body.limit,
    count: true,
  });
  return { items: answer.items, total: answer.total ?? answer.items.length };
}
