import { defineResource } from '@suite/shared/resources/define-resource';
import { describe, expect, it } from 'vitest';
import {
  cellText,
  emptyValues,
  formFields,
  formSchema,
  humanizeField,
  labelKeys,
  numberText,
  toFormValues,
} from './resource-form.logic';

const currencies = defineResource({
  name: 'currencies',
  table: 'currencies',
  permission: 'settings_currencies',
  kind: 'name',
  fields: {
    code: { type: 'text', required: true, max: 3, unique: true },
    name: { type: 'text', required: true },
    exchangerate: { type: 'decimal', required: true, min: 0 },
    validfrom: { type: 'date' },
    paymentdays: { type: 'integer', values: [0, 10, 14, 30] },
    rounding: { type: 'text', options: ['up', 'down'] },
    groupid: { type: 'integer', ref: 'currencygroups' },
    isdefault: { type: 'boolean' },
    userrolesaccess: { type: 'idarray' },
    aliases: { type: 'textarray' },
    note: { type: 'text', max: 2000 },
  },
  listColumns: ['code', 'name', 'isactive'],
  searchFields: ['code', 'name'],
  defaultSort: { field: 'code', dir: 1 },
});

const parse = (values: Record<string, unknown>) =>
  formSchema(currencies).safeParse({ ...emptyValues(currencies), ...values });
const errors = (values: Record<string, unknown>) => {
  const r = parse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the generic form of a resource definition', () => {
  it('offers an input that suits each field', () => {
    expect(formFields(currencies).map((f) => [f.name, f.kind])).toEqual([
      ['code', 'text'],
      ['name', 'text'],
      ['exchangerate', 'number'],
      ['validfrom', 'date'],
      ['paymentdays', 'select'],
      ['rounding', 'select'],
      ['groupid', 'ref'],
      ['isdefault', 'switch'],
      ['userrolesaccess', 'roles'],
      ['aliases', 'tags'],
      ['note', 'multiline'],
    ]);
  });

  it("labels a field with the resource's own text first, then the generic one", () => {
    expect(labelKeys(currencies, 'exchangerate')).toEqual([
      'resources.currencies_exchangerate',
      'resources.field_exchangerate',
    ]);
    expect(labelKeys({ ...currencies, name: 'OrderStandard' }, 'name')[0]).toBe(
      'resources.orderstandard_name',
    );
  });

  it('starts a new item empty and active', () => {
    expect(emptyValues(currencies)).toMatchObject({
      code: '',
      exchangerate: '',
      isdefault: false,
      aliases: [],
      isactive: true,
    });
  });

  it('shows a saved item with a decimal comma and the date as DD.MM.YYYY', () => {
    const values = toFormValues(currencies, {
      id: 1,
      code: 'EUR',
      exchangerate: 11.4825,
      validfrom: '2026-01-31',
      groupid: null,
      isactive: false,
    });
    expect(values).toMatchObject({
      exchangerate: '11,4825',
      validfrom: '31.01.2026',
      groupid: '',
      isactive: false,
    });
  });

  it('reads what people type into what the shared schema expects', () => {
    const r = parse({
      code: 'EUR',
      name: 'Euro',
      exchangerate: '1 011,5',
      validfrom: '29.02.2028',
      paymentdays: 14,
      rounding: '',
      groupid: 7,
      userrolesaccess: [1, 3],
    });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      exchangerate: 1011.5,
      validfrom: '2028-02-29',
      paymentdays: 14,
      rounding: null,
      groupid: 7,
      userrolesaccess: [1, 3],
    });
  });

  it('says required for an empty required input, and the rule that failed otherwise', () => {
    expect(errors({ name: 'Euro', exchangerate: '1' })).toEqual({ code: 'required' });
    expect(errors({ code: 'EUR', name: '   ', exchangerate: '' })).toEqual({
      name: 'required',
      exchangerate: 'required',
    });
    expect(errors({ code: 'EURO', name: 'Euro', exchangerate: 'abc' })).toEqual({
      code: 'maxCharacters|max=3',
      exchangerate: 'invalidNumber',
    });
    expect(errors({ code: 'EUR', name: 'Euro', exchangerate: '1', validfrom: '31.02.2026' })).toEqual({
      validfrom: 'invalidDate',
    });
    expect(errors({ code: 'EUR', name: 'Euro', exchangerate: '1', validfrom: '2026-01-31' })).toEqual({
      validfrom: 'invalidDate',
    });
    expect(errors({ code: 'EUR', name: 'Euro', exchangerate: '-1' })).toEqual({
      exchangerate: 'minValue|min=0',
    });
    expect(errors({ code: 'EUR', name: 'Euro', exchangerate: '1', paymentdays: 12 })).toEqual({
      paymentdays: 'invalidData',
    });
  });

  it('shows references by name and role ids by role in list cells', () => {
    const role = (id: number) => ['', 'Admin', 'Kontor', 'Tekniker'][id]!;
    expect(cellText('ref', 7, { ref: new Map([[7, 'Norden']]), role })).toBe('Norden');
    expect(cellText('ref', 8, { ref: new Map(), role })).toBe('#8');
    expect(cellText('roles', [1, 3], { role })).toBe('Admin, Tekniker');
    expect(cellText('tags', ['a', 'b'], { role })).toBe('a, b');
    expect(cellText('ref', null, { role })).toBe('');
  });
});

describe('numbers and names in list cells', () => {
  const fmt = (n: number, decimals: number) => n.toFixed(decimals).replace('.', ',');
  it('shows codes as typed, money with two decimals and other decimals as saved', () => {
    expect(numberText({ type: 'integer' }, 1001, fmt)).toBe('1001');
    expect(numberText({ type: 'money' }, 12.5, fmt)).toBe('12,50');
    expect(numberText({ type: 'decimal' }, 11.4825, fmt)).toBe('11,4825');
    expect(numberText({ type: 'decimal' }, 25, fmt)).toBe('25');
    expect(numberText({ type: 'decimal' }, null, fmt)).toBe('');
  });

  it('names a field without a text readably, a reference without its id ending', () => {
    expect(humanizeField('valid_from')).toBe('Valid from');
    expect(humanizeField('warehouseid', { type: 'integer', ref: 'warehouses' })).toBe('Warehouse');
  });
});
