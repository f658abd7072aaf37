import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Files dropped on the area or chosen with the button (one or many). */
export function FileDropZone({
  onFiles,
  accept,
  buttonText,
  hint,
}: {
  onFiles: (files: File[]) => void;
  accept?: string;
  buttonText: string;
  hint: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const files = [...e.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="file-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 2,
        mb: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Button variant="contained" startIcon={<CloudUpload />} onClick={() => input.current?.click()}>
        {buttonText}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {over ? t('files.dropNow') : hint}
      </Typography>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        data-testid="file-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          // The same file can be chosen again after this.
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Box>
  );
}
