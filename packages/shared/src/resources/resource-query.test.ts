import { describe, expect, it } from 'vitest';
import { defineResource } from './define-resource';
import { compileResourceQuery, expandSpecs, QueryInputError, querySchema } from './resource-query';

const locations = defineResource({
  name: 'warehouselocations',
  table: 'warehouselocations',
  permission: 'settings_warehouse_location',
  kind: 'name',
  fields: {
    name: { type: 'text', required: true },
    code: { type: 'text', max: 20 },
    position: { type: 'integer' },
    capacity: { type: 'decimal' },
    price: { type: 'money' },
    validfrom: { type: 'date' },
    isdefault: { type: 'boolean' },
    warehouseid: { type: 'integer', ref: 'warehouses' },
    group_id: { type: 'integer', ref: 'warehouselocationgroups' },
    owner: { type: 'integer', ref: 'users' },
    tags: { type: 'textarray' },
  },
  listColumns: ['name'],
  searchFields: ['name'],
  defaultSort: { field: 'name', dir: 1 },
});

const compile = (input: Parameters<typeof compileResourceQuery>[1]) => compileResourceQuery(locations, input);
const failure = (input: Parameters<typeof compileResourceQuery>[1]) => {
  try {
    compile(input);
  } catch (e) {
    if (e instanceof QueryInputError) return { part: e.part, message: e.messageKey };
    throw e;
  }
  return null;
};

describe('a query checked against its resource definition', () => {
  it('takes the default sort of the definition when none is asked', () => {
    expect(compile({}).orderBy).toEqual([{ field: 'name', dir: 1 }]);
    expect(compile({ order_by: 'position desc, id' }).orderBy).toEqual([
      { field: 'position', dir: -1 },
      { field: 'id', dir: 1 },
    ]);
  });

  it('accepts fields of the definition and the fields every row has', () => {
    const q = compile({
      filter:
        "isactive eq true and name ne 'A' and position ge 2 and capacity lt 1.5 and price le 100 and " +
        "validfrom gt 2024-01-01 and createdon ge '2024-01-01T10:00:00Z' and id ne 5 and warehouseid eq 3",
      select: 'id,name,version',
    });
    expect(q.filter).toBeDefined();
    expect(q.select).toEqual(['id', 'name', 'version']);
  });

  it('names the part at fault: an unknown field is unknownField, anything else invalidData', () => {
    expect(failure({ filter: 'nosuch eq 1' })).toEqual({ part: 'filter', message: 'unknownField' });
    expect(failure({ filter: "name eq 'A' and" })).toEqual({ part: 'filter', message: 'invalidData' });
    expect(failure({ order_by: 'nosuch asc' })).toEqual({ part: 'order_by', message: 'unknownField' });
    expect(failure({ order_by: 'name upwards' })).toEqual({ part: 'order_by', message: 'invalidData' });
    expect(failure({ order_by: 'tags' })).toEqual({ part: 'order_by', message: 'invalidData' });
    expect(failure({ select: 'id,nosuch' })).toEqual({ part: 'select', message: 'unknownField' });
    expect(failure({ select: 'id;name' })).toEqual({ part: 'select', message: 'invalidData' });
    expect(failure({ expand: 'name' })).toEqual({ part: 'expand', message: 'unknownField' });
  });

  it.each([
    ['text compared with a number', 'name eq 5'],
    ['a number compared with text', "position eq '5'"],
    ['a fraction for an integer', 'position eq 1.5'],
    ['an integer beyond the column', 'position eq 3000000000'],
    ['a boolean ordered', 'isdefault gt false'],
    ['null ordered', 'position gt null'],
    ['a date that does not exist', 'validfrom eq 2024-02-30'],
    ['a date as a number', 'validfrom eq 20240101'],
    ['a timestamp that is not one', "createdon ge 'yesterday'"],
    ['an array field', "tags eq 'x'"],
    ['an id that is not a whole number', 'id eq 1.5'],
  ])('refuses %s', (_, filter) => {
    expect(failure({ filter })).toEqual({ part: 'filter', message: 'invalidData' });
  });

  it('allows null only with eq and ne', () => {
    expect(failure({ filter: 'code eq null or validfrom ne null' })).toBeNull();
  });

  it('treats a blank filter, order and select as absent, and * as every field', () => {
    const q = compile({ filter: '  ', order_by: '', select: '*', expand: null });
    expect(q.filter).toBeUndefined();
    expect(q.select).toBeUndefined();
    expect(q.expand).toEqual([]);
  });

  it('expands a reference under its name without the id ending, or under the resource it points at', () => {
    expect(expandSpecs(locations)).toEqual([
      { key: 'warehouse', field: 'warehouseid', ref: 'warehouses' },
      { key: 'group', field: 'group_id', ref: 'warehouselocationgroups' },
      { key: 'users', field: 'owner', ref: 'users' },
    ]);
    expect(compile({ expand: 'warehouse, group_id' }).expand.map((x) => x.key)).toEqual([
      'warehouse',
      'group',
    ]);
  });
});

describe('the query body', () => {
  it('refuses unknown keys, wrong types and a huge limit', () => {
    expect(querySchema.safeParse({ filter: "name eq 'A'", order_by: 'name', limit: 10 }).success).toBe(true);
    expect(querySchema.safeParse({ where: 'x' }).success).toBe(false);
    expect(querySchema.safeParse({ filter: 5 }).success).toBe(false);
    expect(querySchema.safeParse({ limit: 1_000_000 }).success).toBe(false);
    expect(querySchema.safeParse({ skip: -1 }).success).toBe(false);
    expect(querySchema.safeParse({ filter: 'x'.repeat(5000) }).success).toBe(false);
  });
});
