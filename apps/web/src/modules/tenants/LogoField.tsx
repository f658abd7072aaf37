import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '@suite/shared/format/index';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../platform/form-errors';
import { LOGO_TYPES, MAX_LOGO_BYTES, logoFileProblem } from './system-config.logic';

type LogoFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
};

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A logo as an image URL or as a small uploaded image kept as a data URL, with a preview. */
export function LogoField({ label, value, onChange, error, disabled }: LogoFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const isDataUrl = value.startsWith('data:');
  const shownError = fileError ?? error;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setFileError(
        problem === 'maxFileSize'
          ? t('settings.logoTooLarge', { size: formatFileSize(MAX_LOGO_BYTES) })
          : t('settings.logoWrongType'),
      );
      return;
    }
    setFileError(null);
    onChange(await readAsDataUrl(file));
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="div" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 120,
            height: 72,
            flex: '0 0 auto',
            border: 1,
            borderColor: shownError ? 'error.main' : 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'grey.50',
            overflow: 'hidden',
          }}
        >
          {value ? (
            <Box
              component="img"
              src={value}
              alt={label}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <ImageOutlined color="disabled" aria-label={t('settings.noLogo')} />
          )}
        </Box>
        <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {isDataUrl ? (
            <Typography variant="body2" color="text.secondary">
              {t('settings.logoUploaded')}
            </Typography>
          ) : (
            <TextField
              size="small"
              label={t('settings.logoUrl')}
              value={value}
              onChange={(e) => {
                setFileError(null);
                onChange(e.target.value);
              }}
              placeholder="https://"
              disabled={disabled}
              error={Boolean(error)}
              fullWidth
            />
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<UploadFile />}
              onClick={() => input.current?.click()}
              disabled={disabled}
            >
              {t('settings.uploadImage')}
            </Button>
            {value ? (
              <Button
                size="small"
                color="inherit"
                startIcon={<DeleteOutlined />}
                onClick={() => {
                  setFileError(null);
                  onChange('');
                }}
                disabled={disabled}
              >
                {t('settings.remove')}
              </Button>
            ) : null}
          </Box>
          <input
            ref={input}
            type="file"
            hidden
            accept={LOGO_TYPES.join(',')}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Box>
      </Box>
      <FormHelperText error={Boolean(shownError)} sx={{ mx: 0 }}>
        {shownError
          ? validationText(t, shownError)
          : t('settings.logoHelp', { size: formatFileSize(MAX_LOGO_BYTES) })}
      </FormHelperText>
    </Box>
  );
}
