import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { departmentsResource, userrolesResource } from '@suite/shared';
import { PERMISSION_CATALOGUE } from '@suite/shared/users/permissions';
import { memberAccessSchema } from '@suite/shared/users/user-access.schema';
import { registerResource, type RegisteredResource } from '../resources/resource.routes';
import { inTenant } from '../request-context';
import { departments, userroles } from './users.table';
import { listMembers, updateMember } from './users.service';

export const USER_RESOURCES: RegisteredResource[] = [
  { def: departmentsResource, table: departments as unknown as RegisteredResource['table'] },
  { def: userrolesResource, table: userroles as unknown as RegisteredResource['table'] },
];

export async function userRoutes(app: FastifyInstance) {
  for (const res of USER_RESOURCES) registerResource(app, res);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perm = { access: { permission: 'settings_permissions' } };

  r.get('/api/permissions/catalogue', { schema: { tags: ['users'] } }, async () => PERMISSION_CATALOGUE);
  r.get('/api/userpermissions', { schema: { tags: ['users'] }, config: perm }, (request) =>
    inTenant(request, (ctx) => listMembers(ctx)),
  );
  r.put(
    '/api/userpermissions/:userid',
    {
      schema: {
        params: z.object({ userid: z.coerce.number().int().positive() }),
        body: memberAccessSchema,
        tags: ['users'],
      },
      config: { access: { permission: 'settings_permissions', write: true, adminOnly: true } },
    },
    (request) => inTenant(request, (ctx) => updateMember(ctx, request.params.userid, request.body)),
  );
}
