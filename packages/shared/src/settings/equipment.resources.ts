import { DESCRIPTION, NAME, PLAIN_NAME, nameList, settingsList } from './settings-list';

// spec 01 §2 Settings "Equipment" and the equipment lookups of spec 01 §3 and §7 (get_active), with the
// internal-equipment variants under the API names the spec gives (internalequipmentfabricate is singular there).

export const equipmentcategoryResource = nameList('equipmentcategory', 'equipment_category');
export const equipmenttypesResource = nameList('equipmenttypes', 'equipment_type');
export const equipmentfabricatesResource = nameList('equipmentfabricates', 'equipment_fabricate');

/** A model belongs to a maker; the same model name can exist under two makers. */
export const equipmentmodelsResource = settingsList({
  name: 'equipmentmodels',
  screen: 'equipment_model',
  fields: {
    name: PLAIN_NAME,
    fabricate_id: { type: 'integer', ref: 'equipmentfabricates' },
    type_id: { type: 'integer', ref: 'equipmenttypes' },
    description: DESCRIPTION,
  },
});

/**
 * spec 01 §2 Settings "Equipment: type, model, detail, fabricate": the detail (variant or component, e.g. 'Innedel',
 * 'Utedel') that narrows an equipment's type and model.
 */
export const equipmentdetailsResource = nameList('equipmentdetails', 'equipment_detail');

export const equipmentstatusesResource = nameList('equipmentstatuses', 'equipment_status');
export const equipmentownstatuslistResource = nameList('equipmentownstatuslist', 'equipment_own_status');

/** Refrigerants with their global warming potential, for the F-gas report's CO₂ equivalents. */
export const refrigerantsResource = settingsList({
  name: 'refrigerants',
  screen: 'refrigerants',
  fields: {
    name: { ...NAME, max: 30 },
    gwp: { type: 'integer', min: 0, max: 100_000 },
    description: DESCRIPTION,
  },
});

export const machinecategoriesResource = nameList('machinecategories', 'machine_categories');
export const equipmentrelatedtypesResource = nameList('equipmentrelatedtypes', 'equipment_related_type');
export const equipmentareasResource = nameList('equipmentareas', 'equipment_area');

/** A ready text that fills an equipment's description. */
export const equipmentdescriptiontemplatesResource = settingsList({
  name: 'equipmentdescriptiontemplates',
  screen: 'equipment_description_template',
  fields: { name: NAME, text: { type: 'text', required: true, max: 4000 } },
});

export const internalequipmentcategoryResource = nameList(
  'internalequipmentcategory',
  'internal_equipment_category',
);
export const internalequipmenttypesResource = nameList('internalequipmenttypes', 'internal_equipment_type');
export const internalequipmentfabricateResource = nameList(
  'internalequipmentfabricate',
  'internal_equipment_fabricate',
);
export const internalequipmentmodelsResource = settingsList({
  name: 'internalequipmentmodels',
  screen: 'internal_equipment_model',
  fields: {
    name: PLAIN_NAME,
    fabricate_id: { type: 'integer', ref: 'internalequipmentfabricate' },
    description: DESCRIPTION,
  },
});

/** Inspection types with the months until the next inspection (system configuration names the default one). */
export const inspectiontypesResource = settingsList({
  name: 'inspectiontypes',
  screen: 'inspection_types',
  fields: { name: NAME, intervalmonths: { type: 'integer', min: 1, max: 120 }, description: DESCRIPTION },
});

/** The company's certifications shown on service reports (e.g. F-gas company certificate). */
export const systemcertificatesResource = settingsList({
  name: 'systemcertificates',
  screen: 'system_certificate',
  fields: {
    name: NAME,
    certificatenumber: { type: 'text', max: 50 },
    validto: { type: 'date' },
  },
});

export const EQUIPMENT_LISTS = [
  equipmentcategoryResource,
  equipmenttypesResource,
  equipmentfabricatesResource,
  equipmentmodelsResource,
  equipmentdetailsResource,
  equipmentstatusesResource,
  equipmentownstatuslistResource,
  refrigerantsResource,
  machinecategoriesResource,
  equipmentrelatedtypesResource,
  equipmentareasResource,
  equipmentdescriptiontemplatesResource,
  internalequipmentcategoryResource,
  internalequipmenttypesResource,
  internalequipmentfabricateResource,
  internalequipmentmodelsResource,
  inspectiontypesResource,
  systemcertificatesResource,
];
