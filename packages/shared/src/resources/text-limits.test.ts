// issue 12 "Length limits": every text field of the engine has a stated maximum (its definition's, else the default
// of its kind) that the shared schema enforces with a message naming it, and the forms read the same number.
import { describe, expect, it } from 'vitest';
import { problemFieldErrors } from '../validation/problem-field-errors';
import { createSchema, DEFAULT_TEXT_MAX, textMax, textMaxLength } from './define-resource';
import { RESOURCE_DEFS } from './registry';

describe('text limits of the engine', () => {
  it('refuse text one character over the maximum of every plain text field, naming the maximum', () => {
    let checked = 0;
    for (const def of Object.values(RESOURCE_DEFS)) {
      const schema = createSchema(def);
      for (const [name, f] of Object.entries(def.fields)) {
        if (f.type !== 'text' || f.format || f.options || f.sms || f.serverSet) continue;
        const max = textMax(f);
        const r = schema.safeParse({ [name]: 'x'.repeat(max + 1) });
        expect(r.success, `${def.name}.${name}`).toBe(false);
        const errors = problemFieldErrors(r.error!);
        expect(errors, `${def.name}.${name}`).toContainEqual({
          field: name,
          message: 'maxCharacters',
          params: { max },
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('give a default maximum by kind, overridden by the definition', () => {
    expect(textMax({ type: 'text' })).toBe(DEFAULT_TEXT_MAX.text);
    expect(textMax({ type: 'text', format: 'phone' })).toBe(DEFAULT_TEXT_MAX.phone);
    expect(textMax({ type: 'text', max: 30 })).toBe(30);
    // The unit name stops at 30 in the form too (it was cut silently; now the form counts to 30).
    expect(textMaxLength(RESOURCE_DEFS.productunits!, 'name')).toBe(30);
    expect(textMaxLength(RESOURCE_DEFS.productunits!, 'nosuchfield')).toBeUndefined();
  });
});
