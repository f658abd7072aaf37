// Bodies of the order calls the SOS handling needs (spec 01 §7 "Equipment, orders, files, hours"): POST orders and
// PUT orders/update_specific_properties/{id}. Server and (later) the order forms parse with these.
import { z } from 'zod';
import { normalizeNumber } from '../format/number-format';
import { fail, optionalField, typeError } from '../validation/field';
import { isoDate, optionalString } from '../validation/text.rules';
import { ORDER_ERRORS } from './order.rules';
import { maxCharactersMessage, rangeMessage } from '../validation/messages';
import { listPage, statusNumber } from '../validation/record-inputs';
import { PRICING_TYPES, type PricingType } from './order-constants';

const id = (message: 'required' | 'invalidData') =>
  z
    .number(typeError(message))
    .int(message)
    .positive(message)
    .max(2 ** 53, message);

const optionalDate = () => isoDate().nullable().optional();

/**
 * A decimal as the API sends it (a JSON number or text, '1 234,50' too) in canonical text ('1234.50'), so money
 * never passes through a binary float on the server (DESIGN "Money"); at most `scale` decimals, within min..max.
 */
export function decimalText(options: { min?: number; max: number; scale: number }) {
  return z.union([z.string(), z.number()], typeError('invalidNumber')).transform((raw, ctx) => {
    if (typeof raw === 'string' && raw.trim() === '') return fail(ctx, raw, 'required');
    if (typeof raw === 'string' && !/^-?[\d.,\s]+$/.test(raw.trim())) return fail(ctx, raw, 'invalidNumber');
    const canonical = normalizeNumber(raw);
    if (canonical === null) return fail(ctx, raw, 'invalidNumber');
    const decimals = canonical.split('.')[1] ?? '';
    if (decimals.replace(/0+$/, '').length > options.scale) return fail(ctx, raw, 'invalidNumber');
    const value = Number(canonical);
    // issue 12: out of range says the range ('Må være mellom 0 og 100').
    if (value < (options.min ?? 0) || value > options.max)
      return fail(ctx, raw, rangeMessage(options.min ?? 0, options.max));
    return canonical;
  });
}
// .optional() again: optionalField's type does not make the key optional in the inferred body.
const optionalDecimal = (options: { min?: number; max: number; scale: number }) =>
  optionalField(decimalText(options)).optional();

/** spec 02 §3 pricing types: hours and lines as used, or a fixed price (order-constants.ts, without zod). */
export { PRICING_TYPES, type PricingType };

/** Largest amount numeric(14,2) holds. */
const MAX_AMOUNT = 999_999_999_999.99;

/** The fields of the order form (spec 02 §3 "Order and project"), all optional: create and update share them. */
const orderFormFields = {
  building_id: id('invalidData').nullable().optional(),
  /** The order's address: one of the customer's addresses (else the building's or the customer's own). */
  address_id: id('invalidData').nullable().optional(),
  status: statusNumber().optional(),
  responsible_id: id('invalidData').nullable().optional(),
  /** The order's participants besides its responsible (user ids, each once, spec 02 §5). */
  participants: z.array(id('invalidData'), typeError('invalidData')).max(100, 'invalidData').optional(),
  ordertype_id: id('invalidData').nullable().optional(),
  ordercategory_id: id('invalidData').nullable().optional(),
  orderstandard_id: id('invalidData').nullable().optional(),
  project_id: id('invalidData').nullable().optional(),
  contact_id: id('invalidData').nullable().optional(),
  mainorder_id: id('invalidData').nullable().optional(),
  description: optionalString(4000).optional(),
  orderdate: isoDate().optional(),
  startdate: optionalDate(),
  enddate: optionalDate(),
  deadlinedate: optionalDate(),
  pricingtype: z.enum(PRICING_TYPES, typeError('invalidData')).optional(),
  fixedprice: optionalDecimal({ max: MAX_AMOUNT, scale: 2 }),
  budget: optionalDecimal({ max: MAX_AMOUNT, scale: 2 }),
  hoursestimate: optionalDecimal({ max: 99_999_999.99, scale: 2 }),
  /** Percentages of the budget / hour estimate at which the responsible is told (e.g. [80, 100]). */
  notificationthresholds: z
    .array(
      z
        .number(typeError('invalidNumber'))
        .int('invalidNumber')
        .min(1, 'invalidNumber')
        .max(1000, 'invalidNumber'),
      typeError('invalidData'),
    )
    .max(10, 'invalidData')
    .nullable()
    .optional(),
  bankguarantee: z.boolean(typeError('invalidData')).optional(),
  kmroundtrip: optionalDecimal({ max: 999_999.9, scale: 1 }),
  isservice: z.boolean(typeError('invalidData')).optional(),
  customerreference: optionalString(200).optional(),
  agreementnumber: optionalString(100).optional(),
  ordertext: optionalString(4000).optional(),
  deliveryterms: optionalString(4000).optional(),
  isactive: z.boolean(typeError('invalidData')).optional(),
};

type OrderFormBody = {
  startdate?: string | null;
  enddate?: string | null;
  participants?: number[];
};

/** Rules across fields: the end not before the start; each participant once (spec 02 §5). */
function orderFormRules(body: OrderFormBody, ctx: z.RefinementCtx) {
  if (body.startdate && body.enddate && body.enddate < body.startdate) {
    ctx.addIssue({ code: 'custom', path: ['enddate'], message: ORDER_ERRORS.endBeforeStart });
  }
  const participants = body.participants ?? [];
  if (new Set(participants).size !== participants.length) {
    ctx.addIssue({ code: 'custom', path: ['participants'], message: ORDER_ERRORS.duplicateParticipant });
  }
}

/**
 * POST orders (spec 02 §3 "Order and project"): the customer is required; number, status and order date default
 * to the next number, the tenant's default status and today; order text and delivery terms to the tenant's
 * standard texts (types 1 and 2). equipment_ids are the order's equipment (the order's equipments tab).
 */
export const orderCreateSchema = z
  .object({
    ordernumber: z
      .number(typeError('invalidNumber'))
      .int('invalidNumber')
      .min(1, 'invalidNumber')
      .max(999_999_999, 'invalidNumber')
      .optional(),
    customer_id: id('required'),
    equipment_ids: z.array(id('invalidData'), typeError('invalidData')).max(200, 'invalidData').optional(),
    ...orderFormFields,
  })
  .strict()
  .superRefine(orderFormRules);
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;

/**
 * PUT orders/update_specific_properties/{id} (spec 01 §7): responsible and/or status, as the SOS actions set them.
 * The version is optional (the spec's client sends none); when sent, a stale one is 412.
 */
export const orderSpecificPropertiesSchema = z
  .object({
    responsible_id: id('invalidData').nullable().optional(),
    status: statusNumber().optional(),
    version: id('invalidData').optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.responsible_id === undefined && body.status === undefined) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'required' });
    }
  });
export type OrderSpecificPropertiesInput = z.infer<typeof orderSpecificPropertiesSchema>;

/**
 * Fields GET orders/{id} answers that the server owns or derives (issue 7 "Saving back"): a PUT may send them back
 * unchanged or changed, and they are ignored; any other unknown field is still refused. The order number is fixed
 * once given (customers and invoices quote it); the equipment is changed on the order's equipments tab.
 */
export const ORDER_SERVER_FIELDS = [
  'id',
  'ordernumber',
  'customername',
  'statusname',
  'responsiblename',
  'contactname',
  'projectname',
  'mainordernumber',
  'participantnames',
  'equipment_ids',
  'offer_id',
  'totals',
  'hourtotals',
  'cost',
  'margin',
  'marginpercent',
  'createdon',
  'updatedon',
] as const;

/** PUT orders/{id}: the order form's fields, the customer, and the version read (stale -> 412). */
export const orderUpdateSchema = z
  .object({
    customer_id: id('required').optional(),
    ...orderFormFields,
    version: z.number(typeError('required')).int('invalidData').positive('invalidData'),
    ...Object.fromEntries(ORDER_SERVER_FIELDS.map((f) => [f, z.unknown().optional()])),
  })
  .strict()
  .superRefine(orderFormRules)
  .transform((body) => {
    const out: Record<string, unknown> = { ...body };
    for (const f of ORDER_SERVER_FIELDS) delete out[f];
    return out as Omit<z.infer<typeof orderCreateSchema>, 'ordernumber' | 'equipment_ids' | 'customer_id'> & {
      customer_id?: number;
      version: number;
    };
  });
export type OrderUpdateInput = z.output<typeof orderUpdateSchema>;

/** DELETE orders: ids of draft orders without lines. */
export const orderDeleteSchema = z
  .object({
    ids: z.array(id('invalidData'), typeError('invalidData')).min(1, 'required').max(1000, 'invalidData'),
  })
  .strict();

/** spec 01 §2 /orders?type=: 1 my orders (responsible or participant), 2 unassigned (no responsible). */
export const ORDER_LIST_TYPES = { mine: 1, unassigned: 2 } as const;

/** Fields an order list can be matched and sorted on. */
export const ORDER_LIST_MATCH = [
  'status',
  'ordertype_id',
  'ordercategory_id',
  'responsible_id',
  'customer_id',
  'project_id',
  'building_id',
  'mainorder_id',
  'isactive',
  'isservice',
] as const;
export const ORDER_LIST_SORT = [
  'ordernumber',
  'orderdate',
  'startdate',
  'enddate',
  'deadlinedate',
  'status',
  'id',
] as const;
export const ORDER_DATE_FIELDS = ['orderdate', 'startdate', 'enddate', 'deadlinedate'] as const;

const listValue = z.union([
  z.string().max(200, maxCharactersMessage(200)),
  z.number(),
  z.boolean(),
  z.null(),
]);

/**
 * POST orders/list: the engine's list contract (match, search, sort, skip, limit, count, keyset `after`) plus
 * `type` (1 my orders, 2 unassigned) and date ranges (`from`/`to` per date field, ISO dates, inclusive).
 */
export const orderListSchema = z
  .object({
    type: z.union([z.literal(0), z.literal(1), z.literal(2)], typeError('invalidData')).optional(),
    match: z
      .record(z.string(), listValue)
      .refine(
        (m) => Object.keys(m).every((k) => (ORDER_LIST_MATCH as readonly string[]).includes(k)),
        'unknownField',
      )
      .optional(),
    dates: z
      .object(
        Object.fromEntries(
          ORDER_DATE_FIELDS.map((f) => [
            f,
            z.object({ from: isoDate().optional(), to: isoDate().optional() }).strict().optional(),
          ]),
        ) as Record<
          (typeof ORDER_DATE_FIELDS)[number],
          z.ZodOptional<
            z.ZodObject<{
              from: z.ZodOptional<ReturnType<typeof isoDate>>;
              to: z.ZodOptional<ReturnType<typeof isoDate>>;
            }>
          >
        >,
      )
      .strict()
      .optional(),
    search: z.string().max(200, maxCharactersMessage(200)).optional(),
    sort: z
      .record(z.string(), z.union([z.literal(1), z.literal(-1)]))
      .refine(
        (s) =>
          Object.keys(s).length <= 2 &&
          Object.keys(s).every((k) => (ORDER_LIST_SORT as readonly string[]).includes(k)),
        'unknownField',
      )
      .optional(),
    ...listPage(500),
    after: z
      .array(z.union([z.string().max(200), z.number(), z.boolean()]))
      .min(1)
      .max(3)
      .optional(),
  })
  .strict();
export type OrderListInput = z.infer<typeof orderListSchema>;

/** A row of POST orders/list. */
export type OrderListRow = {
  id: number;
  ordernumber: number;
  customer_id: number;
  customername: string | null;
  status: number;
  statusname: string | null;
  responsible_id: number | null;
  responsiblename: string | null;
  description: string | null;
  orderdate: string;
  startdate: string | null;
  enddate: string | null;
  deadlinedate: string | null;
  ordertype_id: number | null;
  ordercategory_id: number | null;
  project_id: number | null;
  isactive: boolean;
};

/** One status change of an order (GET orders/{id}/status_history). */
export type OrderStatusChange = {
  id: number;
  fromstatus: number | null;
  fromstatusname: string | null;
  tostatus: number;
  tostatusname: string | null;
  changedby: number | null;
  changedbyname: string | null;
  changedon: string;
};

/** An order as GET orders/{id} and GET equipments/get_first_active_order/{id} answer it. */
export type Order = {
  id: number;
  ordernumber: number;
  customer_id: number;
  customername: string | null;
  building_id: number | null;
  equipment_ids: number[];
  status: number;
  /** The name of the status in the tenant's order status list. */
  statusname: string | null;
  responsible_id: number | null;
  responsiblename: string | null;
  ordertype_id: number | null;
  ordercategory_id: number | null;
  description: string | null;
  orderdate: string;
  startdate: string | null;
  enddate: string | null;
  deadlinedate: string | null;
  address_id: number | null;
  participants: number[];
  project_id: number | null;
  contact_id: number | null;
  offer_id: number | null;
  mainorder_id: number | null;
  orderstandard_id: number | null;
  pricingtype: string;
  fixedprice: string | null;
  budget: string | null;
  hoursestimate: string | null;
  notificationthresholds: number[] | null;
  bankguarantee: boolean;
  kmroundtrip: string | null;
  isservice: boolean;
  customerreference: string | null;
  agreementnumber: string | null;
  ordertext: string | null;
  deliveryterms: string | null;
  /** Sums of the order's lines (exact decimals as text). */
  totals: {
    net: string;
    vat: string;
    gross: string;
    vatrates: { rate: string; base: string; amount: string }[];
  };
  /** Issue 9: the hours logged on the order, their cost (wages, overtime, additions) and sales value (hour price). */
  hourtotals: { hours: string; cost: string; sales: string };
  cost: string;
  margin: string;
  marginpercent: string | null;
  isactive: boolean;
  version: number;
  createdon: string;
  updatedon: string;
};
