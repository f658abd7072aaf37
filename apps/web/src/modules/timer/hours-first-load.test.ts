// Issue 11: /timer/hours' first view on a phone (the week, its totals, the day list) is drawn with light elements
// (lite-fields, lite-chip); the grid, the entry and "add row" dialogs, their pickers and the hour rules load when
// used. Checked on the code the screen imports statically, i.e. its first chunk graph.
import { describe, expect, it } from 'vitest';
import { heavyFirstLoadImports } from '../../app/first-load.analysis';

const HEAVY = [
  /^@mui\/material\/(TextField|Select|Menu|MenuItem|Popover|Popper|Modal|Dialog\w*|Checkbox|Tooltip|Autocomplete)$/,
  /^@mui\/material\/(Chip|ToggleButton\w*|Table\w*|List\w*|InputBase)$/,
  /^@mui\/x-data-grid(\/.*)?$/,
  /^zod$/,
  /^\.\/(HourDialog|AddRowDialog|OrderPicker|WeekGrid)$/,
];

describe("/timer/hours' first load (issue 11)", () => {
  it('imports no MUI field, menu, dialog, tooltip, chip, table or list, no grid, dialog or hour rules', () => {
    expect(heavyFirstLoadImports('modules/timer/TimerHoursPage.tsx', HEAVY)).toEqual([]);
  });
});
