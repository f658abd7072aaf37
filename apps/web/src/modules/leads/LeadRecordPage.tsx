import { RegisteredTab, registeredTab } from '../../app/record-tabs';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { formatDate } from '@suite/shared/format/index';
import type { Lead, LeadConversion } from '@suite/shared/leads/lead.schema';
import type { RouteDef } from '@suite/shared/routes/route-types';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches, useParams } from 'react-router';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { api, isApiError } from '../../platform/api';
import { useSession } from '../../platform/session';
import { problemMessage } from '../settings/api-errors';
import { resourceKeys } from '../settings/resource.api';
import { LeadForm } from './LeadForm';
import { NotAvailableTab } from './NotAvailableTab';
import { DocumentsTab } from '../../platform/uploads/DocumentsTab';
import { recordId, tabOf } from './record-form.logic';
import { RecordHeader } from './RecordHeader';
import { RecordNotFound } from './RecordNotFound';
import { RecordPage } from './RecordPage';
import { useRecord } from './use-record-form';

const BACK = { to: '/leads', label: 'leads.backToList' };

/** /leads/{lead_id}/{tab}: a lead with the tabs of spec 01 §2 (detail, appointments, notes, documents, offers). */
export function LeadRecordPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const params = useParams();
  const matches = useMatches();
  const id = recordId(params.lead_id);
  const tab = tabOf(matches[matches.length - 1]?.handle as RouteDef | undefined) ?? 'detail';
  const lead = useRecord<Lead>('leads', id);
  const [dirty, setDirty] = useState(false);
  const [converting, setConverting] = useState(false);

  // spec 01 §6: role 3 reads only; editing needs leads_edit, converting also customers_add.
  const mayEdit = access ? canChange(access) && hasPermission(access, 'leads_edit') : false;
  const mayConvert = mayEdit && access !== null && hasPermission(access, 'customers_add');

  if (id === 0 || (isApiError(lead.error) && lead.error.status === 404)) {
    return <RecordNotFound text={t('leads.notFound')} back={BACK} />;
  }
  const data = lead.data;

  const convert = async () => {
    if (!data) return;
    const ok = await confirm({
      title: t('leads.convertTitle'),
      text: t('leads.convertText', { name: data.name }),
      confirmText: t('leads.convert'),
    });
    if (!ok) return;
    setConverting(true);
    try {
      const result = await api.post<LeadConversion>(`leads/${data.id}/convert`, undefined, { silent: true });
      queryClient.setQueryData(resourceKeys.item('leads', data.id), result.lead);
      await queryClient.invalidateQueries({ queryKey: [...resourceKeys.all('leads'), 'list'] });
      snackbar.success(t('leads.convertedSuccess', { name: result.lead.customername ?? data.name }));
    } catch (error) {
      const message = isApiError(error) ? error.problem.errors?.[0]?.message : undefined;
      if (message === 'alreadyExists' || message === 'alreadyConverted')
        snackbar.error(t(`leads.error_${message}`));
      else snackbar.error(problemMessage(error, t('settings.message')));
    } finally {
      setConverting(false);
    }
  };

  const badges = data ? (
    <>
      {data.isactive ? null : <Chip size="small" variant="outlined" label={t('settings.inactive')} />}
      {data.customerid ? (
        <Tooltip
          title={t('leads.convertedTo', {
            name: data.customername ?? '',
            date: formatDate(data.convertedon),
          })}
        >
          <Chip
            size="small"
            color="success"
            label={`${t('leads.converted')}: ${data.customername ?? data.customerid}`}
            component={RouterLink}
            to={`/customers/${data.customerid}/detail`}
            clickable
          />
        </Tooltip>
      ) : null}
    </>
  ) : null;

  const actions =
    data && !data.customerid && mayConvert ? (
      <Tooltip title={dirty ? t('leads.convertUnsaved') : ''}>
        <span>
          <Button
            variant="outlined"
            startIcon={<PersonAddAlt />}
            onClick={() => void convert()}
            disabled={dirty || converting}
          >
            {t('leads.convert')}
          </Button>
        </span>
      </Tooltip>
    ) : null;

  return (
    <RecordPage>
      <RecordHeader
        back={BACK}
        title={data?.name}
        badges={badges}
        actions={actions}
        record="leads.record"
        params={{ lead_id: id }}
        tab={tab}
        section="leads"
      />
      {tab === 'detail' ? (
        <LeadForm id={id} readOnly={!mayEdit} onDirtyChange={setDirty} />
      ) : registeredTab('leads', tab) ? (
        <RegisteredTab recordModule="leads" tabName={tab} recordId={id} readOnly={!mayEdit} />
      ) : tab === 'documents' ? (
        <DocumentsTab moduleUrl="leads" recordId={id} kind="documents" />
      ) : (
        <NotAvailableTab text={t(`leads.empty_${tab}`)} />
      )}
    </RecordPage>
  );
}
