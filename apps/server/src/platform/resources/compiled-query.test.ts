import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './compiled-query';

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
