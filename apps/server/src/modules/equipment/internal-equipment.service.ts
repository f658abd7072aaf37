import { and, eq, inArray, sql } from 'drizzle-orm';
import { internalEquipmentsResource } from '@suite/shared/equipment/equipment.resources';
import { EQUIPMENT_ERRORS } from '@suite/shared/equipment/equipment.rules';
import type { QueryInput } from '@suite/shared/resources/resource-query';
import { hasPermission } from '@suite/shared/users/permissions';
import { badRequest, notFound, type FieldError } from '../../platform/errors';
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
import { departments, memberships } from '../../platform/users/users.table';
import { users } from '../../platform/auth/auth.table';
import {
  assertReferences,
  blankTextToNull,
  mapUniqueViolation,
  namesOf,
  type RefTarget,
} from '../products/record-refs';
import { internalEquipments } from './equipment.table';

export const internalEquipmentsTable = internalEquipments as unknown as ResourceTable;

type Values = Record<string, unknown>;

const REFS: Record<string, RefTarget> = {
  category_id: 'internalequipmentcategory',
  type_id: 'internalequipmenttypes',
  model_id: 'internalequipmentmodels',
  fabricate_id: 'internalequipmentfabricate',
  department_id: departments,
};

const UNIQUE_INDEXES: Record<string, FieldError> = {
  internal_equipments_barcode_uq: { field: 'barcode', message: EQUIPMENT_ERRORS.barcodeExists },
};

/**
 * spec 02 §6: HSE sub-pages (internal equipment is one) are seen with view_others (everything) or view_my_own
 * (what the user registered). Null: every row; otherwise the user id whose rows are visible.
 */
function ownerScope(ctx: Ctx): number | null {
  return hasPermission(ctx.user.access, 'internal_equipments_view_others') ? null : ctx.user.userId;
}

async function visibleRow(ctx: Ctx, id: number) {
  const row = await getResource(ctx, internalEquipmentsResource, internalEquipmentsTable, id);
  const owner = ownerScope(ctx);
  if (owner !== null && row.createdby !== owner) throw notFound('noEquipmentFound');
  return row;
}

async function assertResponsible(ctx: Ctx, userId: unknown) {
  if (typeof userId !== 'number') return;
  const [m] = await ctx.tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.tenantId, ctx.user.tenantId), eq(memberships.userId, userId)));
  if (!m) throw badRequest([{ field: 'responsible_id', message: 'invalidData' }]);
}

async function assertBarcodeFree(ctx: Ctx, barcode: unknown, selfId?: number) {
  if (typeof barcode !== 'string' || barcode === '') return;
  const t = internalEquipments;
  const [hit] = await ctx.tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.tenantId, ctx.user.tenantId),
        sql`lower(${t.barcode}) = lower(${barcode})`,
        selfId ? sql`${t.id} <> ${selfId}` : undefined,
      ),
    )
    .limit(1);
  if (hit) throw badRequest([{ field: 'barcode', message: EQUIPMENT_ERRORS.barcodeExists }]);
}

async function withNames(ctx: Ctx, rows: Values[]) {
  const [categories, departmentNames, people] = [
    await namesOf(
      ctx,
      'internalequipmentcategory',
      rows.map((r) => r.category_id as number | null),
    ),
    await namesOf(
      ctx,
      departments,
      rows.map((r) => r.department_id as number | null),
    ),
    await userNames(
      ctx,
      rows.map((r) => r.responsible_id as number | null),
    ),
  ];
  return rows.map((r) => ({
    ...r,
    categoryname: categories.get(r.category_id as number) ?? null,
    departmentname: departmentNames.get(r.department_id as number) ?? null,
    responsiblename: people.get(r.responsible_id as number) ?? null,
  }));
}

async function userNames(ctx: Ctx, ids: (number | null)[]) {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!unique.length) return new Map<number, string>();
  const rows = await ctx.tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function listInternalEquipments(ctx: Ctx, input: ListInput) {
  const owner = ownerScope(ctx);
  const page = await listResource(
    ctx,
    internalEquipmentsResource,
    internalEquipmentsTable,
    owner === null ? input : { ...input, match: { ...input.match, createdby: owner } },
  );
  return { ...page, items: await withNames(ctx, page.items) };
}

/** POST internalequipments/query (spec 01 §7 Lookups): the OData subset over the rows the user may see. */
export function queryInternalEquipments(ctx: Ctx, input: QueryInput) {
  const owner = ownerScope(ctx);
  return queryResource(
    ctx,
    internalEquipmentsResource,
    internalEquipmentsTable,
    input,
    owner === null ? undefined : eq(internalEquipments.createdby, owner),
  );
}

export async function activeInternalEquipments(ctx: Ctx, ids?: number[]) {
  const rows = await getActive(ctx, internalEquipmentsResource, internalEquipmentsTable, ids);
  const owner = ownerScope(ctx);
  return owner === null ? rows : rows.filter((r) => r.createdby === owner);
}

export async function getInternalEquipment(ctx: Ctx, id: number) {
  const [named] = await withNames(ctx, [await visibleRow(ctx, id)]);
  return named!;
}

/** POST internalequipments: registered by the signed-in user. */
export async function createInternalEquipment(ctx: Ctx, input: Values) {
  const values: Values = {
    ...blankTextToNull(internalEquipmentsResource, input),
    createdby: ctx.user.userId,
  };
  await assertReferences(ctx, values, REFS);
  await assertResponsible(ctx, values.responsible_id);
  await assertBarcodeFree(ctx, values.barcode);
  const row = await mapUniqueViolation(
    () => createResource(ctx, internalEquipmentsResource, internalEquipmentsTable, values),
    UNIQUE_INDEXES,
  );
  return getInternalEquipment(ctx, row.id as number);
}

export async function updateInternalEquipment(ctx: Ctx, id: number, input: Values & { version: number }) {
  const { version, id: _bodyId, ...fields } = input;
  await visibleRow(ctx, id);
  if ('name' in fields && (fields.name === null || fields.name === '')) {
    throw badRequest([{ field: 'name', message: 'required' }]);
  }
  const values = blankTextToNull(internalEquipmentsResource, fields);
  await assertReferences(ctx, values, REFS);
  await assertResponsible(ctx, values.responsible_id);
  if ('barcode' in values) await assertBarcodeFree(ctx, values.barcode, id);
  await mapUniqueViolation(
    () =>
      updateResource(ctx, internalEquipmentsResource, internalEquipmentsTable, id, { ...values, version }),
    UNIQUE_INDEXES,
  );
  return getInternalEquipment(ctx, id);
}

/** DELETE internalequipments {ids}: only rows the user may see are deleted. */
export async function deleteInternalEquipments(ctx: Ctx, ids: number[]) {
  const owner = ownerScope(ctx);
  if (owner === null) return deleteResources(ctx, internalEquipmentsTable, ids);
  const t = internalEquipments;
  const mine = await ctx.tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.tenantId, ctx.user.tenantId), inArray(t.id, ids), eq(t.createdby, owner)));
  if (!mine.length) return { deleted: [] };
  return deleteResources(
    ctx,
    internalEquipmentsTable,
    mine.map((m) => m.id),
  );
}
