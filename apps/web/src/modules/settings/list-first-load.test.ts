// Issue 11: the first view of a list on a phone (search, filters, sort, cards, paging) is drawn with light
// elements (lite-fields.tsx), and what it shows only when used (menus, dialogs, tooltips, the data grid and its
// texts) loads on first use. Checked on the code a list screen imports statically, i.e. its first chunk graph.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closure } from '../../app/screen-sections.analysis';

const src = path.resolve(import.meta.dirname, '../..');
const LIST_SCREENS = ['modules/customers/CustomersPage.tsx', 'modules/orders/OrdersPage.tsx'];
/** MUI pieces a phone's first view of a list must not load: each comes with the control that opens it. */
const HEAVY = [
  /^@mui\/material\/(TextField|Select|Menu|MenuItem|Popover|Popper|Modal|Dialog\w*|TablePagination|Checkbox|Tooltip|Autocomplete)$/,
  /^@mui\/x-data-grid(\/.*)?$/,
];
const VALUE_IMPORT = /^import\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]/gm;

function heavyImports(entry: string): string[] {
  const found: string[] = [];
  for (const file of closure(path.join(src, entry), false)) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      const local = spec!.startsWith('.') && spec!.endsWith('data-grid-locale');
      if (local || HEAVY.some((re) => re.test(spec!))) found.push(`${path.relative(src, file)}: ${spec}`);
    }
  }
  return found;
}

describe("a list screen's first load (issue 11)", () => {
  it.each(LIST_SCREENS)('%s imports no menu, dialog, tooltip, grid or MUI field statically', (entry) => {
    expect(heavyImports(entry)).toEqual([]);
  });
});
