import type { AccessContext } from '@suite/shared/auth/session-types';
import { describe, expect, it } from 'vitest';
import { fileRights } from './file-access';

const user = (role_id: 1 | 2 | 3 | null, permissions: string[]): AccessContext => ({
  isadmin: false,
  issuperadmin: false,
  role_id,
  permissions,
  enabledmodules: [],
  enabledintegrations: [],
  enableticketingsolution: false,
  consider_order_as_offer: false,
  defaultinspectiontype: null,
});

describe('fileRights', () => {
  it('keeps the documents tab closed without manage_documents', () => {
    expect(fileRights(user(2, ['customers_view', 'customers_edit']), 'customers', 'documents')).toEqual({
      read: false,
      upload: false,
      delete: false,
    });
  });

  it('lets an office user with manage_documents and edit upload and delete', () => {
    const access = user(2, ['customers_view', 'customers_edit', 'customers_manage_documents']);
    expect(fileRights(access, 'customers', 'documents')).toEqual({ read: true, upload: true, delete: true });
  });

  it('shows a technician the images of equipment but lets them change nothing', () => {
    const access = user(3, ['equipments_view', 'equipments_edit']);
    expect(fileRights(access, 'equipments', 'images')).toEqual({ read: true, upload: false, delete: false });
  });

  it('reads internal equipment documents with view_my_own', () => {
    const access = user(2, ['internal_equipments_view_my_own', 'internal_equipments_manage_documents']);
    const rights = fileRights(access, 'internal_equipments', 'documents', [
      'internal_equipments_view_my_own',
      'internal_equipments_view_others',
    ]);
    expect(rights).toEqual({ read: true, upload: false, delete: false });
  });
});
