import { defineResource } from '@suite/shared/resources/define-resource';
import { describe, expect, it } from 'vitest';
import {
  columnsFor,
  defaultValuesFor,
  fieldsFor,
  formSchemaFor,
  formValuesFor,
} from './resource-screen.logic';

const productGroups = defineResource({
  name: 'productgroups',
  table: 'product_groups',
  permission: 'settings_product_group',
  kind: 'number',
  fields: {
    number: { type: 'integer', required: true, min: 1 },
    name: { type: 'text', required: true, max: 100 },
    discount: { type: 'decimal', max: 100 },
    note: { type: 'text', max: 1000 },
    shared: { type: 'boolean' },
    tags: { type: 'textarray' },
  },
  listColumns: ['number', 'name', 'isactive'],
  searchFields: ['name'],
  defaultSort: { field: 'number', dir: 1 },
});

describe('generic screens from a resource definition', () => {
  it('shows the columns the definition lists, the active state as a status column', () => {
    expect(columnsFor(productGroups).map((c) => [c.field, c.type, c.headerName])).toEqual([
      ['number', 'number', 'settings.field_number'],
      ['name', 'string', 'settings.field_name'],
      ['isactive', 'active', 'settings.status'],
    ]);
  });

  it('offers an input for every simple field, long texts as multi-line, and the active switch last', () => {
    expect(fieldsFor(productGroups).map((f) => [f.name, f.kind])).toEqual([
      ['number', 'number'],
      ['name', 'text'],
      ['discount', 'number'],
      ['note', 'multiline'],
      ['shared', 'switch'],
      ['isactive', 'switch'],
    ]);
  });

  it('starts a new record empty and active', () => {
    expect(defaultValuesFor(productGroups)).toEqual({
      number: '',
      name: '',
      discount: '',
      note: '',
      shared: false,
      tags: [],
      isactive: true,
    });
  });

  it('shows stored decimals with a decimal comma when a record is edited', () => {
    const values = formValuesFor(productGroups, {
      id: 3,
      number: 10,
      name: 'Deler',
      discount: 12.5,
      version: 1,
    });
    expect(values).toMatchObject({ number: '10', name: 'Deler', discount: '12,5', note: '' });
  });

  it('accepts a number typed with a decimal comma and thousands space', () => {
    const parsed = formSchemaFor(productGroups).parse({
      ...defaultValuesFor(productGroups),
      number: '1 200',
      name: 'A',
      discount: '7,5',
    });
    expect(parsed).toMatchObject({ number: 1200, discount: 7.5 });
  });

  it('says which field is wrong with the shared messages: a missing name is required, letters are no number', () => {
    const result = formSchemaFor(productGroups).safeParse({
      ...defaultValuesFor(productGroups),
      number: 'abc',
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['name', 'required']);
    expect(issues).toContainEqual(['number', 'invalidNumber']);
  });

  it('leaves an empty optional number out as null instead of refusing it', () => {
    const parsed = formSchemaFor(productGroups).parse({
      ...defaultValuesFor(productGroups),
      number: '2',
      name: 'B',
    });
    expect(parsed.discount).toBeNull();
  });
});
