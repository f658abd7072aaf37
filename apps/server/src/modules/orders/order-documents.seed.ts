import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { smsCount } from '@suite/shared/validation/sms';
import { SMS_MODULE } from '@suite/shared/sms/sms.schema';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { smsMessages } from '../../platform/sms/sms.table';
import { customers } from '../customers/customers.table';
import { orders } from './orders.table';

/**
 * Demo SMS history: the completed SOS order's customer was told the technician was on the way and that the job
 * was done, so the order's and the customer's SMS tabs show what a working company sends (outbox: demo data never
 * leaves the machine).
 */
export async function seedOrderDocuments(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, customer_id: orders.customer_id, responsible_id: orders.responsible_id })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), isNotNull(orders.responsible_id)))
      .orderBy(asc(orders.id))
      .limit(1);
    if (!order) return;
    const [customer] = await tx
      .select({ mobile: customers.mobile })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, order.customer_id)));
    const to = customer?.mobile || '+47 912 34 567';
    const texts = [
      'Hei! Teknikeren vår er på vei og er hos dere innen en time. Mvh Demo Service AS',
      'Alarmen er kontrollert og anlegget går som normalt igjen. Servicerapport kommer på e-post. Mvh Demo Service AS',
    ];
    await tx.insert(smsMessages).values(
      texts.map((message) => ({
        tenantId,
        to,
        message,
        parts: smsCount(message),
        status: 'outbox',
        provider: 'outbox',
        moduleid: SMS_MODULE.order,
        recordid: order.id,
        customer_id: order.customer_id,
        sentby: order.responsible_id,
      })),
    );
  });
}
