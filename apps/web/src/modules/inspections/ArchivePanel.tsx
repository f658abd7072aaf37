// Archiving an inspection (spec 02 §4): the button asks first, puts the inspection on the finalizing list and the
// page follows the job: progress while the archive report is made (with the last failure while it is retried),
// then the result with a link to the archive report, a document of the inspection and of its equipment.
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { LoadingBar } from '../../app/LoadingBar';
import { formatDateTime } from '@suite/shared/format/date-format';
import type { InspectionView } from '@suite/shared/inspections/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { isApiError } from '../../platform/api';
import { problemDisplayText } from '../../platform/problem-text';
import { fileKeys, filesApi, fileUrl } from '../../platform/uploads/files.api';
import { inspectionKeys, inspectionsApi } from './inspections.api';

/** The archive button of the record page's header. */
export function ArchiveButton(props: { inspection: InspectionView; dirty: boolean; disabled?: boolean }) {
  const { inspection, dirty } = props;
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const archive = useMutation({
    mutationFn: () => inspectionsApi.archive(inspection.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inspectionKeys.all }),
    onError: (e) => {
      // The refusal's key is its field error's message ('inspectionHasNoChecklists' ...), else the detail.
      const key = isApiError(e)
        ? (e.problem.errors?.[0]?.message ?? e.problem.detail ?? e.problem.title)
        : String(e);
      snackbar.error(t(`inspections.error_${key}`, { defaultValue: problemDisplayText(t, key) }));
    },
  });
  if (inspection.archived || inspection.finalizing) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<Inventory2Outlined />}
      disabled={props.disabled || archive.isPending}
      onClick={async () => {
        if (dirty) {
          snackbar.error(t('inspections.archiveUnsaved'));
          return;
        }
        const ok = await confirm({
          title: t('inspections.archiveTitle'),
          text: t('inspections.archiveText'),
          confirmText: t('inspections.archive'),
        });
        if (ok) archive.mutate();
      }}
    >
      {t('inspections.archive')}
    </Button>
  );
}

/** Progress while the archive report is made, and the archived inspection's report link. */
export function ArchiveStatus({ inspection }: { inspection: InspectionView }) {
  const { t } = useTranslation();
  const finalizing = useQuery({
    queryKey: inspectionKeys.finalizing,
    queryFn: inspectionsApi.finalizing,
    enabled: inspection.finalizing,
    refetchInterval: inspection.finalizing ? 2000 : false,
  });
  const documents = useQuery({
    queryKey: fileKeys.record('inspections', inspection.id, 'documents'),
    queryFn: () => filesApi.list('inspections', inspection.id, 'documents'),
    enabled: inspection.archived && inspection.archivefile_id != null,
  });
  if (inspection.finalizing) {
    const entry = finalizing.data?.items.find((e) => e.inspection_id === inspection.id);
    return (
      <Alert severity={entry?.lasterror ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="archive-progress">
        {t('inspections.archiving')}
        <LoadingBar sx={{ mt: 1 }} />
        {entry?.lasterror ? (
          <>
            {t('inspections.archiveFailed', { message: entry.lasterror })} {t('inspections.archiveRetrying')}
          </>
        ) : null}
      </Alert>
    );
  }
  if (!inspection.archived) return null;
  const file = documents.data?.find((f) => f.id === inspection.archivefile_id);
  return (
    <Alert
      severity="success"
      sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
      data-testid="archive-result"
      action={
        file ? (
          <Button
            size="small"
            startIcon={<PictureAsPdfOutlined />}
            href={fileUrl(file)}
            target="_blank"
            rel="noopener"
            data-testid="archive-report-link"
          >
            {t('inspections.openArchiveReport')}
          </Button>
        ) : null
      }
    >
      {t('inspections.archivedOn', {
        date: inspection.archivedon ? formatDateTime(inspection.archivedon) : '',
      })}
    </Alert>
  );
}
