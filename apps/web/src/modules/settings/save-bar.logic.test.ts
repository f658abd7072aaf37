import { describe, expect, it } from 'vitest';
import { firstErrorInOrder, firstFieldError, saveBarState, valuesChanged } from './save-bar.logic';

describe('the save bar', () => {
  it('says one thing on a new, untouched form on every screen, and lets it be saved', () => {
    expect(saveBarState({ dirty: false, isNew: true, saving: false })).toEqual({
      status: 'masterdata.newNotSaved',
      canSave: true,
      canUndo: false,
      sticky: true,
    });
  });

  it('says "unsaved changes" once something is typed, and "no changes" compactly on a saved form', () => {
    expect(saveBarState({ dirty: true, isNew: true, saving: false }).status).toBe('settings.unsavedChanges');
    expect(saveBarState({ dirty: false, saving: false })).toEqual({
      status: 'settings.noChanges',
      canSave: false,
      canUndo: false,
      sticky: false,
    });
    expect(saveBarState({ dirty: true, saving: true })).toMatchObject({ canSave: false, canUndo: false });
  });

  it("leads with 'Please check the required fields!' after a failed save", () => {
    expect(saveBarState({ dirty: true, saving: false, hasErrors: true }).status).toBe(
      'validation.validationIssue',
    );
  });
});

describe('the form error summary', () => {
  it('names the first failing field in form order, nested ones too', () => {
    expect(
      firstFieldError({
        name: { type: 'custom', message: 'required', ref: { name: 'name' } },
        email: { message: 'invalidEmail' },
      }),
    ).toEqual({ field: 'name', message: 'required' });
    expect(firstFieldError({ units: [undefined, { factor: { message: 'invalidNumber' } }] })).toEqual({
      field: 'units.1.factor',
      message: 'invalidNumber',
    });
    expect(firstFieldError({})).toBeNull();
  });
});

describe('the summary and changes of forms without react-hook-form (offers, appointments)', () => {
  it('names the first failing field in the form order', () => {
    expect(
      firstErrorInOrder({ end: 'invalidDate', subject: 'maxCharacters|max=200' }, ['subject', 'end']),
    ).toEqual({ field: 'subject', message: 'maxCharacters|max=200' });
    expect(firstErrorInOrder({ other: 'x', end: 'y' }, ['subject', 'end'])).toEqual({
      field: 'end',
      message: 'y',
    });
    expect(firstErrorInOrder({ subject: undefined }, ['subject'])).toBeNull();
  });

  it('sees a change against the saved values', () => {
    expect(valuesChanged({ a: '1', b: '' }, { a: '1', b: '' })).toBe(false);
    expect(valuesChanged({ a: '1', b: 'x' }, { a: '1', b: '' })).toBe(true);
  });
});
