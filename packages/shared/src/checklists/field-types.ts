// spec 02 §3 "Checklist form field types (builder)": the numbered field types of the form builder, which palette
// each sits in, which may be flagged read-only, and the attributes each type carries (the spec's table). The
// builder (web), the form schema, the fill-in screen and the PDF report all read this one catalogue.

/** Attributes every field has (spec 02 §3 "Common attributes of a field"). */
export const COMMON_FIELD_ATTRIBUTES = [
  'name',
  'label',
  'type',
  'columns',
  'default_value',
  'canExclude',
  'dynamicpanelkey',
] as const;

export type FieldTypeInfo = {
  /** The spec's type number. */
  type: number;
  /** Short English name (the translation key is `checklistsapi.fieldType_<type>`). */
  name: string;
  /** spec 02 §3: the standard palette holds 1-7, 9, 11, 15, 16, 17, 22, 23, 25, 26; the rest are advanced. */
  palette: 'standard' | 'advanced';
  /** spec 02 §3: text field, text area, checkbox, radio, select, date, time, attachments with comments, user,
   * equipment component may be flagged read-only. */
  readonlyAllowed: boolean;
  /** The type's own attributes beyond the common ones (spec 02 §3 table "Notable attributes"). */
  attributes: readonly string[];
  /** True for types that only show something (no answer is stored for them). */
  display: boolean;
};

const t = (
  type: number,
  name: string,
  palette: 'standard' | 'advanced',
  readonlyAllowed: boolean,
  attributes: readonly string[] = [],
  display = false,
): FieldTypeInfo => ({ type, name, palette, readonlyAllowed, attributes, display });

/**
 * The catalogue. The spec numbers the types 1 to 33 but names no type 27 (it was retired in the original), so
 * there are 32 entries; "33 field types" in the issue counts the numbers.
 */
export const FIELD_TYPES: readonly FieldTypeInfo[] = [
  t(1, 'text field', 'standard', true, ['placeholder']),
  t(2, 'text area', 'standard', true, ['placeholder', 'rows']),
  t(3, 'checkbox', 'standard', true, ['viewType', 'options', 'products']),
  t(4, 'radio', 'standard', true, ['viewType', 'options']),
  t(5, 'select', 'standard', true, ['options', 'is_multiselect', 'isAPI', 'apilist']),
  t(6, 'date', 'standard', true),
  t(7, 'time', 'standard', true),
  t(8, 'switch', 'advanced', false),
  t(9, 'file', 'standard', false, ['multiple']),
  t(10, 'component', 'advanced', false, ['components']),
  t(11, 'divider', 'standard', false, [], true),
  t(12, 'grid', 'advanced', false, ['components', 'rows']),
  t(13, 'signature', 'advanced', false),
  t(14, 'panel', 'advanced', false, ['panelkey', 'dataRows'], true),
  t(15, 'invent component', 'standard', false, ['grid_header', 'grid_data', 'rows']),
  t(
    16,
    'label',
    'standard',
    false,
    ['font_size', 'horizontalAlignment', 'enableSkipPrint', 'showonprint'],
    true,
  ),
  t(17, 'invent component 2.0', 'standard', false, ['grid_header', 'grid_data', 'rows']),
  t(18, 'datagrid', 'advanced', false, [
    'grid_data',
    'rows',
    'showSum',
    'sumColIndexes',
    'activateIndexNumbers',
    'printRelatedEquipmentPosition',
  ]),
  t(19, 'advanced survey component', 'advanced', false, ['surveyOptions', 'options']),
  t(20, 'machine service component', 'advanced', false, [
    'slNo',
    'subitems',
    'ismainlabeleditable',
    'checkpoint_label_text',
  ]),
  t(21, 'checkpoint radio status', 'advanced', false, ['commentIfYes', 'commentIfNo', 'yesLabel', 'noLabel']),
  t(22, 'html', 'standard', false, ['html'], true),
  t(23, 'user', 'standard', true),
  t(24, 'service component', 'advanced', false, ['subitems']),
  t(25, 'attachments with comments', 'standard', true),
  t(26, 'image', 'standard', false, ['multiple']),
  t(28, 'equipment component', 'advanced', true, [
    'grid_data',
    'rows',
    'showSum',
    'sumColIndexes',
    'activateIndexNumbers',
    'printRelatedEquipmentPosition',
  ]),
  t(29, 'drain and fill component', 'advanced', false),
  t(30, 'leakage component', 'advanced', false),
  t(31, 'repair/disposal component', 'advanced', false),
  t(32, 'create/update equipment', 'advanced', false),
  t(33, 'periodic check grid', 'advanced', false, ['periodicrows', 'actions_taken_by']),
];

export const FIELD_TYPE_NUMBERS = FIELD_TYPES.map((x) => x.type);

const BY_TYPE = new Map(FIELD_TYPES.map((x) => [x.type, x]));

export function fieldTypeInfo(type: number): FieldTypeInfo | undefined {
  return BY_TYPE.get(type);
}

/** Named type numbers used in code (spec 02 §3). */
export const FIELD = {
  text: 1,
  textarea: 2,
  checkbox: 3,
  radio: 4,
  select: 5,
  date: 6,
  time: 7,
  switch: 8,
  file: 9,
  component: 10,
  divider: 11,
  grid: 12,
  signature: 13,
  panel: 14,
  invent: 15,
  label: 16,
  invent2: 17,
  datagrid: 18,
  survey: 19,
  checkpoints: 20,
  recommendeduse: 21,
  html: 22,
  user: 23,
  checkpointblock: 24,
  attachments: 25,
  image: 26,
  equipmentgrid: 28,
  drainfill: 29,
  leakage: 30,
  repairdisposal: 31,
  equipmentupdate: 32,
  periodic: 33,
} as const;

/** spec 02 §3: Yes/No/Not applicable answers use these values. */
export const YES_NO_NA = ['yes', 'no', 'not_applicable'] as const;
