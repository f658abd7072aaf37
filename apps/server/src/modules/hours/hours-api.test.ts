// Hours and absence over HTTP (issue 9): the rules of spec 02 §5, the permissions of §6, delivery and approval,
// month lock, the filter and the week, bad input, another company's ids. Dates are in 2027, away from the demo hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

type Row = Record<string, any>;

describe.each(DB_KINDS)('hours API on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let techId: number;
  let adminId: number;
  let superadminId: number;
  let normal: number; // work type Normaltid
  let travel: number; // Reise
  let overtime100: number;
  let holiday: number; // absence type Ferie (needs approval)
  let sick: number; // Sykdom (egenmelding): no approval needed
  let fjordNormal: number;
  let orderId: number;
  let fjordOrderId: number;

  const idOf = async (client: TestClient, resource: string, name: string) =>
    ((await client.post(`${resource}/query`, {})).body as Row[]).find((i) => i.name === name)!.id as number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    const people = (await admin.get('users')).body as Row[];
    techId = people.find((u) => u.name === 'Terje Tekniker')!.id;
    adminId = (await admin.get('auth/session')).body.user.id;
    superadminId = people.find((u) => u.name === 'Siri Superadmin')!.id;
    normal = await idOf(admin, 'worktypes', 'Normaltid');
    travel = await idOf(admin, 'worktypes', 'Reise');
    overtime100 = await idOf(admin, 'worktypes', 'Overtid 100 %');
    holiday = await idOf(admin, 'absenctypes', 'Ferie');
    sick = await idOf(admin, 'absenctypes', 'Sykdom (egenmelding)');
    fjordNormal = await idOf(fjord, 'worktypes', 'Normaltid');
    const customer = (await admin.post('customers', { name: 'Timekunde AS' })).body.id;
    orderId = (await admin.post('orders', { customer_id: customer, description: 'Service kjøleanlegg' })).body
      .id;
    const fjordCustomer = (await fjord.post('customers', { name: 'Fjord Timekunde AS' })).body.id;
    fjordOrderId = (await fjord.post('orders', { customer_id: fjordCustomer })).body.id;
  });
  afterAll(() => server.close());

  const log = async (client: TestClient, body: Row) => {
    const r = await client.post('hours', body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Row;
  };
  const fieldErrors = (r: { status: number; body: any; headers: Headers }) => {
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    return (r.body.errors as { field: string; message: string }[]).map((e) => `${e.field}:${e.message}`);
  };
  const countOf = async (client: TestClient, start: string, end: string, extra: Row = {}) =>
    (await client.post('hours/filter', { start, end, count: true, ...extra })).body.total as number;

  describe('logging', () => {
    it('logs own hours from start, end and break (the technician, role 3), and answers the entry', async () => {
      const e = await log(tech, {
        date: '2027-03-01',
        start: '07:00',
        end: '15:00',
        break: 30,
        worktype_id: normal,
        order_id: orderId,
        description: 'Skiftet kompressor',
      });
      expect(e).toMatchObject({
        date: '2027-03-01',
        start: '07:00',
        end: '15:00',
        break: 30,
        amount: 7.5,
        worktype_id: normal,
        worktypename: 'Normaltid',
        order_id: orderId,
        user_id: techId,
        username: 'Terje Tekniker',
        state: 'not_delivered',
        delivered: false,
        approved: false,
        locked: false,
        version: 1,
      });
      expect((await tech.get(`hours/${e.id}`)).body).toEqual(e);
    });

    it('takes a typed amount ("7,5") and a night past midnight (22:00-06:00 is 8 hours)', async () => {
      expect((await log(tech, { date: '2027-03-02', amount: '7,5', worktype_id: travel })).amount).toBe(7.5);
      expect(
        (await log(tech, { date: '2027-03-02', start: '22:00', end: '06:00', worktype_id: normal })).amount,
      ).toBe(8);
    });

    it('changes with the version read, answers 412 on a stale one, and takes its own GET answer back', async () => {
      const e = await log(tech, { date: '2027-03-03', amount: 4, worktype_id: normal });
      const changed = await tech.put(`hours/${e.id}`, { amount: 5, version: 1 });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({ amount: 5, version: 2 });
      const stale = await tech.put(`hours/${e.id}`, { amount: 6, version: 1 });
      expect(stale.status).toBe(412);
      const back = await tech.put(`hours/${e.id}`, { ...changed.body, description: 'Tilbake' });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body).toMatchObject({ amount: 5, description: 'Tilbake', version: 3 });
      // Times replace the typed amount.
      const timed = await tech.put(`hours/${e.id}`, { start: '08:00', end: '12:30', version: 3 });
      expect(timed.body).toMatchObject({ amount: 4.5, start: '08:00', end: '12:30' });
    });

    it('refuses hours of 0, above 24 or with more than 2 decimals (invalidHours), and changes nothing', async () => {
      const before = await countOf(tech, '2027-03-01', '2027-03-31');
      for (const amount of [0, 25, '7,555', -1]) {
        expect(
          fieldErrors(await tech.post('hours', { date: '2027-03-04', amount, worktype_id: normal })),
        ).toEqual(['amount:invalidHours']);
      }
      expect(await countOf(tech, '2027-03-01', '2027-03-31')).toBe(before);
    });

    it('refuses a time range whose from/to is invalid, a missing end, and a break as long as the range', async () => {
      const at = { date: '2027-03-04', worktype_id: normal };
      expect(fieldErrors(await tech.post('hours', { ...at, start: '08:00', end: '08:00' }))).toEqual([
        'end:invalidTimeRange',
      ]);
      expect(
        fieldErrors(await tech.post('hours', { ...at, start: '08:00', end: '09:00', break: 60 })),
      ).toEqual(['end:invalidTimeRange']);
      expect(fieldErrors(await tech.post('hours', { ...at, start: '25:00', end: '09:00' }))).toContain(
        'start:invalidTime',
      );
      expect(fieldErrors(await tech.post('hours', { ...at, start: '08:00' }))).toContain('end:required');
    });

    it('needs exactly one of work type and absence type, each a row of the company', async () => {
      const at = { date: '2027-03-04', amount: 2 };
      expect(fieldErrors(await tech.post('hours', at))).toEqual(['worktype_id:worktypeOrAbsenceRequired']);
      expect(
        fieldErrors(await tech.post('hours', { ...at, worktype_id: normal, absencetype_id: holiday })),
      ).toEqual(['worktype_id:worktypeOrAbsenceRequired']);
      expect(fieldErrors(await tech.post('hours', { ...at, worktype_id: fjordNormal }))).toEqual([
        'worktype_id:invalidData',
      ]);
      expect(
        fieldErrors(await tech.post('hours', { ...at, worktype_id: normal, order_id: fjordOrderId })),
      ).toEqual(['order_id:invalidData']);
      expect(
        fieldErrors(await tech.post('hours', { ...at, worktype_id: normal, additions: [999999] })),
      ).toEqual(['additions:invalidData']);
    });

    it('refuses the same work type, date and time twice (duplicateHours)', async () => {
      const body = { date: '2027-03-05', start: '07:00', end: '11:00', worktype_id: normal };
      await log(tech, body);
      expect(fieldErrors(await tech.post('hours', body))).toEqual(['start:duplicateHours']);
      // Another work type at the same time is another entry.
      await log(tech, { ...body, worktype_id: travel });
    });

    it('allows at most 8 hours of absence a day, and blocks more once 8 are posted', async () => {
      expect(
        fieldErrors(await tech.post('hours', { date: '2027-03-08', amount: 9, absencetype_id: holiday })),
      ).toEqual(['amount:absenceLimitReached']);
      await log(tech, { date: '2027-03-08', amount: 6, absencetype_id: holiday });
      expect(
        fieldErrors(await tech.post('hours', { date: '2027-03-08', amount: 3, absencetype_id: sick })),
      ).toEqual(['amount:absenceLimitReached']);
      await log(tech, { date: '2027-03-08', amount: 2, absencetype_id: sick });
      expect(
        fieldErrors(await tech.post('hours', { date: '2027-03-08', amount: 0.5, absencetype_id: sick })),
      ).toEqual(['amount:absenceLimitReached']);
      // Work on the same day is not absence.
      await log(tech, { date: '2027-03-08', amount: 1, worktype_id: normal });
    });
  });

  describe('permissions', () => {
    it("refuses a technician logging, reading or changing another employee's hours (403)", async () => {
      const r = await tech.post('hours', {
        date: '2027-03-09',
        amount: 2,
        worktype_id: normal,
        user_id: adminId,
      });
      expect(r.status).toBe(403);
      const theirs = await log(admin, { date: '2027-03-09', amount: 2, worktype_id: normal });
      expect((await tech.get(`hours/${theirs.id}`)).status).toBe(403);
      expect(
        (await tech.post('hours/filter', { start: '2027-03-01', end: '2027-03-31', users: [adminId] }))
          .status,
      ).toBe(403);
      // Without users the technician's list is their own hours only.
      const own = (await tech.post('hours/filter', { start: '2027-03-01', end: '2027-03-31', limit: 500 }))
        .body.items;
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((e: Row) => e.user_id === techId)).toBe(true);
      expect((await tech.post('hours/deliver', { ids: [theirs.id] })).status).toBe(404);
    });

    it('refuses the timer to a user without any timer permission (office)', async () => {
      expect(
        (await office.post('hours', { date: '2027-03-09', amount: 2, worktype_id: normal })).status,
      ).toBe(403);
      expect((await office.post('hours/filter', { start: '2027-03-01', end: '2027-03-31' })).status).toBe(
        403,
      );
      expect((await office.get('hours/week?date=2027-03-09')).status).toBe(403);
    });

    it('lets an administrator log for an employee, but nobody for a user who is not an employee', async () => {
      const e = await log(admin, { date: '2027-03-09', amount: 3, worktype_id: normal, user_id: techId });
      expect(e.user_id).toBe(techId);
      expect(
        fieldErrors(
          await admin.post('hours', {
            date: '2027-03-09',
            amount: 3,
            worktype_id: normal,
            user_id: superadminId,
          }),
        ),
      ).toEqual(['user_id:noPermissionToAddHours']);
    });
  });

  describe('delivery and approval', () => {
    it('technician delivers, cannot change delivered hours, admin rejects with a comment, technician sees it', async () => {
      const a = await log(tech, {
        date: '2027-03-10',
        start: '07:00',
        end: '15:00',
        break: 30,
        worktype_id: normal,
      });
      const b = await log(tech, {
        date: '2027-03-11',
        start: '07:00',
        end: '15:00',
        break: 30,
        worktype_id: normal,
      });
      const delivered = await tech.post('hours/deliver', { ids: [a.id, b.id] });
      expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
      expect(delivered.body.ids.sort()).toEqual([a.id, b.id].sort());
      expect((await tech.get(`hours/${a.id}`)).body).toMatchObject({
        state: 'delivered',
        delivered: true,
        version: 2,
      });
      expect(fieldErrors(await tech.put(`hours/${a.id}`, { amount: 4, version: 2 }))).toEqual([
        'state:hoursAlreadyDelivered',
      ]);
      expect(fieldErrors(await tech.del(`hours/${a.id}`, undefined))).toEqual([
        'state:hoursAlreadyDelivered',
      ]);
      // The technician may not approve (timer_approve_own_hours not granted).
      expect((await tech.post('hours/approve', { ids: [a.id] })).status).toBe(403);

      const rejected = await admin.post('hours/not_approve', {
        ids: [a.id],
        comment: 'Feil ordre, før på 10023',
      });
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
      const seen = (await tech.get(`hours/${a.id}`)).body;
      expect(seen).toMatchObject({
        state: 'not_approved',
        comment: 'Feil ordre, før på 10023',
        delivered: false,
      });
      const bell = (await tech.get('notifications/get_for_current_user')).body as Row[];
      expect(
        bell.some((n) => n.title === 'Some of your hours were not approved: see the comment in your week.'),
      ).toBe(true);
      // The technician corrects it: back to not delivered, delivers again; the admin approves both.
      const fixed = await tech.put(`hours/${a.id}`, { description: 'Rettet', version: seen.version });
      expect(fixed.body.state).toBe('not_delivered');
      await tech.post('hours/deliver', { ids: [a.id] });
      const approved = await admin.post('hours/approve', { ids: [a.id, b.id] });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const after = (
        await tech.post('hours/filter', { start: '2027-03-10', end: '2027-03-11', state: 'approved' })
      ).body.items as Row[];
      expect(after.map((e) => e.id).sort()).toEqual([a.id, b.id].sort());
      expect(after[0]).toMatchObject({ approved: true, approvedby: adminId, comment: null });
    });

    it('approves only delivered hours (hoursNotDelivered), and needs a comment to reject', async () => {
      const e = await log(tech, { date: '2027-03-12', amount: 2, worktype_id: normal });
      expect(fieldErrors(await admin.post('hours/approve', { ids: [e.id] }))).toEqual([
        'ids:hoursNotDelivered',
      ]);
      expect(fieldErrors(await admin.post('hours/not_approve', { ids: [e.id] }))).toEqual([
        'comment:required',
      ]);
      expect(fieldErrors(await admin.post('hours/not_approve', { ids: [e.id], comment: '  ' }))).toEqual([
        'comment:required',
      ]);
      expect((await tech.get(`hours/${e.id}`)).body.state).toBe('not_delivered');
      // A call mixing a delivered entry with an open one changes nothing at all.
      const d = await log(tech, { date: '2027-03-12', amount: 1, worktype_id: travel });
      await tech.post('hours/deliver', { ids: [d.id] });
      expect(fieldErrors(await admin.post('hours/approve', { ids: [d.id, e.id] }))).toEqual([
        'ids:hoursNotDelivered',
      ]);
      expect((await tech.get(`hours/${d.id}`)).body).toMatchObject({ state: 'delivered', version: 2 });
      // Approving twice: the second call leaves it as it is.
      expect((await admin.post('hours/approve', { ids: [d.id] })).body).toMatchObject({
        ids: [d.id],
        unchanged: [],
      });
      expect((await admin.post('hours/approve', { ids: [d.id] })).body).toMatchObject({
        ids: [],
        unchanged: [d.id],
      });
      expect((await tech.get(`hours/${d.id}`)).body).toMatchObject({ state: 'approved', version: 3 });
    });

    it('approves what the approver may approve, own only or others only; a call with any other id changes nothing', async () => {
      const members = (await admin.get('userpermissions')).body as Row[];
      const techUser = members.find((m) => m.username === 'tech')!;
      const original = {
        role_id: techUser.role_id,
        isadmin: false,
        userrole_id: techUser.userrole_id,
        departmentids: techUser.departmentids ?? [],
      };
      const own = (await admin.get(`userroles/${techUser.userrole_id}`)).body.permissions as string[];
      const grant = async (name: string, extra: string[]) => {
        const role = await admin.post('userroles', { name, permissions: [...own, ...extra] });
        expect(role.status, JSON.stringify(role.body)).toBe(200);
        const set = await admin.put(`userpermissions/${techUser.userid}`, {
          ...original,
          userrole_id: role.body.id,
        });
        expect(set.status, JSON.stringify(set.body)).toBe(200);
      };
      const delivered = async (client: TestClient, amount: number) => {
        const e = await log(client, { date: '2027-03-17', amount, worktype_id: normal });
        expect((await client.post('hours/deliver', { ids: [e.id] })).status).toBe(200);
        return e.id as number;
      };
      const stateOf = async (id: number) => (await admin.get(`hours/${id}`)).body.state as string;
      try {
        // Own hours only (timer_approve_own_hours): the technician approves their own ...
        await grant('Tekniker som godkjenner egne timer', ['timer_approve_own_hours']);
        const mine = await delivered(tech, 1);
        const mine2 = await delivered(tech, 2);
        const theirs = await delivered(admin, 3);
        expect((await tech.post('hours/approve', { ids: [mine] })).body).toMatchObject({
          ids: [mine],
          state: 'approved',
          unchanged: [],
        });
        // ... but a call that also names someone else's hours changes nothing: they are not theirs to see.
        expect((await tech.post('hours/approve', { ids: [mine2, theirs] })).status).toBe(404);
        expect([await stateOf(mine2), await stateOf(theirs)]).toEqual(['delivered', 'delivered']);
        // Others' hours only (timer_approve_others_hours): the administrator's hours, never their own.
        await grant('Tekniker som godkjenner andres timer', ['timer_approve_others_hours']);
        expect((await tech.post('hours/approve', { ids: [mine2, theirs] })).status).toBe(403);
        expect([await stateOf(mine2), await stateOf(theirs)]).toEqual(['delivered', 'delivered']);
        expect((await tech.post('hours/approve', { ids: [theirs] })).body).toMatchObject({
          ids: [theirs],
          unchanged: [],
        });
        expect(await stateOf(theirs)).toBe('approved');
        // Another company's id in the call: 404, and the delivered entry beside it stays delivered.
        const fjords = await log(fjord, { date: '2027-03-17', amount: 1, worktype_id: fjordNormal });
        await fjord.post('hours/deliver', { ids: [fjords.id] });
        const more = await delivered(admin, 4);
        expect((await admin.post('hours/approve', { ids: [more, fjords.id] })).status).toBe(404);
        expect(await stateOf(more)).toBe('delivered');
        expect((await fjord.get(`hours/${fjords.id}`)).body.state).toBe('delivered');
        // The same ids twice are one entry.
        expect((await admin.post('hours/approve', { ids: [more, more] })).body).toMatchObject({
          ids: [more],
          unchanged: [],
        });
      } finally {
        await admin.put(`userpermissions/${techUser.userid}`, original);
      }
    });

    it('approves absence that needs approval; absence that does not is approved when delivered', async () => {
      const ferie = await log(tech, { date: '2027-03-15', amount: 7.5, absencetype_id: holiday });
      const syk = await log(tech, { date: '2027-03-16', amount: 7.5, absencetype_id: sick });
      await tech.post('hours/deliver', { ids: [ferie.id, syk.id] });
      expect((await tech.get(`hours/${ferie.id}`)).body.state).toBe('delivered');
      expect((await tech.get(`hours/${syk.id}`)).body.state).toBe('approved');
      // The absence approval list: delivered absence only.
      const list = (
        await admin.post('hours/filter', {
          start: '2027-03-01',
          end: '2027-03-31',
          kind: 'absence',
          state: 'delivered',
        })
      ).body.items as Row[];
      expect(list.map((e) => e.id)).toEqual([ferie.id]);
      expect(list[0]).toMatchObject({ absencetypename: 'Ferie', worktypename: null, ordernumber: null });
      const hoursOnly = (
        await admin.post('hours/filter', {
          start: '2027-03-15',
          end: '2027-03-16',
          kind: 'hours',
          limit: 500,
        })
      ).body.items as Row[];
      expect(hoursOnly.every((e) => e.absencetype_id === null)).toBe(true);
      await admin.post('hours/approve', { ids: [ferie.id] });
      expect((await tech.get(`hours/${ferie.id}`)).body.state).toBe('approved');
    });

    it('deletes own open hours; delivered ones and others need timer_delete_hours (admin)', async () => {
      const own = await log(tech, { date: '2027-03-17', amount: 1, worktype_id: normal });
      expect((await tech.del(`hours/${own.id}`, undefined)).status).toBe(200);
      expect((await tech.get(`hours/${own.id}`)).status).toBe(404);
      const done = await log(tech, { date: '2027-03-17', amount: 1, worktype_id: normal });
      await tech.post('hours/deliver', { ids: [done.id] });
      const r = await admin.del('hours', { ids: [done.id] });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.deleted).toEqual([done.id]);
    });
  });

  describe('lists', () => {
    it('filters by state names, order and period, paged 25 with the total', async () => {
      for (let d = 1; d <= 27; d++) {
        await log(admin, {
          date: `2027-04-${String(d).padStart(2, '0')}`,
          amount: 1,
          worktype_id: normal,
          order_id: orderId,
        });
      }
      const page = await admin.post('hours/filter', { start: '2027-04-01', end: '2027-04-30', count: true });
      expect(page.status).toBe(200);
      expect(page.body.items).toHaveLength(25);
      expect(page.body.total).toBe(27);
      expect(page.body.items[0]).toMatchObject({ date: '2027-04-01', state: 'not_delivered' });
      // The list answers an entry exactly as reading it alone does (names, flags, timestamps to the millisecond).
      expect((await admin.get(`hours/${page.body.items[0].id}`)).body).toEqual(page.body.items[0]);
      const second = await admin.post('hours/filter', { start: '2027-04-01', end: '2027-04-30', skip: 25 });
      expect(second.body.items.map((e: Row) => e.date)).toEqual(['2027-04-26', '2027-04-27']);
      const onOrder = await admin.post('hours/filter', {
        start: '2027-01-01',
        end: '2027-12-31',
        order_id: orderId,
        count: true,
      });
      expect(onOrder.body.total).toBe(28);
      expect(onOrder.body.items.every((e: Row) => e.order_id === orderId && e.ordernumber !== null)).toBe(
        true,
      );
      const none = await admin.post('hours/filter', {
        start: '2027-04-01',
        end: '2027-04-30',
        state: ['approved'],
        count: true,
      });
      expect(none.body.total).toBe(0);
      const sorted = await admin.post('hours/filter', {
        start: '2027-04-01',
        end: '2027-04-30',
        sort: { date: -1 },
      });
      expect(sorted.body.items[0].date).toBe('2027-04-27');
      const several = await admin.post('hours/filter', {
        start: '2027-04-01',
        end: '2027-04-30',
        users: [techId, adminId],
        state: ['not_delivered', 'delivered'],
        count: true,
      });
      expect(several.body.total).toBe(27);
      const nobody = await admin.post('hours/filter', {
        start: '2027-04-01',
        end: '2027-04-30',
        users: [techId, superadminId],
        count: true,
      });
      expect(nobody.body.total).toBe(0);
    });

    it('answers the week: entries, day sums, delivered, the minimum, holidays and the hour entry style', async () => {
      const put = await admin.put('companyinfo', {
        mininum_hours: 37.5,
        version: (await admin.get('companyinfo')).body.version,
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      // ISO week 13 of 2027 holds Maundy Thursday (25 March) and Good Friday (26 March).
      await log(tech, { date: '2027-03-22', start: '07:00', end: '15:00', break: 30, worktype_id: normal });
      await log(tech, { date: '2027-03-23', amount: 3, worktype_id: travel });
      const week = await tech.get('hours/week?date=2027-03-24');
      expect(week.status, JSON.stringify(week.body)).toBe(200);
      expect(week.body).toMatchObject({
        user_id: techId,
        year: 2027,
        week: 12,
        start: '2027-03-22',
        end: '2027-03-28',
        total: 10.5,
        delivered: 0,
        minimum: 37.5,
        hourenterstyle: 1,
        locked: false,
      });
      expect(week.body.days.map((d: Row) => d.total)).toEqual([7.5, 3, 0, 0, 0, 0, 0]);
      expect(week.body.days[3]).toMatchObject({ date: '2027-03-25', holiday: 'Skjærtorsdag' });
      expect(week.body.entries).toHaveLength(2);
      expect((await tech.get(`hours/week?date=2027-03-24&user_id=${adminId}`)).status).toBe(403);
      expect((await admin.get(`hours/week?date=2027-03-24&user_id=${techId}`)).body.total).toBe(10.5);
    });
  });

  describe('month lock', () => {
    it('locks with its permission, refuses every change of the month, and only an administrator unlocks', async () => {
      const e = await log(tech, { date: '2027-01-12', amount: 2, worktype_id: normal });
      const theirs = await log(fjord, { date: '2027-01-12', amount: 2, worktype_id: fjordNormal });
      const delivered = await log(tech, { date: '2027-01-13', amount: 2, worktype_id: normal });
      await tech.post('hours/deliver', { ids: [delivered.id] });
      expect((await tech.post('hours/lock_month', { year: 2027, month: 1 })).status).toBe(403);
      const locked = await admin.post('hours/lock_month', { year: 2027, month: 1 });
      expect(locked.status, JSON.stringify(locked.body)).toBe(200);
      expect(locked.body[0]).toMatchObject({ year: 2027, month: 1, lockedby: adminId, automatic: false });
      expect((await tech.get('hours/locked_months')).body.map((m: Row) => `${m.year}-${m.month}`)).toContain(
        '2027-1',
      );
      expect(
        fieldErrors(await tech.post('hours', { date: '2027-01-14', amount: 2, worktype_id: normal })),
      ).toEqual(['date:monthLocked']);
      expect(fieldErrors(await tech.put(`hours/${e.id}`, { amount: 3, version: 1 }))).toEqual([
        'date:monthLocked',
      ]);
      expect(fieldErrors(await tech.del(`hours/${e.id}`, undefined))).toEqual(['date:monthLocked']);
      expect(fieldErrors(await tech.post('hours/deliver', { ids: [e.id] }))).toEqual(['date:monthLocked']);
      expect(fieldErrors(await admin.post('hours/approve', { ids: [delivered.id] }))).toEqual([
        'date:monthLocked',
      ]);
      // Moving an entry into the locked month is a change of that month too.
      const feb = await log(tech, { date: '2027-02-01', amount: 2, worktype_id: normal });
      expect(fieldErrors(await tech.put(`hours/${feb.id}`, { date: '2027-01-29', version: 1 }))).toEqual([
        'date:monthLocked',
      ]);
      expect((await tech.get(`hours/${e.id}`)).body).toMatchObject({ amount: 2, locked: true });
      // The list shows the lock with the names; another company's same month stays open.
      const january = { start: '2027-01-01', end: '2027-01-31' };
      const ours = (await tech.post('hours/filter', january)).body.items as Row[];
      expect(ours.find((h) => h.id === e.id)).toMatchObject({
        locked: true,
        worktypename: 'Normaltid',
        username: 'Terje Tekniker',
      });
      expect(ours.every((h) => h.locked)).toBe(true);
      const fjords = (await fjord.post('hours/filter', january)).body.items as Row[];
      expect(fjords.find((h) => h.id === theirs.id)).toMatchObject({
        locked: false,
        worktypename: 'Normaltid',
      });
      expect((await fjord.put(`hours/${theirs.id}`, { amount: 3, version: 1 })).status).toBe(200);
      expect((await tech.post('hours/unlock_month', { year: 2027, month: 1 })).status).toBe(403);
      expect((await admin.post('hours/unlock_month', { year: 2027, month: 1 })).status).toBe(200);
      expect((await tech.put(`hours/${e.id}`, { amount: 3, version: 1 })).status).toBe(200);
      expect(fieldErrors(await admin.post('hours/unlock_month', { year: 2027, month: 1 }))).toEqual([
        'month:invalidData',
      ]);
    });
  });

  describe('bad input and another company', () => {
    it('answers 400 problem+json with field errors on every endpoint, nothing changed', async () => {
      const before = await countOf(admin, '2027-01-01', '2027-12-31');
      expect(
        fieldErrors(await admin.post('hours', { date: '31.02.2027', amount: 2, worktype_id: normal })),
      ).toEqual(['date:invalidDate']);
      expect(
        fieldErrors(
          await admin.post('hours', { date: '2027-03-01', amount: 2, worktype_id: normal, bogus: 1 }),
        ),
      ).toEqual(['bogus:unknownField']);
      expect(fieldErrors(await admin.put('hours/1', { amount: 2 }))).toContain('version:required');
      expect(
        fieldErrors(await admin.post('hours/filter', { start: '2027-03-31', end: '2027-03-01' })),
      ).toEqual(['end:invalidDate']);
      expect(
        fieldErrors(
          await admin.post('hours/filter', { start: '2027-03-01', end: '2027-03-31', state: 'done' }),
        ),
      ).toHaveLength(1);
      expect(
        fieldErrors(await admin.post('hours/filter', { start: '2027-03-01', end: '2027-03-31', limit: 501 })),
      ).toEqual(['limit:outOfRange']);
      expect(fieldErrors(await admin.post('hours/deliver', { ids: [] }))).toEqual(['ids:required']);
      expect(fieldErrors(await admin.post('hours/approve', { ids: ['x'] }))).toEqual(['ids.0:invalidData']);
      expect(fieldErrors(await admin.post('hours/lock_month', { year: 2027, month: 13 }))).toEqual([
        'month:invalidNumber',
      ]);
      expect(fieldErrors(await admin.post('hours/unlock_month', { year: 1999, month: 1 }))).toEqual([
        'year:invalidNumber',
      ]);
      expect(fieldErrors(await admin.get('hours/week?date=2027-02-30'))).toEqual(['date:invalidDate']);
      expect(
        fieldErrors(
          await admin.post('hours/report', { start: '2027-03-01', end: '2027-03-31', groupby: 'x' }),
        ),
      ).toHaveLength(1);
      expect(fieldErrors(await admin.get('hours/payroll_export?year=2027&month=0'))).toEqual([
        'month:invalidNumber',
      ]);
      expect(fieldErrors(await admin.get('hours/abc'))).toEqual(['id:invalidNumber']);
      expect(await countOf(admin, '2027-01-01', '2027-12-31')).toBe(before);
    });

    it("answers 404 for another company's hours on every call by id, and changes nothing", async () => {
      const theirs = await log(fjord, { date: '2027-03-01', amount: 2, worktype_id: fjordNormal });
      expect((await admin.get(`hours/${theirs.id}`)).status).toBe(404);
      expect((await admin.put(`hours/${theirs.id}`, { amount: 3, version: 1 })).status).toBe(404);
      expect((await admin.del(`hours/${theirs.id}`, undefined)).status).toBe(404);
      expect((await admin.del('hours', { ids: [theirs.id] })).status).toBe(404);
      for (const call of ['deliver', 'approve']) {
        expect((await admin.post(`hours/${call}`, { ids: [theirs.id] })).status).toBe(404);
      }
      expect((await admin.post('hours/not_approve', { ids: [theirs.id], comment: 'Nei' })).status).toBe(404);
      // The other company's lists never show it, even for a user in both companies.
      const ours = (await admin.post('hours/filter', { start: '2027-03-01', end: '2027-03-01', limit: 500 }))
        .body.items;
      expect(ours.some((e: Row) => e.id === theirs.id)).toBe(false);
      expect((await fjord.get(`hours/${theirs.id}`)).body).toMatchObject({
        amount: 2,
        state: 'not_delivered',
        version: 1,
      });
    });
  });

  describe('the order dashboard', () => {
    it("shows the order's logged hours with their cost (wages and overtime) and sales value (hour price)", async () => {
      const customer = (await admin.post('customers', { name: 'Dashbord AS' })).body.id;
      const order = (await admin.post('orders', { customer_id: customer })).body.id;
      // Tech (wage 412, overtime 50 % 618): Tuesday 07:00-17:00 less 30 min = 7.5 normal + 2 at 50 %.
      await log(tech, {
        date: '2027-05-04',
        start: '07:00',
        end: '17:00',
        break: 30,
        worktype_id: normal,
        order_id: order,
      });
      // Overtid 100 %: 2 hours at 824, sold at 1 900.
      await log(tech, { date: '2027-05-05', amount: 2, worktype_id: overtime100, order_id: order });
      const o = (await admin.get(`orders/${order}`)).body;
      // cost 7.5 × 412 + 2 × 618 + 2 × 824 = 3 090 + 1 236 + 1 648; sales 9.5 × 950 + 2 × 1 900.
      expect(o.hourtotals).toEqual({ hours: '11.50', cost: '5974.00', sales: '12825.00' });
    });

    // Issue 7 "hours estimation with notification thresholds": logged hours count against the estimate, their cost
    // against the budget; the responsible hears once per threshold.
    const noticesOf = async (order: number) =>
      ((await admin.get('notifications/get_for_current_user')).body as Row[])
        .filter((n) => n.recordid === order)
        .map((n) => n.title as string);
    const HOURS_NOTICE = /timeestimatet|hour estimate/;
    const COST_NOTICE = /budsjettet|budget/;

    it("tells the order's responsible once when logged hours pass a threshold of the hour estimate", async () => {
      const customer = (await admin.post('customers', { name: 'Terskel AS' })).body.id;
      const order = (
        await admin.post('orders', {
          customer_id: customer,
          responsible_id: adminId,
          hoursestimate: 10,
          notificationthresholds: [80, 100],
        })
      ).body.id as number;
      const first = await log(tech, { date: '2027-06-01', amount: 7, worktype_id: normal, order_id: order });
      expect(await noticesOf(order)).toEqual([]);
      // 7 + 1,5 = 8,5 of 10: past 80 %, told once.
      await log(tech, { date: '2027-06-02', amount: 1.5, worktype_id: normal, order_id: order });
      expect(await noticesOf(order)).toEqual([expect.stringMatching(HOURS_NOTICE)]);
      await log(tech, { date: '2027-06-03', amount: 0.5, worktype_id: normal, order_id: order });
      expect(await noticesOf(order)).toHaveLength(1);
      // Changing an entry counts too: 8 + 1 more = 10, 100 % passed.
      const changed = await tech.put(`hours/${first.id}`, { version: first.version, amount: 8 });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const notices = await noticesOf(order);
      expect(notices).toHaveLength(2);
      expect(notices.every((n) => HOURS_NOTICE.test(n))).toBe(true);
    });

    it("counts the logged hours' cost against the order's budget threshold", async () => {
      const customer = (await admin.post('customers', { name: 'Budsjett AS' })).body.id;
      const order = (
        await admin.post('orders', {
          customer_id: customer,
          responsible_id: adminId,
          budget: 1000,
          notificationthresholds: [100],
        })
      ).body.id as number;
      // The technician's wage is 412 an hour: 2 hours cost 824, below the budget; 3 hours 1 236, past it.
      await log(tech, { date: '2027-06-07', amount: 2, worktype_id: normal, order_id: order });
      expect(await noticesOf(order)).toEqual([]);
      await log(tech, { date: '2027-06-08', amount: 1, worktype_id: normal, order_id: order });
      expect(await noticesOf(order)).toEqual([expect.stringMatching(COST_NOTICE)]);
    });

    it('keeps an order with logged hours: deleting it is refused (inUse), nothing deleted', async () => {
      const customer = (await admin.post('customers', { name: 'Slett AS' })).body.id;
      const order = (await admin.post('orders', { customer_id: customer })).body.id as number;
      const entry = await log(tech, { date: '2027-06-09', amount: 1, worktype_id: normal, order_id: order });
      const r = await admin.del('orders', { ids: [order] });
      expect(fieldErrors(r)).toEqual(['ids:inUse']);
      expect((await admin.get(`orders/${order}`)).status).toBe(200);
      expect((await tech.get(`hours/${entry.id}`)).status).toBe(200);
    });
  });
});
