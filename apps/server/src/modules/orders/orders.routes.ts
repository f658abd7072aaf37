import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderCreateSchema, orderSpecificPropertiesSchema } from '@suite/shared/orders/order.schema';
import { forbidden } from '../../platform/errors';
import { inTenant } from '../../platform/request-context';
import { createOrder, getOrder, updateOrderSpecificProperties } from './orders.service';

const idParams = z.object({
  id: z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .positive('invalidNumber')
    .max(2 ** 53, 'invalidNumber'),
});

/** spec 01 §6: each call needs the permission of its action; writes are refused to read-only users (role 3). */
const access = (action: 'view' | 'add' | 'edit') => ({
  access: { permission: `orders_${action}`, write: action !== 'view' },
});

/**
 * The core of orders (spec 02 §3) as far as the SOS handling of spec 01 §4 needs it: create, read, and the
 * responsible/status update of spec 01 §7. Lists, the order screens and the rest of the module come later.
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

  r.post(base, { schema: { body: orderCreateSchema, tags }, config: access('add') }, (request) =>
    inTenant(request, (ctx) => createOrder(ctx, request.body)),
  );
  r.get(`${base}/:id`, { schema: { params: idParams, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => getOrder(ctx, request.params.id)),
  );
  r.put(
    `${base}/update_specific_properties/:id`,
    { schema: { params: idParams, body: orderSpecificPropertiesSchema, tags }, config: access('edit') },
    (request) =>
      inTenant(request, (ctx) => updateOrderSpecificProperties(ctx, request.params.id, request.body)),
  );
}
