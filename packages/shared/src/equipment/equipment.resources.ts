import { defineResource } from '../resources/define-resource';

// spec 02 §3 "Equipment" and spec 01 §3 tracker fields: a customer's equipment (/equipments). Lookups, list and delete
// run on the resource engine's functions; create and update have rules of their own (equipment.service.ts).
export const equipmentsResource = defineResource({
  name: 'equipments',
  table: 'equipments',
  permission: 'equipments_view',
  kind: 'name',
  fields: {
    name: { type: 'text', required: true, max: 200 },
    number: { type: 'text', max: 50 },
    internalnumber: { type: 'text', max: 50 },
    barcode: { type: 'text', max: 100, unique: true },
    serialnumber: { type: 'text', max: 100 },
    customer_id: { type: 'integer', required: true, ref: 'customers' },
    building_id: { type: 'integer', ref: 'buildings' },
    address: { type: 'text', max: 300 },
    location: { type: 'text', max: 200 },
    type_id: { type: 'integer', ref: 'equipmenttypes' },
    category_id: { type: 'integer', ref: 'equipmentcategory' },
    model_id: { type: 'integer', ref: 'equipmentmodels' },
    fabricate_id: { type: 'integer', ref: 'equipmentfabricates' },
    ownstatus_id: { type: 'integer', ref: 'equipmentownstatuslist' },
    refrigerant_id: { type: 'integer', ref: 'refrigerants' },
    /** Refrigerant volume in kg. */
    refrigerantvolume: { type: 'decimal', min: 0, max: 100_000 },
    installdate: { type: 'date' },
    warrantyuntil: { type: 'date' },
    yearmodel: { type: 'integer', min: 1900, max: 2100 },
    visitsperyear: { type: 'integer', min: 0, max: 365 },
    hourspervisit: { type: 'decimal', min: 0, max: 1000 },
    plannedvisit: { type: 'date' },
    nextvisit: { type: 'date' },
    lastvisit: { type: 'date' },
    /** Months between services. */
    serviceinterval: { type: 'integer', min: 0, max: 240 },
    /** Months between leak checks (F-gas): set by the server from the charge's CO2-equivalent (EU 2024/573). */
    leakinterval: { type: 'integer', min: 0, max: 240, serverSet: true },
    /** A leak detection system doubles the leak-check interval. */
    leakdetectionsystem: { type: 'boolean' },
    /** The last leak check a checklist recorded, and the next one due (server-set). */
    lastleakcheck: { type: 'date', serverSet: true },
    nextleakcheck: { type: 'date', serverSet: true },
    agreementtype: { type: 'text', max: 100 },
    agreementnumber: { type: 'text', max: 100 },
    capacity: { type: 'text', max: 100 },
    /** Safe working load, as written on the plate (e.g. '5 t'). */
    swl: { type: 'text', max: 100 },
    hourmeter: { type: 'decimal', min: 0, max: 100_000_000 },
    customerreferencenumber: { type: 'text', max: 100 },
    /** spec 02 §5: equipment for rental must have a product. */
    isrental: { type: 'boolean' },
    product_id: { type: 'integer', ref: 'products' },
    description: { type: 'text', max: 4000 },
    trackingdevice_id: { type: 'text', max: 100 },
    /** spec 01 §3 device types: 1 customer, 2 employee. */
    trackingdevice_type: { type: 'integer', min: 1, max: 2 },
    /** Set by the tracker through update_specific_properties, cleared by the SOS actions; not a form field. */
    trackingdevice_sos: { type: 'boolean', serverSet: true },
  },
  listColumns: [
    'name',
    'number',
    'serialnumber',
    'barcode',
    'customer_id',
    'type_id',
    'nextvisit',
    'isactive',
  ],
  searchFields: ['name', 'number', 'internalnumber', 'serialnumber', 'barcode', 'customerreferencenumber'],
  defaultSort: { field: 'name', dir: 1 },
});

// spec 01 §2 /internal-equipments and spec 02 §1 (HSE: internal equipment): the company's own tools and machines.
export const internalEquipmentsResource = defineResource({
  name: 'internalequipments',
  table: 'internal_equipments',
  permission: 'internal_equipments_view_others',
  kind: 'name',
  fields: {
    name: { type: 'text', required: true, max: 200 },
    number: { type: 'text', max: 50 },
    barcode: { type: 'text', max: 100, unique: true },
    serialnumber: { type: 'text', max: 100 },
    category_id: { type: 'integer', ref: 'internalequipmentcategory' },
    type_id: { type: 'integer', ref: 'internalequipmenttypes' },
    model_id: { type: 'integer', ref: 'internalequipmentmodels' },
    fabricate_id: { type: 'integer', ref: 'internalequipmentfabricate' },
    department_id: { type: 'integer', ref: 'departments' },
    /** The member responsible for the piece (a user id; the server checks the user is a member). */
    responsible_id: { type: 'integer', ref: 'users' },
    location: { type: 'text', max: 200 },
    purchasedate: { type: 'date' },
    purchaseprice: { type: 'money', min: 0, max: 999_999_999_999 },
    warrantyuntil: { type: 'date' },
    yearmodel: { type: 'integer', min: 1900, max: 2100 },
    hourmeter: { type: 'decimal', min: 0, max: 100_000_000 },
    lastcontrol: { type: 'date' },
    nextcontrol: { type: 'date' },
    /** Months between controls. */
    controlinterval: { type: 'integer', min: 0, max: 240 },
    description: { type: 'text', max: 4000 },
    /** Who registered the piece (spec 02 §6: view_my_own sees these); set by the server, not a form field. */
    createdby: { type: 'integer', min: 1, serverSet: true },
  },
  listColumns: ['name', 'number', 'serialnumber', 'category_id', 'location', 'nextcontrol', 'isactive'],
  searchFields: ['name', 'number', 'serialnumber', 'barcode', 'location'],
  defaultSort: { field: 'name', dir: 1 },
});
