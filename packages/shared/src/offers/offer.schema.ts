// Bodies and answers of the offer calls (issue 7 "Offers"). The server parses with these; the forms use them too.
import { z } from 'zod';
import type { Totals } from '../orders/line-totals';
import { optionalField, typeError } from '../validation/field';
import { numberString, signedNumberString } from '../validation/number.rules';
import {
  emailAddress,
  idValue,
  MAX_MONEY,
  optionalDate,
  versionField,
  listPage,
  statusNumber,
} from '../validation/record-inputs';
import { optionalString, requiredString } from '../validation/text.rules';
import { OFFER_ERRORS } from './offer.rules';
import { maxCharactersMessage, rangeMessage } from '../validation/messages';

const optionalId = () => idValue.nullable().optional();
const text = (max: number) => optionalString(max).optional();

/** Maximum length of the offer's texts: the server's rule and the form's limit and counter. */
export const OFFER_TEXT_MAX = {
  description: 4000,
  offertext: 8000,
  deliveryterms: 8000,
  customerreference: 200,
} as const;

/** The fields of an offer a client writes (create and update). */
const offerFields = {
  customer_id: optionalId(),
  lead_id: optionalId(),
  contact_id: optionalId(),
  building_id: optionalId(),
  project_id: optionalId(),
  responsible_id: optionalId(),
  status: statusNumber().optional(),
  offertype_id: optionalId(),
  offerdate: optionalDate(),
  validuntil: optionalDate(),
  description: text(OFFER_TEXT_MAX.description),
  offertext: text(OFFER_TEXT_MAX.offertext),
  deliveryterms: text(OFFER_TEXT_MAX.deliveryterms),
  customerreference: text(OFFER_TEXT_MAX.customerreference),
  equipment_ids: z.array(idValue, typeError('invalidData')).max(200, 'invalidData').optional(),
  isactive: z.boolean(typeError('invalidData')).optional(),
};

function checkDates(body: { offerdate?: string | null; validuntil?: string | null }, ctx: z.RefinementCtx) {
  if (body.offerdate && body.validuntil && body.validuntil < body.offerdate) {
    ctx.addIssue({ code: 'custom', path: ['validuntil'], message: OFFER_ERRORS.validBeforeDate });
  }
}

/**
 * POST offers: to a customer or to a lead (the lead's offers tab); number, status, offer date, valid-until and
 * the texts default to the next number, the default status, today, today + the offer validity days and the
 * standard texts of types 3 and 4.
 */
export const offerCreateSchema = z
  .object({
    ...offerFields,
    offernumber: z
      .number(typeError('invalidNumber'))
      .int('invalidNumber')
      .min(1, 'invalidNumber')
      .max(999_999_999, 'invalidNumber')
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.customer_id && !body.lead_id) {
      ctx.addIssue({ code: 'custom', path: ['customer_id'], message: 'required' });
    }
    checkDates(body, ctx);
  });
export type OfferCreateInput = z.infer<typeof offerCreateSchema>;

/**
 * Fields GET offers/{id} answers that the server owns or derives: a client that PUTs the record back as it read
 * it is not refused for them (issue 7 "Saving back"); they are dropped before the strict parse, so an unknown
 * field is still a 400.
 */
export const OFFER_DERIVED_FIELDS = [
  'id',
  'offernumber',
  'customername',
  'leadname',
  'contactname',
  'buildingname',
  'statusname',
  'responsiblename',
  'order_id',
  'ordernumber',
  'sentat',
  'totals',
  'cost',
  'margin',
  'marginpercent',
  'response',
  'createdby',
  'createdon',
  'updatedon',
] as const;

const dropKeys = (keys: readonly string[]) => (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const k of keys) delete out[k];
  return out;
};

export const offerUpdateSchema = z.preprocess(
  dropKeys(OFFER_DERIVED_FIELDS),
  z
    .object({ ...offerFields, version: versionField })
    .strict()
    .superRefine((body, ctx) => checkDates(body, ctx)),
);
export type OfferUpdateInput = z.infer<typeof offerUpdateSchema>;

/** A quantity: a decimal, negative allowed (a returned part), not zero. */
const lineQuantity = () => signedNumberString().refine((v) => v !== 0 && Math.abs(v) < 1e12, 'invalidNumber');
const money = () => signedNumberString().refine((v) => Math.abs(v) <= MAX_MONEY, 'invalidNumber');
// issue 12: a percentage out of range says the range ('Må være mellom 0 og 100').
const percent = () => numberString().refine((v) => v >= 0 && v <= 100, rangeMessage(0, 100));

const lineFields = {
  product_id: optionalId(),
  position: z
    .number(typeError('invalidNumber'))
    .int('invalidNumber')
    .min(0, 'invalidNumber')
    .max(1e6, 'invalidNumber')
    .optional(),
  name: optionalString(500).optional(),
  quantity: lineQuantity().optional(),
  unit: text(40),
  unitprice: money().optional(),
  discount: percent().optional(),
  tax: percent().optional(),
  costprice: money().nullable().optional(),
};

/**
 * POST offerlines (as order lines, issue 7): with a product, name, unit, sales price, tax, cost price and the
 * customer's discount come from it unless sent; without one, name and unit price are required.
 */
export const offerLineCreateSchema = z
  .object({ offer_id: idValue, ...lineFields })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.product_id) {
      if (!body.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'required' });
      if (body.unitprice === undefined) {
        ctx.addIssue({ code: 'custom', path: ['unitprice'], message: 'required' });
      }
    }
  });
export type OfferLineCreateInput = z.infer<typeof offerLineCreateSchema>;

export const OFFER_LINE_DERIVED_FIELDS = [
  'id',
  'offer_id',
  'net',
  'productnumber',
  'createdon',
  'updatedon',
  'isactive',
] as const;

export const offerLineUpdateSchema = z.preprocess(
  dropKeys(OFFER_LINE_DERIVED_FIELDS),
  z
    .object({ ...lineFields, name: optionalString(500).optional(), version: versionField })
    .strict()
    .superRefine((body, ctx) => {
      if (body.name === null) ctx.addIssue({ code: 'custom', path: ['name'], message: 'required' });
    }),
);
export type OfferLineUpdateInput = z.infer<typeof offerLineUpdateSchema>;

export const offerLineListSchema = z
  .object({
    match: z.object({ offer_id: idValue }, typeError('required')).strict(),
    ...listPage(1000),
  })
  .strict();

/** POST offers/list: the engine's list body with the offer filters. */
export const OFFER_SORT_FIELDS = [
  'offernumber',
  'offerdate',
  'validuntil',
  'status',
  'customername',
  'description',
  'id',
] as const;
export const offerListSchema = z
  .object({
    match: z
      .object({
        status: statusNumber().optional(),
        customer_id: idValue.optional(),
        lead_id: idValue.optional(),
        responsible_id: idValue.nullable().optional(),
        equipment_id: idValue.optional(),
        isactive: z.boolean(typeError('invalidData')).optional(),
      })
      .strict()
      .optional(),
    search: z.string(typeError('invalidData')).max(200, maxCharactersMessage(200)).optional(),
    from: optionalDate(),
    to: optionalDate(),
    sort: z
      .partialRecord(
        z.enum(OFFER_SORT_FIELDS, typeError('invalidData')),
        z.union([z.literal(1), z.literal(-1)], typeError('invalidData')),
      )
      .optional(),
    ...listPage(500),
  })
  .strict();
export type OfferListInput = z.infer<typeof offerListSchema>;

/** POST offers/{id}/send: recipient required; subject and body default to the offer mail template. */
export const offerSendSchema = z
  .object({
    to: emailAddress(),
    cc: optionalField(emailAddress()),
    subject: text(250),
    body: text(20000),
  })
  .strict();
export type OfferSendInput = z.infer<typeof offerSendSchema>;

/** POST openapi/offers/{token}/respond: the customer's answer (spec 02 §4). */
export const offerRespondSchema = z
  .object({
    accepted: z.boolean(typeError('required')),
    name: requiredString(200),
    comment: text(4000),
  })
  .strict();
export type OfferRespondInput = z.infer<typeof offerRespondSchema>;

export type OfferResponse = {
  accepted: boolean;
  name: string;
  comment: string | null;
  respondedat: string;
  ipaddress: string | null;
};

export type OfferLine = {
  id: number;
  offer_id: number;
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

export type Offer = {
  id: number;
  offernumber: number;
  customer_id: number | null;
  customername: string | null;
  lead_id: number | null;
  leadname: string | null;
  contact_id: number | null;
  contactname: string | null;
  building_id: number | null;
  project_id: number | null;
  responsible_id: number | null;
  responsiblename: string | null;
  status: number;
  statusname: string | null;
  offertype_id: number | null;
  offerdate: string;
  validuntil: string | null;
  description: string | null;
  offertext: string | null;
  deliveryterms: string | null;
  customerreference: string | null;
  order_id: number | null;
  ordernumber: number | null;
  sentat: string | null;
  equipment_ids: number[];
  totals: Totals;
  cost: string;
  margin: string;
  marginpercent: string | null;
  response: OfferResponse | null;
  isactive: boolean;
  version: number;
  createdon: string;
  updatedon: string;
};

export type OfferListItem = Pick<
  Offer,
  | 'id'
  | 'offernumber'
  | 'customer_id'
  | 'customername'
  | 'lead_id'
  | 'leadname'
  | 'status'
  | 'statusname'
  | 'responsible_id'
  | 'responsiblename'
  | 'offerdate'
  | 'validuntil'
  | 'description'
  | 'order_id'
  | 'sentat'
  | 'isactive'
> & { net: string };

/** What the public answer page shows (GET openapi/offers/{token}): no ids of the tenant's other records. */
export type PublicOffer = {
  company: {
    name: string;
    address: string | null;
    orgnumber: string | null;
    phone: string | null;
    email: string | null;
    logo: string | null;
  };
  offernumber: number;
  offerdate: string;
  validuntil: string | null;
  customername: string | null;
  description: string | null;
  offertext: string | null;
  deliveryterms: string | null;
  lines: Pick<OfferLine, 'name' | 'quantity' | 'unit' | 'unitprice' | 'discount' | 'tax' | 'net'>[];
  totals: Totals;
  pdf: boolean;
};
