import { and, asc, eq, sql } from 'drizzle-orm';
import {
  defaultUnitId,
  grossMarginPercent,
  PRODUCT_ERRORS,
  productFieldIssues,
  type ProductRuleInput,
} from '@suite/shared/products/product.rules';
import {
  productChildIssues,
  type ProductBatch,
  type ProductDetail,
  type ProductSupplierItem,
  type ProductUnit,
} from '@suite/shared/products/product.schema';
import { productsResource } from '@suite/shared/products/products.resources';
import type { QueryInput } from '@suite/shared/resources/resource-query';
import { badRequest, type FieldError } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { registeredResource } from '../../platform/resources/resource-registry';
import {
  createResource,
  deleteResources,
  getActive,
  getResource,
  listResource,
  queryResource,
  updateResource,
  type ListInput,
  type ResourceTable,
} from '../../platform/resources/resource.service';
import { customers } from '../customers/customers.table';
import {
  assertReferences,
  blankTextToNull,
  existingIds,
  mapUniqueViolation,
  namesOf,
  type RefTarget,
} from './record-refs';
import { productBatches, products, productSupplierItems, productUnitLinks } from './products.table';

export const productsTable = products as unknown as ResourceTable;

type Values = Record<string, unknown>;
type Children = { units?: ProductUnit[]; supplieritems?: ProductSupplierItem[]; batches?: ProductBatch[] };

/** The lookup lists a product points at (served by the engine; checked when they are). */
const PRODUCT_REFS: Record<string, RefTarget> = {
  productgroup_id: 'productgroups',
  productearninggroup_id: 'productearninggroups',
  producttax_id: 'producttaxes',
};
const UNITS: RefTarget = 'productunits';

const UNIQUE_INDEXES: Record<string, FieldError> = {
  products_number_uq: { field: 'number', message: PRODUCT_ERRORS.numberExists },
  products_ean_uq: { field: 'ean', message: 'alreadyExists' },
  product_batches_batchnumber_uq: { field: 'batches', message: PRODUCT_ERRORS.duplicateBatchNumber },
};

function failOn(issues: FieldError[]) {
  if (issues.length) throw badRequest(issues);
}

/** spec 02 §5 Warehouse: 'Product with the same number cannot exist' (compared without case). */
async function assertNumberFree(ctx: Ctx, number: string, selfId?: number) {
  const [hit] = await ctx.tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, ctx.user.tenantId),
        sql`lower(${products.number}) = lower(${number})`,
        selfId ? sql`${products.id} <> ${selfId}` : undefined,
      ),
    )
    .limit(1);
  if (hit) throw badRequest([{ field: 'number', message: PRODUCT_ERRORS.numberExists }]);
}

/** Units must be units of the tenant's unit list, suppliers customers of the tenant. */
async function assertChildReferences(ctx: Ctx, children: Children) {
  const errors: FieldError[] = [];
  if (children.units?.length) {
    const found = await existingIds(
      ctx,
      UNITS,
      children.units.map((u) => u.unit_id),
    );
    children.units.forEach((u, i) => {
      if (found && !found.has(u.unit_id))
        errors.push({ field: `units.${i}.unit_id`, message: 'invalidData' });
    });
  }
  if (children.supplieritems?.length) {
    const found = await existingIds(
      ctx,
      customers,
      children.supplieritems.map((s) => s.supplier_id),
    );
    children.supplieritems.forEach((s, i) => {
      if (found && !found.has(s.supplier_id)) {
        errors.push({ field: `supplieritems.${i}.supplier_id`, message: 'invalidData' });
      }
    });
  }
  failOn(errors);
}

/** An insurance keeps its cost type and cost; any other product type has none (spec 01 §3). */
function withoutStrayInsurance(values: Values, producttype: unknown): Values {
  return producttype === 'insurance' ? values : { ...values, insurancecosttype: null, insurancecost: null };
}

const numeric = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Replaces the children the body carries; children left out stay as they are. */
async function writeChildren(ctx: Ctx, productId: number, children: Children) {
  const tenant = ctx.user.tenantId;
  const own = <T extends typeof productUnitLinks | typeof productSupplierItems | typeof productBatches>(
    t: T,
  ) => and(eq(t.tenantId, tenant), eq(t.product_id, productId));
  if (children.units) {
    await ctx.tx.delete(productUnitLinks).where(own(productUnitLinks));
    await ctx.tx.insert(productUnitLinks).values(
      children.units.map((u, position) => ({
        tenantId: tenant,
        product_id: productId,
        unit_id: u.unit_id,
        factor: String(u.factor),
        issalesunit: u.issalesunit,
        issupplierunit: u.issupplierunit,
        position,
      })),
    );
  }
  if (children.supplieritems) {
    await ctx.tx.delete(productSupplierItems).where(own(productSupplierItems));
    if (children.supplieritems.length) {
      await ctx.tx.insert(productSupplierItems).values(
        children.supplieritems.map((s, position) => ({
          tenantId: tenant,
          product_id: productId,
          supplier_id: s.supplier_id,
          supplierproductnumber: s.supplierproductnumber?.trim() || null,
          supplierprice: numeric(s.supplierprice),
          deliverydays: s.deliverydays ?? null,
          ismain: s.ismain ?? false,
          position,
        })),
      );
    }
  }
  if (children.batches) {
    await ctx.tx.delete(productBatches).where(own(productBatches));
    if (children.batches.length) {
      await ctx.tx.insert(productBatches).values(
        children.batches.map((b) => ({
          tenantId: tenant,
          product_id: productId,
          batchnumber: b.batchnumber.trim(),
          expirydate: b.expirydate ?? null,
        })),
      );
    }
  }
}

export function listProducts(ctx: Ctx, input: ListInput) {
  return listResource(ctx, productsResource, productsTable, input);
}

export function activeProducts(ctx: Ctx, ids?: number[]) {
  return getActive(ctx, productsResource, productsTable, ids);
}

export function queryProducts(ctx: Ctx, input: QueryInput) {
  return queryResource(ctx, productsResource, productsTable, input);
}

/** GET products/{id}: the product with its units (and their names), supplier items and batch numbers. */
export async function getProduct(ctx: Ctx, id: number): Promise<ProductDetail> {
  const product = await getResource(ctx, productsResource, productsTable, id);
  const tenant = ctx.user.tenantId;
  const [units, items, batches] = [
    await ctx.tx
      .select()
      .from(productUnitLinks)
      .where(and(eq(productUnitLinks.tenantId, tenant), eq(productUnitLinks.product_id, id)))
      .orderBy(asc(productUnitLinks.position), asc(productUnitLinks.id)),
    await ctx.tx
      .select()
      .from(productSupplierItems)
      .where(and(eq(productSupplierItems.tenantId, tenant), eq(productSupplierItems.product_id, id)))
      .orderBy(asc(productSupplierItems.position), asc(productSupplierItems.id)),
    await ctx.tx
      .select()
      .from(productBatches)
      .where(and(eq(productBatches.tenantId, tenant), eq(productBatches.product_id, id)))
      .orderBy(asc(productBatches.batchnumber), asc(productBatches.id)),
  ];
  const unitNames = await namesOf(
    ctx,
    UNITS,
    units.map((u) => u.unit_id),
  );
  const supplierNames = await namesOf(
    ctx,
    customers,
    items.map((s) => s.supplier_id),
  );
  return {
    ...(product as unknown as ProductDetail),
    units: units.map((u) => ({
      id: u.id,
      unit_id: u.unit_id,
      unitname: unitNames.get(u.unit_id) ?? null,
      factor: Number(u.factor),
      issalesunit: u.issalesunit,
      issupplierunit: u.issupplierunit,
    })),
    supplieritems: items.map((s) => ({
      id: s.id,
      supplier_id: s.supplier_id,
      suppliername: supplierNames.get(s.supplier_id) ?? null,
      supplierproductnumber: s.supplierproductnumber,
      supplierprice: s.supplierprice === null ? null : Number(s.supplierprice),
      deliverydays: s.deliverydays,
      ismain: s.ismain,
    })),
    batches: batches.map((b) => ({ id: b.id, batchnumber: b.batchnumber, expirydate: b.expirydate })),
  };
}

/** POST products: the product, its units (spec 02 §5: at least one unit and one supplier unit) and other children. */
export async function createProduct(ctx: Ctx, input: Values & Children): Promise<ProductDetail> {
  const { units, supplieritems, batches, ...fields } = input;
  const children: Children = {
    units: units ?? [],
    supplieritems: supplieritems ?? [],
    batches: batches ?? [],
  };
  failOn(productChildIssues(children));
  let values = withoutStrayInsurance(blankTextToNull(productsResource, fields), fields.producttype);
  failOn(productFieldIssues(values as ProductRuleInput));
  await assertNumberFree(ctx, String(values.number));
  await assertReferences(ctx, values, PRODUCT_REFS);
  await assertChildReferences(ctx, children);
  values = {
    ...values,
    grossmargin: grossMarginPercent(values.costprice as number, values.saleprice as number),
  };
  const row = await mapUniqueViolation(
    () => createResource(ctx, productsResource, productsTable, values),
    UNIQUE_INDEXES,
  );
  const id = row.id as number;
  await mapUniqueViolation(() => writeChildren(ctx, id, children), UNIQUE_INDEXES);
  return getProduct(ctx, id);
}

/**
 * PUT products/{id}: the fields sent, checked together with the stored ones; children sent replace the product's.
 * A stale version is 412 and changes nothing (the transaction is rolled back).
 */
export async function updateProduct(
  ctx: Ctx,
  id: number,
  input: Values & Children & { version: number },
): Promise<ProductDetail> {
  const { units, supplieritems, batches, version, id: _bodyId, ...fields } = input;
  const children: Children = { units, supplieritems, batches };
  failOn(productChildIssues(children));
  const current = await getResource(ctx, productsResource, productsTable, id);
  for (const k of ['number', 'name', 'producttype'] as const) {
    if (k in fields && (fields[k] === null || fields[k] === ''))
      throw badRequest([{ field: k, message: 'required' }]);
  }
  const merged = { ...current, ...blankTextToNull(productsResource, fields) };
  let values = blankTextToNull(productsResource, fields);
  if (merged.producttype !== 'insurance') values = withoutStrayInsurance(values, merged.producttype);
  failOn(productFieldIssues({ ...merged, ...values } as ProductRuleInput));
  if (typeof values.number === 'string') await assertNumberFree(ctx, values.number, id);
  await assertReferences(ctx, values, PRODUCT_REFS);
  await assertChildReferences(ctx, children);
  if ('costprice' in values || 'saleprice' in values) {
    values.grossmargin = grossMarginPercent(merged.costprice as number, merged.saleprice as number);
  }
  await mapUniqueViolation(
    () => updateResource(ctx, productsResource, productsTable, id, { ...values, version }),
    UNIQUE_INDEXES,
  );
  await mapUniqueViolation(() => writeChildren(ctx, id, children), UNIQUE_INDEXES);
  return getProduct(ctx, id);
}

/** The tenant's first active product unit (by the list's order), or null: the unit of an imported product. */
export async function defaultUnitOf(ctx: Ctx): Promise<number | null> {
  const units = registeredResource('productunits');
  if (!units) return null;
  return defaultUnitId((await getActive(ctx, units.def, units.table)) as { id: number; name: string }[]);
}

/** DELETE products {ids}: a product still used (by equipment ...) is not deleted; its own children go with it. */
export function deleteProducts(ctx: Ctx, ids: number[]) {
  return deleteResources(ctx, productsTable, ids);
}
