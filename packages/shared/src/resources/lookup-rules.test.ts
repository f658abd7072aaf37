import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../auth/session-types';
import { defineResource } from './define-resource';
import { hasPlainGet, hasSingleDefault, isHiddenForTenant, isStatusList, lookupItems } from './lookup-rules';

const statusFields = {
  status: { type: 'integer' },
  name: { type: 'text', required: true },
  isinternal: { type: 'boolean' },
  userrolesaccess: { type: 'idarray' },
  isdefault: { type: 'boolean' },
} as const;
const statusList = (name: string) =>
  defineResource({
    name,
    table: name,
    permission: 'settings_order_status_list',
    kind: 'name',
    fields: statusFields,
    listColumns: ['status', 'name'],
    searchFields: ['name'],
    defaultSort: { field: 'status', dir: 1 },
  });
const orderStatuses = statusList('orderstatuslists');
const projectStatuses = statusList('projectstatuslists');
const units = defineResource({
  name: 'productunits',
  table: 'productunits',
  permission: 'settings_product_units',
  kind: 'name',
  fields: { name: { type: 'text', required: true } },
  listColumns: ['name'],
  searchFields: ['name'],
  defaultSort: { field: 'name', dir: 1 },
});

function access(extra: Partial<AccessContext> = {}): AccessContext {
  return {
    isadmin: false,
    issuperadmin: false,
    role_id: 2,
    permissions: [],
    enabledmodules: ['orders', 'rental'],
    enabledintegrations: [],
    enableticketingsolution: false,
    consider_order_as_offer: false,
    defaultinspectiontype: null,
    ...extra,
  };
}

const statuses = [1, 2, 3, 6, 7].map((status) => ({
  id: status * 10,
  status,
  name: `Status ${status}`,
  userrolesaccess: status === 3 ? [1, 3] : [],
}));

describe('the lookup rules of status lists', () => {
  it('knows a status list by its fields, and a single-default list by isdefault', () => {
    expect(isStatusList(orderStatuses)).toBe(true);
    expect(isStatusList(units)).toBe(false);
    expect(hasSingleDefault(orderStatuses)).toBe(true);
    expect(hasSingleDefault(units)).toBe(false);
  });

  it('disables an item for an office user whose role is not allowed, and not for an administrator', () => {
    const office = lookupItems(orderStatuses, statuses, access());
    expect(office.find((s) => s.status === 3)?.disabled).toBe(true);
    expect(office.find((s) => s.status === 1)?.disabled).toBe(false);
    const tech = lookupItems(orderStatuses, statuses, access({ role_id: 3 }));
    expect(tech.find((s) => s.status === 3)?.disabled).toBe(false);
    const admin = lookupItems(orderStatuses, statuses, access({ isadmin: true }));
    expect(admin.every((s) => s.disabled === false)).toBe(true);
  });

  it('hides order statuses 6 and 7 when the tenant has no rental, unless a form asks for one by id', () => {
    const noRental = access({ enabledmodules: ['orders'] });
    expect(lookupItems(orderStatuses, statuses, noRental).map((s) => s.status)).toEqual([1, 2, 3]);
    expect(lookupItems(orderStatuses, statuses, noRental, [60]).map((s) => s.status)).toEqual([1, 2, 3, 6]);
    expect(lookupItems(orderStatuses, statuses, access()).map((s) => s.status)).toEqual([1, 2, 3, 6, 7]);
    // Only order statuses are rental ones.
    expect(isHiddenForTenant(projectStatuses, { status: 6 }, [])).toBe(false);
  });

  it('leaves lists without role restrictions as they are', () => {
    const items = [{ id: 1, name: 'stk' }];
    expect(lookupItems(units, items, access())).toEqual(items);
  });

  it('answers the plain GET lookups of spec 01 §7, case-insensitively', () => {
    expect(hasPlainGet(orderStatuses)).toBe(true);
    expect(hasPlainGet({ ...units, name: 'DeliveryTerms' })).toBe(true);
    expect(hasPlainGet(units)).toBe(false);
  });
});
