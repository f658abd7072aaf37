// The providers every page relies on, outermost first: session, theme (it follows the tenant's themecolor),
// snackbar and confirm dialog, then the router once the session check has answered. The data cache
// (react-query) is provided by the main layout: the sign-in pages do not need it.
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { rememberBootPrimary } from '../platform/boot-frame';
import { SessionProvider, useSession } from '../platform/session';
import { createAppTheme } from '../platform/theme';
import { ConfirmProvider } from './confirm-dialog';
import { PageLoading } from './PageLoading';
import { createAppRouter } from './router';
import { SnackbarProvider } from './snackbar';

let router: ReturnType<typeof createAppRouter> | null = null;
function appRouter() {
  router ??= createAppRouter();
  return router;
}

function ThemedApp() {
  const { status, initial, user } = useSession();
  const signedIn = Boolean(user);
  const themecolor = initial?.systemconfiguration?.themecolor;
  const theme = useMemo(() => createAppTheme(themecolor), [themecolor]);

  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.primary.main);
    // index.html's frame of a signed-in page draws the top bar in the tenant's colour next time (issue 11).
    if (signedIn) rememberBootPrimary(theme.palette.primary.main);
  }, [theme, signedIn]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider>
        <ConfirmProvider>
          {status === 'loading' ? <PageLoading /> : <RouterProvider router={appRouter()} />}
        </ConfirmProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

export function App() {
  return (
    <SessionProvider>
      <ThemedApp />
    </SessionProvider>
  );
}
