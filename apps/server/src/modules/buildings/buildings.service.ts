import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Building, BuildingUpdateValues, BuildingValues } from '@suite/shared/buildings/building.schema';
import { BUILDING_DEFAULT_SORT } from '@suite/shared/buildings/building.schema';
import type { RecordListInput } from '@suite/shared/validation/record-inputs';
import { notFound, staleVersion } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import {
  cappedTotal,
  deleteOrInUse,
  iso,
  listOrder,
  listWhere,
  num,
  type ListColumns,
} from '../../platform/resources/record-list';
import { customers } from '../customers/customers.table';
import { assertReferences } from '../customers/references';
import { buildings } from './buildings.table';

const columns: ListColumns = {
  id: buildings.id,
  name: buildings.name,
  customerid: buildings.customerid,
  customername: customers.name,
  address: buildings.address,
  zip: buildings.zip,
  city: buildings.city,
  buildingnumber: buildings.buildingnumber,
  municipalitynumber: buildings.municipalitynumber,
  gardsnummer: buildings.gardsnummer,
  bruksnummer: buildings.bruksnummer,
  yearbuilt: buildings.yearbuilt,
  area: buildings.area,
  isactive: buildings.isactive,
  createdon: buildings.createdon,
  updatedon: buildings.updatedon,
};

const searchColumns = [
  buildings.name,
  buildings.address,
  buildings.zip,
  buildings.city,
  buildings.buildingnumber,
  customers.name,
];

const customerJoin = and(eq(customers.tenantId, buildings.tenantId), eq(customers.id, buildings.customerid));

/** A building with the name of its customer. */
function selectBuildings(ctx: Ctx) {
  return ctx.tx
    .select({ building: buildings, customername: customers.name })
    .from(buildings)
    .leftJoin(customers, customerJoin);
}

type Selected = { building: typeof buildings.$inferSelect; customername: string | null };

function toApi({ building, customername }: Selected): Building {
  const { tenantId: _tenant, ...row } = building;
  return {
    ...row,
    customername,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    area: num(row.area),
    hourdiscount: num(row.hourdiscount),
    materialdiscount: num(row.materialdiscount),
    createdon: iso(row.createdon)!,
    updatedon: iso(row.updatedon)!,
  };
}

const tenantOf = (ctx: Ctx) => eq(buildings.tenantId, ctx.user.tenantId);

/** Decimal values as the text numeric columns take. */
function toColumns(values: Partial<BuildingValues>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const k of ['latitude', 'longitude', 'area', 'hourdiscount', 'materialdiscount'] as const) {
    if (values[k] !== undefined) out[k] = values[k] === null ? null : String(values[k]);
  }
  return out;
}

export async function listBuildings(ctx: Ctx, input: RecordListInput) {
  const where = listWhere([tenantOf(ctx)], columns, input, searchColumns);
  const rows = await selectBuildings(ctx)
    .where(where)
    .orderBy(...listOrder(columns, input.sort, BUILDING_DEFAULT_SORT, buildings.id))
    .limit(input.limit ?? 25)
    .offset(input.skip ?? 0);
  const result: { items: Building[]; total?: number; totalcapped?: true } = { items: rows.map(toApi) };
  if (input.count) {
    Object.assign(
      result,
      await cappedTotal(
        ctx.tx,
        ctx.tx
          .select({ one: sql`1` })
          .from(buildings)
          .leftJoin(customers, customerJoin)
          .where(where),
      ),
    );
  }
  return result;
}

export async function getBuilding(ctx: Ctx, id: number): Promise<Building> {
  const [row] = await selectBuildings(ctx).where(and(tenantOf(ctx), eq(buildings.id, id)));
  if (!row) throw notFound();
  return toApi(row);
}

/** Active buildings (of one customer), plus the listed ids even when inactive. */
export async function activeBuildings(ctx: Ctx, input: { ids?: number[]; customerid?: number } = {}) {
  const ids = input.ids ?? [];
  const active = and(
    eq(buildings.isactive, true),
    input.customerid ? eq(buildings.customerid, input.customerid) : undefined,
  );
  const rows = await selectBuildings(ctx)
    .where(and(tenantOf(ctx), ids.length ? or(active, inArray(buildings.id, ids)) : active))
    .orderBy(buildings.name, buildings.id)
    .limit(5000);
  return rows.map(toApi);
}

/** The customer must be one of the tenant's (checked only when it changes, so an old value never blocks a save). */
async function checkReferences(ctx: Ctx, values: Partial<BuildingValues>, before?: Building) {
  if (values.customerid === undefined || values.customerid === before?.customerid) return;
  await assertReferences(ctx, values, { customerid: customers });
}

export async function createBuilding(ctx: Ctx, values: BuildingValues): Promise<Building> {
  await checkReferences(ctx, values);
  const [row] = await ctx.tx
    .insert(buildings)
    .values({
      ...(toColumns(values) as BuildingValues & Record<string, never>),
      isactive: values.isactive ?? true,
      tenantId: ctx.user.tenantId,
    } as typeof buildings.$inferInsert)
    .returning({ id: buildings.id });
  return getBuilding(ctx, row!.id);
}

/** Optimistic locking: the update applies only to the version the client read; otherwise 412, nothing changed. */
export async function updateBuilding(ctx: Ctx, id: number, input: BuildingUpdateValues): Promise<Building> {
  const { version, id: _bodyId, ...values } = input;
  const before = await getBuilding(ctx, id);
  await checkReferences(ctx, values, before);
  const [row] = await ctx.tx
    .update(buildings)
    .set({ ...toColumns(values), version: sql`${buildings.version} + 1`, updatedon: sql`now()` })
    .where(and(tenantOf(ctx), eq(buildings.id, id), eq(buildings.version, version)))
    .returning({ id: buildings.id });
  if (!row) throw staleVersion();
  return getBuilding(ctx, id);
}

export async function deleteBuildings(ctx: Ctx, ids: number[]) {
  return deleteOrInUse(async () => {
    const rows = await ctx.tx
      .delete(buildings)
      .where(and(tenantOf(ctx), inArray(buildings.id, ids)))
      .returning({ id: buildings.id });
    return { deleted: rows.map((r) => r.id) };
  });
}
