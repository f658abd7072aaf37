import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { LoadingBar } from '../../app/LoadingBar';
import Stack from '@mui/material/Stack';
import { hasPermission, isAdmin, canChange } from '@suite/shared/users/permissions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { useSession } from '../../platform/session';
import { DocumentsTab } from '../../platform/uploads/DocumentsTab';
import { ChecklistsTab } from '../checklists/ChecklistsTab';
import { recordId } from '../leads/record-form.logic';
import { RecordHeader } from '../leads/RecordHeader';
import { RecordNotFound } from '../leads/RecordNotFound';
import { RecordPage } from '../leads/RecordPage';
import { ArchiveButton, ArchiveStatus } from './ArchivePanel';
import { InspectionForm } from './InspectionForm';
import { InspectionStatusChip } from './InspectionStatusChip';
import { inspectionKeys, inspectionsApi } from './inspections.api';
import { StatusHistory } from './StatusHistory';
import { LiteTabs } from '../../app/LiteTabs';

const BACK = { to: '/inspections', label: 'inspections.backToList' };
const TABS = ['detail', 'checklists', 'documents'] as const;
type InspectionTab = (typeof TABS)[number];

/** A positive id from the address, or undefined. */
function idParam(value: string | null): number | undefined {
  const id = value ? recordId(value) : 0;
  return id > 0 ? id : undefined;
}

/**
 * /inspections/actions/:inspection_id? (spec 02 §2-§4): a new inspection (optionally of ?equipment_id= or
 * ?order_id=) or an existing one with its details and status history, its checklists (module 20) and documents
 * (?tab=), and the archive action. An archived inspection is read only.
 */
export function InspectionRecordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { access, user } = useSession();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const id = params.inspection_id === undefined ? null : recordId(params.inspection_id);
  const tab: InspectionTab = TABS.find((x) => x === search.get('tab')) ?? 'detail';
  const [dirty, setDirty] = useState(false);
  const view = useQuery({
    queryKey: inspectionKeys.view(id ?? 0),
    queryFn: () => inspectionsApi.view(id!),
    enabled: id !== null && id > 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    // While the archive job runs, the page follows it.
    refetchInterval: (q) => (q.state.data?.finalizing ? 2000 : false),
  });

  if (id === 0 || (isApiError(view.error) && view.error.status === 404)) {
    return <RecordNotFound text={t('inspections.notFound')} back={BACK} />;
  }
  const data = view.data;
  const admin = access ? isAdmin(access) : false;
  // spec 01 §6 and docs/inspections-api.md: technicians may fill in the inspections they are responsible for.
  const mayWrite =
    !!access &&
    (admin ||
      (id === null
        ? canChange(access) && hasPermission(access, 'inspections_add')
        : hasPermission(access, 'inspections_edit') &&
          (canChange(access) || (data?.responsible_id != null && data.responsible_id === user?.id))));
  const readOnly = !mayWrite || Boolean(data?.archived || data?.finalizing);

  const setTab = (next: InspectionTab) =>
    setSearch(
      (p) => {
        const out = new URLSearchParams(p);
        if (next === 'detail') out.delete('tab');
        else out.set('tab', next);
        out.delete('checklist');
        return out;
      },
      { replace: true },
    );

  const badges = data ? (
    <>
      <InspectionStatusChip status={data.displaystatus} />
      {data.archived ? <Chip size="small" label={t('inspections.archivedChip')} /> : null}
    </>
  ) : null;

  return (
    <RecordPage>
      <RecordHeader
        back={BACK}
        title={
          id === null
            ? t('inspections.newTitle')
            : data
              ? t('inspections.recordTitle', { number: data.controlnumber })
              : undefined
        }
        badges={badges}
        actions={data && mayWrite ? <ArchiveButton inspection={data} dirty={dirty} /> : null}
        section="inspections"
      />
      {id !== null ? (
        <LiteTabs
          tabs={TABS.map((x) => ({
            key: x,
            label:
              x === 'checklists' && data
                ? `${t('inspections.tab_checklists')} (${data.checklistcount})`
                : t(`inspections.tab_${x}`),
          }))}
          value={tab}
          onSelect={(v) => setTab(v as InspectionTab)}
          divider
          marginTop={-8}
          marginBottom={16}
        />
      ) : null}
      {data ? <ArchiveStatus inspection={data} /> : null}
      {id !== null && !data && view.isLoading ? <LoadingBar /> : null}
      {tab === 'detail' ? (
        <Stack spacing={2}>
          {id === null || data ? (
            <InspectionForm
              id={id}
              readOnly={readOnly}
              equipmentId={idParam(search.get('equipment_id'))}
              orderId={idParam(search.get('order_id'))}
              onDirtyChange={setDirty}
              onSaved={(saved, created) => {
                if (created) void navigate(`/inspections/actions/${saved.id}`, { replace: true });
              }}
            />
          ) : null}
          {data ? <StatusHistory entries={data.statusHistoryModel} /> : null}
          {id === null ? <Alert severity="info">{t('inspections.saveFirst')}</Alert> : null}
        </Stack>
      ) : null}
      {tab === 'checklists' && id ? (
        <ChecklistsTab base="inspectionchecklists" recordId={id} readOnly={readOnly} />
      ) : null}
      {tab === 'documents' && id ? (
        <DocumentsTab moduleUrl="inspections" recordId={id} kind="documents" />
      ) : null}
    </RecordPage>
  );
}
