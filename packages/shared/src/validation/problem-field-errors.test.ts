import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { email, postalCode } from './contact.rules';
import { discount, numberString, quantity, year } from './number.rules';
import { problemFieldErrors } from './problem-field-errors';
import { fieldName, requiredString } from './text.rules';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to fail');
  return problemFieldErrors(result.error);
}

describe('problemFieldErrors', () => {
  it('lists one field error per failing field with the rule message', () => {
    const schema = z.object({ name: requiredString(), email: email(), postalcode: postalCode() });
    expect(errorsOf(schema, { name: ' ', email: 'nope', postalcode: '0150' })).toEqual([
      { field: 'name', message: 'required' },
      { field: 'email', message: 'invalidEmail' },
    ]);
  });

  it('writes nested paths with dots', () => {
    const schema = z.object({ lines: z.array(z.object({ quantity: quantity() })) });
    expect(errorsOf(schema, { lines: [{ quantity: '1' }, { quantity: '0' }] })).toEqual([
      { field: 'lines.1.quantity', message: 'required' },
    ]);
  });

  it('keeps the literal form-builder messages', () => {
    expect(errorsOf(z.object({ name: fieldName() }), { name: 'a b' })).toEqual([
      { field: 'name', message: 'Invalid name' },
    ]);
  });

  it("turns zod's own messages into translation keys", () => {
    const schema = z.object({ name: z.string(), count: z.number(), note: z.string().max(3) });
    expect(errorsOf(schema, { count: 'x', note: 'abcd' })).toEqual([
      { field: 'name', message: 'required' },
      { field: 'count', message: 'invalidData' },
      { field: 'note', message: 'maxCharacters', params: { max: 3 } },
    ]);
  });

  it('reads a missing value as required also when zod reports the input', () => {
    const result = z.object({ name: z.string() }).safeParse({}, { reportInput: true });
    expect(problemFieldErrors(result.error!)).toEqual([{ field: 'name', message: 'required' }]);
  });

  it('names the whole body with an empty field', () => {
    expect(errorsOf(z.object({ a: z.string() }), 'not an object')).toEqual([
      { field: '', message: 'invalidData' },
    ]);
  });

  // issue 12: range and length messages name the limits; the key and its values travel apart in the answer.
  it('answers the allowed range with a range error (discount 150, year 3025 is fine but 10000 not)', () => {
    const schema = z.object({ discount: discount(), year: year(), wage: numberString() });
    expect(errorsOf(schema, { discount: '150', year: '10000', wage: '-5' })).toEqual([
      { field: 'discount', message: 'outOfRange', params: { min: 0, max: 100 } },
      { field: 'year', message: 'outOfRange', params: { min: 1000, max: 9999 } },
      { field: 'wage', message: 'minValue', params: { min: 0 } },
    ]);
  });

  it('names the maximum of a text that is too long', () => {
    expect(errorsOf(z.object({ name: requiredString(100) }), { name: 'x'.repeat(300) })).toEqual([
      { field: 'name', message: 'maxCharacters', params: { max: 100 } },
    ]);
  });

  // issue 12: "city,createdon,updatedon" was one error; every unknown field is its own.
  it('gives every unknown field its own error', () => {
    expect(errorsOf(z.object({ a: z.string() }).strict(), { a: 'x', city: 1, createdon: 2 })).toEqual([
      { field: 'city', message: 'unknownField' },
      { field: 'createdon', message: 'unknownField' },
    ]);
    const nested = z.object({ lines: z.array(z.object({ a: z.string() }).strict()) });
    expect(errorsOf(nested, { lines: [{ a: 'x', b: 1 }] })).toEqual([
      { field: 'lines.0.b', message: 'unknownField' },
    ]);
  });
});
