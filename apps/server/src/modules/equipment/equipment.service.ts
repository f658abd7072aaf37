import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  EQUIPMENT_ERRORS,
  equipmentFieldIssues,
  sosEffect,
  type EquipmentRuleInput,
  type SosAction,
} from '@suite/shared/equipment/equipment.rules';
import { equipmentsResource } from '@suite/shared/equipment/equipment.resources';
import type { EquipmentSosLog } from '@suite/shared/equipment/equipment.schema';
import type { QueryInput } from '@suite/shared/resources/resource-query';
import { users } from '../../platform/auth/auth.table';
import { badRequest, notFound, staleVersion, type FieldError } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import {
  createResource,
  deleteResources,
  getActive,
  getResource,
  listResource,
  queryResource,
  updateResource,
  type ListInput,
  type ResourceTable,
} from '../../platform/resources/resource.service';
import { memberships } from '../../platform/users/users.table';
import { buildings } from '../buildings/buildings.table';
import { customers } from '../customers/customers.table';
import { products } from '../products/products.table';
import {
  assertReferences,
  blankTextToNull,
  mapUniqueViolation,
  namesOf,
  type RefTarget,
} from '../products/record-refs';
import { equipments, equipmentSosLogs } from './equipment.table';

export const equipmentsTable = equipments as unknown as ResourceTable;

type Values = Record<string, unknown>;

/** What an equipment points at; the lookup lists are served by the engine and checked when they are. */
const EQUIPMENT_REFS: Record<string, RefTarget> = {
  customer_id: customers,
  building_id: buildings,
  product_id: products,
  type_id: 'equipmenttypes',
  category_id: 'equipmentcategory',
  model_id: 'equipmentmodels',
  fabricate_id: 'equipmentfabricates',
  ownstatus_id: 'equipmentownstatuslist',
  refrigerant_id: 'refrigerants',
};

const UNIQUE_INDEXES: Record<string, FieldError> = {
  equipments_barcode_uq: { field: 'barcode', message: EQUIPMENT_ERRORS.barcodeExists },
};

/** The names shown beside the ids (list columns, the detail's header). */
const NAMED: [field: string, key: string, target: RefTarget][] = [
  ['customer_id', 'customername', customers],
  ['type_id', 'typename', 'equipmenttypes'],
  ['model_id', 'modelname', 'equipmentmodels'],
  ['fabricate_id', 'fabricatename', 'equipmentfabricates'],
];

async function withNames<T extends Values>(ctx: Ctx, rows: T[], extra: typeof NAMED = []) {
  const out = rows.map((r) => ({ ...r }) as Values);
  for (const [field, key, target] of [...NAMED, ...extra]) {
    const names = await namesOf(
      ctx,
      target,
      rows.map((r) => r[field] as number | null),
    );
    for (const r of out)
      r[key] = typeof r[field] === 'number' ? (names.get(r[field] as number) ?? null) : null;
  }
  return out;
}

/** A barcode is scanned to find one piece: unique per tenant (compared without case). */
async function assertBarcodeFree(ctx: Ctx, barcode: unknown, selfId?: number) {
  if (typeof barcode !== 'string' || barcode === '') return;
  const [hit] = await ctx.tx
    .select({ id: equipments.id })
    .from(equipments)
    .where(
      and(
        eq(equipments.tenantId, ctx.user.tenantId),
        sql`lower(${equipments.barcode}) = lower(${barcode})`,
        selfId ? sql`${equipments.id} <> ${selfId}` : undefined,
      ),
    )
    .limit(1);
  if (hit) throw badRequest([{ field: 'barcode', message: EQUIPMENT_ERRORS.barcodeExists }]);
}

/** A building of another customer cannot hold this customer's equipment. */
async function assertBuildingOfCustomer(ctx: Ctx, buildingId: unknown, customerId: unknown) {
  if (typeof buildingId !== 'number') return;
  const [b] = await ctx.tx
    .select({ customerid: buildings.customerid })
    .from(buildings)
    .where(and(eq(buildings.tenantId, ctx.user.tenantId), eq(buildings.id, buildingId)));
  if (b && b.customerid !== null && b.customerid !== customerId) {
    throw badRequest([{ field: 'building_id', message: 'buildingOfOtherCustomer' }]);
  }
}

async function checkRules(ctx: Ctx, values: Values, merged: Values, selfId?: number) {
  const issues = equipmentFieldIssues(merged as EquipmentRuleInput);
  if (issues.length) throw badRequest(issues);
  await assertReferences(ctx, values, EQUIPMENT_REFS);
  if ('building_id' in values || 'customer_id' in values) {
    await assertBuildingOfCustomer(ctx, merged.building_id, merged.customer_id);
  }
  if ('barcode' in values) await assertBarcodeFree(ctx, values.barcode, selfId);
}

/** POST equipments/list: a page of the engine's list with the customer, type, model and make names. */
export async function listEquipments(ctx: Ctx, input: ListInput) {
  const page = await listResource(ctx, equipmentsResource, equipmentsTable, input);
  return { ...page, items: await withNames(ctx, page.items) };
}

export function activeEquipments(ctx: Ctx, ids?: number[]) {
  return getActive(ctx, equipmentsResource, equipmentsTable, ids);
}

export function queryEquipments(ctx: Ctx, input: QueryInput) {
  return queryResource(ctx, equipmentsResource, equipmentsTable, input);
}

/** GET equipments/{id}: the equipment with the names of what it points at. */
export async function getEquipment(ctx: Ctx, id: number) {
  const row = await getResource(ctx, equipmentsResource, equipmentsTable, id);
  const [named] = await withNames(
    ctx,
    [row],
    [
      ['building_id', 'buildingname', buildings],
      ['product_id', 'productname', products],
    ],
  );
  return named!;
}

/** POST equipments: new equipment is active, without an SOS. */
export async function createEquipment(ctx: Ctx, input: Values) {
  const values = blankTextToNull(equipmentsResource, input);
  await checkRules(ctx, values, values);
  const row = await mapUniqueViolation(
    () => createResource(ctx, equipmentsResource, equipmentsTable, values),
    UNIQUE_INDEXES,
  );
  return getEquipment(ctx, row.id as number);
}

/** PUT equipments/{id}: the fields sent, checked together with the stored ones; a stale version is 412. */
export async function updateEquipment(ctx: Ctx, id: number, input: Values & { version: number }) {
  const { version, id: _bodyId, ...fields } = input;
  const current = await getResource(ctx, equipmentsResource, equipmentsTable, id);
  for (const k of ['name', 'customer_id'] as const) {
    if (k in fields && (fields[k] === null || fields[k] === ''))
      throw badRequest([{ field: k, message: 'required' }]);
  }
  const values = blankTextToNull(equipmentsResource, fields);
  await checkRules(ctx, values, { ...current, ...values }, id);
  await mapUniqueViolation(
    () => updateResource(ctx, equipmentsResource, equipmentsTable, id, { ...values, version }),
    UNIQUE_INDEXES,
  );
  return getEquipment(ctx, id);
}

/** DELETE equipments {ids}: the SOS log goes with the equipment. */
export function deleteEquipments(ctx: Ctx, ids: number[]) {
  return deleteResources(ctx, equipmentsTable, ids);
}

// ------------------------------------------------------------------------------------------------
// SOS (spec 01 §3 tracker fields, §4 "SOS handling on equipment", §7 calls).

async function equipmentRow(ctx: Ctx, id: number) {
  const [row] = await ctx.tx
    .select()
    .from(equipments)
    .where(and(eq(equipments.tenantId, ctx.user.tenantId), eq(equipments.id, id)));
  if (!row) throw notFound('noEquipmentFound');
  return row;
}

/**
 * PUT equipments/update_specific_properties/{id}: the tracker raises or lowers the SOS flag. Raising it without a
 * time stamps it now; lowering it keeps the time unless null is sent. The version does not move: these fields are
 * not in the equipment form, so a form saved meanwhile cannot overwrite them.
 */
export async function updateSpecificProperties(
  ctx: Ctx,
  id: number,
  input: { trackingdevice_sos: boolean; trackingdevice_sosdate?: string | null; version?: number },
) {
  const row = await equipmentRow(ctx, id);
  if (input.version !== undefined && input.version !== row.version) throw staleVersion();
  const set: Partial<typeof equipments.$inferInsert> = { trackingdevice_sos: input.trackingdevice_sos };
  if (input.trackingdevice_sosdate !== undefined) {
    set.trackingdevice_sosdate =
      input.trackingdevice_sosdate === null ? null : new Date(input.trackingdevice_sosdate);
  } else if (input.trackingdevice_sos) {
    set.trackingdevice_sosdate = new Date();
  }
  await ctx.tx
    .update(equipments)
    .set({ ...set, updatedon: new Date() })
    .where(and(eq(equipments.tenantId, ctx.user.tenantId), eq(equipments.id, id)));
  return getEquipment(ctx, id);
}

/**
 * GET equipments/get_first_active_order/{id}: the first active order of the equipment. Orders do not exist yet
 * (they come with the orders module), so the answer is null for every equipment of the tenant.
 */
export async function firstActiveOrder(ctx: Ctx, id: number): Promise<null> {
  await equipmentRow(ctx, id);
  return null;
}

async function assertMember(ctx: Ctx, field: string, userId: number) {
  const [m] = await ctx.tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.tenantId, ctx.user.tenantId), eq(memberships.userId, userId)));
  if (!m) throw badRequest([{ field, message: 'invalidData' }]);
}

type LogInput = {
  equipmentid: number;
  orderid?: number | null;
  userid?: number | null;
  action: SosAction;
  log?: string | null;
};

/**
 * POST equipmentsoslogs: a log line written as the signed-in user at the server's time (a client cannot write in
 * someone else's name or back-date it). The order is not checked yet: orders come with the orders module.
 */
export async function createSosLog(ctx: Ctx, input: LogInput): Promise<EquipmentSosLog> {
  if (input.userid !== undefined && input.userid !== null && input.userid !== ctx.user.userId) {
    throw badRequest([{ field: 'userid', message: 'invalidData' }]);
  }
  const [equipment] = await ctx.tx
    .select({ id: equipments.id })
    .from(equipments)
    .where(and(eq(equipments.tenantId, ctx.user.tenantId), eq(equipments.id, input.equipmentid)));
  if (!equipment) throw badRequest([{ field: 'equipmentid', message: 'invalidData' }]);
  const [row] = await ctx.tx
    .insert(equipmentSosLogs)
    .values({
      tenantId: ctx.user.tenantId,
      equipment_id: input.equipmentid,
      order_id: input.orderid ?? null,
      user_id: ctx.user.userId,
      action: input.action,
      log: input.log?.trim() || null,
    })
    .returning();
  return (await logsWhere(ctx, eq(equipmentSosLogs.id, row!.id)))[0]!;
}

async function logsWhere(ctx: Ctx, condition: SQL): Promise<EquipmentSosLog[]> {
  const rows = await ctx.tx
    .select({
      id: equipmentSosLogs.id,
      equipmentid: equipmentSosLogs.equipment_id,
      orderid: equipmentSosLogs.order_id,
      userid: equipmentSosLogs.user_id,
      username: users.name,
      action: equipmentSosLogs.action,
      log: equipmentSosLogs.log,
      createdon: equipmentSosLogs.createdon,
    })
    .from(equipmentSosLogs)
    .leftJoin(users, eq(users.id, equipmentSosLogs.user_id))
    .where(and(eq(equipmentSosLogs.tenantId, ctx.user.tenantId), condition))
    .orderBy(desc(equipmentSosLogs.createdon), desc(equipmentSosLogs.id))
    .limit(1000);
  return rows.map((r) => ({
    ...r,
    action: r.action as SosAction,
    createdon: r.createdon.toISOString(),
  }));
}

/** GET equipments/{id}/soslogs: the SOS log of a piece, newest first. */
export async function listSosLogs(ctx: Ctx, equipmentId: number) {
  await equipmentRow(ctx, equipmentId);
  return logsWhere(ctx, eq(equipmentSosLogs.equipment_id, equipmentId));
}

/**
 * POST equipments/{id}/sos_action: one SOS action in one transaction, as the client of spec 01 §7 would do it
 * call by call: find the first active order, update the order (responsible and status), update the equipment's
 * SOS fields, write the log. Assign and complete need an open SOS; close also clears a completed one's time.
 * The order side waits for the orders module: the answer says which order change is pending.
 */
export async function sosAction(
  ctx: Ctx,
  id: number,
  input: { action: SosAction; log?: string | null; responsible_id?: number | null },
) {
  const row = await equipmentRow(ctx, id);
  const open = row.trackingdevice_sos || (input.action === 'closed' && row.trackingdevice_sosdate !== null);
  if (!open) throw badRequest([{ field: 'action', message: EQUIPMENT_ERRORS.noActiveSos }]);
  const effect = sosEffect(input.action);
  const responsible = effect.order.setsResponsible ? (input.responsible_id ?? ctx.user.userId) : null;
  if (responsible !== null) await assertMember(ctx, 'responsible_id', responsible);
  const order = await firstActiveOrder(ctx, id);
  if (Object.keys(effect.equipment).length) {
    await ctx.tx
      .update(equipments)
      .set({ ...effect.equipment, updatedon: new Date() })
      .where(and(eq(equipments.tenantId, ctx.user.tenantId), eq(equipments.id, id)));
  }
  const log = await createSosLog(ctx, {
    equipmentid: id,
    orderid: order,
    action: input.action,
    log: input.log,
  });
  return {
    equipment: await getEquipment(ctx, id),
    log,
    order,
    // What PUT orders/update_specific_properties/{id} will set once orders exist (spec 01 §4).
    orderchange: { status: effect.order.status ?? null, responsible_id: responsible },
  };
}
