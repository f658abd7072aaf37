// Approval of drafts (/invoice_approval) and the batch send (issue 10): when the invoice settings ask for approval a
// draft waits until someone approves it (or rejects it with a comment) and sending it is refused until then; a batch
// of up to 1 000 drafts is sent by one background job (number, KID, PDF and EHF for each) with its progress stored
// for the progress bar on /invoice.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  APPROVAL_STATUS as A,
  EXPORT_ERRORS as X,
  type ApprovalInput,
  type BatchSendInput,
} from '@suite/shared/invoices/invoice-accounting';
import { INVOICE_ERRORS as E, INVOICE_STATUS as S } from '@suite/shared/invoices/invoice.schema';
import type { Db } from '../../db/connection';
import { withPlatform, withTenant } from '../../db/tenant';
import { loadSessionUser, type SessionUser } from '../../platform/auth/access-context';
import { badRequest, notFound } from '../../platform/errors';
import { registerJob, sendJob, type JobContext } from '../../platform/jobs/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import type { MailCtx } from '../../platform/mail/record-mail';
import type { Ctx } from '../../platform/request-context';
import { readSetting } from '../../platform/tenants/tenant-settings.service';
import { users } from '../../platform/auth/auth.table';
import { deliverInvoice, invoiceFileName, type InvoiceOptions } from './invoice-actions.service';
import { loadInvoiceSender, renderInvoicePdf } from './invoice-document';
import { assertDraft, getInvoice, invoiceRow, logEvent, type InvoiceRow } from './invoices.service';
import { invoiceBatches, invoices } from './invoices.table';

/** A draft may be sent when approval is not asked for, or it was approved. */
export async function assertApproved(ctx: Ctx, row: InvoiceRow, known?: { requireapproval: boolean }) {
  if (row.status !== S.draft || row.approvalstatus === A.approved) return;
  const settings = known ?? (await readSetting(ctx, 'invoice_settings')).value;
  if (settings.requireapproval)
    throw badRequest([{ field: 'approvalstatus', message: X.notApproved }], X.notApproved);
}

/** POST invoices/{id}/approval {approve, comment?}: approves a draft, or rejects it with the reason. */
export async function decideApproval(ctx: Ctx, id: number, input: ApprovalInput) {
  const row = await invoiceRow(ctx, id, true);
  assertDraft(row);
  const approvalstatus = input.approve ? A.approved : A.rejected;
  await ctx.tx
    .update(invoices)
    .set({
      approvalstatus,
      approvalcomment: input.comment?.trim() || null,
      approvedby: ctx.user.userId,
      approvedon: new Date(),
      version: row.version + 1,
      updatedon: new Date(),
    })
    .where(and(eq(invoices.tenantId, ctx.user.tenantId), eq(invoices.id, id)));
  await logEvent(ctx, row, input.approve ? 'approved' : 'rejected', { comment: input.comment ?? null });
  return getInvoice(ctx, id);
}

/**
 * POST invoices/approval/list {approvalstatus}: the drafts waiting for approval (1; a draft no one decided on yet
 * counts as waiting), or the approved (2) or rejected (3) ones, oldest first, with who decided.
 */
export async function approvalList(
  ctx: Ctx,
  input: { approvalstatus: 1 | 2 | 3; skip?: number; limit?: number },
) {
  const { value: settings } = await readSetting(ctx, 'invoice_settings');
  const where = and(
    eq(invoices.tenantId, ctx.user.tenantId),
    eq(invoices.status, S.draft),
    input.approvalstatus === A.waiting
      ? or(isNull(invoices.approvalstatus), eq(invoices.approvalstatus, A.waiting))
      : eq(invoices.approvalstatus, input.approvalstatus),
  );
  const [count] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(where);
  const rows = await ctx.tx
    .select({ invoice: invoices, approvername: users.name })
    .from(invoices)
    .leftJoin(users, eq(users.id, invoices.approvedby))
    .where(where)
    .orderBy(invoices.id)
    .limit(input.limit ?? 50)
    .offset(input.skip ?? 0);
  return {
    requireapproval: settings.requireapproval,
    total: Number(count?.n ?? 0),
    items: rows.map(({ invoice: r, approvername }) => ({
      id: r.id,
      type: r.type,
      customer_id: r.customer_id,
      customername: r.customername,
      order_id: r.order_id,
      isakonto: r.isakonto,
      currency: r.currency,
      totals: { net: r.net, vat: r.vat, gross: r.gross },
      approvalstatus: r.approvalstatus ?? A.waiting,
      approvalcomment: r.approvalcomment,
      approvername: approvername ?? null,
      approvedon: r.approvedon?.toISOString() ?? null,
      createdon: r.createdon.toISOString(),
    })),
  };
}

export const BATCH_SEND_JOB = 'invoices.batch_send';

type BatchJobData = { tenantId: number; batchId: number; userId: number; dataDir: string; publicUrl: string };

/**
 * POST invoices/batch_send {invoice_ids, sendtype}: records the batch (every id must be one of the tenant's drafts;
 * 404 / 400 before anything is stored). The route then starts the job after this transaction commits.
 */
export async function createBatch(ctx: Ctx, input: BatchSendInput) {
  const ids = [...new Set(input.invoice_ids)];
  const rows = await ctx.tx
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.tenantId, ctx.user.tenantId), inArray(invoices.id, ids)));
  if (rows.length !== ids.length) throw notFound(E.notFound);
  const notDraft = rows.filter((r) => r.status !== S.draft).map((r) => r.id);
  if (notDraft.length)
    throw badRequest(
      notDraft.map((id) => ({ field: `invoice_ids.${input.invoice_ids.indexOf(id)}`, message: E.notDraft })),
      E.notDraft,
    );
  const [batch] = await ctx.tx
    .insert(invoiceBatches)
    .values({
      tenantId: ctx.user.tenantId,
      sendtype: input.sendtype,
      invoice_ids: ids,
      total: ids.length,
      createdby: ctx.user.userId || null,
    })
    .returning();
  return batch!;
}

/** Starts the batch's job (in the queue when jobs run; else here and now, awaited). */
export async function startBatch(
  db: Db,
  batch: { id: number; tenantId: number },
  userId: number,
  opts: InvoiceOptions,
) {
  const data: BatchJobData = {
    tenantId: batch.tenantId,
    batchId: batch.id,
    userId,
    dataDir: opts.dataDir,
    publicUrl: opts.publicUrl,
  };
  await sendJob(BATCH_SEND_JOB, data, { db });
}

/** The batch as answered, each failure with its invoice's customer and order (the progress bar lists them). */
async function batchToApi(ctx: Ctx, b: typeof invoiceBatches.$inferSelect) {
  const { tenantId: _t, invoice_ids: _i, ...rest } = b;
  const failedIds = b.errors.map((e) => e.invoice_id);
  const rows = failedIds.length
    ? await ctx.tx
        .select({ id: invoices.id, customername: invoices.customername, order_id: invoices.order_id })
        .from(invoices)
        .where(and(eq(invoices.tenantId, ctx.user.tenantId), inArray(invoices.id, failedIds)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    ...rest,
    errors: b.errors.map((e) => ({
      ...e,
      customername: byId.get(e.invoice_id)?.customername ?? null,
      order_id: byId.get(e.invoice_id)?.order_id ?? null,
    })),
    createdon: b.createdon.toISOString(),
    finishedon: b.finishedon?.toISOString() ?? null,
  };
}

/** GET invoices/batch/{id}: the batch's progress (done and failed of total, and why each failure). */
export async function getBatch(ctx: Ctx, id: number) {
  const [b] = await ctx.tx
    .select()
    .from(invoiceBatches)
    .where(and(eq(invoiceBatches.tenantId, ctx.user.tenantId), eq(invoiceBatches.id, id)));
  if (!b) throw notFound();
  return batchToApi(ctx, b);
}

/** GET invoices/batch/latest: the newest batch of the tenant (the /invoice progress bar after a reload), or null. */
export async function latestBatch(ctx: Ctx) {
  const [b] = await ctx.tx
    .select()
    .from(invoiceBatches)
    .where(eq(invoiceBatches.tenantId, ctx.user.tenantId))
    .orderBy(desc(invoiceBatches.id))
    .limit(1);
  return b ? batchToApi(ctx, b) : null;
}

/**
 * The batch job: each draft in its own tenant transaction — the send gives number, dates and KID and delivers it
 * (EHF into the access-point outbox, e-mail to the customer's address with the PDF attached, or nothing more for
 * download and print) — then its PDF is written into the batch's folder (DATA_DIR/outbox/batch/<tenant>/<batch>/)
 * and the progress counted in the same transaction, so the progress bar never counts an invoice that was rolled
 * back. A refused invoice (no org nr for EHF, no e-mail address, not approved ...) is rolled back and counted failed
 * with its message key. A delivery that fails (the mail server refuses, the access point fails) keeps the invoice
 * generated, as a single send does (spec 02 §8), and is counted failed with the spec's message. The batch goes on.
 * The company, invoice settings and bank account are read once for the batch.
 */
export async function runBatch(
  data: BatchJobData,
  job: Pick<JobContext, 'db' | 'log'> & { mailer?: Mailer | null },
) {
  const { db } = job;
  // The one who started it (the mail history's sender, the tenant's domain for the mail log).
  const user =
    (await withPlatform(db, (tx) => loadSessionUser(tx, data.userId, data.tenantId))) ??
    ({ tenantId: data.tenantId, userId: data.userId, details: { name: '' } } as SessionUser);
  const where = and(eq(invoiceBatches.tenantId, data.tenantId), eq(invoiceBatches.id, data.batchId));
  const batch = await withTenant(db, data.tenantId, async (tx) => {
    const [b] = await tx.select().from(invoiceBatches).where(where);
    if (!b) return null;
    await tx.update(invoiceBatches).set({ status: 'running' }).where(where);
    return { ...b, sender: await loadInvoiceSender({ tx, user }) };
  });
  if (!batch) return { done: 0, failed: 0 };
  const dir = path.join(data.dataDir, 'outbox', 'batch', String(data.tenantId), String(batch.id));
  await mkdir(dir, { recursive: true });
  const opts: InvoiceOptions = { dataDir: data.dataDir, publicUrl: data.publicUrl };
  const sendtype = batch.sendtype as BatchSendInput['sendtype'];
  const failure = (id: number, message: string) => ({
    failed: sql`${invoiceBatches.failed} + 1`,
    errors: sql`${invoiceBatches.errors} || ${JSON.stringify([{ invoice_id: id, message }])}::jsonb`,
  });
  let done = 0;
  let failed = 0;
  for (const id of batch.invoice_ids) {
    try {
      const ok = await withTenant(db, data.tenantId, async (tx) => {
        const ctx = { tx, user, mailer: job.mailer ?? null } as unknown as MailCtx & Ctx;
        const sent = await deliverInvoice(ctx, id, { sendtype }, opts, batch.sender);
        await writeFile(
          path.join(dir, invoiceFileName(sent.document.invoice, 'pdf').replace(/\s+/g, '_')),
          sent.pdf ?? (await renderInvoicePdf(sent.document, 'no')),
        );
        const delivered = sent.result === 'sent';
        await tx
          .update(invoiceBatches)
          .set(
            delivered ? { done: sql`${invoiceBatches.done} + 1` } : failure(id, sent.message ?? E.ehfFailed),
          )
          .where(where);
        return delivered;
      });
      if (ok) done++;
      else failed++;
    } catch (error) {
      failed++;
      const e = error as {
        status?: number;
        detail?: string;
        errors?: { message: string }[];
        message?: string;
      };
      const detail = e.detail && e.detail !== 'validationIssue' ? e.detail : undefined;
      const message =
        e.status && e.status < 500 ? (detail ?? e.errors?.[0]?.message ?? 'invalidData') : 'serverError';
      if (!e.status || e.status >= 500) job.log.error({ err: error, invoice: id }, 'batch send failed');
      await withTenant(db, data.tenantId, (tx) =>
        tx.update(invoiceBatches).set(failure(id, message)).where(where),
      );
    }
  }
  await withTenant(db, data.tenantId, (tx) =>
    tx.update(invoiceBatches).set({ status: 'finished', finishedon: new Date() }).where(where),
  );
  return { done, failed };
}

/** The mailer of each app (by its database), for the batch's e-mails: a job's data cannot carry one. */
const batchMailers = new WeakMap<Db, Mailer>();

const batchHandler = (data: BatchJobData, ctx: JobContext) =>
  runBatch(data, { ...ctx, mailer: batchMailers.get(ctx.db) ?? null });

/** Registers the batch job (once, when the module loads) and the app's mailer its e-mails go through. */
export function registerInvoiceJobs(app?: { db: Db; mailer: Mailer }): void {
  registerJob(BATCH_SEND_JOB, batchHandler);
  if (app) batchMailers.set(app.db, app.mailer);
}
