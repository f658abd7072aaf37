// spec 01 §1, §8: short messages at the bottom of the screen: green for success, red for errors, dark grey for a
// neutral notice (why the app took the user somewhere else).
// Drawn with Paper instead of MUI's Snackbar + Alert: the snackbar is part of every page's first download,
// and this keeps ~6 KiB gzip out of it (task budget 200 KiB for /login and /dashboard).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

export type SnackbarApi = {
  success(text: string): void;
  error(text: string): void;
  /** A neutral notice, e.g. why the user landed on the dashboard (issue 12). */
  info(text: string): void;
};

type Message = { id: number; text: string; severity: 'success' | 'error' | 'info' };

const SnackbarContext = createContext<SnackbarApi | null>(null);

const HIDE_AFTER_MS = { success: 4000, error: 8000, info: 6000 } as const;

let nextId = 1;

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Message[]>([]);
  const [hovered, setHovered] = useState(false);

  const push = useCallback((text: string, severity: Message['severity']) => {
    setQueue((q) => {
      // Several calls failing at once for the same reason would otherwise stack identical messages.
      if (q.some((m) => m.text === text && m.severity === severity)) return q;
      return [...q, { id: nextId++, text, severity }];
    });
  }, []);

  const api = useMemo<SnackbarApi>(
    () => ({
      success: (text) => push(text, 'success'),
      error: (text) => push(text, 'error'),
      info: (text) => push(text, 'info'),
    }),
    [push],
  );

  const current = queue[0];
  const dismiss = useCallback(() => setQueue((q) => q.slice(1)), []);

  useEffect(() => {
    if (!current || hovered) return;
    const timer = window.setTimeout(dismiss, HIDE_AFTER_MS[current.severity]);
    return () => window.clearTimeout(timer);
  }, [current, hovered, dismiss]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Box
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          // Above a form's save bar when one is on screen (SaveBar sets the height), never over it (issue 12).
          bottom: {
            xs: 'calc(8px + var(--save-bar-height, 0px))',
            sm: 'calc(24px + var(--save-bar-height, 0px))',
          },
          display: 'flex',
          justifyContent: 'center',
          px: 1,
          zIndex: (theme) => theme.zIndex.snackbar,
          pointerEvents: 'none',
        }}
      >
        {current && (
          <Paper
            key={current.id}
            elevation={6}
            role={current.severity === 'error' ? 'alert' : 'status'}
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            sx={{
              pointerEvents: 'auto',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              minWidth: { xs: '100%', sm: 320 },
              maxWidth: 640,
              pl: 2,
              pr: 0.5,
              py: 0.5,
              bgcolor: { error: 'error.main', success: 'success.main', info: 'grey.800' }[current.severity],
              color: current.severity === 'error' ? 'error.contrastText' : 'common.white',
              '@keyframes snackbar-in': { from: { opacity: 0, transform: 'translateY(8px)' } },
              animation: 'snackbar-in 150ms ease-out',
            }}
          >
            <Box sx={{ flexGrow: 1, py: 1, fontSize: 14, lineHeight: 1.5 }}>{current.text}</Box>
            <IconButton size="small" color="inherit" aria-label={t('common.close')} onClick={dismiss}>
              <Close fontSize="small" />
            </IconButton>
          </Paper>
        )}
      </Box>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a SnackbarProvider');
  return api;
}
