import { describe, expect, it } from 'vitest';
import {
  domainFromName,
  filterTenants,
  filterUsers,
  tenantsToJoin,
  type PortalTenant,
  type PortalUser,
} from './admin-portal.logic';
import { tenantFormSchema, userFormSchema } from '@suite/shared/users/user-access.schema';

const tenant = (id: number, domain: string, name: string): PortalTenant => ({
  id,
  domain,
  name,
  enabledmodules: [],
  enabledintegrations: [],
  usercount: 0,
  createdon: '2025-01-01T00:00:00Z',
  version: 1,
});
const fjord = tenant(1, 'fjord', 'Fjord Service AS');
const nord = tenant(2, 'nordlys', 'Nordlys Utleie AS');
const kari: PortalUser = {
  id: 7,
  username: 'kari',
  name: 'Kari Nordmann',
  email: 'kari@fjord.no',
  issuperadmin: false,
  memberships: [{ domain: 'fjord', tenantname: 'Fjord Service AS', role_id: 1, isadmin: true }],
};

describe('admin portal', () => {
  it('finds tenants by name or domain', () => {
    expect(filterTenants([fjord, nord], 'UTLEIE')).toEqual([nord]);
    expect(filterTenants([fjord, nord], 'fjord')).toEqual([fjord]);
    expect(filterTenants([fjord, nord], '')).toHaveLength(2);
  });

  it('finds users also by the tenant they belong to', () => {
    expect(filterUsers([kari], 'fjord service')).toEqual([kari]);
    expect(filterUsers([kari], 'nordlys')).toEqual([]);
  });

  it('offers only tenants the user is not a member of yet', () => {
    expect(tenantsToJoin([fjord, nord], kari)).toEqual([nord]);
  });

  it('proposes a domain from the company name, with Norwegian letters spelled out', () => {
    expect(domainFromName('Fjord Service AS')).toBe('fjord-service-as');
    expect(domainFromName('Bærum Røråkeri & Sønn')).toBe('baerum-rorakeri-sonn');
  });

  it('refuses a domain with capitals or spaces', () => {
    const base = { name: 'A', enabledmodules: [], enabledintegrations: [] };
    expect(tenantFormSchema.safeParse({ ...base, domain: 'Fjord AS' }).error?.issues[0].message).toBe(
      'invalidData',
    );
    expect(tenantFormSchema.safeParse({ ...base, domain: 'fjord-as' }).success).toBe(true);
  });

  it('asks a new user for a password that meets the policy and a valid e-mail', () => {
    const user = {
      username: 'ola',
      name: 'Ola',
      email: 'ola@fjord.no',
      password: 'Sommer!2025',
      issuperadmin: false,
    };
    expect(userFormSchema.safeParse(user).success).toBe(true);
    const weak = userFormSchema.safeParse({ ...user, password: 'sommer' });
    expect(weak.error?.issues[0]).toMatchObject({ path: ['password'], message: 'passwordPolicy' });
    const mail = userFormSchema.safeParse({ ...user, email: 'ola@' });
    expect(mail.error?.issues[0]).toMatchObject({ path: ['email'], message: 'invalidEmail' });
  });
});
