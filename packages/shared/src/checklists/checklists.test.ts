import { describe, expect, it } from 'vitest';
import { problemFieldErrors } from '../validation/problem-field-errors';
import { FIELD_TYPES, completionErrors, fieldTypeInfo, formCreateSchema, parseJsonObject } from './index';

const radio = { name: 'ok', label: 'OK?', type: 4, options: [{ label: 'Ja', value: 'yes' }] };
const checkpoints = {
  name: 'cp',
  label: 'Checkpoints',
  type: 20,
  subitems: [{ label: 'A' }, { label: 'B' }],
};

function errorsOf(body: unknown) {
  const r = formCreateSchema.safeParse(body);
  return r.success ? [] : problemFieldErrors(r.error);
}

describe('field type catalogue (spec 02 §3)', () => {
  it('puts 1-7, 9, 11, 15, 16, 17, 22, 23, 25, 26 in the standard palette and the rest in advanced', () => {
    const standard = FIELD_TYPES.filter((x) => x.palette === 'standard').map((x) => x.type);
    expect(standard).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 11, 15, 16, 17, 22, 23, 25, 26]);
    expect(FIELD_TYPES.map((x) => x.type)).toEqual([
      ...Array.from({ length: 26 }, (_, i) => i + 1),
      28,
      29,
      30,
      31,
      32,
      33,
    ]);
  });
  it('allows read-only only on the spec types', () => {
    const ro = FIELD_TYPES.filter((x) => x.readonlyAllowed).map((x) => x.type);
    expect(ro).toEqual([1, 2, 3, 4, 5, 6, 7, 23, 25, 28]);
    expect(fieldTypeInfo(20)?.attributes).toContain('subitems');
  });
});

describe('form builder rules (spec 02 §5)', () => {
  it('accepts a form with a radio and a checkpoint group', () => {
    expect(errorsOf({ name: 'Service', properties: [radio, checkpoints] })).toEqual([]);
  });
  it('refuses a field name with other than letters, digits and underscore', () => {
    expect(errorsOf({ name: 'F', properties: [{ ...radio, name: 'bad name' }] })).toEqual([
      { field: 'properties.0.name', message: 'Invalid name' },
    ]);
  });
  it('refuses columns outside 1 to 12, components outside 1 to 5, a width under 5 % and a size of 0', () => {
    const e = errorsOf({
      name: 'F',
      properties: [
        { name: 'a', type: 1, columns: 13 },
        { name: 'b', type: 10, components: 6 },
        { name: 'c', type: 18, grid_data: [{ label: 'x', width: 4 }] },
        { name: 'd', type: 16, font_size: 0 },
      ],
    });
    expect(e).toEqual([
      { field: 'properties.0.columns', message: 'Enter columns b/w 1 to 12' },
      { field: 'properties.1.components', message: 'invalidComponents' },
      { field: 'properties.2.grid_data.0.width', message: 'invalidMinimumWidth' },
      { field: 'properties.3.font_size', message: 'Value should be greater than zero' },
    ]);
  });
  it('refuses read-only on a type that does not allow it, and duplicate names', () => {
    expect(
      errorsOf({
        name: 'F',
        properties: [
          { name: 's', type: 13, readonly: true },
          { name: 's', type: 1 },
        ],
      }),
    ).toEqual([
      { field: 'properties.0.readonly', message: 'invalidData' },
      { field: 'properties.1.name', message: 'duplicateName' },
    ]);
  });
});

describe('completionErrors (spec 02 §5)', () => {
  const form = { properties: [radio, checkpoints] };
  it('names an unanswered radio and a checkpoint answered 3', () => {
    expect(
      completionErrors(form, { cp: { subitems: [{ radioBoxValue: 1 }, { radioBoxValue: 3 }] } }),
    ).toEqual([
      { field: 'ok', message: 'checklistRadioUnanswered' },
      { field: 'cp.subitems.1', message: 'checklistCheckpointDefect' },
    ]);
  });
  it('passes a checklist with every radio answered and no defect; invalid JSON reads as {}', () => {
    expect(
      completionErrors(form, JSON.stringify({ ok: 'yes', cp: { subitems: [{ radioBoxValue: 0 }] } })),
    ).toEqual([]);
    expect(completionErrors(form, '{broken')).toEqual([{ field: 'ok', message: 'checklistRadioUnanswered' }]);
    expect(completionErrors({ properties: [{ ...radio, default_value: '"yes"' }] }, {})).toEqual([]);
  });
  it('reads invalid JSON and non-objects as {}', () => {
    expect(parseJsonObject('{x')).toEqual({});
    expect(parseJsonObject('[1]')).toEqual({});
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 });
  });
});
