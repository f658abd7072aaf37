// Bodies of the order line calls (issue 7 "Order lines", the order's products tab). Amounts travel as exact decimal
// text ('1234.50'); the line's net is the server's: lineNet(quantity, unitprice, discount), never sent.
import { z } from 'zod';
import { typeError } from '../validation/field';
import { optionalString } from '../validation/text.rules';
import { decimalText } from './order.schema';
import { listPage } from '../validation/record-inputs';

const id = (message: 'required' | 'invalidData') =>
  z
    .number(typeError(message))
    .int(message)
    .positive(message)
    .max(2 ** 53, message);

/**
 * The editable fields of a line; a product, when chosen, fills what is left out (name, unit, price, tax, ...). Order,
 * offer and invoice lines share them (one priced-line shape).
 */
export const lineFields = {
  product_id: id('invalidData').nullable().optional(),
  position: z
    .number(typeError('invalidNumber'))
    .int('invalidNumber')
    .min(0, 'invalidNumber')
    .max(100_000, 'invalidNumber')
    .optional(),
  name: optionalString(400).optional(),
  quantity: decimalText({ min: -999_999_999, max: 999_999_999, scale: 6 }).refine(
    (v) => Number(v) !== 0,
    'required',
  ),
  unit: optionalString(40).optional(),
  unitprice: decimalText({ min: -999_999_999_999.99, max: 999_999_999_999.99, scale: 2 }).optional(),
  /** spec 01 §5: discount 0 to 100. */
  discount: decimalText({ max: 100, scale: 2 }).optional(),
  /** spec 01 §5: tax 0 to 100. */
  tax: decimalText({ max: 100, scale: 2 }).optional(),
  costprice: decimalText({ max: 999_999_999_999.99, scale: 2 }).nullable().optional(),
};

/**
 * POST orderlines: {order_id, product_id?, name, quantity, unit?, unitprice, discount, tax}. Without a product,
 * name and unit price are required; with one, its name, unit, sales price and tax are the defaults.
 */
export const orderlineCreateSchema = z
  .object({ order_id: id('required'), ...lineFields })
  .strict()
  .superRefine((body, ctx) => {
    if (body.product_id) return;
    if (!body.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'required' });
    if (body.unitprice === undefined)
      ctx.addIssue({ code: 'custom', path: ['unitprice'], message: 'required' });
  });
export type OrderlineCreateInput = z.output<typeof orderlineCreateSchema>;

/** Fields a line answers that are the server's: ignored when sent back (issue 7 "Saving back"). */
export const ORDERLINE_SERVER_FIELDS = [
  'id',
  'order_id',
  'productnumber',
  'net',
  'createdon',
  'updatedon',
  'isactive',
] as const;

/** PUT orderlines/{id}: the changed fields and the version read. The product is not changed on a line. */
export const orderlineUpdateSchema = z
  .object({
    ...lineFields,
    quantity: lineFields.quantity.optional(),
    version: z.number(typeError('required')).int('invalidData').positive('invalidData'),
    ...Object.fromEntries(ORDERLINE_SERVER_FIELDS.map((f) => [f, z.unknown().optional()])),
  })
  .strict()
  .transform((body) => {
    const out: Record<string, unknown> = { ...body };
    for (const f of ORDERLINE_SERVER_FIELDS) delete out[f];
    delete out.product_id;
    return out as Partial<Omit<OrderlineCreateInput, 'order_id' | 'product_id'>> & { version: number };
  });
export type OrderlineUpdateInput = z.output<typeof orderlineUpdateSchema>;

/** POST orderlines/list: the lines of one order, in their position order. */
export const orderlineListSchema = z
  .object({
    match: z.object({ order_id: id('required') }, typeError('required')).strict(),
    ...listPage(1000),
  })
  .strict();
export type OrderlineListInput = z.infer<typeof orderlineListSchema>;

export const orderlineDeleteSchema = z
  .object({
    ids: z.array(id('invalidData'), typeError('invalidData')).min(1, 'required').max(1000, 'invalidData'),
  })
  .strict();

/** An order line as the API answers it: amounts as exact decimal text. */
export type Orderline = {
  id: number;
  order_id: number;
  product_id: number | null;
  position: number;
  productnumber: string | null;
  name: string;
  quantity: string;
  unit: string | null;
  unitprice: string;
  discount: string;
  tax: string;
  costprice: string | null;
  net: string;
  version: number;
  createdon: string;
  updatedon: string;
};
