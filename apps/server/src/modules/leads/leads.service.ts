import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Lead, LeadConversion, LeadUpdateValues, LeadValues } from '@suite/shared/leads/lead.schema';
import { LEAD_DEFAULT_SORT } from '@suite/shared/leads/lead.schema';
import type { RecordListInput } from '@suite/shared/validation/record-inputs';
import { hasPermission, isUserSelectable } from '@suite/shared/users/permissions';
import { users } from '../../platform/auth/auth.table';
import { badRequest, forbidden, notFound, staleVersion, type FieldError } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { memberships } from '../../platform/users/users.table';
import { createAddress, createContact, createCustomer } from '../customers/customers.service';
import { customers } from '../customers/customers.table';
import { assertReferences, type RefTable } from '../customers/references';
import { leadoutcome, leadsecondarystatus, leadstatus } from '../settings/settings.table';
import { leads } from './leads.table';
import {
  cappedTotal,
  deleteOrInUse,
  iso,
  listOrder,
  listWhere,
  num,
  type ListColumns,
} from '../../platform/resources/record-list';

const columns: ListColumns = {
  id: leads.id,
  name: leads.name,
  organizationnumber: leads.organizationnumber,
  contactperson: leads.contactperson,
  email: leads.email,
  phone: leads.phone,
  city: leads.city,
  zip: leads.zip,
  source: leads.source,
  expectedvalue: leads.expectedvalue,
  expectedclosedate: leads.expectedclosedate,
  isactive: leads.isactive,
  createdon: leads.createdon,
  updatedon: leads.updatedon,
  leadstatusid: leads.leadstatusid,
  leadsecondarystatusid: leads.leadsecondarystatusid,
  leadoutcomeid: leads.leadoutcomeid,
  responsible_id: leads.responsible_id,
  customerid: leads.customerid,
};

const searchColumns = [
  leads.name,
  leads.contactperson,
  leads.email,
  leads.phone,
  leads.organizationnumber,
  leads.city,
];

/** A lead with the display names the screens show beside the ids. */
function selectLeads(ctx: Ctx) {
  return ctx.tx
    .select({ lead: leads, responsible_name: users.name, customername: customers.name })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.responsible_id))
    .leftJoin(customers, and(eq(customers.tenantId, leads.tenantId), eq(customers.id, leads.customerid)));
}

type Selected = {
  lead: typeof leads.$inferSelect;
  responsible_name: string | null;
  customername: string | null;
};

function toApi({ lead, responsible_name, customername }: Selected): Lead {
  const { tenantId: _tenant, ...row } = lead;
  return {
    ...row,
    source: row.source as Lead['source'],
    expectedvalue: num(row.expectedvalue),
    responsible_name,
    customername,
    convertedon: iso(row.convertedon),
    createdon: iso(row.createdon)!,
    updatedon: iso(row.updatedon)!,
  };
}

const tenantOf = (ctx: Ctx) => eq(leads.tenantId, ctx.user.tenantId);

/** The supporting lists the status fields point at (LEAD_STATUS_LOOKUPS names their API). */
const STATUS_TABLES: Record<string, RefTable> = {
  leadstatusid: leadstatus as unknown as RefTable,
  leadsecondarystatusid: leadsecondarystatus as unknown as RefTable,
  leadoutcomeid: leadoutcome as unknown as RefTable,
};

export async function listLeads(ctx: Ctx, input: RecordListInput) {
  const where = listWhere([tenantOf(ctx)], columns, input, searchColumns);
  const rows = await selectLeads(ctx)
    .where(where)
    .orderBy(...listOrder(columns, input.sort, LEAD_DEFAULT_SORT, leads.id))
    .limit(input.limit ?? 25)
    .offset(input.skip ?? 0);
  const result: { items: Lead[]; total?: number; totalcapped?: true } = { items: rows.map(toApi) };
  if (input.count) {
    Object.assign(
      result,
      await cappedTotal(
        ctx.tx,
        ctx.tx
          .select({ one: sql`1` })
          .from(leads)
          .where(where),
      ),
    );
  }
  return result;
}

export async function getLead(ctx: Ctx, id: number): Promise<Lead> {
  const [row] = await selectLeads(ctx).where(and(tenantOf(ctx), eq(leads.id, id)));
  if (!row) throw notFound();
  return toApi(row);
}

/** Active leads plus the listed ids even when inactive, so a form can show a value that was deactivated. */
export async function activeLeads(ctx: Ctx, ids: number[] = []) {
  const active = eq(leads.isactive, true);
  const rows = await selectLeads(ctx)
    .where(and(tenantOf(ctx), ids.length ? or(active, inArray(leads.id, ids)) : active))
    .orderBy(leads.name, leads.id)
    .limit(5000);
  return rows.map(toApi);
}

/**
 * spec 01 §6: the responsible user must be an active member of the tenant whom the user may pick as CRM
 * responsible (Visma sellers allowed; with showonlymydepartmentusers, non-admins pick from their departments).
 */
async function checkResponsible(ctx: Ctx, userId: number): Promise<FieldError | null> {
  const [m] = await ctx.tx
    .select({
      departmentids: memberships.departmentids,
      isvismaseller: memberships.isvismaseller,
      isactive: memberships.isactive,
    })
    .from(memberships)
    .where(and(eq(memberships.tenantId, ctx.user.tenantId), eq(memberships.userId, userId)));
  const selectable =
    m?.isactive &&
    isUserSelectable(ctx.user.access, m, {
      showonlymydepartmentusers: ctx.user.config.showonlymydepartmentusers,
      myDepartmentIds: ctx.user.details.departmentids,
      purpose: 'crm_responsible',
    });
  return selectable ? null : { field: 'responsible_id', message: 'invalidData' };
}

/**
 * Checks the references a create or update sets: the responsible member and the status lists' items of the
 * tenant. Only those that change, so a value chosen earlier never blocks saving something else.
 */
async function checkReferences(ctx: Ctx, values: Partial<LeadValues>, before?: Lead) {
  const errors: FieldError[] = [];
  const changed = (k: keyof LeadValues) =>
    values[k] !== undefined && values[k] !== null && values[k] !== before?.[k as keyof Lead];
  if (changed('responsible_id')) {
    const e = await checkResponsible(ctx, values.responsible_id!);
    if (e) errors.push(e);
  }
  if (errors.length) throw badRequest(errors);
  const lists = Object.fromEntries(
    Object.entries(STATUS_TABLES).filter(([field]) => changed(field as keyof LeadValues)),
  );
  await assertReferences(ctx, values, lists);
}

export async function createLead(ctx: Ctx, values: LeadValues): Promise<Lead> {
  await checkReferences(ctx, values);
  const [row] = await ctx.tx
    .insert(leads)
    .values({
      ...values,
      expectedvalue:
        values.expectedvalue === null || values.expectedvalue === undefined
          ? null
          : String(values.expectedvalue),
      isactive: values.isactive ?? true,
      tenantId: ctx.user.tenantId,
    })
    .returning({ id: leads.id });
  return getLead(ctx, row!.id);
}

/** Optimistic locking: the update applies only to the version the client read; otherwise 412, nothing changed. */
export async function updateLead(ctx: Ctx, id: number, input: LeadUpdateValues): Promise<Lead> {
  const { version, id: _bodyId, ...values } = input;
  const before = await getLead(ctx, id);
  await checkReferences(ctx, values, before);
  const set: Record<string, unknown> = { ...values };
  if (values.expectedvalue !== undefined) {
    set.expectedvalue = values.expectedvalue === null ? null : String(values.expectedvalue);
  }
  const [row] = await ctx.tx
    .update(leads)
    .set({ ...set, version: sql`${leads.version} + 1`, updatedon: sql`now()` })
    .where(and(tenantOf(ctx), eq(leads.id, id), eq(leads.version, version)))
    .returning({ id: leads.id });
  if (!row) throw staleVersion();
  return getLead(ctx, id);
}

export async function deleteLeads(ctx: Ctx, ids: number[]) {
  return deleteOrInUse(async () => {
    const rows = await ctx.tx
      .delete(leads)
      .where(and(tenantOf(ctx), inArray(leads.id, ids)))
      .returning({ id: leads.id });
    return { deleted: rows.map((r) => r.id) };
  });
}

/** Drops empty values, so the customer gets only what the lead knows. */
function known(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );
}

/**
 * POST leads/{id}/convert: the won lead becomes a customer (through the customers module, so its rules apply:
 * a second customer with the same organisation number is refused), with the lead's address as visiting address
 * and its contact person as the customer's contact. The lead keeps the link; a lead converts once.
 */
export async function convertLead(ctx: Ctx, id: number): Promise<LeadConversion> {
  if (!hasPermission(ctx.user.access, 'customers_add')) throw forbidden();
  const lead = await getLead(ctx, id);
  if (lead.customerid !== null) {
    throw badRequest([{ field: 'customerid', message: 'alreadyConverted' }], 'alreadyConverted');
  }
  const customer = (await createCustomer(
    ctx,
    known({
      name: lead.name,
      organizationnumber: lead.organizationnumber,
      email: lead.email,
      phone: lead.phone,
      // The notes of the sales work go with the lead to its customer (issue 12).
      notes: lead.notes,
      isprivatecustomer: false,
    }),
  )) as { id: number };
  if (lead.address || lead.zip || lead.city) {
    // spec 01 §3 address types: 2 visiting.
    await createAddress(
      ctx,
      customer.id,
      known({ addresstype: 2, street: lead.address, zip: lead.zip, city: lead.city }),
    );
  }
  if (lead.contactperson) {
    const [firstname, ...rest] = lead.contactperson.split(/\s+/);
    await createContact(
      ctx,
      known({
        firstname,
        lastname: rest.join(' '),
        email: lead.email,
        mobile: lead.phone,
        customerid: customer.id,
      }),
    );
  }
  // A converted lead is won and done (issue 12: it stayed 'Ny' and active): the tenant's won outcome unless one
  // was chosen, and inactive, so the open pipeline and the dashboard no longer count it.
  const [won] = lead.leadoutcomeid
    ? []
    : await ctx.tx
        .select({ id: leadoutcome.id })
        .from(leadoutcome)
        .where(
          and(
            eq(leadoutcome.tenantId, ctx.user.tenantId),
            eq(leadoutcome.iswon, true),
            eq(leadoutcome.isactive, true),
          ),
        )
        .orderBy(leadoutcome.id)
        .limit(1);
  await ctx.tx
    .update(leads)
    .set({
      customerid: customer.id,
      ...(won ? { leadoutcomeid: Number(won.id) } : {}),
      isactive: false,
      convertedon: sql`now()`,
      version: sql`${leads.version} + 1`,
      updatedon: sql`now()`,
    })
    .where(and(tenantOf(ctx), eq(leads.id, id)));
  return { lead: await getLead(ctx, id), customerid: customer.id };
}
