import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordListSchema } from '@suite/shared/validation/record-inputs';
import {
  CHECKLIST_MODULE,
  CHECKLIST_MODULE_BY_NAME,
  HSE_COMPANY_RECORD,
  CHECKLIST_MODULE_CODES,
  checklistCreateSchema,
  checklistSaveSchema,
  formCreateSchema,
  formUpdateSchema,
  generatePdfSchema,
  generateRecordPdfSchema,
  machinePdfSchema,
  multipleMachinePdfSchema,
  reportShareSchema,
} from '@suite/shared/checklists/index';
import { canChange, hasAnyPermission } from '@suite/shared/users/permissions';
import { idValue, idsSchema, listPage } from '@suite/shared/validation/record-inputs';
import { withPlatform } from '../../db/tenant';
import { loadSessionUser } from '../../platform/auth/access-context';
import { verifyChecklistToken } from '../../platform/auth/checklist-token';
import { forbidden, unauthorized } from '../../platform/errors';
import { localFileStorage, type FileStorage } from '../../platform/files/file-storage';
import { inTenant, READ_ONLY } from '../../platform/request-context';
import { anyChecklistPermission } from './checklist-records';
import { registerOrderReportAppendix } from '../orders/order-documents.service';
import { orderChecklistsAppendix } from './checklist-pdf.service';
import { shareReport } from './checklist-share.service';
import {
  CHECKLIST_BASE_MODULES,
  generateFormPdf,
  generateMachinePdf,
  generateMultipleMachinePdf,
  generateRecordPdf,
  headerFooterQuery,
  leakageOrDisposals,
} from './checklist-api.service';
import {
  checklistDocuments,
  completeChecklist,
  createChecklist,
  deleteChecklists,
  getChecklist,
  getChecklists,
  listChecklists,
  listChecklistsAcross,
  type ChecklistAcrossInput,
  pdfReportData,
  reopenChecklist,
  saveChecklist,
} from './checklists.service';
import {
  createForm,
  deleteForms,
  formsWithProperties,
  getForm,
  listForms,
  propertiesOf,
  toProperty,
  updateForm,
} from './forms.service';

import { checklistIdsForArchive } from '../inspections/inspections.service';
const id = z.coerce
  .number('invalidNumber')
  .int('invalidNumber')
  .positive('invalidNumber')
  .max(2 ** 53 - 1, 'invalidNumber');
const idParams = z.object({ id }).strict();
const ids = z.array(idValue, 'invalidData').max(1000, 'invalidData');
/** The list across records: search, status, page (recordListSchema's shape; order is newest first). */
const acrossListSchema = recordListSchema({ sortable: [], matchable: ['status'] }).extend({
  match: z
    .object({
      status: z.number('invalidNumber').int('invalidNumber').min(1, 'invalidNumber').max(3, 'invalidNumber'),
    })
    .partial()
    .strict()
    .optional(),
});

/** spec 02 §7: the body of the get_multiple calls is a list of ids ({ids: [...]} is taken too). */
const idList = z
  .union([ids, z.object({ ids }).strict()], 'invalidData')
  .transform((v) => (Array.isArray(v) ? v : v.ids));
const formListSchema = z
  .object({
    includeinactive: z.boolean('invalidData').optional(),
    category: idValue.nullable().optional(),
    skip: listPage(2000).skip,
    limit: listPage(2000).limit,
  })
  .strict();
const FORMS_WRITE = 'settings_checklist_forms';

/** The checklist calls, the same under /api (cookie session) and /checklistapi (access-token). */
async function checklistCalls(app: FastifyInstance, opts: { storage: FileStorage; prefix: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = opts;
  const tags = ['checklists'];
  const view = { access: { permission: [...anyChecklistPermission(), FORMS_WRITE] } };

  r.get('/formproperties/get_by_form/:id', { schema: { params: idParams, tags }, config: view }, (request) =>
    inTenant(
      request,
      async (ctx) => {
        await getForm(ctx, request.params.id);
        return (await propertiesOf(ctx, [request.params.id])).map(toProperty);
      },
      READ_ONLY,
    ),
  );
  r.post('/forms/get_multiple_with_properties', { schema: { body: idList, tags }, config: view }, (request) =>
    inTenant(request, (ctx) => formsWithProperties(ctx, request.body), READ_ONLY),
  );
  r.get('/checklists/:id', { schema: { params: idParams, tags }, config: view }, (request) =>
    inTenant(request, (ctx) => getChecklist(ctx, request.params.id), READ_ONLY),
  );
  r.post('/checklists/get_multiple', { schema: { body: idList, tags }, config: view }, (request) =>
    inTenant(request, (ctx) => getChecklists(ctx, request.body), READ_ONLY),
  );
  r.post(
    '/checklists/get_multiple_checklist_pdf_report_data',
    { schema: { body: idList, tags }, config: view },
    (request) => inTenant(request, (ctx) => pdfReportData(ctx, request.body), READ_ONLY),
  );
  r.get(
    '/documents/get_checklist_documents/:id',
    { schema: { params: idParams, tags }, config: view },
    (request) =>
      inTenant(
        request,
        async (ctx) => {
          await getChecklist(ctx, request.params.id);
          return checklistDocuments(ctx, [request.params.id]);
        },
        READ_ONLY,
      ),
  );
  r.post(
    '/documents/get_documents_of_all_checklists',
    { schema: { body: idList, tags }, config: view },
    (request) => inTenant(request, (ctx) => checklistDocuments(ctx, request.body), READ_ONLY),
  );
  r.get(
    '/leakageordisposals/get_by_checklist_and_module/:checklistId/:module',
    { schema: { params: z.object({ checklistId: id, module: id }).strict(), tags }, config: view },
    (request) =>
      inTenant(
        request,
        (ctx) => leakageOrDisposals(ctx, request.params.checklistId, request.params.module),
        READ_ONLY,
      ),
  );
  // Under /api the resource engine already answers checklistheaderandfooter/query (settings).
  if (opts.prefix === '/checklistapi')
    r.post(
      '/checklistheaderandfooter/query',
      {
        schema: {
          body: z.object({ filter: z.string('invalidData').max(200, 'invalidData') }).strict(),
          tags,
        },
        config: view,
      },
      (request) => inTenant(request, (ctx) => headerFooterQuery(ctx, request.body.filter), READ_ONLY),
    );

  // Filling in (field work: technicians too, spec 02 §6 decision in docs/notes-checklists-api.md).
  r.put(
    '/checklists/:id',
    { schema: { params: idParams, body: checklistSaveSchema, tags }, config: view },
    (request) => inTenant(request, (ctx) => saveChecklist(ctx, request.params.id, request.body)),
  );
  const versionBody = z.object({ version: idValue.optional() }).strict().optional();
  r.post(
    '/checklists/:id/complete',
    { schema: { params: idParams, body: versionBody, tags }, config: view },
    (request) => inTenant(request, (ctx) => completeChecklist(ctx, request.params.id, request.body?.version)),
  );
  r.post(
    '/checklists/:id/reopen',
    { schema: { params: idParams, body: versionBody, tags }, config: view },
    (request) => inTenant(request, (ctx) => reopenChecklist(ctx, request.params.id)),
  );

  // Reports.
  r.post(
    '/checklists/generate_pdf/:formId/:checklistId',
    {
      schema: {
        params: z
          .object({
            formId: id,
            checklistId: z.coerce
              .number('invalidNumber')
              .int('invalidNumber')
              .min(0, 'invalidNumber')
              .max(2 ** 53 - 1, 'invalidNumber'),
          })
          .strict(),
        querystring: z.object({ forTem: z.enum(['true', 'false'], 'invalidData').optional() }).strict(),
        body: generatePdfSchema.optional(),
        tags,
      },
      config: view,
    },
    (request) =>
      inTenant(request, (ctx) =>
        generateFormPdf(
          ctx,
          storage,
          request.params.formId,
          request.params.checklistId,
          request.body ?? {},
          request.query.forTem === 'true',
        ),
      ),
  );
  r.post(
    '/checklists/generate_pdf/:id',
    {
      schema: {
        params: idParams,
        querystring: z
          .object({
            module: z
              .string('required')
              .refine((m) => m.toLowerCase() in CHECKLIST_MODULE_BY_NAME, 'invalidData'),
          })
          .strict(),
        body: generateRecordPdfSchema.optional(),
        tags,
      },
      config: view,
    },
    (request) =>
      inTenant(request, (ctx) =>
        generateRecordPdf(
          ctx,
          storage,
          CHECKLIST_MODULE_BY_NAME[request.query.module.toLowerCase()]!,
          request.params.id,
          request.body ?? {},
        ),
      ),
  );
  r.post(
    '/checklists/generate_pdf_for_machine_service_checklist',
    { schema: { body: machinePdfSchema, tags }, config: view },
    (request) => inTenant(request, (ctx) => generateMachinePdf(ctx, storage, request.body)),
  );
  r.post(
    '/checklists/generate_pdf_for_multiple_machine_service_checklist',
    { schema: { body: multipleMachinePdfSchema, tags }, config: view },
    (request) => inTenant(request, (ctx) => generateMultipleMachinePdf(ctx, storage, request.body)),
  );

  // spec 02 §7: the checklists an inspection's archive report holds.
  r.get(
    '/inspectionchecklists/get_checklists_ids_for_archive/:id',
    { schema: { params: idParams, tags }, config: { access: { permission: 'inspections_view' } } },
    (request) => inTenant(request, (ctx) => checklistIdsForArchive(ctx, request.params.id), READ_ONLY),
  );

  // The per-module bases (spec 02 §7): create from a form or as a copy, list by record, delete.
  for (const [base, { module, recordField }] of Object.entries(CHECKLIST_BASE_MODULES)) {
    const create = checklistCreateSchema(recordField, { companyRecord: module === CHECKLIST_MODULE.hse });
    r.post(`/${base}`, { schema: { body: create, tags }, config: view }, (request) =>
      inTenant(request, (ctx) => {
        const body = request.body as Record<string, number | string | undefined>;
        return createChecklist(ctx, module, {
          // An HSE checklist without hse_id is the company's (HSE_COMPANY_RECORD).
          recordId: (body[recordField] as number | undefined) ?? HSE_COMPANY_RECORD,
          form_id: body.form_id as number | undefined,
          copy_from_checklist_id: body.copy_from_checklist_id as number | undefined,
          name: body.name as string | undefined,
        });
      }),
    );
    // With the record's id: its checklists (a record tab). Without: the module's checklists across its records, a
    // page with the total (/all_order_equipment_checklists, /hms_checklist).
    const listBody = acrossListSchema.extend({ [recordField]: idValue.optional() }).strict();
    r.post(`/${base}/list`, { schema: { body: listBody, tags }, config: view }, (request) =>
      inTenant(
        request,
        async (ctx) => {
          const body = request.body as ChecklistAcrossInput & Record<string, unknown>;
          const recordId = body[recordField] as number | undefined;
          if (recordId === undefined) {
            const { sort: _sort, ...rest } = body as ChecklistAcrossInput & { sort?: unknown };
            return listChecklistsAcross(ctx, module, rest);
          }
          const items = await listChecklists(ctx, module, recordId);
          return { items, total: items.length };
        },
        READ_ONLY,
      ),
    );
    r.get(`/${base}/get_by_record/:id`, { schema: { params: idParams, tags }, config: view }, (request) =>
      inTenant(request, (ctx) => listChecklists(ctx, module, request.params.id), READ_ONLY),
    );
    // Removing a checklist is office work: not for read-only users (the guard's write flag covers /api; the token
    // API checks the same rule).
    r.delete(
      `/${base}`,
      { schema: { body: idsSchema, tags }, config: { access: { ...view.access, write: true } } },
      (request) =>
        inTenant(request, (ctx) => {
          if (!canChange(ctx.user.access)) throw forbidden('readOnly');
          return deleteChecklists(ctx, module, request.body.ids);
        }),
    );
  }
  commonChecklistCalls(app, view);
}

const recordOrCompany = z
  .number('required')
  .int('invalidData')
  .min(HSE_COMPANY_RECORD, 'invalidData')
  .max(2 ** 53 - 1, 'invalidData');
const commonCreate = z
  .object({
    checklistmodule: z
      .number('required')
      .int('invalidData')
      .refine((m) => (CHECKLIST_MODULE_CODES as readonly number[]).includes(m), 'invalidData'),
    /** The record's id; 0 is the company itself (HSE checklists, module 11). */
    record_id: recordOrCompany,
    form_id: idValue.optional(),
    copy_from_checklist_id: idValue.optional(),
    name: z.string('invalidData').trim().min(1, 'required').max(200, 'maxCharacters').optional(),
  })
  .strict()
  .refine((v) => v.form_id !== undefined || v.copy_from_checklist_id !== undefined, {
    message: 'required',
    path: ['form_id'],
  });
const commonList = z
  .object({ checklistmodule: commonCreate.shape.checklistmodule, record_id: recordOrCompany })
  .strict();

/** commonchecklists (spec 02 §7): the same calls for any module, named in the body. */
function commonChecklistCalls(app: FastifyInstance, view: { access: { permission: string[] } }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['checklists'];
  r.post('/commonchecklists', { schema: { body: commonCreate, tags }, config: view }, (request) =>
    inTenant(request, (ctx) =>
      createChecklist(ctx, request.body.checklistmodule, {
        recordId: request.body.record_id,
        ...request.body,
      }),
    ),
  );
  r.post('/commonchecklists/list', { schema: { body: commonList, tags }, config: view }, (request) =>
    inTenant(
      request,
      async (ctx) => {
        const items = await listChecklists(ctx, request.body.checklistmodule, request.body.record_id);
        return { items, total: items.length };
      },
      READ_ONLY,
    ),
  );
}

/** The checklist API's own authentication: the access-token header (spec 02 §7, §9). */
async function checklistApiAuth(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers['access-token'];
    const token = typeof header === 'string' ? header : undefined;
    const bound = await verifyChecklistToken(app.db, token);
    if (!bound) throw unauthorized();
    const user = await withPlatform(app.db, (tx) => loadSessionUser(tx, bound.userId, bound.tenantId));
    if (!user) throw unauthorized();
    request.session = { hash: bound.sessionHash, user };
    const access = request.routeOptions.config?.access;
    if (access && !access.public && access.permission) {
      const keys = Array.isArray(access.permission) ? access.permission : [access.permission];
      if (!hasAnyPermission(user.access, keys)) throw forbidden();
    }
  });
}

/**
 * Checklists (issue 8): the forms of the builder (POST/GET/PUT/DELETE /api/forms, POST /api/forms/list), the
 * checklist calls of spec 02 §7 under /api and under /checklistapi (its own plugin with the access-token header,
 * DESIGN "API contract"), and POST /api/file/share.
 */
export async function checklistRoutes(app: FastifyInstance, opts: { filesDir: string }) {
  const storage = localFileStorage(opts.filesDir);
  registerOrderReportAppendix((ctx, orderId, language) =>
    orderChecklistsAppendix(ctx, storage, orderId, language),
  );
  // spec 01 §2: checklists is a module the tenant can switch off; its calls are then refused.
  const moduleCheck = async (request: FastifyRequest) => {
    const s = request.session;
    if (s && !s.user.config.enabledmodules.includes('checklists')) throw forbidden('moduleDisabled');
  };
  await app.register(async (api) => {
    api.addHook('preHandler', moduleCheck);
    const r = api.withTypeProvider<ZodTypeProvider>();
    const tags = ['checklists'];
    const read = { access: { permission: [...anyChecklistPermission(), FORMS_WRITE] } };
    const write = { access: { permission: FORMS_WRITE, write: true } };
    r.post(
      '/api/forms/list',
      { schema: { body: formListSchema.optional(), tags }, config: read },
      (request) => inTenant(request, (ctx) => listForms(ctx, request.body ?? {}), READ_ONLY),
    );
    r.get('/api/forms/:id', { schema: { params: idParams, tags }, config: read }, (request) =>
      inTenant(request, (ctx) => getForm(ctx, request.params.id), READ_ONLY),
    );
    r.post('/api/forms', { schema: { body: formCreateSchema, tags }, config: write }, (request) =>
      inTenant(request, (ctx) => createForm(ctx, request.body)),
    );
    r.put(
      '/api/forms/:id',
      { schema: { params: idParams, body: formUpdateSchema, tags }, config: write },
      (request) => inTenant(request, (ctx) => updateForm(ctx, request.params.id, request.body)),
    );
    r.delete('/api/forms', { schema: { body: idsSchema, tags }, config: write }, (request) =>
      inTenant(request, (ctx) => deleteForms(ctx, request.body.ids)),
    );
    r.post('/api/file/share', { schema: { body: reportShareSchema, tags }, config: read }, (request) =>
      shareReport(request, storage, request.body),
    );
    await api.register(checklistCalls, { prefix: '/api', storage });
  });
  await app.register(
    async (tokenApi) => {
      await checklistApiAuth(tokenApi);
      tokenApi.addHook('preHandler', moduleCheck);
      await checklistCalls(tokenApi, { storage, prefix: '/checklistapi' });
    },
    { prefix: '/checklistapi' },
  );
}
