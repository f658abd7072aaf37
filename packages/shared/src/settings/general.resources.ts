import { MODULE_KEYS } from '../tenants/modules';
import { NAME, nameList, settingsList } from './settings-list';

// spec 01 §2 Settings "General", "Documents and templates" and "Other" lists that are plain lists.

/**
 * Field customisation per module (spec 01 §7: fieldcustomization/query filtered by module): a field's own label,
 * hidden or required. `hidden` rather than 'visible', so a new row changes nothing until it says so.
 */
export const fieldcustomizationResource = settingsList({
  name: 'fieldcustomization',
  screen: 'field_customization',
  fields: {
    module: { type: 'text', required: true, options: MODULE_KEYS },
    field: { type: 'text', required: true, max: 100 },
    label: { type: 'text', max: 200 },
    hidden: { type: 'boolean' },
    required: { type: 'boolean' },
  },
  searchFields: ['field', 'label'],
  defaultSort: { field: 'field', dir: 1 },
  displayField: 'field',
});

/** The registers a property can describe. */
export const PROPERTY_MODULES = ['equipments', 'internal_equipments', 'products', 'buildings'] as const;

/**
 * spec 01 §2 Settings "General: properties" ('egenskaper'): the characteristics a company records on its equipment,
 * products or buildings beyond the fixed fields, e.g. 'Effekt' in kW or 'Fyllmengde' in kg, with the unit shown
 * beside the value. The same name may exist for two registers.
 */
export const propertiesResource = settingsList({
  name: 'properties',
  screen: 'properties',
  fields: {
    name: { type: 'text', required: true, max: 100 },
    module: { type: 'text', required: true, options: PROPERTY_MODULES },
    unit: { type: 'text', max: 20 },
    description: { type: 'text', max: 500 },
  },
  listColumns: ['name', 'module', 'unit', 'isactive'],
  searchFields: ['name', 'unit'],
});

/** File names documents are saved under, offered when a document is uploaded or generated. */
export const documentfilenamesResource = nameList('documentfilenames', 'document_file_names');

/** Folder names of the document storage. */
export const dmsfoldernamesResource = nameList('dmsfoldernames', 'dms_folder_names');

/** spec 01 §3 "Custom tile: icon, name, url, showinmainmenu, showinsidehsesubmenu, webmenu_order_no". */
export const customtilesResource = settingsList({
  name: 'customtiles',
  screen: 'custom_tiles',
  fields: {
    name: NAME,
    url: { type: 'text', required: true, max: 255 },
    icon: { type: 'text', max: 50 },
    showinmainmenu: { type: 'boolean' },
    showinsidehsesubmenu: { type: 'boolean' },
    webmenu_order_no: { type: 'integer', min: 0, max: 9999 },
  },
  listColumns: ['name', 'url', 'showinmainmenu', 'webmenu_order_no', 'isactive'],
  searchFields: ['name', 'url'],
});

/** Pages shown in a frame on the dashboard (dashboard option 'iframes' of spec 01 §3). */
export const iframedashboardsResource = settingsList({
  name: 'iframedashboards',
  screen: 'iframe_dashboard',
  fields: {
    name: NAME,
    url: { type: 'text', required: true, max: 255 },
    position: { type: 'integer', min: 0, max: 9999 },
  },
});

export const GENERAL_LISTS = [
  propertiesResource,
  fieldcustomizationResource,
  documentfilenamesResource,
  dmsfoldernamesResource,
  customtilesResource,
  iframedashboardsResource,
];
