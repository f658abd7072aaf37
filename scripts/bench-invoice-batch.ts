// npm run bench (invoicing): sending a batch of draft invoices as one job (issue 10 "Sending 1,000 invoices as one
// batch job"): each gets its number, KID and dates, its EHF (built and put in the access-point outbox) and its PDF
// (rendered into the batch folder). Seeds N drafts on a fresh PGlite with the demo data, runs the batch job's handler
// in-process and writes the cost per invoice to docs/benchmarks.md between the bench:invoice-batch markers.
// Target: under 100 ms per invoice. Usage: npx tsx scripts/bench-invoice-batch.ts [--count 1000]
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { formatNumber } from '@suite/shared';
import { documentTotals, lineNet } from '@suite/shared/orders/line-totals';
import { openPglite } from '../apps/server/src/db/connection';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { withPlatform, withTenant } from '../apps/server/src/db/tenant';
import type { SessionUser } from '../apps/server/src/platform/auth/access-context';
import { users } from '../apps/server/src/platform/auth/auth.table';
import { memberships } from '../apps/server/src/platform/users/users.table';
import { tenants } from '../apps/server/src/platform/tenants/tenants.table';
import { customers } from '../apps/server/src/modules/customers/customers.table';
import { orderlines, orders } from '../apps/server/src/modules/orders/orders.table';
import { createFromOrder } from '../apps/server/src/modules/invoices/invoices.service';
import { invoicelines, invoices } from '../apps/server/src/modules/invoices/invoices.table';
import { createBatch, runBatch } from '../apps/server/src/modules/invoices/invoice-workflow.service';

const TARGET_MS = 100;
const root = path.resolve(import.meta.dirname, '..');
const docPath = path.join(root, 'docs/benchmarks.md');
const { values: args } = parseArgs({ options: { count: { type: 'string', default: '1000' } } });
const count = Math.min(1000, Math.max(1, Number(args.count) || 1000));
const ms = (v: number) => `${formatNumber(v, 1)} ms`;

const loadAtStart = os.loadavg()[0]!;
const database = await openPglite();
await migrateDatabase(database);
await seedDemo(database.db);
const db = database.db;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-invoice-batch-'));

const [tenant] = await withPlatform(db, (tx) =>
  tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, 'demo')),
);
const tenantId = tenant!.id;
const [admin] = await withPlatform(db, (tx) =>
  tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.tenantId, tenantId)))
    .where(eq(users.username, 'admin')),
);
const user = { tenantId, userId: admin!.id, details: { name: admin!.name } } as unknown as SessionUser;

// Seeding (not timed): one draft of an order of a business customer (organisation number, so EHF works), then
// drafts like it for every business customer of the demo company in turn, each with its own quantities (so the
// names, addresses and amounts on the PDFs differ as in a real month's batch, and no cache sees copies).
const ids = await withTenant(db, tenantId, async (tx) => {
  const ctx = { tx, user };
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)))
    .where(
      and(
        eq(orders.tenantId, tenantId),
        isNotNull(customers.organizationnumber),
        sql`exists (select 1 from ${orderlines} ol where ol.tenant_id = ${orders.tenantId} and ol.order_id = ${orders.id}
            and not exists (select 1 from ${invoicelines} il where il.tenant_id = ol.tenant_id and il.orderline_id = ol.id))`,
      ),
    )
    .limit(1);
  if (!order) throw new Error('no demo order of a business customer with lines left to invoice');
  const first = await createFromOrder(ctx, order.id, {});
  const out = [first.id];
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, first.id)));
  const lines = await tx
    .select()
    .from(invoicelines)
    .where(and(eq(invoicelines.tenantId, tenantId), eq(invoicelines.invoice_id, first.id)));
  const buyers = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), isNotNull(customers.organizationnumber)))
    .orderBy(customers.id);
  const { id: _id, createdon: _c, updatedon: _u, ...copy } = row!;
  for (let i = 1; i < count; i++) {
    const buyer = buyers[i % buyers.length]!;
    const copyLines = lines.map(({ id: _l, createdon: _lc, updatedon: _lu, ...l }, n) => {
      const quantity = String(Number(l.quantity) * (1 + ((i + n) % 9)));
      return {
        ...l,
        quantity,
        net: lineNet({ quantity, unitprice: l.unitprice, discount: l.discount }),
        orderline_id: null,
        hour_id: null,
        fixedprice_order_id: null,
        akonto_invoice_id: null,
      };
    });
    const totals = documentTotals(copyLines);
    const [inv] = await tx
      .insert(invoices)
      .values({
        ...copy,
        customer_id: buyer.id,
        customername: buyer.name,
        customernumber: buyer.customernumber,
        customerorgnumber: buyer.organizationnumber,
        customeremail: buyer.email,
        customeraddress: { ...copy.customeraddress, city: buyer.city ?? copy.customeraddress.city },
        net: totals.net,
        vat: totals.vat,
        gross: totals.gross,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoicelines).values(copyLines.map((l) => ({ ...l, invoice_id: inv!.id })));
    out.push(inv!.id);
  }
  return { ids: out, buyers: buyers.length };
});
const batch = await withTenant(db, tenantId, (tx) =>
  createBatch({ tx, user }, { invoice_ids: ids.ids, sendtype: 3 }),
);

const log = { info: () => {}, warn: () => {}, error: (o: object) => console.error(o) };
const c0 = process.cpuUsage();
const t0 = performance.now();
const result = await runBatch(
  { tenantId, batchId: batch.id, userId: admin!.id, dataDir, publicUrl: 'http://localhost' },
  { db, log },
);
const wall = performance.now() - t0;
const c = process.cpuUsage(c0);
const cpu = (c.user + c.system) / 1000;
await database.close();
rmSync(dataDir, { recursive: true, force: true });
if (result.failed > 0) throw new Error(`${result.failed} of ${count} invoices failed`);

const perWall = wall / count;
const perCpu = cpu / count;
const cpus = os.cpus();
const body = [
  '## Invoicing: sending a batch of invoices',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `Node ${process.version}, PGlite, load average ${loadAtStart.toFixed(2)} at the start (the machine is shared: expect noise).`,
  '',
  `The batch job's handler (\`runBatch\`) sending ${count} drafts as EHF (sendtype 3), made for the demo company's ` +
    `${ids.buyers} business customers in turn with their own quantities (names, addresses and amounts differ): per invoice its own tenant ` +
    'transaction with the numbering lock, number, dates and KID, the EHF built and written to the access-point outbox, ' +
    'the PDF rendered into the batch folder, and the progress counted (`npx tsx scripts/bench-invoice-batch.ts ' +
    `--count ${count}\`). Target: under ${TARGET_MS} ms per invoice.`,
  '',
  '| measure | invoices | total | per invoice |',
  '|---|---:|---:|---:|',
  `| wall time | ${count} | ${formatNumber(wall / 1000, 1)} s | **${ms(perWall)}** |`,
  `| CPU time (user + system) | ${count} | ${formatNumber(cpu / 1000, 1)} s | **${ms(perCpu)}** |`,
].join('\n');

const open = '<!-- bench:invoice-batch -->';
const close = '<!-- /bench:invoice-batch -->';
let doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Benchmarks\n';
const start = doc.indexOf(open);
const end = doc.indexOf(close);
const block = `${open}\n${body}\n${close}`;
doc =
  start !== -1 && end > start
    ? doc.slice(0, start) + block + doc.slice(end + close.length)
    : `${doc.replace(/\s*$/, '')}\n\n${block}\n`;
writeFileSync(docPath, doc);
console.log(
  `bench: batch of ${count} invoices: ${ms(perWall)} wall, ${ms(perCpu)} CPU per invoice (target ${TARGET_MS} ms); ` +
    `written to ${path.relative(root, docPath)}`,
);
