import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

describe.each(DB_KINDS)('system configuration and company info on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let fjord: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, fjord] = await Promise.all(
      ['admin', 'office', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
  });
  afterAll(() => server.close());

  it('starts a tenant with the spec defaults: English and Norwegian, hour enter style 1, theme #285a84', async () => {
    const r = await admin.get('systemconfiguration');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      languageoptions: ['en', 'no'],
      hourenterstyle: 1,
      themecolor: '#285a84',
      version: 1,
    });
    expect(r.body.enabledmodules).toContain('orders');
  });

  it('saves a change with the version read, and refuses a stale save with 412', async () => {
    const r = await admin.put('systemconfiguration', {
      themecolor: '#aa3300',
      enabledmodules: ['customers', 'orders'],
      version: 1,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ themecolor: '#aa3300', version: 2, hourenterstyle: 1 });
    const stale = await admin.put('systemconfiguration', { themecolor: '#000000', version: 1 });
    expect(stale.status).toBe(412);
    expect((await admin.get('systemconfiguration')).body.themecolor).toBe('#aa3300');
    // The initial load data of the next request reflects it.
    expect(
      (await admin.post('auth/get_initial_load_data', {})).body.systemconfiguration.enabledmodules,
    ).toEqual(['customers', 'orders']);
  });

  it("keeps each tenant's configuration to itself", async () => {
    expect((await fjord.get('systemconfiguration')).body.themecolor).toBe('#285a84');
  });

  it('answers bad configuration with field errors and changes nothing', async () => {
    const v = (await admin.get('systemconfiguration')).body.version;
    const cases: [Record<string, unknown>, string][] = [
      [{ themecolor: 'red' }, 'themecolor'],
      [{ enabledmodules: ['nosuchmodule'] }, 'enabledmodules.0'],
      [{ languageoptions: [] }, 'languageoptions'],
      [{ hourenterstyle: 'one' }, 'hourenterstyle'],
      [{ logo: 'javascript:alert(1)' }, 'logo'],
      [{ unknownsetting: true }, 'unknownsetting'],
    ];
    for (const [patch, field] of cases) {
      const r = await admin.put('systemconfiguration', { ...patch, version: v });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await admin.get('systemconfiguration')).body.version).toBe(v);
  });

  it('lets only administrators change the configuration', async () => {
    const v = (await office.get('systemconfiguration')).body.version;
    expect((await office.put('systemconfiguration', { themecolor: '#111111', version: v })).status).toBe(403);
    expect((await office.put('companyinfo', { partyname: 'X', version: 1 })).status).toBe(403);
  });

  it('saves company info with the minimum weekly hours and validates the organisation number', async () => {
    const before = (await admin.get('companyinfo')).body;
    expect(before.partyname).toBe('Demo Service AS');
    const bad = await admin.put('companyinfo', {
      organizationnumber: '12345',
      email: 'not-an-email',
      version: before.version,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'organizationnumber', message: 'invalidOrganizationNumber' },
        { field: 'email', message: 'invalidEmail' },
      ]),
    );
    const ok = await admin.put('companyinfo', {
      mininum_hours: 37.5,
      organizationnumber: '923609016',
      version: before.version,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      mininum_hours: 37.5,
      organizationnumber: '923609016',
      partyname: 'Demo Service AS',
    });
  });

  it('checks the organisation number with MOD11 and saves the address, contact data and VAT status', async () => {
    const before = (await admin.get('companyinfo')).body;
    // A new company is taken to charge VAT until it says otherwise.
    expect(before.vatregistered).toBe(true);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ organizationnumber: '923609017' }, 'organizationnumber', 'invalidOrganizationNumber'],
      [{ postcode: '12' }, 'postcode', 'invalidPostalCode'],
      [{ email: 'post@' }, 'email', 'invalidEmail'],
      [{ vatregistered: 'ja' }, 'vatregistered', 'invalidData'],
      [{ website: 'x'.repeat(201) }, 'website', 'maxCharacters'],
    ];
    for (const [patch, field, message] of cases) {
      const r = await admin.put('companyinfo', { ...patch, version: before.version });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/problem\+json/);
      expect(r.body.errors).toEqual([expect.objectContaining({ field, message })]);
    }
    expect((await admin.get('companyinfo')).body).toEqual(before);
    const ok = await admin.put('companyinfo', {
      organizationnumber: '923 609 016',
      vatregistered: false,
      street: 'Industriveien 12',
      postcode: '1337',
      city: 'Sandvika',
      website: 'https://demoservice.no',
      version: before.version,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({
      organizationnumber: '923609016',
      vatregistered: false,
      postcode: '1337',
      city: 'Sandvika',
      partyname: 'Demo Service AS',
    });
    // Another company keeps its own record.
    expect((await fjord.get('companyinfo')).body.city).toBe('');
  });

  it('answers the enabled integrations', async () => {
    const v = (await admin.get('systemconfiguration')).body.version;
    await admin.put('systemconfiguration', { enabledintegrations: ['sharepoint'], version: v });
    expect((await admin.get('enabledintegrations')).body).toEqual(['sharepoint']);
    // ... and lists the integration's missing configuration among the required settings.
    expect((await admin.get('useraccess/check_required_settings_configured')).body).toMatchObject({
      sharepoint: 'sharepointConfigNotDone',
    });
  });

  it('answers shared settings, with the product defaults before sign-in', async () => {
    const anon = await new TestClient(server.url).get('commonsettings');
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({
      languageoptions: ['en', 'no'],
      defaultlanguage: 'no',
      clientversion: '1.42',
      companyinfo: null,
    });
    const signed = await admin.get('commonsettings');
    expect(signed.body.themecolor).toBe('#aa3300');
    expect(signed.body.companyinfo.partyname).toBe('Demo Service AS');
  });

  it('answers the cache clearing call', async () => {
    expect((await admin.post('apicaching/clear_all_caching')).body).toEqual({ ok: true });
  });
});
