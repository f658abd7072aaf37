// Filling in a checklist (spec 02 §3 "Checklist", §4, §5; issue 8): every field of its form on a 12-column grid
// (one column on a phone), answers saved as they are typed (debounced PUT with the version) and kept on the device
// until the server has them, completion refused with the unanswered and defect fields marked, reopening for those
// with the re-open permission, the PDF report and sharing it by e-mail.
import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import LockOpen from '@mui/icons-material/LockOpen';
import Mail from '@mui/icons-material/Mail';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Sync from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { LoadingBar } from '../../app/LoadingBar';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHECKLIST_MODULE,
  CHECKLIST_STATUS,
  FIELD,
  type ChecklistForm,
  type ChecklistRecord,
} from '@suite/shared/checklists/index';
import type { StoredFile } from '@suite/shared/files/files.schema';
import { formatDateTime } from '@suite/shared/format/date-format';
import { hasPermission } from '@suite/shared/users/permissions';
import { useSnackbar } from '../../app/snackbar';
import { isApiError } from '../../platform/api';
import { problemDisplayText } from '../../platform/problem-text';
import { useSession } from '../../platform/session';
import { filesApi } from '../../platform/uploads/files.api';
import { uploadFile } from '../../platform/uploads/upload-client';
import {
  CHECKLIST_FILES_MODULE,
  checklistKeys,
  checklistsApi,
  pdfUrl,
  useChecklistToken,
} from './checklists.api';
import { checklistFormQuery, hintChecklistForm, knownChecklistForm, loadChecklist } from './checklist-open';
import { FieldCell, FieldView, type FieldError } from './FieldView';
import { FieldContext, type FieldContextValue } from './field-context';
import { FieldStyles } from '../settings/lite-fields';
import {
  completionByField,
  createAutosaver,
  createPendingStore,
  errorFields,
  initialAnswers,
  visibleProperties,
  withAnswer,
  type Autosaver,
  type SaveState,
} from './fill.logic';
import { ShareDialog } from './ShareDialog';
import { StatusChip } from './StatusChip';

const FIRST_FIELDS = 30;
/** The F-gas fields that say which equipment they are for (spec 02 §3 types 29-31). */
const FGAS_TYPES = new Set<number>([FIELD.drainfill, FIELD.leakage, FIELD.repairdisposal]);

const localStore = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export function ChecklistFill({ checklistId, onClose }: { checklistId: number; onClose: () => void }) {
  const { t } = useTranslation();
  useChecklistToken();
  // The checklist and its form load side by side when its form is known (checklist-open.ts: from the list row
  // that opened it, remembered on this device, or asked for when the page's chunk ran).
  const checklist = useQuery({
    queryKey: checklistKeys.one(checklistId),
    queryFn: () => loadChecklist(checklistId),
    staleTime: 0,
    gcTime: 0,
  });
  const formId = checklist.data?.form_id ?? knownChecklistForm(checklistId);
  const form = useQuery({
    ...checklistFormQuery(formId),
    enabled: Boolean(formId),
    staleTime: 60_000,
  });
  const answeredForm = checklist.data?.form_id;
  useEffect(() => {
    if (answeredForm) hintChecklistForm(checklistId, answeredForm);
  }, [checklistId, answeredForm]);
  if (checklist.isError || form.isError) {
    return (
      <Box>
        <Button startIcon={<ArrowBack />} onClick={onClose}>
          {t('checklists.back')}
        </Button>
        <Alert severity="error">{t('checklists.loadFailed')}</Alert>
      </Box>
    );
  }
  if (!checklist.data || !form.data) return <LoadingBar />;
  return (
    <FillScreen
      key={`${checklist.data.id}:${checklist.data.status}`}
      record={checklist.data}
      form={form.data}
      onClose={onClose}
    />
  );
}

function FillScreen({
  record,
  form,
  onClose,
}: {
  record: ChecklistRecord;
  form: ChecklistForm;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const { access } = useSession();
  const store = useMemo(() => createPendingStore(localStore()), []);
  const [status, setStatus] = useState(record.status);
  const editable = status === CHECKLIST_STATUS.draft;
  const [data, setData] = useState<Record<string, unknown>>(() => {
    const pending = store.get(record.id);
    return initialAnswers(form, pending && editable ? pending.data : record.data);
  });
  const dataRef = useRef(data);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [errors, setErrors] = useState<Map<string, FieldError>>(new Map());
  const [busy, setBusy] = useState<'' | 'complete' | 'reopen' | 'pdf'>('');
  const [pdfLink, setPdfLink] = useState<string | null>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const [refused, setRefused] = useState(false);
  const saver = useRef<Autosaver | null>(null);

  useEffect(() => {
    const s = createAutosaver({
      checklistId: record.id,
      version: record.version,
      store,
      save: async (body) => {
        const saved = await checklistsApi.save(record.id, body);
        return { version: saved.version };
      },
      isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
      onState: (state) => setSaveState(state),
    });
    saver.current = s;
    const pending = store.get(record.id);
    if (pending && record.status === CHECKLIST_STATUS.draft) void s.resume(pending);
    const online = () => void s.online();
    const offline = () => s.hasUnsent() && setSaveState('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    // Retry what waits now and then too (a server that did not answer, a flaky network that never fired 'online').
    const retry = window.setInterval(() => {
      if (s.hasUnsent() && (s.state === 'offline' || s.state === 'error')) void s.online();
    }, 15_000);
    const leave = () => void s.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      void s.flush();
      s.stop();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', leave);
      window.clearInterval(retry);
      void queryClient.invalidateQueries({ queryKey: checklistKeys.all });
    };
  }, [record.id, record.version, record.status, store, queryClient]);

  const onChange = useCallback((name: string, value: unknown) => {
    const next = withAnswer(dataRef.current, name, value);
    dataRef.current = next;
    setData(next);
    setErrors((e) => {
      if (!e.has(name)) return e;
      const copy = new Map(e);
      copy.delete(name);
      return copy;
    });
    saver.current?.change(next);
  }, []);

  // Files of the checklist: photos and attachments of its answers.
  const files = useQuery({
    queryKey: ['files', CHECKLIST_FILES_MODULE, record.id, 'documents'],
    queryFn: () => filesApi.list(CHECKLIST_FILES_MODULE, record.id, 'documents'),
    retry: false,
  });
  const [added, setAdded] = useState<StoredFile[]>([]);
  const hasFgasField = useMemo(() => form.properties.some((p) => FGAS_TYPES.has(p.type)), [form]);
  const orderEquipment = useQuery({
    queryKey: ['checklists', 'orderEquipment', record.record_id],
    queryFn: () => checklistsApi.orderEquipment(record.record_id),
    enabled: hasFgasField && record.checklistmodule === CHECKLIST_MODULE.order,
    retry: false,
    staleTime: 60_000,
  });
  const context = useMemo<FieldContextValue>(() => {
    const map = new Map<number, StoredFile>();
    for (const f of [...(files.data ?? []), ...added]) map.set(f.id, f);
    return {
      files: map,
      upload: editable
        ? async (list) => {
            const stored: StoredFile[] = [];
            for (const file of list) {
              stored.push(await uploadFile({ moduleUrl: CHECKLIST_FILES_MODULE, recordId: record.id, file }));
            }
            setAdded((a) => [...a, ...stored]);
            // The list of the checklist's files is read again when the screen is next opened (completed, reopened).
            void queryClient.invalidateQueries({ queryKey: ['files', CHECKLIST_FILES_MODULE, record.id] });
            return stored;
          }
        : undefined,
      checkpointLabels: (form as { checkpointlabels?: FieldContextValue['checkpointLabels'] })
        .checkpointlabels,
      equipment:
        orderEquipment.data && orderEquipment.data.length > 1
          ? orderEquipment.data.map((e) => ({
              id: e.id,
              label: [e.number, e.name].filter(Boolean).join(' '),
            }))
          : undefined,
    };
  }, [files.data, added, editable, record.id, form, queryClient, orderEquipment.data]);

  const properties = useMemo(() => visibleProperties(form), [form]);
  // The first screenful renders at once; the rest of a long form follows right after, without holding up the
  // first answers (a form of 200 fields opens as fast as one of 30).
  const [shown, setShown] = useState(FIRST_FIELDS);
  useEffect(() => {
    if (shown >= properties.length) return;
    const id = window.setTimeout(() => startTransition(() => setShown(properties.length)), 0);
    return () => window.clearTimeout(id);
  }, [shown, properties.length]);

  const showErrors = (map: Map<string, FieldError>) => {
    setErrors(map);
    setRefused(true);
    const first = properties.find((p) => map.has(p.name));
    if (first)
      document.getElementById(`field-${first.name}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  const complete = async () => {
    setBusy('complete');
    try {
      await saver.current?.flush();
      const local = completionByField(form, dataRef.current);
      if (local.errors.length) {
        showErrors(local.fields);
        return;
      }
      const done = await checklistsApi.complete(record.id, saver.current?.version);
      setStatus(done.status);
      setRefused(false);
      setErrors(new Map());
      snackbar.success(t('checklists.completedMsg'));
      void queryClient.invalidateQueries({ queryKey: checklistKeys.all });
    } catch (e) {
      if (isApiError(e) && e.status === 400 && e.problem.errors?.length) {
        showErrors(errorFields(e.problem.errors));
      } else if (isApiError(e)) {
        snackbar.error(problemDisplayText(t, e.problem.detail ?? e.problem.title));
      }
    } finally {
      setBusy('');
    }
  };

  const reopen = async () => {
    setBusy('reopen');
    try {
      await checklistsApi.reopen(record.id);
      snackbar.success(t('checklists.reopenedMsg'));
      await queryClient.invalidateQueries({ queryKey: checklistKeys.one(record.id) });
    } catch (e) {
      if (isApiError(e)) snackbar.error(problemDisplayText(t, e.problem.detail ?? e.problem.title));
    } finally {
      setBusy('');
    }
  };

  const makePdf = async (isemptypdf = false) => {
    setBusy('pdf');
    setPdfLink(null);
    try {
      await saver.current?.flush();
      const answer = await checklistsApi.generatePdf(record.form_id, record.id, {
        visiblefilename: record.modifiedname || record.name,
        isemptypdf,
        language: i18n.language,
      });
      const url = pdfUrl(answer.data);
      setPdfLink(url);
      window.open(url, '_blank', 'noopener');
      return answer.data;
    } catch {
      return null;
    } finally {
      setBusy('');
    }
  };

  const mayReopen = access ? hasPermission(access, 'checklists_reopen_checklist') : false;
  const stateIcon =
    saveState === 'saved' ? (
      <CloudDone fontSize="small" />
    ) : saveState === 'offline' ? (
      <CloudOff fontSize="small" />
    ) : (
      <Sync fontSize="small" />
    );

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <FieldStyles />
      <Paper
        variant="outlined"
        sx={{
          // Sticky on a wide screen (Complete stays at hand); on a phone the answers get the room.
          position: { xs: 'static', md: 'sticky' },
          top: { md: 64 },
          zIndex: 3,
          p: { xs: 1, sm: 1.5 },
          mb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Button startIcon={<ArrowBack />} onClick={onClose} size="small">
          {t('checklists.back')}
        </Button>
        <Typography variant="h6" component="h2" sx={{ fontSize: 18, flex: '1 1 160px', minWidth: 0 }} noWrap>
          {record.modifiedname || record.name}
        </Typography>
        <StatusChip status={status} />
        {editable ? (
          <Chip
            size="small"
            variant="outlined"
            icon={stateIcon}
            color={
              saveState === 'conflict' || saveState === 'error'
                ? 'error'
                : saveState === 'offline'
                  ? 'warning'
                  : 'default'
            }
            label={t(`checklists.state_${saveState}`)}
            data-testid="save-state"
            sx={{
              maxWidth: '100%',
              '& .MuiChip-label': { whiteSpace: 'normal' },
              height: 'auto',
              minHeight: 24,
            }}
          />
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', md: 'auto' } }}>
          {editable ? (
            <Button
              variant="contained"
              startIcon={<CheckCircle />}
              disabled={busy !== ''}
              onClick={() => void complete()}
            >
              {t('checklists.complete')}
            </Button>
          ) : status === CHECKLIST_STATUS.completed && mayReopen ? (
            <Button
              variant="outlined"
              startIcon={<LockOpen />}
              disabled={busy !== ''}
              onClick={() => void reopen()}
            >
              {t('checklists.reopen')}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            startIcon={<PictureAsPdf />}
            disabled={busy !== ''}
            onClick={() => void makePdf()}
          >
            {t('checklists.pdf')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<Mail />}
            disabled={busy !== ''}
            onClick={() => setShareOpen(true)}
          >
            {t('checklists.share')}
          </Button>
        </Box>
        {busy ? <LoadingBar sx={{ width: '100%' }} /> : null}
      </Paper>

      {saveState === 'conflict' ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              {t('checklists.reload')}
            </Button>
          }
        >
          {t('checklists.state_conflict')}
        </Alert>
      ) : null}
      {refused && errors.size ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="completion-refused">
          {t('checklists.notCompletable')}
        </Alert>
      ) : null}
      {status === CHECKLIST_STATUS.completed ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {record.completed_on
            ? t('checklists.completedBy', {
                date: formatDateTime(record.completed_on),
                name: record.completed_by_name ?? '',
              })
            : t('checklists.completedMsg')}
          {'. '}
          {t('checklists.readOnlyCompleted')}
        </Alert>
      ) : null}
      {pdfLink ? (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setPdfLink(null)}>
          {t('checklists.pdfReady')}:{' '}
          <Link href={pdfLink} target="_blank" rel="noreferrer" data-testid="pdf-link">
            {t('checklists.openPdf')}
          </Link>
        </Alert>
      ) : null}

      <FieldContext.Provider value={context}>
        <Box
          data-testid="checklist-fields"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: { xs: 1.5, md: 2 } }}
        >
          {(shown >= properties.length ? properties : properties.slice(0, shown)).map((p) => (
            <FieldCell key={p.id ?? p.name} columns={p.columns}>
              <div id={`field-${p.name}`}>
                <FieldView
                  property={p}
                  value={data[p.name]}
                  onChange={editable ? onChange : undefined}
                  error={errors.get(p.name)}
                />
              </div>
            </FieldCell>
          ))}
        </Box>
      </FieldContext.Provider>

      {shareOpen ? (
        <ShareDialog
          record={record}
          flush={async () => {
            await saver.current?.flush();
          }}
          onClose={() => setShareOpen(false)}
        />
      ) : null}
    </Box>
  );
}
