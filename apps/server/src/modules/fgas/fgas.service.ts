// F-gas records (issue 8 "F-gas records"): the leakageordisposals rows kept in step with the checklists' drain and
// fill (29), leakage (30) and repair/disposal (31) answers, the equipment's leak-check interval and next check
// (EU 2024/573 through the shared rules), and the /f_gas_reports and /drainfill_reports lists and XLSX exports.
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@suite/shared';
import { FIELD, parseJsonObject } from '@suite/shared/checklists/index';
import {
  co2eTonnes,
  leakCheckIntervalMonths,
  nextLeakCheck,
  parseAmount,
  type DrainfillReport,
  type DrainfillReportRow,
  type FgasKind,
  type FgasReport,
  type FgasReportInput,
  type FgasReportRow,
} from '@suite/shared/fgas/index';
import { notFound } from '../../platform/errors';
import { writeSheet } from '../../platform/import-export/spreadsheet';
import type { Ctx } from '../../platform/request-context';
import { translate } from '../../platform/translations/translate';
import { checklistForms, checklistFormProperties, checklists } from '../checklists/checklists.table';
import { CHECKLIST_MODULE } from '@suite/shared/checklists/index';
import { customers } from '../customers/customers.table';
import { equipments } from '../equipment/equipment.table';
import { orderEquipments } from '../orders/orders.table';
import { refrigerants } from '../settings/settings.table';
import { leakageordisposals } from './fgas.table';

type Row = typeof leakageordisposals.$inferSelect;
type NewRow = typeof leakageordisposals.$inferInsert;

/** The settings list of refrigerants as drizzle columns (a resource table types its columns loosely). */
const R = refrigerants as unknown as {
  tenantId: PgColumn;
  id: PgColumn;
  name: PgColumn;
  gwp: PgColumn;
};

const KIND_OF_TYPE: Record<number, FgasKind> = {
  [FIELD.drainfill]: 'drainandfill',
  [FIELD.leakage]: 'leakage',
  [FIELD.repairdisposal]: 'repairdisposal',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const today = () => new Date().toISOString().slice(0, 10);
/** 'R-410A', 'r410a ' and 'R410A' name the same refrigerant. */
const refrigerantKey = (name: string) => name.toLowerCase().replace(/[\s-]/g, '');
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const amount = (v: unknown) => {
  const n = parseAmount(v);
  return n === null || n < 0 ? null : String(n);
};

/** An answer that says something (an untouched field's {} default makes no record). */
function isAnswered(kind: FgasKind, a: Record<string, unknown>): boolean {
  const keys =
    kind === 'leakage'
      ? ['refrigerant', 'charge', 'result']
      : kind === 'drainandfill'
        ? ['refrigerant', 'added', 'recovered']
        : ['action', 'refrigerant', 'recovered'];
  return keys.some((k) => text(typeof a[k] === 'number' ? String(a[k]) : a[k]) !== null);
}

async function tenantRefrigerants(ctx: Ctx) {
  const rows = (await ctx.tx
    .select({ id: R.id, name: R.name, gwp: R.gwp })
    .from(refrigerants)
    .where(eq(R.tenantId, ctx.user.tenantId))) as { id: number; name: string; gwp: number | null }[];
  return rows;
}

/**
 * The equipment an answer is about: an equipment checklist's record; on an order, the answer's equipment_id when it
 * is one of the order's equipment, else the order's equipment when it has exactly one; otherwise none.
 */
async function equipmentOf(
  ctx: Ctx,
  module: number,
  recordId: number,
): Promise<(a: Record<string, unknown>) => number | null> {
  if (module === CHECKLIST_MODULE.equipment) return () => recordId;
  if (module !== CHECKLIST_MODULE.order) {
    return () => null;
  }
  const linked = (
    await ctx.tx
      .select({ id: orderEquipments.equipment_id })
      .from(orderEquipments)
      .where(and(eq(orderEquipments.tenantId, ctx.user.tenantId), eq(orderEquipments.order_id, recordId)))
  ).map((r) => r.id);
  return (a) => {
    const named = Number(a.equipment_id);
    if (Number.isInteger(named) && linked.includes(named)) return named;
    return linked.length === 1 ? linked[0]! : null;
  };
}

/**
 * Replaces the F-gas rows of a checklist with its current answers, in the caller's transaction (decision: on every
 * write of the answers: create, save and complete; the rows are never edited on their own). A row whose answer is
 * unchanged keeps its technician and time. Then the leak checks of the equipment touched are worked out again.
 */
export async function syncChecklistRecords(ctx: Ctx, checklistId: number): Promise<void> {
  const t = ctx.user.tenantId;
  const [c] = await ctx.tx
    .select()
    .from(checklists)
    .where(and(eq(checklists.tenantId, t), eq(checklists.id, checklistId)));
  if (!c) return;
  const props = await ctx.tx
    .select({
      name: checklistFormProperties.name,
      type: checklistFormProperties.type,
    })
    .from(checklistFormProperties)
    .where(
      and(
        eq(checklistFormProperties.tenantId, t),
        eq(checklistFormProperties.form_id, c.form_id),
        inArray(checklistFormProperties.type, [FIELD.drainfill, FIELD.leakage, FIELD.repairdisposal]),
      ),
    )
    .orderBy(asc(checklistFormProperties.sortorder));
  const old = await ctx.tx
    .select()
    .from(leakageordisposals)
    .where(and(eq(leakageordisposals.tenantId, t), eq(leakageordisposals.checklist_id, checklistId)));
  const data = parseJsonObject(c.data);
  const answered = props
    .map((p) => ({ p, kind: KIND_OF_TYPE[p.type]!, a: parseJsonObject(data[p.name]) }))
    .filter((x) => x.p.name in data && isAnswered(x.kind, x.a));
  const equipmentFor = await equipmentOf(ctx, c.checklistmodule, c.record_id);
  const refs = answered.length ? await tenantRefrigerants(ctx) : [];
  const eqIds = [...new Set(answered.map((x) => equipmentFor(x.a)).filter((id) => id !== null))];
  const eqRefrigerant = new Map(
    eqIds.length
      ? (
          await ctx.tx
            .select({ id: equipments.id, refrigerant_id: equipments.refrigerant_id })
            .from(equipments)
            .where(and(eq(equipments.tenantId, t), inArray(equipments.id, eqIds)))
        ).map((e) => [e.id, e.refrigerant_id])
      : [],
  );
  const rows: NewRow[] = answered.map(({ p, kind, a }) => {
    const equipmentId = equipmentFor(a);
    const typed = text(a.refrigerant);
    const ref = typed
      ? refs.find((r) => refrigerantKey(r.name) === refrigerantKey(typed))
      : refs.find((r) => r.id === eqRefrigerant.get(equipmentId ?? 0));
    const same = old.find((o) => o.property_name === p.name && JSON.stringify(o.data) === JSON.stringify(a));
    const date = typeof a.date === 'string' && ISO_DATE.test(a.date) ? a.date : (same?.date ?? today());
    return {
      tenantId: t,
      checklist_id: c.id,
      module: c.checklistmodule,
      record_id: c.record_id,
      property_name: p.name,
      type: kind,
      equipment_id: equipmentId,
      refrigerant_id: ref?.id ?? null,
      refrigerantname: ref?.name ?? typed,
      added: kind === 'drainandfill' ? amount(a.added) : null,
      recovered: kind === 'leakage' ? null : amount(a.recovered),
      leakresult: kind === 'leakage' ? text(a.result) : null,
      action: kind === 'repairdisposal' ? text(a.action) : null,
      date,
      technician_id: same ? same.technician_id : ctx.user.userId,
      technician_name: same ? same.technician_name : ctx.user.details.name,
      comment: text(a.comment),
      data: a,
      createdon: same?.createdon ?? new Date(),
    };
  });
  if (old.length) {
    await ctx.tx
      .delete(leakageordisposals)
      .where(and(eq(leakageordisposals.tenantId, t), eq(leakageordisposals.checklist_id, checklistId)));
  }
  if (rows.length) await ctx.tx.insert(leakageordisposals).values(rows);
  const touched = new Set<number>();
  for (const r of [...old, ...rows]) if (typeof r.equipment_id === 'number') touched.add(r.equipment_id);
  await refreshLeakChecks(ctx, [...touched]);
}

/**
 * Sets leakinterval, lastleakcheck and nextleakcheck of the equipment from its charge, its refrigerant's GWP, its
 * leak detection flag and the latest leakage record. The version does not move: these fields are the server's, so
 * an equipment form open meanwhile stays current.
 */
export async function refreshLeakChecks(ctx: Ctx, equipmentIds: number[]): Promise<void> {
  if (!equipmentIds.length) return;
  const t = ctx.user.tenantId;
  const rows = await ctx.tx
    .select({
      id: equipments.id,
      charge: equipments.refrigerantvolume,
      detection: equipments.leakdetectionsystem,
      installdate: equipments.installdate,
      leakinterval: equipments.leakinterval,
      lastleakcheck: equipments.lastleakcheck,
      nextleakcheck: equipments.nextleakcheck,
      gwp: R.gwp,
      last: sql<string | null>`(select max(l.date)::text from leakageordisposals l
        where l.tenant_id = ${equipments.tenantId} and l.equipment_id = ${equipments.id} and l.type = 'leakage')`,
    })
    .from(equipments)
    .leftJoin(refrigerants, and(eq(R.tenantId, equipments.tenantId), eq(R.id, equipments.refrigerant_id)))
    .where(and(eq(equipments.tenantId, t), inArray(equipments.id, equipmentIds)));
  for (const e of rows) {
    const interval = leakCheckIntervalMonths(e.charge, e.gwp as number | null, e.detection);
    // The latest check a checklist recorded; without any, the one stored (entered before, or imported) stays.
    const last = e.last ?? e.lastleakcheck;
    const next = nextLeakCheck(last, e.installdate, interval);
    if (e.leakinterval === interval && e.lastleakcheck === last && e.nextleakcheck === next) continue;
    await ctx.tx
      .update(equipments)
      .set({ leakinterval: interval, lastleakcheck: last, nextleakcheck: next })
      .where(and(eq(equipments.tenantId, t), eq(equipments.id, e.id)));
  }
}

/** The CO2-equivalent of an equipment's charge (tonnes), for its record. */
export async function equipmentCo2e(ctx: Ctx, refrigerantId: number | null, charge: unknown) {
  if (refrigerantId === null) return null;
  const [r] = (await ctx.tx
    .select({ gwp: R.gwp })
    .from(refrigerants)
    .where(and(eq(R.tenantId, ctx.user.tenantId), eq(R.id, refrigerantId)))) as { gwp: number | null }[];
  return r ? co2eTonnes(charge, r.gwp) : null;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * GET leakageordisposals/get_by_checklist_and_module/{checklistId}/{module} (spec 02 §7): the checklist's F-gas rows,
 * each with its answer as JSON text in `data` (the shape the checklist API answered before the table) and the
 * record's columns. The caller has checked the checklist is the user's to see.
 */
export async function checklistRecords(ctx: Ctx, checklistId: number, module: number) {
  const rows = await ctx.tx
    .select()
    .from(leakageordisposals)
    .where(
      and(
        eq(leakageordisposals.tenantId, ctx.user.tenantId),
        eq(leakageordisposals.checklist_id, checklistId),
        eq(leakageordisposals.module, module),
      ),
    )
    .orderBy(asc(leakageordisposals.id));
  return rows.map((r: Row) => ({
    id: r.id,
    checklist_id: r.checklist_id,
    module: r.module,
    record_id: r.record_id,
    property_name: r.property_name,
    type: r.type,
    data: JSON.stringify(r.data),
    equipment_id: r.equipment_id,
    refrigerant_id: r.refrigerant_id,
    refrigerant: r.refrigerantname,
    added: num(r.added),
    recovered: num(r.recovered),
    leakresult: r.leakresult,
    action: r.action,
    date: r.date,
    technician_id: r.technician_id,
    technician_name: r.technician_name,
  }));
}

// ------------------------------------------------------------------------------------------------
// Reports

type Filter = Omit<FgasReportInput, 'skip' | 'limit' | 'count'>;

function recordWhere(ctx: Ctx, f: Filter, extra?: SQL): SQL {
  return and(
    eq(leakageordisposals.tenantId, ctx.user.tenantId),
    f.from ? gte(leakageordisposals.date, f.from) : undefined,
    f.to ? lte(leakageordisposals.date, f.to) : undefined,
    f.equipment_id ? eq(leakageordisposals.equipment_id, f.equipment_id) : undefined,
    f.refrigerant_id ? eq(leakageordisposals.refrigerant_id, f.refrigerant_id) : undefined,
    f.customer_id
      ? sql`${leakageordisposals.equipment_id} in (select e.id from equipments e
          where e.tenant_id = ${ctx.user.tenantId} and e.customer_id = ${f.customer_id})`
      : undefined,
    extra,
  )!;
}

const round = (n: number, d = 3) => Math.round(n * 10 ** d) / 10 ** d;
const sum = <T>(rows: T[], pick: (r: T) => number | null) =>
  round(
    rows.reduce((a, r) => a + (pick(r) ?? 0), 0),
    6,
  );

/** Every row of the F-gas report for the filter: equipment with a refrigerant charge, or with records in the period. */
async function fgasRows(ctx: Ctx, f: Filter): Promise<FgasReportRow[]> {
  const t = ctx.user.tenantId;
  const agg = await ctx.tx
    .select({
      equipment_id: leakageordisposals.equipment_id,
      added: sql<string>`coalesce(sum(${leakageordisposals.added}), 0)::text`,
      recovered: sql<string>`coalesce(sum(${leakageordisposals.recovered}), 0)::text`,
      leakchecks: sql<number>`count(*) filter (where ${leakageordisposals.type} = 'leakage')::int`,
      leaksfound: sql<number>`count(*) filter (where ${leakageordisposals.leakresult} in ('found', 'repaired'))::int`,
      lastcheck: sql<
        string | null
      >`max(${leakageordisposals.date}) filter (where ${leakageordisposals.type} = 'leakage')::text`,
    })
    .from(leakageordisposals)
    .where(recordWhere(ctx, f, isNotNull(leakageordisposals.equipment_id)))
    .groupBy(leakageordisposals.equipment_id);
  const byEquipment = new Map(agg.map((a) => [a.equipment_id!, a]));
  const withRecords = [...byEquipment.keys()];
  const eqs = await ctx.tx
    .select({
      id: equipments.id,
      name: equipments.name,
      number: equipments.number,
      customername: customers.name,
      refrigerantname: R.name,
      gwp: R.gwp,
      charge: equipments.refrigerantvolume,
      leakdetectionsystem: equipments.leakdetectionsystem,
      leakinterval: equipments.leakinterval,
      lastleakcheck: equipments.lastleakcheck,
      nextleakcheck: equipments.nextleakcheck,
    })
    .from(equipments)
    .leftJoin(
      customers,
      and(eq(customers.tenantId, equipments.tenantId), eq(customers.id, equipments.customer_id)),
    )
    .leftJoin(refrigerants, and(eq(R.tenantId, equipments.tenantId), eq(R.id, equipments.refrigerant_id)))
    .where(
      and(
        eq(equipments.tenantId, t),
        f.customer_id ? eq(equipments.customer_id, f.customer_id) : undefined,
        f.equipment_id ? eq(equipments.id, f.equipment_id) : undefined,
        f.refrigerant_id ? eq(equipments.refrigerant_id, f.refrigerant_id) : undefined,
        or(
          and(
            eq(equipments.isactive, true),
            isNotNull(equipments.refrigerant_id),
            sql`${equipments.refrigerantvolume} > 0`,
          ),
          withRecords.length ? inArray(equipments.id, withRecords) : undefined,
        ),
      ),
    )
    .orderBy(asc(customers.name), asc(equipments.name), asc(equipments.id));
  return eqs.map((e) => {
    const a = byEquipment.get(e.id);
    const gwp = e.gwp as number | null;
    const added = a ? Number(a.added) : 0;
    return {
      equipment_id: e.id,
      equipmentname: e.name,
      equipmentnumber: e.number,
      customername: e.customername,
      refrigerantname: (e.refrigerantname as string | null) ?? null,
      gwp,
      charge: num(e.charge),
      co2e: co2eTonnes(e.charge, gwp),
      leakdetectionsystem: e.leakdetectionsystem,
      leakinterval: e.leakinterval,
      added,
      recovered: a ? Number(a.recovered) : 0,
      addedco2e: co2eTonnes(added, gwp),
      leakchecks: a?.leakchecks ?? 0,
      leaksfound: a?.leaksfound ?? 0,
      lastleakcheck: e.lastleakcheck,
      nextleakcheck: e.nextleakcheck,
    };
  });
}

function page<T>(rows: T[], input: { skip?: number; limit?: number }) {
  const skip = input.skip ?? 0;
  return rows.slice(skip, skip + (input.limit ?? 500));
}

const fgasTotals = (rows: FgasReportRow[]) => ({
  charge: sum(rows, (r) => r.charge),
  co2e: sum(rows, (r) => r.co2e),
  added: sum(rows, (r) => r.added),
  recovered: sum(rows, (r) => r.recovered),
  addedco2e: sum(rows, (r) => r.addedco2e),
});
const drainfillTotals = (rows: DrainfillReportRow[]) => ({
  added: sum(rows, (r) => r.added),
  recovered: sum(rows, (r) => r.recovered),
  co2e: sum(rows, (r) => r.co2e),
});

/** Filter ids must name the tenant's records: another tenant's (or an unknown) id is a 404. */
async function assertFilterIds(ctx: Ctx, f: Filter) {
  const t = ctx.user.tenantId;
  const checks: [number | undefined, () => Promise<unknown[]>][] = [
    [
      f.customer_id,
      () =>
        ctx.tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.tenantId, t), eq(customers.id, f.customer_id!))),
    ],
    [
      f.equipment_id,
      () =>
        ctx.tx
          .select({ id: equipments.id })
          .from(equipments)
          .where(and(eq(equipments.tenantId, t), eq(equipments.id, f.equipment_id!))),
    ],
    [
      f.refrigerant_id,
      () =>
        ctx.tx
          .select({ id: R.id })
          .from(refrigerants)
          .where(and(eq(R.tenantId, t), eq(R.id, f.refrigerant_id!))),
    ],
  ];
  for (const [id, find] of checks) if (id !== undefined && !(await find()).length) throw notFound();
}

/** POST /api/f_gas_reports/list: per equipment, charge, CO2e, what was added and recovered, leak checks; totals. */
export async function fgasReport(ctx: Ctx, input: FgasReportInput): Promise<FgasReport> {
  await assertFilterIds(ctx, input);
  const rows = await fgasRows(ctx, input);
  return { items: page(rows, input), total: rows.length, totals: fgasTotals(rows) };
}

async function drainfillRows(ctx: Ctx, f: Filter): Promise<DrainfillReportRow[]> {
  const rows = await ctx.tx
    .select({
      r: leakageordisposals,
      equipmentname: equipments.name,
      customername: customers.name,
      gwp: R.gwp,
      checklistname: checklistForms.name,
    })
    .from(leakageordisposals)
    .leftJoin(
      equipments,
      and(
        eq(equipments.tenantId, leakageordisposals.tenantId),
        eq(equipments.id, leakageordisposals.equipment_id),
      ),
    )
    .leftJoin(
      customers,
      and(eq(customers.tenantId, equipments.tenantId), eq(customers.id, equipments.customer_id)),
    )
    .leftJoin(
      refrigerants,
      and(eq(R.tenantId, leakageordisposals.tenantId), eq(R.id, leakageordisposals.refrigerant_id)),
    )
    .leftJoin(
      checklists,
      and(
        eq(checklists.tenantId, leakageordisposals.tenantId),
        eq(checklists.id, leakageordisposals.checklist_id),
      ),
    )
    .leftJoin(
      checklistForms,
      and(eq(checklistForms.tenantId, checklists.tenantId), eq(checklistForms.id, checklists.form_id)),
    )
    .where(recordWhere(ctx, f, eq(leakageordisposals.type, 'drainandfill')))
    .orderBy(desc(leakageordisposals.date), desc(leakageordisposals.id));
  return rows.map(({ r, equipmentname, customername, gwp, checklistname }) => {
    const added = Number(r.added ?? 0);
    return {
      id: r.id,
      date: r.date,
      equipment_id: r.equipment_id,
      equipmentname,
      customername,
      refrigerantname: r.refrigerantname,
      added,
      recovered: Number(r.recovered ?? 0),
      co2e: co2eTonnes(added, gwp as number | null),
      technician: r.technician_name,
      checklist_id: r.checklist_id,
      checklistname,
      module: r.module,
      record_id: r.record_id,
      comment: r.comment,
    };
  });
}

/** POST /api/drainfill_reports/list: the drain-and-fill records of the period, newest first, with totals. */
export async function drainfillReport(ctx: Ctx, input: FgasReportInput): Promise<DrainfillReport> {
  await assertFilterIds(ctx, input);
  const rows = await drainfillRows(ctx, input);
  return { items: page(rows, input), total: rows.length, totals: drainfillTotals(rows) };
}

const FGAS_COLUMNS: (keyof FgasReportRow)[] = [
  'customername',
  'equipmentname',
  'equipmentnumber',
  'refrigerantname',
  'gwp',
  'charge',
  'co2e',
  'added',
  'recovered',
  'addedco2e',
  'leakchecks',
  'leaksfound',
  'leakinterval',
  'lastleakcheck',
  'nextleakcheck',
];
const DRAINFILL_COLUMNS: (keyof DrainfillReportRow)[] = [
  'date',
  'customername',
  'equipmentname',
  'refrigerantname',
  'added',
  'recovered',
  'co2e',
  'technician',
  'checklistname',
  'comment',
];
const DATE_COLUMNS = new Set(['date', 'lastleakcheck', 'nextleakcheck']);

async function workbook<T extends Record<string, unknown>>(
  name: 'f_gas_reports' | 'drainfill_reports',
  columns: (keyof T & string)[],
  rows: T[],
  totals: Record<string, number>,
  lang: Language,
) {
  const header = columns.map((c) => translate(lang, 'fgas', `col_${c}`));
  const cell = (c: string, v: unknown) => {
    if (v === null || v === undefined) return null;
    if (DATE_COLUMNS.has(c)) return new Date(`${String(v)}T00:00:00Z`);
    return v as string | number;
  };
  const data = rows.map((r) => columns.map((c) => cell(c, r[c])));
  data.push(columns.map((c, i) => (i === 0 ? translate(lang, 'fgas', 'totals') : (totals[c] ?? null))));
  const dateColumns = columns.flatMap((c, i) => (DATE_COLUMNS.has(c) ? [i] : []));
  const title = translate(lang, 'fgas', name === 'f_gas_reports' ? 'fgasTitle' : 'drainfillTitle');
  const buffer = await writeSheet('xlsx', title, header, data, { dateColumns });
  return { buffer, filename: `${name}-${today()}.xlsx` };
}

/** GET /api/f_gas_reports/export: the whole report (no paging) as XLSX, with a totals row. */
export async function fgasReportXlsx(ctx: Ctx, f: Filter, lang: Language) {
  await assertFilterIds(ctx, f);
  const rows = await fgasRows(ctx, f);
  return workbook('f_gas_reports', FGAS_COLUMNS, rows, fgasTotals(rows), lang);
}

/** GET /api/drainfill_reports/export: the period's drain-and-fill records as XLSX, with a totals row. */
export async function drainfillReportXlsx(ctx: Ctx, f: Filter, lang: Language) {
  await assertFilterIds(ctx, f);
  const rows = await drainfillRows(ctx, f);
  return workbook('drainfill_reports', DRAINFILL_COLUMNS, rows, drainfillTotals(rows), lang);
}
