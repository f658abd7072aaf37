// Bodies of the order calls the SOS handling needs (spec 01 §7 "Equipment, orders, files, hours"): POST orders and
// PUT orders/update_specific_properties/{id}. Server and (later) the order forms parse with these.
import { z } from 'zod';
import { typeError } from '../validation/field';
import { isoDate, optionalString } from '../validation/text.rules';
import { ORDER_ERRORS } from './order.rules';

const id = (message: 'required' | 'invalidData') =>
  z
    .number(typeError(message))
    .int(message)
    .positive(message)
    .max(2 ** 53, message);

/** A status number of the tenant's order status list (the list allows 1 to 9999). */
const statusNumber = () =>
  z
    .number(typeError('invalidNumber'))
    .int('invalidNumber')
    .min(1, 'invalidNumber')
    .max(9999, 'invalidNumber');

const optionalDate = () => isoDate().nullable().optional();

/**
 * POST orders (spec 02 §3 "Order and project"): the customer is required; number, status and order date default
 * to the next number, the tenant's default status and today. equipment_ids are the order's equipment (the order's
 * equipments tab, spec 01 §2).
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
    building_id: id('invalidData').nullable().optional(),
    equipment_ids: z.array(id('invalidData'), typeError('invalidData')).max(200, 'invalidData').optional(),
    status: statusNumber().optional(),
    responsible_id: id('invalidData').nullable().optional(),
    ordertype_id: id('invalidData').nullable().optional(),
    ordercategory_id: id('invalidData').nullable().optional(),
    description: optionalString(4000).optional(),
    orderdate: isoDate().optional(),
    startdate: optionalDate(),
    enddate: optionalDate(),
    deadlinedate: optionalDate(),
    isactive: z.boolean(typeError('invalidData')).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.startdate && body.enddate && body.enddate < body.startdate) {
      ctx.addIssue({ code: 'custom', path: ['enddate'], message: ORDER_ERRORS.endBeforeStart });
    }
  });
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
  isactive: boolean;
  version: number;
  createdon: string;
  updatedon: string;
};
