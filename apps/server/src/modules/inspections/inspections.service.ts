// Inspections (issue 8; spec 02 §3 "Inspection", §4, §7): the record with its status history, the list with its
// filters (overdue first), the finalizing list of the archive, and the inspection tabs of equipment, customers and
// orders. The contract is docs/inspections-api.md.
import { and, asc, desc, eq, gte, ilike, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  INSPECTION_CHECKLIST_MODULE,
  INSPECTION_ERRORS,
  OVERDUE,
  addMonthsIso,
  type Inspection,
  type InspectionCreateInput,
  type InspectionDisplayStatus,
  type InspectionHistoryEntry,
  type InspectionListInput,
  type InspectionStatus,
  type InspectionUpdateInput,
  type InspectionView,
} from '@suite/shared/inspections/inspection.schema';
import { canChange } from '@suite/shared/users/permissions';
import { users } from '../../platform/auth/auth.table';
import { badRequest, forbidden, notFound, staleVersion } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { escapeLike } from '../../platform/resources/record-list';
import { memberships } from '../../platform/users/users.table';
import { checklists } from '../checklists/checklists.table';
import { customers } from '../customers/customers.table';
import { equipments } from '../equipment/equipment.table';
import { orders } from '../orders/orders.table';
import { assertReferences, type KeyedTable } from '../products/record-refs';
import { inspectiontypes } from '../settings/settings.table';
import { inspectionFinalizing, inspections, inspectionStatusHistory } from './inspections.table';
import { osloDate } from '@suite/shared/format/date-format';

/** The settings list of inspection types (engine table: columns known at run time). */
export const types = inspectiontypes as unknown as KeyedTable & { name: PgColumn; intervalmonths: PgColumn };

/** pg-boss retries a failed archive this many times (3 runs in all). */
export const ARCHIVE_RETRY_LIMIT = 2;

/** Today in Oslo ('YYYY-MM-DD'), the day overdue is measured against. */

/**
 * spec 02 §3 'overdue' in SQL: the next inspection date is before today and no newer inspection of the same
 * equipment exists (the newer one replaces it).
 */
export function overdueSql(today: string): SQL<boolean> {
  return sql<boolean>`(${inspections.nextinspection} < ${today}::date and not exists (
    select 1 from inspections i2 where i2.tenant_id = ${inspections.tenantId}
      and i2.equipment_id = ${inspections.equipment_id}
      and (i2.date > ${inspections.date} or (i2.date = ${inspections.date} and i2.id > ${inspections.id}))))`;
}

const finalizingSql = sql<boolean>`exists (select 1 from inspection_finalizing f
  where f.tenant_id = ${inspections.tenantId} and f.inspection_id = ${inspections.id})`;

const checklistCountSql = sql<number>`(select count(*)::int from checklists c
  where c.tenant_id = ${inspections.tenantId} and c.checklistmodule = ${INSPECTION_CHECKLIST_MODULE}
    and c.record_id = ${inspections.id} and c.status <> 3)`;

/** The record with the names it shows, for lists, the record and the reports. */
export function selectInspections(ctx: Pick<Ctx, 'tx'>, today: string) {
  return ctx.tx
    .select({
      i: inspections,
      equipmentnumber: equipments.number,
      equipmentname: equipments.name,
      customername: customers.name,
      ordernumber: orders.ordernumber,
      inspectiontypename: sql<string | null>`${types.name}`,
      responsiblename: users.name,
      overdue: overdueSql(today),
      finalizing: finalizingSql,
      checklistcount: checklistCountSql,
    })
    .from(inspections)
    .innerJoin(
      equipments,
      and(eq(equipments.tenantId, inspections.tenantId), eq(equipments.id, inspections.equipment_id)),
    )
    .leftJoin(
      customers,
      and(eq(customers.tenantId, inspections.tenantId), eq(customers.id, inspections.customer_id)),
    )
    .leftJoin(orders, and(eq(orders.tenantId, inspections.tenantId), eq(orders.id, inspections.order_id)))
    .leftJoin(
      types,
      and(eq(types.tenantId, inspections.tenantId), eq(types.id, inspections.inspectiontype_id)),
    )
    .leftJoin(users, eq(users.id, inspections.responsible_id))
    .$dynamic();
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectInspections>['execute']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toInspection(r: SelectedRow): Inspection {
  const i = r.i;
  const overdue = Boolean(r.overdue);
  return {
    id: i.id,
    equipment_id: i.equipment_id,
    equipmentnumber: r.equipmentnumber,
    equipmentname: r.equipmentname,
    customer_id: i.customer_id,
    customername: r.customername,
    order_id: i.order_id,
    ordernumber: r.ordernumber,
    inspectiontype_id: i.inspectiontype_id,
    inspectiontypename: r.inspectiontypename,
    controlnumber: i.controlnumber,
    date: i.date,
    inspectionDate: i.date,
    status: i.status as InspectionStatus,
    displaystatus: overdue ? OVERDUE : (i.status as InspectionStatus),
    overdue,
    inspectorsignature: i.inspectorsignature,
    customersignature: i.customersignature,
    repairedbysignature: i.repairedbysignature,
    responsiblesignature: i.responsiblesignature,
    contactName: i.contactName,
    contactemail: i.contactemail,
    nextinspection: i.nextinspection,
    nextInspectionDate: i.nextinspection,
    inspectedbyname: i.inspectedbyname,
    responsible_id: i.responsible_id,
    responsiblename: r.responsiblename,
    remarks: i.remarks,
    archived: i.archivedon !== null,
    archivedon: iso(i.archivedon),
    archivefile_id: i.archivefile_id,
    finalizing: Boolean(r.finalizing),
    checklistcount: Number(r.checklistcount),
    version: i.version,
    createdon: i.createdon.toISOString(),
    updatedon: i.updatedon.toISOString(),
  };
}

const byId = (ctx: Ctx, id: number) =>
  and(eq(inspections.tenantId, ctx.user.tenantId), eq(inspections.id, id));

/** The saved row; another tenant's or an unknown id is 404 inspectionNotFound. */
export async function inspectionRow(ctx: Ctx, id: number) {
  const [row] = await ctx.tx.select().from(inspections).where(byId(ctx, id));
  if (!row) throw notFound(INSPECTION_ERRORS.notFound);
  return row;
}

/** GET /api/inspections/{id}. */
export async function getInspection(ctx: Ctx, id: number, now = new Date()): Promise<Inspection> {
  const [row] = await selectInspections(ctx, osloDate(now)).where(byId(ctx, id));
  if (!row) throw notFound(INSPECTION_ERRORS.notFound);
  return toInspection(row);
}

/** The status history, oldest first (statusHistoryModel). */
export async function statusHistory(ctx: Ctx, id: number): Promise<InspectionHistoryEntry[]> {
  const rows = await ctx.tx
    .select({ h: inspectionStatusHistory, name: users.name })
    .from(inspectionStatusHistory)
    .leftJoin(users, eq(users.id, inspectionStatusHistory.changedby))
    .where(
      and(
        eq(inspectionStatusHistory.tenantId, ctx.user.tenantId),
        eq(inspectionStatusHistory.inspection_id, id),
      ),
    )
    .orderBy(asc(inspectionStatusHistory.changedon), asc(inspectionStatusHistory.id));
  return rows.map(({ h, name }) => ({
    id: h.id,
    fromstatus: (h.fromstatus as InspectionStatus | null) ?? null,
    status: h.tostatus as InspectionStatus,
    changedby_id: h.changedby,
    changedby: name ?? h.changedbyname,
    changedon: h.changedon.toISOString(),
    comment: h.comment,
  }));
}

/** GET /api/inspection/get_view/{id}: the record and its status history. */
export async function getInspectionView(ctx: Ctx, id: number): Promise<InspectionView> {
  const inspection = await getInspection(ctx, id);
  return { ...inspection, statusHistoryModel: await statusHistory(ctx, id) };
}

/** The conditions of the list and report filters (status on what a user sees: 'overdue' is derived). */
export function filterConditions(
  ctx: Ctx,
  input: {
    status?: InspectionDisplayStatus | InspectionDisplayStatus[];
    inspectiontype_id?: number;
    customer_id?: number;
    equipment_id?: number;
    order_id?: number;
    from?: string | null;
    to?: string | null;
    archived?: boolean;
    search?: string;
  },
  today: string,
): SQL[] {
  const where: SQL[] = [eq(inspections.tenantId, ctx.user.tenantId)];
  if (input.inspectiontype_id) where.push(eq(inspections.inspectiontype_id, input.inspectiontype_id));
  if (input.customer_id) where.push(eq(inspections.customer_id, input.customer_id));
  if (input.equipment_id) where.push(eq(inspections.equipment_id, input.equipment_id));
  if (input.order_id) where.push(eq(inspections.order_id, input.order_id));
  if (input.from) where.push(gte(inspections.date, input.from));
  if (input.to) where.push(lte(inspections.date, input.to));
  if (input.archived === true) where.push(sql`${inspections.archivedon} is not null`);
  if (input.archived === false) where.push(sql`${inspections.archivedon} is null`);
  if (input.status !== undefined) {
    const wanted = Array.isArray(input.status) ? input.status : [input.status];
    const saved = wanted.filter((s): s is InspectionStatus => s !== OVERDUE);
    const parts: SQL[] = [];
    if (wanted.includes(OVERDUE)) parts.push(overdueSql(today));
    if (saved.length) parts.push(and(inArray(inspections.status, saved), not(overdueSql(today)))!);
    where.push(parts.length ? or(...parts)! : sql`false`);
  }
  const text = input.search?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    where.push(
      or(
        ilike(inspections.controlnumber, pattern),
        ilike(inspections.inspectedbyname, pattern),
        ilike(inspections.contactName, pattern),
        ilike(equipments.name, pattern),
        ilike(equipments.number, pattern),
        ilike(customers.name, pattern),
      )!,
    );
  }
  return where;
}

const SORT_COLUMNS = {
  date: inspections.date,
  nextinspection: inspections.nextinspection,
  controlnumber: inspections.controlnumber,
  status: inspections.status,
  customername: customers.name,
  equipmentnumber: equipments.number,
} as const;

/** The count of a filtered list (the same joins the filters use). */
export async function countInspections(ctx: Ctx, where: SQL[]): Promise<number> {
  const [r] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(inspections)
    .innerJoin(
      equipments,
      and(eq(equipments.tenantId, inspections.tenantId), eq(equipments.id, inspections.equipment_id)),
    )
    .leftJoin(
      customers,
      and(eq(customers.tenantId, inspections.tenantId), eq(customers.id, inspections.customer_id)),
    )
    .where(and(...where));
  return Number(r?.n ?? 0);
}

/**
 * POST /api/inspections/list (and the tabs of equipment, customers and orders): filters, search and paging;
 * without a sort, overdue inspections first, then the newest date.
 */
export async function listInspections(
  ctx: Ctx,
  input: InspectionListInput,
  now = new Date(),
): Promise<{ items: Inspection[]; total: number }> {
  const today = osloDate(now);
  const where = filterConditions(ctx, input, today);
  const [field, dir] = Object.entries(input.sort ?? {})[0] ?? [];
  const order = field
    ? [
        (dir === -1 ? desc : asc)(SORT_COLUMNS[field as keyof typeof SORT_COLUMNS]),
        (dir === -1 ? desc : asc)(inspections.id),
      ]
    : [desc(overdueSql(today)), desc(inspections.date), desc(inspections.id)];
  const limit = input.limit ?? 25;
  const skip = input.skip ?? 0;
  const rows = await selectInspections(ctx, today)
    .where(and(...where))
    .orderBy(...order)
    .limit(limit)
    .offset(skip);
  const items = rows.map(toInspection);
  const total =
    input.count === false
      ? items.length
      : skip === 0 && items.length < limit
        ? items.length
        : await countInspections(ctx, where);
  return { items, total };
}

/** Whether the signed-in user is read-only (role 3): their inspections are field work, the rest master data. */
const readOnly = (ctx: Ctx) => !canChange(ctx.user.access);

/**
 * Technicians fill the inspections they are responsible for (status, signatures, contact, dates, remarks) but
 * never move them to another equipment, order, type or responsible: that is office work.
 */
function assertMayFill(
  ctx: Ctx,
  row: typeof inspections.$inferSelect,
  input?: Partial<Record<'equipment_id' | 'order_id' | 'inspectiontype_id' | 'responsible_id', unknown>>,
) {
  if (!readOnly(ctx)) return;
  if (row.responsible_id !== ctx.user.userId) throw forbidden('readOnly');
  if (!input) return;
  for (const f of ['equipment_id', 'order_id', 'inspectiontype_id', 'responsible_id'] as const) {
    if (input[f] !== undefined && input[f] !== row[f]) throw forbidden('readOnly');
  }
}

/** The responsible must be a member of the tenant (400 invalidData, as any reference). */
async function assertMember(ctx: Ctx, userId: number | null | undefined) {
  if (userId == null) return;
  const [m] = await ctx.tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.tenantId, ctx.user.tenantId), eq(memberships.userId, userId)))
    .limit(1);
  if (!m) throw badRequest([{ field: 'responsible_id', message: 'invalidData' }]);
}

async function equipmentCustomer(ctx: Ctx, equipmentId: number): Promise<number | null> {
  const [e] = await ctx.tx
    .select({ c: equipments.customer_id })
    .from(equipments)
    .where(and(eq(equipments.tenantId, ctx.user.tenantId), eq(equipments.id, equipmentId)));
  return e?.c ?? null;
}

async function typeInterval(ctx: Ctx, typeId: number | null): Promise<number | null> {
  if (!typeId) return null;
  const [t] = await ctx.tx
    .select({ months: sql<number | null>`${types.intervalmonths}` })
    .from(types)
    .where(and(eq(types.tenantId, ctx.user.tenantId), eq(types.id, typeId)));
  return t?.months ?? null;
}

async function defaultType(ctx: Ctx): Promise<number | null> {
  const id = ctx.user.config.defaultinspectiontype;
  if (!id) return null;
  const [t] = await ctx.tx
    .select({ id: types.id })
    .from(types)
    .where(and(eq(types.tenantId, ctx.user.tenantId), eq(types.id, id)));
  return t ? Number(t.id) : null;
}

/** One status change in the history (creation is from null). */
async function recordStatusChange(
  ctx: Ctx,
  inspectionId: number,
  from: string | null,
  to: string,
  comment: string | null | undefined,
) {
  await ctx.tx.insert(inspectionStatusHistory).values({
    tenantId: ctx.user.tenantId,
    inspection_id: inspectionId,
    fromstatus: from,
    tostatus: to,
    changedby: ctx.user.userId || null,
    changedbyname: ctx.user.details?.name ?? '',
    comment: comment ?? null,
  });
}

/** POST /api/inspections: a new inspection (status not_controlled unless given), with its first history entry. */
export async function createInspection(ctx: Ctx, input: InspectionCreateInput): Promise<Inspection> {
  await assertReferences(ctx, input, {
    equipment_id: equipments,
    order_id: orders,
    inspectiontype_id: types,
  });
  await assertMember(ctx, input.responsible_id);
  const tenant = ctx.user.tenantId;
  const date = input.date ?? osloDate();
  const typeId = input.inspectiontype_id ?? (await defaultType(ctx));
  const months = await typeInterval(ctx, typeId);
  const next =
    input.nextinspection !== undefined ? input.nextinspection : months ? addMonthsIso(date, months) : null;
  if (next && next < date) {
    throw badRequest([{ field: 'nextinspection', message: INSPECTION_ERRORS.nextBeforeDate }]);
  }
  const status = input.status ?? 'not_controlled';
  const [row] = await ctx.tx
    .insert(inspections)
    .values({
      tenantId: tenant,
      equipment_id: input.equipment_id,
      customer_id: await equipmentCustomer(ctx, input.equipment_id),
      order_id: input.order_id ?? null,
      inspectiontype_id: typeId,
      controlnumber: input.controlnumber ?? '',
      date,
      status,
      inspectorsignature: input.inspectorsignature ?? null,
      customersignature: input.customersignature ?? null,
      repairedbysignature: input.repairedbysignature ?? null,
      responsiblesignature: input.responsiblesignature ?? null,
      contactName: input.contactName ?? null,
      contactemail: input.contactemail ?? null,
      nextinspection: next,
      inspectedbyname: input.inspectedbyname ?? null,
      responsible_id: input.responsible_id ?? ctx.user.userId,
      remarks: input.remarks ?? null,
      createdby: ctx.user.userId,
      updatedby: ctx.user.userId,
    })
    .returning({ id: inspections.id });
  const id = row!.id;
  if (!input.controlnumber) {
    await ctx.tx
      .update(inspections)
      .set({ controlnumber: `K-${id}` })
      .where(byId(ctx, id));
  }
  await recordStatusChange(ctx, id, null, status, input.statuscomment);
  return getInspection(ctx, id);
}

/**
 * PUT /api/inspections/{id}: fields left out keep their value; only the version read is saved over (else 412);
 * a status change is kept in the history; an archived inspection is final.
 */
export async function updateInspection(
  ctx: Ctx,
  id: number,
  input: InspectionUpdateInput,
): Promise<Inspection> {
  const row = await inspectionRow(ctx, id);
  assertMayFill(ctx, row, input);
  if (row.archivedon) throw badRequest([{ field: 'id', message: INSPECTION_ERRORS.archived }]);
  if (input.version !== row.version) throw staleVersion();
  await assertReferences(ctx, input, {
    equipment_id: equipments,
    order_id: orders,
    inspectiontype_id: types,
  });
  await assertMember(ctx, input.responsible_id);
  const date = input.date ?? row.date;
  const next = input.nextinspection !== undefined ? input.nextinspection : row.nextinspection;
  if (next && next < date) {
    throw badRequest([{ field: 'nextinspection', message: INSPECTION_ERRORS.nextBeforeDate }]);
  }
  const { version: _v, statuscomment, ...values } = input;
  const set: Partial<typeof inspections.$inferInsert> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v !== undefined) (set as Record<string, unknown>)[k] = v;
  }
  if (set.date === null) delete set.date;
  if (set.equipment_id === null) delete set.equipment_id;
  if (set.controlnumber === null) set.controlnumber = row.controlnumber;
  if (set.equipment_id !== undefined && set.equipment_id !== row.equipment_id) {
    set.customer_id = await equipmentCustomer(ctx, set.equipment_id);
  }
  const [saved] = await ctx.tx
    .update(inspections)
    .set({ ...set, version: row.version + 1, updatedon: new Date(), updatedby: ctx.user.userId })
    .where(and(byId(ctx, id), eq(inspections.version, row.version)))
    .returning({ id: inspections.id });
  if (!saved) throw staleVersion();
  if (values.status !== undefined && values.status !== row.status) {
    await recordStatusChange(ctx, id, row.status, values.status, statuscomment);
  }
  return getInspection(ctx, id);
}

/**
 * DELETE /api/inspections {ids}: removes the inspections with their history, finalizing entry and checklists
 * (their files go with the hourly clean-up). Another tenant's or unknown id: 404, nothing removed; archived: 400.
 */
export async function deleteInspections(ctx: Ctx, ids: number[]): Promise<{ deleted: number[] }> {
  const unique = [...new Set(ids)];
  const tenant = ctx.user.tenantId;
  const rows = await ctx.tx
    .select({ id: inspections.id, archivedon: inspections.archivedon })
    .from(inspections)
    .where(and(eq(inspections.tenantId, tenant), inArray(inspections.id, unique)));
  if (rows.length !== unique.length) throw notFound(INSPECTION_ERRORS.notFound);
  if (rows.some((r) => r.archivedon))
    throw badRequest([{ field: 'ids', message: INSPECTION_ERRORS.archived }]);
  await ctx.tx
    .delete(checklists)
    .where(
      and(
        eq(checklists.tenantId, tenant),
        eq(checklists.checklistmodule, INSPECTION_CHECKLIST_MODULE),
        inArray(checklists.record_id, unique),
      ),
    );
  await ctx.tx
    .delete(inspections)
    .where(and(eq(inspections.tenantId, tenant), inArray(inspections.id, unique)));
  return { deleted: unique };
}

/** GET inspectionchecklists/get_checklists_ids_for_archive/{id}: its checklists (not inactive), oldest first. */
export async function checklistIdsForArchive(ctx: Ctx, id: number): Promise<{ data: number[] }> {
  await inspectionRow(ctx, id);
  const rows = await ctx.tx
    .select({ id: checklists.id })
    .from(checklists)
    .where(
      and(
        eq(checklists.tenantId, ctx.user.tenantId),
        eq(checklists.checklistmodule, INSPECTION_CHECKLIST_MODULE),
        eq(checklists.record_id, id),
        sql`${checklists.status} <> 3`,
      ),
    )
    .orderBy(asc(checklists.id));
  return { data: rows.map((r) => r.id) };
}

/**
 * POST /api/inspections/{id}/archive (spec 02 §4): the inspection goes on the finalizing list; the archive job
 * (queued by the route once this transaction is committed) builds and stores the report.
 */
export async function requestArchive(ctx: Ctx, id: number): Promise<{ finalizing: true }> {
  const row = await inspectionRow(ctx, id);
  assertMayFill(ctx, row);
  if (row.archivedon) throw badRequest([{ field: 'id', message: INSPECTION_ERRORS.archived }]);
  const { data } = await checklistIdsForArchive(ctx, id);
  if (!data.length) throw badRequest([{ field: 'id', message: INSPECTION_ERRORS.noChecklists }]);
  const [entry] = await ctx.tx
    .select()
    .from(inspectionFinalizing)
    .where(
      and(eq(inspectionFinalizing.tenantId, ctx.user.tenantId), eq(inspectionFinalizing.inspection_id, id)),
    );
  if (entry && entry.attempts <= ARCHIVE_RETRY_LIMIT) {
    throw badRequest([{ field: 'id', message: INSPECTION_ERRORS.alreadyFinalizing }]);
  }
  if (entry) {
    // Every run failed (the user was told): asking again starts over.
    await ctx.tx
      .update(inspectionFinalizing)
      .set({ attempts: 0, lasterror: null, requestedby: ctx.user.userId, addedon: new Date() })
      .where(
        and(eq(inspectionFinalizing.tenantId, ctx.user.tenantId), eq(inspectionFinalizing.inspection_id, id)),
      );
  } else {
    await ctx.tx
      .insert(inspectionFinalizing)
      .values({ tenantId: ctx.user.tenantId, inspection_id: id, requestedby: ctx.user.userId });
  }
  return { finalizing: true };
}

/** GET /api/inspections/finalizing: the finalizing list. */
export async function finalizingList(ctx: Ctx) {
  const rows = await ctx.tx
    .select({ f: inspectionFinalizing, controlnumber: inspections.controlnumber })
    .from(inspectionFinalizing)
    .innerJoin(
      inspections,
      and(
        eq(inspections.tenantId, inspectionFinalizing.tenantId),
        eq(inspections.id, inspectionFinalizing.inspection_id),
      ),
    )
    .where(eq(inspectionFinalizing.tenantId, ctx.user.tenantId))
    .orderBy(asc(inspectionFinalizing.addedon));
  return {
    items: rows.map(({ f, controlnumber }) => ({
      inspection_id: f.inspection_id,
      controlnumber,
      addedon: f.addedon.toISOString(),
      attempts: f.attempts,
      lasterror: f.lasterror,
    })),
  };
}
