import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  membershipDeleteSchema,
  membershipSchema,
  tenantCreateSchema,
  tenantUpdateSchema,
  userCreateSchema,
} from '@suite/shared/users/user-access.schema';
import {
  addTenant,
  addUser,
  editTenant,
  listTenants,
  listUsers,
  removeMembership,
  upsertMembership,
} from './admin-portal.service';

export async function adminPortalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin-portal'];
  const su = { access: { superAdminOnly: true } };
  const suw = { access: { superAdminOnly: true, write: true } };

  r.get('/api/adminportal/tenants', { schema: { tags }, config: su }, () => listTenants(app.db));
  r.post('/api/adminportal/tenants', { schema: { body: tenantCreateSchema, tags }, config: suw }, (request) =>
    addTenant(app.db, request.body),
  );
  r.put(
    '/api/adminportal/tenants/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: tenantUpdateSchema,
        tags,
      },
      config: suw,
    },
    (request) => editTenant(app.db, request.params.id, request.body),
  );
  r.get('/api/adminportal/users', { schema: { tags }, config: su }, () => listUsers(app.db));
  r.post('/api/adminportal/users', { schema: { body: userCreateSchema, tags }, config: suw }, (request) =>
    addUser(app.db, request.body),
  );
  r.put(
    '/api/adminportal/memberships',
    { schema: { body: membershipSchema, tags }, config: suw },
    (request) => upsertMembership(app.db, request.body),
  );
  r.delete(
    '/api/adminportal/memberships',
    { schema: { body: membershipDeleteSchema, tags }, config: suw },
    (request) => removeMembership(app.db, request.body),
  );
}
