import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient, type TestServer, startTestServer } from '../../../test/test-app';
import { DB_KINDS } from '../../../test/test-db';

type Row = Record<string, any>;

describe.each(DB_KINDS)('orders: list, record, status, lines on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let office: TestClient;
  let tech: TestClient;
  let fjord: TestClient;
  let customerId: number;
  let otherCustomerId: number;
  let fjordCustomerId: number;
  let adminUserId: number;
  let officeUserId: number;
  let techUserId: number;
  let fjordUserId: number;
  let seq = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, office, tech, fjord] = await Promise.all(
      ['admin', 'office', 'tech', 'fjordadmin'].map((u) => signedIn(server, u)),
    );
    const c = await admin.post('customers', {
      name: 'Kjølebygg Testkunde AS',
      discountsupplies: 10,
      discounthours: 5,
    });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    customerId = c.body.id;
    otherCustomerId = (await admin.post('customers', { name: 'Annen Kunde AS' })).body.id;
    fjordCustomerId = (await fjord.post('customers', { name: 'Fjord Kunde AS' })).body.id;
    adminUserId = (await admin.get('auth/session')).body.user.id;
    fjordUserId = (await fjord.get('auth/session')).body.user.id;
    const users = (await admin.get('users')).body as { id: number; name: string }[];
    techUserId = users.find((u) => u.name === 'Terje Tekniker')!.id;
    officeUserId = users.find((u) => u.name === 'Ola Kontor')!.id;
  });
  afterAll(() => server.close());

  const newOrder = async (extra: Row = {}, client = admin) => {
    const r = await client.post('orders', {
      customer_id: customerId,
      description: `Testordre ${++seq}`,
      ...extra,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Row;
  };
  const line = async (orderId: number, extra: Row = {}) => {
    const r = await admin.post('orderlines', {
      order_id: orderId,
      name: 'Arbeid',
      quantity: 1,
      unitprice: 100,
      ...extra,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Row;
  };
  const put = (order: Row, changes: Row, client = admin) =>
    client.put(`orders/${order.id}`, { version: order.version, ...changes });

  it('creates an order with every field of the order form, the standard texts filled in, and reads it back', async () => {
    const main = await newOrder();
    const contact = await admin.post('contacts', {
      firstname: 'Kari',
      lastname: 'Kontakt',
      customerid: customerId,
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(200);
    const address = await admin.post(`customers/${customerId}/addresses`, {
      addresstype: 2,
      street: 'Storgata 1',
      zip: '0155',
      city: 'Oslo',
    });
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    const order = await newOrder({
      responsible_id: techUserId,
      participants: [officeUserId, adminUserId],
      contact_id: contact.body.id,
      address_id: address.body.id,
      mainorder_id: main.id,
      startdate: '2026-03-02',
      enddate: '2026-03-06',
      deadlinedate: '2026-03-10',
      pricingtype: 'fixed',
      fixedprice: '12 500,50',
      budget: 10000,
      hoursestimate: '37,5',
      notificationthresholds: [80, 100],
      bankguarantee: true,
      kmroundtrip: '42,5',
      isservice: true,
      customerreference: 'PO-7781',
      agreementnumber: 'SA-2026-4',
    });
    expect(order).toMatchObject({
      customername: 'Kjølebygg Testkunde AS',
      responsiblename: 'Terje Tekniker',
      participants: [adminUserId, officeUserId].sort((a, b) => a - b),
      contact_id: contact.body.id,
      address_id: address.body.id,
      mainorder_id: main.id,
      pricingtype: 'fixed',
      fixedprice: '12500.50',
      budget: '10000.00',
      hoursestimate: '37.50',
      notificationthresholds: [80, 100],
      bankguarantee: true,
      kmroundtrip: '42.5',
      isservice: true,
      customerreference: 'PO-7781',
      agreementnumber: 'SA-2026-4',
      status: 1,
      totals: { net: '0.00', vat: '0.00', gross: '0.00', vatrates: [] },
      cost: '0.00',
    });
    // spec 01 §3 standard text types 1 and 2: the company's order text and delivery terms.
    expect(order.ordertext).toContain('Arbeidet utføres i henhold til avtale');
    expect(order.deliveryterms).toContain('Levering innen 14 dager');
    expect((await admin.get(`orders/${order.id}`)).body).toEqual(order);
  });

  it('saves back what GET answers with a change, ignoring server-owned fields and refusing unknown ones', async () => {
    const order = await newOrder({ responsible_id: techUserId });
    const got = (await admin.get(`orders/${order.id}`)).body;
    const saved = await admin.put(`orders/${order.id}`, {
      ...got,
      description: 'Bytte kompressor',
      customername: 'Ignored AS',
      ordernumber: 1,
      totals: { net: '999.00' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      description: 'Bytte kompressor',
      customername: 'Kjølebygg Testkunde AS',
      ordernumber: order.ordernumber,
      version: order.version + 1,
      totals: { net: '0.00' },
    });
    const unknown = await admin.put(`orders/${order.id}`, { ...saved.body, colour: 'blue' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toContainEqual({ field: 'colour', message: 'unknownField' });
    const stale = await admin.put(`orders/${order.id}`, { ...got, description: 'Gammel' });
    expect(stale.status).toBe(412);
    expect((await admin.get(`orders/${order.id}`)).body.description).toBe('Bytte kompressor');
  });

  it('refuses the same participant twice, a foreign participant, a foreign contact and an order as its own main order', async () => {
    const order = await newOrder();
    const otherContact = await admin.post('contacts', { firstname: 'Per', customerid: otherCustomerId });
    const cases: [Row, string, string][] = [
      [{ participants: [techUserId, techUserId] }, 'participants', 'duplicateParticipant'],
      [{ participants: [fjordUserId] }, 'participants', 'invalidData'],
      [{ contact_id: otherContact.body.id }, 'contact_id', 'contactNotOfCustomer'],
      [{ mainorder_id: order.id }, 'mainorder_id', 'mainOrderSelf'],
      [{ pricingtype: 'fixed' }, 'fixedprice', 'fixedPriceRequired'],
      [{ startdate: '2026-05-02', enddate: '2026-05-01' }, 'enddate', 'endBeforeStart'],
      [{ budget: 'mye' }, 'budget', 'invalidNumber'],
      [{ pricingtype: 'daily' }, 'pricingtype', 'invalidData'],
      [{ notificationthresholds: [0] }, 'notificationthresholds.0', 'invalidNumber'],
      [{ project_id: 999999999 }, 'project_id', 'invalidData'],
      [{ customer_id: fjordCustomerId }, 'customer_id', 'invalidData'],
      [{ status: 99 }, 'status', 'unknownStatus'],
    ];
    for (const [body, field, message] of cases) {
      const r = await put(order, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, message }));
    }
    const created = await admin.post('orders', {
      customer_id: customerId,
      participants: [techUserId, techUserId],
    });
    expect(created.body.errors).toEqual([{ field: 'participants', message: 'duplicateParticipant' }]);
    expect((await admin.get(`orders/${order.id}`)).body).toEqual(order);
    // A sub-order cannot become the main order of its own main order.
    const sub = await newOrder({ mainorder_id: order.id });
    const loop = await put(order, { mainorder_id: sub.id });
    expect(loop.body.errors).toEqual([{ field: 'mainorder_id', message: 'mainOrderSelf' }]);
  });

  it("refuses an order type or status the user's role may not use (userrolesaccess), and lets an administrator", async () => {
    const type = await admin.post('ordertypes', { name: `Kun admin ${++seq}`, userrolesaccess: [1] });
    expect(type.status, JSON.stringify(type.body)).toBe(200);
    const byOffice = await office.post('orders', { customer_id: customerId, ordertype_id: type.body.id });
    expect(byOffice.status).toBe(400);
    expect(byOffice.body.errors).toEqual([{ field: 'ordertype_id', message: 'invalidData' }]);
    const statuses = (await admin.post('orderstatuslists/get_active', {})).body as Row[];
    const restricted = statuses.find((s) => s.status === 4)!;
    const changed = await admin.put(`orderstatuslists/${restricted.id}`, {
      userrolesaccess: [1],
      version: restricted.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const invoicedByOffice = await office.post('orders', { customer_id: customerId, status: 4 });
    expect(invoicedByOffice.body.errors).toEqual([{ field: 'status', message: 'unknownStatus' }]);
    expect((await newOrder({ ordertype_id: type.body.id, status: 4 })).ordertype_id).toBe(type.body.id);
  });

  it('moves an order along the allowed statuses only, keeps every change in its history, and lets an admin reopen', async () => {
    let order = await newOrder();
    const step = async (status: number) => {
      const r = await put(order, { status });
      expect(r.status, `${order.status} -> ${status}: ${JSON.stringify(r.body)}`).toBe(200);
      order = r.body;
    };
    await step(2);
    await step(3);
    const back = await put(order, { status: 1 });
    expect(back.status).toBe(400);
    expect(back.body.errors).toEqual([{ field: 'status', message: 'statusTransition' }]);
    await step(9); // paused
    await step(3);
    await step(6); // out on rent
    const rentedToCompleted = await put(order, { status: 5 });
    expect(rentedToCompleted.body.errors).toEqual([{ field: 'status', message: 'statusTransition' }]);
    await step(7); // returned
    await step(5); // completed
    const invoicedToDraft = await put(order, { status: 1 });
    expect(invoicedToDraft.body.errors).toEqual([{ field: 'status', message: 'statusTransition' }]);
    await step(3); // reopened by an administrator
    const history = (await admin.get(`orders/${order.id}/status_history`)).body as Row[];
    expect(history.map((h) => [h.fromstatus, h.tostatus])).toEqual([
      [5, 3],
      [7, 5],
      [6, 7],
      [3, 6],
      [9, 3],
      [3, 9],
      [2, 3],
      [1, 2],
      [null, 1],
    ]);
    expect(history[0]).toMatchObject({
      fromstatusname: 'Ferdig',
      tostatusname: 'Pågår',
      changedby: adminUserId,
    });
    expect(history[0]!.changedbyname).toBeTruthy();
    expect(history[0]!.changedon).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('lists my orders (responsible or participant), unassigned orders, filters, search and keyset pages', async () => {
    const mineResponsible = await newOrder({
      responsible_id: adminUserId,
      description: 'Varmepumpeservice Mine',
    });
    const mineParticipant = await newOrder({ responsible_id: techUserId, participants: [adminUserId] });
    const notMine = await newOrder({ responsible_id: techUserId });
    const unassigned = await newOrder({ description: 'Kjøleanlegg uten ansvarlig' });

    const mine = (await admin.post('orders/list', { type: 1, limit: 500, count: true })).body;
    const mineIds = mine.items.map((o: Row) => o.id);
    expect(mineIds).toEqual(expect.arrayContaining([mineResponsible.id, mineParticipant.id]));
    expect(mineIds).not.toContain(notMine.id);
    expect(mine.total).toBe(mine.items.length);
    const un = (await admin.post('orders/list', { type: 2, limit: 500 })).body.items as Row[];
    expect(un.map((o) => o.id)).toContain(unassigned.id);
    expect(un.every((o) => o.responsible_id === null)).toBe(true);

    const page = (await admin.post('orders/list', {})).body;
    expect(page.items.length).toBeLessThanOrEqual(25);
    expect(page.items[0]).toMatchObject({ customername: expect.any(String), statusname: expect.any(String) });
    // Newest number first by default.
    const numbers = page.items.map((o: Row) => o.ordernumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(page.items.find((o: Row) => o.id === mineParticipant.id)?.responsiblename).toBe('Terje Tekniker');

    const byNumber = (await admin.post('orders/list', { search: String(notMine.ordernumber) })).body.items;
    expect(byNumber.map((o: Row) => o.id)).toContain(notMine.id);
    const byCustomer = (await admin.post('orders/list', { search: 'kjølebygg', limit: 500 })).body.items;
    expect(byCustomer.map((o: Row) => o.id)).toContain(unassigned.id);
    const byText = (await admin.post('orders/list', { search: 'varmepumpeservice mine' })).body.items;
    expect(byText.map((o: Row) => o.id)).toEqual([mineResponsible.id]);

    const filtered = (
      await admin.post('orders/list', {
        match: { responsible_id: techUserId, customer_id: customerId, status: 1 },
        dates: { orderdate: { from: '2000-01-01', to: '2999-12-31' } },
        limit: 500,
      })
    ).body.items as Row[];
    expect(filtered.map((o) => o.id)).toEqual(expect.arrayContaining([mineParticipant.id, notMine.id]));
    expect(filtered.every((o) => o.responsible_id === techUserId)).toBe(true);
    const none = (await admin.post('orders/list', { dates: { orderdate: { to: '2000-01-01' } } })).body.items;
    expect(none).toEqual([]);

    // Keyset: the page after the last row of the first continues the same order without a gap.
    const all = (await admin.post('orders/list', { limit: 500 })).body.items as Row[];
    const first = (await admin.post('orders/list', { limit: 3 })).body.items as Row[];
    const last = first[first.length - 1]!;
    const next = (await admin.post('orders/list', { limit: 3, after: [last.ordernumber, last.id] })).body
      .items as Row[];
    expect([...first, ...next].map((o) => o.id)).toEqual(all.slice(0, 6).map((o) => o.id));
    const byDate = (await admin.post('orders/list', { sort: { orderdate: -1 }, limit: 2 })).body
      .items as Row[];
    const afterDate = await admin.post('orders/list', {
      sort: { orderdate: -1 },
      limit: 2,
      after: [byDate[1]!.orderdate, byDate[1]!.id],
    });
    expect(afterDate.status).toBe(200);
  });

  it('answers bad list input with 400 on the field', async () => {
    const cases: [Row, string, string][] = [
      [{ type: 3 }, 'type', 'invalidData'],
      [{ match: { colour: 'blue' } }, 'match', 'unknownField'],
      [{ match: { status: 'one' } }, 'match.status', 'invalidData'],
      [{ sort: { description: 1 } }, 'sort', 'unknownField'],
      [{ limit: 0 }, 'limit', 'outOfRange'],
      [{ dates: { orderdate: { from: '31.12.2026' } } }, 'dates.orderdate.from', 'invalidDate'],
      [{ after: ['x', 1] }, 'after', 'invalidData'],
      [{ sort: { startdate: 1 }, after: ['2026-01-01', 1] }, 'after', 'invalidData'],
    ];
    for (const [body, field, message] of cases) {
      const r = await admin.post('orders/list', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, message }));
    }
  });

  it('fills a product line from the product and the customer discount, and totals exactly with VAT per rate', async () => {
    const units = (await admin.post('productunits/get_active', {})).body as { id: number; name: string }[];
    const taxes = (await admin.post('producttaxes/get_active', {})).body as {
      id: number;
      percentage: number;
    }[];
    const tax15 = taxes.find((t) => Number(t.percentage) === 15)!;
    const product = await admin.post('products', {
      number: 'ORD-T1',
      name: 'Filtersett kjøleanlegg',
      producttype: 'product',
      costprice: 20,
      saleprice: 33.33,
      producttax_id: tax15.id,
      units: [{ unit_id: units[0]!.id, factor: 1, issalesunit: true, issupplierunit: true }],
    });
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    const order = await newOrder();
    const filled = await line(order.id, {
      product_id: product.body.id,
      quantity: 3,
      name: undefined,
      unitprice: undefined,
    });
    expect(filled).toMatchObject({
      product_id: product.body.id,
      productnumber: 'ORD-T1',
      name: 'Filtersett kjøleanlegg',
      unit: units[0]!.name,
      unitprice: '33.33',
      tax: '15.00',
      costprice: '20.00',
      discount: '10.00', // the customer's supplies discount
      net: '89.99',
    });
    // Issue 7: 3 × 33,333 less 10 % = 89,9991 -> 90,00 (33,333 as the quantity: prices have two decimals).
    const exact = await line(order.id, {
      name: 'Fritekst',
      quantity: '33,333',
      unitprice: '3',
      discount: '10',
      tax: 25,
    });
    expect(exact).toMatchObject({ quantity: '33.333000', unitprice: '3.00', net: '90.00' });
    const got = (await admin.get(`orders/${order.id}`)).body;
    expect(got.totals).toEqual({
      net: '179.99',
      vat: '36.00',
      gross: '215.99',
      vatrates: [
        { rate: '25', base: '90.00', amount: '22.50' },
        { rate: '15', base: '89.99', amount: '13.50' },
      ],
    });
    expect(got.cost).toBe('60.00');
  });

  it('computes 3 × 33,333 less 10 % as 90,00 and VAT per rate on the sum of the rate, like EHF', async () => {
    const order = await newOrder();
    const a = await admin.post('orderlines', {
      order_id: order.id,
      name: 'A',
      quantity: 3,
      unitprice: '33.33',
      discount: 10,
      tax: 25,
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.net).toBe('89.99');
    const lines = [
      { name: 'B', quantity: '0,333', unitprice: '10', tax: 25 },
      { name: 'C', quantity: '0,333', unitprice: '10', tax: 25 },
      { name: 'D', quantity: 1, unitprice: '100', tax: 0 },
    ];
    for (const l of lines) await line(order.id, l);
    const got = (await admin.get(`orders/${order.id}`)).body;
    // 89.99 + 3.33 + 3.33 = 96.65 at 25 % -> 24.1625 -> 24.16 (not 22.50 + 0.83 + 0.83 = 24.16 by chance: per rate).
    expect(got.totals).toEqual({
      net: '196.65',
      vat: '24.16',
      gross: '220.81',
      vatrates: [
        { rate: '25', base: '96.65', amount: '24.16' },
        { rate: '0', base: '100.00', amount: '0.00' },
      ],
    });
  });

  it('edits and deletes lines with the version, and locks them once the order is completed', async () => {
    let order = await newOrder();
    const l = await line(order.id, { quantity: 2, unitprice: '150.50' });
    expect(l.net).toBe('301.00');
    const edited = await admin.put(`orderlines/${l.id}`, { ...l, quantity: '2,5', discount: 20 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ quantity: '2.500000', discount: '20.00', net: '301.00', version: 2 });
    expect((await admin.put(`orderlines/${l.id}`, { ...l, quantity: 1 })).status).toBe(412);
    const listed = (await admin.post('orderlines/list', { match: { order_id: order.id }, count: true })).body;
    expect(listed).toMatchObject({ total: 1, items: [{ id: l.id, net: '301.00' }] });
    const second = await line(order.id);
    expect((await admin.del('orderlines', { ids: [second.id] })).body).toEqual({ deleted: [second.id] });

    for (const status of [3, 5]) order = (await put(order, { status })).body;
    const add = await admin.post('orderlines', {
      order_id: order.id,
      name: 'Etter',
      quantity: 1,
      unitprice: 1,
    });
    expect(add.status).toBe(400);
    expect(add.body.errors).toEqual([{ field: 'order_id', message: 'linesLocked' }]);
    const change = await admin.put(`orderlines/${l.id}`, { ...edited.body, quantity: 9 });
    expect(change.body.errors).toEqual([{ field: 'order_id', message: 'linesLocked' }]);
    expect((await admin.del('orderlines', { ids: [l.id] })).body.errors).toEqual([
      { field: 'ids', message: 'linesLocked' },
    ]);
    expect((await admin.get(`orderlines/${l.id}`)).body).toEqual(edited.body);
  });

  it('answers bad line input with 400 on the field and adds nothing', async () => {
    const order = await newOrder();
    const cases: [Row, string, string][] = [
      [{ name: '' }, 'name', 'required'],
      [{ quantity: 'tre' }, 'quantity', 'invalidNumber'],
      [{ quantity: 0 }, 'quantity', 'required'],
      [{ discount: 101 }, 'discount', 'outOfRange'],
      [{ tax: -1 }, 'tax', 'outOfRange'],
      [{ unitprice: '1,234' }, 'unitprice', 'invalidNumber'],
      [{ order_id: undefined }, 'order_id', 'required'],
      [{ product_id: 999999999 }, 'product_id', 'invalidData'],
      [{ net: '5' }, 'net', 'unknownField'],
    ];
    for (const [body, field, message] of cases) {
      const r = await admin.post('orderlines', {
        order_id: order.id,
        name: 'X',
        quantity: 1,
        unitprice: 1,
        ...body,
      });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect((await admin.post('orderlines/list', { match: { order_id: order.id } })).body.items).toEqual([]);
    expect((await admin.post('orderlines/list', {})).body.errors).toContainEqual({
      field: 'match',
      message: 'required',
    });
  });

  it('deletes draft orders without lines only (400 inUse otherwise, nothing deleted)', async () => {
    const draft = await newOrder();
    const withLines = await newOrder();
    await line(withLines.id);
    const ongoing = await newOrder({ status: 3 });
    for (const ids of [
      [draft.id, withLines.id],
      [draft.id, ongoing.id],
    ]) {
      const r = await admin.del('orders', { ids });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field: 'ids', message: 'inUse' }]);
    }
    expect((await admin.get(`orders/${draft.id}`)).status).toBe(200);
    expect((await admin.del('orders', { ids: [draft.id] })).body).toEqual({ deleted: [draft.id] });
    expect((await admin.get(`orders/${draft.id}`)).status).toBe(404);
  });

  it('tells the responsible once when the lines cost passes a threshold of the budget', async () => {
    const order = await newOrder({
      responsible_id: adminUserId,
      budget: 1000,
      notificationthresholds: [50, 100],
    });
    const before = (await admin.get('notifications/get_for_current_user')).body as Row[];
    await line(order.id, { quantity: 1, unitprice: 900, costprice: 400 });
    expect((await admin.get('notifications/get_for_current_user')).body).toHaveLength(before.length);
    await line(order.id, { quantity: 1, unitprice: 900, costprice: 200 });
    const after = (await admin.get('notifications/get_for_current_user')).body as Row[];
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ recordid: order.id, link: `/orders/${order.id}/detail` });
    await line(order.id, { quantity: 1, unitprice: 1, costprice: 10 });
    expect((await admin.get('notifications/get_for_current_user')).body).toHaveLength(before.length + 1);
  });

  it("gives another tenant's ids 404 on every order and line call", async () => {
    const order = await newOrder();
    const l = await line(order.id);
    expect((await fjord.get(`orders/${order.id}`)).status).toBe(404);
    expect((await fjord.get(`orders/${order.id}/status_history`)).status).toBe(404);
    expect((await fjord.put(`orders/${order.id}`, { version: 1, description: 'x' })).status).toBe(404);
    expect((await fjord.del('orders', { ids: [order.id] })).status).toBe(404);
    expect((await fjord.get(`orderlines/${l.id}`)).status).toBe(404);
    expect((await fjord.put(`orderlines/${l.id}`, { version: 1, quantity: 2 })).status).toBe(404);
    expect((await fjord.del('orderlines', { ids: [l.id] })).status).toBe(404);
    expect((await fjord.post('orderlines/list', { match: { order_id: order.id } })).status).toBe(404);
    const foreignLine = await fjord.post('orderlines', {
      order_id: order.id,
      name: 'x',
      quantity: 1,
      unitprice: 1,
    });
    expect(foreignLine.status).toBe(400);
    expect(foreignLine.body.errors).toEqual([{ field: 'order_id', message: 'invalidData' }]);
    const fjordList = (await fjord.post('orders/list', { limit: 500 })).body.items as Row[];
    expect(fjordList.map((o) => o.id)).not.toContain(order.id);
    expect((await admin.get(`orders/${order.id}`)).body).toEqual({
      ...order,
      ...(await admin.get(`orders/${order.id}`)).body,
    });
  });

  it('lets a technician read orders and lines but not write them (403)', async () => {
    const order = await newOrder({ responsible_id: techUserId });
    const l = await line(order.id);
    expect((await tech.get(`orders/${order.id}`)).status).toBe(200);
    expect((await tech.post('orders/list', { type: 1 })).status).toBe(200);
    expect((await tech.post('orderlines/list', { match: { order_id: order.id } })).status).toBe(200);
    expect((await tech.post('orders', { customer_id: customerId })).status).toBe(403);
    expect((await tech.put(`orders/${order.id}`, { version: order.version, description: 'x' })).status).toBe(
      403,
    );
    expect((await tech.del('orders', { ids: [order.id] })).status).toBe(403);
    expect(
      (await tech.post('orderlines', { order_id: order.id, name: 'x', quantity: 1, unitprice: 1 })).status,
    ).toBe(403);
    expect((await tech.put(`orderlines/${l.id}`, { version: 1, quantity: 2 })).status).toBe(403);
    expect((await tech.del('orderlines', { ids: [l.id] })).status).toBe(403);
    // The unassigned list is its own permission (spec 01 §6 "show unassigned orders").
    expect((await office.post('orders/list', { type: 2 })).status).toBe(403);
    expect((await admin.get(`orders/${order.id}`)).body.version).toBe(order.version);
  });
});
