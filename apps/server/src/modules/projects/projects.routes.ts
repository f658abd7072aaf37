import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PROJECT_PERMISSIONS as P,
  projectCreateSchema,
  projectGetActiveSchema,
  projectListSchema,
  projectReportQuerySchema,
  projectReportSchema,
  projectUpdateSchema,
} from '@suite/shared/projects/project.schema';
import { idsSchema } from '@suite/shared/validation/record-inputs';
import { forbidden } from '../../platform/errors';
import { inTenant } from '../../platform/request-context';
import { languageOf } from '../../platform/translations/translate';
import { idParams } from '../leads/leads.routes';
import { projectReportWorkbook } from './project-reports';
import {
  activeProjects,
  createProject,
  deleteProjects,
  getProject,
  listProjects,
  projectDashboard,
  projectOrders,
  projectReport,
  updateProject,
} from './projects.service';

const write = (permission: string) => ({ access: { permission, write: true } });

/** /project_reports and /budget_reports (spec 01 §2): each needs its own report permission. */
const REPORTS = {
  project_reports: 'reports_project_reports',
  budget_reports: 'reports_budget_reports',
} as const;

/**
 * Projects (spec 01 §2 /projects, spec 02 §3): list, get, active lookup, create, update with version, delete, the
 * dashboard and orders of one project, and the budget-against-actual reports with their XLSX export.
 */
export async function projectRoutes(app: FastifyInstance) {
  // spec 01 §2: projects is a module the tenant can switch off; its calls are then refused like its routes.
  app.addHook('onRequest', async (request) => {
    const s = request.session;
    if (!request.url.startsWith('/api/project')) return;
    if (s && !s.user.config.enabledmodules.includes('projects')) throw forbidden('moduleDisabled');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];
  const view = { access: { permission: P.view } };
  const base = '/api/projects';

  r.post(`${base}/list`, { schema: { body: projectListSchema, tags }, config: view }, (request) =>
    inTenant(request, (ctx) => listProjects(ctx, request.body)),
  );
  // Orders and offers pick a project: every signed-in user with the module loads the lookup.
  r.post(`${base}/get_active`, { schema: { body: projectGetActiveSchema.optional(), tags } }, (request) =>
    inTenant(request, (ctx) => activeProjects(ctx, request.body ?? {})),
  );
  r.get(`${base}/:id`, { schema: { params: idParams, tags }, config: view }, (request) =>
    inTenant(request, (ctx) => getProject(ctx, request.params.id)),
  );
  r.get(`${base}/:id/dashboard`, { schema: { params: idParams, tags }, config: view }, (request) =>
    inTenant(request, (ctx) => projectDashboard(ctx, request.params.id)),
  );
  r.get(
    `${base}/:id/orders`,
    { schema: { params: idParams, tags }, config: { access: { permission: [P.view] } } },
    (request) => inTenant(request, (ctx) => projectOrders(ctx, request.params.id)),
  );
  r.post(base, { schema: { body: projectCreateSchema, tags }, config: write(P.add) }, (request) =>
    inTenant(request, (ctx) => createProject(ctx, request.body)),
  );
  r.put(
    `${base}/:id`,
    { schema: { params: idParams, body: projectUpdateSchema, tags }, config: write(P.edit) },
    (request) => inTenant(request, (ctx) => updateProject(ctx, request.params.id, request.body)),
  );
  r.delete(base, { schema: { body: idsSchema, tags }, config: write(P.delete) }, (request) =>
    inTenant(request, (ctx) => deleteProjects(ctx, request.body.ids)),
  );

  for (const [name, permission] of Object.entries(REPORTS)) {
    const config = { access: { permission } };
    r.post(`/api/${name}/list`, { schema: { body: projectReportSchema, tags }, config }, (request) =>
      inTenant(request, (ctx) => projectReport(ctx, request.body)),
    );
    // A GET, so the browser downloads it by a plain link with the list's filters in the address.
    r.get(
      `/api/${name}/export`,
      { schema: { querystring: projectReportQuerySchema, tags }, config },
      async (request, reply) => {
        const { language, includeinactive, ...filter } = request.query;
        const lang = language ?? languageOf(request.headers['x-language']);
        const rows = await inTenant(request, (ctx) =>
          projectReport(ctx, { ...filter, includeinactive: includeinactive === 'true' }),
        );
        const file = await projectReportWorkbook(name as keyof typeof REPORTS, rows, lang);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.buffer);
      },
    );
  }
}
