// Demo hours (issue 9): about six weeks of the demo employees' hours around today in every state, some absence, and
// the month before this one locked. Dates are relative to the day the demo is seeded (Oslo calendar), so the week
// screen shows a current week. Hours go on orders that are past draft (a draft order stays deletable).
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import { memberships } from '../../platform/users/users.table';
import { orders } from '../orders/orders.table';
import { absenctypes, worktypes } from '../settings/settings.table';
import { hoursFromTimes } from '@suite/shared/hours/hours.schema';
import { isoWeekday } from '@suite/shared/hours/overtime';
import { norwegianHolidays } from './holidays';
import { hourLockedMonths, hours } from './hours.table';
import { osloDate } from '@suite/shared/format/date-format';
import { isoWeekOf, STATE } from './hours.service';

const DAY = 86_400_000;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

type Insert = typeof hours.$inferInsert;

async function idsByName(
  tx: Parameters<Parameters<typeof withTenant>[2]>[0],
  table: typeof worktypes,
  tenantId: number,
) {
  const rows = await tx
    .select({ id: table.id!, name: table.name! })
    .from(table)
    .where(eq(table.tenantId!, tenantId));
  return new Map(rows.map((r) => [String(r.name), Number(r.id)]));
}

/** The demo company's hours; `today` for tests (default: today in Oslo). */
export async function seedHours(
  db: Db,
  tenantId: number,
  fjordId?: number,
  today = osloDate(new Date()),
): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const people = await tx
      .select({ id: users.id, username: users.username, department: memberships.employeeDepartmentId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.tenantId, tenantId));
    const tech = people.find((p) => p.username === 'tech');
    const admin = people.find((p) => p.username === 'admin');
    if (!tech || !admin) return;
    const wt = await idsByName(tx, worktypes, tenantId);
    const at = await idsByName(tx, absenctypes, tenantId);
    const work = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), ne(orders.status, 1)))
      .orderBy(asc(orders.id));
    const { monday: thisMonday } = isoWeekOf(today);
    const lastMonday = addDays(thisMonday, -7);
    const firstOfMonth = `${today.slice(0, 8)}01`;
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7));
    const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
    const firstOfPrevious = `${previous.year}-${String(previous.month).padStart(2, '0')}-01`;
    // From the first Monday on or before the start of the previous month, at least six weeks back.
    let start = addDays(firstOfPrevious, -(isoWeekday(firstOfPrevious) - 1));
    if (start > addDays(thisMonday, -35)) start = addDays(thisMonday, -35);
    const holidays = { ...norwegianHolidays(year - 1), ...norwegianHolidays(year) };
    const rows: Insert[] = [];
    const stateOf = (date: string) =>
      date < firstOfMonth || date < lastMonday
        ? STATE.approved
        : date < thisMonday
          ? STATE.delivered
          : STATE.not_delivered;
    const stamp = (date: string, state: number) => ({
      deliveredon: state === STATE.not_delivered ? null : new Date(`${date}T15:30:00Z`),
      approvedon: state === STATE.approved ? new Date(`${date}T16:00:00Z`) : null,
      approvedby: state === STATE.approved ? admin.id : null,
    });
    let n = 0;
    for (let date = start; date <= today; date = addDays(date, 1)) {
      const weekday = isoWeekday(date);
      if (weekday > 5 || holidays[date]) continue;
      const state = stateOf(date);
      n++;
      const base = { tenantId, createdby: tech.id, ...stamp(date, state), state };
      // The technician: a day on an order, every ninth day a holiday (Ferie), every thirteenth a sick day.
      if (n % 9 === 0 && at.get('Ferie')) {
        rows.push({
          ...base,
          user_id: tech.id,
          date,
          amount: '7.50',
          absencetype_id: at.get('Ferie')!,
          department_id: tech.department,
        });
      } else if (n % 13 === 0 && at.get('Sykdom (egenmelding)')) {
        rows.push({
          ...base,
          ...stamp(date, state === STATE.not_delivered ? state : STATE.approved),
          state: state === STATE.not_delivered ? state : STATE.approved,
          user_id: tech.id,
          date,
          amount: '7.50',
          absencetype_id: at.get('Sykdom (egenmelding)')!,
          department_id: tech.department,
        });
      } else {
        const order = work.length ? work[n % work.length]!.id : null;
        rows.push({
          ...base,
          user_id: tech.id,
          date,
          starttime: '07:00',
          endtime: '15:00',
          breakminutes: 30,
          amount: hoursFromTimes('07:00', '15:00', 30).toFixed(2),
          worktype_id: wt.get('Normaltid')!,
          order_id: order,
          department_id: tech.department,
          description: 'Service og vedlikehold',
        });
        // Twice a week an evening call-out (overtime after the working day), travel on Thursdays.
        if (weekday === 2 || weekday === 4) {
          rows.push({
            ...base,
            user_id: tech.id,
            date,
            starttime: '17:00',
            endtime: '19:30',
            amount: '2.50',
            worktype_id: wt.get('Normaltid')!,
            order_id: order,
            department_id: tech.department,
            description: 'Utrykning kveld',
          });
        }
        if (weekday === 4 && wt.get('Reise')) {
          rows.push({
            ...base,
            user_id: tech.id,
            date,
            amount: '1.00',
            worktype_id: wt.get('Reise')!,
            order_id: order,
            department_id: tech.department,
          });
        }
      }
      // The administrator: internal time.
      if (wt.get('Intern tid')) {
        rows.push({
          ...base,
          createdby: admin.id,
          user_id: admin.id,
          date,
          amount: '7.50',
          worktype_id: wt.get('Intern tid')!,
          department_id: admin.department,
        });
      }
    }
    // Last week: one day of the technician's hours was not approved, with the approver's comment.
    const rejected = rows.find(
      (r) => r.user_id === tech.id && r.date === addDays(lastMonday, 1) && r.worktype_id,
    );
    if (rejected) {
      Object.assign(rejected, {
        state: STATE.not_approved,
        comment: 'Timene hører til en annen ordre: før dem på riktig ordre og lever på nytt.',
        approvedon: null,
        approvedby: null,
      });
    }
    for (let i = 0; i < rows.length; i += 200) await tx.insert(hours).values(rows.slice(i, i + 200));
    await tx
      .insert(hourLockedMonths)
      .values({ tenantId, year: previous.year, month: previous.month, lockedby: admin.id, automatic: false })
      .onConflictDoNothing();
  });
  if (fjordId === undefined) return;
  // The other company: a few open hours of its administrator (isolation tests see rows on both sides).
  await withTenant(db, fjordId, async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.tenantId, fjordId), eq(users.username, 'fjordadmin')));
    const normal = (await idsByName(tx, worktypes, fjordId)).get('Normaltid');
    if (!owner || !normal) return;
    const { monday } = isoWeekOf(today);
    await tx.insert(hours).values(
      [0, 1, 2].map((i) => ({
        tenantId: fjordId,
        user_id: owner.id,
        date: addDays(monday, i),
        amount: '7.50',
        worktype_id: normal,
        createdby: owner.id,
      })),
    );
  });
}
