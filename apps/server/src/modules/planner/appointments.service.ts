import { and, asc, desc, eq, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  Appointment,
  AppointmentCreateInput,
  AppointmentListInput,
  AppointmentUpdateInput,
} from '@suite/shared/planner/appointment.schema';
import { users } from '../../platform/auth/auth.table';
import { badRequest, notFound, staleVersion } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { memberships } from '../../platform/users/users.table';
import { contacts, customers } from '../customers/customers.table';
import { leads } from '../leads/leads.table';
import { assertReferences } from '../products/record-refs';
import { meetingstatuses, meetingtypes } from '../settings/settings.table';
import { appointments } from './planner.table';
import { escapeLike } from '../../platform/resources/record-list';

/** The settings lists' columns (tables built from their definitions, so drizzle cannot type them statically). */
type NamedColumns = {
  id: typeof appointments.id;
  name: typeof appointments.subject;
  tenantId: typeof appointments.tenantId;
};
const types = meetingtypes as typeof meetingtypes & NamedColumns;
const statuses = meetingstatuses as typeof meetingstatuses & NamedColumns;
const responsible = alias(users, 'responsible');

function appointmentQuery(ctx: Ctx, where: SQL | undefined) {
  return ctx.tx
    .select({
      a: appointments,
      customername: customers.name,
      leadname: leads.name,
      contactname: sql<
        string | null
      >`nullif(concat_ws(' ', ${contacts.firstname}, ${contacts.lastname}), '')`,
      meetingtypename: types.name,
      meetingstatusname: statuses.name,
      responsiblename: responsible.name,
    })
    .from(appointments)
    .leftJoin(
      customers,
      and(eq(customers.tenantId, appointments.tenantId), eq(customers.id, appointments.customer_id)),
    )
    .leftJoin(leads, and(eq(leads.tenantId, appointments.tenantId), eq(leads.id, appointments.lead_id)))
    .leftJoin(
      contacts,
      and(eq(contacts.tenantId, appointments.tenantId), eq(contacts.id, appointments.contact_id)),
    )
    .leftJoin(
      types,
      and(eq(types.tenantId, appointments.tenantId), eq(types.id, appointments.meetingtype_id)),
    )
    .leftJoin(
      statuses,
      and(eq(statuses.tenantId, appointments.tenantId), eq(statuses.id, appointments.meetingstatus_id)),
    )
    .leftJoin(responsible, eq(responsible.id, appointments.responsible_id))
    .where(and(eq(appointments.tenantId, ctx.user.tenantId), where));
}

type Joined = Awaited<ReturnType<typeof appointmentQuery>>[number];

function toApi(r: Joined): Appointment {
  const { tenantId: _t, isactive: _a, createdby: _c, ...a } = r.a;
  return {
    ...a,
    start: a.start.toISOString(),
    end: a.end.toISOString(),
    createdon: a.createdon.toISOString(),
    updatedon: a.updatedon.toISOString(),
    customername: r.customername,
    leadname: r.leadname,
    contactname: r.contactname,
    meetingtypename: (r.meetingtypename as string | null) ?? null,
    meetingstatusname: (r.meetingstatusname as string | null) ?? null,
    responsiblename: r.responsiblename,
  };
}

export async function getAppointment(ctx: Ctx, id: number): Promise<Appointment> {
  const [row] = await appointmentQuery(ctx, eq(appointments.id, id));
  if (!row) throw notFound();
  return toApi(row);
}

/**
 * Every reference is the tenant's (400 on the field); the responsible is an active member; a contact belongs to the
 * appointment's customer (a contact of another customer is a typing error).
 */
async function assertAppointmentRefs(ctx: Ctx, input: AppointmentCreateInput): Promise<void> {
  await assertReferences(ctx, input, {
    customer_id: customers,
    lead_id: leads,
    contact_id: contacts,
    meetingtype_id: 'meetingtypes',
    meetingstatus_id: 'meetingstatuses',
  });
  const [m] = await ctx.tx
    .select({ active: memberships.isactive })
    .from(memberships)
    .where(and(eq(memberships.tenantId, ctx.user.tenantId), eq(memberships.userId, input.responsible_id)));
  if (!m?.active) throw badRequest([{ field: 'responsible_id', message: 'invalidData' }]);
  if (typeof input.contact_id === 'number' && typeof input.customer_id === 'number') {
    const [c] = await ctx.tx
      .select({ customerid: contacts.customerid })
      .from(contacts)
      .where(and(eq(contacts.tenantId, ctx.user.tenantId), eq(contacts.id, input.contact_id)));
    if (c && c.customerid !== null && c.customerid !== input.customer_id) {
      throw badRequest([{ field: 'contact_id', message: 'invalidData' }]);
    }
  }
}

const values = (input: AppointmentCreateInput) => ({
  customer_id: input.customer_id ?? null,
  lead_id: input.lead_id ?? null,
  contact_id: input.contact_id ?? null,
  meetingtype_id: input.meetingtype_id ?? null,
  meetingstatus_id: input.meetingstatus_id ?? null,
  responsible_id: input.responsible_id,
  start: new Date(input.start),
  end: new Date(input.end),
  subject: input.subject ?? null,
  place: input.place ?? null,
  notes: input.notes ?? null,
});

export async function createAppointment(ctx: Ctx, input: AppointmentCreateInput): Promise<Appointment> {
  await assertAppointmentRefs(ctx, input);
  const [row] = await ctx.tx
    .insert(appointments)
    .values({ tenantId: ctx.user.tenantId, ...values(input), createdby: ctx.user.userId })
    .returning({ id: appointments.id });
  return getAppointment(ctx, row!.id);
}

export async function updateAppointment(
  ctx: Ctx,
  id: number,
  input: AppointmentUpdateInput,
): Promise<Appointment> {
  const current = await getAppointment(ctx, id);
  if (input.version !== current.version) throw staleVersion();
  await assertAppointmentRefs(ctx, input);
  await ctx.tx
    .update(appointments)
    .set({ ...values(input), version: current.version + 1, updatedon: new Date() })
    .where(and(eq(appointments.tenantId, ctx.user.tenantId), eq(appointments.id, id)));
  return getAppointment(ctx, id);
}

export async function deleteAppointments(ctx: Ctx, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  const found = await ctx.tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.tenantId, ctx.user.tenantId), inArray(appointments.id, unique)));
  if (found.length !== unique.length) throw notFound();
  await ctx.tx
    .delete(appointments)
    .where(and(eq(appointments.tenantId, ctx.user.tenantId), inArray(appointments.id, unique)));
  return { deleted: unique.length };
}

/**
 * POST appointments/list: newest first, or in time order within a window (the planner's); a search on subject,
 * place, customer and lead.
 */
export async function listAppointments(
  ctx: Ctx,
  input: AppointmentListInput,
): Promise<{ items: Appointment[]; total?: number }> {
  const m = input.match ?? {};
  const text = input.search?.trim();
  const like = text ? `%${escapeLike(text)}%` : '';
  const where = and(
    m.customer_id === undefined ? undefined : eq(appointments.customer_id, m.customer_id),
    m.lead_id === undefined ? undefined : eq(appointments.lead_id, m.lead_id),
    m.responsible_id === undefined ? undefined : eq(appointments.responsible_id, m.responsible_id),
    m.meetingstatus_id === undefined ? undefined : eq(appointments.meetingstatus_id, m.meetingstatus_id),
    input.to ? lt(appointments.start, new Date(input.to)) : undefined,
    input.from ? gt(appointments.end, new Date(input.from)) : undefined,
    text
      ? or(
          ilike(appointments.subject, like),
          ilike(appointments.place, like),
          ilike(customers.name, like),
          ilike(leads.name, like),
        )
      : undefined,
  );
  const windowed = input.from !== undefined || input.to !== undefined;
  const rows = await appointmentQuery(ctx, where)
    .orderBy(windowed ? asc(appointments.start) : desc(appointments.start), asc(appointments.id))
    .limit(input.limit ?? 25)
    .offset(input.skip ?? 0);
  const items = rows.map(toApi);
  if (!input.count) return { items };
  const [c] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .leftJoin(
      customers,
      and(eq(customers.tenantId, appointments.tenantId), eq(customers.id, appointments.customer_id)),
    )
    .leftJoin(leads, and(eq(leads.tenantId, appointments.tenantId), eq(leads.id, appointments.lead_id)))
    .where(and(eq(appointments.tenantId, ctx.user.tenantId), where));
  return { items, total: c!.n };
}
