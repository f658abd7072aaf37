import { describe, expect, it } from 'vitest';
import { FIELD } from '@suite/shared/checklists/index';
import {
  builderErrors,
  duplicateField,
  formBody,
  gridRows,
  insertItem,
  moveItem,
  newField,
  palette,
  serverErrors,
  uniqueFieldName,
  type BuilderForm,
} from './builder.logic';

const form = (fields: BuilderForm['fields']): BuilderForm => ({ name: 'Service', fields });

describe('palette (spec 02 §3)', () => {
  it('holds the standard types 1-7, 9, 11, 15, 16, 17, 22, 23, 25, 26 and the rest as advanced', () => {
    const { standard, advanced } = palette();
    expect(standard.map((t) => t.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 11, 15, 16, 17, 22, 23, 25, 26]);
    expect(advanced.map((t) => t.type)).toEqual([
      8, 10, 12, 13, 14, 18, 19, 20, 21, 24, 28, 29, 30, 31, 32, 33,
    ]);
  });
});

describe('new fields', () => {
  it('get a unique name of letters, digits and underscore', () => {
    expect(uniqueFieldName(FIELD.text, ['text_field_1'])).toBe('text_field_2');
    expect(uniqueFieldName(FIELD.recommendeduse, [])).toMatch(/^[a-z0-9_]+$/);
  });
  it('a radio answers Yes/No/Not applicable stored as yes, no, not_applicable', () => {
    const f = newField(FIELD.radio, [], { yes: 'Ja', no: 'Nei', not_applicable: 'Ikke aktuelt' });
    expect(f.options).toEqual([
      { value: 'yes', label: 'Ja' },
      { value: 'no', label: 'Nei' },
      { value: 'not_applicable', label: 'Ikke aktuelt' },
    ]);
  });
  it('every type of the palette is valid as it is put on the canvas', () => {
    const { standard, advanced } = palette();
    const fields: BuilderForm['fields'] = [];
    for (const t of [...standard, ...advanced])
      fields.push(
        newField(
          t.type,
          fields.map((f) => f.name),
        ),
      );
    expect(builderErrors(form(fields))).toMatchObject({ count: 0 });
  });
});

describe('grid placement', () => {
  it('fills a row of 12 columns left to right and starts a new row when a field does not fit', () => {
    const rows = gridRows([{ columns: 6 }, { columns: 6 }, { columns: 4 }, { columns: 12 }, { columns: 3 }]);
    expect(rows.map((r) => r.map((c) => c.index))).toEqual([[0, 1], [2], [3], [4]]);
  });
  it('draws columns out of range as 1-12 (the error is shown on the field)', () => {
    const rows = gridRows([{ columns: 40 }, { columns: 0 }, { columns: 11 }]);
    expect(rows.map((r) => r.map((c) => c.index))).toEqual([[0], [1, 2]]);
  });
});

describe('reorder', () => {
  it('moves a field to where it is dropped', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
  it('puts a palette entry in where it is dropped, or at the end', () => {
    expect(insertItem(['a', 'b'], 'x', 1)).toEqual(['a', 'x', 'b']);
    expect(insertItem(['a', 'b'], 'x')).toEqual(['a', 'b', 'x']);
  });
  it('duplicates a field right after it with a new name', () => {
    const a = newField(FIELD.text, []);
    const next = duplicateField([a], 0);
    expect(next).toHaveLength(2);
    expect(next[1]!.name).not.toBe(a.name);
    expect(next[1]!.key).not.toBe(a.key);
  });
});

describe('validation mapping (spec 02 §5)', () => {
  it("puts 'Invalid name', columns 1-12, components 1-5 and width 5 % on the field that breaks them", () => {
    const a = { ...newField(FIELD.text, []), name: 'bad name!' };
    const b = { ...newField(FIELD.text, ['text_field_1']), columns: 13 };
    const c = { ...newField(FIELD.grid, []), components: 6 };
    const d = newField(FIELD.datagrid, []);
    d.grid_data = [{ label: 'x', width: 4 }];
    const errors = builderErrors(form([a, b, c, d]));
    expect(errors.fields[a.key]).toEqual({ name: 'Invalid name' });
    expect(errors.fields[b.key]?.columns).toBe('Enter columns b/w 1 to 12');
    expect(errors.fields[c.key]?.components).toBeTruthy();
    expect(errors.fields[d.key]?.['grid_data.0.width']).toBeTruthy();
    expect(errors.count).toBe(4);
  });
  it('a form without a name has its error on the name', () => {
    expect(builderErrors({ name: '', fields: [] }).form.name).toBe('required');
  });
  it('two fields of the same name: the second is marked', () => {
    const a = newField(FIELD.text, []);
    const b = { ...newField(FIELD.text, []), name: a.name };
    expect(builderErrors(form([a, b])).fields[b.key]).toEqual({ name: 'duplicateName' });
  });
  it("the server's field errors land on the same fields", () => {
    const a = newField(FIELD.text, []);
    const errors = serverErrors(form([a]), [
      { field: 'properties.0.name', message: 'invalidName' },
      { field: 'name', message: 'required' },
    ]);
    expect(errors.fields[a.key]).toEqual({ name: 'invalidName' });
    expect(errors.form).toEqual({ name: 'required' });
  });
});

describe('form body', () => {
  it('sends the properties without the builder keys and without undefined attributes', () => {
    const a = newField(FIELD.text, []);
    const body = formBody({ name: 'X', category: 3, fields: [a] });
    expect(body).toEqual({
      name: 'X',
      category: 3,
      properties: [{ name: a.name, label: a.label, type: 1, columns: 6 }],
    });
  });
});
