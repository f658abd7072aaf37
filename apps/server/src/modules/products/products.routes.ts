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
import { productCreateSchema, productUpdateSchema } from '@suite/shared/products/product.schema';
import { productsResource } from '@suite/shared/products/products.resources';
import { querySchema } from '@suite/shared/resources/resource-query';
import { registerImportExport } from '../../platform/import-export/import-export.routes';
import { badRequest } from '../../platform/errors';
import { inTenant } from '../../platform/request-context';
import { rememberResource } from '../../platform/resources/resource-registry';
import {
  activeProducts,
  createProduct,
  defaultUnitOf,
  deleteProducts,
  getProduct,
  listProducts,
  productsTable,
  queryProducts,
  updateProduct,
} from './products.service';

const idParams = z.object({
  id: z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .positive('invalidNumber')
    .max(2 ** 53, 'invalidNumber'),
});

type Values = Record<string, unknown>;

/** spec 01 §6: each call needs the permission of its action; writes are refused to read-only users (role 3). */
const access = (action: 'view' | 'add' | 'edit' | 'delete') => ({
  access: { permission: `products_${action}`, write: action !== 'view' },
});

/**
 * The product register (spec 02 §3 "Product", /w_h/products): the engine's calls over the engine's functions,
 * with per-action permissions and the product rules; GET products is the plain lookup of spec 01 §7.
 */
export async function productRoutes(app: FastifyInstance) {
  // Other resources' queries can expand a product_id to {id, name}.
  rememberResource({ def: productsResource, table: productsTable });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['products'];
  const base = '/api/products';

  // spec 01 §7 "Lookups": plain GET products and get_active answer every signed-in user (loaded at start).
  r.get(base, { schema: { tags } }, (request) => inTenant(request, (ctx) => activeProducts(ctx)));
  r.post(`${base}/get_active`, { schema: { body: getActiveSchema.optional(), tags } }, (request) =>
    inTenant(request, (ctx) => activeProducts(ctx, request.body?.ids)),
  );
  r.post(`${base}/query`, { schema: { body: querySchema.optional(), tags } }, (request) =>
    inTenant(request, (ctx) => queryProducts(ctx, request.body ?? {})),
  );
  r.post(
    `${base}/list`,
    { schema: { body: listSchema(productsResource), tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => listProducts(ctx, request.body)),
  );
  r.get(`${base}/:id`, { schema: { params: idParams, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => getProduct(ctx, request.params.id)),
  );
  r.post(base, { schema: { body: productCreateSchema, tags }, config: access('add') }, (request) =>
    inTenant(request, (ctx) => createProduct(ctx, request.body as Values)),
  );
  r.put(
    `${base}/:id`,
    { schema: { params: idParams, body: productUpdateSchema, tags }, config: access('edit') },
    (request) =>
      inTenant(request, (ctx) =>
        updateProduct(ctx, request.params.id, request.body as Values & { version: number }),
      ),
  );
  r.delete(base, { schema: { body: deleteSchema, tags }, config: access('delete') }, (request) =>
    inTenant(request, (ctx) => deleteProducts(ctx, request.body.ids)),
  );

  // Import and export (issue 3): a row finds its product by number. A new product gets the tenant's first active
  // unit as its sales and supplier unit (a sheet has no unit table); an updated one keeps its units.
  registerImportExport(app, {
    def: productsResource,
    table: productsTable,
    headerKey: (field) => `products.field_${field}`,
    fields: clientFields(productsResource),
    rowSchema: createSchema(productsResource).omit(clientFieldsMask(productsResource)),
    key: 'number',
    create: async (ctx, values) => {
      const unit = await defaultUnitOf(ctx);
      if (unit === null) throw badRequest([{ field: 'units', message: 'productNeedsUnit' }]);
      return createProduct(ctx, {
        ...values,
        units: [{ unit_id: unit, factor: 1, issalesunit: true, issupplierunit: true }],
      });
    },
    update: (ctx, id, values) => updateProduct(ctx, id, values),
    list: listProducts,
    exportPermission: 'products_view',
    importPermission: 'products_add',
    updatePermission: 'products_edit',
  });
}
