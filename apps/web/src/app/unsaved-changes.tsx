// spec 01 §2 "Lost-changes dialog" and §5: leaving a page with unsaved changes asks for confirmation.
// Forms register their dirty state with useUnsavedChanges; a navigation to another path is then held by
// react-router's blocker until the user answers. A registration belongs to the path it was made on, so after
// each navigation the flag is cleared (spec 01 §2 guard) without the form having to do anything.
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../platform/api';
import { lazyComponent } from '../platform/lazy-component';
import { LazyBoundary } from './LazyBoundary';
import { pendingChanges, type Registration } from './unsaved-changes-state';

type Registry = {
  set(id: string, registration: Registration | null): void;
  pathname(): string;
};

// The dialog's code is fetched as soon as some form has unsaved changes, so it is there when needed.
const LostChangesDialog = lazyComponent(() => import('./LostChangesDialog').then((m) => m.LostChangesDialog));

const UnsavedChangesContext = createContext<Registry | null>(null);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const registrations = useRef(new Map<string, Registration>());
  const pathnameRef = useRef(location.pathname);
  pathnameRef.current = location.pathname;
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ draftInvoiceId?: number } | null>(null);

  const registry = useMemo<Registry>(
    () => ({
      set(id, registration) {
        if (registration) {
          registrations.current.set(id, registration);
          void LostChangesDialog.preload();
        } else registrations.current.delete(id);
      },
      pathname: () => pathnameRef.current,
    }),
    [],
  );

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    const found = pendingChanges(registrations.current.values(), currentLocation.pathname);
    setPending(found);
    return found !== null;
  }, []);
  const blocker = useBlocker(shouldBlock);

  // spec 01 §2: after each navigation the unsaved-changes flag and the dialog are cleared.
  useEffect(() => {
    for (const [id, r] of registrations.current) {
      if (r.pathname !== location.pathname) registrations.current.delete(id);
    }
    setPending(null);
  }, [location.pathname]);

  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };

  const leave = async () => {
    if (blocker.state !== 'blocked') return;
    const draftInvoiceId = pending?.draftInvoiceId;
    if (draftInvoiceId) {
      setBusy(true);
      // A failure shows its own snackbar; the user asked to leave, so leave anyway.
      await api.del(`invoices/${draftInvoiceId}`).catch(() => undefined);
      setBusy(false);
    }
    registrations.current.clear();
    blocker.proceed();
  };

  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      {blocker.state === 'blocked' && (
        <LazyBoundary onFail={() => (window.confirm(t('shell.lostChangesText')) ? void leave() : stay())}>
          <Suspense fallback={null}>
            <LostChangesDialog
              open
              draftInvoice={Boolean(pending?.draftInvoiceId)}
              busy={busy}
              onYes={() => void leave()}
              onNo={stay}
            />
          </Suspense>
        </LazyBoundary>
      )}
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Registers a form's unsaved state. With a draft invoice id the dialog says the invoice is not saved and Yes
 * deletes the draft. Answers a function that releases the form right away, for a page that navigates itself
 * after a successful save (before react-hook-form has reset isDirty).
 */
export function useUnsavedChanges(isDirty: boolean, draftInvoiceId?: number): () => void {
  const registry = useContext(UnsavedChangesContext);
  const id = useId();

  useEffect(() => {
    if (!registry) return;
    // The path is read now, not tracked: a navigation must clear the flag even if the form stays mounted.
    registry.set(
      id,
      isDirty || draftInvoiceId ? { pathname: registry.pathname(), dirty: isDirty, draftInvoiceId } : null,
    );
    return () => registry.set(id, null);
  }, [registry, id, isDirty, draftInvoiceId]);

  return useCallback(() => registry?.set(id, null), [registry, id]);
}
