import Add from '@mui/icons-material/Add';
import PersonOff from '@mui/icons-material/PersonOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { GridColDef } from '@mui/x-data-grid';
import { EMPLOYEE_DEFAULT_SORT, type Employee } from '@suite/shared/employees/employee.schema';
import { isAdmin } from '@suite/shared/users/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { api } from '../../platform/api';
import { useSession } from '../../platform/session';
import { ActiveChip } from '../settings/ActiveChip';
import { PageHeader } from '../settings/PageHeader';
import { toGridSortModel } from '../settings/resource-list.logic';
import { resourceKeys } from '../settings/resource.api';
import type { ListResponse } from '../settings/resource.types';
import { ServerListGrid } from '../settings/ServerListGrid';

type Shown = 'active' | 'inactive' | 'all';
const MATCH: Record<Shown, Record<string, boolean> | undefined> = {
  active: { isactive: true },
  inactive: { isactive: false },
  all: undefined,
};
const DEFAULT_SORT = toGridSortModel(EMPLOYEE_DEFAULT_SORT);
const HIDE_ON_NARROW = ['username', 'email', 'departmentname', 'external_employee_number'];

/**
 * /employees (admin only, spec 01 §2): the members of the company with server paging, sorting and a debounced
 * search (spec 01 §9). Employees are deactivated, never deleted: hours and orders keep referring to them.
 */
export function EmployeesPage() {
  const { t } = useTranslation();
  const { access, user } = useSession();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const admin = access ? isAdmin(access) || access.issuperadmin : false;
  const [shown, setShown] = useState<Shown>('active');
  // Only active members can be deactivated, and never oneself.
  const selectable = useCallback((row: Employee) => row.isactive && row.id !== user?.id, [user?.id]);

  const columns = useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'name', headerName: t('employees.field_name'), flex: 1.3, minWidth: 160 },
      { field: 'initial', headerName: t('employees.field_initial'), flex: 0.4, minWidth: 80 },
      { field: 'username', headerName: t('employees.field_username'), flex: 0.8, minWidth: 110 },
      { field: 'email', headerName: t('employees.field_email'), flex: 1.3, minWidth: 170 },
      {
        field: 'role_id',
        headerName: t('employees.field_role_id'),
        flex: 0.8,
        minWidth: 130,
        valueGetter: (value) => (value ? t(`employees.role_${String(value)}`) : ''),
      },
      {
        field: 'departmentname',
        headerName: t('employees.field_departmentname'),
        flex: 0.8,
        minWidth: 110,
        sortable: false,
      },
      {
        field: 'external_employee_number',
        headerName: t('employees.list_external_employee_number'),
        flex: 0.5,
        minWidth: 90,
      },
      {
        field: 'isactive',
        headerName: t('employees.field_isactive'),
        minWidth: 110,
        renderCell: (params) => <ActiveChip active={Boolean(params.value)} />,
      },
    ],
    [t],
  );

  const deactivate = async (ids: number[], clear: () => void) => {
    const ok = await confirm({
      title: t('employees.deactivateTitle'),
      text: t('employees.deactivateText', { count: ids.length }),
      confirmText: t('employees.deactivate'),
    });
    if (!ok) return;
    try {
      const r = await api.post<{ deactivated: number[] }>('employees/deactivate', { ids });
      snackbar.success(t('employees.deactivatedSuccess', { count: r.deactivated.length }));
      clear();
    } catch {
      // the api client has shown the server's message (spec 01 §8)
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all('employees') });
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={t('employees.title')}
        subtitle={t('employees.description')}
        actions={
          admin ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => navigate('/employees/actions')}>
              {t('employees.newEmployee')}
            </Button>
          ) : null
        }
      />
      <ServerListGrid<Employee>
        queryKey={(body) => resourceKeys.list('employees', body)}
        load={(body) => api.post<ListResponse<Employee>>('employees/list', body)}
        columns={columns}
        hideOnNarrow={HIDE_ON_NARROW}
        defaultSort={DEFAULT_SORT}
        match={MATCH[shown]}
        searchWidth={{ basis: 220, max: 320 }}
        filters={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={shown}
            onChange={(_, value: Shown | null) => {
              if (value) setShown(value);
            }}
          >
            <ToggleButton value="active">{t('employees.filterActive')}</ToggleButton>
            <ToggleButton value="inactive">{t('employees.filterInactive')}</ToggleButton>
            <ToggleButton value="all">{t('employees.filterAll')}</ToggleButton>
          </ToggleButtonGroup>
        }
        onOpen={(row) => navigate(`/employees/actions/${row.id}`)}
        selectable={admin && shown !== 'inactive'}
        isRowSelectable={selectable}
        bulkAction={
          admin
            ? (ids, clear) => (
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<PersonOff />}
                  onClick={() => void deactivate(ids, clear)}
                >
                  {t('employees.deactivateSelected', { count: ids.length })}
                </Button>
              )
            : undefined
        }
      />
    </Box>
  );
}
