// spec 02 §3 "Checklist", §4 (1 draft, 2 completed, 3 inactive; completed can be reopened), §5 (completion rule,
// invalid JSON reads as {}), §7 (the checklist API calls and the per-module bases).
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { customers } from '../customers/customers.table';
import { equipments } from '../equipment/equipment.table';
import { orders } from '../orders/orders.table';
import {
  CHECKLIST_MODULE,
  CHECKLIST_STATUS,
  type ChecklistForm,
  type ChecklistModule,
  type ChecklistRecord,
  completionErrors,
  parseDefaultValue,
  parseJsonObject,
} from '@suite/shared/checklists/index';
import { hasPermission } from '@suite/shared/users/permissions';
import { badRequest, forbidden, notFound, staleVersion } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { files } from '../../platform/files/files.table';
import {
  checklistRecordModule,
  mayAdd,
  mayFill,
  mayOpen,
  mayRemove,
  assertModule,
  seesOthers,
} from './checklist-records';
import { checklistForms, checklists } from './checklists.table';
import { formsWithProperties, getForm, propertiesOf, toProperty } from './forms.service';
import { escapeLike } from '../../platform/resources/record-list';
import { syncChecklistRecords } from '../fgas/fgas.service';

type ChecklistRow = typeof checklists.$inferSelect;
type FormRow = typeof checklistForms.$inferSelect;

/** spec 02 §3: the file module id of checklist photos, attachments and generated reports (the spec names none). */
export const CHECKLIST_FILE_MODULE_ID = 125;
/** Generated checklist reports (generate_pdf ...): files of their own module, so they are not listed as the
 * checklist's documents; record_id is the (first) checklist's id. */
export const CHECKLIST_REPORT_FILE_MODULE_ID = 126;

const RECORD_FIELD: Partial<Record<number, string>> = {
  [CHECKLIST_MODULE.order]: 'order_id',
  [CHECKLIST_MODULE.customer]: 'customer_id',
  [CHECKLIST_MODULE.equipment]: 'equipment_id',
  [CHECKLIST_MODULE.internalequipment]: 'equipment_id',
  [CHECKLIST_MODULE.offer]: 'offer_id',
  [CHECKLIST_MODULE.inspection]: 'inspection_id',
};

function toRecord(row: ChecklistRow, form: FormRow): ChecklistRecord {
  const flags = form.flags ?? {};
  const rec: ChecklistRecord = {
    id: row.id,
    form_id: row.form_id,
    checklist_template_id: row.form_id,
    name: form.name,
    modifiedname: row.name !== form.name ? row.name : null,
    checklistmodule: row.checklistmodule as ChecklistModule,
    record_id: row.record_id,
    order_id: null,
    customer_id: null,
    equipment_id: null,
    offer_id: null,
    inspection_id: null,
    status: row.status as ChecklistRecord['status'],
    // spec 02 §5: invalid JSON in stored data reads as {}.
    data: JSON.stringify(parseJsonObject(row.data)),
    version: row.version,
    created_on: row.createdon.toISOString(),
    updated_on: row.updatedon.toISOString(),
    updated_by_name: row.updatedby_name,
    completed_on: row.completedon?.toISOString() ?? null,
    completed_by_name: row.completedby_name,
    ismachineservicechecklist: Boolean(flags.ismachineservicechecklist),
    isblikracomponent: Boolean(flags.isblikracomponent),
    enableversion: Boolean(flags.enableversion),
    certificatelogo: Boolean(flags.certificatelogo),
    checklistheader: Boolean(flags.checklistheader),
    allowflexibleheaderandfooter: Boolean(flags.allowflexibleheaderandfooter),
    headerid: form.headerid,
    footerid: form.footerid,
    ispdflandscape: Boolean(flags.ispdflandscape),
    pdftemplatepath: null,
  };
  const field = RECORD_FIELD[row.checklistmodule];
  if (field) (rec as Record<string, unknown>)[field] = row.record_id;
  return rec;
}

async function rowsWithForms(ctx: Ctx, where: ReturnType<typeof and>) {
  return ctx.tx
    .select({ c: checklists, f: checklistForms })
    .from(checklists)
    .innerJoin(
      checklistForms,
      and(eq(checklistForms.tenantId, checklists.tenantId), eq(checklistForms.id, checklists.form_id)),
    )
    .where(and(eq(checklists.tenantId, ctx.user.tenantId), where))
    .orderBy(asc(checklists.id));
}

/**
 * The checklist row, when the user may see its record's module (else 403) and, in a module with owners (HSE), the
 * checklist is theirs or they see others' (else 404, as another tenant's id).
 */
async function loadRow(ctx: Ctx, id: number): Promise<{ c: ChecklistRow; f: FormRow }> {
  const [hit] = await rowsWithForms(ctx, eq(checklists.id, id));
  if (!hit) throw notFound();
  assertModule(ctx, hit.c.checklistmodule);
  if (!mayOpen(ctx, hit.c)) throw notFound();
  return hit;
}

/** The row to fill in, complete or reopen: visible, and in a module with owners the user's or editable by them. */
async function loadRowToFill(ctx: Ctx, id: number): Promise<{ c: ChecklistRow; f: FormRow }> {
  const hit = await loadRow(ctx, id);
  if (!mayFill(ctx, hit.c)) throw forbidden();
  return hit;
}

/** GET checklists/{id}: the checklist with its answers in `data` as a JSON string (spec 02 §7). */
export async function getChecklist(ctx: Ctx, id: number): Promise<ChecklistRecord> {
  const { c, f } = await loadRow(ctx, id);
  return toRecord(c, f);
}

/** POST checklists/get_multiple: the listed checklists the user may see; unknown ids are left out. */
export async function getChecklists(ctx: Ctx, ids: number[]): Promise<ChecklistRecord[]> {
  if (!ids.length) return [];
  const rows = await rowsWithForms(ctx, inArray(checklists.id, ids));
  return rows.filter((r) => mayOpen(ctx, r.c)).map((r) => toRecord(r.c, r.f));
}

/** POST checklists/get_multiple_checklist_pdf_report_data: form and checklist pairs (spec 02 §7). */
export async function pdfReportData(
  ctx: Ctx,
  ids: number[],
): Promise<{ form: ChecklistForm; checklist: ChecklistRecord }[]> {
  const list = await getChecklists(ctx, ids);
  const forms = await formsWithProperties(ctx, [...new Set(list.map((c) => c.form_id))]);
  return list.map((checklist) => ({ form: forms.find((f) => f.id === checklist.form_id)!, checklist }));
}

/** GET {base}/list/{recordId}: a record's checklists, newest first. */
export async function listChecklists(ctx: Ctx, module: number, recordId: number): Promise<ChecklistRecord[]> {
  const m = checklistRecordModule(module);
  if (!m || !(await m.exists(ctx, recordId))) throw notFound();
  assertModule(ctx, module);
  const rows = await ctx.tx
    .select({ c: checklists, f: checklistForms })
    .from(checklists)
    .innerJoin(
      checklistForms,
      and(eq(checklistForms.tenantId, checklists.tenantId), eq(checklistForms.id, checklists.form_id)),
    )
    .where(
      and(
        eq(checklists.tenantId, ctx.user.tenantId),
        eq(checklists.checklistmodule, module),
        eq(checklists.record_id, recordId),
        ownOnly(ctx, module),
      ),
    )
    .orderBy(desc(checklists.id));
  return rows.map((r) => toRecord(r.c, r.f));
}

/** In a module with owners (HSE), the user's own checklists only, unless they see others' too. */
function ownOnly(ctx: Ctx, module: number) {
  return seesOthers(ctx, module) ? undefined : eq(checklists.createdby, ctx.user.userId);
}

/** The answers a new checklist starts with: each field's default value (invalid JSON: {} for objects). */
function defaultsOf(properties: { name: string; default_value: string | null }[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const p of properties) {
    const v = parseDefaultValue(p.default_value);
    if (v !== undefined) data[p.name] = v;
  }
  return data;
}

/**
 * POST {base}: a checklist on a record, always a draft: from a form (option 1, its default values as the
 * answers) or as a copy of another checklist with its answers (option 2, on the same form version).
 */
export async function createChecklist(
  ctx: Ctx,
  module: number,
  input: { recordId: number; form_id?: number; copy_from_checklist_id?: number; name?: string },
): Promise<ChecklistRecord> {
  const m = checklistRecordModule(module);
  if (!m || !(await m.exists(ctx, input.recordId))) throw notFound();
  assertModule(ctx, module);
  if (!mayAdd(ctx, module)) throw forbidden();
  let formId: number;
  let data: string;
  let name: string;
  if (input.copy_from_checklist_id !== undefined) {
    const source = await loadRow(ctx, input.copy_from_checklist_id);
    formId = source.c.form_id;
    data = JSON.stringify(parseJsonObject(source.c.data));
    name = input.name ?? source.c.name;
  } else {
    const [form] = await ctx.tx
      .select()
      .from(checklistForms)
      .where(and(eq(checklistForms.tenantId, ctx.user.tenantId), eq(checklistForms.id, input.form_id!)));
    if (!form) throw notFound();
    if (!form.isactive) throw badRequest([{ field: 'form_id', message: 'invalidData' }]);
    formId = form.id;
    data = JSON.stringify(defaultsOf(await propertiesOf(ctx, [form.id])));
    name = input.name ?? form.name;
  }
  const [row] = await ctx.tx
    .insert(checklists)
    .values({
      tenantId: ctx.user.tenantId,
      form_id: formId,
      checklistmodule: module,
      record_id: input.recordId,
      name,
      status: CHECKLIST_STATUS.draft,
      data,
      createdby: ctx.user.userId,
      updatedby_name: ctx.user.details.name,
    })
    .returning();
  await syncChecklistRecords(ctx, row!.id);
  return getChecklist(ctx, row!.id);
}

/** The answers as stored text: an object, or a JSON string holding an object (anything else is a 400). */
function dataText(data: string | Record<string, unknown>): string {
  if (typeof data !== 'string') return JSON.stringify(data);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw badRequest([{ field: 'data', message: 'invalidData' }]);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest([{ field: 'data', message: 'invalidData' }]);
  }
  return JSON.stringify(parsed);
}

async function writeRow(ctx: Ctx, row: ChecklistRow, version: number, set: Partial<ChecklistRow>) {
  const [saved] = await ctx.tx
    .update(checklists)
    .set({ ...set, version: row.version + 1, updatedon: new Date(), updatedby_name: ctx.user.details.name })
    .where(
      and(
        eq(checklists.tenantId, ctx.user.tenantId),
        eq(checklists.id, row.id),
        eq(checklists.version, version),
      ),
    )
    .returning();
  if (!saved) throw staleVersion();
}

/** PUT checklists/{id} {data, version}: saves the answers of a draft; 412 on a stale version. */
export async function saveChecklist(
  ctx: Ctx,
  id: number,
  input: { data: string | Record<string, unknown>; version: number; name?: string },
): Promise<ChecklistRecord> {
  const { c } = await loadRowToFill(ctx, id);
  if (c.version !== input.version) throw staleVersion();
  if (c.status !== CHECKLIST_STATUS.draft) {
    throw badRequest([{ field: 'status', message: 'checklistCompleted' }], 'checklistCompleted');
  }
  await writeRow(ctx, c, input.version, {
    data: dataText(input.data),
    ...(input.name ? { name: input.name } : {}),
  });
  // The F-gas rows follow the answers in the same transaction (issue 8).
  await syncChecklistRecords(ctx, id);
  return getChecklist(ctx, id);
}

/**
 * POST checklists/{id}/complete: refused (400 checklistNotCompletable, a field error per unanswered radio and per
 * checkpoint answered 3) until the completion rule of spec 02 §5 holds.
 */
export async function completeChecklist(ctx: Ctx, id: number, version?: number): Promise<ChecklistRecord> {
  const { c } = await loadRowToFill(ctx, id);
  if (version !== undefined && c.version !== version) throw staleVersion();
  if (c.status === CHECKLIST_STATUS.completed) return getChecklist(ctx, id);
  if (c.status !== CHECKLIST_STATUS.draft) throw badRequest([{ field: 'status', message: 'invalidData' }]);
  const form = await getForm(ctx, c.form_id);
  const errors = completionErrors(form, c.data);
  if (errors.length) throw badRequest(errors, 'checklistNotCompletable');
  await writeRow(ctx, c, c.version, {
    status: CHECKLIST_STATUS.completed,
    completedon: new Date(),
    completedby_name: ctx.user.details.name,
  });
  await syncChecklistRecords(ctx, id);
  return getChecklist(ctx, id);
}

/** POST checklists/{id}/reopen: a completed checklist back to draft; needs the re-open checklist permission. */
export async function reopenChecklist(ctx: Ctx, id: number): Promise<ChecklistRecord> {
  const { c } = await loadRowToFill(ctx, id);
  if (!hasPermission(ctx.user.access, 'checklists_reopen_checklist')) throw forbidden();
  if (c.status !== CHECKLIST_STATUS.completed) {
    throw badRequest([{ field: 'status', message: 'checklistNotCompleted' }], 'checklistNotCompleted');
  }
  await writeRow(ctx, c, c.version, {
    status: CHECKLIST_STATUS.draft,
    completedon: null,
    completedby_name: null,
  });
  return getChecklist(ctx, id);
}

/** DELETE {base} {ids}: removes checklists (office work: not for read-only users, checked by the route). */
export async function deleteChecklists(
  ctx: Ctx,
  module: number,
  ids: number[],
): Promise<{ deleted: number[] }> {
  const unique = [...new Set(ids)];
  const rows = await ctx.tx
    .select({ id: checklists.id })
    .from(checklists)
    .where(
      and(
        eq(checklists.tenantId, ctx.user.tenantId),
        eq(checklists.checklistmodule, module),
        inArray(checklists.id, unique),
        ownOnly(ctx, module),
      ),
    );
  if (rows.length !== unique.length) throw notFound();
  assertModule(ctx, module);
  if (!mayRemove(ctx, module)) throw forbidden();
  await ctx.tx
    .delete(checklists)
    .where(and(eq(checklists.tenantId, ctx.user.tenantId), inArray(checklists.id, unique)));
  return { deleted: unique };
}

export type ChecklistDocument = {
  _id: number;
  file_guid: string;
  bloburl: string;
  url: string;
  subpropertyname: string | null;
  property_name: string | null;
  file_original_name: string;
  content_type: string;
  checklist_id: number;
};

/**
 * GET documents/get_checklist_documents/{id} and POST documents/get_documents_of_all_checklists: the files uploaded
 * to checklists (spec 02 §3 "Documents of a checklist"), with the field (property_name) and the checkpoint
 * (subpropertyname) they belong to, read from the answers' filesIds. Generated reports are not documents.
 */
export async function checklistDocuments(ctx: Ctx, ids: number[]): Promise<ChecklistDocument[]> {
  const visible = await getChecklists(ctx, ids);
  if (!visible.length) return [];
  const rows = await ctx.tx
    .select()
    .from(files)
    .where(
      and(
        eq(files.tenantId, ctx.user.tenantId),
        eq(files.moduleid, CHECKLIST_FILE_MODULE_ID),
        inArray(
          files.record_id,
          visible.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(files.id));
  const owner = new Map<string, { property: string; sub: string | null }>();
  for (const c of visible) {
    const data = parseJsonObject(c.data);
    for (const [name, value] of Object.entries(data)) {
      const v = value as { filesIds?: unknown; subitems?: unknown } | null;
      if (Array.isArray(v?.filesIds))
        for (const f of v.filesIds) owner.set(`${c.id}:${f}`, { property: name, sub: null });
      if (Array.isArray(v?.subitems)) {
        v.subitems.forEach((s: { filesIds?: unknown } | null, i: number) => {
          if (Array.isArray(s?.filesIds)) {
            for (const f of s.filesIds) owner.set(`${c.id}:${f}`, { property: name, sub: String(i) });
          }
        });
      }
    }
  }
  return rows.map((f) => {
    const o = owner.get(`${f.record_id}:${f.file_guid}`) ?? owner.get(`${f.record_id}:${f.id}`);
    const url = `/api/files/download?fileName=${f.file_guid}`;
    return {
      _id: f.id,
      file_guid: f.file_guid,
      bloburl: url,
      url,
      subpropertyname: o?.sub ?? null,
      property_name: o?.property ?? null,
      file_original_name: f.original_name,
      content_type: f.content_type,
      checklist_id: f.record_id,
    };
  });
}

export { toProperty };

/** POST {base}/list without a record: the module's checklists across its records (a page, with the total). */
export type ChecklistAcrossInput = {
  search?: string;
  match?: { status?: number };
  skip?: number;
  limit?: number;
  count?: boolean;
};

/**
 * /all_order_equipment_checklists and /hms_checklist (spec 02 §2): the checklists of one module across its records,
 * newest first, with the order's number and customer for order checklists and the equipment's name and customer for
 * equipment checklists; search on the checklist's and form's names, the order number and the customer.
 */
export type ChecklistAcrossRow = ChecklistRecord & {
  ordernumber: string | null;
  equipmentname: string | null;
  customername: string | null;
};

export async function listChecklistsAcross(
  ctx: Ctx,
  module: number,
  input: ChecklistAcrossInput,
): Promise<{ items: ChecklistAcrossRow[]; total?: number }> {
  assertModule(ctx, module);
  const t = ctx.user.tenantId;
  const isOrder = module === CHECKLIST_MODULE.order;
  const isEquipment = module === CHECKLIST_MODULE.equipment;
  const text = input.search?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : undefined;
  const where = and(
    eq(checklists.tenantId, t),
    eq(checklists.checklistmodule, module),
    ownOnly(ctx, module),
    input.match?.status !== undefined ? eq(checklists.status, input.match.status) : undefined,
    pattern
      ? or(
          ilike(checklists.name, pattern),
          ilike(checklistForms.name, pattern),
          ilike(customers.name, pattern),
          isOrder ? sql`${orders.ordernumber}::text like ${pattern}` : undefined,
          isEquipment ? ilike(equipments.name, pattern) : undefined,
        )
      : undefined,
  );
  const never = sql`false`;
  const rows = await ctx.tx
    .select({
      c: checklists,
      f: checklistForms,
      ordernumber: orders.ordernumber,
      equipmentname: equipments.name,
      customername: customers.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(checklists)
    .innerJoin(checklistForms, and(eq(checklistForms.tenantId, t), eq(checklistForms.id, checklists.form_id)))
    .leftJoin(orders, isOrder ? and(eq(orders.tenantId, t), eq(orders.id, checklists.record_id)) : never)
    .leftJoin(
      equipments,
      isEquipment ? and(eq(equipments.tenantId, t), eq(equipments.id, checklists.record_id)) : never,
    )
    .leftJoin(
      customers,
      and(
        eq(customers.tenantId, t),
        eq(customers.id, sql`coalesce(${orders.customer_id}, ${equipments.customer_id})`),
      ),
    )
    .where(where)
    .orderBy(desc(checklists.id))
    .limit(input.limit ?? 25)
    .offset(input.skip ?? 0);
  const items = rows.map((r) => ({
    ...toRecord(r.c, r.f),
    ordernumber: r.ordernumber === null ? null : String(r.ordernumber),
    equipmentname: r.equipmentname,
    customername: r.customername,
  }));
  if (!input.count) return { items };
  // A page past the end has no row to carry the window's count: count again only then.
  if (rows.length || !(input.skip ?? 0)) return { items, total: rows[0]?.total ?? 0 };
  const again = await listChecklistsAcross(ctx, module, { ...input, skip: 0, limit: 1 });
  return { items, total: again.total ?? 0 };
}
