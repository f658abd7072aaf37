import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAD_PERMISSIONS as P,
  leadCreateSchema,
  leadListSchema,
  leadUpdateSchema,
} from '@suite/shared/leads/lead.schema';
import { activeIdsSchema, idsSchema } from '@suite/shared/validation/record-inputs';
import { forbidden } from '../../platform/errors';
import { inTenant } from '../../platform/request-context';
import {
  activeLeads,
  convertLead,
  createLead,
  deleteLeads,
  getLead,
  listLeads,
  updateLead,
} from './leads.service';

export const idParams = z.object({
  id: z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .positive('invalidNumber')
    .max(2 ** 53 - 1, 'invalidNumber'),
});

/** Leads (spec 01 §2 /leads): list, get, create, update with version, delete, and conversion into a customer. */
export async function leadRoutes(app: FastifyInstance) {
  // spec 01 §2: leads is a module the tenant can switch off; its calls are then refused like its routes.
  app.addHook('onRequest', async (request) => {
    const s = request.session;
    if (s && !s.user.config.enabledmodules.includes('leads')) throw forbidden('moduleDisabled');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leads'];
  const view = { access: { permission: P.view } };

  r.post('/api/leads/list', { schema: { body: leadListSchema, tags }, config: view }, (request) =>
    inTenant(request, (ctx) => listLeads(ctx, request.body)),
  );
  r.post(
    '/api/leads/get_active',
    { schema: { body: activeIdsSchema.optional(), tags }, config: view },
    (request) => inTenant(request, (ctx) => activeLeads(ctx, request.body?.ids)),
  );
  r.get('/api/leads/:id', { schema: { params: idParams, tags }, config: view }, (request) =>
    inTenant(request, (ctx) => getLead(ctx, request.params.id)),
  );
  r.post(
    '/api/leads',
    { schema: { body: leadCreateSchema, tags }, config: { access: { permission: P.add, write: true } } },
    (request) => inTenant(request, (ctx) => createLead(ctx, request.body)),
  );
  r.put(
    '/api/leads/:id',
    {
      schema: { params: idParams, body: leadUpdateSchema, tags },
      config: { access: { permission: P.edit, write: true } },
    },
    (request) => inTenant(request, (ctx) => updateLead(ctx, request.params.id, request.body)),
  );
  r.delete(
    '/api/leads',
    { schema: { body: idsSchema, tags }, config: { access: { permission: P.delete, write: true } } },
    (request) => inTenant(request, (ctx) => deleteLeads(ctx, request.body.ids)),
  );
  // Converting creates a customer: it also needs customers_add (checked by the service).
  r.post(
    '/api/leads/:id/convert',
    { schema: { params: idParams, tags }, config: { access: { permission: P.edit, write: true } } },
    (request) => inTenant(request, (ctx) => convertLead(ctx, request.params.id)),
  );
}
