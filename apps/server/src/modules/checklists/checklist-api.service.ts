// The report calls of spec 02 §7 and the small lookups of the checklist API.
import { and, eq } from 'drizzle-orm';
import { CHECKLIST_BASES } from '@suite/shared/checklists/index';
import type { Content } from 'pdfmake/interfaces';
import type { z } from 'zod';
import type {
  generatePdfSchema,
  generateRecordPdfSchema,
  machinePdfSchema,
  multipleMachinePdfSchema,
} from '@suite/shared/checklists/index';
import { badRequest, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/file-storage';
import type { Ctx } from '../../platform/request-context';
import { checklistheaderandfooter } from '../settings/settings.table';
import {
  renderBlankForm,
  renderChecklists,
  statusHistoryContent,
  storeReport,
  type RenderedReport,
} from './checklist-pdf.service';
import { getChecklist, listChecklists } from './checklists.service';
import { checklistRecords } from '../fgas/fgas.service';

export const CHECKLIST_BASE_MODULES = CHECKLIST_BASES;

async function stored(ctx: Ctx, storage: FileStorage, r: RenderedReport) {
  const guid = await storeReport(ctx, storage, r.firstChecklistId, r.fileName, r.pdf);
  return { data: guid, filename: r.fileName };
}

/**
 * POST checklists/generate_pdf/{formId}/{checklistId}: the checklist's report stored as a file; answers
 * {data: fileName} (GET /api/files/download?fileName=). checklistId 0 or ?forTem=true prints the blank form.
 */
export async function generateFormPdf(
  ctx: Ctx,
  storage: FileStorage,
  formId: number,
  checklistId: number,
  body: z.output<typeof generatePdfSchema>,
  forTemplate: boolean,
) {
  if (checklistId === 0 || forTemplate) {
    const r = await renderBlankForm(ctx, storage, formId, body);
    // A blank form belongs to no checklist: kept as a report file of record 0 is not possible (record ids are
    // positive), so it is stored under the form's id.
    return stored(ctx, storage, { ...r, firstChecklistId: formId });
  }
  return stored(ctx, storage, await renderChecklists(ctx, storage, [checklistId], body, { formId }));
}

/** POST checklists/generate_pdf/{id}?module=: the record's checklists (all, or the listed ones) in one PDF. */
export async function generateRecordPdf(
  ctx: Ctx,
  storage: FileStorage,
  module: number,
  recordId: number,
  body: z.output<typeof generateRecordPdfSchema>,
) {
  const all = await listChecklists(ctx, module, recordId);
  const wanted = body.checklistids?.length ? all.filter((c) => body.checklistids!.includes(c.id)) : all;
  if (body.checklistids?.length && wanted.length !== new Set(body.checklistids).size) throw notFound();
  if (!wanted.length) throw badRequest([{ field: 'checklistids', message: 'required' }]);
  const { checklistids: _ids, ...options } = body;
  return stored(
    ctx,
    storage,
    await renderChecklists(ctx, storage, wanted.map((c) => c.id).reverse(), options),
  );
}

/** POST checklists/generate_pdf_for_machine_service_checklist: a machine checklist with its first page and footer. */
export async function generateMachinePdf(
  ctx: Ctx,
  storage: FileStorage,
  body: z.output<typeof machinePdfSchema>,
) {
  const c = await getChecklist(ctx, body.checklistid);
  const r = await renderChecklists(ctx, storage, [c.id], {
    visiblefilename: body.filename,
    ispdfforprint: body.ispdfforprint,
    islandscape: body.islandscape,
    language: body.language,
  });
  return stored(ctx, storage, r);
}

/** POST checklists/generate_pdf_for_multiple_machine_service_checklist: several checklists in one file, with the
 * inspection's status history at the end and its status deciding the defect signature (spec 02 §4). */
export async function generateMultipleMachinePdf(
  ctx: Ctx,
  storage: FileStorage,
  body: z.output<typeof multipleMachinePdfSchema>,
) {
  return stored(ctx, storage, await multipleMachineReport(ctx, storage, body));
}

/** The document of generate_pdf_for_multiple_machine_service_checklist, not stored (the inspection archive keeps it
 * as a document of the inspection and its equipment instead). */
export async function multipleMachineReport(
  ctx: Ctx,
  storage: FileStorage,
  body: z.output<typeof multipleMachinePdfSchema>,
  /** Printed after the checklists, before the status history (the archive's summary of the inspection). */
  appendix: Content[] = [],
): Promise<RenderedReport> {
  for (const id of body.checklistids) await getChecklist(ctx, id);
  const lang = body.language ?? 'no';
  const model = body.inspectionhistorystatusmodel;
  return renderChecklists(
    ctx,
    storage,
    body.checklistids,
    {
      visiblefilename: body.filename,
      ispdfforprint: body.ispdfforprint,
      islandscape: body.islandscape,
      language: lang,
    },
    {
      inspection: model
        ? {
            status: model.status,
            inspectorsignature: model.inspectorsignature,
            repairedbysignature: model.repairedbysignature,
          }
        : undefined,
      statusHistory: [...appendix, ...statusHistoryContent(lang, model?.history)],
    },
  );
}

/** POST checklistheaderandfooter/query with `id eq {id}` (spec 02 §7): the header or footer with its content. */
export async function headerFooterQuery(ctx: Ctx, filter: string) {
  const m = /^\s*id\s+eq\s+(\d{1,15})\s*$/i.exec(filter);
  if (!m) throw badRequest([{ field: 'filter', message: 'invalidData' }]);
  const table = checklistheaderandfooter as unknown as typeof checklistheaderandfooter &
    Record<string, never>;
  const rows = (await ctx.tx
    .select()
    .from(checklistheaderandfooter)
    .where(and(eq(table.tenantId, ctx.user.tenantId), eq(table.id, Number(m[1]))))) as Record<
    string,
    unknown
  >[];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    isheader: r.isheader,
    content: r.content,
    isactive: r.isactive,
  }));
}

/**
 * GET leakageordisposals/get_by_checklist_and_module/{checklistId}/{module}: the checklist's drain-and-fill (29),
 * leakage (30) and repair/disposal (31) records from the leakageordisposals table (kept in step with the answers on
 * every save), each with its answer as JSON text in `data`.
 */
export async function leakageOrDisposals(ctx: Ctx, checklistId: number, module: number) {
  const c = await getChecklist(ctx, checklistId);
  if (c.checklistmodule !== module) return [];
  return checklistRecords(ctx, c.id, module);
}
