import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import { LoadingBar } from '../../app/LoadingBar';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DEFAULT_MAX_UPLOAD_SIZE_MB, type StoredFile } from '@suite/shared/files/files.schema';
import { formatDateTime } from '@suite/shared/format/date-format';
import { formatFileSize } from '@suite/shared/format/file-size-format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { useSession } from '../session';
import { fileRights, type FileTabKind } from './file-access';
import { fileKeys, filesApi, fileUrl, previewKind } from './files.api';
import { FileDropZone } from './FileDropZone';
import { ImagePreviewDialog } from './ImagePreviewDialog';
import { UploadQueue } from './UploadQueue';
import { useUploads } from './use-uploads';

export type DocumentsTabProps = {
  /** The module's upload path segment, as registered on the server: 'customers', 'orders', 'internalequipments' ... */
  moduleUrl: string;
  /** The record whose files these are. */
  recordId: number;
  /** 'documents': every file of the record in a table; 'images': its images as a thumbnail grid. */
  kind: FileTabKind;
  /** The permission module ('{module}_manage_documents' ...); default moduleUrl. */
  permissionModule?: string;
  /** Keys that let the user see the record, when not '{module}_view'. */
  viewPermissions?: string[];
};

function FileIcon({ file }: { file: StoredFile }) {
  if (file.kind === 'image') return <ImageOutlined fontSize="small" color="action" aria-hidden />;
  if (file.content_type === 'application/pdf') {
    return <PictureAsPdfOutlined fontSize="small" color="error" aria-hidden />;
  }
  return <InsertDriveFileOutlined fontSize="small" color="action" aria-hidden />;
}

/**
 * The documents or images tab of any record (spec 01 §2): list, drag-and-drop and button upload in chunks with a
 * progress panel (spec 02 §7), preview (images in a dialog, PDFs in a new tab), download and delete with
 * confirmation. Without manage_documents the documents stay closed (spec 01 §6), calmly.
 */
export function DocumentsTab({
  moduleUrl,
  recordId,
  kind,
  permissionModule,
  viewPermissions,
}: DocumentsTabProps) {
  const { t } = useTranslation();
  const { access, initial } = useSession();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<StoredFile | null>(null);
  const rights = fileRights(access, permissionModule ?? moduleUrl, kind, viewPermissions);
  const maxMb = initial?.systemconfiguration?.maxuploadsizemb ?? DEFAULT_MAX_UPLOAD_SIZE_MB;
  const key = fileKeys.record(moduleUrl, recordId, kind);

  const list = useQuery({
    queryKey: key,
    queryFn: () => filesApi.list(moduleUrl, recordId, kind),
    enabled: rights.read && recordId > 0,
  });
  const uploads = useUploads({
    moduleUrl,
    recordId,
    maxBytes: maxMb * 1024 * 1024,
    onUploaded: (file) => {
      snackbar.success(t('files.uploaded', { name: file.original_name }));
      // Both tabs of the record may show the new file.
      void queryClient.invalidateQueries({ queryKey: ['files', moduleUrl, recordId] });
    },
  });
  const remove = useMutation({
    mutationFn: (file: StoredFile) => filesApi.remove([file.id]),
    onSuccess: () => {
      snackbar.success(t('files.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['files', moduleUrl, recordId] });
    },
  });

  if (!rights.read) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 720 }}>
        <LockOutlined color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography color="text.secondary">{t('files.noAccess')}</Typography>
      </Paper>
    );
  }

  const askDelete = async (file: StoredFile) => {
    const ok = await confirm({
      title: t('files.deleteTitle'),
      text: t('files.deleteText', { name: file.original_name }),
      confirmText: t('files.delete'),
    });
    if (ok) remove.mutate(file);
  };

  const items = list.data ?? [];
  const actions = (file: StoredFile) => {
    const how = previewKind(file);
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {how === 'image' ? (
          <Tooltip title={t('files.preview')}>
            <IconButton size="small" onClick={() => setPreview(file)} aria-label={t('files.preview')}>
              <Visibility fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        {how === 'pdf' ? (
          <Tooltip title={t('files.preview')}>
            <IconButton
              size="small"
              component="a"
              href={fileUrl(file)}
              target="_blank"
              rel="noopener"
              aria-label={t('files.preview')}
            >
              <OpenInNew fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        <Tooltip title={t('files.download')}>
          <IconButton
            size="small"
            component="a"
            href={fileUrl(file, { download: true })}
            download={file.original_name}
            aria-label={t('files.download')}
          >
            <Download fontSize="small" />
          </IconButton>
        </Tooltip>
        {rights.delete ? (
          <Tooltip title={t('files.delete')}>
            <IconButton
              size="small"
              onClick={() => void askDelete(file)}
              aria-label={t('files.delete')}
              disabled={remove.isPending}
            >
              <Delete fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
    );
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      {rights.upload ? (
        <FileDropZone
          onFiles={uploads.add}
          accept={kind === 'images' ? 'image/*' : undefined}
          buttonText={kind === 'images' ? t('files.uploadImages') : t('files.upload')}
          hint={`${t('files.dropHere')} · ${t('files.maxSize', { size: formatFileSize(maxMb * 1024 * 1024) })}`}
        />
      ) : (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {t('files.readOnly')}
        </Alert>
      )}
      <UploadQueue items={uploads.items} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
      {list.isPending ? <LoadingBar /> : null}
      {list.isError ? <Alert severity="error">{t('files.loadFailed')}</Alert> : null}
      {list.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {kind === 'images' ? t('files.emptyImages') : t('files.empty')}
        </Typography>
      ) : null}
      {items.length > 0 && kind === 'documents' ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('files.documents')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('files.col_name')}</TableCell>
                <TableCell align="right">{t('files.col_size')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('files.col_uploadedby')}
                </TableCell>
                <TableCell>{t('files.col_uploadedon')}</TableCell>
                <TableCell align="right" aria-label={t('files.col_actions')} />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((file) => (
                <TableRow key={file.id} hover data-testid="file-row">
                  <TableCell sx={{ maxWidth: 360 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                      <FileIcon file={file} />
                      <Link
                        href={previewKind(file) ? fileUrl(file) : fileUrl(file, { download: true })}
                        target={previewKind(file) ? '_blank' : undefined}
                        rel="noopener"
                        underline="hover"
                        noWrap
                        onClick={(e) => {
                          if (previewKind(file) === 'image') {
                            e.preventDefault();
                            setPreview(file);
                          }
                        }}
                      >
                        {file.original_name}
                      </Link>
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(file.size)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {file.uploaded_by_name}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(file.uploadedon)}</TableCell>
                  <TableCell align="right">{actions(file)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {items.length > 0 && kind === 'images' ? (
        <ImageList cols={4} gap={12} sx={{ m: 0 }} aria-label={t('files.images')}>
          {items.map((file) => (
            <ImageListItem
              key={file.id}
              data-testid="image-tile"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
            >
              {file.has_thumbnail ? (
                <img
                  src={fileUrl(file, { thumbnail: true })}
                  alt={file.original_name}
                  loading="lazy"
                  style={{ height: 160, objectFit: 'cover', cursor: 'zoom-in' }}
                  onClick={() => setPreview(file)}
                />
              ) : (
                <Box sx={{ height: 160, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
                  <ImageOutlined color="action" sx={{ fontSize: 48 }} aria-hidden />
                </Box>
              )}
              <ImageListItemBar
                position="below"
                title={file.original_name}
                subtitle={`${formatFileSize(file.size)} · ${formatDateTime(file.uploadedon)}`}
                actionIcon={actions(file)}
                sx={{ px: 1, '& .MuiImageListItemBar-title': { fontSize: 14 } }}
              />
            </ImageListItem>
          ))}
        </ImageList>
      ) : null}
      <ImagePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </Box>
  );
}
