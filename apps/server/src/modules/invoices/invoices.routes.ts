import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@suite/shared';
import {
  createFromOrderSchema,
  creditnoteSchema,
  invoiceListSchema,
  invoiceLogListSchema,
  invoiceSendSchema,
  invoiceUpdateSchema,
  paymentSchema,
  reminderSchema,
} from '@suite/shared/invoices/invoice.schema';
import {
  accountingExportSchema,
  accountingOutboxListSchema,
  approvalListSchema,
  approvalSchema,
  batchSendSchema,
  invoiceReportSchema,
  ledgerExportSchema,
  reserveReportSchema,
} from '@suite/shared/invoices/invoice-accounting';
import { canChange, hasAnyPermission } from '@suite/shared/users/permissions';
import { withPlatform, withTenant } from '../../db/tenant';
import { languageOf } from '../../platform/translations/translate';
import { accountingOutboxList, exportToAccounting, ledgerExport } from './invoice-accounting.service';
import {
  invoiceReport,
  invoiceReportXlsx,
  reserveReport,
  reserveReportXlsx,
} from './invoice-reports.service';
import {
  approvalList,
  createBatch,
  decideApproval,
  getBatch,
  latestBatch,
  startBatch,
} from './invoice-workflow.service';
import type { SessionUser } from '../../platform/auth/access-context';
import { forbidden, notFound } from '../../platform/errors';
import { mailCtx } from '../../platform/mail/record-mail';
import { inTenant, READ_ONLY } from '../../platform/request-context';
import { idParams } from '../leads/leads.routes';
import {
  createCreditnote,
  findInvoiceLink,
  invoiceEhf,
  invoiceLogs,
  invoicePdf,
  publicInvoice,
  registerPayment,
  sendInvoice,
  sendReminder,
  type InvoiceOptions,
} from './invoice-actions.service';
import { createFromOrder, deleteInvoice, getInvoice, listInvoices, orderInvoicing } from './invoices.service';
import { updateInvoice } from './invoices.service';

const orderParams = z.object({
  orderId: z.coerce
    .number('invalidData')
    .int('invalidData')
    .positive('invalidData')
    .max(2 ** 53 - 1, 'invalidData'),
});
const openParams = z.object({ openinvoice_id: z.uuid('invalidData') });
const langQuery = z.object({ lang: z.enum(['no', 'en', 'po', 'sw'], 'invalidData').optional() });

/** spec 01 §6: each call needs its invoice permission; writes are refused to read-only users (role 3). */
const access = (action: 'view' | 'add' | 'edit' | 'delete' | 'logs') => ({
  access: { permission: `invoice_${action}`, write: action !== 'view' && action !== 'logs' },
});
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PUBLIC_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Invoicing (issue 10; spec 02 §2 "Invoicing routes", §7 "Invoices"): drafts from orders, the record, list with sums,
 * delete of drafts, send (download, EHF, e-mail, print), PDF, EHF, credit notes, payments, reminders, /logs, the
 * order's invoicing figures, and the public open-invoice page's calls under /api/openapi.
 */
export async function invoiceRoutes(app: FastifyInstance, opts: InvoiceOptions) {
  // spec 02 §6: invoice is a module the tenant can switch off; its calls are then refused like its routes.
  app.addHook('onRequest', async (request) => {
    const s = request.session;
    if (!request.url.startsWith('/api/invoices')) return;
    if (s && !s.user.config.enabledmodules.includes('invoice')) throw forbidden('moduleDisabled');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];
  const base = '/api/invoices';

  r.post(
    `${base}/create_from_order/:orderId`,
    { schema: { params: orderParams, body: createFromOrderSchema.optional(), tags }, config: access('add') },
    (request) => inTenant(request, (ctx) => createFromOrder(ctx, request.params.orderId, request.body ?? {})),
  );
  r.post(`${base}/list`, { schema: { body: invoiceListSchema, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => listInvoices(ctx, request.body), READ_ONLY),
  );
  r.post(
    `${base}/logs`,
    { schema: { body: invoiceLogListSchema, tags }, config: access('logs') },
    (request) => inTenant(request, (ctx) => invoiceLogs(ctx, request.body), READ_ONLY),
  );
  r.get(
    `${base}/order/:orderId`,
    { schema: { params: orderParams, tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => orderInvoicing(ctx, request.params.orderId), READ_ONLY),
  );
  // Export to accounting: through an integration's adapter (outbox), or as a ledger-line file.
  r.post(
    `${base}/export`,
    { schema: { body: accountingExportSchema, tags }, config: access('edit') },
    (request) => inTenant(request, (ctx) => exportToAccounting(ctx, request.body)),
  );
  r.post(
    `${base}/exports/list`,
    { schema: { body: accountingOutboxListSchema, tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => accountingOutboxList(ctx, request.body), READ_ONLY),
  );
  r.post(
    `${base}/ledger`,
    { schema: { body: ledgerExportSchema, tags }, config: access('view') },
    async (request, reply) => {
      // Marking the invoices exported changes them: that needs the edit permission and a writing role.
      const user = request.session!.user.access;
      if (request.body.markexported && !(hasAnyPermission(user, ['invoice_edit']) && canChange(user)))
        throw forbidden();
      const lang = languageOf(request.headers['x-language']);
      const file = await inTenant(
        request,
        (ctx) => ledgerExport(ctx, request.body, lang),
        request.body.markexported ? undefined : READ_ONLY,
      );
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
  // /invoice_report and /invoice_reserve_report.
  r.post(
    `${base}/report`,
    { schema: { body: invoiceReportSchema, tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => invoiceReport(ctx, request.body), READ_ONLY),
  );
  r.post(
    `${base}/report/xlsx`,
    { schema: { body: invoiceReportSchema, tags }, config: access('view') },
    async (request, reply) => {
      const lang = languageOf(request.headers['x-language']);
      const file = await inTenant(request, (ctx) => invoiceReportXlsx(ctx, request.body, lang), READ_ONLY);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  );
  r.post(
    `${base}/reserve_report`,
    { schema: { body: reserveReportSchema, tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => reserveReport(ctx, request.body), READ_ONLY),
  );
  r.post(
    `${base}/reserve_report/xlsx`,
    { schema: { body: reserveReportSchema, tags }, config: access('view') },
    async (request, reply) => {
      const lang = languageOf(request.headers['x-language']);
      const file = await inTenant(request, (ctx) => reserveReportXlsx(ctx, request.body, lang), READ_ONLY);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  );
  // /invoice_approval.
  r.post(
    `${base}/approval/list`,
    { schema: { body: approvalListSchema, tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => approvalList(ctx, request.body), READ_ONLY),
  );
  r.post(
    `${base}/:id/approval`,
    { schema: { params: idParams, body: approvalSchema, tags }, config: access('edit') },
    (request) => inTenant(request, (ctx) => decideApproval(ctx, request.params.id, request.body)),
  );
  // The batch send: recorded in the request's transaction, run by the job after it commits.
  r.post(
    `${base}/batch_send`,
    { schema: { body: batchSendSchema, tags }, config: access('edit') },
    async (request) => {
      const batch = await inTenant(request, (ctx) => createBatch(ctx, request.body));
      await startBatch(app.db, batch, request.session!.user.userId, opts);
      return inTenant(request, (ctx) => getBatch(ctx, batch.id), READ_ONLY);
    },
  );
  r.get(`${base}/batch/latest`, { schema: { tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => latestBatch(ctx), READ_ONLY),
  );
  r.get(`${base}/batch/:id`, { schema: { params: idParams, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => getBatch(ctx, request.params.id), READ_ONLY),
  );
  r.get(`${base}/:id`, { schema: { params: idParams, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => getInvoice(ctx, request.params.id), READ_ONLY),
  );
  r.put(
    `${base}/:id`,
    { schema: { params: idParams, body: invoiceUpdateSchema, tags }, config: access('edit') },
    (request) => inTenant(request, (ctx) => updateInvoice(ctx, request.params.id, request.body)),
  );
  r.delete(`${base}/:id`, { schema: { params: idParams, tags }, config: access('delete') }, (request) =>
    inTenant(request, (ctx) => deleteInvoice(ctx, request.params.id)),
  );
  r.post(
    `${base}/:id/send`,
    { schema: { params: idParams, body: invoiceSendSchema, tags }, config: access('edit') },
    (request) =>
      inTenant(request, (ctx) =>
        sendInvoice({ ...mailCtx(request, ctx), ...ctx }, request.params.id, request.body, opts),
      ),
  );
  r.get(
    `${base}/:id/pdf`,
    { schema: { params: idParams, querystring: langQuery, tags }, config: access('view') },
    async (request, reply) => {
      const { filename, pdf } = await inTenant(
        request,
        (ctx) => invoicePdf(ctx, request.params.id, (request.query.lang ?? 'no') as Language),
        READ_ONLY,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${encodeURIComponent(filename)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
  r.get(
    `${base}/:id/ehf`,
    { schema: { params: idParams, tags }, config: access('view') },
    async (request, reply) => {
      const { filename, xml } = await inTenant(
        request,
        (ctx) => invoiceEhf(ctx, request.params.id),
        READ_ONLY,
      );
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(filename)}"`)
        .header('cache-control', 'no-store')
        .send(xml);
    },
  );
  r.post(
    `${base}/:id/creditnote`,
    { schema: { params: idParams, body: creditnoteSchema.optional(), tags }, config: access('add') },
    (request) => inTenant(request, (ctx) => createCreditnote(ctx, request.params.id, request.body ?? {})),
  );
  r.post(
    `${base}/:id/payments`,
    { schema: { params: idParams, body: paymentSchema, tags }, config: access('edit') },
    (request) => inTenant(request, (ctx) => registerPayment(ctx, request.params.id, request.body)),
  );
  r.post(
    `${base}/:id/reminder`,
    { schema: { params: idParams, body: reminderSchema.optional(), tags }, config: access('edit') },
    (request) =>
      inTenant(request, (ctx) =>
        sendReminder({ ...mailCtx(request, ctx), ...ctx }, request.params.id, request.body ?? {}),
      ),
  );

  // The public open-invoice page (spec 02 §6 public pages): the tenant comes from the link, not from a session.
  const pub = '/api/openapi/openinvoice/:openinvoice_id';
  const publicConfig = { access: { public: true as const }, rateLimit: PUBLIC_LIMIT };
  const withLink = async <T>(
    id: string,
    fn: (ctx: Parameters<typeof publicInvoice>[0], invoiceId: number) => Promise<T>,
  ) => {
    const link = await withPlatform(app.db, (tx) => findInvoiceLink(tx, id));
    return withTenant(
      app.db,
      link.tenant,
      async (tx) => fn({ tx, user: { tenantId: link.tenant, userId: 0 } as SessionUser }, link.invoice_id),
      { readOnly: true },
    ).catch((error: unknown) => {
      throw (error as { status?: number }).status === 404 ? notFound('invoiceNotFound') : error;
    });
  };
  r.get(pub, { schema: { params: openParams, tags }, config: publicConfig }, (request) =>
    withLink(request.params.openinvoice_id, publicInvoice),
  );
  r.get(
    `${pub}/pdf`,
    { schema: { params: openParams, querystring: langQuery, tags }, config: publicConfig },
    async (request, reply) => {
      const { filename, pdf } = await withLink(request.params.openinvoice_id, (ctx, id) =>
        invoicePdf(ctx, id, (request.query.lang ?? 'no') as Language),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${encodeURIComponent(filename)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
