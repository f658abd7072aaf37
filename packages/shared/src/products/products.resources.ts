import { defineResource } from '../resources/define-resource';
import { INSURANCE_COST_TYPES, PRODUCT_TYPES } from './product.rules';

// spec 02 §3 "Product": the product register of /w_h/products. Its list, lookups and delete run on the resource engine;
// create and update carry the product's units, supplier items and batch numbers and have rules of their own
// (products.service.ts), so they are not the engine's generic ones.
export const productsResource = defineResource({
  name: 'products',
  table: 'products',
  permission: 'products_view',
  kind: 'name',
  fields: {
    // spec 02 §5 Warehouse: 'Product with the same number cannot exist'.
    number: { type: 'text', required: true, max: 50, unique: true },
    shortname: { type: 'text', max: 50 },
    name: { type: 'text', required: true, max: 200 },
    description: { type: 'text', max: 4000 },
    producttype: { type: 'text', required: true, options: PRODUCT_TYPES },
    insurancecosttype: { type: 'text', options: INSURANCE_COST_TYPES },
    insurancecost: { type: 'decimal', min: 0, max: 1_000_000_000 },
    productgroup_id: { type: 'integer', ref: 'productgroups' },
    productearninggroup_id: { type: 'integer', ref: 'productearninggroups' },
    producttax_id: { type: 'integer', ref: 'producttaxes' },
    ean: { type: 'text', max: 13, unique: true, format: 'ean' },
    // Dimensions in centimetres, weight in kilograms.
    length: { type: 'decimal', min: 0, max: 1_000_000 },
    width: { type: 'decimal', min: 0, max: 1_000_000 },
    height: { type: 'decimal', min: 0, max: 1_000_000 },
    weight: { type: 'decimal', min: 0, max: 1_000_000 },
    costprice: { type: 'money', min: 0, max: 999_999_999_999 },
    saleprice: { type: 'money', min: 0, max: 999_999_999_999 },
    guideprice: { type: 'money', min: 0, max: 999_999_999_999 },
    /** Computed on every save from cost and sale price; never sent by a client. */
    grossmargin: { type: 'decimal', min: -1_000_000_000, max: 100, serverSet: true },
    packagequantity: { type: 'decimal', min: 0, max: 1_000_000 },
    isstockitem: { type: 'boolean' },
    minquantity: { type: 'decimal', min: 0, max: 1_000_000_000 },
    maxquantity: { type: 'decimal', min: 0, max: 1_000_000_000 },
    restockquantity: { type: 'decimal', min: 0, max: 1_000_000_000 },
    deliverydays: { type: 'integer', min: 0, max: 365 },
  },
  listColumns: [
    'number',
    'name',
    'producttype',
    'saleprice',
    'costprice',
    'grossmargin',
    'isstockitem',
    'isactive',
  ],
  searchFields: ['number', 'name', 'shortname', 'ean'],
  defaultSort: { field: 'number', dir: 1 },
});
