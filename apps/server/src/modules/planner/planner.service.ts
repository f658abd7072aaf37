import { and, asc, eq, gt, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { hasPermission } from '@suite/shared/users/permissions';
import type {
  BusyBlock,
  CalendarEvent,
  CalendarEventCreateInput,
  CalendarEventListInput,
  CalendarEventUpdateInput,
  PlanOrderInput,
  UnassignedOrder,
} from '@suite/shared/planner/calendar-event.schema';
import { orderDatesCover, PLANNER_ERRORS } from '@suite/shared/planner/planner.rules';
import { users } from '../../platform/auth/auth.table';
import { badRequest, forbidden, notFound, staleVersion } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { memberships } from '../../platform/users/users.table';
import { customers } from '../customers/customers.table';
import { orderParticipants, orders } from '../orders/orders.table';
import { calendarevents } from './planner.table';
import { escapeLike } from '../../platform/resources/record-list';

type EventRow = typeof calendarevents.$inferSelect;
type Action = 'view' | 'add' | 'edit' | 'delete';

/**
 * spec 01 §6: other people's events in the resource planner (view, add, edit, delete) need
 * resourceplanner_{action}_othersevent (or resourceplanner_fullaccess_othersevent; admins pass).
 */
export function mayTouchOthers(ctx: Ctx, action: Action): boolean {
  return hasPermission(ctx.user.access, `resourceplanner_${action}_othersevent`);
}

/** The user of an event must be an active member of the company. */
async function assertMember(ctx: Ctx, userId: number, field = 'user_id'): Promise<void> {
  const [m] = await ctx.tx
    .select({ member: memberships.isactive, user: users.isactive })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, ctx.user.tenantId), eq(memberships.userId, userId)));
  if (!m || !m.member || !m.user) throw badRequest([{ field, message: 'invalidData' }]);
}

async function orderOf(ctx: Ctx, orderId: number) {
  const [o] = await ctx.tx
    .select({
      id: orders.id,
      ordernumber: orders.ordernumber,
      description: orders.description,
      responsible_id: orders.responsible_id,
      startdate: orders.startdate,
      enddate: orders.enddate,
      version: orders.version,
      customername: customers.name,
    })
    .from(orders)
    .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)))
    .where(and(eq(orders.tenantId, ctx.user.tenantId), eq(orders.id, orderId)));
  return o;
}

/** spec 02 §5: the employee must be the order's responsible or one of its participants. */
async function isOnOrder(ctx: Ctx, order: { id: number; responsible_id: number | null }, userId: number) {
  if (order.responsible_id === userId) return true;
  const [p] = await ctx.tx
    .select({ u: orderParticipants.user_id })
    .from(orderParticipants)
    .where(
      and(
        eq(orderParticipants.tenantId, ctx.user.tenantId),
        eq(orderParticipants.order_id, order.id),
        eq(orderParticipants.user_id, userId),
      ),
    );
  return p !== undefined;
}

type Planned = { order_id: number | null; user_id: number; start: Date; end: Date };

/**
 * The rules of spec 02 §5 "Equipment, rental, projects, calendar" for an event as it would be saved, each a 400 with
 * its own key: the user is on the order, the order's dates cover the event, no duplicate (same user and order,
 * overlapping time). Events are serialised per employee so two saves at once cannot both pass the duplicate check.
 */
async function assertEventRules(ctx: Ctx, e: Planned, selfId?: number): Promise<void> {
  const tenant = ctx.user.tenantId;
  await assertMember(ctx, e.user_id);
  if (e.order_id === null) return;
  const order = await orderOf(ctx, e.order_id);
  if (!order) throw badRequest([{ field: 'order_id', message: 'invalidData' }]);
  if (!(await isOnOrder(ctx, order, e.user_id))) {
    throw badRequest([{ field: 'user_id', message: PLANNER_ERRORS.userNotOnOrder }]);
  }
  if (!orderDatesCover(order, e.start, e.end)) {
    throw badRequest([{ field: 'start', message: PLANNER_ERRORS.eventOutsideOrderDates }]);
  }
  await ctx.tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`calendarevents:${tenant}:${e.user_id}`}, 0))`,
  );
  const [dup] = await ctx.tx
    .select({ id: calendarevents.id })
    .from(calendarevents)
    .where(
      and(
        eq(calendarevents.tenantId, tenant),
        eq(calendarevents.user_id, e.user_id),
        eq(calendarevents.order_id, e.order_id),
        lt(calendarevents.start, e.end),
        gt(calendarevents.end, e.start),
        selfId === undefined ? undefined : ne(calendarevents.id, selfId),
      ),
    )
    .limit(1);
  if (dup) throw badRequest([{ field: 'start', message: PLANNER_ERRORS.duplicateEvent }]);
}

const eventSelect = {
  event: calendarevents,
  username: users.name,
  ordernumber: orders.ordernumber,
  customername: customers.name,
};

function eventQuery(ctx: Ctx, where: SQL | undefined) {
  return ctx.tx
    .select(eventSelect)
    .from(calendarevents)
    .leftJoin(users, eq(users.id, calendarevents.user_id))
    .leftJoin(
      orders,
      and(eq(orders.tenantId, calendarevents.tenantId), eq(orders.id, calendarevents.order_id)),
    )
    .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)))
    .where(and(eq(calendarevents.tenantId, ctx.user.tenantId), where));
}

type JoinedEvent = {
  event: EventRow;
  username: string | null;
  ordernumber: number | null;
  customername: string | null;
};

function toApi(row: JoinedEvent): CalendarEvent {
  const { tenantId: _tenant, isactive: _active, ...e } = row.event;
  return {
    ...e,
    start: e.start.toISOString(),
    end: e.end.toISOString(),
    createdon: e.createdon.toISOString(),
    updatedon: e.updatedon.toISOString(),
    username: row.username,
    ordernumber: row.ordernumber,
    customername: row.customername,
  };
}

/** A row of the tenant's events the user may see with this action, else 404 (not seen) or 403 (seen, not allowed). */
async function eventFor(ctx: Ctx, id: number, action: Action): Promise<JoinedEvent> {
  const [row] = await eventQuery(ctx, eq(calendarevents.id, id));
  if (!row) throw notFound();
  if (row.event.user_id !== ctx.user.userId) {
    // Without the view permission another employee's event does not exist for this user.
    if (!mayTouchOthers(ctx, 'view')) throw notFound();
    if (action !== 'view' && !mayTouchOthers(ctx, action)) throw forbidden();
  }
  return row;
}

export async function getCalendarEvent(ctx: Ctx, id: number): Promise<CalendarEvent> {
  return toApi(await eventFor(ctx, id, 'view'));
}

/**
 * POST calendarevents/list: the events overlapping [from, to). Another employee's event is answered in full with
 * resourceplanner_view_othersevent; without it as a busy block (time only), so a planner still sees who is taken.
 */
export async function listCalendarEvents(
  ctx: Ctx,
  input: CalendarEventListInput,
): Promise<{ items: (CalendarEvent | BusyBlock)[]; total?: number }> {
  const where = and(
    lt(calendarevents.start, new Date(input.to)),
    gt(calendarevents.end, new Date(input.from)),
    input.match?.user_id === undefined ? undefined : eq(calendarevents.user_id, input.match.user_id),
    input.match?.order_id === undefined ? undefined : eq(calendarevents.order_id, input.match.order_id),
  );
  const rows = await eventQuery(ctx, where)
    .orderBy(asc(calendarevents.start), asc(calendarevents.id))
    .limit(input.limit ?? 1000)
    .offset(input.skip ?? 0);
  const seesOthers = mayTouchOthers(ctx, 'view');
  const items = rows.map((r): CalendarEvent | BusyBlock =>
    seesOthers || r.event.user_id === ctx.user.userId
      ? toApi(r)
      : {
          id: r.event.id,
          user_id: r.event.user_id,
          start: r.event.start.toISOString(),
          end: r.event.end.toISOString(),
          busy: true,
        },
  );
  if (!input.count) return { items };
  const [c] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(calendarevents)
    .where(and(eq(calendarevents.tenantId, ctx.user.tenantId), where));
  return { items, total: c!.n };
}

function assertMayAddFor(ctx: Ctx, userId: number): void {
  if (userId !== ctx.user.userId && !mayTouchOthers(ctx, 'add')) throw forbidden();
}

async function insertEvent(
  ctx: Ctx,
  e: Planned & { title: string; description?: string | null },
): Promise<CalendarEvent> {
  const [row] = await ctx.tx
    .insert(calendarevents)
    .values({
      tenantId: ctx.user.tenantId,
      order_id: e.order_id,
      user_id: e.user_id,
      start: e.start,
      end: e.end,
      title: e.title,
      description: e.description ?? null,
      createdby: ctx.user.userId,
    })
    .returning({ id: calendarevents.id });
  return getCalendarEvent(ctx, row!.id);
}

/** POST calendarevents: an event of an employee, checked against the rules of spec 02 §5. */
export async function createCalendarEvent(ctx: Ctx, input: CalendarEventCreateInput): Promise<CalendarEvent> {
  assertMayAddFor(ctx, input.user_id);
  const planned = {
    order_id: input.order_id ?? null,
    user_id: input.user_id,
    start: new Date(input.start),
    end: new Date(input.end),
  };
  await assertEventRules(ctx, planned);
  return insertEvent(ctx, { ...planned, title: input.title, description: input.description });
}

/**
 * PUT calendarevents/{id}: a move, a resize or the dialog's changes, with the version read (stale: 412). Handing an
 * event to another employee needs the right to edit other people's events.
 */
export async function updateCalendarEvent(
  ctx: Ctx,
  id: number,
  input: CalendarEventUpdateInput,
): Promise<CalendarEvent> {
  const { event } = await eventFor(ctx, id, 'edit');
  if (input.version !== event.version) throw staleVersion();
  const next = {
    order_id: input.order_id === undefined ? event.order_id : input.order_id,
    user_id: input.user_id ?? event.user_id,
    start: input.start ? new Date(input.start) : event.start,
    end: input.end ? new Date(input.end) : event.end,
  };
  if (next.user_id !== ctx.user.userId && next.user_id !== event.user_id && !mayTouchOthers(ctx, 'edit')) {
    throw forbidden();
  }
  if (next.end <= next.start) throw badRequest([{ field: 'end', message: PLANNER_ERRORS.endBeforeStart }]);
  await assertEventRules(ctx, next, id);
  await ctx.tx
    .update(calendarevents)
    .set({
      ...next,
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.description === undefined ? {} : { description: input.description }),
      version: event.version + 1,
      updatedon: new Date(),
    })
    .where(and(eq(calendarevents.tenantId, ctx.user.tenantId), eq(calendarevents.id, id)));
  return getCalendarEvent(ctx, id);
}

/** DELETE calendarevents {ids}: all or nothing; an id not seen is 404, another's event without the right 403. */
export async function deleteCalendarEvents(ctx: Ctx, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  for (const id of unique) await eventFor(ctx, id, 'delete');
  await ctx.tx
    .delete(calendarevents)
    .where(and(eq(calendarevents.tenantId, ctx.user.tenantId), inArray(calendarevents.id, unique)));
  return { deleted: unique.length };
}

/**
 * POST calendarevents/plan_order: an order dropped on an employee in the planner. In one transaction the employee
 * becomes the order's responsible when it has none (else a participant, unless already on it) and gets the event.
 * The order's dates are not widened: an event outside them is refused with eventOutsideOrderDates and nothing
 * changes (decision: docs/pending/planner.md).
 */
export async function planOrder(ctx: Ctx, input: PlanOrderInput): Promise<CalendarEvent> {
  assertMayAddFor(ctx, input.user_id);
  const tenant = ctx.user.tenantId;
  const order = await orderOf(ctx, input.order_id);
  if (!order) throw badRequest([{ field: 'order_id', message: 'invalidData' }]);
  await assertMember(ctx, input.user_id);
  if (order.responsible_id === null) {
    await ctx.tx
      .update(orders)
      .set({ responsible_id: input.user_id, version: order.version + 1, updatedon: new Date() })
      .where(and(eq(orders.tenantId, tenant), eq(orders.id, order.id)));
  } else if (!(await isOnOrder(ctx, order, input.user_id))) {
    await ctx.tx
      .insert(orderParticipants)
      .values({ tenantId: tenant, order_id: order.id, user_id: input.user_id })
      .onConflictDoNothing();
  }
  const planned = {
    order_id: order.id,
    user_id: input.user_id,
    start: new Date(input.start),
    end: new Date(input.end),
  };
  await assertEventRules(ctx, planned);
  const title =
    input.title ??
    ([order.customername, order.description].filter(Boolean).join(' – ') || `${order.ordernumber}`).slice(
      0,
      200,
    );
  return insertEvent(ctx, { ...planned, title });
}

/**
 * The planner's side panel: active orders with no responsible (the orders list's type=2), the most urgent first
 * (deadline, then start date, then number).
 */
export async function unassignedOrders(
  ctx: Ctx,
  input: { search?: string; limit?: number },
): Promise<UnassignedOrder[]> {
  const text = input.search?.trim();
  const rows = await ctx.tx
    .select({
      id: orders.id,
      ordernumber: orders.ordernumber,
      description: orders.description,
      customername: customers.name,
      startdate: orders.startdate,
      enddate: orders.enddate,
      deadlinedate: orders.deadlinedate,
    })
    .from(orders)
    .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)))
    .where(
      and(
        eq(orders.tenantId, ctx.user.tenantId),
        isNull(orders.responsible_id),
        eq(orders.isactive, true),
        text
          ? or(
              ilike(orders.description, `%${escapeLike(text)}%`),
              ilike(customers.name, `%${escapeLike(text)}%`),
              sql`${orders.ordernumber}::text like ${`${escapeLike(text)}%`}`,
            )
          : undefined,
      ),
    )
    .orderBy(
      sql`${orders.deadlinedate} asc nulls last`,
      sql`${orders.startdate} asc nulls last`,
      asc(orders.ordernumber),
    )
    .limit(input.limit ?? 50);
  return rows;
}

/** The planner's rows: the company's active members marked as employees (not the support super admin), by name. */
export async function plannerEmployees(
  ctx: Ctx,
): Promise<{ id: number; name: string; initial: string | null }[]> {
  return ctx.tx
    .select({ id: users.id, name: users.name, initial: memberships.initial })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.tenantId, ctx.user.tenantId),
        eq(memberships.isactive, true),
        eq(users.isactive, true),
        eq(memberships.isEmployee, true),
      ),
    )
    .orderBy(asc(users.name));
}

/**
 * The orders an employee may get an event on (the event dialog's order choice): active orders where the employee is
 * the responsible or a participant, newest first.
 */
export async function ordersOfUser(
  ctx: Ctx,
  userId: number,
): Promise<{ id: number; ordernumber: number; description: string | null; customername: string | null }[]> {
  const tenant = ctx.user.tenantId;
  return ctx.tx
    .select({
      id: orders.id,
      ordernumber: orders.ordernumber,
      description: orders.description,
      customername: customers.name,
    })
    .from(orders)
    .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)))
    .where(
      and(
        eq(orders.tenantId, tenant),
        eq(orders.isactive, true),
        or(
          eq(orders.responsible_id, userId),
          sql`exists (select 1 from ${orderParticipants} p where p.tenant_id = ${orders.tenantId}
            and p.order_id = ${orders.id} and p.user_id = ${userId})`,
        ),
      ),
    )
    .orderBy(sql`${orders.ordernumber} desc`)
    .limit(200);
}
