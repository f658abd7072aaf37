import { describe, expect, it } from 'vitest';
import { buildingCreateSchema, cadastralText } from './building.schema';

const messages = (body: Record<string, unknown>) =>
  buildingCreateSchema
    .safeParse({ name: 'Bygg', ...body })
    .error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('building rules', () => {
  it('reads coordinates, areas and discounts typed with a decimal comma', () => {
    expect(
      buildingCreateSchema.parse({
        name: 'Bygg',
        latitude: '59,9139',
        longitude: '-10,5',
        area: '1 250,75',
        hourdiscount: '12,5',
        gardsnummer: '208',
      }),
    ).toMatchObject({
      latitude: 59.9139,
      longitude: -10.5,
      area: 1250.75,
      hourdiscount: 12.5,
      gardsnummer: 208,
    });
  });

  it('keeps coordinates on the globe and discounts between 0 and 100', () => {
    expect(messages({ latitude: 90.1 })).toEqual(['latitude:outOfRange|min=-90|max=90']);
    expect(messages({ longitude: -181 })).toEqual(['longitude:outOfRange|min=-180|max=180']);
    expect(messages({ hourdiscount: 101 })).toEqual(['hourdiscount:outOfRange|min=0|max=100']);
    expect(messages({ materialdiscount: '-5' })).toEqual(['materialdiscount:outOfRange|min=0|max=100']);
    expect(messages({ hourdiscount: 100, materialdiscount: 0 })).toBeUndefined();
  });

  it('checks the cadastral numbers and the municipality number', () => {
    expect(messages({ gardsnummer: 0 })).toEqual(['gardsnummer:outOfRange|min=1|max=99999']);
    expect(messages({ bruksnummer: '12a' })).toEqual(['bruksnummer:invalidNumber']);
    expect(messages({ municipalitynumber: '301' })).toEqual(['municipalitynumber:invalidNumber']);
    expect(messages({ zip: '01' })).toEqual(['zip:invalidPostalCode']);
    expect(messages({ yearbuilt: 999 })).toEqual([
      `yearbuilt:outOfRange|min=1000|max=${new Date().getFullYear() + 5}`,
    ]);
    // issue 12: a year in the future says which years are allowed (up to five years ahead).
    expect(messages({ yearbuilt: 3025 })).toEqual([
      `yearbuilt:outOfRange|min=1000|max=${new Date().getFullYear() + 5}`,
    ]);
  });

  it('writes the cadastre the short Norwegian way', () => {
    const none = { festenummer: null, seksjonsnummer: null };
    expect(cadastralText({ gardsnummer: 12, bruksnummer: 345, ...none })).toBe('12/345');
    expect(cadastralText({ gardsnummer: 12, bruksnummer: 345, festenummer: 0, seksjonsnummer: 2 })).toBe(
      '12/345/0/2',
    );
    expect(cadastralText({ gardsnummer: 12, bruksnummer: 345, festenummer: 7, seksjonsnummer: 0 })).toBe(
      '12/345/7',
    );
    expect(cadastralText({ gardsnummer: null, bruksnummer: 345, ...none })).toBe('');
  });
});
