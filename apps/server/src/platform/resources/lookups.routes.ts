import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGISTERED_RESOURCES } from '../../resources';
import { inTenant } from '../request-context';
import { listMyWarehouses, moduleFieldValues } from './lookups.service';
import { registeredResource, rememberResource } from './resource-registry';
import { getActive } from './resource.service';

const id = z.coerce
  .number('invalidNumber')
  .int('invalidNumber')
  .positive('invalidNumber')
  .max(2 ** 53, 'invalidNumber');

/**
 * The lookups of spec 01 §7 that are not a generic resource call: groups, warehouses/get_my_warehouses and
 * documenttemplates/get_module_field_values (GET users is the employees module's: platform/users/employees.*).
 * Every signed-in member loads lookups at start (spec 01 §3). The resources they read are looked up per request.
 */
export async function lookupRoutes(app: FastifyInstance) {
  // Resources served by a module's own routes rather than registerResource are still found by name.
  for (const resource of REGISTERED_RESOURCES) rememberResource(resource);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lookups'];

  // spec 01 §7 lists a plain GET groups; when a module defines a 'groups' resource the engine answers it.
  if (!app.hasRoute({ method: 'GET', url: '/api/groups' })) {
    r.get('/api/groups', { schema: { tags } }, (request) =>
      inTenant(request, async (ctx) => {
        const groups = registeredResource('groups');
        return groups ? getActive(ctx, groups.def, groups.table) : [];
      }),
    );
  }

  r.get('/api/warehouses/get_my_warehouses', { schema: { tags } }, (request) =>
    inTenant(request, (ctx) => listMyWarehouses(ctx)),
  );

  r.get(
    '/api/documenttemplates/get_module_field_values',
    {
      schema: {
        querystring: z
          .object({
            module: id,
            record_id: id,
            parentModuleId: id.optional(),
            parentRecordId: id.optional(),
          })
          .strict(),
        tags,
      },
    },
    (request) => inTenant(request, (ctx) => moduleFieldValues(ctx, request.query)),
  );
}
