import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderBuildingSchema,
  orderEquipmentsSchema,
  orderSendSchema,
  PRINTABLE_ORDER_TYPES,
} from '@suite/shared/orders/order-relations.schema';
import { mailCtx } from '../../platform/mail/record-mail';
import { smsSendSchema } from '@suite/shared/sms/sms.schema';
import { forbidden } from '../../platform/errors';
import { inTenant, READ_ONLY } from '../../platform/request-context';
import {
  addOrderEquipments,
  customerOverview,
  getOrderBuilding,
  listOrderEquipments,
  ordersOfEquipment,
  orderMailDraft,
  printOrderDocument,
  sendOrderDocument,
  removeOrderEquipments,
  sendOrderSms,
  setOrderBuilding,
} from './order-documents.service';

const idParams = z.object({
  id: z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .positive('invalidNumber')
    .max(2 ** 53, 'invalidNumber'),
});

/**
 * GET orders/{id}/pdf query: the report type (spec 01 §9: 1, 2, 3, 4, 9), the document's language (Norwegian unless asked) and inline (open in the browser)
 * rather than a download.
 */
const pdfQuery = z
  .object({
    type: z.coerce
      .number('invalidData')
      .refine((t) => (PRINTABLE_ORDER_TYPES as readonly number[]).includes(t), 'invalidData'),
    language: z.enum(['no', 'en', 'po', 'sw'], 'invalidData').default('no'),
    inline: z.enum(['true', 'false'], 'invalidData').optional(),
  })
  .strict();

/** GET orders/{id}/mail_draft query: the document type and the mail template the user picked, if any. */
const draftQuery = z
  .object({
    type: pdfQuery.shape.type,
    mailtemplate_id: z.coerce.number('invalidData').int('invalidData').positive('invalidData').optional(),
  })
  .strict();

/**
 * A Content-Disposition for a file name of any letters (spec 02 §5 names keep æøå): an ASCII fallback for old
 * clients and the exact name as RFC 6266/5987 filename*.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** spec 01 §6: each call needs its permission; writes are refused to read-only users (role 3). */
const access = (permission: string, write = false) => ({ access: { permission, write } });

/**
 * The order's building, equipments and SMS calls, the equipment's orders and the customer's overviews (issue 7,
 * the orderdocs part of orders); the printed documents join them with platform/pdf.
 */
export async function orderDocumentRoutes(app: FastifyInstance) {
  // spec 01 §2: orders is a module the tenant can switch off; its calls are then refused like its routes.
  app.addHook('onRequest', async (request) => {
    const s = request.session;
    if (s && !s.user.config.enabledmodules.includes('orders')) throw forbidden('moduleDisabled');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const base = '/api/orders';

  r.get(
    `${base}/:id/building`,
    { schema: { params: idParams, tags }, config: access('orders_view') },
    (request) => inTenant(request, (ctx) => getOrderBuilding(ctx, request.params.id), READ_ONLY),
  );
  r.put(
    `${base}/:id/building`,
    { schema: { params: idParams, body: orderBuildingSchema, tags }, config: access('orders_edit', true) },
    (request) => inTenant(request, (ctx) => setOrderBuilding(ctx, request.params.id, request.body)),
  );
  r.get(
    `${base}/:id/equipments`,
    { schema: { params: idParams, tags }, config: access('orders_view') },
    (request) => inTenant(request, (ctx) => listOrderEquipments(ctx, request.params.id), READ_ONLY),
  );
  r.post(
    `${base}/:id/equipments`,
    { schema: { params: idParams, body: orderEquipmentsSchema, tags }, config: access('orders_edit', true) },
    (request) => inTenant(request, (ctx) => addOrderEquipments(ctx, request.params.id, request.body)),
  );
  r.delete(
    `${base}/:id/equipments`,
    { schema: { params: idParams, body: orderEquipmentsSchema, tags }, config: access('orders_edit', true) },
    (request) => inTenant(request, (ctx) => removeOrderEquipments(ctx, request.params.id, request.body)),
  );
  r.post(
    `${base}/:id/sms`,
    { schema: { params: idParams, body: smsSendSchema, tags }, config: access('orders_edit', true) },
    (request) => inTenant(request, (ctx) => sendOrderSms(ctx, request.params.id, request.body)),
  );
  r.get(
    `${base}/:id/pdf`,
    { schema: { params: idParams, querystring: pdfQuery, tags }, config: access('orders_view') },
    async (request, reply) => {
      const q = request.query;
      const doc = await inTenant(
        request,
        (ctx) => printOrderDocument(ctx, request.params.id, q.type as 1 | 2 | 3 | 4 | 9, q.language),
        READ_ONLY,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(q.inline === 'true' ? 'inline' : 'attachment', doc.fileName),
        )
        .header('cache-control', 'private, no-store')
        .send(doc.pdf);
    },
  );
  r.get(
    `${base}/:id/mail_draft`,
    {
      schema: { params: idParams, querystring: draftQuery, tags },
      config: access('orders_view'),
    },
    (request) =>
      inTenant(
        request,
        (ctx) =>
          orderMailDraft(
            ctx,
            request.params.id,
            request.query.type as 1 | 2 | 3 | 4 | 9,
            request.query.mailtemplate_id,
          ),
        READ_ONLY,
      ),
  );
  r.post(
    `${base}/:id/send`,
    { schema: { params: idParams, body: orderSendSchema, tags }, config: access('orders_edit', true) },
    (request) =>
      inTenant(request, (ctx) => sendOrderDocument(mailCtx(request, ctx), request.params.id, request.body)),
  );
  r.get(
    '/api/equipments/:id/orders',
    { schema: { params: idParams, tags }, config: access('orders_view') },
    (request) => inTenant(request, (ctx) => ordersOfEquipment(ctx, request.params.id), READ_ONLY),
  );
  r.get(
    '/api/customers/:id/overviews',
    { schema: { params: idParams, tags }, config: access('customers_view') },
    (request) => inTenant(request, (ctx) => customerOverview(ctx, request.params.id), READ_ONLY),
  );
}
