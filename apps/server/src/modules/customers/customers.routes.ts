import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientFields, deleteSchema, getActiveSchema, listSchema } from '@suite/shared';
import {
  addressSchema,
  addressUpdateSchema,
  contactCreateSchema,
  contactUpdateSchema,
  customerCreateSchema,
  customerUpdateSchema,
} from '@suite/shared/customers/customer.schema';
import { contactsResource, customersResource } from '@suite/shared/customers/customers.resources';
import { querySchema } from '@suite/shared/resources/resource-query';
import { registerImportExport } from '../../platform/import-export/import-export.routes';
import { rememberResource } from '../../platform/resources/resource-registry';
import { queryResource } from '../../platform/resources/resource.service';
import { inTenant, READ_ONLY } from '../../platform/request-context';
import {
  activeContacts,
  activeCustomers,
  checkOrganizationExists,
  contactsTable,
  createAddress,
  createContact,
  createCustomer,
  customersTable,
  deleteAddress,
  deleteContacts,
  deleteCustomers,
  getContact,
  getCustomer,
  listAddresses,
  listContacts,
  listCustomers,
  nextCustomerNumber,
  numberNewCustomers,
  updateAddress,
  updateContact,
  updateCustomer,
} from './customers.service';
import { searchRoutes } from './search.routes';

const id = () =>
  z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .positive('invalidNumber')
    .max(2 ** 53, 'invalidNumber');
const idParams = z.object({ id: id() });
const addressParams = z.object({ id: id(), addressId: id() });

type Values = Record<string, unknown>;
type Versioned = Values & { version: number };

/**
 * Each call needs the permission of its action (spec 01 §6: keys {module}_{action}); writes are also refused to
 * read-only users (role 3). Lookups (get_active) answer every signed-in user, like the engine's.
 */
function access(module: 'customers' | 'contacts', action: 'view' | 'add' | 'edit' | 'delete') {
  return { access: { permission: `${module}_${action}`, write: action !== 'view' } };
}

/**
 * Customers and contacts: the engine's calls (docs/api-contract.md "Generic resource calls") over the engine's
 * service functions, with the customer rules of customer.schema.ts and per-action permissions; plus addresses,
 * the organisation-number check, the next customer number, import/export and the search.
 */
export async function customerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];
  const base = '/api/customers';
  // Other resources' expand and lookups find customers and contacts through the engine's registry.
  rememberResource({ def: customersResource, table: customersTable });
  rememberResource({ def: contactsResource, table: contactsTable });

  r.get(`${base}/next_number`, { schema: { tags }, config: access('customers', 'view') }, (request) =>
    inTenant(request, async (ctx) => ({ customernumber: await nextCustomerNumber(ctx) })),
  );
  r.get(
    `${base}/check_organization_exists`,
    {
      schema: { querystring: z.object({ orgNumber: z.string('required').max(40, 'invalidData') }), tags },
      config: access('customers', 'view'),
    },
    (request) => inTenant(request, (ctx) => checkOrganizationExists(ctx, request.query.orgNumber), READ_ONLY),
  );
  r.post(`${base}/get_active`, { schema: { body: getActiveSchema.optional(), tags } }, (request) =>
    inTenant(request, (ctx) => activeCustomers(ctx, request.body?.ids), READ_ONLY),
  );
  // spec 01 §7 Lookups: customers/query with the OData filter subset, like every resource.
  r.post(`${base}/query`, { schema: { body: querySchema.optional(), tags } }, (request) =>
    inTenant(
      request,
      (ctx) => queryResource(ctx, customersResource, customersTable, request.body ?? {}),
      READ_ONLY,
    ),
  );
  r.post(
    `${base}/list`,
    { schema: { body: listSchema(customersResource), tags }, config: access('customers', 'view') },
    (request) => inTenant(request, (ctx) => listCustomers(ctx, request.body), READ_ONLY),
  );
  r.get(
    `${base}/:id`,
    { schema: { params: idParams, tags }, config: access('customers', 'view') },
    (request) => inTenant(request, (ctx) => getCustomer(ctx, request.params.id), READ_ONLY),
  );
  r.post(
    base,
    { schema: { body: customerCreateSchema, tags }, config: access('customers', 'add') },
    (request) => inTenant(request, (ctx) => createCustomer(ctx, request.body as Values)),
  );
  r.put(
    `${base}/:id`,
    { schema: { params: idParams, body: customerUpdateSchema, tags }, config: access('customers', 'edit') },
    (request) =>
      inTenant(request, (ctx) => updateCustomer(ctx, request.params.id, request.body as Versioned)),
  );
  r.delete(base, { schema: { body: deleteSchema, tags }, config: access('customers', 'delete') }, (request) =>
    inTenant(request, (ctx) => deleteCustomers(ctx, request.body.ids)),
  );

  // Addresses of a customer (spec 01 §3 address types): reading needs customers_view, changing them customers_edit.
  r.get(
    `${base}/:id/addresses`,
    { schema: { params: idParams, tags }, config: access('customers', 'view') },
    (request) => inTenant(request, (ctx) => listAddresses(ctx, request.params.id)),
  );
  r.post(
    `${base}/:id/addresses`,
    { schema: { params: idParams, body: addressSchema, tags }, config: access('customers', 'edit') },
    (request) => inTenant(request, (ctx) => createAddress(ctx, request.params.id, request.body)),
  );
  r.put(
    `${base}/:id/addresses/:addressId`,
    {
      schema: { params: addressParams, body: addressUpdateSchema, tags },
      config: access('customers', 'edit'),
    },
    (request) =>
      inTenant(request, (ctx) =>
        updateAddress(ctx, request.params.id, request.params.addressId, request.body as Versioned),
      ),
  );
  r.delete(
    `${base}/:id/addresses/:addressId`,
    { schema: { params: addressParams, tags }, config: access('customers', 'edit') },
    (request) => inTenant(request, (ctx) => deleteAddress(ctx, request.params.id, request.params.addressId)),
  );

  const contactTags = ['contacts'];
  const contactBase = '/api/contacts';
  r.post(
    `${contactBase}/get_active`,
    { schema: { body: getActiveSchema.optional(), tags: contactTags } },
    (request) => inTenant(request, (ctx) => activeContacts(ctx, request.body?.ids)),
  );
  r.post(`${contactBase}/query`, { schema: { body: querySchema.optional(), tags: contactTags } }, (request) =>
    inTenant(request, (ctx) => queryResource(ctx, contactsResource, contactsTable, request.body ?? {})),
  );
  r.post(
    `${contactBase}/list`,
    { schema: { body: listSchema(contactsResource), tags: contactTags }, config: access('contacts', 'view') },
    (request) => inTenant(request, (ctx) => listContacts(ctx, request.body), READ_ONLY),
  );
  r.get(
    `${contactBase}/:id`,
    { schema: { params: idParams, tags: contactTags }, config: access('contacts', 'view') },
    (request) => inTenant(request, (ctx) => getContact(ctx, request.params.id)),
  );
  r.post(
    contactBase,
    { schema: { body: contactCreateSchema, tags: contactTags }, config: access('contacts', 'add') },
    (request) => inTenant(request, (ctx) => createContact(ctx, request.body as Values)),
  );
  r.put(
    `${contactBase}/:id`,
    {
      schema: { params: idParams, body: contactUpdateSchema, tags: contactTags },
      config: access('contacts', 'edit'),
    },
    (request) => inTenant(request, (ctx) => updateContact(ctx, request.params.id, request.body as Versioned)),
  );
  r.delete(
    contactBase,
    { schema: { body: deleteSchema, tags: contactTags }, config: access('contacts', 'delete') },
    (request) => inTenant(request, (ctx) => deleteContacts(ctx, request.body.ids)),
  );

  // Import updates a customer found by its number (or by the id column of an earlier export).
  registerImportExport(app, {
    def: customersResource,
    table: customersTable,
    headerKey: (field) => `customers.field_${field}`,
    fields: clientFields(customersResource),
    rowSchema: customerCreateSchema,
    key: 'customernumber',
    create: createCustomer,
    update: updateCustomer,
    prepare: numberNewCustomers,
    list: listCustomers,
    // Codes as the labels the user sees (issue 12); the import reads them back.
    valueLabels: {
      customertype: (v) => `customers.customertype_${v}`,
      customerstate: (v) => `customers.customerstate_${v}`,
      saletype: (v) => `customers.saletype_${v}`,
    },
    importPermission: 'customers_add',
    updatePermission: 'customers_edit',
  });
  // Contacts have no natural key: a row with the id of an exported contact updates it, others are created.
  registerImportExport(app, {
    def: contactsResource,
    table: contactsTable,
    headerKey: (field) => `customers.contact_${field}`,
    rowSchema: contactCreateSchema,
    create: createContact,
    update: updateContact,
    importPermission: 'contacts_add',
    updatePermission: 'contacts_edit',
  });

  await app.register(searchRoutes);
}
