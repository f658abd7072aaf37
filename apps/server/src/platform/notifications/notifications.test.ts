import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { withTenant } from '../../db/tenant';
import { notifications } from './notifications.table';

describe.each(DB_KINDS)('notifications, to-dos and the changelog on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office] = await Promise.all(['admin', 'office'].map((u) => signedIn(server, u)));
  });
  afterAll(() => server.close());

  it('counts unread notifications and rental invoice issues of the signed-in user', async () => {
    const r = await office.get('notifications/get_unread_notifications_count');
    expect(r.body).toEqual({ notificationcount: 2, rentalinvoiceissuescount: 0 });
  });

  it('lists notifications newest first with title, link and icon in the language of the request', async () => {
    office.headers['x-language'] = 'no';
    const r = await office.get('notifications/get_for_current_user');
    expect(r.body).toHaveLength(2);
    expect(r.body[0]).toMatchObject({
      moduleid: 24,
      title: 'Velkommen til ServiceSuite! Kontoen din er klar.',
      icon: 'CheckCircle',
      isread: false,
    });
    expect(r.body[1]).toMatchObject({ moduleid: 100, link: '/changelog' });
    expect(new Date(r.body[0].dateat).getTime()).toBeGreaterThan(new Date(r.body[1].dateat).getTime());
  });

  it('sets all as read for the user only', async () => {
    await office.post('notifications/set_all_as_read');
    expect((await office.get('notifications/get_unread_notifications_count')).body.notificationcount).toBe(0);
    expect((await admin.get('notifications/get_unread_notifications_count')).body.notificationcount).toBe(2);
    expect((await admin.get('todo/get_my_total_todo')).body).toMatchObject({ total: 2, notifications: 2 });
  });

  it('lists rental invoice issues and sets them read', async () => {
    const me = (await admin.get('auth/session')).body.user;
    const tenantId = (
      await withTenant(server.database.db, 1, async (tx) => tx.select().from(notifications).limit(1))
    )[0]!.tenantId;
    await withTenant(server.database.db, tenantId, (tx) =>
      tx.insert(notifications).values({
        tenantId,
        userId: me.id,
        kind: 'rentalissue',
        moduleid: 1,
        orderid: 77,
        ordernumber: '10077',
      }),
    );
    expect(
      (await admin.get('notifications/get_unread_notifications_count')).body.rentalinvoiceissuescount,
    ).toBe(1);
    expect((await admin.get('notifications/get_rental_invoice_issue_orders')).body).toEqual([
      { orderid: 77, ordernumber: '10077' },
    ]);
    await admin.post('notifications/set_all_rental_issues_as_read');
    expect((await admin.get('notifications/get_rental_invoice_issue_orders')).body).toEqual([]);
    expect((await admin.get('notifications/get_unread_notifications_count')).body).toEqual({
      notificationcount: 2,
      rentalinvoiceissuescount: 0,
    });
  });

  it('tells whether the user has read the current changelog, per language', async () => {
    const me = (await office.get('auth/session')).body.user;
    const log = await office.get('changelog?locale=en');
    expect(log.body.entries[0].version).toBe('1.42');
    const md5 = log.body.md5;
    expect((await office.post('changelog/check_md5', { userid: me.id, md5, locale: 'en' })).body).toEqual({
      isread: false,
      md5,
    });
    await office.post('changelog/read', { userid: me.id, md5, locale: 'en' });
    expect((await office.post('changelog/check_md5', { userid: me.id, md5, locale: 'en' })).body.isread).toBe(
      true,
    );
    expect((await office.post('changelog/check_md5', { userid: me.id, md5, locale: 'no' })).body.isread).toBe(
      false,
    );
  });

  it("refuses another user's changelog and bad input", async () => {
    const admins = (await admin.get('auth/session')).body.user;
    expect(
      (await office.post('changelog/check_md5', { userid: admins.id, md5: 'x', locale: 'en' })).status,
    ).toBe(403);
    const bad = await office.post('changelog/read', { userid: 'me', md5: 1, locale: 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'locale',
      'md5',
      'userid',
    ]);
  });

  it('shows a dashboard with the counts the user may see and the recent items', async () => {
    const a = (await admin.get('dashboard')).body;
    expect(a.counts.map((c: { key: string }) => c.key)).toEqual([
      'unreadnotifications',
      'employees',
      'departments',
      'userroles',
      'customers',
      'contacts',
      'leads',
      'buildings',
      'equipments',
      'products',
    ]);
    expect(a.counts.find((c: { key: string }) => c.key === 'employees').value).toBe(4);
    expect(a.counts.find((c: { key: string }) => c.key === 'customers').value).toBeGreaterThan(0);
    expect(a.recent.length).toBeGreaterThan(0);
    const o = (await office.get('dashboard')).body;
    // The office user may see customers, nothing of the settings.
    expect(o.counts.map((c: { key: string }) => c.key)).toEqual(['unreadnotifications', 'customers']);
  });
});
