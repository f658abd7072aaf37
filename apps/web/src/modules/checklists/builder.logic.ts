// The form builder's logic (spec 02 §3 "Checklist form field types", §5 "Form builder"), kept apart from React so
// it is tested in node: the palette, a new field of a type with sensible attributes, placing fields on the
// 12-column grid, reordering, and the shared form schema's issues mapped onto the builder's fields.
import {
  FIELD,
  FIELD_TYPES,
  YES_NO_NA,
  fieldTypeInfo,
  formCreateSchema,
  type FieldTypeInfo,
  type FormPropertyInput,
} from '@suite/shared/checklists/index';

/** A field on the builder's canvas: the property as the API takes it plus a key React keeps it by. */
export type BuilderField = FormPropertyInput & { key: string };

/** The form's own settings beside its fields (spec 02 §3 "Checklist"). */
export type BuilderForm = {
  id?: number;
  version?: number;
  name: string;
  description?: string | null;
  category?: number | null;
  period?: number | null;
  headerid?: number | null;
  footerid?: number | null;
  ismachineservicechecklist?: boolean;
  enableversion?: boolean;
  certificatelogo?: boolean;
  checklistheader?: boolean;
  allowflexibleheaderandfooter?: boolean;
  ispdflandscape?: boolean;
  printonlyselectedcheckpoints?: boolean;
  hidemachineservicecheckpointifnolabelset?: boolean;
  isactive?: boolean;
  checkpointlabels?: {
    label0?: string;
    label1?: string;
    label2?: string;
    label3?: string;
    explaination?: string;
  };
  fields: BuilderField[];
};

/** spec 02 §3: the standard palette and the advanced one, in type order. */
export function palette(): { standard: FieldTypeInfo[]; advanced: FieldTypeInfo[] } {
  return {
    standard: FIELD_TYPES.filter((t) => t.palette === 'standard'),
    advanced: FIELD_TYPES.filter((t) => t.palette === 'advanced'),
  };
}

let keySeq = 0;
export function fieldKey(): string {
  keySeq += 1;
  return `f${Date.now().toString(36)}_${keySeq}`;
}

/** A field name from the type's name: letters, digits and underscore only (spec 02 §5), unique in the form. */
export function uniqueFieldName(type: number, taken: Iterable<string>): string {
  const base = (fieldTypeInfo(type)?.name ?? 'field')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const used = new Set(taken);
  for (let n = 1; ; n++) {
    const name = `${base}_${n}`;
    if (!used.has(name)) return name;
  }
}

const yesNoNa = (labels: Record<string, string>) =>
  YES_NO_NA.map((value) => ({ value, label: labels[value] ?? value }));

/**
 * A new field of the type with the attributes it needs to be valid and useful at once: a radio has the
 * Yes/No/Not applicable options (values yes, no, not_applicable), a checkpoint group three checkpoints, grids
 * their columns, the periodic grid its rows. `labels` are the translated words (yes, no, not_applicable,
 * checkpoint, column, row ...).
 */
export function newField(
  type: number,
  taken: Iterable<string>,
  labels: Record<string, string> = {},
): BuilderField {
  const info = fieldTypeInfo(type);
  const label = labels[`type_${type}`] ?? info?.name ?? '';
  const field: BuilderField = {
    key: fieldKey(),
    name: uniqueFieldName(type, taken),
    label,
    type,
    columns: 12,
  };
  const word = (k: string) => labels[k] ?? k;
  switch (type) {
    case FIELD.text:
    case FIELD.date:
    case FIELD.time:
    case FIELD.user:
      field.columns = 6;
      break;
    case FIELD.textarea:
      field.rows = 3;
      break;
    case FIELD.checkbox:
      field.viewType = 'default';
      field.options = [
        { label: `${word('option')} 1`, value: 'option_1' },
        { label: `${word('option')} 2`, value: 'option_2' },
      ];
      break;
    case FIELD.radio:
      field.viewType = 'horizontal';
      field.options = yesNoNa(labels);
      break;
    case FIELD.select:
      field.columns = 6;
      field.options = [
        { label: `${word('option')} 1`, value: 'option_1' },
        { label: `${word('option')} 2`, value: 'option_2' },
      ];
      break;
    case FIELD.component:
    case FIELD.grid:
      field.components = 2;
      field.rows = 2;
      break;
    case FIELD.panel:
      field.panelkey = field.name;
      break;
    case FIELD.invent:
    case FIELD.invent2:
      field.grid_header = [{ label: `${word('column')} 1` }, { label: `${word('column')} 2` }];
      field.grid_data = [{ name: `${word('row')} 1` }, { name: `${word('row')} 2` }];
      break;
    case FIELD.label:
      field.font_size = 14;
      field.horizontalAlignment = 'left';
      break;
    case FIELD.datagrid:
    case FIELD.equipmentgrid:
      field.grid_data = [
        { label: word('description'), width: 60 },
        { label: word('amount'), width: 40 },
      ];
      field.rows = 3;
      field.showSum = true;
      field.sumColIndexes = [1];
      break;
    case FIELD.survey:
      field.surveyOptions = { selectionType: 2, checkboxFlags: { date: false, signature: false } };
      break;
    case FIELD.checkpoints:
    case FIELD.checkpointblock:
      field.slNo = 1;
      field.subitems = [1, 2, 3].map((n) => ({ value: n, label: `${word('checkpoint')} ${n}` }));
      break;
    case FIELD.recommendeduse:
      field.yesLabel = word('yes');
      field.noLabel = word('no');
      field.commentIfNo = true;
      break;
    case FIELD.html:
      field.html = '<p></p>';
      break;
    case FIELD.image:
    case FIELD.file:
      field.multiple = true;
      break;
    case FIELD.periodic:
      field.periodicrows = [
        { label: word('daily'), frequency: 'daily' },
        { label: word('weekly'), frequency: 'weekly' },
        { label: word('monthly'), frequency: 'monthly' },
      ];
      field.actions_taken_by = true;
      break;
  }
  return field;
}

/** Fields laid out on the 12-column grid: a row is filled left to right until the next field no longer fits. */
export function gridRows<T extends { columns?: number }>(
  fields: readonly T[],
): { index: number; field: T }[][] {
  const rows: { index: number; field: T }[][] = [];
  let used = 12;
  fields.forEach((field, index) => {
    const cols = clampColumns(field.columns);
    if (used + cols > 12) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1]!.push({ index, field });
    used += cols;
  });
  return rows;
}

/** Columns as the grid draws them (1-12); the form keeps what was typed so the builder can show its error. */
export function clampColumns(columns: unknown): number {
  const n = typeof columns === 'number' ? columns : Number(columns);
  if (!Number.isFinite(n)) return 12;
  return Math.min(12, Math.max(1, Math.round(n)));
}

/** The list with the item at `from` moved to `to` (drag and drop, or the move buttons). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

/** The list with the item put in at `at` (a palette entry dropped on the canvas; the end when at is missing). */
export function insertItem<T>(list: readonly T[], item: T, at?: number): T[] {
  const next = [...list];
  next.splice(at === undefined ? next.length : Math.max(0, Math.min(at, next.length)), 0, item);
  return next;
}

/** A field's copy with a fresh key and name (the duplicate button). */
export function duplicateField(fields: readonly BuilderField[], index: number): BuilderField[] {
  const source = fields[index];
  if (!source) return [...fields];
  const copy: BuilderField = {
    ...structuredClone(source),
    key: fieldKey(),
    id: undefined,
    name: uniqueFieldName(
      source.type,
      fields.map((f) => f.name),
    ),
  };
  delete copy.id;
  return insertItem(fields, copy, index + 1);
}

/** The body of POST/PUT /api/forms from the builder's state (keys dropped; the version sent back on PUT). */
export function formBody(form: BuilderForm): Record<string, unknown> {
  const { fields, ...rest } = form;
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) body[k] = v;
  delete body.id;
  if (form.version === undefined) delete body.version;
  body.properties = fields.map(({ key: _key, ...p }) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(p)) if (v !== undefined) out[k] = v;
    return out;
  });
  return body;
}

/** The builder's errors: on the form's own fields, and per field (by its key) per attribute. */
export type BuilderErrors = {
  form: Record<string, string>;
  fields: Record<string, Record<string, string>>;
  count: number;
};

/**
 * The shared form schema's issues (the same rules the server answers 400 with, spec 02 §5: 'Invalid name',
 * columns 1 to 12, components 1 to 5, width at least 5 %, greater than zero) mapped to the builder: issues under
 * properties.N go on field N by its key, the attribute path joined with dots ('grid_data.0.width').
 */
export function builderErrors(form: BuilderForm): BuilderErrors {
  const result = formCreateSchema.safeParse(formBody({ ...form, version: undefined }));
  const errors: BuilderErrors = { form: {}, fields: {}, count: 0 };
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    errors.count += 1;
    mapIssue(errors, form.fields, issue.path, issue.message);
  }
  return errors;
}

/** Field errors of the server's 400 (`properties.3.name`) on the builder, like the builder's own. */
export function serverErrors(
  form: BuilderForm,
  problemErrors: readonly { field: string; message: string }[],
): BuilderErrors {
  const errors: BuilderErrors = { form: {}, fields: {}, count: 0 };
  for (const e of problemErrors) {
    errors.count += 1;
    mapIssue(
      errors,
      form.fields,
      e.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      e.message,
    );
  }
  return errors;
}

function mapIssue(
  errors: BuilderErrors,
  fields: readonly BuilderField[],
  path: readonly PropertyKey[],
  message: string,
) {
  if (path[0] === 'properties' && typeof path[1] === 'number') {
    const field = fields[path[1]];
    const attr = path.slice(2).map(String).join('.') || 'name';
    if (field) {
      const own = (errors.fields[field.key] ??= {});
      own[attr] ??= message;
      return;
    }
  }
  const attr = path.map(String).join('.') || 'name';
  errors.form[attr] ??= message;
}

/** The type's attributes the side panel offers (spec 02 §3 table), plus the common ones. */
export function editableAttributes(type: number): string[] {
  const info = fieldTypeInfo(type);
  const attrs = ['name', 'label', 'columns'];
  if (info && !info.display) attrs.push('default_value');
  if (info?.readonlyAllowed) attrs.push('readonly');
  attrs.push('canExclude', 'dynamicpanelkey');
  return [...attrs, ...(info?.attributes ?? [])];
}
