import { describe, expect, it } from 'vitest';
import { leadCreateSchema, leadListSchema, leadUpdateSchema } from './lead.schema';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('lead rules', () => {
  it('accepts what a form holds and answers what the API stores', () => {
    const r = leadCreateSchema.parse({
      name: '  Bergen Eiendom AS ',
      organizationnumber: '923 609 016',
      expectedvalue: '1 234,50',
      expectedclosedate: '24.12.2026',
      email: '',
      zip: '5013',
      leadstatusid: '',
    });
    expect(r).toMatchObject({
      name: 'Bergen Eiendom AS',
      organizationnumber: '923609016',
      expectedvalue: 1234.5,
      expectedclosedate: '2026-12-24',
      email: null,
      zip: '5013',
      leadstatusid: null,
    });
  });

  it('accepts what a JSON client sends', () => {
    const r = leadCreateSchema.parse({
      name: 'A',
      expectedvalue: 99.5,
      expectedclosedate: '2026-01-31',
      leadstatusid: 3,
    });
    expect(r).toMatchObject({ expectedvalue: 99.5, expectedclosedate: '2026-01-31', leadstatusid: 3 });
  });

  it('refuses an organisation number with a wrong MOD11 check digit', () => {
    expect(issues(leadCreateSchema.safeParse({ name: 'A', organizationnumber: '923609017' }))).toEqual([
      'organizationnumber:invalidOrganizationNumber',
    ]);
  });

  it('names every bad field with its message key', () => {
    const r = leadCreateSchema.safeParse({
      name: ' ',
      email: 'x@',
      phone: '12',
      zip: '1',
      source: 'pigeon',
      expectedvalue: '-1',
      expectedclosedate: '2026-02-30',
      other: 1,
    });
    expect(issues(r).sort()).toEqual(
      [
        // zod's own text; the server turns it into the key unknownField (platform/errors.ts).
        ':Unrecognized key: "other"',
        'email:invalidEmail',
        'expectedclosedate:invalidDate',
        'expectedvalue:minValue|min=0',
        'name:required',
        'phone:invalidMobileno',
        'source:invalidData',
        'zip:invalidPostalCode',
      ].sort(),
    );
  });

  it('leaves out of an update what it was not given, and needs the version', () => {
    expect(leadUpdateSchema.parse({ city: 'Os', version: 2 })).toEqual({ city: 'Os', version: 2 });
    expect(issues(leadUpdateSchema.safeParse({ city: 'Os' }))).toEqual(['version:required']);
  });

  it('lists only by known fields, with a bounded page', () => {
    expect(
      leadListSchema.safeParse({ sort: { name: 1 }, match: { source: 'fair' }, limit: 25 }).success,
    ).toBe(true);
    for (const body of [{ sort: { notes: 1 } }, { match: { notes: 'x' } }, { limit: 501 }, { skip: -1 }]) {
      expect(leadListSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
