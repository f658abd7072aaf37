import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantId, tenantPolicy } from '../../db/tenant-table';
import type { ResourceTable } from '../../platform/resources/resource.service';
import { customers } from '../customers/customers.table';
import { productearninggroups, productgroups, producttaxes, productunits } from '../settings/settings.table';

// Column keys are the field names of productsResource, so the resource engine's functions work on the table as it is.
// Money numeric(14,2); quantities and dimensions numeric(18,6) like the engine's decimal fields.
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const decimal = (name: string) => numeric(name, { precision: 18, scale: 6 });

/**
 * A (tenant_id, field) foreign key to a lookup list with the index that keeps deleting a list item fast (the database
 * looks for rows that still use it). Named '<table>_<name>_fk' / '_idx'.
 */
export function lookupRef(
  table: string,
  name: string,
  tenant: AnyPgColumn,
  column: AnyPgColumn,
  target: ResourceTable,
) {
  return [
    foreignKey({
      name: `${table}_${name}_fk`,
      columns: [tenant, column],
      foreignColumns: [target.tenantId!, target.id!],
    }),
    index(`${table}_${name}_idx`)
      .on(tenant, column)
      .where(sql`${column} is not null`),
  ];
}

/** spec 02 §3 "Product". */
export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    number: text('number').notNull(),
    shortname: text('shortname'),
    name: text('name').notNull(),
    description: text('description'),
    producttype: text('producttype').notNull().default('product'),
    insurancecosttype: text('insurancecosttype'),
    insurancecost: decimal('insurancecost'),
    productgroup_id: bigint('productgroup_id', { mode: 'number' }),
    productearninggroup_id: bigint('productearninggroup_id', { mode: 'number' }),
    producttax_id: bigint('producttax_id', { mode: 'number' }),
    ean: text('ean'),
    length: decimal('length'),
    width: decimal('width'),
    height: decimal('height'),
    weight: decimal('weight'),
    costprice: money('costprice'),
    saleprice: money('saleprice'),
    guideprice: money('guideprice'),
    // Percent with two decimals, computed from cost and sale price on every save so lists can sort by it.
    grossmargin: decimal('grossmargin'),
    packagequantity: decimal('packagequantity'),
    isstockitem: boolean('isstockitem').notNull().default(false),
    minquantity: decimal('minquantity'),
    maxquantity: decimal('maxquantity'),
    restockquantity: decimal('restockquantity'),
    deliverydays: integer('deliverydays'),
    ...recordColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // spec 02 §5 Warehouse: 'Product with the same number cannot exist' (compared without case, like the engine).
    uniqueIndex('products_number_uq').on(t.tenantId, sql`lower(${t.number})`),
    uniqueIndex('products_ean_uq').on(t.tenantId, sql`lower(${t.ean})`),
    // The list's default sort (number asc, id asc) and the name sort of lookups.
    index('products_sort_idx').on(t.tenantId, t.number, t.id),
    index('products_name_idx').on(t.tenantId, t.name, t.id),
    // The lookup lists of the settings module: a list item still used by a product is not deleted ('inUse').
    ...lookupRef('products', 'productgroup', t.tenantId, t.productgroup_id, productgroups),
    ...lookupRef(
      'products',
      'productearninggroup',
      t.tenantId,
      t.productearninggroup_id,
      productearninggroups,
    ),
    ...lookupRef('products', 'producttax', t.tenantId, t.producttax_id, producttaxes),
    tenantPolicy('products'),
  ],
).enableRLS();

/** A product's units (spec 02 §5: at least one unit and one supplier unit); they go with the product. */
export const productUnitLinks = pgTable(
  'product_unit_links',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    product_id: bigint('product_id', { mode: 'number' }).notNull(),
    unit_id: bigint('unit_id', { mode: 'number' }).notNull(),
    factor: decimal('factor').notNull().default('1'),
    issalesunit: boolean('issalesunit').notNull().default(false),
    issupplierunit: boolean('issupplierunit').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'product_unit_links_product_fk',
      columns: [t.tenantId, t.product_id],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    uniqueIndex('product_unit_links_unit_uq').on(t.tenantId, t.product_id, t.unit_id),
    index('product_unit_links_unit_idx').on(t.tenantId, t.unit_id),
    foreignKey({
      name: 'product_unit_links_unit_fk',
      columns: [t.tenantId, t.unit_id],
      foreignColumns: [productunits.tenantId!, productunits.id!],
    }),
    tenantPolicy('product_unit_links'),
  ],
).enableRLS();

/** A supplier's item for a product: the supplier is a customer of the tenant (usually with the supplier flag). */
export const productSupplierItems = pgTable(
  'product_supplier_items',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    product_id: bigint('product_id', { mode: 'number' }).notNull(),
    supplier_id: bigint('supplier_id', { mode: 'number' }).notNull(),
    supplierproductnumber: text('supplierproductnumber'),
    supplierprice: money('supplierprice'),
    deliverydays: integer('deliverydays'),
    ismain: boolean('ismain').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'product_supplier_items_product_fk',
      columns: [t.tenantId, t.product_id],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    // No cascade: a supplier that still delivers products is not deleted ('inUse: product_supplier_items').
    foreignKey({
      name: 'product_supplier_items_supplier_fk',
      columns: [t.tenantId, t.supplier_id],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    uniqueIndex('product_supplier_items_supplier_uq').on(t.tenantId, t.product_id, t.supplier_id),
    index('product_supplier_items_supplier_idx').on(t.tenantId, t.supplier_id),
    tenantPolicy('product_supplier_items'),
  ],
).enableRLS();

/** Batch (lot) numbers of a product, unique on the product (spec 02 §5 Warehouse). */
export const productBatches = pgTable(
  'product_batches',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
    product_id: bigint('product_id', { mode: 'number' }).notNull(),
    batchnumber: text('batchnumber').notNull(),
    expirydate: date('expirydate'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'product_batches_product_fk',
      columns: [t.tenantId, t.product_id],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    uniqueIndex('product_batches_batchnumber_uq').on(t.tenantId, t.product_id, sql`lower(${t.batchnumber})`),
    tenantPolicy('product_batches'),
  ],
).enableRLS();
