import { productDefaults } from '../orders/orderlines.service';
import {
  defaultListStatus,
  isSettableStatus,
  type StatusListTable,
} from '../../platform/resources/status-list';
import { lockNumbering, nextNumber } from '../../platform/resources/record-number';
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '@suite/shared';
import { roundDecimalString } from '@suite/shared/format/number-format';
import { offerstatuslistsResource, STANDARD_TEXT_TYPES } from '@suite/shared/settings/orders.resources';
import { costAndMargin, documentTotals, lineNet } from '@suite/shared/orders/line-totals';
import {
  addDays,
  DEFAULT_OFFER_VALIDITY_DAYS,
  FIRST_OFFER_NUMBER,
  OFFER_ERRORS,
} from '@suite/shared/offers/offer.rules';
import type {
  Offer,
  OfferCreateInput,
  OfferLine,
  OfferLineCreateInput,
  OfferLineUpdateInput,
  OfferListInput,
  OfferListItem,
  OfferUpdateInput,
} from '@suite/shared/offers/offer.schema';
import { rowsOf } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import { badRequest, notFound, staleVersion, type FieldError } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { readSetting } from '../../platform/tenants/tenant-settings.service';
import { buildings } from '../buildings/buildings.table';
import { contacts, customers } from '../customers/customers.table';
import { equipments } from '../equipment/equipment.table';
import { leads } from '../leads/leads.table';
import { assertResponsible } from '../orders/orders.service';
import { orders } from '../orders/orders.table';
import { assertReferences, existingIds, mapUniqueViolation } from '../products/record-refs';
import { projects } from '../projects/projects.table';
import { offerstatuslists, orderstandard } from '../settings/settings.table';
import { offerEquipments, offerlines, offerResponses, offers } from './offers.table';
import { escapeLike } from '../../platform/resources/record-list';
import { osloDate } from '@suite/shared/format/date-format';

type OfferRow = typeof offers.$inferSelect;
type LineRow = typeof offerlines.$inferSelect;

/** The offer status list's columns (a table built from its definition, so drizzle cannot type them statically). */
export const offerStatusList = offerstatuslists as typeof offerstatuslists & {
  status: typeof offers.status;
  name: typeof offers.description;
  isdefault: typeof offers.isactive;
  userrolesaccess: typeof offers.id;
};
const standardTexts = orderstandard as typeof orderstandard & {
  texttype: typeof offers.status;
  text: typeof offers.description;
  name: typeof offers.description;
};

const UNIQUE_INDEXES: Record<string, FieldError> = {
  offers_offernumber_uq: { field: 'offernumber', message: 'alreadyExists' },
};

const mine = (ctx: Ctx) => eq(offers.tenantId, ctx.user.tenantId);

/** A row of the tenant's offers, or 404. */
export async function offerRow(ctx: Ctx, id: number): Promise<OfferRow> {
  const [row] = await ctx.tx
    .select()
    .from(offers)
    .where(and(mine(ctx), eq(offers.id, id)));
  if (!row) throw notFound('noOfferFound');
  return row;
}

function lineToApi(row: LineRow): OfferLine {
  const { tenantId: _t, isactive: _a, ...rest } = row;
  return { ...rest, createdon: rest.createdon.toISOString(), updatedon: rest.updatedon.toISOString() };
}

async function linesOf(ctx: Ctx, offerId: number): Promise<LineRow[]> {
  return ctx.tx
    .select()
    .from(offerlines)
    .where(and(eq(offerlines.tenantId, ctx.user.tenantId), eq(offerlines.offer_id, offerId)))
    .orderBy(asc(offerlines.position), asc(offerlines.id));
}

/** GET offers/{id}: the offer with its names, equipment, totals (VAT per rate), cost, margin and the latest answer. */
export async function getOffer(ctx: Ctx, id: number): Promise<Offer> {
  const tenant = ctx.user.tenantId;
  const [row] = await ctx.tx
    .select({
      offer: offers,
      customername: customers.name,
      leadname: leads.name,
      contactname: sql<
        string | null
      >`nullif(concat_ws(' ', ${contacts.firstname}, ${contacts.lastname}), '')`,
      statusname: offerStatusList.name,
      responsiblename: users.name,
      ordernumber: orders.ordernumber,
    })
    .from(offers)
    .leftJoin(customers, and(eq(customers.tenantId, offers.tenantId), eq(customers.id, offers.customer_id)))
    .leftJoin(leads, and(eq(leads.tenantId, offers.tenantId), eq(leads.id, offers.lead_id)))
    .leftJoin(contacts, and(eq(contacts.tenantId, offers.tenantId), eq(contacts.id, offers.contact_id)))
    .leftJoin(
      offerStatusList,
      and(eq(offerStatusList.tenantId, offers.tenantId), eq(offerStatusList.status, offers.status)),
    )
    .leftJoin(users, eq(users.id, offers.responsible_id))
    .leftJoin(orders, and(eq(orders.tenantId, offers.tenantId), eq(orders.id, offers.order_id)))
    .where(and(eq(offers.tenantId, tenant), eq(offers.id, id)));
  if (!row) throw notFound('noOfferFound');
  const pieces = await ctx.tx
    .select({ id: offerEquipments.equipment_id })
    .from(offerEquipments)
    .where(and(eq(offerEquipments.tenantId, tenant), eq(offerEquipments.offer_id, id)))
    .orderBy(asc(offerEquipments.equipment_id));
  const lines = await linesOf(ctx, id);
  const [answer] = await ctx.tx
    .select()
    .from(offerResponses)
    .where(and(eq(offerResponses.tenantId, tenant), eq(offerResponses.offer_id, id)))
    .orderBy(desc(offerResponses.id))
    .limit(1);
  const { tenantId: _tenant, createdby: _createdby, ...offer } = row.offer;
  return {
    ...offer,
    customername: row.customername,
    leadname: row.leadname,
    contactname: row.contactname,
    statusname: row.statusname,
    responsiblename: row.responsiblename,
    ordernumber: row.ordernumber,
    equipment_ids: pieces.map((p) => p.id),
    totals: documentTotals(lines),
    ...costAndMargin(lines),
    response: answer
      ? {
          accepted: answer.accepted,
          name: answer.name,
          comment: answer.comment,
          ipaddress: answer.ipaddress,
          respondedat: answer.respondedat.toISOString(),
        }
      : null,
    sentat: offer.sentat ? offer.sentat.toISOString() : null,
    createdon: offer.createdon.toISOString(),
    updatedon: offer.updatedon.toISOString(),
  };
}

/** The next offer number: one above the highest used, never below general settings' nextoffernumber. */
export async function nextOfferNumber(ctx: Ctx): Promise<number> {
  const settings = await readSetting(ctx, 'general_settings');
  return nextNumber(ctx, offers, offers.offernumber, settings.value.nextoffernumber ?? FIRST_OFFER_NUMBER);
}

/**
 * spec 01 §3/§4: a status must be an active item of the tenant's offer status list that this user's role may use
 * (userrolesaccess); the offer's current status is always kept.
 */
export async function assertSettableOfferStatus(ctx: Ctx, status: number, current?: number): Promise<void> {
  if (status === current) return;
  const ok = await isSettableStatus(
    ctx,
    offerStatusList as unknown as StatusListTable,
    offerstatuslistsResource,
    status,
  );
  if (!ok) throw badRequest([{ field: 'status', message: OFFER_ERRORS.unknownStatus }]);
}

/** Whether the status number is an active item of the tenant's list (sending and the answer set only those). */
export async function hasOfferStatus(ctx: Ctx, status: number): Promise<boolean> {
  const [item] = await ctx.tx
    .select({ status: offerStatusList.status })
    .from(offerStatusList)
    .where(
      and(
        eq(offerStatusList.tenantId, ctx.user.tenantId),
        eq(offerStatusList.status, status),
        eq(offerStatusList.isactive, true),
      ),
    );
  return item !== undefined;
}

function defaultOfferStatus(ctx: Ctx): Promise<number> {
  return defaultListStatus(ctx, offerStatusList as unknown as StatusListTable);
}

/** spec 01 §3 "Standard text types" 3 and 4: the first active standard text of the type (by name), or null. */
async function standardText(ctx: Ctx, texttype: number): Promise<string | null> {
  const [row] = await ctx.tx
    .select({ text: standardTexts.text })
    .from(standardTexts)
    .where(
      and(
        eq(standardTexts.tenantId, ctx.user.tenantId),
        eq(standardTexts.texttype, texttype),
        eq(standardTexts.isactive, true),
      ),
    )
    .orderBy(asc(standardTexts.name), asc(standardTexts.id))
    .limit(1);
  return row?.text ?? null;
}

/**
 * References of an offer: customer, lead, contact, building, project, type and equipment must be the tenant's;
 * the contact and the building, when they belong to a customer, to the offer's customer.
 */
async function assertOfferReferences(
  ctx: Ctx,
  values: Partial<OfferCreateInput>,
  customerId: number | null,
): Promise<number[] | undefined> {
  await assertReferences(ctx, values, {
    customer_id: customers,
    lead_id: leads,
    contact_id: contacts,
    building_id: buildings,
    project_id: projects,
    offertype_id: 'offertypes',
  });
  const tenant = ctx.user.tenantId;
  if (typeof values.contact_id === 'number' && customerId !== null) {
    const [c] = await ctx.tx
      .select({ customerid: contacts.customerid })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenant), eq(contacts.id, values.contact_id)));
    if (c && c.customerid !== null && c.customerid !== customerId) {
      throw badRequest([{ field: 'contact_id', message: 'invalidData' }]);
    }
  }
  if (typeof values.building_id === 'number') {
    const [b] = await ctx.tx
      .select({ customerid: buildings.customerid })
      .from(buildings)
      .where(and(eq(buildings.tenantId, tenant), eq(buildings.id, values.building_id)));
    if (b && b.customerid !== null && b.customerid !== customerId) {
      throw badRequest([{ field: 'building_id', message: 'invalidData' }]);
    }
  }
  if (values.equipment_ids === undefined) return undefined;
  const pieces = [...new Set(values.equipment_ids)];
  const found = await existingIds(ctx, equipments, pieces);
  if (found && pieces.some((p) => !found.has(p))) {
    throw badRequest([{ field: 'equipment_ids', message: 'invalidData' }]);
  }
  return pieces;
}

async function setEquipment(ctx: Ctx, offerId: number, pieces: number[]): Promise<void> {
  const tenant = ctx.user.tenantId;
  await ctx.tx
    .delete(offerEquipments)
    .where(and(eq(offerEquipments.tenantId, tenant), eq(offerEquipments.offer_id, offerId)));
  if (pieces.length) {
    await ctx.tx
      .insert(offerEquipments)
      .values(pieces.map((equipment_id) => ({ tenantId: tenant, offer_id: offerId, equipment_id })));
  }
}

/**
 * POST offers (issue 7 "Offers"): number next free per tenant (serialised per tenant like order numbers), the
 * default status, today, valid until today + default terms' offervaliditydays, and the standard texts of types 3
 * and 4 when the texts are left empty.
 */
export async function createOffer(ctx: Ctx, input: OfferCreateInput): Promise<Offer> {
  const tenant = ctx.user.tenantId;
  let customerId = input.customer_id ?? null;
  if (customerId === null && input.lead_id) {
    // A lead already converted to a customer: the offer is the customer's too (the customer's offers tab).
    const [lead] = await ctx.tx
      .select({ customerid: leads.customerid })
      .from(leads)
      .where(and(eq(leads.tenantId, tenant), eq(leads.id, input.lead_id)));
    customerId = lead?.customerid ?? null;
  }
  const pieces = (await assertOfferReferences(ctx, input, input.customer_id ?? null)) ?? [];
  const status = input.status ?? (await defaultOfferStatus(ctx));
  await assertSettableOfferStatus(ctx, status);
  const responsible = input.responsible_id === undefined ? ctx.user.userId : input.responsible_id;
  if (typeof responsible === 'number') await assertResponsible(ctx, responsible);
  const offerdate = input.offerdate ?? osloDate();
  let validuntil = input.validuntil;
  if (validuntil === undefined) {
    const terms = await readSetting(ctx, 'default_terms');
    validuntil = addDays(offerdate, terms.value.offervaliditydays ?? DEFAULT_OFFER_VALIDITY_DAYS);
  }
  if (validuntil && validuntil < offerdate) {
    throw badRequest([{ field: 'validuntil', message: OFFER_ERRORS.validBeforeDate }]);
  }
  const offertext = input.offertext ?? (await standardText(ctx, STANDARD_TEXT_TYPES.offerText));
  const deliveryterms =
    input.deliveryterms ?? (await standardText(ctx, STANDARD_TEXT_TYPES.offerDeliveryTerms));

  // Two offers saved at once must not get the same number: numbering is serialised per tenant.
  await lockNumbering(ctx, offers, offers.offernumber);
  let offernumber = input.offernumber;
  if (offernumber === undefined) {
    offernumber = await nextOfferNumber(ctx);
  } else {
    const [taken] = await ctx.tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(mine(ctx), eq(offers.offernumber, offernumber)));
    if (taken) throw badRequest([{ field: 'offernumber', message: 'alreadyExists' }]);
  }
  const [row] = await mapUniqueViolation(
    () =>
      ctx.tx
        .insert(offers)
        .values({
          tenantId: tenant,
          offernumber,
          customer_id: customerId,
          lead_id: input.lead_id ?? null,
          contact_id: input.contact_id ?? null,
          building_id: input.building_id ?? null,
          project_id: input.project_id ?? null,
          responsible_id: responsible ?? null,
          status,
          offertype_id: input.offertype_id ?? null,
          offerdate,
          validuntil: validuntil ?? null,
          description: input.description ?? null,
          offertext,
          deliveryterms,
          customerreference: input.customerreference ?? null,
          isactive: input.isactive ?? true,
          createdby: ctx.user.userId,
        })
        .returning({ id: offers.id }),
    UNIQUE_INDEXES,
  );
  await setEquipment(ctx, row!.id, pieces);
  return getOffer(ctx, row!.id);
}

/** PUT offers/{id}: the offer's fields with its version (stale -> 412); derived fields were dropped by the schema. */
export async function updateOffer(ctx: Ctx, id: number, input: OfferUpdateInput): Promise<Offer> {
  const row = await offerRow(ctx, id);
  if (input.version !== row.version) throw staleVersion();
  const customerId = input.customer_id === undefined ? row.customer_id : input.customer_id;
  const leadId = input.lead_id === undefined ? row.lead_id : input.lead_id;
  if (!customerId && !leadId) throw badRequest([{ field: 'customer_id', message: 'required' }]);
  const check: Partial<OfferCreateInput> = { ...input };
  // Unchanged references are not checked again (a contact moved to another customer later stays readable).
  for (const k of ['contact_id', 'building_id'] as const) {
    if (input[k] === undefined && input.customer_id !== undefined && row[k] !== null) check[k] = row[k];
  }
  const pieces = await assertOfferReferences(ctx, check, customerId);
  if (input.status !== undefined) await assertSettableOfferStatus(ctx, input.status, row.status);
  if (typeof input.responsible_id === 'number' && input.responsible_id !== row.responsible_id) {
    await assertResponsible(ctx, input.responsible_id);
  }
  const offerdate = input.offerdate ?? row.offerdate;
  const validuntil = input.validuntil === undefined ? row.validuntil : input.validuntil;
  if (validuntil && validuntil < offerdate) {
    throw badRequest([{ field: 'validuntil', message: OFFER_ERRORS.validBeforeDate }]);
  }
  const { version: _v, equipment_ids: _e, offerdate: _d, ...fields } = input;
  const set: Partial<typeof offers.$inferInsert> = { ...fields, customer_id: customerId };
  if (input.offerdate) set.offerdate = input.offerdate;
  const [updated] = await ctx.tx
    .update(offers)
    .set({ ...set, version: row.version + 1, updatedon: new Date() })
    .where(and(mine(ctx), eq(offers.id, id), eq(offers.version, row.version)))
    .returning({ id: offers.id });
  if (!updated) throw staleVersion();
  if (pieces) await setEquipment(ctx, id, pieces);
  return getOffer(ctx, id);
}

/** Sets the status the system decides (sent, accepted, declined) without the role check; bumps the version. */
export async function setOfferStatus(ctx: Ctx, id: number, status: number, extra: Partial<OfferRow> = {}) {
  await ctx.tx
    .update(offers)
    .set({ ...extra, status, version: sql`${offers.version} + 1`, updatedon: new Date() })
    .where(and(mine(ctx), eq(offers.id, id)));
}

/**
 * POST offers/list (issue 7): filters status, customer, lead, responsible, equipment and offer dates (from/to);
 * search on number, customer (or lead) and description; sort, skip, limit and a total counted up to the cap.
 */
export async function listOffers(
  ctx: Ctx,
  input: OfferListInput,
): Promise<{ items: OfferListItem[]; total?: number; totalcapped?: boolean }> {
  const tenant = ctx.user.tenantId;
  const parts: SQL[] = [eq(offers.tenantId, tenant)];
  const m = input.match ?? {};
  if (m.status !== undefined) parts.push(eq(offers.status, m.status));
  if (m.customer_id !== undefined) parts.push(eq(offers.customer_id, m.customer_id));
  if (m.lead_id !== undefined) parts.push(eq(offers.lead_id, m.lead_id));
  if (m.isactive !== undefined) parts.push(eq(offers.isactive, m.isactive));
  if (m.responsible_id !== undefined) {
    parts.push(
      m.responsible_id === null ? isNull(offers.responsible_id) : eq(offers.responsible_id, m.responsible_id),
    );
  }
  if (m.equipment_id !== undefined) {
    parts.push(
      sql`exists (select 1 from ${offerEquipments} where ${offerEquipments.tenantId} = ${offers.tenantId}
        and ${offerEquipments.offer_id} = ${offers.id} and ${offerEquipments.equipment_id} = ${m.equipment_id})`,
    );
  }
  if (input.from) parts.push(gte(offers.offerdate, input.from));
  if (input.to) parts.push(lte(offers.offerdate, input.to));
  const text = input.search?.trim();
  if (text) {
    const like = `%${escapeLike(text)}%`;
    parts.push(
      sql`concat_ws(' ', ${offers.offernumber}::text, ${customers.name}, ${leads.name}, ${offers.description}) ilike ${like}`,
    );
  }
  const where = and(...parts);
  const columns: Record<string, SQL | typeof offers.id> = {
    offernumber: sql`${offers.offernumber}`,
    offerdate: sql`${offers.offerdate}`,
    validuntil: sql`${offers.validuntil}`,
    status: sql`${offers.status}`,
    customername: sql`coalesce(${customers.name}, ${leads.name})`,
    description: sql`${offers.description}`,
    id: offers.id,
  };
  const sort = input.sort && Object.keys(input.sort).length ? input.sort : { offernumber: -1 as const };
  const net = sql<string>`coalesce((select sum(${offerlines.net}) from ${offerlines}
    where ${offerlines.tenantId} = ${offers.tenantId} and ${offerlines.offer_id} = ${offers.id}), 0)::text`;
  const base = () =>
    ctx.tx
      .select({
        id: offers.id,
        offernumber: offers.offernumber,
        customer_id: offers.customer_id,
        customername: customers.name,
        lead_id: offers.lead_id,
        leadname: leads.name,
        status: offers.status,
        statusname: offerStatusList.name,
        responsible_id: offers.responsible_id,
        responsiblename: users.name,
        offerdate: offers.offerdate,
        validuntil: offers.validuntil,
        description: offers.description,
        order_id: offers.order_id,
        sentat: offers.sentat,
        isactive: offers.isactive,
        net,
      })
      .from(offers)
      .leftJoin(customers, and(eq(customers.tenantId, offers.tenantId), eq(customers.id, offers.customer_id)))
      .leftJoin(leads, and(eq(leads.tenantId, offers.tenantId), eq(leads.id, offers.lead_id)))
      .leftJoin(
        offerStatusList,
        and(eq(offerStatusList.tenantId, offers.tenantId), eq(offerStatusList.status, offers.status)),
      )
      .leftJoin(users, eq(users.id, offers.responsible_id));
  const rows = await base()
    .where(where)
    .orderBy(
      ...Object.entries(sort).map(([k, d]) => (d === 1 ? asc(columns[k]!) : desc(columns[k]!))),
      desc(offers.id),
    )
    .limit(input.limit ?? 25)
    .offset(input.skip ?? 0);
  const result: { items: OfferListItem[]; total?: number; totalcapped?: boolean } = {
    items: rows.map((r) => ({
      ...r,
      net: Number(r.net).toFixed(2),
      sentat: r.sentat?.toISOString() ?? null,
    })),
  };
  if (input.count) {
    const [c] = rowsOf<{ n: number }>(
      await ctx.tx.execute(
        sql`select count(*)::int as n from (select 1 from ${offers}
          left join ${customers} on ${customers.tenantId} = ${offers.tenantId} and ${customers.id} = ${offers.customer_id}
          left join ${leads} on ${leads.tenantId} = ${offers.tenantId} and ${leads.id} = ${offers.lead_id}
          where ${where} limit ${COUNT_CAP + 1}) c`,
      ),
    );
    result.total = Math.min(c!.n, COUNT_CAP);
    if (c!.n > COUNT_CAP) result.totalcapped = true;
  }
  return result;
}

/** DELETE offers {ids}: every id must be the tenant's (else 404, nothing deleted); lines and links go with them. */
export async function deleteOffers(ctx: Ctx, ids: number[]): Promise<{ deleted: number[] }> {
  const unique = [...new Set(ids)];
  const found = await ctx.tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(mine(ctx), inArray(offers.id, unique)));
  if (found.length !== unique.length) throw notFound('noOfferFound');
  await ctx.tx.delete(offers).where(and(mine(ctx), inArray(offers.id, unique)));
  return { deleted: unique };
}

// ------------------------------------------------------------------------------------------------
// Offer lines (the products tab), priced as order lines.

const dec = (v: number | string | null | undefined) => (v === null || v === undefined ? v : String(v));
/**
 * Prices and percentages are stored with two decimals (numeric(14,2), numeric(5,2)): they are rounded before the
 * net is computed, so the stored net is always lineNet() of the stored line, the figures the customer sees.
 */
const dec2 = (v: number | string | null | undefined) =>
  v === null || v === undefined ? v : roundDecimalString(v, 2);

async function lineRow(ctx: Ctx, id: number): Promise<LineRow> {
  const [row] = await ctx.tx
    .select()
    .from(offerlines)
    .where(and(eq(offerlines.tenantId, ctx.user.tenantId), eq(offerlines.id, id)));
  if (!row) throw notFound('noOfferLineFound');
  return row;
}

/** POST offerlines: a line of an offer of the tenant (another tenant's offer -> 404), its net by lineNet. */
export async function createOfferLine(ctx: Ctx, input: OfferLineCreateInput): Promise<OfferLine> {
  const offer = await offerRow(ctx, input.offer_id);
  const fill = input.product_id ? await productDefaults(ctx, input.product_id, offer.customer_id) : null;
  const quantity = dec(input.quantity) ?? '1';
  const unitprice = dec2(input.unitprice) ?? fill?.unitprice ?? '0';
  const discount = dec2(input.discount) ?? dec2(fill?.discount) ?? '0';
  let position = input.position;
  if (position === undefined) {
    const [m] = await ctx.tx
      .select({ n: sql<number | null>`max(${offerlines.position})` })
      .from(offerlines)
      .where(and(eq(offerlines.tenantId, ctx.user.tenantId), eq(offerlines.offer_id, offer.id)));
    position = Number(m?.n ?? 0) + 10;
  }
  const [row] = await ctx.tx
    .insert(offerlines)
    .values({
      tenantId: ctx.user.tenantId,
      offer_id: offer.id,
      product_id: input.product_id ?? null,
      position,
      productnumber: fill?.productnumber ?? null,
      name: input.name ?? fill?.name ?? '',
      quantity,
      unit: input.unit === undefined ? (fill?.unit ?? null) : input.unit,
      unitprice,
      discount,
      tax: dec2(input.tax) ?? fill?.tax ?? '25',
      costprice: input.costprice === undefined ? (fill?.costprice ?? null) : dec2(input.costprice)!,
      net: lineNet({ quantity, unitprice, discount }),
    })
    .returning();
  await touchOffer(ctx, offer.id);
  return lineToApi(row!);
}

/** A line change moves the offer's updatedon (lists sort by it), not its version: an open offer form stays saveable. */
async function touchOffer(ctx: Ctx, offerId: number) {
  await ctx.tx
    .update(offers)
    .set({ updatedon: new Date() })
    .where(and(mine(ctx), eq(offers.id, offerId)));
}

export async function getOfferLine(ctx: Ctx, id: number): Promise<OfferLine> {
  return lineToApi(await lineRow(ctx, id));
}

/** POST offerlines/list with match {offer_id}: the offer's lines in position order. */
export async function listOfferLines(
  ctx: Ctx,
  input: { match: { offer_id: number }; skip?: number; limit?: number; count?: boolean },
) {
  await offerRow(ctx, input.match.offer_id);
  const all = await linesOf(ctx, input.match.offer_id);
  const skip = input.skip ?? 0;
  const items = all.slice(skip, skip + (input.limit ?? 1000)).map(lineToApi);
  return input.count ? { items, total: all.length } : { items };
}

export async function updateOfferLine(ctx: Ctx, id: number, input: OfferLineUpdateInput): Promise<OfferLine> {
  const row = await lineRow(ctx, id);
  if (input.version !== row.version) throw staleVersion();
  const offer = await offerRow(ctx, row.offer_id);
  const fill =
    input.product_id && input.product_id !== row.product_id
      ? await productDefaults(ctx, input.product_id, offer.customer_id)
      : null;
  const quantity = dec(input.quantity) ?? row.quantity;
  const unitprice = dec2(input.unitprice) ?? fill?.unitprice ?? row.unitprice;
  const discount = dec2(input.discount) ?? dec2(fill?.discount) ?? row.discount;
  const set: Partial<typeof offerlines.$inferInsert> = {
    quantity,
    unitprice,
    discount,
    net: lineNet({ quantity, unitprice, discount }),
  };
  if (input.product_id !== undefined) set.product_id = input.product_id;
  if (input.product_id === null) set.productnumber = null;
  if (fill)
    Object.assign(set, {
      productnumber: fill.productnumber,
      name: fill.name,
      unit: fill.unit,
      tax: fill.tax,
      costprice: fill.costprice,
    });
  if (input.position !== undefined) set.position = input.position;
  if (input.name) set.name = input.name;
  if (input.unit !== undefined) set.unit = input.unit;
  if (input.tax !== undefined) set.tax = dec2(input.tax)!;
  if (input.costprice !== undefined) set.costprice = dec2(input.costprice)!;
  const [updated] = await ctx.tx
    .update(offerlines)
    .set({ ...set, version: row.version + 1, updatedon: new Date() })
    .where(
      and(
        eq(offerlines.tenantId, ctx.user.tenantId),
        eq(offerlines.id, id),
        eq(offerlines.version, row.version),
      ),
    )
    .returning();
  if (!updated) throw staleVersion();
  await touchOffer(ctx, row.offer_id);
  return lineToApi(updated);
}

/** DELETE offerlines {ids}: every id the tenant's, else 404 and nothing deleted. */
export async function deleteOfferLines(ctx: Ctx, ids: number[]): Promise<{ deleted: number[] }> {
  const unique = [...new Set(ids)];
  const found = await ctx.tx
    .select({ id: offerlines.id, offer_id: offerlines.offer_id })
    .from(offerlines)
    .where(and(eq(offerlines.tenantId, ctx.user.tenantId), inArray(offerlines.id, unique)));
  if (found.length !== unique.length) throw notFound('noOfferLineFound');
  await ctx.tx
    .delete(offerlines)
    .where(and(eq(offerlines.tenantId, ctx.user.tenantId), inArray(offerlines.id, unique)));
  for (const offerId of new Set(found.map((f) => f.offer_id))) await touchOffer(ctx, offerId);
  return { deleted: unique };
}

export { linesOf };
