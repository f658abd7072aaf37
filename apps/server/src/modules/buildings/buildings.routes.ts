import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BUILDING_PERMISSIONS as P,
  buildingCreateSchema,
  buildingGetActiveSchema,
  buildingListSchema,
  buildingUpdateSchema,
} from '@suite/shared/buildings/building.schema';
import { idsSchema } from '@suite/shared/validation/record-inputs';
import { inTenant } from '../../platform/request-context';
import { idParams } from '../leads/leads.routes';
import {
  activeBuildings,
  createBuilding,
  deleteBuildings,
  getBuilding,
  listBuildings,
  updateBuilding,
} from './buildings.service';

/** Buildings (spec 01 §2 /buildings): list, get, active lookup, create, update with version, delete. */
export async function buildingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['buildings'];
  const view = { access: { permission: P.view } };

  r.post('/api/buildings/list', { schema: { body: buildingListSchema, tags }, config: view }, (request) =>
    inTenant(request, (ctx) => listBuildings(ctx, request.body)),
  );
  // Orders and offers pick a customer's building: every signed-in user loads it, like the other lookups.
  r.post(
    '/api/buildings/get_active',
    { schema: { body: buildingGetActiveSchema.optional(), tags } },
    (request) => inTenant(request, (ctx) => activeBuildings(ctx, request.body ?? {})),
  );
  r.get('/api/buildings/:id', { schema: { params: idParams, tags }, config: view }, (request) =>
    inTenant(request, (ctx) => getBuilding(ctx, request.params.id)),
  );
  r.post(
    '/api/buildings',
    { schema: { body: buildingCreateSchema, tags }, config: { access: { permission: P.add, write: true } } },
    (request) => inTenant(request, (ctx) => createBuilding(ctx, request.body)),
  );
  r.put(
    '/api/buildings/:id',
    {
      schema: { params: idParams, body: buildingUpdateSchema, tags },
      config: { access: { permission: P.edit, write: true } },
    },
    (request) => inTenant(request, (ctx) => updateBuilding(ctx, request.params.id, request.body)),
  );
  r.delete(
    '/api/buildings',
    { schema: { body: idsSchema, tags }, config: { access: { permission: P.delete, write: true } } },
    (request) => inTenant(request, (ctx) => deleteBuildings(ctx, request.body.ids)),
  );
}
