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

describe('paging texts', () => {
  it('translates the shown rows of every TablePagination', () => {
    const untranslated: string[] = [];
    for (const file of files(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/<TablePagination\b[\s\S]*?\/>/g)) {
        if (!match[0].includes('labelDisplayedRows')) untranslated.push(path.relative(SRC, file));
      }
    }
    expect(untranslated).toEqual([]);
  });

  // Its page buttons' names too ('Go to next page'): getItemAriaLabel={pageButtonLabel(t)}.
  it('translates the page buttons of every TablePagination', () => {
    const untranslated: string[] = [];
    for (const file of files(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/<TablePagination\b[\s\S]*?\/>/g)) {
        if (!match[0].includes('getItemAriaLabel')) untranslated.push(path.relative(SRC, file));
      }
    }
    expect(untranslated).toEqual([]);
  });
});
