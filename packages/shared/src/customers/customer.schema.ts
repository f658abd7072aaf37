// The customer, contact and address rules, written once for the server and the forms (STYLE "Forms take their
// schema from packages/shared"). The engine's field types and formats give the shapes and the format rules of
// spec 01 §5 (MOD11, e-mail, phone); these add what a field definition cannot say (numbers typed as text,
// payment-term days, discounts, references answering 'invalidData').
import { savedBackShape, serverOwnedFields } from '../resources/define-resource';
import { z } from 'zod';
import { clientFieldsMask, createSchema, type ResourceDef } from '../resources/define-resource';
import { postalCode } from '../validation/contact.rules';
import { fail, optionalField, typeError } from '../validation/field';
import { discount, integerString, signedNumberString } from '../validation/number.rules';
import { customFieldsInputSchema } from '../settings/custom-field-values.rules';
import { ADDRESS_TYPES, CUSTOMER_DISCOUNT_FIELDS, PAYMENT_TERM_DAYS } from './customer-constants';
import { contactsResource, customersResource } from './customers.resources';
import { maxCharactersMessage, rangeMessage } from '../validation/messages';

type Shape = Record<string, z.ZodType>;

/** The definition's create shape with some fields replaced by stricter rules, without the fields the server sets. */
function ruleShape(def: ResourceDef, rules: Shape): Shape {
  const shape: Shape = { ...(createSchema(def).shape as Shape), ...rules };
  for (const key of Object.keys(clientFieldsMask(def))) delete shape[key];
  return shape;
}

const versionShape = {
  version: z.number('required').int('invalidNumber').positive('invalidNumber'),
  id: z.number().optional(),
};

/** spec 01 §9: payment terms are one of the allowed day counts (0, 5, 7 ... 90); '30' and 30 both read 30. */
export function paymentTermDays() {
  return z.union([z.number(), z.string()], typeError('invalidData')).transform((raw, ctx) => {
    const text = String(raw).trim();
    const days = /^\d+$/.test(text) ? Number(text) : NaN;
    return (PAYMENT_TERM_DAYS as readonly number[]).includes(days) ? days : fail(ctx, raw, 'invalidData');
  });
}

/** A coordinate in degrees within ±limit; the decimal comma is accepted ('59,9139'). */
export function coordinate(limit: 90 | 180) {
  return signedNumberString().refine((v) => v >= -limit && v <= limit, rangeMessage(-limit, limit));
}

/** A whole number from 1 up to max ('10001' or 10001). */
function positiveInteger(max: number) {
  return integerString().refine((v) => v >= 1 && v <= max, rangeMessage(1, max));
}

/** A reference to another record: a positive id, or null/'' for none. */
const refId = () =>
  z.union([z.number('invalidData').int('invalidData').positive('invalidData'), z.null()]).optional();

const customerRules: Shape = {
  customernumber: optionalField(positiveInteger(2_000_000_000)),
  customerstate: optionalField(positiveInteger(3)),
  paymentterms: optionalField(paymentTermDays()),
  priorityid: refId(),
  shipmentid: refId(),
  industryid: refId(),
  productgroupid: refId(),
  mainsupplierid: refId(),
  secondarysupplierid: refId(),
  ...Object.fromEntries(CUSTOMER_DISCOUNT_FIELDS.map((f) => [f, optionalField(discount())])),
  // Checked against the tenant's custom field definitions by the server (checkCustomFieldValues).
  customfields: customFieldsInputSchema.optional(),
};

/** Body of POST customers (and of each imported row). */
export const customerCreateSchema = z.object(ruleShape(customersResource, customerRules)).strict();

/** Body of PUT customers/{id}: any subset of the fields plus the version read. */
export const customerUpdateSchema = customerCreateSchema
  .partial()
  .extend({ ...versionShape, ...savedBackShape(serverOwnedFields(customersResource)) })
  .strict();

/**
 * spec 01 §3 customer type 'private' and the flag isprivatecustomer say the same thing: whichever the input
 * gives decides the other, so the lookups (which filter on the flag) and the form (which shows the type) agree.
 */
export function syncCustomerType<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = { ...values };
  if (typeof out.customertype === 'string' && out.customertype !== '') {
    out.isprivatecustomer = out.customertype === 'private';
  } else if (typeof out.isprivatecustomer === 'boolean') {
    out.customertype = out.isprivatecustomer ? 'private' : 'customer';
  }
  return out as T;
}

const contactRules: Shape = {
  customerid: refId(),
};

/** Body of POST contacts. */
export const contactCreateSchema = z.object(ruleShape(contactsResource, contactRules)).strict();
/** Body of PUT contacts/{id}. */
export const contactUpdateSchema = contactCreateSchema
  .partial()
  .extend({ ...versionShape, ...savedBackShape([...serverOwnedFields(contactsResource), 'customername']) })
  .strict();

const text = (max: number) =>
  z.string('invalidData').trim().max(max, maxCharactersMessage(max)).nullable().optional();

/** Most characters of an address's text fields (issue 12: the form states them as the server checks them). */
export const ADDRESS_TEXT_MAX: Record<string, number> = { street: 200, zip: 10, city: 100, country: 100 };

/** One address of a customer (spec 01 §3 address types; spec 02 §3: latitude, longitude, zip, city). */
const addressShape = z
  .object({
    addresstype: z.union([z.number(), z.string()], typeError('invalidData')).transform((raw, ctx) => {
      const type = Number(raw);
      return (ADDRESS_TYPES as readonly number[]).includes(type) ? type : fail(ctx, raw, 'invalidData');
    }),
    street: text(ADDRESS_TEXT_MAX.street!),
    zip: optionalField(postalCode()),
    city: text(ADDRESS_TEXT_MAX.city!),
    country: text(ADDRESS_TEXT_MAX.country!),
    latitude: optionalField(coordinate(90)),
    longitude: optionalField(coordinate(180)),
  })
  .strict();

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * An address needs a street, a postcode, a town or coordinates: one with only the preset country would be saved
 * as an address reading 'Norge' (issue 12). The message names the street, the first field of the dialog.
 */
export const addressSchema = addressShape.superRefine((a, ctx) => {
  if (isEmptyAddress(a)) ctx.addIssue({ code: 'custom', path: ['street'], message: 'addressEmpty' });
});

/**
 * An address with no street, postcode, town or coordinates (only the preset country): refused on create and, on
 * the saved address merged with the change, on update (issue 12).
 */
export function isEmptyAddress(a: Record<string, unknown>): boolean {
  return [a.street, a.zip, a.city, a.latitude, a.longitude].every(blank);
}
export const addressUpdateSchema = addressShape.partial().extend(versionShape).strict();

export type CustomerAddress = {
  id: number;
  customerid: number;
  addresstype: number;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  version: number;
};

/** GET customers/check_organization_exists answer. */
export type OrganizationExists = { exists: boolean; customerid?: number; name?: string };
