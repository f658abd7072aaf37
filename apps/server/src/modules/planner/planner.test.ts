import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';
import { osloInstant } from '@suite/shared/planner/planner.rules';
import { isoWeekDay } from './planner.seed';

type Event = {
  id: number;
  order_id: number | null;
  user_id: number;
  start: string;
  end: string;
  title: string;
  version: number;
  username?: string;
  busy?: true;
  [k: string]: unknown;
};

const at = (date: string, hour: number, minute = 0) => osloInstant(date, hour, minute).toISOString();

describe.each(DB_KINDS)('the resource planner and appointments on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let adminId: number;
  let officeId: number;
  let techId: number;
  let fjordUserId: number;
  let customerId: number;
  const monday = isoWeekDay(new Date(), 0);
  const nextMonday = isoWeekDay(new Date(), 7);
  // Far ahead of the demo week, so the tests' events never meet the seeded ones.
  const day = (n: number) => isoWeekDay(new Date(), 70 + n);

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    const emp = await admin.get('calendarevents/employees');
    expect(emp.status, JSON.stringify(emp.body)).toBe(200);
    const employees = emp.body as { id: number; name: string }[];
    adminId = employees.find((e) => e.name === 'Anne Administrator')!.id;
    officeId = employees.find((e) => e.name === 'Ola Kontor')!.id;
    techId = employees.find((e) => e.name === 'Terje Tekniker')!.id;
    fjordUserId = (await fjord.get('auth/session')).body.user.id;
    customerId = (await admin.post('customers/list', { match: { issupplier: false }, limit: 1 })).body
      .items[0].id;
  });
  afterAll(() => server.close());

  /** An order of the demo customer with these dates and people. */
  const order = async (extra: Record<string, unknown> = {}) => {
    const r = await admin.post('orders', {
      customer_id: customerId,
      description: 'Service',
      startdate: day(0),
      enddate: day(4),
      ...extra,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as { id: number; ordernumber: number; version: number };
  };
  const listWeek = (client: TestClient, from: string, match?: Record<string, number>) =>
    client.post('calendarevents/list', {
      from: `${from}T00:00:00+01:00`,
      to: `${isoWeekDayAfter(from, 7)}T00:00:00+01:00`,
      ...(match ? { match } : {}),
    });
  const isoWeekDayAfter = (date: string, days: number) =>
    new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const countEvents = async () =>
    (await admin.post('calendarevents/list', { from: at(day(-7), 0), to: at(day(14), 0), count: true })).body
      .total as number;

  it('shows a new user a planned week: the demo events of this ISO week, with names and order numbers', async () => {
    const r = await listWeek(admin, monday);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const items = r.body.items as Event[];
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(new Set(items.map((e) => e.username))).toEqual(
      new Set(['Terje Tekniker', 'Anne Administrator', 'Ola Kontor']),
    );
    expect(items.find((e) => e.order_id !== null)).toMatchObject({ ordernumber: expect.any(Number) });
    expect((await listWeek(admin, nextMonday)).body.items).toEqual([]);
    // The unassigned demo order waits in the side panel.
    const panel = (await admin.post('calendarevents/unassigned_orders', {})).body as {
      description: string;
    }[];
    expect(panel.map((o) => o.description)).toContain('Bytte filter i aggregat');
    const appointments = (
      await admin.post('appointments/list', { from: at(monday, 0), to: at(nextMonday, 0) })
    ).body.items;
    expect(appointments.length).toBe(3);
  });

  it("shows an employee without the others' event permission other people's events only as busy blocks", async () => {
    const items = (await listWeek(office, monday)).body.items as Event[];
    const others = items.filter((e) => e.user_id !== officeId);
    expect(others.length).toBeGreaterThan(0);
    for (const e of others) expect(Object.keys(e).sort()).toEqual(['busy', 'end', 'id', 'start', 'user_id']);
    expect(items.find((e) => e.user_id === officeId)).toMatchObject({ title: 'Kundeoppfølging service' });
    expect((await office.get(`calendarevents/${others[0]!.id}`)).status).toBe(404);
  });

  it('creates an event for the responsible inside the order dates and reads it back', async () => {
    const o = await order({ responsible_id: techId });
    const r = await admin.post('calendarevents', {
      order_id: o.id,
      user_id: techId,
      start: at(day(1), 8),
      end: at(day(1), 12),
      title: 'Service',
      description: 'Ta med filter',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      order_id: o.id,
      user_id: techId,
      username: 'Terje Tekniker',
      ordernumber: o.ordernumber,
      title: 'Service',
      description: 'Ta med filter',
      version: 1,
      start: at(day(1), 8),
    });
    expect((await admin.get(`calendarevents/${r.body.id}`)).body).toEqual(r.body);
    const mine = (await listWeek(admin, day(0), { order_id: o.id })).body.items as Event[];
    expect(mine.map((e) => e.id)).toEqual([r.body.id]);
    // The order's event tab asks a year back and a year and a month ahead (issue 12: that was a 400 and a toast).
    const tab = await admin.post('calendarevents/list', {
      from: at(day(-365), 0),
      to: at(day(390), 0),
      match: { order_id: o.id },
    });
    expect(tab.status, JSON.stringify(tab.body)).toBe(200);
    expect(tab.body.items.map((e: Event) => e.id)).toEqual([r.body.id]);
    // Without an order such a window is still no planner view.
    expect(
      (await admin.post('calendarevents/list', { from: at(day(-365), 0), to: at(day(390), 0) })).status,
    ).toBe(400);
  });

  it('refuses an employee who is neither responsible nor a participant: userNotOnOrder, nothing saved', async () => {
    const o = await order({ responsible_id: techId });
    const before = await countEvents();
    const r = await admin.post('calendarevents', {
      order_id: o.id,
      user_id: officeId,
      start: at(day(1), 8),
      end: at(day(1), 9),
      title: 'Hjelp',
    });
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.errors).toEqual([{ field: 'user_id', message: 'userNotOnOrder' }]);
    expect(await countEvents()).toBe(before);
  });

  it("refuses an event on a day outside the order's dates: eventOutsideOrderDates", async () => {
    const o = await order({ responsible_id: techId, startdate: day(1), enddate: day(2) });
    for (const [from, to] of [
      [at(day(0), 8), at(day(0), 10)],
      [at(day(2), 20), at(day(3), 7)],
    ]) {
      const r = await admin.post('calendarevents', {
        order_id: o.id,
        user_id: techId,
        start: from,
        end: to,
        title: 'X',
      });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field: 'start', message: 'eventOutsideOrderDates' }]);
    }
    const inside = await admin.post('calendarevents', {
      order_id: o.id,
      user_id: techId,
      start: at(day(2), 14),
      end: at(day(2), 23, 59),
      title: 'Sent',
    });
    expect(inside.status).toBe(200);
  });

  it('refuses a duplicate: the same employee on the same order at an overlapping time, also when moved there', async () => {
    const o = await order({ responsible_id: techId });
    const first = await admin.post('calendarevents', {
      order_id: o.id,
      user_id: techId,
      start: at(day(3), 8),
      end: at(day(3), 12),
      title: 'Formiddag',
    });
    expect(first.status).toBe(200);
    const dup = await admin.post('calendarevents', {
      order_id: o.id,
      user_id: techId,
      start: at(day(3), 11),
      end: at(day(3), 14),
      title: 'Overlapp',
    });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual([{ field: 'start', message: 'duplicateEvent' }]);
    // Touching is no overlap; the same time without an order is no duplicate either.
    const after = await admin.post('calendarevents', {
      order_id: o.id,
      user_id: techId,
      start: at(day(3), 12),
      end: at(day(3), 15),
      title: 'Ettermiddag',
    });
    expect(after.status).toBe(200);
    const free = await admin.post('calendarevents', {
      user_id: techId,
      start: at(day(3), 8),
      end: at(day(3), 9),
      title: 'Verkstedet',
    });
    expect(free.status).toBe(200);
    // Moving the afternoon onto the morning is the same duplicate; the event keeps its time and version.
    const moved = await admin.put(`calendarevents/${after.body.id}`, {
      start: at(day(3), 10),
      end: at(day(3), 13),
      version: 1,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([{ field: 'start', message: 'duplicateEvent' }]);
    expect((await admin.get(`calendarevents/${after.body.id}`)).body).toMatchObject({
      start: at(day(3), 12),
      version: 1,
    });
  });

  it('moves and resizes an event with its version; a stale version is 412 and changes nothing', async () => {
    const o = await order({ responsible_id: techId });
    const e = (
      await admin.post('calendarevents', {
        order_id: o.id,
        user_id: techId,
        start: at(day(4), 8),
        end: at(day(4), 10),
        title: 'Flytt meg',
      })
    ).body as Event;
    const moved = await admin.put(`calendarevents/${e.id}`, {
      ...e,
      start: at(day(4), 9),
      end: at(day(4), 13),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      start: at(day(4), 9),
      end: at(day(4), 13),
      version: 2,
      title: 'Flytt meg',
    });
    const stale = await admin.put(`calendarevents/${e.id}`, { title: 'Gammel', version: 1 });
    expect(stale.status).toBe(412);
    expect((await admin.get(`calendarevents/${e.id}`)).body.title).toBe('Flytt meg');
  });

  it('answers bad input with 400 field errors and the spec keys, never a 500, nothing saved', async () => {
    const before = await countEvents();
    const cases: [unknown, { field: string; message: string }][] = [
      [
        { start: at(day(1), 8), end: at(day(1), 9), title: 'X' },
        { field: 'user_id', message: 'required' },
      ],
      [
        { user_id: techId, start: 'i morgen', end: at(day(1), 9), title: 'X' },
        { field: 'start', message: 'invalidDate' },
      ],
      [
        { user_id: techId, start: at(day(1), 9), end: at(day(1), 8), title: 'X' },
        { field: 'end', message: 'endBeforeStart' },
      ],
      [
        { user_id: techId, start: at(day(1), 8), end: at(day(1), 9), title: '  ' },
        { field: 'title', message: 'required' },
      ],
      [
        { user_id: 'tre', start: at(day(1), 8), end: at(day(1), 9), title: 'X' },
        { field: 'user_id', message: 'required' },
      ],
      [
        { user_id: fjordUserId, start: at(day(1), 8), end: at(day(1), 9), title: 'X' },
        { field: 'user_id', message: 'invalidData' },
      ],
      [
        { order_id: 999999999, user_id: techId, start: at(day(1), 8), end: at(day(1), 9), title: 'X' },
        { field: 'order_id', message: 'invalidData' },
      ],
    ];
    for (const [body, error] of cases) {
      const r = await admin.post('calendarevents', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errors[0], JSON.stringify(body)).toEqual(error);
    }
    const unknown = await admin.post('calendarevents', {
      user_id: techId,
      start: at(day(1), 8),
      end: at(day(1), 9),
      title: 'X',
      colour: 'red',
    });
    expect(unknown.status).toBe(400);
    const list = await admin.post('calendarevents/list', { from: at(day(2), 0), to: at(day(1), 0) });
    expect(list.status).toBe(400);
    expect(list.body.errors).toEqual([{ field: 'to', message: 'endBeforeStart' }]);
    expect((await admin.post('calendarevents/list', {})).body.errors[0]).toEqual({
      field: 'from',
      message: 'required',
    });
    expect((await admin.post('calendarevents/plan_order', { user_id: techId })).status).toBe(400);
    expect(await countEvents()).toBe(before);
  });

  it('plans an unassigned order dropped on an employee: responsible, then participant, and the event, in one go', async () => {
    const o = await order({ description: 'Ny ordre i panelet' });
    const panel = (await admin.post('calendarevents/unassigned_orders', { search: 'Ny ordre i panelet' }))
      .body;
    expect(panel.map((p: { id: number }) => p.id)).toEqual([o.id]);
    const planned = await office.post('calendarevents/plan_order', {
      order_id: o.id,
      user_id: officeId,
      start: at(day(1), 8),
      end: at(day(1), 11),
    });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    expect(planned.body).toMatchObject({ order_id: o.id, user_id: officeId, username: 'Ola Kontor' });
    expect(planned.body.title).toContain('Ny ordre i panelet');
    expect((await admin.get(`orders/${o.id}`)).body).toMatchObject({ responsible_id: officeId, version: 2 });
    expect(
      (await admin.post('calendarevents/unassigned_orders', { search: 'Ny ordre i panelet' })).body,
    ).toEqual([]);
    // A second employee dropped on it becomes a participant and may then get events of their own on the order.
    const second = await admin.post('calendarevents/plan_order', {
      order_id: o.id,
      user_id: techId,
      start: at(day(2), 8),
      end: at(day(2), 11),
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(
      (await admin.get(`calendarevents/orders_of_user/${techId}`)).body.map((x: { id: number }) => x.id),
    ).toContain(o.id);
    const third = await admin.post('calendarevents', {
      order_id: o.id,
      user_id: techId,
      start: at(day(3), 8),
      end: at(day(3), 9),
      title: 'Oppfølging',
    });
    expect(third.status).toBe(200);
  });

  it("widens nothing: a drop outside the order's dates is refused and the order stays unassigned", async () => {
    const o = await order({ startdate: day(2), enddate: day(2) });
    const r = await admin.post('calendarevents/plan_order', {
      order_id: o.id,
      user_id: techId,
      start: at(day(3), 8),
      end: at(day(3), 10),
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'start', message: 'eventOutsideOrderDates' }]);
    expect((await admin.get(`orders/${o.id}`)).body).toMatchObject({
      responsible_id: null,
      startdate: day(2),
      enddate: day(2),
      version: 1,
    });
  });

  it("keeps other people's events to those with resourceplanner_fullaccess_othersevent", async () => {
    const o = await order({ responsible_id: techId });
    const techEvent = (
      await admin.post('calendarevents', {
        order_id: o.id,
        user_id: techId,
        start: at(day(0), 8),
        end: at(day(0), 9),
        title: 'Teknikerens',
      })
    ).body as Event;
    // The office role plans its own events only.
    const forTech = await office.post('calendarevents', {
      user_id: techId,
      start: at(day(0), 10),
      end: at(day(0), 11),
      title: 'For Terje',
    });
    expect(forTech.status).toBe(403);
    const plannedForTech = await office.post('calendarevents/plan_order', {
      order_id: o.id,
      user_id: techId,
      start: at(day(0), 12),
      end: at(day(0), 13),
    });
    expect(plannedForTech.status).toBe(403);
    expect((await office.get(`calendarevents/${techEvent.id}`)).status).toBe(404);
    expect((await office.put(`calendarevents/${techEvent.id}`, { title: 'Endret', version: 1 })).status).toBe(
      404,
    );
    expect((await office.del('calendarevents', { ids: [techEvent.id] })).status).toBe(404);
    const own = await office.post('calendarevents', {
      user_id: officeId,
      start: at(day(0), 10),
      end: at(day(0), 11),
      title: 'Egen',
    });
    expect(own.status).toBe(200);
    // Handing one's own event to someone else is editing another's event.
    expect((await office.put(`calendarevents/${own.body.id}`, { user_id: techId, version: 1 })).status).toBe(
      403,
    );

    // With the permission the same calls pass.
    const role = await admin.post('userroles', {
      name: 'Planlegger',
      permissions: [
        'orders_view',
        'resourceplanner_view',
        'resourceplanner_add',
        'resourceplanner_edit',
        'resourceplanner_delete',
        'resourceplanner_fullaccess_othersevent',
      ],
    });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const members = (await admin.get('userpermissions')).body as { userid: number; username: string }[];
    const officeUser = members.find((m) => m.username === 'office')!;
    const original = officeUser as unknown as { userrole_id: number | null; departmentids: number[] };
    const set = await admin.put(`userpermissions/${officeUser.userid}`, {
      role_id: 2,
      isadmin: false,
      userrole_id: role.body.id,
      departmentids: [],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    try {
      expect((await office.get(`calendarevents/${techEvent.id}`)).body.title).toBe('Teknikerens');
      const edited = await office.put(`calendarevents/${techEvent.id}`, { title: 'Endret', version: 1 });
      expect(edited.status).toBe(200);
      expect(
        (
          await office.post('calendarevents', {
            user_id: techId,
            start: at(day(0), 10),
            end: at(day(0), 11),
            title: 'For Terje',
          })
        ).status,
      ).toBe(200);
      expect((await office.del('calendarevents', { ids: [techEvent.id] })).status).toBe(200);
      expect((await admin.get(`calendarevents/${techEvent.id}`)).status).toBe(404);
    } finally {
      await admin.put(`userpermissions/${officeUser.userid}`, {
        role_id: 2,
        isadmin: false,
        userrole_id: original.userrole_id,
        departmentids: original.departmentids ?? [],
      });
    }
  });

  it('keeps a technician read-only: sees their own plan, every write is 403', async () => {
    const own = (await listWeek(tech, monday, { user_id: techId })).body.items as Event[];
    expect(own.length).toBeGreaterThan(0);
    expect(own[0]!.title).toBeTruthy();
    const e = own[0]!;
    expect((await tech.put(`calendarevents/${e.id}`, { title: 'Ny', version: e.version })).status).toBe(403);
    expect(
      (
        await tech.post('calendarevents', {
          user_id: techId,
          start: at(day(0), 8),
          end: at(day(0), 9),
          title: 'X',
        })
      ).status,
    ).toBe(403);
    expect((await tech.del('calendarevents', { ids: [e.id] })).status).toBe(403);
    expect((await tech.post('appointments', {})).status).toBe(403);
  });

  it("answers another tenant's event and appointment ids with 404 and keeps them", async () => {
    const mine = (await listWeek(admin, monday)).body.items as Event[];
    const id = mine[0]!.id;
    expect((await fjord.get(`calendarevents/${id}`)).status).toBe(404);
    expect((await fjord.put(`calendarevents/${id}`, { title: 'Fjord', version: 1 })).status).toBe(404);
    expect((await fjord.del('calendarevents', { ids: [id] })).status).toBe(404);
    expect((await listWeek(fjord, monday)).body.items).toEqual([]);
    const appointment = (await admin.post('appointments/list', {})).body.items[0];
    expect((await fjord.get(`appointments/${appointment.id}`)).status).toBe(404);
    expect((await fjord.put(`appointments/${appointment.id}`, { ...appointment })).status).toBe(404);
    expect((await fjord.del('appointments', { ids: [appointment.id] })).status).toBe(404);
    // Another tenant's customer as a reference is a 400 on the field.
    const fjordCustomer = (await fjord.post('customers', { name: 'Fjord Kunde AS' })).body;
    const r = await admin.post('appointments', {
      customer_id: fjordCustomer.id,
      responsible_id: adminId,
      start: at(day(1), 9),
      end: at(day(1), 10),
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'customer_id', message: 'invalidData' }]);
    expect((await admin.get(`appointments/${appointment.id}`)).body).toEqual(appointment);
    expect((await admin.get(`calendarevents/${id}`)).status).toBe(200);
  });

  it('refuses planner and appointment calls while their modules are off', async () => {
    const config = (await admin.get('systemconfiguration')).body;
    const off = await admin.put('systemconfiguration', {
      enabledmodules: config.enabledmodules.filter(
        (m: string) => m !== 'resourceplanner' && m !== 'appointments',
      ),
      version: config.version,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      const events = await listWeek(admin, monday);
      expect(events.status).toBe(403);
      expect(events.body.detail).toBe('moduleDisabled');
      expect((await admin.post('appointments/list', {})).status).toBe(403);
    } finally {
      await admin.put('systemconfiguration', {
        enabledmodules: config.enabledmodules,
        version: off.body.version,
      });
    }
    expect((await listWeek(admin, monday)).status).toBe(200);
  });

  it('creates, lists by customer, edits and deletes an appointment', async () => {
    const types = (await admin.post('meetingtypes/get_active', {})).body as { id: number; name: string }[];
    const statuses = (await admin.post('meetingstatuses/get_active', {})).body as {
      id: number;
      name: string;
    }[];
    const created = await office.post('appointments', {
      customer_id: customerId,
      meetingtype_id: types[0]!.id,
      meetingstatus_id: statuses[0]!.id,
      responsible_id: officeId,
      start: at(day(1), 9),
      end: at(day(1), 10),
      subject: 'Befaring',
      place: 'Storgata 1',
      notes: 'Ring før',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      customer_id: customerId,
      meetingtypename: types[0]!.name,
      meetingstatusname: statuses[0]!.name,
      responsiblename: 'Ola Kontor',
      subject: 'Befaring',
      version: 1,
    });
    expect(created.body.customername).toBeTruthy();
    const ofCustomer = (
      await admin.post('appointments/list', { match: { customer_id: customerId }, count: true })
    ).body;
    expect(ofCustomer.items.map((a: { id: number }) => a.id)).toContain(created.body.id);
    // As GET answers it, sent back with a change.
    const edited = await office.put(`appointments/${created.body.id}`, {
      ...created.body,
      place: 'Lillegata 2',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ place: 'Lillegata 2', version: 2 });
    expect((await office.put(`appointments/${created.body.id}`, { ...created.body })).status).toBe(412);
    expect((await office.del('appointments', { ids: [created.body.id] })).status).toBe(200);
    expect((await admin.get(`appointments/${created.body.id}`)).status).toBe(404);
  });

  it('refuses a bad appointment with field errors: no customer or lead, both, end before start', async () => {
    const lead = (await admin.post('leads/list', { limit: 1 })).body.items[0];
    const base = { responsible_id: adminId, start: at(day(1), 9), end: at(day(1), 10) };
    const cases: [unknown, { field: string; message: string }][] = [
      [base, { field: 'customer_id', message: 'required' }],
      [
        { ...base, customer_id: customerId, lead_id: lead.id },
        { field: 'lead_id', message: 'customerOrLead' },
      ],
      [
        { ...base, customer_id: customerId, end: at(day(1), 8) },
        { field: 'end', message: 'endBeforeStart' },
      ],
      [
        { ...base, customer_id: customerId, responsible_id: fjordUserId },
        { field: 'responsible_id', message: 'invalidData' },
      ],
      [
        { ...base, customer_id: customerId, meetingtype_id: 999999999 },
        { field: 'meetingtype_id', message: 'invalidData' },
      ],
      [
        { ...base, customer_id: customerId, start: '01.06.2026' },
        { field: 'start', message: 'invalidDate' },
      ],
    ];
    const before = (await admin.post('appointments/list', { count: true })).body.total;
    for (const [body, error] of cases) {
      const r = await admin.post('appointments', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errors[0], JSON.stringify(body)).toEqual(error);
    }
    expect((await admin.post('appointments/list', { count: true })).body.total).toBe(before);
    const forLead = await admin.post('appointments', { ...base, lead_id: lead.id, subject: 'Møte' });
    expect(forLead.status).toBe(200);
    expect(forLead.body.leadname).toBe(lead.name);
  });
});
