import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { StoredFile } from '@suite/shared/files/files.schema';
import { useTranslation } from 'react-i18next';
import { fileUrl } from './files.api';

/** An image shown whole in a dialog, with its download. */
export function ImagePreviewDialog({ file, onClose }: { file: StoredFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={file !== null} onClose={onClose} maxWidth="lg" aria-labelledby="image-preview-title">
      {file ? (
        <>
          <DialogTitle id="image-preview-title" sx={{ wordBreak: 'break-all' }}>
            {file.original_name}
          </DialogTitle>
          <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
            <img
              src={fileUrl(file)}
              alt={file.original_name}
              style={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
            />
          </DialogContent>
          <DialogActions>
            <Button startIcon={<Download />} href={fileUrl(file, { download: true })} download>
              {t('files.download')}
            </Button>
            <Button onClick={onClose} autoFocus>
              {t('files.close')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
