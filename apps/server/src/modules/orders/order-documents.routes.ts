import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderBuildingSchema, orderEquipmentsSchema } from '@suite/shared/orders/order-relations.schema';
import { smsSendSchema } from '@suite/shared/sms/sms.schema';
import { forbidden } from '../../platform/errors';
import { inTenant, READ_ONLY } from '../../platform/request-context';
import {
  addOrderEquipments,
  customerOverview,
  getOrderBuilding,
  listOrderEquipments,
  ordersOfEquipment,
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
