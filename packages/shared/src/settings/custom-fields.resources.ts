import type { FieldIssue } from '../resources/define-resource';
import { POSITION, settingsList } from './settings-list';

// spec 01 §2 Settings "Customers: custom fields" and the tickets' /ticket_custom_fields: fields a company adds
// to its customers (and, with the tickets module, to its tickets). One list per module, so each has the
// permission of its own screen (the ticket one is administrator-only, spec 01 §6) and the module needs no column.

/** spec 01 §3 "Custom field data types". */
export const CUSTOM_FIELD_DATA_TYPES = [
  'string',
  'multiline_string',
  'number',
  'date',
  'label',
  'checkbox',
  'select',
  'radiobox',
  'image',
  'frequency',
  'type_of_service',
] as const;
export type CustomFieldDataType = (typeof CUSTOM_FIELD_DATA_TYPES)[number];

/** spec 01 §3: "the selectable list omits the last three" (image, frequency, type_of_service). */
export const SELECTABLE_CUSTOM_FIELD_DATA_TYPES = CUSTOM_FIELD_DATA_TYPES.slice(0, 8);

/** Data types whose value is one of the definition's options. */
export const CHOICE_DATA_TYPES: readonly CustomFieldDataType[] = ['select', 'radiobox'];

/** A label is a heading between the fields: it shows text and holds no value. */
export const VALUELESS_DATA_TYPES: readonly CustomFieldDataType[] = ['label'];

/** Most choices a select or radio group offers; beyond that a list of its own is the better tool. */
export const MAX_CUSTOM_FIELD_OPTIONS = 100;

/**
 * A select or radio group needs something to choose: at least one option, none blank, none twice (two equal
 * options could not be told apart in the saved value).
 */
export function checkCustomFieldDefinition(row: Readonly<Record<string, unknown>>): FieldIssue[] {
  if (!CHOICE_DATA_TYPES.includes(row.datatype as CustomFieldDataType)) return [];
  const options = Array.isArray(row.options) ? (row.options as unknown[]).map((o) => String(o).trim()) : [];
  if (options.length === 0) return [{ field: 'options', message: 'required' }];
  const lower = options.map((o) => o.toLowerCase());
  if (options.some((o) => o === '') || new Set(lower).size !== lower.length) {
    return [{ field: 'options', message: 'invalidData' }];
  }
  if (options.length > MAX_CUSTOM_FIELD_OPTIONS) return [{ field: 'options', message: 'invalidData' }];
  return [];
}

function customFieldList(name: string, screen: string, adminOnly: boolean) {
  return settingsList({
    name,
    screen,
    ...(adminOnly ? { adminOnly } : {}),
    fields: {
      label: { type: 'text', required: true, max: 100, unique: true },
      datatype: { type: 'text', required: true, options: SELECTABLE_CUSTOM_FIELD_DATA_TYPES },
      options: { type: 'textarray' },
      required: { type: 'boolean' },
      position: POSITION,
    },
    listColumns: ['position', 'label', 'datatype', 'required', 'isactive'],
    searchFields: ['label'],
    defaultSort: { field: 'position', dir: 1 },
    displayField: 'label',
    rowRules: checkCustomFieldDefinition,
  });
}

/** Custom fields of customers: their values are stored on the customer (customers.customfields). */
export const customercustomfieldsResource = customFieldList(
  'customercustomfields',
  'customer_custom_fields',
  false,
);

/** Custom fields of tickets (spec 01 §6: administrator-only); their values come with the tickets module. */
export const ticketcustomfieldsResource = customFieldList('ticketcustomfields', 'ticket_custom_fields', true);

export const CUSTOM_FIELD_LISTS = [customercustomfieldsResource, ticketcustomfieldsResource];
