import type { AccessContext, InitialLoadData, UserDetails } from '@suite/shared/auth/session-types';

/**
 * The permission rules' view of the signed-in user (spec 01 §6). The initial load data carries the freshest
 * permissions; the sign-in answer's list is the fallback. Permissions are kept in memory only and fetched
 * again on every start (spec 01 §6 stores them obfuscated locally; keeping none is stricter).
 */
export function buildAccessContext(
  user: UserDetails | null,
  initial: InitialLoadData | null,
): AccessContext | null {
  if (!user) return null;
  const config = initial?.systemconfiguration;
  return {
    isadmin: user.isadmin,
    issuperadmin: user.issuperadmin,
    role_id: user.role_id,
    permissions: initial?.permissions ?? user.permissions ?? [],
    enabledmodules: config?.enabledmodules ?? [],
    enabledintegrations: initial?.integrations ?? config?.enabledintegrations ?? [],
    enableticketingsolution: config?.enableticketingsolution ?? false,
    consider_order_as_offer: config?.consider_order_as_offer ?? false,
    defaultinspectiontype: config?.defaultinspectiontype ?? null,
  };
}
