import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../platform/session';
import { AppointmentTable } from './AppointmentTable';
import { plannerApi } from './planner-api';

const PAGE = 25;

/** /appointments (spec 01 §2): the company's appointments, newest first, with a search and 25 rows a page. */
export function AppointmentsPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: ['appointments', 'list', search, page],
    queryFn: () =>
      plannerApi.appointments({
        search: search.trim() || undefined,
        skip: page * PAGE,
        limit: PAGE,
        count: true,
      }),
  });
  const mayAdd = !!access && canChange(access) && hasPermission(access, 'appointments_add');
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {t('routes.appointments')}
        </Typography>
        {mayAdd && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/appointments/actions">
            {t('planner.newAppointment')}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <TextField
          size="small"
          placeholder={t('common.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          sx={{ mb: 1, width: { xs: '100%', sm: 320 } }}
        />
        <AppointmentTable items={list.data?.items ?? []} />
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={page}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[PAGE]}
          onPageChange={(_, p) => setPage(p)}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`}
        />
      </Paper>
    </Stack>
  );
}
