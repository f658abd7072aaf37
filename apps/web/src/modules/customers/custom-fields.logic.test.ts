import type { CustomFieldDefinition } from '@suite/shared/settings/custom-field-values.rules';
import { describe, expect, it } from 'vitest';
import {
  customFieldApiValues,
  customFieldFormValues,
  formFieldOfError,
  shownDefinitions,
} from './custom-fields.logic';
import { customFieldIssues } from './custom-fields.check';

const defs: CustomFieldDefinition[] = [
  { id: 1, label: 'Anleggsnummer', datatype: 'string', required: true },
  { id: 2, label: 'Antall aggregater', datatype: 'number' },
  { id: 3, label: 'Siste service', datatype: 'date' },
  { id: 4, label: 'Driftsinformasjon', datatype: 'label' },
  { id: 5, label: 'Har serviceavtale', datatype: 'checkbox' },
  { id: 6, label: 'Serviceintervall', datatype: 'select', options: ['Kvartalsvis', 'Årlig'] },
];

describe('custom fields on the customer form', () => {
  it('shows saved values as typed: decimal comma, DD.MM.YYYY, ticked or not, headings without an input', () => {
    const values = customFieldFormValues(defs, { '1': 'VP-1', '2': 2.5, '3': '2026-03-14', '5': true });
    expect(values).toEqual({ f1: 'VP-1', f2: '2,5', f3: '14.03.2026', f5: true, f6: '' });
  });

  it('sends every shown field, empty ones as null and dates as ISO', () => {
    const sent = customFieldApiValues(defs, { f1: ' VP-1 ', f2: '2,5', f3: '14.03.2026', f5: false, f6: '' });
    expect(sent).toEqual({ '1': 'VP-1', '2': '2,5', '3': '2026-03-14', '5': false, '6': null });
  });

  it('names the shared rules on the inputs before a save: required, number, date', () => {
    const issues = customFieldIssues(defs, { f1: '', f2: 'to', f3: '31.02.2026', f5: false, f6: '' });
    expect(issues).toEqual([
      { field: 'customfields.f2', message: 'invalidNumber' },
      { field: 'customfields.f3', message: 'invalidDate' },
      { field: 'customfields.f1', message: 'required' },
    ]);
    expect(customFieldIssues(defs, { f1: 'VP-1', f2: '3', f3: '', f5: true, f6: 'Årlig' })).toEqual([]);
  });

  it("puts the server's customfields.<id> errors on the inputs and leaves other fields alone", () => {
    expect(formFieldOfError('customfields.12')).toBe('customfields.f12');
    expect(formFieldOfError('name')).toBe('name');
  });

  it('leaves out the fields switched off', () => {
    expect(shownDefinitions([{ ...defs[0]!, isactive: false }, defs[1]!]).map((d) => d.id)).toEqual([2]);
    expect(shownDefinitions(null)).toEqual([]);
  });
});
