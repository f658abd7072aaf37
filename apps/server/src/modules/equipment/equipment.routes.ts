import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientFields,
  clientFieldsMask,
  createSchema,
  deleteSchema,
  getActiveSchema,
  listSchema,
} from '@suite/shared';
import { customersResource } from '@suite/shared/customers/customers.resources';
import { equipmentsResource, internalEquipmentsResource } from '@suite/shared/equipment/equipment.resources';
import {
  equipmentCreateSchema,
  equipmentSosLogCreateSchema,
  equipmentUpdateSchema,
  internalEquipmentCreateSchema,
  internalEquipmentUpdateSchema,
  sosActionSchema,
  updateSpecificPropertiesSchema,
} from '@suite/shared/equipment/equipment.schema';
import { querySchema } from '@suite/shared/resources/resource-query';
import { registerImportExport } from '../../platform/import-export/import-export.routes';
import { inTenant } from '../../platform/request-context';
import { registeredResource, rememberResource } from '../../platform/resources/resource-registry';
import type { ResourceTable } from '../../platform/resources/resource.service';
import { customers } from '../customers/customers.table';
import {
  activeEquipments,
  createEquipment,
  createSosLog,
  deleteEquipments,
  equipmentsTable,
  firstActiveOrder,
  getEquipment,
  listEquipments,
  listSosLogs,
  queryEquipments,
  sosAction,
  updateEquipment,
  updateSpecificProperties,
} from './equipment.service';
import {
  activeInternalEquipments,
  createInternalEquipment,
  deleteInternalEquipments,
  getInternalEquipment,
  internalEquipmentsTable,
  listInternalEquipments,
  queryInternalEquipments,
  updateInternalEquipment,
} from './internal-equipment.service';

const id = () =>
  z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .positive('invalidNumber')
    .max(2 ** 53, 'invalidNumber');
const idParams = z.object({ id: id() });

type Values = Record<string, unknown>;
type Versioned = Values & { version: number };

/** spec 01 §6: each call needs the permission of its action; writes are refused to read-only users (role 3). */
const access = (action: 'view' | 'add' | 'edit' | 'delete') => ({
  access: { permission: `equipments_${action}`, write: action !== 'view' },
});
/** spec 02 §6: internal equipment is an HSE sub-page: seen with view_my_own or view_others. */
const internalAccess = (action: 'view' | 'add' | 'edit' | 'delete') => ({
  access: {
    permission:
      action === 'view'
        ? ['internal_equipments_view_my_own', 'internal_equipments_view_others']
        : `internal_equipments_${action}`,
    write: action !== 'view',
  },
});

/**
 * Customer equipment with the SOS calls of spec 01 §7, and internal equipment (/internal-equipments). The engine's
 * calls run over the engine's functions with per-action permissions and the equipment rules.
 */
export async function equipmentRoutes(app: FastifyInstance) {
  rememberResource({ def: equipmentsResource, table: equipmentsTable });
  rememberResource({ def: internalEquipmentsResource, table: internalEquipmentsTable });
  // spec 02 §7: equipments/query expands the customer; the customers module serves its table outside the engine.
  if (!registeredResource(customersResource.name)) {
    rememberResource({ def: customersResource, table: customers as unknown as ResourceTable });
  }
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['equipments'];
  const base = '/api/equipments';

  r.post(`${base}/get_active`, { schema: { body: getActiveSchema.optional(), tags } }, (request) =>
    inTenant(request, (ctx) => activeEquipments(ctx, request.body?.ids)),
  );
  r.post(
    `${base}/query`,
    { schema: { body: querySchema.optional(), tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => queryEquipments(ctx, request.body ?? {})),
  );
  r.post(
    `${base}/list`,
    { schema: { body: listSchema(equipmentsResource), tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => listEquipments(ctx, request.body)),
  );
  r.get(`${base}/:id`, { schema: { params: idParams, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => getEquipment(ctx, request.params.id)),
  );
  r.post(base, { schema: { body: equipmentCreateSchema, tags }, config: access('add') }, (request) =>
    inTenant(request, (ctx) => createEquipment(ctx, request.body as Values)),
  );
  r.put(
    `${base}/:id`,
    { schema: { params: idParams, body: equipmentUpdateSchema, tags }, config: access('edit') },
    (request) =>
      inTenant(request, (ctx) => updateEquipment(ctx, request.params.id, request.body as Versioned)),
  );
  r.delete(base, { schema: { body: deleteSchema, tags }, config: access('delete') }, (request) =>
    inTenant(request, (ctx) => deleteEquipments(ctx, request.body.ids)),
  );

  // SOS (spec 01 §4, §7).
  r.put(
    `${base}/update_specific_properties/:id`,
    { schema: { params: idParams, body: updateSpecificPropertiesSchema, tags }, config: access('edit') },
    (request) => inTenant(request, (ctx) => updateSpecificProperties(ctx, request.params.id, request.body)),
  );
  r.get(
    `${base}/get_first_active_order/:id`,
    { schema: { params: idParams, tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => firstActiveOrder(ctx, request.params.id)),
  );
  r.get(`${base}/:id/soslogs`, { schema: { params: idParams, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => listSosLogs(ctx, request.params.id)),
  );
  r.post(
    `${base}/:id/sos_action`,
    { schema: { params: idParams, body: sosActionSchema, tags }, config: access('edit') },
    (request) => inTenant(request, (ctx) => sosAction(ctx, request.params.id, request.body)),
  );
  r.post(
    '/api/equipmentsoslogs',
    { schema: { body: equipmentSosLogCreateSchema, tags }, config: access('edit') },
    (request) => inTenant(request, (ctx) => createSosLog(ctx, request.body)),
  );
  r.get(
    '/api/equipmentsoslogs',
    { schema: { querystring: z.object({ equipmentid: id() }).strict(), tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => listSosLogs(ctx, request.query.equipmentid)),
  );

  // Import and export (issue 3): a row with the id column of an earlier export updates that piece, a row with a
  // known barcode updates its piece, other rows are created. The SOS flag is the tracker's, not the sheet's.
  registerImportExport(app, {
    def: equipmentsResource,
    table: equipmentsTable,
    headerKey: (field) => `equipment.field_${field}`,
    fields: clientFields(equipmentsResource),
    rowSchema: createSchema(equipmentsResource).omit(clientFieldsMask(equipmentsResource)),
    key: 'barcode',
    create: createEquipment,
    update: updateEquipment,
    list: listEquipments,
    exportPermission: 'equipments_view',
    importPermission: 'equipments_add',
    updatePermission: 'equipments_edit',
  });

  // Internal equipment (HSE).
  const itags = ['internalequipments'];
  const ibase = '/api/internalequipments';
  r.post(`${ibase}/get_active`, { schema: { body: getActiveSchema.optional(), tags: itags } }, (request) =>
    inTenant(request, (ctx) => activeInternalEquipments(ctx, request.body?.ids)),
  );
  // Like get_active, every signed-in user may ask; the rows are those the user sees (view_my_own: their own).
  r.post(`${ibase}/query`, { schema: { body: querySchema.optional(), tags: itags } }, (request) =>
    inTenant(request, (ctx) => queryInternalEquipments(ctx, request.body ?? {})),
  );
  r.post(
    `${ibase}/list`,
    { schema: { body: listSchema(internalEquipmentsResource), tags: itags }, config: internalAccess('view') },
    (request) => inTenant(request, (ctx) => listInternalEquipments(ctx, request.body)),
  );
  r.get(
    `${ibase}/:id`,
    { schema: { params: idParams, tags: itags }, config: internalAccess('view') },
    (request) => inTenant(request, (ctx) => getInternalEquipment(ctx, request.params.id)),
  );
  r.post(
    ibase,
    { schema: { body: internalEquipmentCreateSchema, tags: itags }, config: internalAccess('add') },
    (request) => inTenant(request, (ctx) => createInternalEquipment(ctx, request.body as Values)),
  );
  r.put(
    `${ibase}/:id`,
    {
      schema: { params: idParams, body: internalEquipmentUpdateSchema, tags: itags },
      config: internalAccess('edit'),
    },
    (request) =>
      inTenant(request, (ctx) => updateInternalEquipment(ctx, request.params.id, request.body as Versioned)),
  );
  r.delete(
    ibase,
    { schema: { body: deleteSchema, tags: itags }, config: internalAccess('delete') },
    (request) => inTenant(request, (ctx) => deleteInternalEquipments(ctx, request.body.ids)),
  );
}
