// issue 12: phone numbers are stored normalised ('412 34 567' -> '41234567', '+47 22 12 34 56' -> '+4722123456') on
// every write path, existing rows are normalised by a migration, and the searches find them typed with or without
// spaces.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

const MIGRATION = new URL('../../../drizzle/0023_normalise_phones.sql', import.meta.url);

describe.each(DB_KINDS)('phone numbers on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signedIn(server, 'admin');
  });
  afterAll(() => server.close());

  it('stores the customer and contact numbers normalised, and shows them back so', async () => {
    const c = await admin.post('customers', {
      name: 'Telefon Normal AS',
      phone: '22 12 34 56',
      mobile: '+47 412 34 567',
    });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body).toMatchObject({ phone: '22123456', mobile: '+4741234567' });
    const changed = await admin.put(`customers/${c.body.id}`, {
      phone: '0046 8 123 456',
      version: c.body.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.phone).toBe('+468123456');

    const contact = await admin.post('contacts', {
      firstname: 'Kari',
      customerid: c.body.id,
      telephone: '55 55 12 12',
      mobile: '934 56 789',
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(200);
    expect(contact.body).toMatchObject({ telephone: '55551212', mobile: '93456789' });
    // Not a phone number: refused as before, nothing stored.
    const bad = await admin.post('customers', { name: 'Feil AS', phone: '22-12-34-56 ext' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'phone', message: 'invalidMobileno' }]);
  });

  it('stores the lead and company numbers normalised', async () => {
    const lead = await admin.post('leads', { name: 'Telefonlead AS', phone: '+47 913 00 111' });
    expect(lead.status, JSON.stringify(lead.body)).toBe(200);
    expect(lead.body.phone).toBe('+4791300111');
    const before = (await admin.get('companyinfo')).body;
    const company = await admin.put('companyinfo', { phone: '22 33 44 55', version: before.version });
    expect(company.status, JSON.stringify(company.body)).toBe(200);
    expect((await admin.get('companyinfo')).body.phone).toBe('22334455');
    const badCompany = await admin.put('companyinfo', { phone: 'ring oss', version: company.body.version });
    expect(badCompany.status).toBe(400);
  });

  it('finds a customer by its number typed with or without spaces, in the list and the top-bar search', async () => {
    const c = (await admin.post('customers', { name: 'Søkbar Telefon AS', mobile: '481 22 333' })).body;
    expect(c.mobile).toBe('48122333');
    for (const text of ['481 22 333', '48122333', '+47 481 22 333', '22 333']) {
      const list = await admin.post('customers/list', { search: text });
      expect(
        list.body.items.map((i: { id: number }) => i.id),
        text,
      ).toContain(c.id);
      const search = await admin.get(`search?text=${encodeURIComponent(text)}`);
      const hits = search.body.groups.find((g: { group: string }) => g.group === 'customers')?.hits ?? [];
      expect(
        hits.map((h: { id: number }) => h.id),
        text,
      ).toContain(c.id);
    }
  });

  it('normalises the numbers saved before, leaving text that is no phone number alone', async () => {
    const c = (await admin.post('customers', { name: 'Gammel Telefon AS' })).body;
    const lead = (await admin.post('leads', { name: 'Gammel lead AS' })).body;
    const db = server.database.db;
    await db.execute(
      sql`update customers set phone = ${'22 12 34 56'}, mobile = ${'0047 412-34-567'} where id = ${c.id}`,
    );
    await db.execute(sql`update leads set phone = ${'(+47) 913 00 111'} where id = ${lead.id}`);
    const odd = (await admin.post('customers', { name: 'Ukjent Telefon AS' })).body;
    await db.execute(sql`update customers set phone = ${'se e-post'} where id = ${odd.id}`);

    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
      if (statement.replace(/--.*$/gm, '').trim()) await db.execute(sql.raw(statement));
    }
    expect((await admin.get(`customers/${c.id}`)).body).toMatchObject({
      phone: '22123456',
      mobile: '+4741234567',
    });
    expect((await admin.get(`leads/${lead.id}`)).body.phone).toBe('+4791300111');
    expect((await admin.get(`customers/${odd.id}`)).body.phone).toBe('se e-post');
  });
});
