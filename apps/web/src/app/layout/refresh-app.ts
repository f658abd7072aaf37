import { api } from '../../platform/api';

/** spec 01 §7: the refresh action clears the server's caches, then reloads the page. */
export async function refreshApp(): Promise<void> {
  await api.post('apicaching/clear_all_caching').catch(() => undefined);
  window.location.reload();
}
