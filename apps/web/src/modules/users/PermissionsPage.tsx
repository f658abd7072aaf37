import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../platform/api';
import { useSession } from '../../platform/session';
import { gridLocaleText } from '../settings/data-grid-locale';
import { useLabel } from '../settings/labels';
import { PageHeader } from '../settings/PageHeader';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../settings/resource-list.logic';
import { resourceApi, resourceKeys } from '../settings/resource.api';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import { filterMembers, namesOf, referencedIds, type Member } from './member-access.logic';
import { MemberAccessDialog, type NamedItem } from './MemberAccessDialog';

const membersKey = ['userpermissions'] as const;

/** /permissions: who in the tenant has which role, admin flag, user role and departments (spec 01 §6). */
export function PermissionsPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const { language } = useSession();
  const narrow = useNarrowScreen();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Member | null>(null);

  const members = useQuery({ queryKey: membersKey, queryFn: () => api.get<Member[]>('userpermissions') });
  const ids = useMemo(() => referencedIds(members.data ?? []), [members.data]);
  // get_active with the ids in use: an inactive role or department still shows its name (spec 01 §7).
  const userroles = useQuery({
    queryKey: [...resourceKeys.active('userroles'), ids.userroles],
    queryFn: () => resourceApi.getActive<NamedItem & { id: number }>('userroles', ids.userroles),
    enabled: members.isSuccess,
  });
  const departments = useQuery({
    queryKey: [...resourceKeys.active('departments'), ids.departments],
    queryFn: () => resourceApi.getActive<NamedItem & { id: number }>('departments', ids.departments),
    enabled: members.isSuccess,
  });
  const roleNames = useMemo(
    () => new Map((userroles.data ?? []).map((r) => [r.id, r.name])),
    [userroles.data],
  );
  const departmentNames = useMemo(
    () => new Map((departments.data ?? []).map((d) => [d.id, d.name])),
    [departments.data],
  );

  const rows = useMemo(() => filterMembers(members.data ?? [], search), [members.data, search]);

  const columns = useMemo<GridColDef<Member>[]>(() => {
    const all: GridColDef<Member>[] = [
      {
        field: 'name',
        headerName: t('settings.memberName'),
        flex: 1.4,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.75 }}>
            <Typography variant="body2">{row.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {row.username}
            </Typography>
          </Box>
        ),
      },
      { field: 'email', headerName: t('settings.email'), flex: 1.3, minWidth: 180 },
      {
        field: 'role_id',
        headerName: t('settings.role'),
        flex: 1,
        minWidth: 170,
        valueGetter: (value: Member['role_id']) => (value ? label('role', value) : t('settings.noRole')),
        renderCell: ({ row, value }) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, py: 0.75 }}>
            <span>{String(value)}</span>
            {/* role 1 is an administrator anyway (spec 01 §6); the flag only adds something to roles 2 and 3 */}
            {row.isadmin && row.role_id !== 1 ? (
              <Chip size="small" color="primary" variant="outlined" label={t('settings.admin')} />
            ) : null}
          </Box>
        ),
      },
      {
        field: 'userrole_id',
        headerName: t('settings.userRole'),
        flex: 1,
        minWidth: 140,
        valueGetter: (value: Member['userrole_id']) => (value ? (roleNames.get(value) ?? '') : ''),
      },
      {
        field: 'departmentids',
        headerName: t('settings.departments'),
        flex: 1.2,
        minWidth: 150,
        sortable: false,
        valueGetter: (value: number[]) => namesOf(value ?? [], departmentNames),
      },
    ];
    return narrow ? all.filter((c) => c.field === 'name' || c.field === 'role_id') : all;
  }, [t, label, roleNames, departmentNames, narrow]);

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={t('settings.permissionsTitle')} subtitle={t('settings.permissionsDescription')} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            display: 'flex',
            gap: 1.5,
            flexWrap: 'wrap',
            alignItems: 'center',
          }}
        >
          <TextField
            size="small"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('settings.searchMembers')}
            sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('settings.searchMembers') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {members.data ? t('settings.memberCount', { count: members.data.length }) : null}
          </Typography>
        </Box>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowId={(row) => row.userid}
          loading={members.isFetching}
          autoHeight
          getRowHeight={() => 'auto'}
          initialState={{
            pagination: { paginationModel: { pageSize: DEFAULT_PAGE_SIZE } },
            sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
          }}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          disableRowSelectionOnClick
          disableColumnFilter
          onCellClick={(params) => setEditing(params.row)}
          onCellKeyDown={(params, event) => {
            if (event.key === 'Enter') setEditing(params.row);
          }}
          localeText={{ ...gridLocaleText(language), noRowsLabel: t('settings.noRows') }}
          sx={{
            border: 0,
            '& .MuiDataGrid-row': { cursor: 'pointer' },
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          }}
        />
      </Paper>
      {editing ? (
        <MemberAccessDialog
          member={editing}
          userroles={userroles.data ?? []}
          departments={departments.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: membersKey });
          }}
        />
      ) : null}
    </Box>
  );
}
