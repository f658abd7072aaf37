// The customer, address, contact and import calls (docs/api-contract.md "Customers and contacts") and their query
// keys. Keys live under the generic ['resource', name] keys, so the generic lists and lookups refresh with them.
import type { CustomerAddress, OrganizationExists } from '@suite/shared/customers/customer.schema';
import { api } from '../../platform/api';
import { resourceKeys } from '../settings/resource.api';
import type { ListRequest, ListResponse, ResourceRow } from '../settings/resource.types';

export type Customer = ResourceRow & {
  name: string;
  customernumber: number | null;
  organizationnumber: string | null;
  customertype: 'customer' | 'private';
  customerstate: number | null;
  saletype: string | null;
  iscustomer: boolean;
  issupplier: boolean;
  isenterprise: boolean;
  isprivatecustomer: boolean;
  isfavourite: boolean;
  isactive: boolean;
  vatid: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  notificationemail: string | null;
  website: string | null;
  accountnumber: string | null;
  paymentterms: number | null;
  priorityid: number | null;
  shipmentid: number | null;
  industryid: number | null;
  productgroupid: number | null;
  mainsupplierid: number | null;
  secondarysupplierid: number | null;
  discounthours: number | null;
  discountsupplies: number | null;
  discountfilters: number | null;
  discountbelts: number | null;
  notes: string | null;
  city: string | null;
  /** Values of the company's custom fields, keyed by definition id (settings customercustomfields). */
  customfields?: Record<string, string | number | boolean>;
  version: number;
};

export type Contact = ResourceRow & {
  firstname: string;
  lastname: string | null;
  title: string | null;
  jobtitle: string | null;
  telephone: string | null;
  mobile: string | null;
  email: string | null;
  customerid: number | null;
  customername?: string | null;
  notes: string | null;
  isactive: boolean;
  version: number;
};

/** A row of a lookup list (get_active). */
export type LookupItem = { id: number; name?: string; number?: number | string; isactive?: boolean };

// Forms show field errors and the stale-save message themselves.
const silent = { silent: true } as const;

export const customerKeys = {
  all: resourceKeys.all('customers'),
  item: (id: number) => resourceKeys.item('customers', id),
  addresses: (id: number) => [...resourceKeys.all('customers'), 'addresses', id] as const,
  nextNumber: [...resourceKeys.all('customers'), 'next_number'] as const,
  orgCheck: (orgNumber: string) => [...resourceKeys.all('customers'), 'org', orgNumber] as const,
  list: (body: ListRequest | Record<string, unknown>) =>
    [...resourceKeys.all('customers'), 'list', body] as const,
};
export const contactKeys = {
  all: resourceKeys.all('contacts'),
  item: (id: number) => resourceKeys.item('contacts', id),
  ofCustomer: (customerId: number) => [...resourceKeys.all('contacts'), 'customer', customerId] as const,
};

export const customersApi = {
  list: (body: Partial<ListRequest>) => api.post<ListResponse<Customer>>('customers/list', body),
  get: (id: number) => api.get<Customer>(`customers/${id}`, undefined, silent),
  create: (body: Record<string, unknown>) => api.post<Customer>('customers', body, silent),
  update: (id: number, body: Record<string, unknown>) => api.put<Customer>(`customers/${id}`, body, silent),
  remove: (ids: number[]) => api.del<{ deleted: number[] }>('customers', { ids }),
  nextNumber: () => api.get<{ customernumber: number }>('customers/next_number'),
  checkOrganization: (orgNumber: string) =>
    api.get<OrganizationExists>('customers/check_organization_exists', { orgNumber }, silent),
  addresses: (id: number) => api.get<CustomerAddress[]>(`customers/${id}/addresses`),
  createAddress: (id: number, body: Record<string, unknown>) =>
    api.post<CustomerAddress>(`customers/${id}/addresses`, body, silent),
  updateAddress: (id: number, addressId: number, body: Record<string, unknown>) =>
    api.put<CustomerAddress>(`customers/${id}/addresses/${addressId}`, body, silent),
  removeAddress: (id: number, addressId: number) =>
    api.del<unknown>(`customers/${id}/addresses/${addressId}`),
};

export const contactsApi = {
  list: (body: Partial<ListRequest>) => api.post<ListResponse<Contact>>('contacts/list', body),
  get: (id: number) => api.get<Contact>(`contacts/${id}`, undefined, silent),
  create: (body: Record<string, unknown>) => api.post<Contact>('contacts', body, silent),
  update: (id: number, body: Record<string, unknown>) => api.put<Contact>(`contacts/${id}`, body, silent),
  remove: (ids: number[]) => api.del<{ deleted: number[] }>('contacts', { ids }),
};

/**
 * Active items of a lookup list of another module (priorities, shipments, industries, product groups). A list
 * whose module is not there answers an empty list instead of an error: the form then leaves the field out.
 */
export async function lookupItems(resource: string, ids: number[] = []): Promise<LookupItem[] | null> {
  try {
    return await api.post<LookupItem[]>(`${resource}/get_active`, ids.length ? { ids } : {}, silent);
  } catch {
    return null;
  }
}

export type ImportAnswer = { created: number; updated: number };

/** POST {resource}/import with the file as base64 (docs/api-contract.md "Import and export"). */
export function importFile(resource: string, filename: string, content: string) {
  return api.post<ImportAnswer>(`${resource}/import`, { filename, content }, silent);
}

/** The chosen customer of a picker (its name when not given): one query for the picker and its light stand-in. */
export function chosenCustomerQuery(value: number | null, initialName?: string | null) {
  return {
    queryKey: customerKeys.item(value ?? 0),
    queryFn: () => customersApi.get(value!),
    enabled: value !== null && !initialName,
    staleTime: 60_000,
  };
}
