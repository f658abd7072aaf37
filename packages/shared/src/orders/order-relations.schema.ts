// The order's building and equipments tabs (spec 01 §2 /orders/{id} tabs building and equipments) and the
// customer's overviews tab: bodies and answers of the small calls of the orderdocs routes.
import { z } from 'zod';
import { multipleEmails, requiredEmails } from '../validation/contact.rules';
import { typeError } from '../validation/field';

const id = (message: 'required' | 'invalidData') =>
  z
    .number(typeError(message))
    .int(message)
    .positive(message)
    .max(2 ** 53, message);

/** PUT orders/{id}/building: another of the customer's buildings (or none), with the order's version (412 when stale). */
export const orderBuildingSchema = z
  .object(
    {
      building_id: id('invalidData').nullable(),
      version: z.number(typeError('required')).int('invalidNumber').min(1, 'invalidNumber'),
    },
    typeError('invalidData'),
  )
  .strict();
export type OrderBuildingInput = z.infer<typeof orderBuildingSchema>;

/** POST / DELETE orders/{id}/equipments: pieces of the order's customer to add or take off the order. */
export const orderEquipmentsSchema = z
  .object(
    {
      equipment_ids: z
        .array(id('invalidData'), typeError('required'))
        .min(1, 'required')
        .max(200, 'invalidData'),
    },
    typeError('invalidData'),
  )
  .strict();
export type OrderEquipmentsInput = z.infer<typeof orderEquipmentsSchema>;

/** A row of the equipment's orders tab and of the order's equipments tab. */
export type EquipmentOrderRow = {
  id: number;
  ordernumber: number;
  description: string | null;
  status: number;
  statusname: string | null;
  orderdate: string;
  customername: string | null;
};
export type OrderEquipmentRow = {
  id: number;
  name: string;
  number: string | null;
  serialnumber: string | null;
  building_id: number | null;
};

/**
 * A year of the customer's overviews tab: orders and offers made that year, the order lines' net and contribution
 * margin (net less the lines' cost), and what was invoiced, which stays 0 until invoicing exists.
 */
export type CustomerOverviewYear = {
  year: number;
  orders: number;
  offers: number;
  net: string;
  cost: string;
  margin: string;
  invoiced: string;
};

/** The order report types printed from an order (spec 01 §9); 3 is the service report with the order's checklists. */
export const PRINTABLE_ORDER_TYPES = [1, 2, 3, 4, 9] as const;
export type PrintableOrderType = (typeof PRINTABLE_ORDER_TYPES)[number];

const printType = () =>
  z
    .number(typeError('required'))
    .refine((t) => (PRINTABLE_ORDER_TYPES as readonly number[]).includes(t), 'invalidData')
    .transform((t) => t as PrintableOrderType);

/**
 * POST orders/{id}/send: the printed document of `type` by e-mail with the order mail text. Subject and body
 * default to the tenant's text (a mail template the user picked, else the standard text of the event) filled with
 * the order's values; receivers as 'a@x.no; b@y.no' or a list (spec 01 §5 multiple e-mails).
 */
export const orderSendSchema = z
  .object(
    {
      type: printType(),
      to: requiredEmails().refine((l) => l.length <= 50, 'invalidEmail'),
      cc: multipleEmails()
        .refine((l) => l.length <= 50, 'invalidEmail')
        .optional(),
      subject: z.string(typeError('invalidData')).max(250, 'maxCharacters').optional(),
      body: z.string(typeError('invalidData')).max(100_000, 'maxCharacters').optional(),
      mailtemplate_id: id('invalidData').nullable().optional(),
    },
    typeError('invalidData'),
  )
  .strict();
export type OrderSendInput = z.infer<typeof orderSendSchema>;

/** GET orders/{id}/mail_draft?type=N: what the send dialog opens with. */
export type OrderMailDraft = { to: string[]; subject: string; body: string; filename: string };
