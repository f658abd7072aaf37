import { and, asc, eq, sql } from 'drizzle-orm';
import { osloInstant } from '@suite/shared/planner/planner.rules';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import { memberships, userroles } from '../../platform/users/users.table';
import { customers } from '../customers/customers.table';
import { leads } from '../leads/leads.table';
import { orderParticipants, orders } from '../orders/orders.table';
import { meetingstatuses, meetingtypes } from '../settings/settings.table';
import { appointments, calendarevents } from './planner.table';

/** The Monday (YYYY-MM-DD, Oslo) of the ISO week holding `now`, plus `days`. */
export function isoWeekDay(now: Date, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(now);
  const noon = new Date(`${today}T12:00:00Z`);
  const monday = new Date(noon.getTime() - ((noon.getUTCDay() + 6) % 7) * 86_400_000);
  return new Date(monday.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Demo data of the resource planner (issue 7 "Demo data"): the office plans and the technician sees the plan (their
 * roles get the planner and appointment permissions), three orders planned over the current ISO week with the
 * technician and the administrator, one order waiting unassigned in the side panel, and appointments with customers
 * and a lead. Dates are relative to the seed date, so a new user always sees this week planned.
 */
export async function seedPlanner(db: Db, tenantId: number, now = new Date()): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const roleExtras: Record<string, string[]> = {
      Kontor: [
        'resourceplanner_view',
        'resourceplanner_add',
        'resourceplanner_edit',
        'resourceplanner_delete',
        'appointments_view',
        'appointments_add',
        'appointments_edit',
        'appointments_delete',
      ],
      Tekniker: ['resourceplanner_view', 'appointments_view'],
    };
    for (const [name, extra] of Object.entries(roleExtras)) {
      await tx
        .update(userroles)
        .set({ permissions: sql`${userroles.permissions} || ${`{${extra.join(',')}}`}::text[]` })
        .where(and(eq(userroles.tenantId, tenantId), eq(userroles.name, name)));
    }
    const members = await tx
      .select({ id: users.id, username: users.username })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.tenantId, tenantId));
    const idOf = (u: string) => members.find((m) => m.username === u)?.id;
    const tech = idOf('tech');
    const admin = idOf('admin');
    const office = idOf('office');
    if (!tech || !admin || !office) return;
    const clients = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(
        and(eq(customers.tenantId, tenantId), eq(customers.issupplier, false), eq(customers.isactive, true)),
      )
      .orderBy(asc(customers.id))
      .limit(4);
    if (clients.length < 4) return;
    const day = (n: number) => isoWeekDay(now, n);
    const [last] = await tx
      .select({ n: sql<number | null>`max(${orders.ordernumber})` })
      .from(orders)
      .where(eq(orders.tenantId, tenantId));
    let next = Math.max(Number(last?.n ?? 0), 10000) + 1;
    const planned = await tx
      .insert(orders)
      .values([
        {
          tenantId,
          ordernumber: next++,
          customer_id: clients[0]!.id,
          status: 2,
          responsible_id: tech,
          description: 'Årlig service på ventilasjonsanlegg',
          orderdate: day(-7),
          startdate: day(0),
          enddate: day(4),
        },
        {
          tenantId,
          ordernumber: next++,
          customer_id: clients[1]!.id,
          status: 2,
          responsible_id: admin,
          description: 'Montering av varmepumpe',
          orderdate: day(-5),
          startdate: day(1),
          enddate: day(3),
        },
        {
          tenantId,
          ordernumber: next++,
          customer_id: clients[2]!.id,
          status: 2,
          responsible_id: tech,
          description: 'Feilsøking brannalarm',
          orderdate: day(-2),
          startdate: day(3),
          enddate: day(4),
        },
        // Waits in the planner's side panel to be dropped on an employee.
        {
          tenantId,
          ordernumber: next++,
          customer_id: clients[3]!.id,
          status: 1,
          responsible_id: null,
          description: 'Bytte filter i aggregat',
          orderdate: day(0),
          startdate: day(0),
          enddate: day(6),
          deadlinedate: day(4),
        },
      ])
      .returning({ id: orders.id, ordernumber: orders.ordernumber });
    const [service, pump, alarm] = planned as [{ id: number; ordernumber: number }, ...{ id: number }[]];
    // The administrator helps on the service order; the technician on the heat pump.
    await tx.insert(orderParticipants).values([
      { tenantId, order_id: service.id, user_id: admin },
      { tenantId, order_id: pump!.id, user_id: tech },
    ]);
    const event = (
      order: { id: number },
      user: number,
      d: number,
      from: number,
      to: number,
      title: string,
    ) => ({
      tenantId,
      order_id: order.id,
      user_id: user,
      start: osloInstant(day(d), from),
      end: osloInstant(day(d), to),
      title,
      createdby: office,
    });
    await tx
      .insert(calendarevents)
      .values([
        event(service, tech, 0, 8, 12, 'Service ventilasjon – aggregat 1'),
        event(service, tech, 0, 12, 15, 'Service ventilasjon – aggregat 2'),
        event(service, admin, 1, 9, 11, 'Kontroll og rapport ventilasjon'),
        event(pump!, admin, 1, 12, 16, 'Montering varmepumpe'),
        event(pump!, tech, 2, 8, 15, 'Montering varmepumpe, innedel og utedel'),
        event(alarm!, tech, 3, 8, 12, 'Feilsøking brannalarmsentral'),
        event(service, tech, 4, 8, 11, 'Service ventilasjon – sluttkontroll'),
        { ...event(service, office, 4, 13, 14, 'Kundeoppfølging service'), order_id: null },
      ]);

    const [type] = await tx
      .select({ id: (meetingtypes as unknown as { id: typeof orders.id }).id })
      .from(meetingtypes)
      .where(eq((meetingtypes as unknown as { tenantId: typeof orders.tenantId }).tenantId, tenantId))
      .orderBy(asc((meetingtypes as unknown as { id: typeof orders.id }).id))
      .limit(1);
    const [status] = await tx
      .select({ id: (meetingstatuses as unknown as { id: typeof orders.id }).id })
      .from(meetingstatuses)
      .where(eq((meetingstatuses as unknown as { tenantId: typeof orders.tenantId }).tenantId, tenantId))
      .orderBy(asc((meetingstatuses as unknown as { id: typeof orders.id }).id))
      .limit(1);
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.tenantId, tenantId))
      .orderBy(asc(leads.id))
      .limit(1);
    await tx.insert(appointments).values([
      {
        tenantId,
        customer_id: clients[0]!.id,
        meetingtype_id: type?.id ?? null,
        meetingstatus_id: status?.id ?? null,
        responsible_id: office,
        start: osloInstant(day(1), 10),
        end: osloInstant(day(1), 11),
        subject: 'Gjennomgang av serviceavtale',
        place: 'Hos kunden',
        createdby: office,
      },
      {
        tenantId,
        customer_id: clients[1]!.id,
        meetingtype_id: type?.id ?? null,
        meetingstatus_id: status?.id ?? null,
        responsible_id: admin,
        start: osloInstant(day(2), 9),
        end: osloInstant(day(2), 10),
        subject: 'Befaring før montering',
        place: 'Anlegget',
        createdby: admin,
      },
      ...(lead
        ? [
            {
              tenantId,
              lead_id: lead.id,
              meetingtype_id: type?.id ?? null,
              meetingstatus_id: status?.id ?? null,
              responsible_id: office,
              start: osloInstant(day(3), 14),
              end: osloInstant(day(3), 15),
              subject: 'Presentasjon av tjenester',
              place: 'Teams',
              createdby: office,
            },
          ]
        : []),
    ]);
  });
}
