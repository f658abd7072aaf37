// The order's building and equipments tabs (spec 01 §2 /orders/{id} tabs building and equipments) and the
// customer's overviews tab: bodies and answers of the small calls of the orderdocs routes.
import { z } from 'zod';
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
