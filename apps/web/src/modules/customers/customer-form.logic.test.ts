import { describe, expect, it } from 'vitest';
import type { AccessContext } from '@suite/shared/auth/session-types';
import { ROUTES } from '@suite/shared/routes/route-table';
import {
  contactName,
  customerFormValues,
  customerIdOf,
  customerRights,
  decimalText,
  emptyCustomerValues,
  mapLink,
  organisationNumberToCheck,
  paymentTermOptions,
  tabOfPath,
  visibleTabs,
} from './customer-form.logic';
import type { Customer } from './customers.api';

const access = (over: Partial<AccessContext> = {}): AccessContext =>
  ({
    isadmin: false,
    issuperadmin: false,
    role_id: 2,
    permissions: ['customers_view', 'customers_add'],
    enabledmodules: ['customers'],
    enabledintegrations: [],
    enableticketingsolution: false,
    ...over,
  }) as AccessContext;

describe('the customer screens', () => {
  it('turns a customer id of null, undefined or garbage in the route into 0 (no customer found)', () => {
    expect(customerIdOf('null')).toBe(0);
    expect(customerIdOf('undefined')).toBe(0);
    expect(customerIdOf('abc')).toBe(0);
    expect(customerIdOf('-3')).toBe(0);
    expect(customerIdOf('42')).toBe(42);
  });

  it('proposes the next number on a new customer that starts active and of type business', () => {
    expect(emptyCustomerValues(10031)).toMatchObject({
      customernumber: '10031',
      customertype: 'customer',
      isactive: true,
      iscustomer: true,
      issupplier: false,
      name: '',
      paymentterms: null,
    });
  });

  it('shows stored numbers with a decimal comma and empty values as empty text', () => {
    expect(decimalText(12.5)).toBe('12,5');
    expect(decimalText(null)).toBe('');
    const values = customerFormValues({
      id: 1,
      name: 'A',
      customernumber: 10001,
      customertype: 'private',
      discounthours: 7.5,
      email: null,
      paymentterms: 30,
    } as unknown as Customer);
    expect(values).toMatchObject({
      customernumber: '10001',
      customertype: 'private',
      discounthours: '7,5',
      email: '',
      paymentterms: 30,
    });
  });

  it('offers the payment terms sorted by days', () => {
    const options = paymentTermOptions();
    expect(options.slice(0, 5)).toEqual([0, 5, 7, 10, 14]);
    expect(options).toHaveLength(16);
    expect(new Set(options).size).toBe(16);
    // The tenant's own list narrows it, keeping the customer's current value.
    expect(paymentTermOptions([14, 30, 60], 45)).toEqual([14, 30, 45, 60]);
  });

  it('asks the server about an organisation number only once it passes MOD11', () => {
    expect(organisationNumberToCheck('923 609 016')).toBe('923609016');
    expect(organisationNumberToCheck('923 609 01')).toBeNull();
    expect(organisationNumberToCheck('923609017')).toBeNull();
    expect(organisationNumberToCheck(null)).toBeNull();
  });

  it('shows every tab of spec 01 §2 the user may open, documents only with manage_documents', () => {
    const office = visibleTabs(ROUTES, access()).map((x) => x.tab);
    expect(office).toContain('detail');
    expect(office).toContain('address');
    expect(office).not.toContain('documents');
    expect(office).not.toContain('orders');
    const admin = visibleTabs(ROUTES, access({ isadmin: true, enabledmodules: ['customers', 'orders'] })).map(
      (x) => x.tab,
    );
    expect(admin).toContain('documents');
    expect(admin).toContain('orders');
    expect(admin[0]).toBe('detail');
    expect(tabOfPath('/customers/7/earning_and_discounts/')).toBe('earning_and_discounts');
  });

  it('hides the contacts tab from office staff without contacts_view instead of letting it fail with 403', () => {
    expect(visibleTabs(ROUTES, access()).map((x) => x.tab)).not.toContain('contacts');
    const withContacts = access({ permissions: ['customers_view', 'contacts_view'] });
    expect(visibleTabs(ROUTES, withContacts).map((x) => x.tab)).toContain('contacts');
  });

  it('lets a technician look but not change, and office staff only what their permissions say', () => {
    expect(customerRights(access())).toEqual({ add: true, edit: false, remove: false });
    expect(customerRights(access({ role_id: 3, permissions: ['customers_full_access'] }))).toEqual({
      add: false,
      edit: false,
      remove: false,
    });
    expect(customerRights(access({ isadmin: true }))).toEqual({ add: true, edit: true, remove: true });
  });

  it('names a contact and links coordinates to a map', () => {
    expect(contactName({ firstname: 'Ingrid', lastname: null })).toBe('Ingrid');
    expect(contactName({ firstname: 'Ingrid', lastname: 'Haugen' })).toBe('Ingrid Haugen');
    expect(mapLink(59.9, 10.75)).toContain('mlat=59.9&mlon=10.75');
    expect(mapLink(null, 10)).toBeNull();
  });
});
