import { sql, type SQL } from 'drizzle-orm';
import {
  recordLink,
  SEARCH_GROUP_LIMIT,
  SEARCH_MIN_LENGTH,
  type SearchGroup,
  type SearchHit,
  type SearchResults,
} from '@suite/shared/customers/search.types';
import { hasPermission } from '@suite/shared/users/permissions';
import { rowsOf } from '../../db/tenant';
import type { Ctx } from '../../platform/request-context';
import { equipments } from '../equipment/equipment.table';
import { products } from '../products/products.table';
import { customerMatchedField, customerSearch } from './customers.service';
import { contacts, customers } from './customers.table';
import { escapeLike } from '../../platform/resources/record-list';

type Row = {
  id: number | string;
  title: string | null;
  subtitle: string | null;
  matched_field?: string | null;
  matched_value?: string | number | null;
};

/**
 * One group of the search: `query` answers (id, title, subtitle) rows of the tenant. One row more than shown tells
 * whether there are more.
 */
type GroupDef = {
  group: SearchGroup;
  permission: string;
  query: (p: { text: string; like: string; digits: string | null; tenant: number; limit: number }) => SQL;
  link: (id: number) => string;
};

// Phone and organisation numbers are compared without their spaces ('923 609 016' finds 923609016).
const GROUPS: GroupDef[] = [
  {
    group: 'customers',
    permission: 'customers_view',
    // The customer list's own search expression (customers.service.ts), so both find the same customers.
    query: ({ text, tenant, limit }) => sql`
      select id, name as title,
        concat_ws(' · ', customernumber::text, organizationnumber, city) as subtitle,
        ${customerMatchedField(text)}
      from ${customers}
      where tenant_id = ${tenant} and ${customerSearch(text)}
      order by isactive desc, name, id
      limit ${limit}`,
    link: recordLink.customer,
  },
  {
    group: 'contacts',
    permission: 'contacts_view',
    query: ({ like, digits, tenant, limit }) => sql`
      select ct.id, concat_ws(' ', ct.firstname, ct.lastname) as title,
        concat_ws(' · ', c.name, ct.email, coalesce(ct.mobile, ct.telephone)) as subtitle,
        case
          when concat_ws(' ', ct.firstname, ct.lastname) ilike ${like} then null
          when ct.email ilike ${like} then 'email'
          when ct.mobile ilike ${like} ${digits ? sql`or replace(ct.mobile, ' ', '') like ${`%${digits}%`}` : sql``} then 'mobile'
          else 'telephone'
        end as matched_field,
        case
          when concat_ws(' ', ct.firstname, ct.lastname) ilike ${like} then null
          when ct.email ilike ${like} then ct.email
          when ct.mobile ilike ${like} ${digits ? sql`or replace(ct.mobile, ' ', '') like ${`%${digits}%`}` : sql``} then ct.mobile
          else ct.telephone
        end as matched_value
      from ${contacts} ct
      left join ${customers} c on c.tenant_id = ct.tenant_id and c.id = ct.customerid
      where ct.tenant_id = ${tenant} and (
        concat_ws(' ', ct.firstname, ct.lastname) ilike ${like}
        or ct.email ilike ${like}
        ${
          digits
            ? sql`or replace(ct.mobile, ' ', '') like ${`%${digits}%`} or replace(ct.telephone, ' ', '') like ${`%${digits}%`}`
            : sql``
        }
      )
      order by ct.isactive desc, ct.firstname, ct.lastname, ct.id
      limit ${limit}`,
    link: recordLink.contact,
  },
  {
    group: 'equipment',
    permission: 'equipments_view',
    query: ({ like, tenant, limit }) => sql`
      select id, name as title, concat_ws(' · ', serialnumber, barcode) as subtitle
      from ${equipments}
      where tenant_id = ${tenant} and (serialnumber ilike ${like} or barcode ilike ${like} or name ilike ${like})
      order by isactive desc, name, id
      limit ${limit}`,
    link: recordLink.equipment,
  },
  {
    group: 'products',
    permission: 'products_view',
    query: ({ like, tenant, limit }) => sql`
      select id, name as title, concat_ws(' · ', number, ean) as subtitle
      from ${products}
      where tenant_id = ${tenant} and (number ilike ${like} or name ilike ${like} or ean ilike ${like})
      order by isactive desc, number, id
      limit ${limit}`,
    link: recordLink.product,
  },
];

/**
 * /search_results (spec 01 §2): customers (as the customer list searches them: name, number, organisation number,
 * e-mail, phone, mobile, city), contacts (name, e-mail, phone),
 * equipment (serial number, barcode, name) and products (number, name, EAN) of the tenant, each group behind
 * the user's view permission of its module.
 */
export async function search(ctx: Ctx, text: string): Promise<SearchResults> {
  const trimmed = text.trim();
  const allowed = GROUPS.filter((g) => hasPermission(ctx.user.access, g.permission));
  if (trimmed.length < SEARCH_MIN_LENGTH) {
    return { text: trimmed, groups: allowed.map((g) => ({ group: g.group, hits: [], more: false })) };
  }
  const like = `%${escapeLike(trimmed)}%`;
  const compact = trimmed.replace(/\s+/g, '');
  const digits = /^\+?\d{3,}$/.test(compact) ? compact.replace('+', '') : null;
  const groups: SearchResults['groups'] = [];
  for (const g of allowed) {
    const rows = rowsOf<Row>(
      await ctx.tx.execute(
        g.query({ text: trimmed, like, digits, tenant: ctx.user.tenantId, limit: SEARCH_GROUP_LIMIT + 1 }),
      ),
    );
    const hits: SearchHit[] = rows.slice(0, SEARCH_GROUP_LIMIT).map((r) => ({
      id: Number(r.id),
      title: r.title ?? '',
      subtitle: r.subtitle ?? '',
      link: g.link(Number(r.id)),
      // The name is the title already: a hit names only another field it was found by.
      ...(r.matched_field &&
      r.matched_field !== 'name' &&
      r.matched_value !== null &&
      r.matched_value !== undefined
        ? { matched: { field: r.matched_field, value: String(r.matched_value) } }
        : {}),
    }));
    groups.push({ group: g.group, hits, more: rows.length > SEARCH_GROUP_LIMIT });
  }
  return { text: trimmed, groups };
}
