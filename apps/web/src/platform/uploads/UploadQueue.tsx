import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@suite/shared/format/file-size-format';
import { useTranslation } from 'react-i18next';
import { problemDisplayText } from '../problem-text';
import type { UploadItem } from './use-uploads';

/** The progress panel of the uploads (spec 01 §1 "Chunked file upload with a progress panel"). */
export function UploadQueue({
  items,
  onRetry,
  onDismiss,
}: {
  items: UploadItem[];
  onRetry: (key: number) => void;
  onDismiss: (key: number) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} aria-label={t('files.uploading')} role="region">
      {items.map((item) => {
        const percent = item.file.size === 0 ? 100 : Math.round((item.sent / item.file.size) * 100);
        const status =
          item.status === 'done'
            ? t('files.uploadDone')
            : item.status === 'failed'
              ? `${t('files.uploadFailed')}: ${problemDisplayText(t, item.error ?? '')}`
              : item.status === 'retrying'
                ? t('files.retrying')
                : `${t('files.uploading')} ${percent} %`;
        return (
          <Box key={item.key} sx={{ py: 0.75 }} data-testid="upload-item" data-status={item.status}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {item.status === 'done' ? <CheckCircle color="success" fontSize="small" aria-hidden /> : null}
              {item.status === 'failed' ? <ErrorOutline color="error" fontSize="small" aria-hidden /> : null}
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {item.file.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({formatFileSize(item.file.size)})
                </Typography>
              </Typography>
              <Typography
                variant="caption"
                color={item.status === 'failed' ? 'error' : 'text.secondary'}
                role={item.status === 'failed' ? 'alert' : undefined}
              >
                {status}
              </Typography>
              {item.status === 'failed' && item.error !== 'fileSizeOverLimit' ? (
                <IconButton size="small" onClick={() => onRetry(item.key)} aria-label={t('files.retry')}>
                  <Refresh fontSize="small" />
                </IconButton>
              ) : null}
              {item.status === 'done' || item.status === 'failed' ? (
                <IconButton size="small" onClick={() => onDismiss(item.key)} aria-label={t('files.dismiss')}>
                  <Close fontSize="small" />
                </IconButton>
              ) : null}
            </Box>
            <LoadingBar
              variant="determinate"
              value={percent}
              color={item.status === 'failed' ? 'error' : item.status === 'done' ? 'success' : 'primary'}
              aria-label={item.file.name}
              // A finished bar is full at once: the slide from the last chunk's width would look unfinished.
              sx={{
                mt: 0.5,
                height: 6,
                borderRadius: 3,
                ...(item.status === 'done' ? { '& .MuiLinearProgress-bar': { transition: 'none' } } : {}),
              }}
            />
          </Box>
        );
      })}
    </Paper>
  );
}
