import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBarState } from './save-bar.logic';

type SaveBarProps = {
  dirty: boolean;
  saving: boolean;
  onUndo: () => void;
  /** Omit to use the bar inside a <form>: the save button then submits it. */
  onSave?: () => void;
  /** Text shown on the left instead of the standard status. */
  status?: ReactNode;
  disabled?: boolean;
  /** A record not saved yet: untouched it says 'Ny, ikke lagret ennå' and may still be saved. */
  isNew?: boolean;
  /**
   * The form error summary of spec 01 §5 after a failed save: the first failing field's label and its message,
   * shown under 'Please check the required fields!'. Null or absent: no summary.
   */
  errorSummary?: { label: string; message: string } | null;
};

/** The bar's height while it is on screen, so the snackbar sits above it instead of over it (issue 12). */
const HEIGHT_VARIABLE = '--save-bar-height';

/**
 * Sticks to the bottom of a form while there is something to save or to fix, so Save is always at hand; a saved,
 * unchanged form shows a small bar at its end instead (issue 12: 95 px for 'Ingen endringer' on a phone). One
 * behaviour on every form: see saveBarState.
 */
export function SaveBar({
  dirty,
  saving,
  onUndo,
  onSave,
  status,
  disabled,
  isNew,
  errorSummary,
}: SaveBarProps) {
  const { t } = useTranslation();
  const state = saveBarState({ dirty, isNew, saving, hasErrors: Boolean(errorSummary) });
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const height = state.sticky ? (bar.current?.offsetHeight ?? 0) : 0;
    root.style.setProperty(HEIGHT_VARIABLE, `${height}px`);
    return () => {
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  });
  return (
    <Paper
      ref={bar}
      elevation={state.sticky ? 6 : 0}
      variant={state.sticky ? 'elevation' : 'outlined'}
      role={errorSummary ? 'alert' : undefined}
      sx={{
        position: state.sticky ? 'sticky' : 'static',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        mt: 2,
        px: 2,
        py: state.sticky ? 1.25 : 0.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        borderLeft: 4,
        borderLeftColor: errorSummary ? 'error.main' : dirty || isNew ? 'warning.main' : 'transparent',
      }}
    >
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography
          variant="body2"
          color={errorSummary ? 'error.dark' : state.sticky ? 'text.primary' : 'text.secondary'}
          sx={{ fontWeight: errorSummary ? 600 : undefined }}
        >
          {errorSummary ? t(state.status) : (status ?? t(state.status))}
        </Typography>
        {errorSummary ? (
          <Typography variant="body2" color="error.dark">
            {errorSummary.label}: {errorSummary.message}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        {state.canUndo || state.sticky ? (
          <Button color="inherit" onClick={onUndo} disabled={!state.canUndo}>
            {t('settings.undoChanges')}
          </Button>
        ) : null}
        <Button
          variant={state.sticky ? 'contained' : 'outlined'}
          size={state.sticky ? 'medium' : 'small'}
          type={onSave ? 'button' : 'submit'}
          onClick={onSave}
          disabled={!state.canSave || disabled}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('settings.save')}
        </Button>
      </Box>
    </Paper>
  );
}
