// The inspection reports (spec 02 §2 "Report routes"): /inspection_report (inspections by status, type, customer and
// period) and /equipment_lastinspection_report (every equipment with its last inspection, status and next date), as
// API lists and XLSX files with headers in the user's language.
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@suite/shared';
import { formatDate, osloDate } from '@suite/shared/format/date-format';
import {
  OVERDUE,
  type Inspection,
  type InspectionReportInput,
  type InspectionStatus,
  type LastInspectionReportInput,
  type LastInspectionRow,
} from '@suite/shared/inspections/inspection.schema';
import { rowsOf } from '../../db/tenant';
import { writeSheet } from '../../platform/import-export/spreadsheet';
import type { Ctx } from '../../platform/request-context';
import { escapeLike } from '../../platform/resources/record-list';
import { translate } from '../../platform/translations/translate';
import {
  countInspections,
  filterConditions,
  overdueSql,
  selectInspections,
  toInspection,
} from './inspections.service';
import { inspections } from './inspections.table';

/** POST /api/inspection_report/list: the inspections of the filters, newest first, with the total. */
export async function inspectionReport(
  ctx: Ctx,
  input: InspectionReportInput,
  now = new Date(),
): Promise<{ items: Inspection[]; total: number }> {
  const today = osloDate(now);
  const where = filterConditions(ctx, input, today);
  const rows = await selectInspections(ctx, today)
    .where(and(...where))
    .orderBy(desc(overdueSql(today)), desc(inspections.date), desc(inspections.id))
    .limit(input.limit ?? 5000)
    .offset(input.skip ?? 0);
  return { items: rows.map(toInspection), total: await countInspections(ctx, where) };
}

const statusText = (lang: Language, s: string | null) =>
  s ? translate(lang, 'inspectionsapi', `status_${s}`) : '';

const INSPECTION_COLUMNS = [
  'controlnumber',
  'date',
  'status',
  'inspectiontype',
  'customer',
  'equipmentnumber',
  'equipment',
  'nextinspection',
  'inspectedby',
  'responsible',
] as const;

/** POST /api/inspection_report/xlsx. */
export async function inspectionReportXlsx(
  ctx: Ctx,
  input: InspectionReportInput,
  lang: Language,
): Promise<{ name: string; body: Buffer }> {
  const { items } = await inspectionReport(ctx, { ...input, skip: 0, limit: 5000 });
  const header = INSPECTION_COLUMNS.map((c) => translate(lang, 'inspectionsapi', `report_${c}`));
  const rows = items.map((i) => [
    i.controlnumber,
    formatDate(i.date),
    statusText(lang, i.displaystatus),
    i.inspectiontypename,
    i.customername,
    i.equipmentnumber,
    i.equipmentname,
    i.nextinspection ? formatDate(i.nextinspection) : null,
    i.inspectedbyname,
    i.responsiblename,
  ]);
  const body = await writeSheet(
    'xlsx',
    translate(lang, 'inspectionsapi', 'report_inspection_report'),
    header,
    rows,
  );
  return { name: 'inspection_report.xlsx', body };
}

type LastRow = {
  equipment_id: number | string;
  equipmentnumber: string | null;
  equipmentname: string | null;
  customer_id: number | string | null;
  customername: string | null;
  inspection_id: number | string | null;
  controlnumber: string | null;
  inspectiontypename: string | null;
  date: string | Date | null;
  status: string | null;
  nextinspection: string | Date | null;
  overdue: boolean | null;
};

/** A date column as 'YYYY-MM-DD' (node-postgres gives text for date with the app's parser; PGlite may give Date). */
const isoDate = (v: string | Date | null) =>
  v === null ? null : typeof v === 'string' ? v.slice(0, 10) : osloDate(v).slice(0, 10);

/**
 * POST /api/equipment_lastinspection_report/list: every equipment of the tenant with its last inspection (of the
 * type, when filtered): overdue first, then the nearest next date, then never inspected.
 */
export async function lastInspectionReport(
  ctx: Ctx,
  input: LastInspectionReportInput,
  now = new Date(),
): Promise<{ items: LastInspectionRow[]; total: number }> {
  const today = osloDate(now);
  const t = ctx.user.tenantId;
  const typeFilter = input.inspectiontype_id
    ? sql`and i.inspectiontype_id = ${input.inspectiontype_id}`
    : sql``;
  const where: SQL[] = [sql`e.tenant_id = ${t}`];
  if (input.customer_id) where.push(sql`e.customer_id = ${input.customer_id}`);
  if (input.from) where.push(sql`li.date >= ${input.from}::date`);
  if (input.to) where.push(sql`li.date <= ${input.to}::date`);
  const text = input.search?.trim();
  if (text) {
    const p = `%${escapeLike(text)}%`;
    where.push(
      sql`(e.name ilike ${p} or e.number ilike ${p} or c.name ilike ${p} or li.controlnumber ilike ${p})`,
    );
  }
  const overdue = sql`(li.nextinspection < ${today}::date)`;
  if (input.status !== undefined) {
    const wanted = Array.isArray(input.status) ? input.status : [input.status];
    const parts: SQL[] = [];
    if (wanted.includes('none')) parts.push(sql`li.id is null`);
    if (wanted.includes(OVERDUE)) parts.push(sql`coalesce(${overdue}, false)`);
    const saved = wanted.filter((s) => s !== 'none' && s !== OVERDUE);
    if (saved.length) {
      parts.push(
        sql`(li.status in (${sql.join(
          saved.map((s) => sql`${s}`),
          sql`, `,
        )}) and not coalesce(${overdue}, false))`,
      );
    }
    where.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  const base = sql`from equipments e
    left join customers c on c.tenant_id = e.tenant_id and c.id = e.customer_id
    left join lateral (
      select i.id, i.controlnumber, i.date, i.status, i.nextinspection, i.inspectiontype_id
      from inspections i
      where i.tenant_id = e.tenant_id and i.equipment_id = e.id ${typeFilter}
      order by i.date desc, i.id desc limit 1
    ) li on true
    left join inspectiontypes it on it.tenant_id = e.tenant_id and it.id = li.inspectiontype_id
    where ${sql.join(where, sql` and `)}`;
  const limit = input.limit ?? 5000;
  const skip = input.skip ?? 0;
  const rows = rowsOf<LastRow>(
    await ctx.tx
      .execute(sql`select e.id as equipment_id, e.number as equipmentnumber, e.name as equipmentname,
        e.customer_id, c.name as customername, li.id as inspection_id, li.controlnumber,
        it.name as inspectiontypename, li.date::text as date, li.status, li.nextinspection::text as nextinspection,
        ${overdue} as overdue
      ${base}
      order by coalesce(${overdue}, false) desc, (li.id is null), li.nextinspection asc nulls last, e.number, e.id
      limit ${limit} offset ${skip}`),
  );
  const [count] = rowsOf<{ n: number | string }>(
    await ctx.tx.execute(sql`select count(*)::int as n ${base}`),
  );
  return {
    items: rows.map((r) => ({
      equipment_id: Number(r.equipment_id),
      equipmentnumber: r.equipmentnumber,
      equipmentname: r.equipmentname,
      customer_id: r.customer_id === null ? null : Number(r.customer_id),
      customername: r.customername,
      inspection_id: r.inspection_id === null ? null : Number(r.inspection_id),
      controlnumber: r.controlnumber,
      inspectiontypename: r.inspectiontypename,
      date: isoDate(r.date),
      status: r.status as InspectionStatus | null,
      displaystatus: r.inspection_id === null ? 'none' : r.overdue ? OVERDUE : (r.status as InspectionStatus),
      nextinspection: isoDate(r.nextinspection),
    })),
    total: Number(count?.n ?? rows.length),
  };
}

const LAST_COLUMNS = [
  'equipmentnumber',
  'equipment',
  'customer',
  'controlnumber',
  'inspectiontype',
  'lastinspection',
  'status',
  'nextinspection',
] as const;

/** POST /api/equipment_lastinspection_report/xlsx. */
export async function lastInspectionReportXlsx(
  ctx: Ctx,
  input: LastInspectionReportInput,
  lang: Language,
): Promise<{ name: string; body: Buffer }> {
  const { items } = await lastInspectionReport(ctx, { ...input, skip: 0, limit: 5000 });
  const header = LAST_COLUMNS.map((c) => translate(lang, 'inspectionsapi', `report_${c}`));
  const rows = items.map((r) => [
    r.equipmentnumber,
    r.equipmentname,
    r.customername,
    r.controlnumber,
    r.inspectiontypename,
    r.date ? formatDate(r.date) : null,
    statusText(lang, r.displaystatus),
    r.nextinspection ? formatDate(r.nextinspection) : null,
  ]);
  const body = await writeSheet(
    'xlsx',
    translate(lang, 'inspectionsapi', 'report_equipment_lastinspection_report'),
    header,
    rows,
  );
  return { name: 'equipment_lastinspection_report.xlsx', body };
}
