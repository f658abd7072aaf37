// GET dashboard (docs/api-contract.md): counts as cards, recent items. Read through the small shell store
// rather than react-query: the dashboard is the first signed-in page (see platform/api-resource.ts).
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../platform/api';
import { createResource } from '../../platform/api-resource';
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
  const state = useSyncExternalStore(dashboard.subscribe, dashboard.getState);
  return { ...state, refetch: () => dashboard.refresh() };
}
