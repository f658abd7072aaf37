// The root of the router: the navigation guard (spec 01 §2) runs on every navigation, the page title is
// set, the app-wide reactions to failed calls (spec 01 §8) and idle tracking (§4) are wired up.
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageTitle, resolveNavigation } from '@suite/shared/routes/navigation-guard';
import { setApiReactions } from '../platform/api';
import { problemMessageText } from '../platform/problem-text';
import { useSession } from '../platform/session';
import { useSnackbar } from './snackbar';
import { UnsavedChangesProvider } from './unsaved-changes';
import { UpdateBanner } from './UpdateBanner';
import { useIdleTracking } from './use-idle-tracking';

export function AppRoot() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const snackbar = useSnackbar();
  const [updateAvailable, setUpdateAvailable] = useState(false);
  const signedIn = useRef(Boolean(session.user));
  signedIn.current = Boolean(session.user);

  useEffect(
    () =>
      setApiReactions({
        updateAvailable: () => setUpdateAvailable(true),
        unauthorized: () => {
          // Several calls may fail at once when the session ends: react once.
          if (!signedIn.current) return;
          signedIn.current = false;
          snackbar.error(t('errors.loginFailed'));
          // The guard then sends the user to /login with the current page as redirect.
          session.clear();
        },
        error: (text) => snackbar.error(problemMessageText(t, text)),
        noResponse: () => snackbar.error(t('errors.noResponse')),
      }),
    [snackbar, t, session],
  );

  // spec 01 §4: an idle session goes to /sessionexpired and is logged out. The page is reached first (it is
  // open only while idle) and the user is forgotten once it shows; forgetting them earlier would let the
  // guard send them to /login instead.
  useIdleTracking(Boolean(session.user) && !session.isIdle, () => {
    session.markIdle();
    navigate('/sessionexpired', { replace: true });
  });
  const { isIdle, user, expireIdle } = session;
  useEffect(() => {
    if (isIdle && user && location.pathname === '/sessionexpired') expireIdle();
  }, [isIdle, user, location.pathname, expireIdle]);

  const nav = resolveNavigation({
    pathname: location.pathname,
    search: location.search,
    isAuthenticated: Boolean(session.user),
    isIdle: session.isIdle,
    access: session.access,
    menuCount: session.menuCount,
  });

  const title = nav.route ? pageTitle(t(nav.route.meta.title)) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title, i18n.language]);

  useEffect(() => {
    // spec 01 §2: a record id of null or undefined is replaced by 0 "and the event reported".
    if (nav.replacedNullId) console.warn(`Replaced a null record id in ${location.pathname}`);
  }, [nav.replacedNullId, location.pathname]);

  // spec 01 §2 sends a user to the dashboard from a page they may not open; a notice says why (issue 12).
  const refusedPath = nav.refused ? location.pathname : null;
  useEffect(() => {
    if (refusedPath) snackbar.info(t('masterdata.noAccessRedirect'));
  }, [refusedPath, snackbar, t]);

  const here = location.pathname + location.search;
  if (nav.redirect && nav.redirect !== here) return <Navigate to={nav.redirect} replace />;

  return (
    <>
      {updateAvailable && <UpdateBanner belowHeader={Boolean(session.user)} />}
      <UnsavedChangesProvider>
        <Outlet />
      </UnsavedChangesProvider>
    </>
  );
}
