import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SaveBarProps = {
  dirty: boolean;
  saving: boolean;
  onUndo: () => void;
  /** Omit to use the bar inside a <form>: the save button then submits it. */
  onSave?: () => void;
  /** Text shown on the left instead of 'Unsaved changes'. */
  status?: ReactNode;
  disabled?: boolean;
};

/** Sticks to the bottom of a long settings form, so Save is always at hand. */
export function SaveBar({ dirty, saving, onUndo, onSave, status, disabled }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <Paper
      elevation={dirty ? 6 : 1}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        mt: 2,
        px: 2,
        py: 1.25,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        borderLeft: 4,
        borderColor: dirty ? 'warning.main' : 'transparent',
      }}
    >
      <Typography variant="body2" color={dirty ? 'text.primary' : 'text.secondary'} sx={{ flex: '1 1 auto' }}>
        {status ?? (dirty ? t('settings.unsavedChanges') : t('settings.noChanges'))}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button color="inherit" onClick={onUndo} disabled={!dirty || saving}>
          {t('settings.undoChanges')}
        </Button>
        <Button
          variant="contained"
          type={onSave ? 'button' : 'submit'}
          onClick={onSave}
          disabled={!dirty || saving || disabled}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('settings.save')}
        </Button>
      </Box>
    </Paper>
  );
}
