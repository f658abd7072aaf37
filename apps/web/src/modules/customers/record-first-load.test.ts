// Issue 11: a customer's and an order's first view (the header, the tab bar and the open form) is drawn with light
// elements (settings/lite-fields.tsx, LiteFormFields.tsx): what it shows only when used loads on first use (the
// customer, participant and main-order pickers' MUI Autocomplete, the order's print menu list and its dialogs), and
// the forms' rules (zod and the shared schemas) load on the form's first focus or submit. Checked on the code the
// record screens import by value (type imports vanish from the build), i.e. their first chunk graph.
import { describe, expect, it } from 'vitest';
import { heavyFirstLoadImports } from '../../app/first-load.analysis';

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
describe("a record's first load (issue 11)", () => {
  it.each(Object.entries(RECORD_SCREENS))(
    'the %s record imports no MUI field, menu, dialog, picker or zod statically',
    (_name, entries) => {
      expect(entries.flatMap((entry) => heavyFirstLoadImports(entry, HEAVY))).toEqual([]);
    },
  );
});
