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

export function useDashboard() {
  const { language } = useSession();
  // Loaded on every visit (and again in another language: recent titles are translated by the server).
  useEffect(() => {
    void dashboard.refresh();
  }, [language]);
  const state = useResourceState(dashboard);
  // Before the first load has started (the effect above starts it after the first render) there is nothing yet:
  // that is loading too, so the page does not show 'no counts' for a moment.
  const loading = state.loading || (state.data === undefined && state.error === undefined);
  return { ...state, loading, refetch: () => dashboard.refresh() };
}
