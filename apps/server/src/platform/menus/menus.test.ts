import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

type Menu = {
  title: string;
  to: string;
  childpages: Menu[];
  en_name: string;
  no_name: string;
  po_name: string;
  sw_name: string;
};
const flat = (items: Menu[]): Menu[] => items.flatMap((i) => [i, ...flat(i.childpages)]);
const paths = (items: Menu[]) =>
  flat(items)
    .map((i) => i.to)
    .filter(Boolean);

describe.each(DB_KINDS)('menus from the server on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech] = await Promise.all(['admin', 'office', 'tech'].map((u) => signedIn(server, u)));
  });
  afterAll(() => server.close());
  const menus = async (c: TestClient) => (await c.get('useraccess/get_user_menus')).body as Menu[];

  it('gives an administrator every module and the settings screens, named in all four languages', async () => {
    const m = await menus(admin);
    const p = paths(m);
    expect(p).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/customers',
        '/orders',
        '/mail_history',
        '/system_config',
        '/userrole',
        '/translation',
      ]),
    );
    const customers = flat(m).find((i) => i.to === '/customers')!;
    expect(customers).toMatchObject({ en_name: 'Customers', no_name: 'Kunder' });
    expect(customers.po_name).not.toBe(customers.en_name);
    expect(customers.sw_name).not.toBe(customers.en_name);
  });

  it("shows an office user only what the user's permissions allow, without settings or mail history", async () => {
    const p = paths(await menus(office));
    expect(p).toEqual(expect.arrayContaining(['/dashboard', '/customers', '/orders']));
    // Checklists need orders or equipment view (spec 01 §6).
    expect(p).toContain('/all_order_equipment_checklists');
    for (const hidden of ['/system_config', '/mail_history', '/employees', '/invoice', '/userrole'])
      expect(p).not.toContain(hidden);
  });

  it('hides a module that the tenant switches off, for everyone', async () => {
    const config = (await admin.get('systemconfiguration')).body;
    const r = await admin.put('systemconfiguration', {
      enabledmodules: config.enabledmodules.filter((m: string) => m !== 'orders'),
      version: config.version,
    });
    expect(r.status).toBe(200);
    expect(paths(await menus(admin))).not.toContain('/orders');
    const techPaths = paths(await menus(tech));
    expect(techPaths).not.toContain('/orders');
    // The technician still sees equipment, so checklists stay.
    expect(techPaths).toContain('/all_order_equipment_checklists');
  });
});
