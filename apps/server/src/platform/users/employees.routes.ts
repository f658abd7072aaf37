import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EMPLOYEE_PERMISSIONS as P,
  employeeCreateSchema,
  employeeIdsSchema,
  employeeListSchema,
  employeeUpdateSchema,
  userLookupQuerySchema,
} from '@suite/shared/employees/employee.schema';
import { idParams } from '../../modules/leads/leads.routes';
import { requestPasswordReset } from '../auth/auth.service';
import type { Mailer } from '../mail/mailer';
import { inTenant, sessionUser } from '../request-context';
import { languageOf, translate } from '../translations/translate';
import {
  checkMembership,
  createEmployee,
  deactivateEmployees,
  getEmployee,
  isIdentityEditable,
  listEmployees,
  lookupUsers,
  updateEmployee,
} from './employees.service';

/**
 * Employees (spec 01 §2 /employees: admin only, needs employees view) and the users lookup (spec 01 §7).
 * Reading needs employees_view (administrators pass); every write is for administrators only.
 */
export async function employeeRoutes(app: FastifyInstance, opts: { mailer: Mailer; publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['employees'];
  const view = { access: { permission: P.view } };
  const write = { access: { permission: P.view, write: true, adminOnly: true } };

  const answer = async (request: FastifyRequest, userId: number) => {
    const employee = await inTenant(request, (ctx) => getEmployee(ctx, userId));
    return {
      ...employee,
      identityeditable: await isIdentityEditable(app.db, sessionUser(request).tenantId, userId),
    };
  };

  /** Mails the person a link to set their password (the reset link of the sign-in page, one hour valid). */
  const sendPasswordLink = async (request: FastifyRequest, email: string, name: string) => {
    const lang = languageOf(request.headers['x-language']);
    const company = sessionUser(request).tenantName;
    await requestPasswordReset(
      app.db,
      opts.mailer,
      email,
      (token) => `${opts.publicUrl}/resetpassword?token=${encodeURIComponent(token)}`,
      {
        subject: translate(lang, 'employees', 'inviteSubject', { company }),
        body: (link) => translate(lang, 'employees', 'inviteBody', { name, company, link }),
      },
    );
  };

  r.post('/api/employees/list', { schema: { body: employeeListSchema, tags }, config: view }, (request) =>
    inTenant(request, (ctx) => listEmployees(ctx, request.body)),
  );
  r.get('/api/employees/:id', { schema: { params: idParams, tags }, config: view }, (request) =>
    answer(request, request.params.id),
  );
  r.post(
    '/api/employees',
    { schema: { body: employeeCreateSchema, tags }, config: write },
    async (request) => {
      await inTenant(request, (ctx) => checkMembership(ctx, request.body));
      const { userId, invite } = await createEmployee(app.db, sessionUser(request), request.body);
      if (invite) await sendPasswordLink(request, request.body.email, request.body.name);
      return answer(request, userId);
    },
  );
  r.put(
    '/api/employees/:id',
    { schema: { params: idParams, body: employeeUpdateSchema, tags }, config: write },
    async (request) => {
      const id = request.params.id;
      await inTenant(request, async (ctx) => {
        await getEmployee(ctx, id);
        await checkMembership(ctx, request.body, id);
      });
      await updateEmployee(app.db, sessionUser(request), id, request.body);
      return answer(request, id);
    },
  );
  r.post(
    '/api/employees/deactivate',
    { schema: { body: employeeIdsSchema, tags }, config: write },
    (request) => inTenant(request, (ctx) => deactivateEmployees(ctx, request.body.ids)),
  );
  r.post(
    '/api/employees/:id/send_password_link',
    { schema: { params: idParams, tags }, config: write },
    async (request) => {
      const employee = await inTenant(request, (ctx) => getEmployee(ctx, request.params.id));
      await sendPasswordLink(request, employee.email, employee.name);
      return { ok: true };
    },
  );

  // spec 01 §7 Lookups: plain GET users, loaded at start by every signed-in user.
  r.get('/api/users', { schema: { querystring: userLookupQuerySchema, tags } }, (request) =>
    inTenant(request, (ctx) => lookupUsers(ctx, request.query.purpose)),
  );
}
