import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

type Order = {
  id: number;
  ordernumber: number;
  status: number;
  statusname: string | null;
  responsible_id: number | null;
  responsiblename: string | null;
  customername: string | null;
  equipment_ids: number[];
  version: number;
  [k: string]: unknown;
};
type SosLog = { action: string; orderid: number | null; ordernumber: number | null; log: string | null };

describe.each(DB_KINDS)('orders and the order side of SOS on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let customerId: number;
  let fjordCustomerId: number;
  let adminUserId: number;
  let techUserId: number;
  let fjordUserId: number;
  let seq = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    customerId = (await admin.post('customers/list', { match: { issupplier: false }, limit: 1 })).body
      .items[0].id;
    const fjordCustomer = await fjord.post('customers', { name: 'Fjord Kunde AS' });
    expect(fjordCustomer.status, JSON.stringify(fjordCustomer.body)).toBe(200);
    fjordCustomerId = fjordCustomer.body.id;
    adminUserId = (await admin.get('auth/session')).body.user.id;
    fjordUserId = (await fjord.get('auth/session')).body.user.id;
    const users = (await admin.get('users')).body as { id: number; name: string }[];
    techUserId = users.find((u) => u.name === 'Terje Tekniker')!.id;
  });
  afterAll(() => server.close());

  /** A new piece of equipment of the demo customer, its SOS raised when asked. */
  const piece = async (sos = true) => {
    const created = await admin.post('equipments', { name: `Alarmanlegg ${++seq}`, customer_id: customerId });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    if (sos) {
      await admin.put(`equipments/update_specific_properties/${created.body.id}`, {
        trackingdevice_sos: true,
      });
    }
    return created.body.id as number;
  };
  const orderFor = async (equipmentId: number, extra: Record<string, unknown> = {}) => {
    const r = await admin.post('orders', { customer_id: customerId, equipment_ids: [equipmentId], ...extra });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Order;
  };
  const logsOf = async (equipmentId: number) =>
    (await admin.get(`equipments/${equipmentId}/soslogs`)).body as SosLog[];
  const equipmentOf = async (equipmentId: number) => (await admin.get(`equipments/${equipmentId}`)).body;
  const activeOrderOf = async (equipmentId: number) =>
    (await admin.get(`equipments/get_first_active_order/${equipmentId}`)).body as Order | null;

  it('creates an order with the next number, the default status and today, and reads it back with its names', async () => {
    const id = await piece(false);
    const first = await orderFor(id, { description: 'Service på varmepumpe' });
    expect(first).toMatchObject({
      customer_id: customerId,
      equipment_ids: [id],
      status: 1,
      statusname: 'Kladd',
      responsible_id: null,
      description: 'Service på varmepumpe',
      isactive: true,
      version: 1,
    });
    expect(first.ordernumber).toBeGreaterThanOrEqual(10001);
    expect(first.customername).toBeTruthy();
    expect(first.orderdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const second = await orderFor(id, { responsible_id: techUserId, status: 2 });
    expect(second.ordernumber).toBe(first.ordernumber + 1);
    expect(second).toMatchObject({ responsible_id: techUserId, responsiblename: 'Terje Tekniker' });
    expect((await admin.get(`orders/${first.id}`)).body).toEqual(first);
    const taken = await admin.post('orders', { customer_id: customerId, ordernumber: first.ordernumber });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([{ field: 'ordernumber', message: 'alreadyExists' }]);
  });

  it('has an open order waiting on each alarmed demo piece', async () => {
    const alarmed = (await admin.post('equipments/list', { match: { trackingdevice_sos: true } })).body.items;
    expect(alarmed.length).toBe(2);
    for (const e of alarmed) {
      const order = await activeOrderOf(e.id);
      expect(order).toMatchObject({ status: 1, responsible_id: null, equipment_ids: [e.id] });
      expect(order!.description).toContain('SOS-alarm');
    }
  });

  it('answers the oldest active, open order of the piece as its first active order', async () => {
    const id = await piece(false);
    expect(await activeOrderOf(id)).toBeNull();
    await orderFor(id, { status: 3 });
    await orderFor(id, { isactive: false });
    const open = await orderFor(id, { status: 2 });
    await orderFor(id);
    expect((await activeOrderOf(id))!.id).toBe(open.id);
    expect((await admin.get('equipments/get_first_active_order/999999999')).status).toBe(404);
  });

  it('assigns, completes and closes an SOS: order responsible and status 2, then status 3, a log line each', async () => {
    const id = await piece();
    const order = await orderFor(id);
    const assigned = await admin.post(`equipments/${id}/sos_action`, {
      action: 'assigned',
      responsible_id: techUserId,
      log: 'Terje sendt ut',
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.order).toMatchObject({
      id: order.id,
      status: 2,
      responsible_id: techUserId,
      responsiblename: 'Terje Tekniker',
      version: 2,
    });
    expect(assigned.body.equipment.trackingdevice_sos).toBe(true);
    expect(assigned.body.log).toMatchObject({ action: 'assigned', orderid: order.id, userid: adminUserId });
    // Still the active order (status 2 is open), with what assign set.
    expect(await activeOrderOf(id)).toMatchObject({ id: order.id, status: 2, responsible_id: techUserId });

    const completed = await admin.post(`equipments/${id}/sos_action`, { action: 'completed' });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.order).toMatchObject({ id: order.id, status: 3, responsible_id: techUserId });
    expect(completed.body.equipment.trackingdevice_sos).toBe(false);
    expect(completed.body.equipment.trackingdevice_sosdate).not.toBeNull();
    expect(await activeOrderOf(id)).toBeNull();

    const closed = await admin.post(`equipments/${id}/sos_action`, { action: 'closed' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.equipment).toMatchObject({ trackingdevice_sos: false, trackingdevice_sosdate: null });
    // Close leaves the order as complete left it, and the log still names it.
    expect((await admin.get(`orders/${order.id}`)).body).toMatchObject({ status: 3, version: 3 });
    const logs = await logsOf(id);
    expect(logs.map((l) => [l.action, l.orderid, l.ordernumber])).toEqual([
      ['closed', order.id, order.ordernumber],
      ['completed', order.id, order.ordernumber],
      ['assigned', order.id, order.ordernumber],
    ]);
    expect(logs[2]!.log).toBe('Terje sendt ut');
  });

  it('assigns to the signed-in user when no technician is picked', async () => {
    const id = await piece();
    const order = await orderFor(id);
    const r = await admin.post(`equipments/${id}/sos_action`, { action: 'assigned' });
    expect(r.body.order).toMatchObject({ id: order.id, status: 2, responsible_id: adminUserId });
  });

  it('refuses assign and complete without an active order, changing nothing, and still lets the SOS be closed', async () => {
    const id = await piece();
    await orderFor(id, { status: 3 });
    for (const action of ['assigned', 'completed']) {
      const r = await admin.post(`equipments/${id}/sos_action`, { action, responsible_id: techUserId });
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.errors).toEqual([{ field: 'action', message: 'noActiveOrder' }]);
    }
    expect((await equipmentOf(id)).trackingdevice_sos).toBe(true);
    expect(await logsOf(id)).toEqual([]);
    const closed = await admin.post(`equipments/${id}/sos_action`, { action: 'closed', log: 'Feilalarm' });
    expect(closed.status).toBe(200);
    expect(closed.body.order).toBeNull();
    expect((await logsOf(id)).map((l) => [l.action, l.orderid])).toEqual([['closed', null]]);
  });

  it('refuses to assign to an inactive or foreign technician, and rolls the whole action back', async () => {
    const hired = await admin.post('employees', {
      name: 'Sluttet Montør',
      username: `sluttet${kind}`,
      email: `sluttet.${kind}@demoservice.no`,
      role_id: 3,
    });
    expect(hired.status, JSON.stringify(hired.body)).toBe(200);
    expect((await admin.post('employees/deactivate', { ids: [hired.body.id] })).status).toBe(200);
    const id = await piece();
    const order = await orderFor(id);
    const cases: [number, string][] = [
      [hired.body.id, 'inactiveResponsible'],
      [fjordUserId, 'invalidData'],
      [2 ** 40, 'invalidData'],
    ];
    for (const [responsible, message] of cases) {
      const r = await admin.post(`equipments/${id}/sos_action`, {
        action: 'assigned',
        responsible_id: responsible,
      });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field: 'responsible_id', message }]);
    }
    expect((await admin.get(`orders/${order.id}`)).body).toEqual(order);
    expect(await logsOf(id)).toEqual([]);
  });

  it('sets responsible and status through orders/update_specific_properties, with the version (412 when stale)', async () => {
    const order = await orderFor(await piece(false));
    const r = await admin.put(`orders/update_specific_properties/${order.id}`, {
      responsible_id: techUserId,
      status: 2,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      responsible_id: techUserId,
      status: 2,
      statusname: 'Til fordeling',
      version: 2,
    });
    const statusOnly = await admin.put(`orders/update_specific_properties/${order.id}`, {
      status: 3,
      version: 2,
    });
    expect(statusOnly.body).toMatchObject({ responsible_id: techUserId, status: 3, version: 3 });
    const stale = await admin.put(`orders/update_specific_properties/${order.id}`, { status: 5, version: 2 });
    expect(stale.status).toBe(412);
    const unassigned = await admin.put(`orders/update_specific_properties/${order.id}`, {
      responsible_id: null,
    });
    expect(unassigned.body).toMatchObject({
      responsible_id: null,
      responsiblename: null,
      status: 3,
      version: 4,
    });
  });

  it('answers bad responsible or status input with 400 on the field, changing nothing', async () => {
    const order = await orderFor(await piece(false));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ status: 99 }, 'status', 'unknownStatus'],
      [{ status: 0 }, 'status', 'outOfRange'],
      [{ status: 'ferdig' }, 'status', 'invalidNumber'],
      [{}, 'status', 'required'],
      [{ responsible_id: fjordUserId }, 'responsible_id', 'invalidData'],
      [{ responsible_id: -1 }, 'responsible_id', 'invalidData'],
      [{ responsible_id: techUserId, status: 2, name: 'x' }, 'name', 'unknownField'],
      [{ status: 2, version: 'en' }, 'version', 'invalidData'],
    ];
    for (const [body, field, message] of cases) {
      const r = await admin.put(`orders/update_specific_properties/${order.id}`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect((await admin.put('orders/update_specific_properties/abc', { status: 2 })).status).toBe(400);
    expect((await admin.get(`orders/${order.id}`)).body).toEqual(order);
  });

  it('refuses the rental statuses 6 and 7 while the rental module is off', async () => {
    const order = await orderFor(await piece(false));
    const config = (await admin.get('systemconfiguration')).body;
    const off = await admin.put('systemconfiguration', {
      enabledmodules: config.enabledmodules.filter((m: string) => m !== 'rental'),
      version: config.version,
    });
    expect(off.status).toBe(200);
    try {
      for (const status of [6, 7]) {
        const r = await admin.put(`orders/update_specific_properties/${order.id}`, { status });
        expect(r.status).toBe(400);
        expect(r.body.errors).toEqual([{ field: 'status', message: 'unknownStatus' }]);
      }
      const created = await admin.post('orders', { customer_id: customerId, status: 7 });
      expect(created.body.errors).toEqual([{ field: 'status', message: 'unknownStatus' }]);
      // Controlled (8) and paused (9) are not rental statuses: a company without rental keeps them.
      const paused = await admin.put(`orders/update_specific_properties/${order.id}`, { status: 9 });
      expect(paused.body.status, JSON.stringify(paused.body)).toBe(9);
      const back = await admin.put(`orders/update_specific_properties/${order.id}`, { status: 1 });
      expect(back.body.status).toBe(1);
    } finally {
      await admin.put('systemconfiguration', {
        enabledmodules: config.enabledmodules,
        version: off.body.version,
      });
    }
    const on = await admin.put(`orders/update_specific_properties/${order.id}`, { status: 6 });
    expect(on.status).toBe(200);
    expect(on.body.status).toBe(6);
  });

  it('answers bad order input with 400 on the field and creates nothing', async () => {
    const fjordPiece = await fjord.post('equipments', { name: 'Fjord-kran', customer_id: fjordCustomerId });
    expect(fjordPiece.status).toBe(200);
    const before = (await orderFor(await piece(false))).ordernumber;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customer_id: undefined }, 'customer_id', 'required'],
      [{ customer_id: fjordCustomerId }, 'customer_id', 'invalidData'],
      [{ equipment_ids: [fjordPiece.body.id] }, 'equipment_ids', 'invalidData'],
      [{ equipment_ids: ['x'] }, 'equipment_ids.0', 'invalidData'],
      [{ status: 99 }, 'status', 'unknownStatus'],
      [{ responsible_id: fjordUserId }, 'responsible_id', 'invalidData'],
      [{ ordertype_id: 2 ** 40 }, 'ordertype_id', 'invalidData'],
      [{ orderdate: '01.05.2025' }, 'orderdate', 'invalidDate'],
      [{ startdate: '2025-05-10', enddate: '2025-05-01' }, 'enddate', 'endBeforeStart'],
      [{ ordernumber: 0 }, 'ordernumber', 'invalidNumber'],
      [{ description: 'x'.repeat(4001) }, 'description', 'maxCharacters'],
      [{ nosuchfield: 1 }, 'nosuchfield', 'unknownField'],
    ];
    for (const [extra, field, message] of cases) {
      const r = await admin.post('orders', { customer_id: customerId, ...extra });
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.errors, JSON.stringify(extra)).toContainEqual(
        expect.objectContaining({ field, message }),
      );
    }
    // No number was used up and no order was made.
    expect((await orderFor(await piece(false))).ordernumber).toBe(before + 1);
  });

  it('gives another tenant no access to the orders, their equipment or the SOS order side', async () => {
    const id = await piece();
    const order = await orderFor(id);
    expect((await fjord.get(`orders/${order.id}`)).status).toBe(404);
    expect((await fjord.put(`orders/update_specific_properties/${order.id}`, { status: 2 })).status).toBe(
      404,
    );
    expect((await fjord.get(`equipments/get_first_active_order/${id}`)).status).toBe(404);
    expect((await fjord.post(`equipments/${id}/sos_action`, { action: 'assigned' })).status).toBe(404);
    const foreign = await fjord.post('orders', { customer_id: fjordCustomerId, equipment_ids: [id] });
    expect(foreign.body.errors).toEqual([{ field: 'equipment_ids', message: 'invalidData' }]);
    // A log line cannot name an order of another piece.
    const other = await orderFor(await piece(false));
    const log = await admin.post('equipmentsoslogs', {
      equipmentid: id,
      orderid: other.id,
      action: 'assigned',
    });
    expect(log.body.errors).toEqual([{ field: 'orderid', message: 'invalidData' }]);
    expect((await admin.get(`orders/${order.id}`)).body).toEqual(order);
  });

  it('lets a technician read orders but not create or change them, nor assign or complete an SOS', async () => {
    const id = await piece();
    const order = await orderFor(id);
    expect((await tech.get(`orders/${order.id}`)).status).toBe(200);
    expect((await tech.post('orders', { customer_id: customerId })).status).toBe(403);
    expect((await tech.put(`orders/update_specific_properties/${order.id}`, { status: 2 })).status).toBe(403);
    expect((await tech.post(`equipments/${id}/sos_action`, { action: 'assigned' })).status).toBe(403);
    // Office staff may add orders (their permission set) but not change them without orders_edit.
    expect((await office.post('orders', { customer_id: customerId })).status).toBe(200);
    expect((await office.put(`orders/update_specific_properties/${order.id}`, { status: 2 })).status).toBe(
      403,
    );
    expect((await admin.get(`orders/${order.id}`)).body).toEqual(order);
  });

  it('refuses order calls and the SOS order side while the orders module is off', async () => {
    const id = await piece();
    const order = await orderFor(id);
    const config = (await admin.get('systemconfiguration')).body;
    const off = await admin.put('systemconfiguration', {
      enabledmodules: config.enabledmodules.filter((m: string) => m !== 'orders'),
      version: config.version,
    });
    try {
      const r = await admin.get(`orders/${order.id}`);
      expect(r.status).toBe(403);
      expect(r.body.detail).toBe('moduleDisabled');
      expect((await admin.post(`equipments/${id}/sos_action`, { action: 'assigned' })).status).toBe(403);
    } finally {
      await admin.put('systemconfiguration', {
        enabledmodules: config.enabledmodules,
        version: off.body.version,
      });
    }
    expect((await admin.get(`orders/${order.id}`)).body).toEqual(order);
  });

  it('keeps a piece that is on an order from being deleted', async () => {
    const id = await piece(false);
    await orderFor(id);
    const r = await admin.del('equipments', { ids: [id] });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'ids', message: 'inUse' }]);
  });
});
