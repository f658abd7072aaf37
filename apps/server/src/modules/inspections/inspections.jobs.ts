// The jobs of the inspections module (issue 8), registered with the jobs platform. Both take the clock from the job
// context, so the tests run them with a fixed date.
//   inspections.overdue   daily 06:00 Oslo: every overdue inspection's responsible is told once (spec 02 §3)
//   inspections.archive   queued by the archive action (spec 02 §4 "Inspection archiving"): the archive report (all
//                         the inspection's checklists in one PDF with its status history) stored as a document of the
//                         inspection and of its equipment, the inspection taken off the finalizing list and archived,
//                         and the user who asked told. Retried on failure (pg-boss retryLimit); errors are logged.
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { INSPECTION_CHECKLIST_MODULE } from '@suite/shared/inspections/inspection.schema';
import { withPlatform, withTenant, type Tx } from '../../db/tenant';
import { loadSessionUser } from '../../platform/auth/access-context';
import type { FileStorage } from '../../platform/files/file-storage';
import { files } from '../../platform/files/files.table';
import { forEachTenant, OSLO, registerJob, scheduleJob, type JobContext } from '../../platform/jobs/jobs';
import { notifications } from '../../platform/notifications/notifications.table';
import type { Ctx } from '../../platform/request-context';
import { translate } from '../../platform/translations/translate';
import { multipleMachineReport } from '../checklists/checklist-api.service';
import { inspectionSummaryContent } from './inspection-archive-content';
import {
  ARCHIVE_RETRY_LIMIT,
  checklistIdsForArchive,
  inspectionRow,
  overdueSql,
  statusHistory,
} from './inspections.service';
import { inspectionFinalizing, inspections } from './inspections.table';
import { osloDate } from '@suite/shared/format/date-format';

/** spec 01 §3 module ids: equipments 3 (the archive report is also a document of the inspected equipment). */
export const EQUIPMENT_FILE_MODULE_ID = 3;

export const OVERDUE_JOB = 'inspections.overdue';
export const ARCHIVE_JOB = 'inspections.archive';

/**
 * spec 02 §3: each overdue inspection's responsible gets one notification (moduleid 20, the inspection's id); the
 * day is kept on the inspection so a later run does not tell them again. Answers, per tenant, the inspections told.
 */
export async function runOverdueJob(ctx: JobContext): Promise<{ tenantId: number; inspections: number[] }[]> {
  const today = osloDate(ctx.now);
  const out: { tenantId: number; inspections: number[] }[] = [];
  await forEachTenant(ctx, async (tx, tenantId) => {
    const due = await tx
      .select({ id: inspections.id, userId: inspections.responsible_id })
      .from(inspections)
      .where(
        and(
          eq(inspections.tenantId, tenantId),
          isNull(inspections.overduenotifiedon),
          isNotNull(inspections.responsible_id),
          overdueSql(today),
        ),
      );
    if (!due.length) return;
    await tx.insert(notifications).values(
      due.map((d) => ({
        tenantId,
        userId: d.userId!,
        moduleid: INSPECTION_CHECKLIST_MODULE,
        recordid: d.id,
        message: 'inspectionOverdue',
        status: 3,
        dateat: ctx.now,
      })),
    );
    await tx
      .update(inspections)
      .set({ overduenotifiedon: today })
      .where(
        and(
          eq(inspections.tenantId, tenantId),
          sql`${inspections.id} in (${sql.join(
            due.map((d) => sql`${d.id}`),
            sql`, `,
          )})`,
        ),
      );
    out.push({ tenantId, inspections: due.map((d) => d.id) });
  });
  ctx.log.info({ tenants: out.length }, OVERDUE_JOB);
  return out;
}

export type ArchiveJobData = { tenantId: number; inspectionId: number };

let archiveStorage: FileStorage | null = null;

/** The file name of the archive report: 'Kontroll K-12 2025-03-01' (cleaned by the report's file-name rule). */
const archiveName = (controlnumber: string, date: string) => `Kontroll ${controlnumber} ${date}`;

/** Keeps the PDF as a document of a record (platform/files table, the record's documents tab). */
async function storeDocument(
  ctx: Ctx,
  storage: FileStorage,
  moduleid: number,
  recordId: number,
  name: string,
  pdf: Buffer,
): Promise<number> {
  const guid = randomUUID();
  await storage.put(ctx.user.tenantId, guid, pdf);
  const [row] = await ctx.tx
    .insert(files)
    .values({
      tenantId: ctx.user.tenantId,
      file_guid: guid,
      original_name: `${name}.pdf`,
      size: pdf.length,
      content_type: 'application/pdf',
      kind: 'document',
      moduleid,
      record_id: recordId,
      uploaded_by: ctx.user.userId,
      uploaded_by_name: ctx.user.details.name,
    })
    .returning({ id: files.id });
  return row!.id;
}

/** The archive of one inspection, in one tenant transaction (all or nothing). */
async function archiveOne(ctx: Ctx, storage: FileStorage, inspectionId: number, now: Date) {
  const row = await inspectionRow(ctx, inspectionId);
  if (row.archivedon) return { archived: false as const, fileId: row.archivefile_id };
  const { data: checklistids } = await checklistIdsForArchive(ctx, inspectionId);
  const lang = 'no' as const;
  const history = await statusHistory(ctx, inspectionId);
  const status = (s: string | null) => (s ? translate(lang, 'inspectionsapi', `status_${s}`) : '');
  const report = await multipleMachineReport(
    ctx,
    storage,
    {
      checklistids,
      filename: archiveName(row.controlnumber, row.date),
      language: lang,
      inspectionhistorystatusmodel: {
        inspectionid: inspectionId,
        status: row.status,
        inspectorsignature: row.inspectorsignature,
        repairedbysignature: row.repairedbysignature,
        history: history.map((h) => ({
          ...(h.fromstatus ? { fromstatus: status(h.fromstatus) } : {}),
          status: status(h.status),
          changedon: h.changedon,
          changedby: h.changedby,
          comment: h.comment ?? undefined,
        })),
      },
    },
    inspectionSummaryContent(lang, row),
  );
  const fileId = await storeDocument(
    ctx,
    storage,
    INSPECTION_CHECKLIST_MODULE,
    inspectionId,
    report.fileName,
    report.pdf,
  );
  await storeDocument(ctx, storage, EQUIPMENT_FILE_MODULE_ID, row.equipment_id, report.fileName, report.pdf);
  await ctx.tx
    .update(inspections)
    .set({ archivedon: now, archivefile_id: fileId, version: row.version + 1, updatedon: now })
    .where(and(eq(inspections.tenantId, ctx.user.tenantId), eq(inspections.id, inspectionId)));
  return { archived: true as const, fileId };
}

async function requesterOf(tx: Tx, tenantId: number, inspectionId: number) {
  const [f] = await tx
    .select()
    .from(inspectionFinalizing)
    .where(
      and(eq(inspectionFinalizing.tenantId, tenantId), eq(inspectionFinalizing.inspection_id, inspectionId)),
    );
  return f;
}

/**
 * The archive job (spec 02 §4): builds and stores the report, removes the inspection from the finalizing list, sets
 * it archived and tells the user who asked. A failure is logged and kept on the list entry (attempts, lasterror) and
 * thrown so pg-boss runs it again; after the last retry the user is told it failed and the entry stays, with its
 * error, for another archive action.
 */
export async function runArchiveJob(
  data: ArchiveJobData,
  ctx: JobContext,
  storage: FileStorage | null = archiveStorage,
): Promise<{ archived: boolean; fileId: number | null }> {
  if (!storage) throw new Error('inspections.archive: no file storage registered');
  const { tenantId, inspectionId } = data;
  const entry = await withTenant(ctx.db, tenantId, (tx) => requesterOf(tx, tenantId, inspectionId));
  if (!entry) return { archived: false, fileId: null };
  const userId = entry.requestedby;
  const user = userId ? await withPlatform(ctx.db, (tx) => loadSessionUser(tx, userId, tenantId)) : null;
  try {
    if (!user) throw new Error('the user who asked for the archive is no longer a member');
    // The job acts for the user who asked (their permission was checked then); reading every checklist of the
    // inspection is the job's own work, so it reads as an administrator would.
    const jobUser = { ...user, access: { ...user.access, isadmin: true } };
    const result = await withTenant(ctx.db, tenantId, async (tx) => {
      const c: Ctx = { tx, user: jobUser };
      const r = await archiveOne(c, storage, inspectionId, ctx.now);
      await tx
        .delete(inspectionFinalizing)
        .where(
          and(
            eq(inspectionFinalizing.tenantId, tenantId),
            eq(inspectionFinalizing.inspection_id, inspectionId),
          ),
        );
      await tx.insert(notifications).values({
        tenantId,
        userId: user.userId,
        moduleid: INSPECTION_CHECKLIST_MODULE,
        recordid: inspectionId,
        message: 'inspectionArchived',
        status: 4,
        dateat: ctx.now,
      });
      return r;
    });
    ctx.log.info({ tenantId, inspectionId, fileId: result.fileId }, ARCHIVE_JOB);
    return { archived: result.archived, fileId: result.fileId ?? null };
  } catch (err) {
    ctx.log.error({ err, tenantId, inspectionId }, `${ARCHIVE_JOB} failed`);
    const attempts = entry.attempts + 1;
    const last = attempts > ARCHIVE_RETRY_LIMIT;
    await withTenant(ctx.db, tenantId, async (tx) => {
      await tx
        .update(inspectionFinalizing)
        .set({ attempts, lasterror: String((err as Error)?.message ?? err).slice(0, 2000) })
        .where(
          and(
            eq(inspectionFinalizing.tenantId, tenantId),
            eq(inspectionFinalizing.inspection_id, inspectionId),
          ),
        );
      if (last && userId) {
        await tx.insert(notifications).values({
          tenantId,
          userId,
          moduleid: INSPECTION_CHECKLIST_MODULE,
          recordid: inspectionId,
          message: 'inspectionArchiveFailed',
          status: 3,
          dateat: ctx.now,
        });
      }
    });
    throw err;
  }
}

const overdueHandler = (_data: unknown, ctx: JobContext) => runOverdueJob(ctx);
const archiveHandler = (data: ArchiveJobData, ctx: JobContext) => runArchiveJob(data, ctx);

/** Registers the jobs, the daily schedule (Oslo time) and the storage the archive writes to. */
export function registerInspectionJobs(opts: { storage: FileStorage }): void {
  archiveStorage = opts.storage;
  registerJob(OVERDUE_JOB, overdueHandler);
  registerJob(ARCHIVE_JOB, archiveHandler, {
    retryLimit: ARCHIVE_RETRY_LIMIT,
    retryDelay: 60,
    retryBackoff: true,
  });
  scheduleJob(OVERDUE_JOB, '0 6 * * *', { tz: OSLO });
}
