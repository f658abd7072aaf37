import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { MODULE_KEYS } from '@suite/shared/tenants/modules';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session';
import { gridLocaleText } from '../settings/data-grid-locale';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../settings/resource-list.logic';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import { portalApi, portalKeys } from './admin-portal.api';
import { filterTenants, type PortalTenant } from './admin-portal.logic';
import { TenantDialog } from './TenantDialog';

/** Tenants tab of the admin portal: every tenant with its modules and number of users. */
export function TenantsTab() {
  const { t } = useTranslation();
  const { language } = useSession();
  const narrow = useNarrowScreen();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ tenant: PortalTenant | null } | null>(null);
  const tenants = useQuery({ queryKey: portalKeys.tenants, queryFn: portalApi.tenants });
  const rows = useMemo(() => filterTenants(tenants.data ?? [], search), [tenants.data, search]);

  const columns = useMemo<GridColDef<PortalTenant>[]>(() => {
    const all: GridColDef<PortalTenant>[] = [
      {
        field: 'name',
        headerName: t('adminportal.tenantName'),
        flex: 1.5,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.75 }}>
            <Typography variant="body2">{row.name}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {row.domain}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'enabledmodules',
        headerName: t('settings.enabledmodules'),
        flex: 0.8,
        minWidth: 120,
        valueGetter: (value: string[]) => value?.length ?? 0,
        valueFormatter: (value: number) =>
          t('adminportal.modulesOf', { count: value, total: MODULE_KEYS.length }),
      },
      {
        field: 'enabledintegrations',
        headerName: t('settings.enabledintegrations'),
        flex: 0.8,
        minWidth: 120,
        valueGetter: (value: string[]) => value?.length ?? 0,
      },
      {
        field: 'usercount',
        headerName: t('adminportal.users'),
        type: 'number',
        flex: 0.5,
        minWidth: 90,
        valueFormatter: (value: number) => formatNumber(value ?? 0, 0),
      },
      {
        field: 'createdon',
        headerName: t('adminportal.createdOn'),
        flex: 0.7,
        minWidth: 110,
        valueFormatter: (value: string) => formatDate(value),
      },
    ];
    return narrow ? all.filter((c) => c.field === 'name' || c.field === 'usercount') : all;
  }, [t, narrow]);

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
          placeholder={t('adminportal.searchTenants')}
          sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('adminportal.searchTenants') },
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
          {tenants.data ? t('adminportal.tenantCount', { count: tenants.data.length }) : null}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ tenant: null })}>
          {t('adminportal.newTenant')}
        </Button>
      </Box>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={tenants.isFetching}
        autoHeight
        getRowHeight={() => 'auto'}
        initialState={{ pagination: { paginationModel: { pageSize: DEFAULT_PAGE_SIZE } } }}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        disableRowSelectionOnClick
        disableColumnFilter
        onCellClick={(params) => setEditing({ tenant: params.row })}
        onCellKeyDown={(params, event) => {
          if (event.key === 'Enter') setEditing({ tenant: params.row });
        }}
        localeText={{ ...gridLocaleText(language), noRowsLabel: t('settings.noRows') }}
        sx={{
          border: 0,
          '& .MuiDataGrid-row': { cursor: 'pointer' },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
        }}
      />
      {editing ? <TenantDialog tenant={editing.tenant} onClose={() => setEditing(null)} /> : null}
    </Paper>
  );
}
