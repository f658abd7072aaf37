// Issue 11: a record's checklist tab shows the record's checklists first; the fill-in screen (every field type,
// files, signature, sharing), the "new checklist" dialog and the checklist schemas load when used. Checked on the
// code the tab imports statically, i.e. its first chunk graph.
import { describe, expect, it } from 'vitest';
import { heavyFirstLoadImports } from '../../app/first-load.analysis';

const HEAVY = [
  /^@mui\/material\/(TextField|Select|Menu|MenuItem|Popover|Popper|Modal|Dialog\w*|Checkbox|Tooltip|Autocomplete)$/,
  /^@mui\/material\/(Chip|Radio\w*|FormControlLabel|FormGroup|Link|Divider)$/,
  /^@mui\/x-data-grid(\/.*)?$/,
  /^(zod|dompurify|signature_pad)$/,
  /^@suite\/shared(\/checklists\/index|\/checklists\/checklist-data)?$/,
  /^\.\/(ChecklistFill|FieldView|NewChecklistDialog|ShareDialog|SignatureInput|FilesInput)$/,
];

describe("a record's checklist tab's first load (issue 11)", () => {
  it('imports neither the fill-in nor the new-checklist dialog, MUI fields, dialogs or chips, nor the schemas', () => {
    expect(heavyFirstLoadImports('modules/checklists/ChecklistsTab.tsx', HEAVY)).toEqual([]);
  });
});
