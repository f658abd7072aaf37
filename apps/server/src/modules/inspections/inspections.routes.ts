import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  inspectionCreateSchema,
  inspectionIdsSchema,
  inspectionListSchema,
  inspectionReportSchema,
  inspectionUpdateSchema,
  lastInspectionReportSchema,
} from '@suite/shared/inspections/inspection.schema';
import { forbidden } from '../../platform/errors';
import { sendJob } from '../../platform/jobs/jobs';
import { inTenant, READ_ONLY } from '../../platform/request-context';
import { languageOf } from '../../platform/translations/translate';
import { idParams } from '../leads/leads.routes';
import {
  inspectionReport,
  inspectionReportXlsx,
  lastInspectionReport,
  lastInspectionReportXlsx,
} from './inspection-reports.service';
import { ARCHIVE_JOB, type ArchiveJobData } from './inspections.jobs';
import {
  createInspection,
  deleteInspections,
  finalizingList,
  getInspection,
  getInspectionView,
  listInspections,
  requestArchive,
  updateInspection,
} from './inspections.service';

/**
 * spec 01 §6 / 02 §6: each call needs its inspection permission. Create and delete are office work (read-only users
 * 403); update and archive are also a technician's field work on the inspections they are responsible for, so they
 * carry no write flag and the service checks it (docs/decisions.md "insp-api").
 */
const access = (action: 'view' | 'add' | 'edit' | 'delete') => ({
  access: { permission: `inspections_${action}`, write: action === 'add' || action === 'delete' },
});
const report = (name: string) => ({ access: { permission: `reports_${name}` } });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sendFile = (reply: FastifyReply, file: { name: string; body: Buffer }) =>
  reply.type(XLSX).header('content-disposition', `attachment; filename="${file.name}"`).send(file.body);

/**
 * Inspections (issue 8; docs/inspections-api.md): the record with the engine's call shapes, the view with the status
 * history, archiving, and the two inspection reports.
 */
export async function inspectionRoutes(app: FastifyInstance) {
  // spec 01 §2: inspections is a module the tenant can switch off; its calls are then refused like its routes.
  app.addHook('onRequest', async (request) => {
    const s = request.session;
    const url = request.url.toLowerCase();
    if (!url.startsWith('/api/inspection')) return;
    if (s && !s.user.config.enabledmodules.includes('inspections')) throw forbidden('moduleDisabled');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inspections'];
  const base = '/api/inspections';

  r.post(
    `${base}/list`,
    { schema: { body: inspectionListSchema, tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => listInspections(ctx, request.body), READ_ONLY),
  );
  r.get(`${base}/finalizing`, { schema: { tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => finalizingList(ctx), READ_ONLY),
  );
  r.get(`${base}/:id`, { schema: { params: idParams, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => getInspection(ctx, request.params.id), READ_ONLY),
  );
  r.get(
    '/api/inspection/get_view/:id',
    { schema: { params: idParams, tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => getInspectionView(ctx, request.params.id), READ_ONLY),
  );
  r.post(base, { schema: { body: inspectionCreateSchema, tags }, config: access('add') }, (request) =>
    inTenant(request, (ctx) => createInspection(ctx, request.body)),
  );
  r.put(
    `${base}/:id`,
    { schema: { params: idParams, body: inspectionUpdateSchema, tags }, config: access('edit') },
    (request) => inTenant(request, (ctx) => updateInspection(ctx, request.params.id, request.body)),
  );
  r.delete(`${base}/:id`, { schema: { params: idParams, tags }, config: access('delete') }, (request) =>
    inTenant(request, (ctx) => deleteInspections(ctx, [request.params.id])),
  );
  r.delete(base, { schema: { body: inspectionIdsSchema, tags }, config: access('delete') }, (request) =>
    inTenant(request, (ctx) => deleteInspections(ctx, request.body.ids)),
  );
  // spec 02 §4: on the finalizing list in the request's transaction; the job is queued once that is committed (run
  // at once, in-process, where the queue is not started). A failing job is logged and retried by the job itself.
  r.post(
    `${base}/:id/archive`,
    { schema: { params: idParams, tags }, config: access('edit') },
    async (request) => {
      const answer = await inTenant(request, (ctx) => requestArchive(ctx, request.params.id));
      const data: ArchiveJobData = {
        tenantId: request.session!.user.tenantId,
        inspectionId: request.params.id,
      };
      try {
        await sendJob(ARCHIVE_JOB, data, { db: app.db });
      } catch (err) {
        request.log.error({ err, ...data }, 'inspection archive');
      }
      return answer;
    },
  );

  r.post(
    '/api/inspection_report/list',
    { schema: { body: inspectionReportSchema, tags }, config: report('inspection_report') },
    (request) => inTenant(request, (ctx) => inspectionReport(ctx, request.body), READ_ONLY),
  );
  r.post(
    '/api/inspection_report/xlsx',
    { schema: { body: inspectionReportSchema, tags }, config: report('inspection_report') },
    async (request, reply) => {
      const lang = languageOf(request.headers['x-language']);
      const file = await inTenant(request, (ctx) => inspectionReportXlsx(ctx, request.body, lang), READ_ONLY);
      return sendFile(reply, file);
    },
  );
  r.post(
    '/api/equipment_lastinspection_report/list',
    {
      schema: { body: lastInspectionReportSchema, tags },
      config: report('equipment_lastinspection_report'),
    },
    (request) => inTenant(request, (ctx) => lastInspectionReport(ctx, request.body), READ_ONLY),
  );
  r.post(
    '/api/equipment_lastinspection_report/xlsx',
    {
      schema: { body: lastInspectionReportSchema, tags },
      config: report('equipment_lastinspection_report'),
    },
    async (request, reply) => {
      const lang = languageOf(request.headers['x-language']);
      const file = await inTenant(
        request,
        (ctx) => lastInspectionReportXlsx(ctx, request.body, lang),
        READ_ONLY,
      );
      return sendFile(reply, file);
    },
  );
}
