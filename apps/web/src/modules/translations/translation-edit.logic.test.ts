import type { TranslationItem } from '@suite/shared/translations/types';
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  changedCount,
  changedItems,
  filterRows,
  rowsWithEdits,
  sectionsOf,
  type Edits,
} from './translation-edit.logic';

const save: TranslationItem = {
  sectionkey: 'common',
  key: 'save',
  en_value: 'Save',
  no_value: 'Lagre',
  po_value: 'Zapisz',
  sw_value: 'Spara',
};
const customers: TranslationItem = {
  sectionkey: 'menus',
  key: 'customers',
  en_value: 'Customers',
  no_value: 'Kunder',
  po_value: 'Klienci',
  sw_value: 'Kunder',
};
const items = [save, customers];

describe('editing the tenant texts', () => {
  it('sends only the items that were changed, each complete with all four languages', () => {
    const edits = applyEdit({}, customers, 'no_value', 'Kundar');
    expect(changedItems(items, edits)).toEqual([{ ...customers, no_value: 'Kundar' }]);
  });

  it('forgets an edit when the original text is typed back', () => {
    let edits: Edits = applyEdit({}, save, 'en_value', 'Store');
    edits = applyEdit(edits, save, 'en_value', 'Save');
    expect(edits).toEqual({});
    expect(changedItems(items, edits)).toEqual([]);
  });

  it('sends an emptied text as empty so that the server falls back to the default', () => {
    const edits = applyEdit({}, save, 'sw_value', '');
    expect(changedItems(items, edits)[0].sw_value).toBe('');
  });

  it('counts changed texts per item, not per language', () => {
    let edits = applyEdit({}, save, 'en_value', 'Store');
    edits = applyEdit(edits, save, 'no_value', 'Lagr');
    edits = applyEdit(edits, customers, 'po_value', 'Klient');
    expect(changedCount(edits)).toBe(2);
  });

  it('marks which languages of a row were changed', () => {
    const rows = rowsWithEdits(items, applyEdit({}, save, 'no_value', 'Lagr'));
    expect(rows[0]).toMatchObject({ id: 'common.save', no_value: 'Lagr', changed: ['no_value'] });
    expect(rows[1].changed).toEqual([]);
  });

  it('filters by section and finds a text in any language or by its key', () => {
    const rows = rowsWithEdits(items, {});
    expect(filterRows(rows, { section: 'menus', search: '', changedOnly: false }).map((r) => r.key)).toEqual([
      'customers',
    ]);
    expect(filterRows(rows, { section: '', search: 'zapisz', changedOnly: false }).map((r) => r.key)).toEqual(
      ['save'],
    );
    expect(filterRows(rows, { section: '', search: 'menus.cust', changedOnly: false })).toHaveLength(1);
  });

  it('can show only the texts changed but not saved yet', () => {
    const rows = rowsWithEdits(items, applyEdit({}, customers, 'en_value', 'Clients'));
    expect(filterRows(rows, { section: '', search: '', changedOnly: true }).map((r) => r.key)).toEqual([
      'customers',
    ]);
  });

  it('shows saved overrides under "changed only" right after the save, marking their languages', () => {
    const saved = { ...save, no_value: 'Lagre nå', overridden: ['no' as const] };
    const rows = rowsWithEdits([customers, saved], {});
    expect(filterRows(rows, { section: '', search: '', changedOnly: true }).map((r) => r.id)).toEqual([
      'common.save',
    ]);
    expect(rows.find((r) => r.id === 'common.save')!.saved).toEqual(['no_value']);
  });

  it('offers every section once, sorted', () => {
    expect(sectionsOf([customers, save, customers])).toEqual(['common', 'menus']);
  });
});
