import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hourCreateSchema,
  hourFilterSchema,
  hourIdsSchema,
  hourNotApproveSchema,
  hourReportSchema,
  hourUpdateSchema,
  hourWeekQuerySchema,
  lockMonthSchema,
  payrollExportQuerySchema,
} from '@suite/shared/hours/hours.schema';
import { forbidden } from '../../platform/errors';
import { inTenant, READ_ONLY, sessionUser } from '../../platform/request-context';
import { languageOf } from '../../platform/translations/translate';
import { lockedMonths, lockMonth, unlockMonth } from './hours-lock.service';
import { hourReport, hourReportXlsx, payrollExport } from './hours-reports.service';
import {
  approveAtOnce,
  approveHours,
  createHour,
  deleteHours,
  deliverHours,
  filterHours,
  getHour,
  hourWeek,
  notApproveHours,
  updateHour,
} from './hours.service';

const idParams = z.object({
  id: z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .positive('invalidNumber')
    .max(2 ** 53, 'invalidNumber'),
});

/**
 * Every hours call needs the timer (spec 01 §6: timer view is any of log, deliver or approve, own or others). The
 * calls are not marked `write`: role 3's read-only rule is for master data, a technician logs their own time; the
 * services check the timer permission of each action on whose hours (hours-access.ts).
 */
const timer = { access: { permission: 'timer_view' } };

/**
 * The filter reads, and its compiled statements (page and capped count, issue 9 "Speed") keep their generic plans:
 * every shape walks an index of hours in the list's order within the dates, whatever the values.
 */
const FILTER_TX = { ...READ_ONLY, genericPlans: true };

/**
 * Approving when the one-statement approval refused (hours.service.ts approveAtOnce): its UPDATE (prepared by name)
 * and checks read by key and by an id array: the generic plan serves.
 */
const APPROVE_TX = { genericPlans: true };

/**
 * Hours and absence (issue 9; spec 02 §2 "Hours and absence routes", §7 "Hours"): log, read, change and delete
 * entries, the filter and the week, delivery and approval, month lock, reports and the payroll export.
 */
export async function hourRoutes(app: FastifyInstance) {
  // spec 01 §2: the timer is a module the tenant can switch off; its calls are then refused like its routes.
  app.addHook('onRequest', async (request) => {
    const s = request.session;
    if (s && !s.user.config.enabledmodules.includes('timer')) throw forbidden('moduleDisabled');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hours'];
  const base = '/api/hours';

  r.post(base, { schema: { body: hourCreateSchema, tags }, config: timer }, (request) =>
    inTenant(request, (ctx) => createHour(ctx, request.body)),
  );
  r.post(`${base}/filter`, { schema: { body: hourFilterSchema, tags }, config: timer }, (request) =>
    inTenant(request, (ctx) => filterHours(ctx, request.body), FILTER_TX),
  );
  r.get(`${base}/week`, { schema: { querystring: hourWeekQuerySchema, tags }, config: timer }, (request) =>
    inTenant(request, (ctx) => hourWeek(ctx, request.query), READ_ONLY),
  );
  r.post(`${base}/deliver`, { schema: { body: hourIdsSchema, tags }, config: timer }, (request) =>
    inTenant(request, (ctx) => deliverHours(ctx, request.body.ids)),
  );
  r.post(
    `${base}/approve`,
    { schema: { body: hourIdsSchema, tags }, config: timer },
    async (request) =>
      (await approveAtOnce(request.server.db, sessionUser(request), request.body.ids)) ??
      inTenant(request, (ctx) => approveHours(ctx, request.body.ids), APPROVE_TX),
  );
  r.post(`${base}/not_approve`, { schema: { body: hourNotApproveSchema, tags }, config: timer }, (request) =>
    inTenant(request, (ctx) => notApproveHours(ctx, request.body.ids, request.body.comment)),
  );
  r.get(`${base}/locked_months`, { schema: { tags }, config: timer }, (request) =>
    inTenant(request, (ctx) => lockedMonths(ctx), READ_ONLY),
  );
  r.post(`${base}/lock_month`, { schema: { body: lockMonthSchema, tags }, config: timer }, (request) =>
    inTenant(request, (ctx) => lockMonth(ctx, request.body)),
  );
  r.post(`${base}/unlock_month`, { schema: { body: lockMonthSchema, tags }, config: timer }, (request) =>
    inTenant(request, (ctx) => unlockMonth(ctx, request.body)),
  );
  r.post(`${base}/report`, { schema: { body: hourReportSchema, tags }, config: timer }, (request) =>
    inTenant(request, (ctx) => hourReport(ctx, request.body), READ_ONLY),
  );
  r.post(
    `${base}/report/xlsx`,
    { schema: { body: hourReportSchema, tags }, config: timer },
    async (request, reply) => {
      const file = await inTenant(
        request,
        (ctx) => hourReportXlsx(ctx, request.body, languageOf(request.headers['x-language'])),
        READ_ONLY,
      );
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  );
  r.get(
    `${base}/payroll_export`,
    { schema: { querystring: payrollExportQuerySchema, tags }, config: timer },
    async (request, reply) => {
      const file = await inTenant(
        request,
        (ctx) => payrollExport(ctx, request.query, languageOf(request.headers['x-language'])),
        READ_ONLY,
      );
      if (!file.body) return file.lines;
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  );
  r.get(`${base}/:id`, { schema: { params: idParams, tags }, config: timer }, (request) =>
    inTenant(request, (ctx) => getHour(ctx, request.params.id), READ_ONLY),
  );
  r.put(
    `${base}/:id`,
    { schema: { params: idParams, body: hourUpdateSchema, tags }, config: timer },
    (request) => inTenant(request, (ctx) => updateHour(ctx, request.params.id, request.body)),
  );
  r.delete(`${base}/:id`, { schema: { params: idParams, tags }, config: timer }, (request) =>
    inTenant(request, (ctx) => deleteHours(ctx, [request.params.id])),
  );
  r.delete(base, { schema: { body: hourIdsSchema, tags }, config: timer }, (request) =>
    inTenant(request, (ctx) => deleteHours(ctx, request.body.ids)),
  );
}
