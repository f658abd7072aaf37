import { describe, expect, it } from 'vitest';
import { firstFieldError, saveBarState } from './save-bar.logic';

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
