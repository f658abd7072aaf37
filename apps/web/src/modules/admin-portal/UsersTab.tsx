import PersonAdd from '@mui/icons-material/PersonAdd';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session';
import { gridLocaleText } from '../settings/data-grid-locale';
import { useLabel } from '../settings/labels';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../settings/resource-list.logic';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import { portalApi, portalKeys } from './admin-portal.api';
import { filterUsers, type PortalUser } from './admin-portal.logic';
import { UserCreateDialog } from './UserCreateDialog';
import { UserMembershipsDialog } from './UserMembershipsDialog';

/** Users tab of the admin portal: every user with the tenants they belong to. */
export function UsersTab() {
  const { t } = useTranslation();
  const label = useLabel();
  const { language } = useSession();
  const narrow = useNarrowScreen();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const users = useQuery({ queryKey: portalKeys.users, queryFn: portalApi.users });
  const tenants = useQuery({ queryKey: portalKeys.tenants, queryFn: portalApi.tenants });
  const rows = useMemo(() => filterUsers(users.data ?? [], search), [users.data, search]);
  // The dialog shows the user from the latest list, so it updates after each membership change.
  const open = users.data?.find((u) => u.id === openId) ?? null;

  const columns = useMemo<GridColDef<PortalUser>[]>(() => {
    const membershipChips = (row: PortalUser) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.75, minWidth: 0 }}>
        {row.memberships.length === 0 ? (
          <Typography variant="body2" color="text.disabled">
            {t('adminportal.noMembershipsShort')}
          </Typography>
        ) : (
          row.memberships.map((m) => (
            <Chip
              key={m.domain}
              size="small"
              variant="outlined"
              sx={{ maxWidth: '100%' }}
              // role 1 is an administrator anyway (spec 01 §6): the flag is news only for roles 2 and 3
              label={`${m.tenantname} · ${label('role', m.role_id)}${m.isadmin && m.role_id !== 1 ? ` · ${t('settings.admin')}` : ''}`}
            />
          ))
        )}
      </Box>
    );
    const all: GridColDef<PortalUser>[] = [
      {
        field: 'name',
        headerName: t('adminportal.name'),
        flex: 1.2,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.75, width: '100%', minWidth: 0 }}>
            <Typography variant="body2">
              {row.name}
              {row.issuperadmin ? (
                <Chip
                  size="small"
                  color="secondary"
                  label={t('adminportal.superAdmin')}
                  sx={{ ml: 1, height: 20 }}
                />
              ) : null}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.username}
            </Typography>
            {/* a phone has room for one column: the memberships go under the name */}
            {narrow ? membershipChips(row) : null}
          </Box>
        ),
      },
      { field: 'email', headerName: t('adminportal.email'), flex: 1.2, minWidth: 180 },
      {
        field: 'memberships',
        headerName: t('adminportal.memberships'),
        flex: 2,
        minWidth: 220,
        sortable: false,
        valueGetter: (value: PortalUser['memberships']) => (value ?? []).map((m) => m.tenantname).join(', '),
        renderCell: ({ row }) => membershipChips(row),
      },
    ];
    return narrow ? all.filter((c) => c.field === 'name') : all;
  }, [t, label, narrow]);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <TextField
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('adminportal.searchUsers')}
          sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('adminportal.searchUsers') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 auto' }}>
          {users.data ? t('adminportal.userCount', { count: users.data.length }) : null}
        </Typography>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setCreating(true)}>
          {t('adminportal.newUser')}
        </Button>
      </Box>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={users.isFetching}
        autoHeight
        getRowHeight={() => 'auto'}
        initialState={{
          pagination: { paginationModel: { pageSize: DEFAULT_PAGE_SIZE } },
          sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
        }}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        disableRowSelectionOnClick
        disableColumnFilter
        onCellClick={(params) => setOpenId(params.row.id)}
        onCellKeyDown={(params, event) => {
          if (event.key === 'Enter') setOpenId(params.row.id);
        }}
        localeText={{ ...gridLocaleText(language), noRowsLabel: t('settings.noRows') }}
        sx={{
          border: 0,
          '& .MuiDataGrid-row': { cursor: 'pointer' },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
        }}
      />
      {creating ? (
        <UserCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(user) => {
            setCreating(false);
            // A new user belongs to no tenant yet: go straight on to the memberships.
            setOpenId(user.id);
          }}
        />
      ) : null}
      {open ? (
        <UserMembershipsDialog user={open} tenants={tenants.data ?? []} onClose={() => setOpenId(null)} />
      ) : null}
    </Paper>
  );
}
