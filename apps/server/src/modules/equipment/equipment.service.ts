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
import { ORDER_ERRORS } from '@suite/shared/orders/order.rules';
import type { Order } from '@suite/shared/orders/order.schema';
import { hasAnyPermission } from '@suite/shared/users/permissions';
import type { QueryInput } from '@suite/shared/resources/resource-query';
import { users } from '../../platform/auth/auth.table';
import { badRequest, forbidden, notFound, staleVersion, type FieldError } from '../../platform/errors';
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
import {
  firstActiveOrderOf,
  getOrder,
  isOrderOfEquipment,
  updateOrderSpecificProperties,
} from '../orders/orders.service';
import { orders } from '../orders/orders.table';
import { equipments, equipmentSosLogs } from './equipment.table';
import { equipmentCo2e, refreshLeakChecks } from '../fgas/fgas.service';

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
  // F-gas (issue 8): the charge's CO2-equivalent in tonnes, beside the leak interval and next check the server sets.
  return {
    ...named!,
    co2e: await equipmentCo2e(ctx, row.refrigerant_id as number | null, row.refrigerantvolume),
  };
}

/** POST equipments: new equipment is active, without an SOS. */
export async function createEquipment(ctx: Ctx, input: Values) {
  const values = blankTextToNull(equipmentsResource, input);
  await checkRules(ctx, values, values);
  const row = await mapUniqueViolation(
    () => createResource(ctx, equipmentsResource, equipmentsTable, values),
    UNIQUE_INDEXES,
  );
  await refreshLeakChecks(ctx, [row.id as number]);
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
  // A new charge, refrigerant, install date or leak detection flag moves the leak-check interval and next check.
  await refreshLeakChecks(ctx, [id]);
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

/** GET equipments/get_first_active_order/{id}: the equipment's first active order (orders module), or null. */
export async function firstActiveOrder(ctx: Ctx, id: number): Promise<Order | null> {
  await equipmentRow(ctx, id);
  return firstActiveOrderOf(ctx, id);
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
 * someone else's name or back-date it). The order, when named, must be an order of this equipment.
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
  if (
    typeof input.orderid === 'number' &&
    !(await isOrderOfEquipment(ctx, input.orderid, input.equipmentid))
  ) {
    throw badRequest([{ field: 'orderid', message: 'invalidData' }]);
  }
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
      ordernumber: orders.ordernumber,
      userid: equipmentSosLogs.user_id,
      username: users.name,
      action: equipmentSosLogs.action,
      log: equipmentSosLogs.log,
      createdon: equipmentSosLogs.createdon,
    })
    .from(equipmentSosLogs)
    .leftJoin(users, eq(users.id, equipmentSosLogs.user_id))
    .leftJoin(
      orders,
      and(eq(orders.tenantId, equipmentSosLogs.tenantId), eq(orders.id, equipmentSosLogs.order_id)),
    )
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
 * The order a close is about: the first active order, else the order of the current alarm's last log line (a
 * complete has just moved that order to status 3, so it is no longer active). Null when the alarm had no order.
 */
async function orderOfCurrentAlarm(ctx: Ctx, equipmentId: number): Promise<number | null> {
  const active = await firstActiveOrderOf(ctx, equipmentId);
  if (active) return active.id;
  const [last] = await logsWhere(ctx, eq(equipmentSosLogs.equipment_id, equipmentId));
  return last && last.action !== 'closed' ? last.orderid : null;
}

/**
 * POST equipments/{id}/sos_action: one SOS action in one tenant transaction, doing what the client of spec 01 §7
 * does call by call: find the first active order, update it (PUT orders/update_specific_properties), update the
 * equipment's SOS fields, write the log. Any refusal rolls all of it back.
 * spec 01 §4: assign sets the order's responsible and status 2; complete sets status 3 and lowers the flag; close
 * lowers the flag and clears its time. Assign and complete need an open SOS and an active order (they change the
 * order, so they also need orders_edit); close needs neither an order nor that permission.
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
  let order: Order | null = null;
  let orderId: number | null;
  if (effect.order.status !== undefined) {
    if (!ctx.user.config.enabledmodules.includes('orders')) throw forbidden('moduleDisabled');
    if (!hasAnyPermission(ctx.user.access, ['orders_edit'])) throw forbidden();
    const active = await firstActiveOrderOf(ctx, id);
    if (!active) throw badRequest([{ field: 'action', message: ORDER_ERRORS.noActiveOrder }]);
    const responsible = effect.order.setsResponsible ? (input.responsible_id ?? ctx.user.userId) : undefined;
    order = await updateOrderSpecificProperties(ctx, active.id, {
      status: effect.order.status,
      ...(responsible !== undefined ? { responsible_id: responsible } : {}),
    });
    orderId = order.id;
  } else {
    orderId = await orderOfCurrentAlarm(ctx, id);
    if (orderId !== null) order = await getOrder(ctx, orderId);
  }
  if (Object.keys(effect.equipment).length) {
    await ctx.tx
      .update(equipments)
      .set({ ...effect.equipment, updatedon: new Date() })
      .where(and(eq(equipments.tenantId, ctx.user.tenantId), eq(equipments.id, id)));
  }
  const log = await createSosLog(ctx, {
    equipmentid: id,
    orderid: orderId,
    action: input.action,
    log: input.log,
  });
  return { equipment: await getEquipment(ctx, id), log, order };
}
