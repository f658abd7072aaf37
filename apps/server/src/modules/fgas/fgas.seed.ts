import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { addMonths } from '@suite/shared/fgas/index';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import type { Ctx } from '../../platform/request-context';
import { insertForm } from '../checklists/checklists.seed';
import { checklists } from '../checklists/checklists.table';
import { equipments } from '../equipment/equipment.table';
import { syncChecklistRecords } from './fgas.service';

/** The demo F-gas form: a leak check, drain and fill, repair/disposal and the technician's note. */
export const DEMO_FGAS_FORM = {
  name: 'F-gass lekkasjekontroll',
  properties: [
    { name: 'lekkasjekontroll', label: 'Lekkasjekontroll', type: 30 },
    { name: 'paafylling', label: 'Tapping og påfylling', type: 29 },
    { name: 'reparasjon', label: 'Reparasjon / avhending', type: 31 },
    { name: 'merknad', label: 'Merknad', type: 2 },
  ],
};

/**
 * Demo F-gas records (issue 8): leak checks on the demo equipment whose charge needs them, refrigerant refilled and
 * recovered on some, so /f_gas_reports and /drainfill_reports have rows. The rows are made the way a save makes
 * them (syncChecklistRecords), which also sets the equipment's last and next leak check.
 */
export async function seedFgas(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const formId = await insertForm(tx, tenantId, DEMO_FGAS_FORM);
    const [tech] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.username, 'tech'));
    const pieces = await tx
      .select({ id: equipments.id, name: equipments.name })
      .from(equipments)
      .where(and(eq(equipments.tenantId, tenantId), isNotNull(equipments.leakinterval)))
      .orderBy(asc(equipments.id))
      .limit(4);
    const today = new Date().toISOString().slice(0, 10);
    const ctx = {
      tx,
      user: { tenantId, userId: tech?.id ?? null, details: { name: tech?.name ?? 'Terje Tekniker' } },
    } as unknown as Ctx;
    for (const [i, e] of pieces.entries()) {
      const date = addMonths(today, -(i + 1));
      const data: Record<string, unknown> = {
        lekkasjekontroll: {
          result: i === 1 ? 'found' : 'none',
          date,
          comment: i === 1 ? 'Lekkasje på loddeskjøt ved kondensator, utbedret.' : 'Ingen lekkasje funnet.',
        },
        merknad: 'Kontroll utført med elektronisk lekkasjesøker.',
      };
      if (i !== 2) {
        data.paafylling = {
          added: ['1,2', '2,5', '', '0,8'][i],
          recovered: i === 1 ? '1,1' : '',
          date,
          comment: i === 1 ? 'Tappet ned før reparasjon, fylt etter trykkprøve.' : 'Etterfylt.',
        };
      }
      if (i === 1) data.reparasjon = { action: 'repair', date };
      const [c] = await tx
        .insert(checklists)
        .values({
          tenantId,
          form_id: formId,
          checklistmodule: 3,
          record_id: e.id,
          name: DEMO_FGAS_FORM.name,
          status: 2,
          data: JSON.stringify(data),
          createdby: tech?.id ?? null,
          updatedby_name: tech?.name ?? null,
          completedon: new Date(`${date}T12:00:00Z`),
          completedby_name: tech?.name ?? null,
        })
        .returning({ id: checklists.id });
      await syncChecklistRecords(ctx, c!.id);
    }
  });
}
