// STYLE "The resource registry": the generic list and edit screens come from the resource's plain definition
// in packages/shared. Columns, form fields, default values and the form schema are derived here; the
// validation rules are the shared createSchema() rules, never re-declared.
import { parseNumber } from '@suite/shared/format/index';
import { createSchema, type FieldDef, type ResourceDef } from '@suite/shared/resources/define-resource';
import { z } from 'zod';
import type {
  ResourceColumn,
  ResourceColumnType,
  ResourceField,
  ResourceFieldKind,
  ResourceFormConfig,
  ResourceRow,
} from './resource.types';

/** Translation key of a field's label (react-admin's convention, flattened: keys have no dots). */
export function fieldLabelKey(field: string): string {
  return field === 'isactive' ? 'settings.status' : `settings.field_${field}`;
}

const NUMERIC: ReadonlySet<FieldDef['type']> = new Set(['integer', 'decimal', 'money']);

function columnType(def: ResourceDef, field: string): ResourceColumnType {
  if (field === 'isactive') return 'active';
  if (field === 'createdon' || field === 'updatedon') return 'dateTime';
  const f = def.fields[field];
  if (!f) return 'string';
  if (NUMERIC.has(f.type)) return 'number';
  if (f.type === 'boolean') return 'boolean';
  if (f.type === 'date') return 'date';
  return 'string';
}

/** The list columns the definition names, in its order. */
export function columnsFor(def: ResourceDef): ResourceColumn[] {
  return def.listColumns.map((field) => {
    const type = columnType(def, field);
    return { field, headerName: fieldLabelKey(field), type, flex: type === 'active' ? 0 : 1 };
  });
}

function fieldKind(f: FieldDef): ResourceFieldKind | null {
  if (NUMERIC.has(f.type)) return 'number';
  if (f.type === 'boolean') return 'switch';
  if (f.type === 'date') return 'date';
  if (f.type === 'text') return (f.max ?? 200) > 255 ? 'multiline' : 'text';
  // arrays need a page-specific input (e.g. the permission checklist): renderFields
  return null;
}

/** The inputs of the generic dialog: every simple field, then the active switch (shown when editing). */
export function fieldsFor(def: ResourceDef): ResourceField[] {
  const fields: ResourceField[] = [];
  for (const [name, f] of Object.entries(def.fields)) {
    const kind = fieldKind(f);
    if (!kind) continue;
    fields.push({
      name,
      label: fieldLabelKey(name),
      kind,
      required: f.required,
      showOnCreate: kind === 'switch',
    });
  }
  fields.push({ name: 'isactive', label: 'settings.active', kind: 'switch' });
  return fields;
}

/** Empty form values of a new record: numbers as text, since users type them with a decimal comma. */
export function defaultValuesFor(def: ResourceDef): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.type === 'boolean') values[name] = false;
    else if (f.type === 'textarray' || f.type === 'idarray') values[name] = [];
    else values[name] = '';
  }
  values.isactive = true;
  return values;
}

/** A record as form values: numbers shown with the decimal comma (spec 01 §5), absent values empty. */
export function formValuesFor(def: ResourceDef, row: ResourceRow): Record<string, unknown> {
  const values = defaultValuesFor(def);
  for (const name of Object.keys(values)) {
    const value = row[name];
    if (value === null || value === undefined) continue;
    const f = def.fields[name];
    values[name] = f && NUMERIC.has(f.type) ? String(value).replace('.', ',') : value;
  }
  return values;
}

/**
 * The form schema: the shared create rules, with typed text turned into what they expect first. A number typed
 * as '1 234,5' becomes 1234.5 (spec 01 §5), an empty optional number or date becomes null.
 */
export function formSchemaFor(def: ResourceDef) {
  const base = createSchema(def);
  const shape: Record<string, z.ZodType> = { ...base.shape };
  for (const [name, f] of Object.entries(def.fields)) {
    if (NUMERIC.has(f.type)) {
      shape[name] = z.preprocess((v) => {
        if (typeof v !== 'string') return v;
        if (v.trim() === '') return f.required ? undefined : null;
        return parseNumber(v) ?? v;
      }, base.shape[name] as z.ZodType);
    } else if (f.type === 'date') {
      shape[name] = z.preprocess((v) => (v === '' ? null : v), base.shape[name] as z.ZodType);
    }
  }
  return z.object(shape);
}

/** Everything the generic dialog needs to edit a record of this resource. */
export function formConfigFor(def: ResourceDef): ResourceFormConfig {
  const fields = fieldsFor(def);
  return {
    schema: formSchemaFor(def),
    defaultValues: defaultValuesFor(def),
    fields,
    fromRecord: (row) => formValuesFor(def, row),
    maxWidth: fields.length > 3 ? 'sm' : 'xs',
  };
}

/** Props of ResourceListPage for a registered resource: `<ResourceListPage {...resourcePageProps(def)} title=... />`. */
export function resourcePageProps(def: ResourceDef) {
  return {
    resource: def.name,
    columns: columnsFor(def),
    form: formConfigFor(def),
    defaultSort: { [def.defaultSort.field]: def.defaultSort.dir },
  };
}
