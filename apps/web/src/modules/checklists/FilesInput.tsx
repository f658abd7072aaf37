// Photos and files of a checklist answer (spec 02 §3 types 9, 25, 26 and a checkpoint's filesIds): a photo taken
// straight from the phone's camera (<input accept="image/*" capture="environment">) or any file, sent through
// the files platform (uploadFile, chunked and resumed) and kept in the answer as file ids.
import AttachFile from '@mui/icons-material/AttachFile';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../platform/uploads/files.api';
import { useFieldContext } from './field-context';

export function FilesInput(props: {
  value: (string | number)[] | undefined;
  onChange?: (ids: (string | number)[]) => void;
  images?: boolean;
  multiple?: boolean;
  label?: string;
}) {
  const { value = [], onChange, images, multiple = true, label } = props;
  const { t } = useTranslation();
  const ctx = useFieldContext();
  const camera = useRef<HTMLInputElement | null>(null);
  const picker = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const editable = Boolean(onChange) && Boolean(ctx.upload);

  const add = async (list: FileList | null) => {
    if (!list?.length || !ctx.upload || !onChange) return;
    setBusy(true);
    setFailed(false);
    try {
      const stored = await ctx.upload([...list]);
      const ids = stored.map((f) => f.id);
      onChange(multiple ? [...value, ...ids] : ids.slice(0, 1));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      {label ? (
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {value.map((id) => {
          const file = ctx.files.get(Number(id));
          const isImage = file?.kind === 'image';
          return (
            <Box
              key={String(id)}
              sx={{
                position: 'relative',
                width: 88,
                height: 88,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                overflow: 'hidden',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: 'action.hover',
              }}
            >
              {file && isImage ? (
                <Link href={fileUrl(file)} target="_blank" rel="noreferrer">
                  <Box
                    component="img"
                    src={fileUrl(file, { thumbnail: file.has_thumbnail })}
                    alt={file.original_name}
                    sx={{ width: 88, height: 88, objectFit: 'cover', display: 'block' }}
                  />
                </Link>
              ) : (
                <Link
                  href={file ? fileUrl(file) : undefined}
                  target="_blank"
                  rel="noreferrer"
                  sx={{ p: 0.5, fontSize: 11, textAlign: 'center', wordBreak: 'break-all' }}
                >
                  <InsertDriveFileOutlined fontSize="small" sx={{ display: 'block', mx: 'auto' }} />
                  {file?.original_name ?? `#${id}`}
                </Link>
              )}
              {editable ? (
                <IconButton
                  size="small"
                  aria-label={t('checklists.remove')}
                  onClick={() => onChange!(value.filter((v) => v !== id))}
                  sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'rgba(255,255,255,0.8)', p: 0.25 }}
                >
                  <Close fontSize="small" />
                </IconButton>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {editable ? (
        <Box sx={{ display: 'flex', gap: 1, mt: value.length ? 1 : 0, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PhotoCamera />}
            disabled={busy}
            onClick={() => camera.current?.click()}
          >
            {t('checklists.takePhoto')}
          </Button>
          {images ? null : (
            <Button
              size="small"
              variant="outlined"
              startIcon={<AttachFile />}
              disabled={busy}
              onClick={() => picker.current?.click()}
            >
              {t('checklists.addFile')}
            </Button>
          )}
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            multiple={multiple}
            hidden
            data-testid="photo-input"
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = '';
            }}
          />
          <input
            ref={picker}
            type="file"
            accept={images ? 'image/*' : undefined}
            multiple={multiple}
            hidden
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = '';
            }}
          />
        </Box>
      ) : null}
      {busy ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption">{t('checklists.uploading')}</Typography>
          <LoadingBar />
        </Box>
      ) : null}
      {failed ? (
        <Typography variant="caption" color="error" role="alert">
          {t('checklists.uploadFailed')}
        </Typography>
      ) : null}
    </Box>
  );
}
