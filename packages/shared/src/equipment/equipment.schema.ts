// Bodies of the equipment calls (spec 01 §7 "Equipment, orders, files, hours"); server and forms parse with these.
import { z } from 'zod';
import {
  clientFieldsMask,
  createSchema,
  savedBackShape,
  serverOwnedFields,
  updateSchema,
} from '../resources/define-resource';
import { typeError } from '../validation/field';
import {
  equipmentFieldIssues,
  SOS_ACTIONS,
  type EquipmentRuleInput,
  type SosAction,
} from './equipment.rules';
import { equipmentsResource, internalEquipmentsResource } from './equipment.resources';
import { maxCharactersMessage } from '../validation/messages';

const positiveId = (message: 'required' | 'invalidData') =>
  z
    .number(typeError(message))
    .int(message)
    .positive(message)
    .max(2 ** 53, message);

/** POST equipments: the definition's fields (the SOS flag is the tracker's) and spec 02 §5 'rental needs a product'. */
export const equipmentCreateSchema = createSchema(equipmentsResource)
  .omit(clientFieldsMask(equipmentsResource))
  // A missing customer reads 'required' (the engine's number rule would say invalidNumber).
  .extend({ customer_id: positiveId('required') })
  .superRefine((body, ctx) => {
    for (const issue of equipmentFieldIssues(body as EquipmentRuleInput)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });

/** PUT equipments/{id}: any subset plus the version read; the rental rule is checked on the merged record. */
export const equipmentUpdateSchema = updateSchema(equipmentsResource)
  .omit(clientFieldsMask(equipmentsResource))
  .extend({
    customer_id: positiveId('required').optional(),
    // Saving back (issue 7): the SOS flag (set by its own call) and the names of references GET answers.
    ...savedBackShape([
      ...serverOwnedFields(equipmentsResource),
      'customername',
      'typename',
      'modelname',
      'fabricatename',
      'buildingname',
      'productname',
      'trackingdevice_sosdate',
      // F-gas (issue 8): the charge's CO2-equivalent, computed from the refrigerant and the charge.
      'co2e',
    ]),
  });

export const internalEquipmentCreateSchema = createSchema(internalEquipmentsResource).omit(
  clientFieldsMask(internalEquipmentsResource),
);
export const internalEquipmentUpdateSchema = updateSchema(internalEquipmentsResource)
  .omit(clientFieldsMask(internalEquipmentsResource))
  .extend(
    savedBackShape([
      ...serverOwnedFields(internalEquipmentsResource),
      'categoryname',
      'departmentname',
      'responsiblename',
    ]),
  );

const isoTimestamp = () =>
  z.iso.datetime({ offset: true, error: (issue) => (issue.input == null ? 'required' : 'invalidDate') });

/**
 * PUT equipments/update_specific_properties/{id} (spec 01 §7): the tracker's SOS flag and its time. Raising the flag
 * without a time stamps it now; the version is optional (a tracker does not read before it writes).
 */
export const updateSpecificPropertiesSchema = z
  .object({
    trackingdevice_sos: z.boolean(typeError('invalidData')),
    trackingdevice_sosdate: isoTimestamp().nullable().optional(),
    version: positiveId('invalidData').optional(),
  })
  .strict();

/**
 * POST equipmentsoslogs (spec 01 §3 "Equipment SOS log"). The log is written as the signed-in user at the server's
 * time: userid, when sent, must be that user, and createdon is accepted but the server's clock decides.
 */
export const equipmentSosLogCreateSchema = z
  .object({
    equipmentid: positiveId('required'),
    orderid: positiveId('invalidData').nullable().optional(),
    userid: positiveId('invalidData').nullable().optional(),
    action: z.enum(SOS_ACTIONS, typeError('invalidData')),
    log: z
      .string(typeError('invalidData'))
      .trim()
      .max(2000, maxCharactersMessage(2000))
      .nullable()
      .optional(),
    createdon: z.string(typeError('invalidData')).max(40, 'invalidData').nullable().optional(),
  })
  .strict();

/**
 * POST equipments/{id}/sos_action: one SOS action of the soslogs tab in one transaction (the calls of spec 01 §7
 * in sequence: first active order, order update, equipment update, log). responsible_id is the active member an
 * assign hands the order to (default: the signed-in user); other actions ignore it.
 */
export const sosActionSchema = z
  .object({
    action: z.enum(SOS_ACTIONS, typeError('required')),
    log: z
      .string(typeError('invalidData'))
      .trim()
      .max(2000, maxCharactersMessage(2000))
      .nullable()
      .optional(),
    responsible_id: positiveId('invalidData').nullable().optional(),
  })
  .strict();

export type Equipment = {
  id: number;
  name: string;
  number: string | null;
  internalnumber: string | null;
  barcode: string | null;
  serialnumber: string | null;
  customer_id: number;
  building_id: number | null;
  address: string | null;
  location: string | null;
  type_id: number | null;
  category_id: number | null;
  model_id: number | null;
  fabricate_id: number | null;
  ownstatus_id: number | null;
  refrigerant_id: number | null;
  refrigerantvolume: number | null;
  installdate: string | null;
  warrantyuntil: string | null;
  yearmodel: number | null;
  visitsperyear: number | null;
  hourspervisit: number | null;
  plannedvisit: string | null;
  nextvisit: string | null;
  lastvisit: string | null;
  serviceinterval: number | null;
  leakinterval: number | null;
  leakdetectionsystem: boolean;
  lastleakcheck: string | null;
  nextleakcheck: string | null;
  agreementtype: string | null;
  agreementnumber: string | null;
  capacity: string | null;
  swl: string | null;
  hourmeter: number | null;
  customerreferencenumber: string | null;
  isrental: boolean;
  product_id: number | null;
  description: string | null;
  trackingdevice_id: string | null;
  trackingdevice_type: number | null;
  trackingdevice_sos: boolean;
  trackingdevice_sosdate: string | null;
  isactive: boolean;
  version: number;
  createdon: string;
  updatedon: string;
};

/** A row of POST equipments/list: the equipment with the names of what it points at. */
export type EquipmentListItem = Equipment & {
  customername: string | null;
  typename: string | null;
  modelname: string | null;
  fabricatename: string | null;
};

export type EquipmentSosLog = {
  id: number;
  equipmentid: number;
  orderid: number | null;
  /** The number of that order, as users quote it. */
  ordernumber: number | null;
  userid: number | null;
  username: string | null;
  action: SosAction;
  log: string | null;
  createdon: string;
};

export type InternalEquipment = {
  id: number;
  name: string;
  number: string | null;
  barcode: string | null;
  serialnumber: string | null;
  category_id: number | null;
  type_id: number | null;
  model_id: number | null;
  fabricate_id: number | null;
  department_id: number | null;
  responsible_id: number | null;
  location: string | null;
  purchasedate: string | null;
  purchaseprice: number | null;
  warrantyuntil: string | null;
  yearmodel: number | null;
  hourmeter: number | null;
  lastcontrol: string | null;
  nextcontrol: string | null;
  controlinterval: number | null;
  description: string | null;
  createdby: number | null;
  isactive: boolean;
  version: number;
  createdon: string;
  updatedon: string;
};
