// spec 02 §4 "Report flow" and §7 generate_pdf calls: load form, answers and documents; build header, footer,
// first page, body and attachment pages on the server (pdfmake, platform/pdf); store the PDF as a file of the
// checklist so GET /api/files/download?fileName= serves it; share it by e-mail (spec 02 §3 "Report sharing input").
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  CHECKLIST_MODULE,
  CHECKLIST_STATUS,
  type ChecklistForm,
  type ChecklistRecord,
  parseJsonObject,
} from '@suite/shared/checklists/index';
import { cleanFileName } from '@suite/shared/format/file-name';
import { formatDate, formatDateTime } from '@suite/shared/format/date-format';
import { checklistsapi as T } from '@suite/shared/translations/sections/checklists-api';
import type { Language } from '@suite/shared';
import { notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/file-storage';
import { files } from '../../platform/files/files.table';
import { loadCompanyHeader, renderDefinition, type CompanyHeader } from '../../platform/pdf';
import { pdfDefinition, PDF_COLORS } from '../../platform/pdf/pdf';
import type { Ctx } from '../../platform/request-context';
import { translate } from '../../platform/translations/translate';
import { contacts, customerAddresses, customers } from '../customers/customers.table';
import { equipments } from '../equipment/equipment.table';
import { inspections } from '../inspections/inspections.table';
import { orders } from '../orders/orders.table';
import { checklistheaderandfooter, equipmentfabricates, equipmentmodels } from '../settings/settings.table';
import {
  checklistReportContent,
  fillPlaceholders,
  htmlToText,
  reportImages,
  type ReportImage,
  type ReportOptions,
} from './checklist-report';
import {
  CHECKLIST_FILE_MODULE_ID,
  CHECKLIST_REPORT_FILE_MODULE_ID,
  getChecklist,
  getChecklists,
  listChecklists,
} from './checklists.service';
import { getForm } from './forms.service';

export type PdfOptions = ReportOptions & {
  visiblefilename?: string;
  ispdfforprint?: boolean;
  islandscape?: boolean;
  pdfpagesize?: 'A4' | 'A3' | 'A5' | 'LETTER';
  language?: Language;
};

/** The record behind a checklist as the report's header lines, placeholders and machine first page. */
export type RecordDetails = {
  meta: { label: string; value: string }[];
  values: Record<string, unknown>;
  firstpage: Record<string, unknown>;
  customer_id: number | null;
  /** What the machine footer shows where the checklist's own footer answers are empty (an inspection's data). */
  machinefooter?: Record<string, unknown>;
  /** The status printed in the report's header instead of the checklist's (an inspection's status). */
  status?: string;
  /** The title of a report of several checklists ('Kontroll K-12'). */
  title?: string;
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

async function customerDetails(ctx: Ctx, customerId: number | null) {
  if (!customerId) return null;
  const t = ctx.user.tenantId;
  const [c] = await ctx.tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, t), eq(customers.id, customerId)));
  if (!c) return null;
  const [a] = await ctx.tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.tenantId, t), eq(customerAddresses.customerid, customerId)))
    .limit(1);
  const address = a
    ? [a.street, [a.zip, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : text(c.city);
  return { name: c.name, email: text(c.email), phone: text(c.phone || c.mobile), address };
}

async function contactDetails(ctx: Ctx, contactId: number | null) {
  if (!contactId) return null;
  const [k] = await ctx.tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.tenantId, ctx.user.tenantId), eq(contacts.id, contactId)));
  return k
    ? {
        name: [k.firstname, k.lastname].filter(Boolean).join(' '),
        email: text(k.email),
        phone: text(k.mobile || k.telephone),
      }
    : null;
}

/** spec 02 §3 "Order and equipment details used in reports" and the machine first page's equipment mapping. */
export async function recordDetails(
  ctx: Ctx,
  module: number,
  recordId: number,
  lang: Language,
): Promise<RecordDetails> {
  const L = (k: keyof typeof T) => T[k][lang];
  const t = ctx.user.tenantId;
  const out: RecordDetails = { meta: [], values: {}, firstpage: {}, customer_id: null };
  let customerId: number | null = null;
  let contactId: number | null = null;
  if (module === CHECKLIST_MODULE.order) {
    const [o] = await ctx.tx
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, t), eq(orders.id, recordId)));
    if (o) {
      customerId = o.customer_id;
      contactId = o.contact_id;
      out.meta.push({ label: L('reportOrder'), value: String(o.ordernumber) });
      Object.assign(out.values, {
        ordernumber: o.ordernumber,
        agreementnumber: o.agreementnumber,
        customerreference: o.customerreference,
      });
    }
  }
  if (module === CHECKLIST_MODULE.customer) customerId = recordId;
  if (module === CHECKLIST_MODULE.equipment) {
    const [e] = await ctx.tx
      .select({ e: equipments, fabricate: equipmentfabricates.name, model: equipmentmodels.name })
      .from(equipments)
      .leftJoin(
        equipmentfabricates,
        and(
          eq(equipmentfabricates.tenantId, equipments.tenantId),
          eq(equipmentfabricates.id, equipments.fabricate_id),
        ),
      )
      .leftJoin(
        equipmentmodels,
        and(eq(equipmentmodels.tenantId, equipments.tenantId), eq(equipmentmodels.id, equipments.model_id)),
      )
      .where(and(eq(equipments.tenantId, t), eq(equipments.id, recordId)));
    if (e) {
      customerId = e.e.customer_id;
      out.meta.push({ label: L('reportEquipment'), value: [e.e.number, e.e.name].filter(Boolean).join(' ') });
      const fab = text(e.fabricate);
      const model = text(e.model);
      Object.assign(out.firstpage, {
        internnr: e.e.number ?? e.e.internalnumber,
        serienr: e.e.serialnumber,
        fabricat: fab,
        model,
        fabricatWithModel: [fab, model].filter(Boolean).join(' '),
        customerreferencenumber: e.e.customerreferencenumber,
        arsmodel: e.e.yearmodel,
        timeteller: e.e.hourmeter,
      });
      Object.assign(out.values, {
        equipmentname: e.e.name,
        number: e.e.number,
        serial_number: e.e.serialnumber,
        fabricate_name: fab,
        model_name: model,
        location: e.e.location,
        hourmeter: e.e.hourmeter,
        year: e.e.yearmodel,
        customerreferencenumber: e.e.customerreferencenumber,
      });
    }
  }
  if (module === CHECKLIST_MODULE.inspection) {
    const [i] = await ctx.tx
      .select()
      .from(inspections)
      .where(and(eq(inspections.tenantId, t), eq(inspections.id, recordId)));
    // An inspection's report is about its equipment: the equipment's details, then the inspection's own.
    if (i)
      return inspectionDetails(
        ctx,
        i,
        await recordDetails(ctx, CHECKLIST_MODULE.equipment, i.equipment_id, lang),
        lang,
      );
  }
  const customer = await customerDetails(ctx, customerId);
  const contact = await contactDetails(ctx, contactId);
  if (customer) {
    out.customer_id = customerId;
    out.meta.push({ label: L('reportCustomer'), value: customer.name });
    Object.assign(out.values, {
      customer_name: customer.name,
      customername: customer.name,
      customer_email: customer.email,
      customer_phone: customer.phone,
      building_address: customer.address,
      customeraddress: customer.address,
    });
    Object.assign(out.firstpage, {
      company: customer.name,
      address: customer.address,
      email: customer.email,
      phone: customer.phone,
    });
  }
  if (contact) {
    Object.assign(out.values, {
      contact_name: contact.name,
      contact_email: contact.email,
      contact_phone: contact.phone,
    });
    Object.assign(out.firstpage, {
      contactperson: contact.name,
      email: contact.email || out.firstpage.email,
      phone: contact.phone || out.firstpage.phone,
    });
  }
  return out;
}

/** spec 02 §3 "Machine-checklist first page and footer data" for an inspection's checklist: the equipment's first
 * page with the inspection's inspector and contact; its control number, dates and signatures in the footer. */
function inspectionDetails(
  ctx: Ctx,
  i: typeof inspections.$inferSelect,
  equipment: RecordDetails,
  lang: Language,
): RecordDetails {
  const L = (k: keyof typeof T) => T[k][lang];
  return {
    meta: [{ label: L('reportInspection'), value: i.controlnumber }, ...equipment.meta],
    values: {
      ...equipment.values,
      controlnumber: i.controlnumber,
      inspectiondate: formatDate(i.date),
      nextinspection: i.nextinspection ? formatDate(i.nextinspection) : '',
      contact_name: i.contactName ?? '',
      contact_email: i.contactemail ?? '',
    },
    firstpage: {
      ...equipment.firstpage,
      ...(i.inspectedbyname ? { inspector: i.inspectedbyname } : {}),
      ...(i.contactName ? { contactperson: i.contactName } : {}),
      ...(i.contactemail ? { email: i.contactemail } : {}),
    },
    customer_id: equipment.customer_id,
    machinefooter: {
      controldate: i.date,
      nextcontrol: i.nextinspection,
      controlnumber: i.controlnumber,
      sign: i.inspectorsignature,
      leadsignature: i.responsiblesignature,
      customeracknowledgement: i.customersignature,
    },
    status: translate(lang, 'inspectionsapi', `status_${i.status}`),
    title: `${L('reportInspection')} ${i.controlnumber}`,
  };
}

/** Photos of the checklist by file id and guid, as JPEG bytes at most 1400 px wide (pdfmake reads PNG and
 * JPEG only; a phone's photo is turned upright by its EXIF orientation). */
async function loadImages(ctx: Ctx, storage: FileStorage, checklistIds: number[]) {
  const images = new Map<string, ReportImage>();
  if (!checklistIds.length) return images;
  const rows = await ctx.tx
    .select()
    .from(files)
    .where(
      and(
        eq(files.tenantId, ctx.user.tenantId),
        eq(files.moduleid, CHECKLIST_FILE_MODULE_ID),
        inArray(files.record_id, checklistIds),
        eq(files.kind, 'image'),
      ),
    );
  for (const row of rows) {
    try {
      const stream = await storage.read(ctx.user.tenantId, row.file_guid);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const jpeg = await sharp(Buffer.concat(chunks), { limitInputPixels: 100_000_000 })
        .rotate()
        .resize({ width: 1400, height: 1400, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer();
      const entry = { key: `photo_${row.id}`, data: jpeg, name: row.original_name };
      images.set(String(row.id), entry);
      images.set(row.file_guid, entry);
    } catch {
      // An image that cannot be read prints as not there; the report still comes.
    }
  }
  return images;
}

async function headerFooterText(ctx: Ctx, id: number | null | undefined): Promise<string | null> {
  if (!id) return null;
  const table = checklistheaderandfooter as unknown as typeof checklistheaderandfooter &
    Record<string, never>;
  const rows = (await ctx.tx
    .select()
    .from(checklistheaderandfooter)
    .where(and(eq(table.tenantId, ctx.user.tenantId), eq(table.id, id)))) as { content?: string | null }[];
  return rows[0]?.content ?? null;
}

/** The equipment the answers name by equipment_id (F-gas fields on an order with several), number and name. */
async function answerEquipmentNames(ctx: Ctx, data: Record<string, unknown>) {
  const ids = [
    ...new Set(
      Object.values(data)
        .map((v) =>
          v && typeof v === 'object' ? Number((v as { equipment_id?: unknown }).equipment_id) : NaN,
        )
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    ),
  ];
  if (!ids.length) return {};
  const rows = await ctx.tx
    .select({ id: equipments.id, number: equipments.number, name: equipments.name })
    .from(equipments)
    .where(and(eq(equipments.tenantId, ctx.user.tenantId), inArray(equipments.id, ids)));
  return Object.fromEntries(rows.map((e) => [String(e.id), [e.number, e.name].filter(Boolean).join(' ')]));
}

export type BuiltChecklist = {
  form: ChecklistForm;
  checklist: ChecklistRecord | null;
  content: Content[];
  details: RecordDetails;
  images: Record<string, Buffer | string>;
};

/** One checklist (or the blank form when checklist is null) as report content with its record details. */
export async function buildChecklistContent(
  ctx: Ctx,
  storage: FileStorage,
  form: ChecklistForm,
  checklist: ChecklistRecord | null,
  options: PdfOptions,
  extra: { inspection?: Parameters<typeof checklistReportContent>[0]['inspection'] } = {},
): Promise<BuiltChecklist> {
  const lang = options.language ?? 'no';
  const details = checklist
    ? await recordDetails(ctx, checklist.checklistmodule, checklist.record_id, lang)
    : { meta: [], values: {}, firstpage: {}, customer_id: null };
  const images =
    checklist && !options.isemptypdf ? await loadImages(ctx, storage, [checklist.id]) : new Map();
  const data = parseJsonObject(checklist?.data);
  const content = checklistReportContent({
    equipmentNames: await answerEquipmentNames(ctx, data),
    language: lang,
    form,
    checklist: checklist ?? { id: 0, name: form.name, modifiedname: null, data: '{}', status: 1 },
    images,
    options: { ...options, isemptypdf: options.isemptypdf || !checklist },
    inspection: extra.inspection,
    // The first page: the record's details, overridden by what the technician filled in (data.firstpage).
    firstpage: { inspector: ctx.user.details.name, ...details.firstpage, ...parseJsonObject(data.firstpage) },
    machinefooter: details.machinefooter,
  });
  return { form, checklist, content, details, images: reportImages({ images }) };
}

/** The report's pdfmake definition: the company header, page size and orientation, and the flexible header and
 * footer texts with their placeholders filled (spec 02 §5). */
export async function reportDefinition(
  ctx: Ctx,
  built: BuiltChecklist[],
  options: PdfOptions,
  company: CompanyHeader,
): Promise<TDocumentDefinitions> {
  const lang = options.language ?? 'no';
  const first = built[0]!;
  const title =
    built.length === 1
      ? (first.checklist?.modifiedname ?? first.form.name)
      : (first.details.title ?? T.reportChecklist[lang]);
  const content: Content[] = [];
  built.forEach((b, i) => {
    const name = b.checklist?.modifiedname ?? b.checklist?.name ?? b.form.name;
    if (built.length > 1)
      content.push({
        text: name,
        fontSize: 14,
        bold: true,
        color: PDF_COLORS.primary,
        pageBreak: i > 0 ? 'before' : undefined,
        margin: [0, 0, 0, 6],
      });
    content.push(...b.content);
  });
  const meta = [
    ...first.details.meta,
    ...(first.checklist
      ? [
          {
            label: T.reportStatus[lang],
            value: first.details.status ?? T[`status_${first.checklist.status}` as 'status_1'][lang],
          },
          { label: T.reportUpdated[lang], value: formatDate(first.checklist.updated_on) },
          ...(first.checklist.completed_by_name
            ? [{ label: T.reportCompletedBy[lang], value: first.checklist.completed_by_name }]
            : []),
        ]
      : []),
  ];
  const def = pdfDefinition({
    language: lang,
    header: company,
    title,
    // The running header of pages 2 and on is title and reference: once, when the title already names it.
    reference:
      first.details.meta[0]?.value && !title.includes(first.details.meta[0].value)
        ? first.details.meta[0].value
        : undefined,
    meta,
    content,
    pageOrientation: options.islandscape || first.form.ispdflandscape ? 'landscape' : 'portrait',
  });
  def.pageSize = options.pdfpagesize ?? 'A4';
  def.images = Object.assign({}, ...built.map((b) => b.images)) as TDocumentDefinitions['images'];
  const form = first.form;
  if (form.allowflexibleheaderandfooter || form.headerid || form.footerid) {
    const values = {
      ...first.details.values,
      ...first.details.firstpage,
      companyname: company.name,
      checklistname: title,
      date: formatDate(new Date()),
      inspector: ctx.user.details.name,
    };
    const headerText = await headerFooterText(ctx, form.headerid);
    const footerText = await headerFooterText(ctx, form.footerid);
    if (headerText !== null) {
      const h = htmlToText(fillPlaceholders(headerText, values));
      const standard = def.header;
      def.header = (page, pages, size) => ({
        stack: [
          { text: h, fontSize: 8, color: PDF_COLORS.muted, margin: [40, 14, 40, 0] },
          ...(typeof standard === 'function' && page > 1 ? [standard(page, pages, size) as Content] : []),
        ],
      });
    }
    if (footerText !== null) {
      const f = htmlToText(fillPlaceholders(footerText, values));
      const standard = def.footer;
      def.pageMargins = [40, 40, 40, 70];
      def.footer = (page, pages, size) => ({
        stack: [
          { text: f, fontSize: 7.5, color: PDF_COLORS.muted, margin: [40, 6, 40, 2] },
          ...(typeof standard === 'function' ? [standard(page, pages, size) as Content] : []),
        ],
      });
    }
  }
  if (!options.ispdfforprint)
    def.info = {
      ...def.info,
      subject: title,
      keywords: `checklist ${built.map((b) => b.checklist?.id ?? 0).join(' ')}`,
    };
  return def;
}

/** The file name of a report (spec 02 §5): the visible name cleaned, '.pdf' added; the checklist's name else. */
export function reportFileName(visible: string | undefined, fallback: string): string {
  const base =
    cleanFileName((visible ?? '').trim()).trim() || cleanFileName(fallback).trim() || 'checklist_export';
  return `${base}.pdf`;
}

/** Stores a generated report as a file of the (first) checklist; answers its guid, the "file name" of spec 02 §7. */
export async function storeReport(
  ctx: Ctx,
  storage: FileStorage,
  recordId: number,
  name: string,
  pdf: Buffer,
): Promise<string> {
  const guid = randomUUID();
  await storage.put(ctx.user.tenantId, guid, pdf);
  await ctx.tx.insert(files).values({
    tenantId: ctx.user.tenantId,
    file_guid: guid,
    original_name: name,
    size: pdf.length,
    content_type: 'application/pdf',
    kind: 'document',
    moduleid: CHECKLIST_REPORT_FILE_MODULE_ID,
    record_id: recordId,
    uploaded_by: ctx.user.userId,
    uploaded_by_name: ctx.user.details.name,
  });
  return guid;
}

export type RenderedReport = {
  pdf: Buffer;
  fileName: string;
  customer_id: number | null;
  firstChecklistId: number;
};

/** Several checklists (or one) in one PDF. */
export async function renderChecklists(
  ctx: Ctx,
  storage: FileStorage,
  checklistIds: number[],
  options: PdfOptions,
  extra: {
    formId?: number;
    inspection?: Parameters<typeof checklistReportContent>[0]['inspection'];
    statusHistory?: Content[];
  } = {},
): Promise<RenderedReport> {
  const list =
    checklistIds.length === 1
      ? [await getChecklist(ctx, checklistIds[0]!)]
      : await getChecklists(ctx, checklistIds);
  if (!list.length) throw notFound();
  const built: BuiltChecklist[] = [];
  for (const c of list) {
    if (extra.formId !== undefined && extra.formId !== c.form_id) throw notFound();
    const form = await getForm(ctx, c.form_id);
    built.push(await buildChecklistContent(ctx, storage, form, c, options, { inspection: extra.inspection }));
  }
  if (extra.statusHistory?.length) built[built.length - 1]!.content.push(...extra.statusHistory);
  const company = await loadCompanyHeader(ctx);
  const pdf = await renderDefinition(await reportDefinition(ctx, built, options, company));
  const first = list[0]!;
  return {
    pdf,
    fileName: reportFileName(options.visiblefilename, first.modifiedname ?? first.name),
    customer_id: built[0]!.details.customer_id,
    firstChecklistId: first.id,
  };
}

/** The blank form (spec 02 §7 forTem / isemptypdf without a checklist). */
export async function renderBlankForm(
  ctx: Ctx,
  storage: FileStorage,
  formId: number,
  options: PdfOptions,
): Promise<RenderedReport> {
  const form = await getForm(ctx, formId);
  const built = [await buildChecklistContent(ctx, storage, form, null, { ...options, isemptypdf: true })];
  const pdf = await renderDefinition(
    await reportDefinition(ctx, built, options, await loadCompanyHeader(ctx)),
  );
  return {
    pdf,
    fileName: reportFileName(options.visiblefilename, form.name),
    customer_id: null,
    firstChecklistId: 0,
  };
}

/**
 * spec 02 §7 inspectionhistorystatusmodel: the inspection's status history printed after the checklists, each change
 * with the status it left and the one it set in their own columns (the report font has no arrow glyph, and two
 * columns read better than "X → Y" anyway).
 */
export function statusHistoryContent(
  lang: Language,
  history:
    | { fromstatus?: string; status?: string; changedon?: string; changedby?: string; comment?: string }[]
    | undefined,
): Content[] {
  if (!history?.length) return [];
  const columns = 5;
  return [
    {
      margin: [0, 10, 0, 0],
      table: {
        // The heading is the table's first header row: it never stands alone at the foot of a page, and a history
        // that runs onto the next page is named there again.
        headerRows: 2,
        dontBreakRows: true,
        widths: [72, 95, 95, 90, '*'],
        body: [
          [
            {
              text: T.reportStatusHistory[lang],
              bold: true,
              fontSize: 11,
              colSpan: columns,
              margin: [-4, 0, 0, 2],
            },
            ...Array.from({ length: columns - 1 }, () => ''),
          ],
          [
            T.reportDate[lang],
            T.reportStatusFrom[lang],
            T.reportStatusTo[lang],
            T.reportChangedBy[lang],
            T.reportComment[lang],
          ].map((h) => ({ text: h, bold: true })),
          ...history.map((h) => [
            formatDateTime(h.changedon ?? '') || text(h.changedon),
            { text: text(h.fromstatus), color: PDF_COLORS.muted },
            text(h.status),
            text(h.changedby),
            text(h.comment),
          ]),
        ],
      },
      layout: {
        hLineWidth: (i, node) => (i < 2 || i === node.table.body.length ? 0 : i === 2 ? 1 : 0.5),
        vLineWidth: () => 0,
        hLineColor: (i) => (i === 2 ? PDF_COLORS.text : PDF_COLORS.line),
        paddingTop: () => 3,
        paddingBottom: () => 3,
      },
    },
  ];
}

/**
 * Order report type 3 (spec 02 §9): the order's checklists (not the inactive ones) after the service report, each
 * from a new page under its name.
 */
export async function orderChecklistsAppendix(
  ctx: Ctx,
  storage: FileStorage,
  orderId: number,
  language: Language,
): Promise<{ content: Content[]; images: Record<string, Buffer | string> }> {
  const list = (await listChecklists(ctx, CHECKLIST_MODULE.order, orderId))
    .filter((c) => c.status !== CHECKLIST_STATUS.inactive)
    .reverse();
  const out: Content[] = [];
  const images: Record<string, Buffer | string> = {};
  for (const c of list) {
    const form = await getForm(ctx, c.form_id);
    const built = await buildChecklistContent(ctx, storage, form, c, { language });
    Object.assign(images, built.images);
    out.push(
      {
        text: c.modifiedname ?? c.name,
        fontSize: 14,
        bold: true,
        color: PDF_COLORS.primary,
        pageBreak: 'before',
        margin: [0, 0, 0, 2],
      },
      {
        text: `${T[`status_${c.status}` as 'status_1'][language]} · ${T.reportUpdated[language]} ${formatDate(c.updated_on)}`,
        fontSize: 8,
        color: PDF_COLORS.muted,
        margin: [0, 0, 0, 8],
      },
      ...built.content,
    );
  }
  return { content: out, images };
}
