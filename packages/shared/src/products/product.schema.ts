// Bodies of POST products and PUT products/{id}: the fields of the resource definition plus the product's units,
// supplier items and batch numbers. The server and the advanced form parse with these same schemas.
import { z } from 'zod';
import {
  clientFieldsMask,
  createSchema,
  ignoredOnWrite,
  savedBackShape,
  serverOwnedFields,
  updateSchema,
} from '../resources/define-resource';
import { typeError } from '../validation/field';
import {
  productBatchIssues,
  productFieldIssues,
  productSupplierIssues,
  productUnitIssues,
  type ProductRuleInput,
  type RuleIssue,
} from './product.rules';
import { productsResource } from './products.resources';
import { maxCharactersMessage } from '../validation/messages';

const id = () => z.number(typeError('invalidData')).int('invalidData').positive('invalidData');
const ref = () => z.number(typeError('required')).int('required').positive('required');

/** One unit of a product (spec 02 §5: at least one unit and one supplier unit). */
export const productUnitSchema = z
  .object({
    id: id().optional(),
    unit_id: ref(),
    /** How many of the product's base unit this unit holds (a box of 12: 12). */
    factor: z.number(typeError('invalidNumber')).positive('invalidNumber').max(1_000_000, 'invalidNumber'),
    issalesunit: z.boolean(typeError('invalidData')),
    issupplierunit: z.boolean(typeError('invalidData')),
    /** The unit's name as GET answers it; ignored on write (saving back, issue 7). */
    unitname: ignoredOnWrite(),
  })
  .strict();

/** A supplier's item for the product: the supplier (a customer with the supplier flag), number, price, delivery. */
export const productSupplierItemSchema = z
  .object({
    id: id().optional(),
    supplier_id: ref(),
    supplierproductnumber: z
      .string(typeError('invalidData'))
      .trim()
      .max(50, maxCharactersMessage(50))
      .nullable()
      .optional(),
    supplierprice: z
      .number(typeError('invalidNumber'))
      .min(0, 'invalidNumber')
      .max(999_999_999_999, 'invalidNumber')
      .nullable()
      .optional(),
    deliverydays: z
      .number(typeError('invalidNumber'))
      .int('invalidNumber')
      .min(0, 'invalidNumber')
      .max(365, 'invalidNumber')
      .nullable()
      .optional(),
    ismain: z.boolean(typeError('invalidData')).optional(),
  })
  .strict();

/** A batch (lot) number of the product with its optional expiry date (YYYY-MM-DD). */
export const productBatchSchema = z
  .object({
    id: id().optional(),
    batchnumber: z.string(typeError('required')).trim().min(1, 'required').max(50, maxCharactersMessage(50)),
    expirydate: z
      .string(typeError('invalidDate'))
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
      .nullable()
      .optional(),
  })
  .strict();

export type ProductUnit = Omit<z.infer<typeof productUnitSchema>, 'unitname'>;
export type ProductSupplierItem = z.infer<typeof productSupplierItemSchema>;
export type ProductBatch = z.infer<typeof productBatchSchema>;

const children = {
  units: z.array(productUnitSchema, typeError('invalidData')).max(20, 'invalidData'),
  supplieritems: z.array(productSupplierItemSchema, typeError('invalidData')).max(50, 'invalidData'),
  batches: z.array(productBatchSchema, typeError('invalidData')).max(1000, 'invalidData'),
};

function report(ctx: z.RefinementCtx, issues: RuleIssue[]) {
  for (const issue of issues) {
    const path = issue.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    ctx.addIssue({ code: 'custom', path, message: issue.message });
  }
}

type ProductChildren = {
  units?: ProductUnit[];
  supplieritems?: ProductSupplierItem[];
  batches?: ProductBatch[];
};

/** The rules of the children that a body carries (they replace the product's children when present). */
export function productChildIssues(body: ProductChildren): RuleIssue[] {
  return [
    ...(body.units ? productUnitIssues(body.units) : []),
    ...(body.supplieritems ? productSupplierIssues(body.supplieritems) : []),
    ...(body.batches ? productBatchIssues(body.batches) : []),
  ];
}

const base = createSchema(productsResource).omit(clientFieldsMask(productsResource));

/** POST products: every field rule, the rules between fields, and units that satisfy spec 02 §5. */
export const productCreateSchema = base
  .extend({
    units: children.units,
    supplieritems: children.supplieritems.optional(),
    batches: children.batches.optional(),
  })
  .superRefine((body, ctx) => {
    report(ctx, productFieldIssues(body as ProductRuleInput));
    report(ctx, productChildIssues(body as ProductChildren));
  });

/**
 * PUT products/{id}: any subset of the fields plus the version read; children sent replace the product's children.
 * Rules between fields need the stored record too, so the server checks them after merging.
 */
export const productUpdateSchema = updateSchema(productsResource)
  .omit(clientFieldsMask(productsResource))
  .extend({
    ...savedBackShape(serverOwnedFields(productsResource)),
    units: children.units.optional(),
    supplieritems: children.supplieritems.optional(),
    batches: children.batches.optional(),
  })
  .superRefine((body, ctx) => report(ctx, productChildIssues(body as ProductChildren)));

/** The product fields as the API answers them (numbers as numbers, dates as YYYY-MM-DD). */
export type Product = {
  id: number;
  number: string;
  shortname: string | null;
  name: string;
  description: string | null;
  producttype: string;
  insurancecosttype: string | null;
  insurancecost: number | null;
  productgroup_id: number | null;
  productearninggroup_id: number | null;
  producttax_id: number | null;
  ean: string | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  costprice: number | null;
  saleprice: number | null;
  guideprice: number | null;
  grossmargin: number | null;
  packagequantity: number | null;
  isstockitem: boolean;
  minquantity: number | null;
  maxquantity: number | null;
  restockquantity: number | null;
  deliverydays: number | null;
  isactive: boolean;
  version: number;
  createdon: string;
  updatedon: string;
};

/** GET products/{id}: the product with its children. */
export type ProductDetail = Product & {
  units: (ProductUnit & { id: number; unitname: string | null })[];
  supplieritems: (ProductSupplierItem & { id: number; suppliername: string | null })[];
  batches: (ProductBatch & { id: number })[];
};
