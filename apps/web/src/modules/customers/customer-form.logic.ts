// Pure rules of the customer screens, apart from React so they can be unit-tested.
import type { AccessContext } from '@suite/shared/auth/session-types';
import { CUSTOMER_DISCOUNT_FIELDS, PAYMENT_TERM_DAYS } from '@suite/shared/customers/customer-constants';
import {
  isValidOrganisationNumber,
  normalizeOrganisationNumber,
} from '@suite/shared/validation/organisation-number';
import { canAccessRoute, canChange, hasPermission } from '@suite/shared/users/permissions';
import type { RouteDef } from '@suite/shared/routes/route-types';
import type { Contact, Customer } from './customers.api';

export type FormValues = Record<string, string | number | boolean | null>;

const TEXT_FIELDS = [
  'name',
  'organizationnumber',
  'vatid',
  'email',
  'phone',
  'mobile',
  'notificationemail',
  'website',
  'accountnumber',
  'notes',
] as const;
const SELECT_FIELDS = [
  'customerstate',
  'saletype',
  'paymentterms',
  'priorityid',
  'shipmentid',
  'industryid',
  'productgroupid',
  'mainsupplierid',
  'secondarysupplierid',
] as const;
const FLAG_FIELDS = ['iscustomer', 'issupplier', 'isenterprise', 'isfavourite', 'isactive'] as const;

/** 12.5 -> '12,5': numbers in a text field with the Norwegian decimal comma (spec 01 §5). */
export function decimalText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return String(value).replace('.', ',');
}

/** Values of the add form: a business customer, active, with the proposed number. */
export function emptyCustomerValues(nextNumber?: number): FormValues {
  const values: FormValues = {
    customertype: 'customer',
    customernumber: nextNumber ? String(nextNumber) : '',
  };
  for (const f of TEXT_FIELDS) values[f] = '';
  for (const f of SELECT_FIELDS) values[f] = null;
  for (const f of CUSTOMER_DISCOUNT_FIELDS) values[f] = '';
  for (const f of FLAG_FIELDS) values[f] = f === 'iscustomer' || f === 'isactive';
  return values;
}

/** A loaded customer as form values (text inputs hold text; selects hold the id or null). */
export function customerFormValues(customer: Customer): FormValues {
  const values = emptyCustomerValues();
  for (const f of TEXT_FIELDS) values[f] = (customer[f] as string | null) ?? '';
  for (const f of SELECT_FIELDS) values[f] = (customer[f] as string | number | null) ?? null;
  for (const f of CUSTOMER_DISCOUNT_FIELDS) values[f] = decimalText(customer[f] as number | null);
  for (const f of FLAG_FIELDS) values[f] = Boolean(customer[f]);
  values.customertype = customer.customertype ?? 'customer';
  values.customernumber = customer.customernumber === null ? '' : String(customer.customernumber);
  return values;
}

/** The discount tab edits these fields only. */
export function discountFormValues(customer: Customer): FormValues {
  return Object.fromEntries(
    CUSTOMER_DISCOUNT_FIELDS.map((f) => [f, decimalText(customer[f] as number | null)]),
  );
}

/**
 * spec 01 §9: payment terms in days, sorted by days (a list read 10, 15, 30, 14 looked unordered; issue 12). With
 * the tenant's own payment terms list, only its days (and the customer's current value) are offered.
 */
export function paymentTermOptions(tenantDays?: readonly number[] | null, current?: number | null): number[] {
  const allowed = PAYMENT_TERM_DAYS as readonly number[];
  const offered = tenantDays?.length
    ? allowed.filter((d) => tenantDays.includes(d) || d === current)
    : allowed;
  return [...offered].sort((a, b) => a - b);
}

/** The 9 digits to look up when the typed organisation number passes MOD11, else null (no call for a typo). */
export function organisationNumberToCheck(text: unknown): string | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const digits = normalizeOrganisationNumber(text);
  return digits && isValidOrganisationNumber(digits) ? digits : null;
}

/**
 * spec 01 §2: a customer id of 'null' or 'undefined' in a route becomes 0 (the guard already rewrote it);
 * anything that is not a positive whole number is 0 too, shown as 'no customer found'.
 */
export function customerIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The tabs of the customer record the user may open, in the route table's order (spec 01 §2). */
export function visibleTabs(
  routes: readonly RouteDef[],
  access: AccessContext | null,
): { tab: string; route: RouteDef }[] {
  return routes
    .filter((r) => r.parent === 'customers.record')
    .filter((r) => !access || canAccessRoute(access, r.meta))
    .map((r) => ({ tab: r.path.split('/').pop()!, route: r }));
}

/** '/customers/7/address' -> 'address'. */
export function tabOfPath(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').pop() ?? 'detail';
}

/** spec 01 §6: what the user may do with customers and contacts ({module}_{action}; role 3 never changes). */
export function customerRights(access: AccessContext | null, module: 'customers' | 'contacts' = 'customers') {
  const may = (action: string) =>
    Boolean(access && canChange(access) && hasPermission(access, `${module}_${action}`));
  return { add: may('add'), edit: may('edit'), remove: may('delete') };
}

/** 'Ingrid Haugen' */
export function contactName(contact: Pick<Contact, 'firstname' | 'lastname'>): string {
  return [contact.firstname, contact.lastname].filter(Boolean).join(' ');
}

/** An OpenStreetMap link for coordinates, or null without them. */
export function mapLink(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

/** The contact form's values. */
export function contactFormValues(contact?: Contact | null, customerId?: number | null): FormValues {
  return {
    firstname: contact?.firstname ?? '',
    lastname: contact?.lastname ?? '',
    title: contact?.title ?? '',
    jobtitle: contact?.jobtitle ?? '',
    telephone: contact?.telephone ?? '',
    mobile: contact?.mobile ?? '',
    email: contact?.email ?? '',
    customerid: contact ? (contact.customerid ?? null) : (customerId ?? null),
    notes: contact?.notes ?? '',
    isactive: contact?.isactive ?? true,
  };
}
