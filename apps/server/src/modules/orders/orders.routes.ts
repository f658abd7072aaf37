import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ORDER_LIST_TYPES,
  orderCreateSchema,
  orderDeleteSchema,
  orderListSchema,
  orderSpecificPropertiesSchema,
  orderUpdateSchema,
} from '@suite/shared/orders/order.schema';
import {
  orderlineCreateSchema,
  orderlineDeleteSchema,
  orderlineListSchema,
  orderlineUpdateSchema,
} from '@suite/shared/orders/orderline.schema';
import { hasAnyPermission } from '@suite/shared/users/permissions';
import { forbidden } from '../../platform/errors';
import { inTenant, READ_ONLY } from '../../platform/request-context';
import { listOrders } from './order-list.service';
import {
  createOrderline,
  deleteOrderlines,
  getOrderline,
  listOrderlines,
  updateOrderline,
} from './orderlines.service';
import {
  createOrder,
  deleteOrders,
  getOrder,
  orderStatusHistoryOf,
  updateOrder,
  updateOrderSpecificProperties,
} from './orders.service';

const idParams = z.object({
  id: z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .positive('invalidNumber')
    .max(2 ** 53, 'invalidNumber'),
});

/**
 * spec 01 §6: each call needs the permission of its action; writes are refused to read-only users (role 3). Order
 * lines are part of the order: reading them needs orders_view, changing them orders_edit.
 */
const access = (action: 'view' | 'add' | 'edit' | 'delete') => ({
  access: { permission: `orders_${action}`, write: action !== 'view' },
});

/**
 * Orders (spec 02 §3, issue 7): list, create, read, update, delete, the status history, the responsible/status
 * update of spec 01 §7 (SOS), and the order lines (the products tab).
 */
export async function orderRoutes(app: FastifyInstance) {
  // spec 01 §2: orders is a module the tenant can switch off; its calls are then refused like its routes.
  app.addHook('onRequest', async (request) => {
    const s = request.session;
    if (s && !s.user.config.enabledmodules.includes('orders')) throw forbidden('moduleDisabled');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const base = '/api/orders';

  r.post(`${base}/list`, { schema: { body: orderListSchema, tags }, config: access('view') }, (request) =>
    inTenant(
      request,
      async (ctx) => {
        // spec 01 §6 "show unassigned orders": the unassigned list is its own permission.
        if (
          request.body.type === ORDER_LIST_TYPES.unassigned &&
          !hasAnyPermission(ctx.user.access, ['orders_show_unassigned_orders'])
        ) {
          throw forbidden();
        }
        return listOrders(ctx, request.body);
      },
      READ_ONLY,
    ),
  );
  r.post(base, { schema: { body: orderCreateSchema, tags }, config: access('add') }, (request) =>
    inTenant(request, (ctx) => createOrder(ctx, request.body)),
  );
  r.get(`${base}/:id`, { schema: { params: idParams, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => getOrder(ctx, request.params.id), READ_ONLY),
  );
  r.get(
    `${base}/:id/status_history`,
    { schema: { params: idParams, tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => orderStatusHistoryOf(ctx, request.params.id), READ_ONLY),
  );
  r.put(
    `${base}/:id`,
    { schema: { params: idParams, body: orderUpdateSchema, tags }, config: access('edit') },
    (request) => inTenant(request, (ctx) => updateOrder(ctx, request.params.id, request.body)),
  );
  r.delete(base, { schema: { body: orderDeleteSchema, tags }, config: access('delete') }, (request) =>
    inTenant(request, (ctx) => deleteOrders(ctx, request.body.ids)),
  );
  r.put(
    `${base}/update_specific_properties/:id`,
    { schema: { params: idParams, body: orderSpecificPropertiesSchema, tags }, config: access('edit') },
    (request) =>
      inTenant(request, (ctx) => updateOrderSpecificProperties(ctx, request.params.id, request.body)),
  );

  const lines = '/api/orderlines';
  r.post(
    `${lines}/list`,
    { schema: { body: orderlineListSchema, tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => listOrderlines(ctx, request.body), READ_ONLY),
  );
  r.post(lines, { schema: { body: orderlineCreateSchema, tags }, config: access('edit') }, (request) =>
    inTenant(request, (ctx) => createOrderline(ctx, request.body)),
  );
  r.get(`${lines}/:id`, { schema: { params: idParams, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => getOrderline(ctx, request.params.id), READ_ONLY),
  );
  r.put(
    `${lines}/:id`,
    { schema: { params: idParams, body: orderlineUpdateSchema, tags }, config: access('edit') },
    (request) => inTenant(request, (ctx) => updateOrderline(ctx, request.params.id, request.body)),
  );
  r.delete(lines, { schema: { body: orderlineDeleteSchema, tags }, config: access('edit') }, (request) =>
    inTenant(request, (ctx) => deleteOrderlines(ctx, request.body.ids)),
  );
}
