// Issue 11: a customer's and an order's first view (the header, the tab bar and the open form) is drawn with light
// elements (settings/lite-fields.tsx, LiteFormFields.tsx): what it shows only when used loads on first use (the
// customer, participant and main-order pickers' MUI Autocomplete, the order's print menu list and its dialogs), and
// the forms' rules (zod and the shared schemas) load on the form's first focus or submit. Checked on the code the
// record screens import by value (type imports vanish from the build), i.e. their first chunk graph.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const shared = path.resolve(src, '../../../packages/shared/src');
/** The record pages and the tabs (the forms) loaded with them when the record is opened on its form. */
const RECORD_SCREENS: Record<string, string[]> = {
  customer: ['modules/customers/CustomerRecordPage.tsx', 'modules/customers/CustomerForm.tsx'],
  order: [
    'modules/orders/OrderRecordPage.tsx',
    'modules/orders/OrderForm.tsx',
    'modules/orders/OrderStatusHistory.tsx',
    'modules/orders/OrderDocumentsMenu.tsx',
  ],
};
/** What a record's first view must not load: each comes with the control or the save that needs it. */
const HEAVY = [
  /^@mui\/material\/(TextField|Select|Menu|MenuItem|MenuList|Popover|Popper|Modal|Dialog\w*|Tooltip|Autocomplete|Checkbox|Radio|RadioGroup|Switch|FormControlLabel)$/,
  /^@mui\/x-data-grid(\/.*)?$/,
  /^@mui\/x-date-pickers(\/.*)?$/,
  /^zod(\/.*)?$/,
  /^@hookform\/resolvers(\/.*)?$/,
];
/** Value imports and re-exports (`import type` and `export type` are left out: nothing of them is loaded). */
const VALUE_IMPORT =
  /^(?:import|export)\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@suite/shared/')) base = path.join(shared, spec.slice('@suite/shared/'.length));
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(c) && existsSync(c)) return c;
  }
  return null;
}

function heavyImports(entries: string[]): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      const spec = (m[1] ?? m[2])!;
      if (HEAVY.some((re) => re.test(spec))) found.push(`${path.relative(src, file)}: ${spec}`);
      const next = resolve(file, spec);
      if (next) visit(next);
    }
  };
  entries.forEach((e) => visit(path.join(src, e)));
  return found;
}

describe("a record's first load (issue 11)", () => {
  it.each(Object.entries(RECORD_SCREENS))(
    'the %s record imports no MUI field, menu, dialog, picker or zod statically',
    (_name, entries) => {
      expect(heavyImports(entries)).toEqual([]);
    },
  );
});
