import { LEAD_DEFAULT_SORT, LEAD_STATUS_LOOKUPS } from '@suite/shared/leads/lead.schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRememberedState } from '../../platform/remembered-state';
import { customerListMatch, type StatusFilter } from '../customers/customers-list.logic';
import { ResourceListPage } from '../settings/ResourceListPage';
import type { ResourceColumn } from '../settings/resource.types';
import { nameOf, useActiveList } from './record-lookups';

/** /leads: the tenant's leads with server paging, sorting and search (spec 01 §2, §9). */
export function LeadsPage() {
  const { t } = useTranslation();
  const statuses = useActiveList(LEAD_STATUS_LOOKUPS.leadstatusid);
  const columns = useMemo<ResourceColumn[]>(
    () => [
      { field: 'name', headerName: 'leads.field_name', flex: 1.6, minWidth: 170 },
      { field: 'contactperson', headerName: 'leads.field_contactperson', minWidth: 120 },
      { field: 'city', headerName: 'leads.field_city', minWidth: 100 },
      {
        field: 'leadstatusid',
        headerName: 'leads.field_leadstatusid',
        sortable: false,
        minWidth: 100,
        // A converted lead is a customer now, whatever its status said.
        format: (value, row) => (row.customerid ? t('leads.converted') : nameOf(statuses.data, value)),
      },
      { field: 'responsible_name', headerName: 'leads.field_responsible_id', sortable: false, minWidth: 120 },
      { field: 'expectedvalue', headerName: 'leads.list_expectedvalue', type: 'number', minWidth: 115 },
      { field: 'expectedclosedate', headerName: 'leads.list_expectedclosedate', type: 'date', minWidth: 105 },
      { field: 'isactive', headerName: 'leads.field_isactive', type: 'active' },
    ],
    [t, statuses.data],
  );
  // Active leads by default, as the dashboard counts them (issue 12: the card said 6 while the list said 7).
  const [status, setStatus] = useRememberedState<StatusFilter>('/leads:status', 'active');
  const match = useMemo(() => customerListMatch(status, 'all'), [status]);
  return (
    <ResourceListPage
      match={match}
      actions={
        <TextField
          select
          size="small"
          label={t('customers.filterStatus')}
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
          sx={{ width: 140 }}
        >
          <MenuItem value="active">{t('customers.filterActive')}</MenuItem>
          <MenuItem value="inactive">{t('customers.filterInactive')}</MenuItem>
          <MenuItem value="all">{t('customers.filterAll')}</MenuItem>
        </TextField>
      }
      resource="leads"
      title="leads.title"
      addLabel="leads.newLead"
      description="leads.description"
      columns={columns}
      defaultSort={LEAD_DEFAULT_SORT}
      editPath={(id) => (id === 'new' ? '/leads/add' : `/leads/${id}/detail`)}
      hideOnNarrow={[
        'contactperson',
        'city',
        'leadstatusid',
        'responsible_name',
        'expectedclosedate',
        'isactive',
      ]}
    />
  );
}
