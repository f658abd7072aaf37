// Mail sent from a record (an order confirmation with its PDF, an offer, a service report ...): delivered through
// the mailer and recorded in the tenant's mail history in the same tenant transaction, whether it went out or
// not (a failed send is a history row with the error, answered to the caller, never a 500 that loses it).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { cleanFileName } from '@suite/shared/format/file-name';
import {
  MAIL_MODULE_VIEW_PERMISSION,
  recordMailSchema,
  type MailHistoryDetail,
  type MailHistoryItem,
  type MailHistoryStatus,
  type RecordMailFields,
} from '@suite/shared/mail/mail-history.schema';
import { hasPermission, isAdmin } from '@suite/shared/users/permissions';
import type { RecordListInput } from '@suite/shared/validation/record-inputs';
import { customers } from '../../modules/customers/customers.table';
import { badRequest, forbidden, notFound, parseInput } from '../errors';
import type { Ctx } from '../request-context';
import { cappedTotal, iso, listOrder, listWhere, type ListColumns } from '../resources/record-list';
import { mailHistory } from './mail-history.table';
import type { Delivery, MailAttachment, Mailer, MailStatus } from './mailer';

// Module augmentation needs interfaces: a type alias cannot merge.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mailer (app.ts), for services that send mail from a request (mailCtx). */
    mailer: Mailer;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** A service context that can send mail: the tenant transaction, the user and the app's mailer. */
export type MailCtx = Pick<Ctx, 'tx' | 'user'> & { mailer: Mailer };

/** The request's tenant context with the app's mailer: `inTenant(request, (ctx) => sendRecordMail(mailCtx(request, ctx), …))`. */
export function mailCtx(request: FastifyRequest, ctx: Pick<Ctx, 'tx' | 'user'>): MailCtx {
  return { ...ctx, mailer: request.server.mailer };
}

export type RecordMailInput = RecordMailFields & { attachments?: MailAttachment[] };
export type RecordMailResult = { id: number; status: MailStatus; error: string | null };

/** Attachments together at most 20 MB: most receiving mail servers refuse larger messages. */
const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** 'Tilbud 3051.pdf' stays; 'A&B: 1/2.pdf' becomes 'AB_ 1_2.pdf' (spec 02 §5 "Report and print rules"). */
function attachmentName(filename: string): string {
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(filename)?.[0] ?? '';
  const base = cleanFileName(ext ? filename.slice(0, -ext.length) : filename).trim() || 'attachment';
  return base + ext.toLowerCase();
}

/**
 * Sends a mail from a record and records it in the mail history (to, cc, subject, body, attachment names, module,
 * record, customer, sender, time, status and error). Bad input is a 400 and nothing is sent; a customer id of
 * another tenant is a 404. A failed delivery is recorded and answered as { status: 'failed', error }.
 */
export async function sendRecordMail(ctx: MailCtx, input: RecordMailInput): Promise<RecordMailResult> {
  const fields = parseInput(recordMailSchema, input);
  const attachments = (input.attachments ?? []).map((a) => ({ ...a, filename: attachmentName(a.filename) }));
  if (attachments.some((a) => !Buffer.isBuffer(a.content)))
    throw badRequest([{ field: 'attachments', message: 'invalidData' }]);
  if (attachments.reduce((n, a) => n + a.content.length, 0) > MAX_ATTACHMENT_BYTES)
    throw badRequest([{ field: 'attachments', message: 'maxFileSize' }]);
  const customerId = fields.customer_id ?? null;
  if (customerId !== null) {
    const [found] = await ctx.tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, ctx.user.tenantId), eq(customers.id, customerId)));
    if (!found) throw notFound();
  }

  const to = fields.to.join(', ');
  const cc = fields.cc?.length ? fields.cc.join(', ') : undefined;
  const text = fields.text?.trim() ? fields.text : htmlToPlainText(fields.html ?? '');
  const message = {
    to,
    cc,
    subject: fields.subject,
    text,
    html: fields.html?.trim() ? fields.html : undefined,
    tenantDomain: ctx.user.domain,
    attachments,
  };
  // A stand-in mailer of a test may only have send (it records nothing in the database).
  const delivery: Delivery = ctx.mailer.deliver
    ? await ctx.mailer.deliver(message)
    : { status: await ctx.mailer.send(message), error: null, file: null };

  const [row] = await ctx.tx
    .insert(mailHistory)
    .values({
      tenantId: ctx.user.tenantId,
      to,
      cc: cc ?? null,
      subject: fields.subject,
      body: message.html ?? text,
      ishtml: message.html !== undefined,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contenttype: a.contentType,
        size: a.content.length,
      })),
      moduleid: fields.moduleid,
      recordid: fields.recordid,
      customer_id: customerId,
      sentby_id: ctx.user.userId,
      sentbyname: ctx.user.details.name,
      status: delivery.status,
      error: delivery.error,
    })
    .returning({ id: mailHistory.id });
  return { id: row!.id, status: delivery.status, error: delivery.error };
}

/** The text part of an HTML-only mail: tags dropped, line breaks kept, the five entities decoded. */
function htmlToPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>|<\/h\d>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const columns: ListColumns = {
  id: mailHistory.id,
  sentat: mailHistory.sentat,
  subject: mailHistory.subject,
  to: mailHistory.to,
  status: mailHistory.status,
  customer_id: mailHistory.customer_id,
  moduleid: mailHistory.moduleid,
  recordid: mailHistory.recordid,
};

const searchColumns = [
  mailHistory.to,
  mailHistory.cc,
  mailHistory.subject,
  mailHistory.sentbyname,
  customers.name,
];

/**
 * spec 01 §6 "mail history admin only": administrators read every mail of the tenant; other users only the
 * mails of one customer (customers_view: the customer's mail tab) or one record they may view.
 */
function mayRead(
  ctx: Pick<Ctx, 'user'>,
  scope: { customer_id?: unknown; moduleid?: unknown; recordid?: unknown },
) {
  const access = ctx.user.access;
  if (isAdmin(access) || access.issuperadmin) return true;
  if (typeof scope.customer_id === 'number' && hasPermission(access, 'customers_view')) return true;
  const permission =
    typeof scope.moduleid === 'number' ? MAIL_MODULE_VIEW_PERMISSION[scope.moduleid] : undefined;
  return typeof scope.recordid === 'number' && permission !== undefined && hasPermission(access, permission);
}

function selectMails(ctx: Pick<Ctx, 'tx'>) {
  return ctx.tx
    .select({ mail: mailHistory, customername: customers.name })
    .from(mailHistory)
    .leftJoin(
      customers,
      and(eq(customers.tenantId, mailHistory.tenantId), eq(customers.id, mailHistory.customer_id)),
    );
}

type Row = { mail: typeof mailHistory.$inferSelect; customername: string | null };

function toItem({ mail: m, customername }: Row): MailHistoryItem {
  return {
    id: m.id,
    to: m.to,
    cc: m.cc,
    subject: m.subject,
    attachments: m.attachments,
    moduleid: m.moduleid,
    recordid: m.recordid,
    customer_id: m.customer_id,
    customername,
    sentby_id: m.sentby_id,
    sentbyname: m.sentbyname,
    sentat: iso(m.sentat)!,
    status: m.status as MailHistoryStatus,
    error: m.error,
  };
}

/** POST mail_history/list: newest first unless sorted otherwise; search over receivers, subject, sender, customer. */
export async function listMailHistory(ctx: Pick<Ctx, 'tx' | 'user'>, input: RecordListInput) {
  if (!mayRead(ctx, input.match ?? {})) throw forbidden();
  const where = listWhere([eq(mailHistory.tenantId, ctx.user.tenantId)], columns, input, searchColumns);
  const order: SQL[] =
    input.sort && Object.keys(input.sort).length > 0
      ? listOrder(columns, input.sort, {}, mailHistory.id)
      : [sql`${mailHistory.sentat} desc`, desc(mailHistory.id)];
  const rows = await selectMails(ctx)
    .where(where)
    .orderBy(...order)
    .limit(input.limit ?? 25)
    .offset(input.skip ?? 0);
  const result: { items: MailHistoryItem[]; total?: number; totalcapped?: true } = {
    items: rows.map(toItem),
  };
  if (input.count) {
    const matching = ctx.tx
      .select({ one: sql`1` })
      .from(mailHistory)
      .leftJoin(
        customers,
        and(eq(customers.tenantId, mailHistory.tenantId), eq(customers.id, mailHistory.customer_id)),
      )
      .where(where);
    Object.assign(result, await cappedTotal(ctx.tx, matching));
  }
  return result;
}

/** GET mail_history/:id: one mail with its body; another tenant's id is a 404, a mail the user may not read a 403. */
export async function getMailHistory(ctx: Pick<Ctx, 'tx' | 'user'>, id: number): Promise<MailHistoryDetail> {
  const [row] = await selectMails(ctx).where(
    and(eq(mailHistory.tenantId, ctx.user.tenantId), eq(mailHistory.id, id)),
  );
  if (!row) throw notFound();
  if (!mayRead(ctx, row.mail)) throw forbidden();
  return { ...toItem(row), body: row.mail.body, ishtml: row.mail.ishtml };
}
