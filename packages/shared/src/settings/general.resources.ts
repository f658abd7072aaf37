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
  fieldcustomizationResource,
  documentfilenamesResource,
  dmsfoldernamesResource,
  customtilesResource,
  iframedashboardsResource,
];
