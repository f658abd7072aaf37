import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { registeredResource } from './resource-registry';

describe.each(DB_KINDS)('the lookups of spec 01 §7 on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, tech, fjord] = await Promise.all(['admin', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)));
  });
  afterAll(() => server.close());

  it('answers groups and my warehouses as lists, also while those resources are empty or absent', async () => {
    for (const path of ['groups', 'warehouses/get_my_warehouses']) {
      const r = await tech.get(path);
      expect(r.status, path).toBe(200);
      expect(Array.isArray(r.body)).toBe(true);
    }
    expect((await fjord.get('warehouses/get_my_warehouses')).status).toBe(200);
  });

  it("answers a record's field values for a document template, and nothing for modules without records", async () => {
    const customers = registeredResource('customers');
    if (customers) {
      const list = await admin.post('customers/list', { limit: 1 });
      const customer = list.body.items[0] as { id: number; name: string };
      const values = await admin.get(
        `documenttemplates/get_module_field_values?module=2&record_id=${customer.id}`,
      );
      expect(values.status).toBe(200);
      expect(values.body).toMatchObject({ id: customer.id, name: customer.name });
      // Another tenant's record does not exist for fjord.
      const other = await fjord.get(
        `documenttemplates/get_module_field_values?module=2&record_id=${customer.id}`,
      );
      expect(other.status).toBe(404);
      if (registeredResource('contacts')) {
        const contact = await admin.post('contacts', {
          firstname: 'Kari',
          lastname: 'Nordmann',
          customerid: customer.id,
        });
        expect(contact.status).toBe(200);
        const withParent = await admin.get(
          `documenttemplates/get_module_field_values?module=27&record_id=${contact.body.id}` +
            `&parentModuleId=2&parentRecordId=${customer.id}`,
        );
        expect(withParent.body).toMatchObject({
          firstname: 'Kari',
          customer: { id: customer.id, name: customer.name },
          parent: { id: customer.id, name: customer.name },
        });
      }
    }
    const none = await admin.get('documenttemplates/get_module_field_values?module=1&record_id=1');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({});
    const bad = await admin.get('documenttemplates/get_module_field_values?module=2&record_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('record_id');
  });
});
