// spec 02 §3 "Checklist" and §5 "Form builder": the body of POST/PUT /api/forms and the shape of a form's
// properties (its fields). One schema for the server (400 with field errors) and the builder (the same messages).
import { z } from 'zod';
import { typeError } from '../validation/field';
import { columns, components, greaterThanZero, minimumWidth } from '../validation/number.rules';
import { fieldName } from '../validation/text.rules';
import { FIELD, FIELD_TYPE_NUMBERS, fieldTypeInfo } from './field-types';

const id = () =>
  z
    .number(typeError('invalidData'))
    .int('invalidData')
    .positive('invalidData')
    .max(2 ** 53 - 1, 'invalidData');
const text = (max: number) => z.string(typeError('invalidData')).max(max, 'maxCharacters');
const flag = () => z.boolean(typeError('invalidData'));
/** A value of an option, a cell or a default: text, number or boolean as the builder stores it. */
const scalar = () =>
  z.union([z.string().max(2000, 'maxCharacters'), z.number(), z.boolean()], typeError('invalidData'));

/** An option of a checkbox group, radio, select or survey (label shown, value stored). */
export const fieldOptionSchema = z
  .object({ label: text(500), value: z.union([text(200), z.number()], typeError('invalidData')) })
  .strict();

/** spec 02 §3 type 20: a checkpoint of a checkpoint group. */
export const checkpointSubitemSchema = z
  .object({
    value: z.union([text(200), z.number()], typeError('invalidData')).optional(),
    label: text(1000),
    islabeleditable: flag().optional(),
    showastextfield: flag().optional(),
  })
  .strict();

/**
 * spec 02 §3 types 15/17: a grid header or a grid_data row (name plus preset values compValue_N / compSelect_N);
 * types 18/28: a data-grid column (label, width, value, hideFromPrint, cell type). One shape holds both.
 */
export const gridColumnSchema = z
  .object({
    label: text(500).optional(),
    name: text(100).optional(),
    /** spec 02 §5: minimum width 5 percent. */
    width: minimumWidth().optional(),
    value: scalar().optional(),
    hideFromPrint: flag().optional(),
    /** spec 02 §3 type 18: cell field types checkbox, radiobox, select, label (text when left out). */
    celltype: z
      .enum(['text', 'checkbox', 'radiobox', 'select', 'label'], typeError('invalidData'))
      .optional(),
    options: z.array(fieldOptionSchema, typeError('invalidData')).max(100, 'invalidData').optional(),
  })
  .catchall(scalar())
  .superRefine((v, ctx) => {
    for (const key of Object.keys(v)) {
      if (!GRID_KEYS.has(key) && !/^comp(Value|Select)_\d{1,2}$/.test(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'unknownField', input: key });
      }
    }
  });
const GRID_KEYS = new Set(['label', 'name', 'width', 'value', 'hideFromPrint', 'celltype', 'options']);

/** spec 02 §3 type 33: a row of the periodic check grid. */
export const periodicRowSchema = z
  .object({
    label: text(500),
    frequency: z.enum(['daily', 'weekly', 'monthly'], typeError('invalidData')),
    rowtype: z.enum(['select', 'ratio'], typeError('invalidData')).optional(),
  })
  .strict();

/** spec 02 §3 type 19: the survey options. selectionType 0-4: 0 none, 1 yes/no, 2 yes/no/n.a., 3 the options
 * (one), 4 the options (many). */
export const surveyOptionsSchema = z
  .object({
    selectionType: z
      .number(typeError('invalidData'))
      .int('invalidData')
      .min(0, 'invalidData')
      .max(4, 'invalidData'),
    labelForField: text(500).optional(),
    checkboxFlags: z
      .object({ signature: flag().optional(), date: flag().optional(), enableSkipPrint: flag().optional() })
      .strict()
      .optional(),
    notificationForAdditionalWork: flag().optional(),
  })
  .strict();

/** One field of a form (spec 02 §3 common attributes plus the type's attributes). */
export const formPropertySchema = z
  .object({
    /** The id, form and position of a saved property (sent back when a form is saved again; ignored: the
     * position is the property's place in the list). */
    id: id().optional(),
    form_id: id().optional(),
    sortorder: z.number(typeError('invalidData')).int('invalidData').optional(),
    name: fieldName(),
    label: text(2000).default(''),
    type: z
      .number(typeError('invalidData'))
      .int('invalidData')
      .refine((v) => FIELD_TYPE_NUMBERS.includes(v), 'invalidData'),
    columns: columns().default(12),
    /** JSON text of the default value; invalid JSON reads as {} (spec 02 §5), so it is kept as given. */
    default_value: z.union([text(20000), z.null()], typeError('invalidData')).optional(),
    readonly: flag().optional(),
    canExclude: flag().optional(),
    dynamicpanelkey: text(100).nullable().optional(),
    placeholder: text(500).optional(),
    rows: greaterThanZero().optional(),
    multiple: flag().optional(),
    // 3, 4, 5, 19
    viewType: z.enum(['vertical', 'default', 'horizontal'], typeError('invalidData')).optional(),
    options: z.array(fieldOptionSchema, typeError('invalidData')).max(500, 'invalidData').optional(),
    products: z.array(fieldOptionSchema, typeError('invalidData')).max(500, 'invalidData').optional(),
    is_multiselect: flag().optional(),
    isAPI: flag().optional(),
    /** spec 02 §3 type 5: the internal API list an option list comes from, with its text and value fields. */
    apilist: z
      .object({ resource: text(100), select_text: text(100), select_value: text(100) })
      .strict()
      .optional(),
    // 10, 12
    components: components().optional(),
    // 14
    panelkey: text(100).optional(),
    dataRows: z
      .array(
        z.object({ source: text(200).optional(), key: text(100).optional() }).strict(),
        typeError('invalidData'),
      )
      .max(100, 'invalidData')
      .optional(),
    // 15, 17, 18, 28
    grid_header: z.array(gridColumnSchema, typeError('invalidData')).max(50, 'invalidData').optional(),
    grid_data: z.array(gridColumnSchema, typeError('invalidData')).max(500, 'invalidData').optional(),
    showSum: flag().optional(),
    sumColIndexes: z
      .array(z.number().int('invalidData').min(0, 'invalidData'), typeError('invalidData'))
      .optional(),
    activateIndexNumbers: flag().optional(),
    printRelatedEquipmentPosition: z.enum(['top', 'bottom'], typeError('invalidData')).optional(),
    // 16
    font_size: greaterThanZero().optional(),
    horizontalAlignment: z.enum(['left', 'center', 'right'], typeError('invalidData')).optional(),
    enableSkipPrint: flag().optional(),
    showonprint: flag().optional(),
    // 19
    surveyOptions: surveyOptionsSchema.optional(),
    // 20, 24
    slNo: z.union([text(20), z.number()], typeError('invalidData')).optional(),
    subitems: z.array(checkpointSubitemSchema, typeError('invalidData')).max(500, 'invalidData').optional(),
    ismainlabeleditable: flag().optional(),
    checkpoint_label_text: text(1000).optional(),
    // 21
    commentIfYes: flag().optional(),
    commentIfNo: flag().optional(),
    yesLabel: text(200).optional(),
    noLabel: text(200).optional(),
    // 22
    html: text(50000).optional(),
    // 33
    periodicrows: z.array(periodicRowSchema, typeError('invalidData')).max(200, 'invalidData').optional(),
    actions_taken_by: flag().optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    const info = fieldTypeInfo(p.type);
    if (!info) return;
    // spec 02 §3: only the listed types may be read-only.
    if (p.readonly && !info.readonlyAllowed) {
      ctx.addIssue({ code: 'custom', path: ['readonly'], message: 'invalidData', input: p.readonly });
    }
    if ((p.type === FIELD.radio || p.type === FIELD.select) && !(p.options?.length || p.isAPI)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'required', input: p.options });
    }
    if (p.type === FIELD.checkpoints && !p.subitems?.length) {
      ctx.addIssue({ code: 'custom', path: ['subitems'], message: 'required', input: p.subitems });
    }
  });

export type FormPropertyInput = z.input<typeof formPropertySchema>;
export type FormProperty = z.output<typeof formPropertySchema>;

/** spec 02 §3 "Checklist template": the labels of the four checkpoint answers plus the explanation line. */
export const checkpointLabelsSchema = z
  .object({
    label0: text(100).optional(),
    label1: text(100).optional(),
    label2: text(100).optional(),
    label3: text(100).optional(),
    explaination: text(2000).optional(),
  })
  .strict();

/** The flags of a form (spec 02 §3 "Checklist" and "Checklist template"). */
const formFlags = {
  ismachineservicechecklist: flag().optional(),
  isblikracomponent: flag().optional(),
  enableversion: flag().optional(),
  certificatelogo: flag().optional(),
  checklistheader: flag().optional(),
  allowflexibleheaderandfooter: flag().optional(),
  ispdflandscape: flag().optional(),
  printonlyselectedcheckpoints: flag().optional(),
  hidemachineservicecheckpointifnolabelset: flag().optional(),
  isactive: flag().optional(),
};

export const formBodyFields = {
  name: z.string(typeError('required')).trim().min(1, 'required').max(200, 'maxCharacters'),
  description: text(4000).nullable().optional(),
  /** A checklistcategories id. */
  category: id().nullable().optional(),
  /** A checklistperiods id. */
  period: id().nullable().optional(),
  /** checklistheaderandfooter ids (isheader true / false). */
  headerid: id().nullable().optional(),
  footerid: id().nullable().optional(),
  checkpointlabels: checkpointLabelsSchema.optional(),
  ...formFlags,
  properties: z.array(formPropertySchema, typeError('invalidData')).max(1000, 'invalidData'),
};

/** Field names must be unique within a form: the checklist data is keyed by them. */
function uniqueNames(v: { properties?: { name: string }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  v.properties?.forEach((p, i) => {
    if (seen.has(p.name))
      ctx.addIssue({
        code: 'custom',
        path: ['properties', i, 'name'],
        message: 'duplicateName',
        input: p.name,
      });
    seen.add(p.name);
  });
}

/** POST /api/forms. */
export const formCreateSchema = z.object(formBodyFields).strict().superRefine(uniqueNames);
/** PUT /api/forms/{id}: the whole form again with the version read (saving back the GET answer works: the
 * server's own fields are ignored). */
export const formUpdateSchema = z
  .object({
    ...formBodyFields,
    version: z.number('required').int('invalidData').positive('invalidData'),
    id: id().optional(),
    formversion: z.number().optional(),
    parent_form_id: id().nullable().optional(),
    created_on: z.string().optional(),
    updated_on: z.string().optional(),
    updated_by_name: z.string().nullable().optional(),
    inuse: z.boolean().optional(),
  })
  .strict()
  .superRefine(uniqueNames);

export type FormCreateInput = z.input<typeof formCreateSchema>;
export type FormBody = z.output<typeof formCreateSchema>;

/** A form as the API answers it. */
export type ChecklistForm = Omit<FormBody, 'properties'> & {
  id: number;
  version: number;
  /** spec 02 §3 enableversion: 1 for the first version, counting up; parent_form_id is the first version. */
  formversion: number;
  parent_form_id: number | null;
  isactive: boolean;
  created_on: string;
  updated_on: string;
  updated_by_name: string | null;
  /** True when filled checklists use this version (a change then makes a new version if enableversion). */
  inuse: boolean;
  properties: (FormProperty & { id: number; form_id: number; sortorder: number })[];
};
