import { describe, expect, it } from 'vitest';
import type { InitialLoadData, UserDetails } from '@suite/shared/auth/session-types';
import { buildAccessContext } from './access';

const user = {
  isadmin: false,
  issuperadmin: false,
  role_id: 2,
  permissions: ['customers_view'],
} as unknown as UserDetails;

const initial = {
  permissions: ['customers_view', 'orders_view'],
  integrations: ['shopbox'],
  systemconfiguration: {
    enabledmodules: ['customers', 'orders'],
    enabledintegrations: [],
    enableticketingsolution: true,
    consider_order_as_offer: false,
    defaultinspectiontype: 3,
  },
} as unknown as InitialLoadData;

describe('access of the signed-in user', () => {
  it('has no access context when nobody is signed in', () => {
    expect(buildAccessContext(null, initial)).toBeNull();
  });

  it('uses the freshest permissions and the tenant settings from the initial load', () => {
    expect(buildAccessContext(user, initial)).toEqual({
      isadmin: false,
      issuperadmin: false,
      role_id: 2,
      permissions: ['customers_view', 'orders_view'],
      enabledmodules: ['customers', 'orders'],
      enabledintegrations: ['shopbox'],
      enableticketingsolution: true,
      consider_order_as_offer: false,
      defaultinspectiontype: 3,
    });
  });

  it('falls back to the sign-in answer when the initial load failed', () => {
    expect(buildAccessContext(user, null)).toMatchObject({
      permissions: ['customers_view'],
      enabledmodules: [],
      enableticketingsolution: false,
    });
  });
});
