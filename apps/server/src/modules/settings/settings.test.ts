import {
  isPrivateRecord,
  secretFieldsOfRecord,
  SETTINGS_RECORD_KEYS,
  SETTINGS_RECORDS,
  type SettingsRecordKey,
} from '@suite/shared/settings/settings-records.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { withTenant } from '../../db/tenant';
import { orderstatuslists, paymentterms, productunits } from './settings.table';

type Item = { id: number; name: string; [k: string]: unknown };
const names = (items: Item[]) => items.map((i) => i.name);

/** One change that each record accepts, and one it refuses with the field named. */
const SAMPLES: Record<string, { good: Record<string, unknown>; bad: [Record<string, unknown>, string] }> = {
  invoice_settings: {
    good: { defaultpaymentterms: 30, invoicetext: 'Takk for handelen' },
    bad: [{ defaultpaymentterms: 21 }, 'defaultpaymentterms'],
  },
  general_settings: {
    good: { workdaystart: '06:30', workdayend: '14:30', roundingdecimals: 0 },
    bad: [{ workdaystart: '16:00', workdayend: '08:00' }, 'workdayend'],
  },
  sms_settings: {
    good: { sendername: 'Kulde AS', maxsmscount: 3 },
    bad: [{ maxsmscount: 6 }, 'maxsmscount'],
  },
  appointment_settings: {
    good: { slotminutes: 30, showweekends: true },
    bad: [{ slotminutes: 7 }, 'slotminutes'],
  },
  booking_settings: {
    good: { enabled: true, notifyemail: 'booking@demoservice.no' },
    bad: [{ notifyemail: 'not-an-address' }, 'notifyemail'],
  },
  rental_settings: {
    good: { priceperiods: ['day', 'week'], chargeddaysperweek: 6 },
    bad: [{ priceperiods: ['month'], defaultpriceperiod: 'day' }, 'defaultpriceperiod'],
  },
  warehouse_settings: {
    good: { allownegativestock: true, stockvaluation: 'fifo' },
    bad: [{ stockvaluation: 'lifo' }, 'stockvaluation'],
  },
  product_settings: {
    good: { targetgrossmargin: 35.5 },
    bad: [{ targetgrossmargin: 101 }, 'targetgrossmargin'],
  },
  material_settings: {
    good: { deductstock: 'oninvoice', defaultdiscount: 5 },
    bad: [{ defaultdiscount: 'fem' }, 'defaultdiscount'],
  },
  first_page_template: {
    good: { layout: 'custom', content: '<h1>{{companyname}}</h1><p>{{serienr}}</p>' },
    bad: [{ content: 'x'.repeat(50_001) }, 'content'],
  },
  task_configuration: {
    good: { whomayclose: 'anyone', remindertime: '07:45', defaultduedays: 14 },
    bad: [{ remindertime: '25:00' }, 'remindertime'],
  },
  default_terms: {
    good: { offerterms: 'Tilbudet gjelder i 14 dager.', offervaliditydays: 14 },
    bad: [{ invoiceterms: 'x'.repeat(8001) }, 'invoiceterms'],
  },
  servicecontract_settings: {
    good: { defaultintervalmonths: 6, renewalnoticedays: 90, invoiceinadvance: false },
    bad: [{ defaultintervalmonths: 5 }, 'defaultintervalmonths'],
  },
  advanced_tickets: {
    good: { autoassign: true, slaresponsehours: 4, defaultpriority_id: null },
    bad: [{ slaresponsehours: -1 }, 'slaresponsehours'],
  },
  sharepoint: {
    good: {
      siteurl: 'https://demoservice.sharepoint.com/sites/Dokumenter',
      tenantid: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      clientid: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
    },
    bad: [{ siteurl: 'ftp://demoservice.no' }, 'siteurl'],
  },
  dms_settings: {
    good: { provider: 'azure', azureaccountname: 'demoservicedocs', azurecontainer: 'dokumenter' },
    bad: [{ azurecontainer: 'Bad--Name' }, 'azurecontainer'],
  },
  clicksend_configuration: {
    good: { username: 'demoservice', senderid: 'DemoServ' },
    bad: [{ senderid: 'Demo Service AS' }, 'senderid'],
  },
  unimicro_login: {
    good: { companykey: '3f2504e0-4f89-11d3-9a0c-0305e82c3301', username: 'integrasjon' },
    bad: [{ environment: 'staging' }, 'environment'],
  },
  boligmappa: {
    good: { clientid: 'demoservice-as', uploadoncomplete: true },
    bad: [{ uploadoncomplete: 'ja' }, 'uploadoncomplete'],
  },
  shopify_collections: {
    good: { shopdomain: 'demoservice.myshopify.com', collections: ['varmepumper', 'filtre'] },
    bad: [{ collections: ['Varme Pumper'] }, 'collections.0'],
  },
};

/** A record as a company that never saved it reads it: its defaults, secrets answered as has<field>: false. */
function defaultAnswer(key: SettingsRecordKey) {
  const out: Record<string, unknown> = { ...SETTINGS_RECORDS[key].schema.parse({}), version: 1 };
  for (const f of secretFieldsOfRecord(key)) {
    delete out[f];
    out[`has${f}`] = false;
  }
  return out;
}

describe.each(DB_KINDS)('settings lists and records on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let su: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord, su] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin', 'superadmin'].map((u) => signedIn(server, u)),
    );
  });
  afterAll(() => server.close());

  describe('default lists', () => {
    it('starts each company with Norwegian units, taxes, payment terms, work and absence types', async () => {
      for (const client of [admin, fjord]) {
        expect(names((await client.post('productunits/get_active')).body)).toEqual(
          expect.arrayContaining(['stk', 'm', 'kg', 't', 'l']),
        );
        const taxes = (await client.post('producttaxes/get_active')).body as Item[];
        expect(taxes.map((t) => t.percentage).sort((a, b) => Number(b) - Number(a))).toEqual([25, 15, 12, 0]);
        const terms = (await client.post('paymentterms/query', { order_by: 'days' })).body as Item[];
        expect(terms.map((t) => t.days)).toEqual([10, 14, 15, 30]);
        expect(names((await client.post('worktypes/query', {})).body)).toEqual(
          expect.arrayContaining(['Normaltid', 'Overtid 50 %', 'Overtid 100 %', 'Reise']),
        );
        expect(names((await client.post('absenctypes/get_active')).body)).toEqual(
          expect.arrayContaining(['Ferie', 'Sykmelding', 'Permisjon med lønn']),
        );
        const currencies = (await client.post('currencies/query', { select: 'code,exchangerate' })).body;
        expect(currencies).toEqual(expect.arrayContaining([{ code: 'NOK', exchangerate: 1 }]));
        expect(currencies.map((c: { code: string }) => c.code)).toEqual(
          expect.arrayContaining(['EUR', 'SEK']),
        );
        expect(
          ((await client.post('producttypes/get_active')).body as Item[]).map((p) => p.type).sort(),
        ).toEqual(['gas', 'insurance', 'product', 'work']);
      }
    });

    it('answers the order statuses 1 to 9 with one default, and the rental ones (6, 7) hidden without rental', async () => {
      const statuses = (await tech.get('orderstatuslists')).body as Item[];
      expect(statuses.map((s) => s.status)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(statuses.filter((s) => s.isdefault).map((s) => s.name)).toEqual(['Kladd']);
      // spec 01 §4: invoiced is for the office; a technician sees it disabled.
      expect(statuses.find((s) => s.name === 'Fakturert')!.disabled).toBe(true);
      expect(
        ((await admin.get('orderstatuslists')).body as Item[]).find((s) => s.name === 'Fakturert')!.disabled,
      ).toBe(false);
      const config = (await fjord.get('systemconfiguration')).body;
      await fjord.put('systemconfiguration', {
        enabledmodules: config.enabledmodules.filter((m: string) => m !== 'rental'),
        version: config.version,
      });
      expect(((await fjord.get('orderstatuslists')).body as Item[]).map((s) => s.status)).toEqual([
        1, 2, 3, 4, 5, 8, 9,
      ]);
    });

    it('gives a company created in the admin portal the same default lists', async () => {
      const created = await su.post('adminportal/tenants', { domain: 'nordkulde', name: 'Nord Kulde AS' });
      expect(created.status).toBe(200);
      const counts = await withTenant(server.database.db, created.body.id, async (tx) => ({
        units: (await tx.select().from(productunits)).length,
        terms: (await tx.select().from(paymentterms)).length,
        statuses: (await tx.select().from(orderstatuslists)).length,
      }));
      expect(counts).toEqual({ units: 10, terms: 4, statuses: 9 });
    });

    it('gives the demo company its makers with their models, and a service van as a second warehouse', async () => {
      const models = (
        await admin.post('equipmentmodels/query', {
          filter: "name eq 'F2120-12'",
          expand: 'fabricate',
          select: 'id,name',
        })
      ).body;
      expect(models).toEqual([
        { id: expect.any(Number), name: 'F2120-12', fabricate: { id: expect.any(Number), name: 'NIBE' } },
      ]);
      expect(names((await admin.get('warehouses/get_my_warehouses')).body)).toEqual([
        'Hovedlager',
        'Servicebil Terje',
      ]);
      expect((await fjord.post('equipmentmodels/query', {})).body).toEqual([]);
    });
  });

  describe('rules of the lists', () => {
    it('refuses a warehouse that already exists, whatever the case (spec 02 §5)', async () => {
      const r = await admin.post('warehouses', { name: 'HOVEDLAGER' });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field: 'name', message: 'alreadyExists' }]);
      // Another company may have its own 'Hovedlager'.
      expect((await fjord.post('warehouses', { name: 'Hovedlager 2' })).status).toBe(200);
    });

    it('takes payment terms only in the days of spec 01 §9', async () => {
      const bad = await admin.post('paymentterms', { days: 21, name: '21 dager' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([{ field: 'days', message: 'invalidData' }]);
      expect((await admin.post('paymentterms', { days: 45, name: '45 dager netto' })).status).toBe(200);
    });

    it('keeps taxes between 0 and 100 percent (spec 01 §5)', async () => {
      const r = await admin.post('producttaxes', { name: 'Feil', percentage: 125 });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([
        { field: 'percentage', message: 'outOfRange', params: { min: 0, max: 100 } },
      ]);
    });

    it('answers the order standards under the spec name in any case', async () => {
      const r = await admin.post('orderstandard/query', { filter: 'texttype eq 1', select: 'name' });
      expect(r.status).toBe(200);
      expect(r.body).toEqual([{ name: 'Standard ordretekst' }]);
      expect((await admin.post('OrderStandard/get_active')).body).toHaveLength(4);
    });

    it('refuses to delete a maker that models still use, and deletes nothing', async () => {
      const [nibe] = (await admin.post('equipmentfabricates/query', { filter: "name eq 'NIBE'" }))
        .body as Item[];
      const unused = (await admin.post('equipmentfabricates', { name: 'Ukjent produsent' })).body as Item;
      const models = (await admin.post('equipmentmodels/query', { filter: `fabricate_id eq ${nibe!.id}` }))
        .body;
      expect(models.length).toBeGreaterThan(0);
      const r = await admin.del('equipmentfabricates', { ids: [unused.id, nibe!.id] });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field: 'ids', message: 'inUse' }]);
      expect((await admin.get(`equipmentfabricates/${unused.id}`)).status).toBe(200);
    });

    it('lets only administrators change the ticket and accounting lists', async () => {
      await admin.put(`userpermissions/${await userId('office')}`, {
        role_id: 2,
        isadmin: false,
        userrole_id: await roleWith([
          'settings_ticketstatus',
          'settings_product_units',
          'settings_product_settings',
          'settings_invoice_settings',
        ]),
        departmentids: [],
      });
      expect((await office.post('productunits', { name: 'pall' })).status).toBe(200);
      expect((await office.post('ticketstatus', { name: 'Eskalert', position: 60 })).status).toBe(403);
    });
  });

  describe('settings records', () => {
    it.each(SETTINGS_RECORD_KEYS)('%s answers its defaults to a company that never saved it', async (key) => {
      const r = await fjord.get(`settings/${key}`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual(defaultAnswer(key));
    });

    it.each(SETTINGS_RECORD_KEYS)(
      '%s saves with the version read and refuses a stale save with 412',
      async (key) => {
        const { good } = SAMPLES[key]!;
        const before = (await admin.get(`settings/${key}`)).body;
        const saved = await admin.put(`settings/${key}`, { ...good, version: before.version });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(saved.body.version).toBe(before.version + 1);
        const again = (await admin.get(`settings/${key}`)).body;
        expect(again).toEqual(saved.body);
        const stale = await admin.put(`settings/${key}`, { ...good, version: before.version });
        expect(stale.status).toBe(412);
        expect((await admin.get(`settings/${key}`)).body.version).toBe(before.version + 1);
        // Another company's record is untouched.
        expect((await fjord.get(`settings/${key}`)).body.version).toBe(1);
      },
    );

    it.each(SETTINGS_RECORD_KEYS)(
      '%s answers bad input with 400 field errors and changes nothing',
      async (key) => {
        const [bad, field] = SAMPLES[key]!.bad;
        const before = (await admin.get(`settings/${key}`)).body;
        for (const [payload, f] of [
          [bad, field],
          [{ nosuchsetting: true }, 'nosuchsetting'],
        ] as const) {
          const r = await admin.put(`settings/${key}`, { ...payload, version: before.version });
          expect(r.status, JSON.stringify(payload)).toBe(400);
          expect(r.headers.get('content-type')).toMatch(/problem\+json/);
          expect(r.body.errors.map((e: { field: string }) => e.field)).toContain(f);
        }
        expect((await admin.put(`settings/${key}`, { version: 'one' })).status).toBe(400);
        expect((await admin.get(`settings/${key}`)).body).toEqual(before);
      },
    );

    it.each(SETTINGS_RECORD_KEYS)(
      '%s refuses a technician, and an office user without its permission',
      async (key) => {
        const v = (await admin.get(`settings/${key}`)).body.version;
        expect((await tech.put(`settings/${key}`, { version: v })).status).toBe(403);
        // The office user holds settings_product_settings (granted above); invoice_settings is administrators-only.
        if (key !== 'product_settings')
          expect((await office.put(`settings/${key}`, { version: v })).status).toBe(403);
        // Connection details and credentials are not even read by others.
        const read = isPrivateRecord(key) ? 403 : 200;
        expect([
          (await tech.get(`settings/${key}`)).status,
          (await office.get(`settings/${key}`)).status,
        ]).toEqual([read, read]);
        expect((await admin.get(`settings/${key}`)).body.version).toBe(v);
      },
    );

    it('lets an office user with the screen permission save it, but never an administrators-only record', async () => {
      const v = (await office.get('settings/product_settings')).body.version;
      const ok = await office.put('settings/product_settings', { requireean: true, version: v });
      expect(ok.status).toBe(200);
      const iv = (await office.get('settings/invoice_settings')).body.version;
      expect((await office.put('settings/invoice_settings', { reminderdays: 7, version: iv })).status).toBe(
        403,
      );
    });

    it('keeps the demo bank account in the bank accounts list, not in the invoice settings; 404 for an unknown record', async () => {
      const demo = (await admin.get('settings/invoice_settings')).body;
      expect(demo).not.toHaveProperty('bankaccountnumber');
      const accounts = (await admin.post('bankaccounts/query', { filter: 'isdefault eq true' })).body;
      expect(accounts).toMatchObject([
        { name: 'Driftskonto', accountnumber: '86011117947', bic: 'DNBANOKK' },
      ]);
      expect((await admin.get('settings/nosuch_settings')).status).toBe(404);
    });
  });

  async function userId(username: string): Promise<number> {
    const members = (await admin.get('userpermissions')).body as { userid: number; username: string }[];
    return members.find((m) => m.username === username)!.userid;
  }
  async function roleWith(permissions: string[]): Promise<number> {
    const r = await admin.post('userroles', { name: `Innstillinger ${permissions.length}`, permissions });
    return r.body.id;
  }
});
