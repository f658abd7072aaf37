// issue 12 "Length limits": the shared rules are the guard of every text's length (a 400 naming the maximum, and the
// form's counter), and text columns are `text`. A column with a length of its own must agree with its rule, so the
// database never refuses what the rule lets through (that would be a 500 instead of a 400).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAME_MAX } from '@suite/shared/projects/project.schema';
import type { Database } from './connection';
import { rowsOf } from './tenant';
import { createTestDatabase, DB_KINDS } from '../../test/test-db';

/** The rule's maximum of every column that has a length. */
const RULE_MAX: Record<string, number> = {
  'projects.name': PROJECT_NAME_MAX,
};

describe.each(DB_KINDS)('text columns on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('hold what the shared rules allow: a length only where the rule has the same maximum', async () => {
    const result = await database.db.execute(sql`
      select table_name, column_name, character_maximum_length as length
      from information_schema.columns
      where table_schema = 'public' and data_type = 'character varying'`);
    const columns = rowsOf<{ table_name: string; column_name: string; length: number }>(result);
    const lengths = Object.fromEntries(
      columns.map((c) => [`${c.table_name}.${c.column_name}`, Number(c.length)]),
    );
    expect(lengths).toEqual(RULE_MAX);
  });
});
