import { PRODUCT_TYPES } from '../products/product.rules';
import { NAME, PERCENT, nameList, settingsList } from './settings-list';

// spec 01 §2 Settings "Products and warehouse" lists and the product lookups of spec 01 §3.

export const productunitsResource = settingsList({
  name: 'productunits',
  screen: 'product_units',
  fields: { name: { ...NAME, max: 30 }, description: { type: 'text', max: 200 } },
});

/** spec 01 §3 "product taxes (percentage)"; spec 01 §5: tax 0 to 100. */
export const producttaxesResource = settingsList({
  name: 'producttaxes',
  screen: 'product_tax',
  fields: {
    name: NAME,
    percentage: { ...PERCENT, required: true },
    // SAF-T standard VAT code (e.g. 3 for 25 % outgoing), used by the accounting export.
    code: { type: 'text', max: 10 },
  },
  defaultSort: { field: 'name', dir: 1 },
});

export const productcategoriesResource = nameList('productcategories', 'product_category');

/** spec 01 §3 "product groups (number, name)": the supporting list of kind 'number'. */
export const productgroupsResource = settingsList({
  name: 'productgroups',
  screen: 'product_group',
  kind: 'number',
  fields: {
    number: { type: 'integer', required: true, min: 1, max: 999_999, unique: true },
    name: { type: 'text', required: true, max: 100 },
  },
  defaultSort: { field: 'number', dir: 1 },
});

/** Earning (markup) groups: the margin a product group is priced with. */
export const productearninggroupsResource = settingsList({
  name: 'productearninggroups',
  screen: 'product_earning_groups',
  fields: { name: NAME, percentage: { type: 'decimal', min: 0, max: 1000 } },
});

/** spec 01 §3 "Default product types: product, work, gas, insurance": each item is one of the four kinds. */
export const producttypesResource = settingsList({
  name: 'producttypes',
  screen: 'product_types',
  fields: { name: NAME, type: { type: 'text', required: true, options: PRODUCT_TYPES } },
});

export const productworkflowsResource = nameList('productworkflows', 'product_workflow');

/** Target gross margins by product group or price level, used when proposing sale prices. */
export const grossmarginsResource = settingsList({
  name: 'grossmargins',
  screen: 'grossmargins',
  fields: {
    name: NAME,
    fromamount: { type: 'money', min: 0 },
    percentage: { ...PERCENT, required: true },
  },
});

/** spec 01 §5: discount 0 to 100. */
export const discountgroupsResource = settingsList({
  name: 'discountgroups',
  screen: 'discountgroups',
  fields: { name: NAME, percentage: { ...PERCENT, required: true } },
});

/**
 * spec 01 §2 "legacy product earnings": the earning (markup) a product group is sold with, optionally through an
 * earning group; the older way of pricing kept for companies that still price by product group.
 */
export const productearningsResource = settingsList({
  name: 'productearnings',
  screen: 'product_earnings',
  fields: {
    name: { type: 'text', required: true, max: 100 },
    productgroup_id: { type: 'integer', required: true, ref: 'productgroups' },
    earninggroup_id: { type: 'integer', ref: 'productearninggroups' },
    percentage: { type: 'decimal', required: true, min: 0, max: 1000 },
  },
  listColumns: ['name', 'productgroup_id', 'earninggroup_id', 'percentage', 'isactive'],
  searchFields: ['name'],
});

export const PRODUCT_LISTS = [
  productunitsResource,
  producttaxesResource,
  productcategoriesResource,
  productgroupsResource,
  productearninggroupsResource,
  producttypesResource,
  productworkflowsResource,
  productearningsResource,
  grossmarginsResource,
  discountgroupsResource,
];
