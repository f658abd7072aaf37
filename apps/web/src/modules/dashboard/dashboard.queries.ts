// GET dashboard (docs/api-contract.md): counts as cards, recent items. Read through the small shell store
// rather than react-query: the dashboard is the first signed-in page (see platform/api-resource.ts).
import { useEffect } from 'react';
import { api } from '../../platform/api';
import { createResource, useResourceState } from '../../platform/api-resource';
import { useSession } from '../../platform/session';

export type DashboardCount = { key: string; value: number; to: string };
export type DashboardRecent = { moduleid: number; title: string; link: string; dateat: string };
export type Dashboard = { counts: DashboardCount[]; recent: DashboardRecent[] };

const dashboard = createResource(() => api.get<Dashboard>('dashboard'));

// Issue 11: opening /dashboard, its answer is asked for as soon as this chunk runs (the first page's chunks load
// once the session check has answered: app/router.tsx, preloadFirstPage), beside the layout's code and texts,
// not after the shell and the page have rendered once. The page's first visit takes that answer.
let startedEarly =
  typeof window !== 'undefined' && /^\/dashboard\/?$/.test(window.location?.pathname ?? '')
    ? (void dashboard.refresh(), true)
    : false;

export function useDashboard() {
  const { language } = useSession();
  // Loaded on every visit (and again in another language: recent titles are translated by the server), but
  // once only on the visit the chunk already asked for.
  useEffect(() => {
    if (startedEarly) {
      startedEarly = false;
      return;
    }
    void dashboard.refresh();
  }, [language]);
  const state = useResourceState(dashboard);
  // Before the first load has started (the effect above starts it after the first render) there is nothing yet:
  // that is loading too, so the page does not show 'no counts' for a moment.
  const loading = state.loading || (state.data === undefined && state.error === undefined);
  return { ...state, loading, refetch: () => dashboard.refresh() };
}
