import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bigint, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isoTimestamp, pgValues, rowDecoder } from './compiled-query';

// The lists that answer timestamps as text read PostgreSQL's own text of a timestamptz without a Date in between
// (issue 9 "Speed"): the answer must be exactly what Date would have written.
describe('the ISO text of a PostgreSQL timestamptz', () => {
  const forms = [
    '2026-11-26 04:21:31+00',
    '2026-11-26 04:21:31.1+00',
    '2026-11-26 04:21:31.12+00',
    '2026-11-26 04:21:31.123+00',
    '2026-11-26 04:21:31.1234+00',
    '2026-11-26 04:21:31.99999+00',
    '2026-12-31 23:59:59.999999+00',
    '2024-02-29 00:00:00.000001+00',
    // Not a UTC session's text: through Date, the same instant.
    '2026-11-26 05:21:31.5+01',
    '2026-11-26 04:21:31.5+05:30',
  ];
  it.each(forms)('writes %s as Date writes it', (text) => {
    expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
  });
});

// A list page's rows arrive from pg as arrays; the decoder turns them into the objects the API answers.
describe('the row decoder of compiled lists', () => {
  const t = pgTable('t', {
    id: bigint('id', { mode: 'number' }).notNull(),
    name: text('name'),
    price: numeric('price', { precision: 12, scale: 2 }),
    password: text('password'),
    createdon: timestamp('createdon', { withTimezone: true }),
  });
  const decode = rowDecoder(
    [
      ['id', t.id],
      ['name', t.name],
      ['price', t.price, 'number'],
      ['password', t.password, 'secret'],
      ['createdon', t.createdon],
      ['ordername', sql`(select 1)`],
    ],
    { isoTimestamps: true },
  );

  it('answers values by key, numbers as numbers, secrets only as whether one is stored, timestamps as ISO text', () => {
    expect(
      decode([['42', 'Kari "Nordmann"', '1234.50', 'hemmelig', '2026-11-26 04:21:31.5+00', 'Ordre']]),
    ).toEqual([
      {
        id: 42,
        name: 'Kari "Nordmann"',
        price: 1234.5,
        haspassword: true,
        createdon: '2026-11-26T04:21:31.500Z',
        ordername: 'Ordre',
      },
    ]);
  });

  it('answers null for missing values and false for an empty secret', () => {
    expect(decode([[null, null, null, '', null, undefined]])).toEqual([
      { id: null, name: null, price: null, haspassword: false, createdon: null, ordername: null },
    ]);
    expect(decode([[1, null, null, null, null, null]])[0]!.haspassword).toBe(false);
  });
});

// An id list goes to PostgreSQL as one array text written at once (issue 9 "Speed"): the same array PostgreSQL
// reads from what pg writes element by element; anything but whole numbers is left to pg.
describe('the parameters sent to PostgreSQL', () => {
  it('writes an array of whole numbers as array text, and leaves every other value as it is', () => {
    const when = new Date('2026-11-26T12:00:00Z');
    const mixed = [1, 'x'];
    expect(pgValues([[3, 1, 2], [], [-7], 5, 'a', when, mixed, [1.5], null])).toEqual([
      '{3,1,2}',
      '{}',
      '{-7}',
      5,
      'a',
      when,
      mixed,
      [1.5],
      null,
    ]);
  });

  it('reads back as the same array PostgreSQL gets from pg', () => {
    const ids = [150001, 150004, 9007199254740991];
    const parse = (pg.types.getTypeParser as (oid: number, format: 'text') => (t: string) => unknown)(
      1016,
      'text',
    );
    // pg's own writing of the array (pg/lib/utils.js prepareValue): every element quoted.
    const written = '{"150001","150004","9007199254740991"}';
    expect(parse(pgValues([ids])[0] as string)).toEqual(parse(written));
  });
});
