import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

type Status = { key: string; enabled: boolean; configured: boolean | null; route: string | null };

describe.each(DB_KINDS)('integrations, document storage and their secrets on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
  });
  afterAll(() => server.close());

  async function save(client: TestClient, key: string, change: Record<string, unknown>) {
    const { version } = (await client.get(`settings/${key}`)).body;
    return client.put(`settings/${key}`, { ...change, version });
  }
  async function enable(client: TestClient, integrations: string[]) {
    const { version } = (await client.get('systemconfiguration')).body;
    await client.put('systemconfiguration', { enabledintegrations: integrations, version });
  }
  const overview = async (client: TestClient) =>
    (await client.get('integrations/overview')).body as {
      integrations: Status[];
      documentstorage: { provider: string; configured: boolean };
    };
  const statusOf = async (key: string) => (await overview(admin)).integrations.find((i) => i.key === key)!;

  describe('secrets of the settings records', () => {
    it('never answers a saved API key, only that one is saved', async () => {
      const saved = await save(admin, 'clicksend_configuration', {
        username: 'demoservice',
        apikey: 'B1C2-SECRET-KEY',
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ username: 'demoservice', hasapikey: true });
      expect(saved.body).not.toHaveProperty('apikey');
      const read = await admin.get('settings/clicksend_configuration');
      expect(JSON.stringify(read.body)).not.toContain('B1C2-SECRET-KEY');
      expect(read.body.hasapikey).toBe(true);
    });

    it('keeps the saved secret when the form is saved without retyping it, and clears it with null', async () => {
      await save(admin, 'unimicro_login', {
        companykey: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
        username: 'integrasjon',
        password: 'hemmelig-1',
      });
      const kept = await save(admin, 'unimicro_login', { username: 'integrasjon2', password: '' });
      expect(kept.body).toMatchObject({ username: 'integrasjon2', haspassword: true });
      expect(await statusOf('unimicro')).toMatchObject({ configured: true });
      const cleared = await save(admin, 'unimicro_login', { password: null });
      expect(cleared.body.haspassword).toBe(false);
      expect(await statusOf('unimicro')).toMatchObject({ configured: false });
    });

    it('refuses a bad site address with 400 naming the field, keeping the saved secret', async () => {
      await save(admin, 'sharepoint', { clientsecret: 'sp-secret' });
      const before = (await admin.get('settings/sharepoint')).body;
      const r = await save(admin, 'sharepoint', { siteurl: 'http://intranett.local', clientsecret: 'other' });
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/problem\+json/);
      expect(r.body.errors).toEqual([{ field: 'siteurl', message: 'invalidData' }]);
      expect((await admin.get('settings/sharepoint')).body).toEqual(before);
      const tooLong = await save(admin, 'sharepoint', { clientsecret: 'x'.repeat(501) });
      expect(tooLong.body.errors).toEqual([
        { field: 'clientsecret', message: 'maxCharacters', params: { max: 500 } },
      ]);
    });

    it('lets neither a technician nor an office user read or change credentials', async () => {
      for (const key of ['clicksend_configuration', 'sharepoint', 'shopify_collections', 'dms_settings']) {
        for (const client of [tech, office]) {
          expect((await client.get(`settings/${key}`)).status).toBe(403);
          expect((await client.put(`settings/${key}`, { version: 1 })).status).toBe(403);
        }
      }
      expect((await office.get('integrations/overview')).status).toBe(403);
    });

    it("keeps each company's credentials to itself", async () => {
      await save(admin, 'shopify_collections', {
        shopdomain: 'demoservice.myshopify.com',
        accesstoken: 'shpat_demo',
      });
      const other = (await fjord.get('settings/shopify_collections')).body;
      expect(other).toMatchObject({ shopdomain: '', hasaccesstoken: false });
    });
  });

  describe('integrations overview', () => {
    it('shows each integration switched on or off and whether its connection is complete', async () => {
      await enable(admin, ['clicksend', 'visma']);
      const o = await overview(admin);
      expect(o.integrations.find((i) => i.key === 'clicksend')).toEqual({
        key: 'clicksend',
        group: 'sms',
        route: 'settings.clicksend_configuration',
        enabled: true,
        configured: true,
      });
      // Visma connects by signing in at Visma: nothing to fill in here.
      expect(o.integrations.find((i) => i.key === 'visma')).toMatchObject({
        enabled: true,
        configured: null,
      });
      expect(o.integrations.find((i) => i.key === 'boligmappa')).toMatchObject({
        enabled: false,
        configured: false,
      });
      expect(o.documentstorage).toEqual({ provider: 'builtin', configured: true });
      expect((await overview(fjord)).integrations.find((i) => i.key === 'clicksend')!.enabled).toBe(false);
    });
  });

  describe('check_required_settings_configured (spec 01 §7)', () => {
    const required = async (client: TestClient) =>
      (await client.get('useraccess/check_required_settings_configured')).body as Record<string, string>;

    it('names SharePoint when it is the document storage but not set up, until it is', async () => {
      expect(await required(fjord)).not.toHaveProperty('sharepoint');
      expect((await save(fjord, 'dms_settings', { provider: 'sharepoint' })).status).toBe(200);
      expect(await required(fjord)).toMatchObject({ sharepoint: 'sharepointConfigNotDone' });
      // Every member may ask: the answer names settings, never their values.
      expect((await fjord.get('integrations/overview')).body.documentstorage).toEqual({
        provider: 'sharepoint',
        configured: false,
      });
      await save(fjord, 'sharepoint', {
        siteurl: 'https://fjordkulde.sharepoint.com/sites/Dokumenter',
        tenantid: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
        clientid: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
        clientsecret: 'fjord-secret',
      });
      expect(await required(fjord)).not.toHaveProperty('sharepoint');
    });

    it('names each switched-on integration whose connection is missing, and the Azure storage', async () => {
      await enable(admin, ['unimicro', 'boligmappa', 'shopify', 'clicksend']);
      await save(admin, 'dms_settings', { provider: 'azure', azureaccountname: 'demodocs' });
      expect(await required(admin)).toMatchObject({
        unimicro: 'unimicroLoginMissing',
        boligmappa: 'boligmappaConfigMissing',
        dms_settings: 'azureStorageConfigNotDone',
      });
      const map = await required(tech);
      // Shopify and ClickSend were filled in above.
      expect(map).not.toHaveProperty('shopify');
      expect(map).not.toHaveProperty('clicksend');
      expect(map.unimicro).toBe('unimicroLoginMissing');
    });
  });

  describe('bank accounts and payment methods', () => {
    it('stores a Norwegian account number as 11 digits, refusing a wrong MOD11 check digit', async () => {
      const bad = await admin.post('bankaccounts', {
        name: 'Valutakonto',
        accountnumber: '1503.23.45679',
        currency: 'EUR',
      });
      expect(bad.status).toBe(400);
      expect(bad.headers.get('content-type')).toMatch(/problem\+json/);
      expect(bad.body.errors).toEqual([{ field: 'accountnumber', message: 'invalidData' }]);
      const ok = await admin.post('bankaccounts', {
        name: 'Valutakonto',
        accountnumber: '1503.23.45678',
        iban: 'no93 8601 1117 947',
        bic: 'dnbanokk',
        currency: 'EUR',
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        accountnumber: '15032345678',
        iban: 'NO9386011117947',
        bic: 'DNBANOKK',
      });
      const dup = await admin.post('bankaccounts', {
        name: 'Kopi',
        accountnumber: '15032345678',
        currency: 'NOK',
      });
      expect(dup.body.errors).toEqual([{ field: 'accountnumber', message: 'alreadyExists' }]);
      expect((await fjord.get(`bankaccounts/${ok.body.id}`)).status).toBe(404);
      expect((await tech.post('bankaccounts/list', {})).status).toBe(403);
    });

    it('starts a company with the usual payment methods, bank transfer as the default', async () => {
      const methods = (await fjord.post('paymentmethods/get_active')).body as {
        name: string;
        methodtype: string;
        isdefault: boolean;
      }[];
      expect(methods.map((m) => m.methodtype)).toEqual(
        expect.arrayContaining(['banktransfer', 'card', 'cash', 'vipps', 'efaktura', 'avtalegiro']),
      );
      expect(methods.filter((m) => m.isdefault).map((m) => m.name)).toEqual(['Bankoverføring']);
      const r = await office.post('paymentmethods', { name: 'Klarna', methodtype: 'other' });
      expect(r.status).toBe(403);
    });
  });

  describe('mailbox passwords', () => {
    it('never answers a mailbox password, keeps it on a save without it, and cannot be searched on', async () => {
      const created = await admin.post('mailconfigurations', {
        name: 'Kundeservice',
        email: 'post@demoservice.no',
        provider: 'imap',
        host: 'imap.domeneshop.no',
        port: 993,
        usessl: true,
        username: 'post@demoservice.no',
        password: 'Imap-Passord-1',
        folder: 'INBOX',
        smtphost: 'smtp.domeneshop.no',
        smtpport: 587,
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ haspassword: true, folder: 'INBOX', smtpport: 587 });
      expect(created.body).not.toHaveProperty('password');
      const id = created.body.id as number;
      const kept = await admin.put(`mailconfigurations/${id}`, {
        password: '',
        folder: 'Support',
        version: 1,
      });
      expect(kept.body).toMatchObject({ haspassword: true, folder: 'Support', version: 2 });
      for (const answer of [
        (await admin.get(`mailconfigurations/${id}`)).body,
        (await admin.post('mailconfigurations/list', {})).body,
        (await admin.post('mailconfigurations/query', {})).body,
        (await admin.post('mailconfigurations/get_active')).body,
      ]) {
        expect(JSON.stringify(answer)).not.toContain('Imap-Passord-1');
      }
      const guess = await admin.post('mailconfigurations/query', { filter: "password eq 'Imap-Passord-1'" });
      expect(guess.status).toBe(400);
      expect((await admin.post('mailconfigurations/query', { select: 'id,password' })).status).toBe(400);
      expect((await admin.post('mailconfigurations/list', { sort: { password: 1 } })).status).toBe(400);
      const cleared = await admin.put(`mailconfigurations/${id}`, { password: null, version: 2 });
      expect(cleared.body.haspassword).toBe(false);
      const badPort = await admin.put(`mailconfigurations/${id}`, { smtpport: 70_000, version: 3 });
      expect(badPort.body.errors).toEqual([
        { field: 'smtpport', message: 'outOfRange', params: { min: 1, max: 65535 } },
      ]);
      expect((await fjord.get(`mailconfigurations/${id}`)).status).toBe(404);
      expect((await tech.put(`mailconfigurations/${id}`, { folder: 'x', version: 3 })).status).toBe(403);
    });
  });
});
