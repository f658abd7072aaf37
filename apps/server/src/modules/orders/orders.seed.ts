import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import { memberships } from '../../platform/users/users.table';
import { equipments, equipmentSosLogs } from '../equipment/equipment.table';
import { orderEquipments, orders } from './orders.table';

/**
 * Demo orders for the SOS handling (spec 01 §4): each alarmed piece has an open order waiting to be assigned, and
 * the earlier, handled alarm of the first one has its completed order, named by its log lines. The orders module
 * adds the rest of the demo orders when it comes.
 */
export async function seedOrders(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const alarmed = await tx
      .select({ id: equipments.id, name: equipments.name, customer_id: equipments.customer_id })
      .from(equipments)
      .where(and(eq(equipments.tenantId, tenantId), eq(equipments.trackingdevice_sos, true)))
      .orderBy(asc(equipments.id));
    if (alarmed.length === 0) return;
    const [tech] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.tenantId, tenantId)))
      .where(eq(users.username, 'tech'));
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const first = alarmed[0]!;
    const rows = [
      // The alarm of three weeks ago: assigned to the technician and completed (status 3).
      {
        tenantId,
        ordernumber: 10001,
        customer_id: first.customer_id,
        status: 3,
        responsible_id: tech?.id ?? null,
        description: `SOS-alarm: ${first.name}. Høy temperatur, pressostat byttet.`,
        orderdate: day(21),
        startdate: day(21),
        enddate: day(20),
      },
      ...alarmed.map((e, i) => ({
        tenantId,
        ordernumber: 10002 + i,
        customer_id: e.customer_id,
        status: 1,
        responsible_id: null,
        description: `SOS-alarm: ${e.name}. Kontroller anlegget og kontakt kunden.`,
        orderdate: day(0),
        startdate: null,
        enddate: null,
      })),
    ];
    const created = await tx.insert(orders).values(rows).returning({ id: orders.id });
    await tx
      .insert(orderEquipments)
      .values([
        { tenantId, order_id: created[0]!.id, equipment_id: first.id },
        ...alarmed.map((e, i) => ({ tenantId, order_id: created[i + 1]!.id, equipment_id: e.id })),
      ]);
    // The earlier alarm's log lines name its order.
    await tx
      .update(equipmentSosLogs)
      .set({ order_id: created[0]!.id })
      .where(
        and(
          eq(equipmentSosLogs.tenantId, tenantId),
          eq(equipmentSosLogs.equipment_id, first.id),
          isNull(equipmentSosLogs.order_id),
        ),
      );
  });
}
