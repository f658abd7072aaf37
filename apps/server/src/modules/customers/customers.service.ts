import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '@suite/shared';
import { CITY_ADDRESS_PRIORITY, CUSTOMER_DISCOUNT_FIELDS } from '@suite/shared/customers/customer-constants';
import {
  isEmptyAddress,
  syncCustomerType,
  type OrganizationExists,
} from '@suite/shared/customers/customer.schema';
import { contactsResource, customersResource } from '@suite/shared/customers/customers.resources';
import { isValidComparison, queryFields } from '@suite/shared/resources/resource-query';
import {
  checkCustomFieldValues,
  type CustomFieldDefinition,
} from '@suite/shared/settings/custom-field-values.rules';
import { normalizeOrganisationNumber } from '@suite/shared/validation/organisation-number';
import { rowsOf } from '../../db/tenant';
import { badRequest, notFound, staleVersion } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import {
  cappedTotal,
  createResource,
  deleteResources,
  getActive,
  getResource,
  listFilterKey,
  listResource,
  updateResource,
  type ListInput,
  type ResourceTable,
} from '../../platform/resources/resource.service';
import {
  customercustomfields,
  customerindustries,
  customerpriorities,
  customershipments,
  productgroups,
} from '../settings/settings.table';
import { customerAddresses, contacts, customers } from './customers.table';
import { assertReferences, uniqueViolationField, type RefTable } from './references';
import { escapeLike } from '../../platform/resources/record-list';

export const customersTable = customers as unknown as ResourceTable;
export const contactsTable = contacts as unknown as ResourceTable;

type Values = Record<string, unknown>;

/** The first customer number of a tenant: numbers start at 10001 (five digits read well on an invoice). */
export const FIRST_CUSTOMER_NUMBER = 10001;

/** Tables the customer's reference fields point at (the settings module's lookup lists and suppliers). */
const CUSTOMER_REFS: Record<string, RefTable> = {
  priorityid: customerpriorities as unknown as RefTable,
  shipmentid: customershipments as unknown as RefTable,
  industryid: customerindustries as unknown as RefTable,
  productgroupid: productgroups as unknown as RefTable,
  mainsupplierid: customers,
  secondarysupplierid: customers,
};

/** A database unique violation that slipped past the checks (two saves at once) is still a 400 on the field. */
async function mapUnique<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const field = uniqueViolationField(e);
    if (field) throw badRequest([{ field, message: 'alreadyExists' }]);
    throw e;
  }
}

/** spec 01 §2 Customers: the next free customer number of the tenant, proposed by the add form. */
export async function nextCustomerNumber(ctx: Ctx): Promise<number> {
  const [row] = await ctx.tx
    .select({ n: sql<number | null>`max(${customers.customernumber})` })
    .from(customers)
    .where(eq(customers.tenantId, ctx.user.tenantId));
  return Math.max(Number(row?.n ?? 0) + 1, FIRST_CUSTOMER_NUMBER);
}

/** Main and secondary supplier must be suppliers of the tenant, and not the customer itself. */
async function assertSuppliers(ctx: Ctx, values: Values, selfId?: number) {
  await assertReferences(ctx, values, CUSTOMER_REFS);
  for (const field of ['mainsupplierid', 'secondarysupplierid']) {
    const id = values[field];
    if (id === undefined || id === null) continue;
    if (id === selfId) throw badRequest([{ field, message: 'invalidData' }]);
    const [row] = await ctx.tx
      .select({ issupplier: customers.issupplier })
      .from(customers)
      .where(and(eq(customers.tenantId, ctx.user.tenantId), eq(customers.id, id as number)));
    if (!row?.issupplier) throw badRequest([{ field, message: 'notASupplier' }]);
  }
}

/** An import gives the new customers without a number the next free numbers in file order, in one query. */
export async function numberNewCustomers(ctx: Ctx, creates: Values[]): Promise<void> {
  const taken = new Set(creates.map((v) => v.customernumber).filter((n) => typeof n === 'number'));
  let next = await nextCustomerNumber(ctx);
  for (const values of creates) {
    if (values.customernumber !== undefined && values.customernumber !== null) continue;
    while (taken.has(next)) next++;
    values.customernumber = next++;
  }
}

/**
 * The list's search (issue 3: name, number, organisation number, e-mail, phone, city) as one expression over the
 * row: one pass per row instead of one ILIKE per column, and it reaches the customer number, which is no text.
 * Digits typed with spaces ('923 609 016', '22 12 34 56') also find the numbers stored without them. The top bar's
 * search (search.service.ts) uses the same expression, so both find the same customers (issue 12).
 */
export function customerSearch(text: string): SQL {
  const row = sql`concat_ws(' ', ${customers.name}, ${customers.customernumber}::text, ${customers.organizationnumber},
    ${customers.email}, ${customers.phone}, ${customers.mobile}, ${customers.city})`;
  const condition = sql`${row} ilike ${`%${escapeLike(text)}%`}`;
  const digits = searchDigits(text);
  if (!digits) return condition;
  const numbers = sql`replace(concat_ws(' ', ${customers.organizationnumber}, ${customers.phone}, ${customers.mobile}), ' ', '')`;
  // A Norwegian number typed with its country code ('+47 481 22 333') also finds one saved without it.
  const national = /^(?:47|0047)(\d{8})$/.exec(digits)?.[1];
  const byNational = national ? sql` or ${numbers} like ${`%${national}%`}` : sql``;
  return sql`(${condition} or ${numbers} like ${`%${digits}%`}${byNational})`;
}

/** The digits of a search that is a number ('+47 22 12 34 56' -> '4722123456'), else null. */
function searchDigits(text: string): string | null {
  const compact = text.replace(/[\s\-.()]+/g, '');
  return /^\+?\d{3,}$/.test(compact) ? compact.replace('+', '') : null;
}

/** Searchable customer fields in the order a hit names the one that matched (issue 12 "the hit shows which field"). */
export const CUSTOMER_SEARCH_FIELDS = [
  'name',
  'customernumber',
  'organizationnumber',
  'email',
  'phone',
  'mobile',
  'city',
] as const;

/**
 * The first field of CUSTOMER_SEARCH_FIELDS that matches the search (what customerSearch found the row by), as
 * `matched_field`, and its value as `matched_value`: SQL select items over the customers table.
 */
export function customerMatchedField(text: string): SQL {
  const like = `%${escapeLike(text)}%`;
  const digits = searchDigits(text);
  const column = (f: (typeof CUSTOMER_SEARCH_FIELDS)[number]) =>
    f === 'customernumber' ? sql`${customers.customernumber}::text` : sql`${customers[f]}`;
  const test = (f: (typeof CUSTOMER_SEARCH_FIELDS)[number]) => {
    const plain = sql`${column(f)} ilike ${like}`;
    if (!digits || !['organizationnumber', 'phone', 'mobile'].includes(f)) return plain;
    return sql`(${plain} or replace(${column(f)}, ' ', '') like ${`%${digits}%`})`;
  };
  const whens = (pick: (f: (typeof CUSTOMER_SEARCH_FIELDS)[number]) => SQL) =>
    sql.join(
      CUSTOMER_SEARCH_FIELDS.map((f) => sql`when ${test(f)} then ${pick(f)}`),
      sql` `,
    );
  return sql`case ${whens((f) => sql`${f}`)} end as matched_field,
    case ${whens((f) => column(f))} end as matched_value`;
}

/** POST customers/list: the engine's list; with a search, the same answer over customerSearch. */
export async function listCustomers(ctx: Ctx, input: ListInput) {
  const text = input.search?.trim();
  if (!text) return listResource(ctx, customersResource, customersTable, input);
  // The free-text search ranks by its own order: keyset paging is for the plain list.
  if (input.after) throw badRequest([{ field: 'after', message: 'invalidData' }]);
  const fields = queryFields(customersResource);
  const parts: SQL[] = [eq(customers.tenantId, ctx.user.tenantId), customerSearch(text)];
  for (const [k, v] of Object.entries(input.match ?? {})) {
    const f = fields.get(k);
    if (!f || !isValidComparison(f.type, f.def, 'eq', v)) {
      throw badRequest([{ field: `match.${k}`, message: 'invalidData' }]);
    }
    parts.push(v === null ? sql`${customersTable[k]!} is null` : eq(customersTable[k]!, v));
  }
  const where = and(...parts);
  const sort = input.sort && Object.keys(input.sort).length ? input.sort : { name: 1 as const };
  const rows = await ctx.tx
    .select()
    .from(customers)
    .where(where)
    .orderBy(
      ...Object.entries(sort).map(([k, d]) => (d === 1 ? asc(customersTable[k]!) : desc(customersTable[k]!))),
      asc(customers.id),
    )
    .limit(input.limit ?? 25)
    .offset(input.skip ?? 0);
  const result: { items: Values[]; total?: number; totalcapped?: boolean } = {
    items: rows.map(customerToApi),
  };
  // Counted up to the cap like every list (DESIGN "Known pitfalls"); '10 000+' is remembered a few seconds.
  if (input.count) {
    const count = async () => {
      const [c] = rowsOf<{ n: number }>(
        await ctx.tx.execute(
          sql`select count(*)::int as n from (select 1 from ${customers} where ${where} limit ${COUNT_CAP + 1}) c`,
        ),
      );
      return c!.n;
    };
    Object.assign(result, await cappedTotal(ctx, customers, listFilterKey(input), count));
  }
  return result;
}

/** A customer row as the API answers it (as the engine's): no tenant id, numeric columns as numbers. */
function customerToApi(row: typeof customers.$inferSelect): Values {
  const { tenantId: _tenant, ...rest } = row;
  const out: Values = { ...rest };
  for (const f of CUSTOMER_DISCOUNT_FIELDS) out[f] = rest[f] === null ? null : Number(rest[f]);
  return out;
}

export function activeCustomers(ctx: Ctx, ids?: number[]) {
  return getActive(ctx, customersResource, customersTable, ids);
}

export function getCustomer(ctx: Ctx, id: number) {
  return getResource(ctx, customersResource, customersTable, id);
}

/**
 * The custom field values a save gives the customer (spec 01 §3 custom fields): checked against every definition
 * of the tenant, active or not, so a value of a field switched off is kept. Required fields are checked whenever
 * the values are sent (the customer form always sends them); records made without them (a lead converted, an
 * import row) are not refused for a field the company added later.
 */
async function resolveCustomFields(ctx: Ctx, values: Values, savedId?: number): Promise<void> {
  if (values.customfields === undefined) return;
  const table = customercustomfields as unknown as ResourceTable;
  const definitions = (await ctx.tx
    .select()
    .from(table)
    .where(eq(table.tenantId!, ctx.user.tenantId))) as unknown as CustomFieldDefinition[];
  let saved: Record<string, unknown> = {};
  if (savedId !== undefined) {
    const [row] = await ctx.tx
      .select({ customfields: customers.customfields })
      .from(customers)
      .where(and(eq(customers.tenantId, ctx.user.tenantId), eq(customers.id, savedId)));
    if (!row) throw notFound();
    saved = row.customfields;
    // Saving back (issue 7): the values sent back unchanged from a GET are not a change, so a field the company
    // made required later does not block saving the rest of the customer.
    if (sameValues(values.customfields as Record<string, unknown> | null, saved)) {
      delete values.customfields;
      return;
    }
  }
  const checked = checkCustomFieldValues(
    definitions,
    (values.customfields ?? {}) as Record<string, unknown>,
    saved,
    { checkRequired: true },
  );
  if (checked.issues.length) throw badRequest(checked.issues);
  values.customfields = checked.values;
}

function sameValues(a: Record<string, unknown> | null, b: Record<string, unknown> | null): boolean {
  const canonical = (v: Record<string, unknown> | null) =>
    JSON.stringify(Object.entries(v ?? {}).sort(([x], [y]) => x.localeCompare(y)));
  return canonical(a) === canonical(b);
}

/** New customers are active, of type 'customer' unless said otherwise, and get the next number when none is given. */
export async function createCustomer(ctx: Ctx, input: Values) {
  const values: Values = syncCustomerType(input);
  values.customertype ??= 'customer';
  values.customernumber ??= await nextCustomerNumber(ctx);
  await assertSuppliers(ctx, values);
  await resolveCustomFields(ctx, values);
  return mapUnique(() => createResource(ctx, customersResource, customersTable, values));
}

export async function updateCustomer(ctx: Ctx, id: number, input: Values & { version: number }) {
  const values = syncCustomerType(input);
  if (values.customernumber === null) throw badRequest([{ field: 'customernumber', message: 'required' }]);
  await assertSuppliers(ctx, values, id);
  await resolveCustomFields(ctx, values, id);
  return mapUnique(() => updateResource(ctx, customersResource, customersTable, id, values));
}

export function deleteCustomers(ctx: Ctx, ids: number[]) {
  return deleteResources(ctx, customersTable, ids);
}

/** spec 01 §5 / §7: whether the tenant already has a customer with this organisation number. */
export async function checkOrganizationExists(ctx: Ctx, orgNumber: string): Promise<OrganizationExists> {
  const digits = normalizeOrganisationNumber(orgNumber);
  if (digits === null) throw badRequest([{ field: 'orgNumber', message: 'invalidData' }]);
  const [row] = await ctx.tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(
      and(eq(customers.tenantId, ctx.user.tenantId), sql`lower(${customers.organizationnumber}) = ${digits}`),
    )
    .limit(1);
  return row ? { exists: true, customerid: row.id, name: row.name } : { exists: false };
}

// ------------------------------------------------------------------------------------------------
// Addresses: a child table of the customer (spec 01 §3 address types, spec 02 §3 latitude/longitude).

const toAddress = (row: typeof customerAddresses.$inferSelect) => {
  const { tenantId: _t, isactive: _a, ...rest } = row;
  return {
    ...rest,
    latitude: rest.latitude === null ? null : Number(rest.latitude),
    longitude: rest.longitude === null ? null : Number(rest.longitude),
  };
};

const asNumeric = (v: unknown) => (v === undefined ? undefined : v === null ? null : String(v));

function addressColumns(input: Values) {
  const out: Values = {};
  for (const k of ['addresstype', 'street', 'zip', 'city', 'country'] as const) {
    if (input[k] !== undefined) out[k] = input[k];
  }
  if (input.latitude !== undefined) out.latitude = asNumeric(input.latitude);
  if (input.longitude !== undefined) out.longitude = asNumeric(input.longitude);
  return out;
}

async function assertCustomer(ctx: Ctx, customerid: number) {
  await getCustomer(ctx, customerid);
}

/** The customer's city as the list shows and searches it: from the first address type of CITY_ADDRESS_PRIORITY. */
async function refreshCustomerCity(ctx: Ctx, customerid: number) {
  const rows = await ctx.tx
    .select({ addresstype: customerAddresses.addresstype, city: customerAddresses.city })
    .from(customerAddresses)
    .where(
      and(eq(customerAddresses.tenantId, ctx.user.tenantId), eq(customerAddresses.customerid, customerid)),
    )
    .orderBy(asc(customerAddresses.id));
  const withCity = rows.filter((r) => r.city && r.city.trim() !== '');
  const best = CITY_ADDRESS_PRIORITY.map((type) => withCity.find((r) => r.addresstype === type)).find(
    Boolean,
  );
  // The derived city does not bump the customer's version: an open customer form stays saveable.
  await ctx.tx
    .update(customers)
    .set({ city: best?.city ?? null })
    .where(and(eq(customers.tenantId, ctx.user.tenantId), eq(customers.id, customerid)));
}

export async function listAddresses(ctx: Ctx, customerid: number) {
  await assertCustomer(ctx, customerid);
  const rows = await ctx.tx
    .select()
    .from(customerAddresses)
    .where(
      and(eq(customerAddresses.tenantId, ctx.user.tenantId), eq(customerAddresses.customerid, customerid)),
    )
    .orderBy(asc(customerAddresses.addresstype), asc(customerAddresses.id));
  return rows.map(toAddress);
}

export async function createAddress(ctx: Ctx, customerid: number, input: Values) {
  await assertCustomer(ctx, customerid);
  const [row] = await ctx.tx
    .insert(customerAddresses)
    .values({ ...addressColumns(input), tenantId: ctx.user.tenantId, customerid } as never)
    .returning();
  await refreshCustomerCity(ctx, customerid);
  return toAddress(row!);
}

async function findAddress(ctx: Ctx, customerid: number, addressId: number) {
  const [row] = await ctx.tx
    .select()
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.tenantId, ctx.user.tenantId),
        eq(customerAddresses.customerid, customerid),
        eq(customerAddresses.id, addressId),
      ),
    );
  if (!row) throw notFound();
  return row;
}

export async function updateAddress(
  ctx: Ctx,
  customerid: number,
  addressId: number,
  input: Values & { version: number },
) {
  const saved = await findAddress(ctx, customerid, addressId);
  // issue 12: emptying every field of a saved address is refused like creating an empty one.
  const changes = addressColumns(input);
  if (isEmptyAddress({ ...saved, ...changes }))
    throw badRequest([{ field: 'street', message: 'addressEmpty' }]);
  const [row] = await ctx.tx
    .update(customerAddresses)
    .set({
      ...changes,
      version: sql`${customerAddresses.version} + 1`,
      updatedon: sql`now()`,
    } as never)
    .where(
      and(
        eq(customerAddresses.tenantId, ctx.user.tenantId),
        eq(customerAddresses.id, addressId),
        eq(customerAddresses.version, input.version),
      ),
    )
    .returning();
  if (!row) throw staleVersion();
  await refreshCustomerCity(ctx, customerid);
  return toAddress(row);
}

export async function deleteAddress(ctx: Ctx, customerid: number, addressId: number) {
  await findAddress(ctx, customerid, addressId);
  await ctx.tx
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.tenantId, ctx.user.tenantId), eq(customerAddresses.id, addressId)));
  await refreshCustomerCity(ctx, customerid);
  return { deleted: [addressId] };
}

// ------------------------------------------------------------------------------------------------
// Contacts: a resource of their own (/contacts), optionally of a customer.

const CONTACT_REFS: Record<string, RefTable> = { customerid: customers };

/** Contact rows with the name of their customer, so lists need no second call. */
async function withCustomerNames(ctx: Ctx, items: Values[]): Promise<Values[]> {
  const ids = [
    ...new Set(items.map((i) => i.customerid).filter((id): id is number => typeof id === 'number')),
  ];
  if (ids.length === 0) return items.map((i) => ({ ...i, customername: null }));
  const rows = await ctx.tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.tenantId, ctx.user.tenantId), inArray(customers.id, ids)));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return items.map((i) => ({ ...i, customername: names.get(i.customerid as number) ?? null }));
}

export async function listContacts(ctx: Ctx, input: ListInput) {
  const result = await listResource(ctx, contactsResource, contactsTable, input);
  return { ...result, items: await withCustomerNames(ctx, result.items) };
}

export async function activeContacts(ctx: Ctx, ids?: number[]) {
  return withCustomerNames(ctx, await getActive(ctx, contactsResource, contactsTable, ids));
}

export async function getContact(ctx: Ctx, id: number) {
  const [row] = await withCustomerNames(ctx, [await getResource(ctx, contactsResource, contactsTable, id)]);
  return row!;
}

export async function createContact(ctx: Ctx, input: Values) {
  await assertReferences(ctx, input, CONTACT_REFS);
  return createResource(ctx, contactsResource, contactsTable, input);
}

export async function updateContact(ctx: Ctx, id: number, input: Values & { version: number }) {
  await assertReferences(ctx, input, CONTACT_REFS);
  return updateResource(ctx, contactsResource, contactsTable, id, input);
}

export function deleteContacts(ctx: Ctx, ids: number[]) {
  return deleteResources(ctx, contactsTable, ids);
}
