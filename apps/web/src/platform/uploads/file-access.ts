// Who may do what on a documents or images tab: the client's mirror of the server's rule
// (apps/server/src/platform/files/files.service.ts mayHandleFiles), built from the shared permission rules.
import type { AccessContext } from '@suite/shared/auth/session-types';
import { canChange, hasAnyPermission, hasPermission } from '@suite/shared/users/permissions';

export type FileTabKind = 'documents' | 'images';
export type FileRights = { read: boolean; upload: boolean; delete: boolean };

/**
 * spec 01 §6: documents need manage_documents; an images tab (orders, offers, equipments) is seen with the
 * module's view permission. Uploading needs add or edit, deleting edit or delete, never for a read-only user.
 */
export function fileRights(
  access: AccessContext | null,
  permissionModule: string,
  kind: FileTabKind,
  viewPermissions: string[] = [`${permissionModule}_view`],
): FileRights {
  if (!access) return { read: false, upload: false, delete: false };
  const p = permissionModule;
  const documents = kind === 'images' || hasPermission(access, `${p}_manage_documents`);
  const read = documents && hasAnyPermission(access, viewPermissions);
  const writer = documents && canChange(access);
  return {
    read,
    upload: writer && hasAnyPermission(access, [`${p}_add`, `${p}_edit`]),
    delete: writer && hasAnyPermission(access, [`${p}_edit`, `${p}_delete`]),
  };
}
