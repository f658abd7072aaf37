import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 12 "every user-visible text from translations": MUI's TablePagination says '1–20 of 20' in English unless
// told otherwise (/invoice and /logs did). Every use passes a translated labelDisplayedRows.
const SRC = path.resolve(import.meta.dirname, '..');

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else if (p.endsWith('.tsx')) out.push(p);
  }
  return out;
}

/** The files (under src) with a TablePagination that does not pass `prop`. */
function withoutProp(prop: string): string[] {
  const out: string[] = [];
  for (const file of files(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/<TablePagination\b[\s\S]*?\/>/g)) {
      if (!match[0].includes(prop)) out.push(path.relative(SRC, file));
    }
  }
  return out;
}

describe('paging texts', () => {
  it('translates the shown rows of every TablePagination', () => {
    expect(withoutProp('labelDisplayedRows')).toEqual([]);
  });

  // Its page buttons' names too ('Go to next page'): getItemAriaLabel={pageButtonLabel(t)}.
  it('translates the page buttons of every TablePagination', () => {
    expect(withoutProp('getItemAriaLabel')).toEqual([]);
  });
});
