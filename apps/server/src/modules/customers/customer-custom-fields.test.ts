import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

// spec 01 §2 Settings "Customers: custom fields" and spec 01 §3 "Custom field data types": the definitions are a
// settings list (the generic contract test covers its engine calls); these tests cover the rules of their own:
// choices of a select, the selectable data types, who may edit them, and the values saved on a customer.

type Field = { id: number; label: string; datatype: string; version: number };

describe.each(DB_KINDS)('custom fields of customers on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  const field: Record<string, Field> = {};
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    // The fields of a heat-pump service company, one of every selectable data type.
    const definitions: [string, string, Record<string, unknown>][] = [
      ['anlegg', 'Anleggsnummer', { datatype: 'string', required: true }],
      ['aggregater', 'Antall aggregater', { datatype: 'number' }],
      ['service', 'Siste service', { datatype: 'date' }],
      [
        'intervall',
        'Serviceintervall',
        { datatype: 'select', options: ['Kvartalsvis', 'Halvårlig', 'Årlig'] },
      ],
      ['avtale', 'Har serviceavtale', { datatype: 'checkbox' }],
      ['drift', 'Driftsinformasjon', { datatype: 'label' }],
      ['adkomst', 'Adkomst', { datatype: 'multiline_string' }],
      ['kontakt', 'Foretrukket kontakt', { datatype: 'radiobox', options: ['Telefon', 'E-post', 'SMS'] }],
    ];
    let position = 10;
    for (const [key, label, rest] of definitions) {
      const r = await admin.post('customercustomfields', { label, position, ...rest });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      field[key] = r.body;
      position += 10;
    }
  });
  afterAll(() => server.close());

  const id = (key: string) => String(field[key]!.id);
  const customerCount = async () => (await admin.post('customers/list', { count: true })).body.total;
  const fieldCount = async () => (await admin.post('customercustomfields/list', { count: true })).body.total;

  it('lists the fields in the order of their position, as the customer form shows them', async () => {
    const active = await tech.post('customercustomfields/get_active', {});
    expect(active.status).toBe(200);
    const labels = active.body.map((f: { label: string }) => f.label);
    expect(labels.slice(0, 3)).toEqual(['Anleggsnummer', 'Antall aggregater', 'Siste service']);
  });

  it('refuses a select or radio group without choices, or with a choice twice, and saves nothing', async () => {
    const before = await fieldCount();
    const noChoices = await admin.post('customercustomfields', {
      label: 'Kjølemedium',
      datatype: 'select',
      options: [],
      position: 100,
    });
    expect(noChoices.status).toBe(400);
    expect(noChoices.headers.get('content-type')).toMatch(/problem\+json/);
    expect(noChoices.body.errors).toEqual([{ field: 'options', message: 'required' }]);
    const twice = await admin.post('customercustomfields', {
      label: 'Kjølemedium',
      datatype: 'radiobox',
      options: ['R32', 'r32'],
      position: 100,
    });
    expect(twice.body.errors).toEqual([{ field: 'options', message: 'invalidData' }]);
    // Turning a text field into a select needs its choices too: the rule reads the saved row with the change.
    const f = field.adkomst!;
    const turned = await admin.put(`customercustomfields/${f.id}`, {
      datatype: 'select',
      version: f.version,
    });
    expect(turned.status).toBe(400);
    expect(turned.body.errors).toEqual([{ field: 'options', message: 'required' }]);
    expect((await admin.get(`customercustomfields/${f.id}`)).body).toMatchObject({
      datatype: 'multiline_string',
      version: f.version,
    });
    expect(await fieldCount()).toBe(before);
  });

  it('offers only the selectable data types: image, frequency and type of service are refused', async () => {
    for (const datatype of ['image', 'frequency', 'type_of_service', 'colour']) {
      const r = await admin.post('customercustomfields', {
        label: `Felt ${datatype}`,
        datatype,
        position: 5,
      });
      expect(r.status, datatype).toBe(400);
      expect(r.body.errors).toEqual([{ field: 'datatype', message: 'invalidData' }]);
    }
  });

  it('lets only those with the settings permission change the definitions; ticket fields are for administrators', async () => {
    expect(
      (await office.post('customercustomfields', { label: 'X', datatype: 'string', position: 1 })).status,
    ).toBe(403);
    expect((await tech.del('customercustomfields', { ids: [field.anlegg!.id] })).status).toBe(403);
    expect((await office.post('ticketcustomfields/list', {})).status).toBe(403);
    const ticketField = await admin.post('ticketcustomfields', {
      label: 'Berørt system',
      datatype: 'select',
      options: ['Nettbutikk', 'Kassesystem'],
      position: 10,
    });
    expect(ticketField.status).toBe(200);
    // The ticket fields are a list of their own: the customer form never shows them.
    const customerFields = await admin.post('customercustomfields/get_active', {});
    expect(customerFields.body.map((f: { label: string }) => f.label)).not.toContain('Berørt system');
    expect(
      (await office.post('ticketcustomfields', { label: 'Y', datatype: 'string', position: 1 })).status,
    ).toBe(403);
  });

  it('saves the values of a new customer in their stored form and answers them back', async () => {
    const r = await admin.post('customers', {
      name: 'Fjellheim Borettslag',
      customfields: {
        [id('anlegg')]: '  VP-2041 ',
        [id('aggregater')]: '2,5',
        [id('service')]: '2026-03-14',
        [id('intervall')]: 'Halvårlig',
        [id('avtale')]: true,
        [id('adkomst')]: 'Nøkkel hos vaktmester.\nRing på forhånd.',
        [id('kontakt')]: 'SMS',
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const expected = {
      [id('anlegg')]: 'VP-2041',
      [id('aggregater')]: 2.5,
      [id('service')]: '2026-03-14',
      [id('intervall')]: 'Halvårlig',
      [id('avtale')]: true,
      [id('adkomst')]: 'Nøkkel hos vaktmester.\nRing på forhånd.',
      [id('kontakt')]: 'SMS',
    };
    expect(r.body.customfields).toEqual(expected);
    expect((await tech.get(`customers/${r.body.id}`)).body.customfields).toEqual(expected);
  });

  it("refuses values that do not suit their field with customfields.<id> and the spec's message key, saving nothing", async () => {
    const before = await customerCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ [id('aggregater')]: 'to' }, id('aggregater'), 'invalidNumber'],
      [{ [id('aggregater')]: '1.234,5' }, id('aggregater'), 'invalidNumber'],
      [{ [id('service')]: '14.03.2026' }, id('service'), 'invalidDate'],
      [{ [id('service')]: '2026-02-30' }, id('service'), 'invalidDate'],
      [{ [id('intervall')]: 'Ukentlig' }, id('intervall'), 'invalidData'],
      [{ [id('kontakt')]: 'Brev' }, id('kontakt'), 'invalidData'],
      [{ [id('avtale')]: 'ja' }, id('avtale'), 'invalidData'],
      [{ [id('drift')]: 'En overskrift har ingen verdi' }, id('drift'), 'invalidData'],
      [{ [id('adkomst')]: 'x'.repeat(4001) }, id('adkomst'), 'maxCharacters'],
      [{ '99999999': 'x' }, '99999999', 'unknownField'],
    ];
    for (const [values, key, message] of cases) {
      const r = await admin.post('customers', {
        name: 'Avvist AS',
        customfields: { [id('anlegg')]: 'A-1', ...values },
      });
      expect(r.status, JSON.stringify(values)).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/problem\+json/);
      expect(r.body.errors).toEqual([expect.objectContaining({ field: `customfields.${key}`, message })]);
    }
    const missing = await admin.post('customers', {
      name: 'Avvist AS',
      customfields: { [id('anlegg')]: '  ' },
    });
    expect(missing.body.errors).toEqual([{ field: `customfields.${id('anlegg')}`, message: 'required' }]);
    const notAnObject = await admin.post('customers', { name: 'Avvist AS', customfields: ['A-1'] });
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.errors[0].field).toBe('customfields');
    expect(await customerCount()).toBe(before);
  });

  it('keeps values not sent on an update, clears one sent empty, and refuses a required one cleared', async () => {
    const created = await admin.post('customers', {
      name: 'Sjøsiden Hotell',
      customfields: { [id('anlegg')]: 'H-7', [id('aggregater')]: 4, [id('intervall')]: 'Årlig' },
    });
    const c = created.body;
    const updated = await admin.put(`customers/${c.id}`, {
      version: c.version,
      customfields: { [id('aggregater')]: null, [id('avtale')]: false },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.customfields).toEqual({
      [id('anlegg')]: 'H-7',
      [id('intervall')]: 'Årlig',
      [id('avtale')]: false,
    });
    const cleared = await admin.put(`customers/${c.id}`, {
      version: updated.body.version,
      customfields: { [id('anlegg')]: '' },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors).toEqual([{ field: `customfields.${id('anlegg')}`, message: 'required' }]);
    // A save that does not touch the custom fields leaves them as they are.
    const renamed = await admin.put(`customers/${c.id}`, {
      version: updated.body.version,
      name: 'Sjøsiden Hotell AS',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.customfields[id('anlegg')]).toBe('H-7');
  });

  it('keeps the value of a field switched off, and no longer demands it when it was required', async () => {
    const extra = await admin.post('customercustomfields', {
      label: 'Gammelt kundenummer',
      datatype: 'string',
      required: true,
      position: 200,
    });
    const key = String(extra.body.id);
    const c = await admin.post('customers', {
      name: 'Lund Bakeri',
      customfields: { [id('anlegg')]: 'B-1', [key]: 'K-100' },
    });
    expect(c.status).toBe(200);
    const off = await admin.put(`customercustomfields/${extra.body.id}`, { isactive: false, version: 1 });
    expect(off.status).toBe(200);
    const saved = await admin.put(`customers/${c.body.id}`, {
      version: c.body.version,
      customfields: { [id('anlegg')]: 'B-2' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.customfields).toEqual({ [id('anlegg')]: 'B-2', [key]: 'K-100' });
    const other = await admin.post('customers', {
      name: 'Ny Kunde AS',
      customfields: { [id('anlegg')]: 'N-1' },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    // Deleted for good: its value goes with the next save.
    expect((await admin.del('customercustomfields', { ids: [extra.body.id] })).status).toBe(200);
    const again = await admin.put(`customers/${c.body.id}`, {
      version: saved.body.version,
      customfields: {},
    });
    expect(again.body.customfields).toEqual({ [id('anlegg')]: 'B-2' });
  });

  it('does not refuse a customer made without the custom fields (a lead converted, an import, an API call)', async () => {
    const r = await admin.post('customers', { name: 'Uten felter AS' });
    expect(r.status).toBe(200);
    expect(r.body.customfields).toEqual({});
  });

  it("gives another company neither this company's fields nor a way to fill them in", async () => {
    expect((await fjord.get(`customercustomfields/${field.anlegg!.id}`)).status).toBe(404);
    const r = await fjord.post('customers', { name: 'Fjord AS', customfields: { [id('anlegg')]: 'F-1' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: `customfields.${id('anlegg')}`, message: 'unknownField' }]);
    const own = await admin.post('customers', { name: 'Egen AS', customfields: { [id('anlegg')]: 'E-1' } });
    expect((await fjord.put(`customers/${own.body.id}`, { version: 1, customfields: {} })).status).toBe(404);
  });

  it("refuses a technician's change of a customer's custom fields", async () => {
    const own = await admin.post('customers', {
      name: 'Teknikerkunde AS',
      customfields: { [id('anlegg')]: 'T-1' },
    });
    const r = await tech.put(`customers/${own.body.id}`, {
      version: own.body.version,
      customfields: { [id('anlegg')]: 'T-2' },
    });
    expect(r.status).toBe(403);
    expect((await admin.get(`customers/${own.body.id}`)).body.customfields[id('anlegg')]).toBe('T-1');
  });
});
