import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSchema, deleteSchema, getActiveSchema, listSchema, updateSchema } from '@suite/shared';
import { hasPlainGet } from '@suite/shared/resources/lookup-rules';
import { querySchema } from '@suite/shared/resources/resource-query';
import { inTenant, READ_ONLY } from '../request-context';
import { rememberResource, type RegisteredResource } from './resource-registry';
import {
  createResource,
  deleteResources,
  getActive,
  getResource,
  listResource,
  queryResource,
  updateResource,
} from './resource.service';

export type { RegisteredResource } from './resource-registry';

const idParams = z.object({
  id: z.coerce
    .number('invalidNumber')
    .int()
    .positive('invalidNumber')
    .max(2 ** 53),
});

/** The endpoints of DESIGN "API contract" for one resource definition, without per-resource code. */
export function registerResource(app: FastifyInstance, { def, table }: RegisteredResource): void {
  rememberResource({ def, table });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${def.name}`;
  const tags = [def.name];
  // A table edited on two screens answers either screen's permission (ResourceDef.alsoPermissions).
  const permission = def.alsoPermissions ? [def.permission, ...def.alsoPermissions] : def.permission;
  const view = { access: { permission } };
  const write = { access: { permission, write: true, adminOnly: def.adminOnly ?? false } };

  // Lookups are loaded at start by every signed-in user (spec 01 §3 "Lookup lists loaded at start").
  r.post(`${base}/get_active`, { schema: { body: getActiveSchema.optional(), tags } }, (request) =>
    inTenant(request, (ctx) => getActive(ctx, def, table, request.body?.ids), READ_ONLY),
  );
  r.post(`${base}/query`, { schema: { body: querySchema.optional(), tags } }, (request) =>
    inTenant(request, (ctx) => queryResource(ctx, def, table, request.body ?? {}), READ_ONLY),
  );
  // spec 01 §7 "Lookups", plain GET: the active items, as get_active answers them.
  if (hasPlainGet(def) && !app.hasRoute({ method: 'GET', url: base })) {
    r.get(base, { schema: { tags } }, (request) =>
      inTenant(request, (ctx) => getActive(ctx, def, table), READ_ONLY),
    );
  }
  r.post(`${base}/list`, { schema: { body: listSchema(def), tags }, config: view }, (request) =>
    inTenant(request, (ctx) => listResource(ctx, def, table, request.body), READ_ONLY),
  );
  r.get(`${base}/:id`, { schema: { params: idParams, tags }, config: view }, (request) =>
    inTenant(request, (ctx) => getResource(ctx, def, table, request.params.id), READ_ONLY),
  );
  r.post(base, { schema: { body: createSchema(def), tags }, config: write }, (request) =>
    inTenant(request, (ctx) => createResource(ctx, def, table, request.body)),
  );
  r.put(
    `${base}/:id`,
    { schema: { params: idParams, body: updateSchema(def), tags }, config: write },
    (request) =>
      inTenant(request, (ctx) =>
        updateResource(
          ctx,
          def,
          table,
          request.params.id,
          request.body as Record<string, unknown> & { version: number },
        ),
      ),
  );
  r.delete(base, { schema: { body: deleteSchema, tags }, config: write }, (request) =>
    inTenant(request, (ctx) => deleteResources(ctx, table, request.body.ids)),
  );
}
