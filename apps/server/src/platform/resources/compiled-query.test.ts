import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bigint, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isoTimestamp, rowDecoder } from './compiled-query';

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
