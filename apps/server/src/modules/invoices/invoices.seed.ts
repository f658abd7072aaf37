import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { companyInfoSchema } from '@suite/shared';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import type { SessionUser } from '../../platform/auth/access-context';
import type { Mailer } from '../../platform/mail/mailer';
import type { Ctx } from '../../platform/request-context';
import { readSetting, writeSetting } from '../../platform/tenants/tenant-settings.service';
import { memberships } from '../../platform/users/users.table';
import { customers } from '../customers/customers.table';
import { orderlines, orders } from '../orders/orders.table';
import { createCreditnote, registerPayment, sendInvoice, sendReminder } from './invoice-actions.service';
import { markExported } from './invoice-accounting.service';
import { addDays, createFromOrder, invoiceRow, updateInvoice } from './invoices.service';
import { osloDate } from '@suite/shared/format/date-format';

/**
 * Demo invoicing (issue 10 "Demo data"): the demo company gets a valid organisation number (MOD11) and address so EHF
 * works out of the box (the demo customers have valid numbers and the bank account is seeded with the settings), and
 * invoices in every status: a draft, one sent, one paid (completed), one overdue with a reminder, a credit note, and
 * two akonto on the fixed-price order: one exported to accounting, one in progress (its EHF failed). Made through the services, so
 * they are numbered, dated and KID-ed exactly as the product does it; nothing is e-mailed.
 */
export async function seedInvoices(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const [admin] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.tenantId, tenantId)))
      .where(eq(users.username, 'admin'));
    if (!admin) return;
    const ctx: Ctx = {
      tx,
      user: { tenantId, userId: admin.id, details: { name: admin.name } } as unknown as SessionUser,
    };
    const { value: info, version } = await readSetting(ctx, 'companyinfo');
    if (!info.organizationnumber)
      await writeSetting(
        tx,
        tenantId,
        'companyinfo',
        companyInfoSchema.parse({
          ...info,
          organizationnumber: '923609016',
          vatregistered: true,
          street: info.street || 'Industriveien 5',
          postcode: info.postcode || '0580',
          city: info.city || 'Oslo',
          email: info.email || 'faktura@demoservice.no',
          phone: info.phone || '22 33 44 55',
        }),
        version + 1,
      );
    // Orders of business customers (with an organisation number) that have lines, oldest first.
    const candidates = await tx
      .selectDistinct({ id: orders.id, ordernumber: orders.ordernumber })
      .from(orders)
      .innerJoin(
        customers,
        and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)),
      )
      .innerJoin(
        orderlines,
        and(eq(orderlines.tenantId, orders.tenantId), eq(orderlines.order_id, orders.id)),
      )
      .where(
        and(
          eq(orders.tenantId, tenantId),
          isNotNull(customers.organizationnumber),
          eq(orders.pricingtype, 'hourly'),
        ),
      )
      .orderBy(asc(orders.ordernumber))
      .limit(6);
    const mailCtx = { ...ctx, mailer: undefined as unknown as Mailer };
    const opts = { dataDir: '', publicUrl: '' };
    const today = osloDate();
    const draftFor = async (orderId: number, dates?: { invoicedate: string; duedate: string }) => {
      const inv = await createFromOrder(ctx, orderId, {});
      if (dates) await updateInvoice(ctx, inv.id, { version: inv.version, ...dates });
      return inv;
    };
    const [a, b, c, d, e] = candidates;
    if (a) await draftFor(a.id);
    if (b) {
      const inv = await draftFor(b.id, { invoicedate: addDays(today, -10), duedate: addDays(today, 4) });
      await sendInvoice(mailCtx, inv.id, { sendtype: 2 }, opts);
    }
    if (c) {
      const inv = await draftFor(c.id, { invoicedate: addDays(today, -40), duedate: addDays(today, -26) });
      const sent = await sendInvoice(mailCtx, inv.id, { sendtype: 7 }, opts);
      await registerPayment(ctx, inv.id, {
        amount: sent.invoice.totals.gross,
        paiddate: addDays(today, -28),
      });
    }
    if (d) {
      const inv = await draftFor(d.id, { invoicedate: addDays(today, -45), duedate: addDays(today, -31) });
      await sendInvoice(mailCtx, inv.id, { sendtype: 2 }, opts);
      await sendReminder(mailCtx, inv.id, { sendtype: 2 });
    }
    if (e) {
      const inv = await draftFor(e.id, { invoicedate: addDays(today, -5), duedate: addDays(today, 9) });
      const sent = await sendInvoice(mailCtx, inv.id, { sendtype: 2 }, opts);
      const credit = await createCreditnote(ctx, inv.id, {
        lines: [{ line_id: sent.invoice.lines[0]!.id, quantity: '1' }],
      });
      await sendInvoice(mailCtx, credit.id, { sendtype: 2 }, opts);
    }
    // A fixed-price order of a business customer (EHF needs its organisation number).
    const [fixed] = await tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(
        customers,
        and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customer_id)),
      )
      .where(
        and(
          eq(orders.tenantId, tenantId),
          eq(orders.pricingtype, 'fixed'),
          sql`${orders.fixedprice} > 0`,
          isNotNull(customers.organizationnumber),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(1);
    if (fixed) {
      const akonto = await createFromOrder(ctx, fixed.id, { akonto: '10000.00' });
      const sent = await sendInvoice(mailCtx, akonto.id, { sendtype: 2 }, opts);
      // Exported: taken to the accounting system as a ledger file.
      await markExported(ctx, [await invoiceRow(ctx, sent.invoice.id)], { system: 'file', format: 'csv' });
      // In progress: a second akonto, generated, but its EHF could not be handed to the access point (the outbox
      // path here cannot be a folder), so it waits to be sent again or downloaded, as after a real failure.
      const second = await createFromOrder(ctx, fixed.id, { akonto: '5000.00' });
      await sendInvoice(mailCtx, second.id, { sendtype: 3 }, { dataDir: '/dev/null', publicUrl: '' });
    }
  });
}
