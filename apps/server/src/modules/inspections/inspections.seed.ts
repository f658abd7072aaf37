import { and, asc, eq, sql } from 'drizzle-orm';
import { addMonthsIso } from '@suite/shared/inspections/inspection.schema';
import type { Db } from '../../db/connection';
import { withTenant, type Tx } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import type { SessionUser } from '../../platform/auth/access-context';
import { readSetting, writeSetting } from '../../platform/tenants/tenant-settings.service';
import { memberships, userroles } from '../../platform/users/users.table';
import { sampleSignature } from '../checklists/checklist-report.sample';
import { checklistForms, checklists } from '../checklists/checklists.table';
import { equipments } from '../equipment/equipment.table';
import { addDays } from '../invoices/invoices.service';
import { types } from './inspections.service';
import { inspections, inspectionStatusHistory } from './inspections.table';
import { osloDate } from '@suite/shared/format/date-format';

async function grantRoles(tx: Tx, tenantId: number) {
  const extras: Record<string, string[]> = {
    Kontor: [
      'inspections_view',
      'inspections_add',
      'inspections_edit',
      'reports_inspection_report',
      'reports_equipment_lastinspection_report',
    ],
    // Field work: the technician fills and archives the inspections they are responsible for.
    Tekniker: ['inspections_view', 'inspections_edit'],
  };
  for (const [name, extra] of Object.entries(extras)) {
    await tx
      .update(userroles)
      .set({ permissions: sql`${userroles.permissions} || ${`{${extra.join(',')}}`}::text[]` })
      .where(and(eq(userroles.tenantId, tenantId), eq(userroles.name, name)));
  }
}

/**
 * Demo inspections (issue 8 "Demo data"): the demo company inspects per equipment with 'Sakkyndig kontroll
 * løfteutstyr' as its default type (so the inspections menu shows); four inspections on the first demo equipment in
 * several statuses: one overdue, one approved after a repair with its history and a filled machine checklist.
 */
export async function seedInspections(db: Db, tenantId: number): Promise<void> {
  const signature = await sampleSignature();
  await withTenant(db, tenantId, async (tx) => {
    await grantRoles(tx, tenantId);
    const [type] = await tx
      .select({ id: types.id })
      .from(types)
      .where(and(eq(types.tenantId, tenantId), sql`${types.name} = 'Sakkyndig kontroll løfteutstyr'`));
    const typeId = type ? Number(type.id) : null;
    const scope = { tx, user: { tenantId } as SessionUser };
    const config = await readSetting(scope, 'systemconfiguration');
    await writeSetting(
      tx,
      tenantId,
      'systemconfiguration',
      { ...config.value, defaultinspectiontype: typeId },
      // Part of the demo company's first state, before anyone has read it: still its first version.
      config.version,
    );
    const members = await tx
      .select({ id: users.id, username: users.username, name: users.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.tenantId, tenantId));
    const tech = members.find((m) => m.username === 'tech');
    const office = members.find((m) => m.username === 'office');
    const pieces = await tx
      .select({ id: equipments.id, customer_id: equipments.customer_id })
      .from(equipments)
      .where(eq(equipments.tenantId, tenantId))
      .orderBy(asc(equipments.id))
      .limit(4);
    if (!tech || !office || pieces.length < 4) return;
    const today = osloDate();
    const rows = [
      // Approved after a repair, with its history and a checklist.
      {
        e: pieces[0]!,
        date: addDays(today, -20),
        status: 'repaired_approved',
        history: ['not_controlled', 'not_approved', 'repaired_approved'],
      },
      // Overdue: the next inspection was five weeks ago.
      {
        e: pieces[1]!,
        date: addDays(today, -400),
        status: 'approved_with_remarks',
        history: ['not_controlled', 'approved_with_remarks'],
      },
      { e: pieces[2]!, date: today, status: 'not_controlled', history: ['not_controlled'] },
      {
        e: pieces[3]!,
        date: addDays(today, -60),
        status: 'not_approved',
        history: ['not_controlled', 'not_approved'],
      },
    ];
    for (const [n, r] of rows.entries()) {
      const next = n === 1 ? addDays(today, -35) : addMonthsIso(r.date, 12);
      const [row] = await tx
        .insert(inspections)
        .values({
          tenantId,
          equipment_id: r.e.id,
          customer_id: r.e.customer_id,
          inspectiontype_id: typeId,
          controlnumber: `K-${r.date.slice(0, 4)}-${String(n + 1).padStart(3, '0')}`,
          date: r.date,
          status: r.status,
          inspectorsignature: r.status === 'not_controlled' ? null : signature,
          repairedbysignature: r.status === 'repaired_approved' ? signature : null,
          customersignature: r.status === 'not_controlled' ? null : signature,
          contactName: 'Kari Nordmann',
          contactemail: 'kari@kunde.no',
          nextinspection: next,
          inspectedbyname: tech.name,
          responsible_id: tech.id,
          remarks: n === 1 ? 'Slitasje på kjeder, følges opp ved neste kontroll.' : null,
          createdby: office.id,
          updatedby: tech.id,
        })
        .returning({ id: inspections.id });
      await tx.insert(inspectionStatusHistory).values(
        r.history.map((to, i) => ({
          tenantId,
          inspection_id: row!.id,
          fromstatus: i === 0 ? null : r.history[i - 1]!,
          tostatus: to,
          changedby: i === 0 ? office.id : tech.id,
          changedbyname: i === 0 ? office.name : tech.name,
          changedon: new Date(`${addDays(r.date, i)}T${String(8 + i).padStart(2, '0')}:00:00Z`),
          comment:
            to === 'not_approved'
              ? 'Defekt bremsesylinder, må repareres.'
              : to === 'repaired_approved'
                ? 'Bremsesylinder byttet.'
                : null,
        })),
      );
      if (n === 0) {
        const [form] = await tx
          .select({ id: checklistForms.id })
          .from(checklistForms)
          .where(
            and(eq(checklistForms.tenantId, tenantId), eq(checklistForms.name, 'Sakkyndig kontroll truck')),
          );
        if (form) {
          await tx.insert(checklists).values({
            tenantId,
            form_id: form.id,
            checklistmodule: 20,
            record_id: row!.id,
            name: 'Sakkyndig kontroll truck',
            status: 2,
            data: JSON.stringify({
              chassis: { subitems: [{ radioBoxValue: 1 }, { radioBoxValue: 1 }, { radioBoxValue: 1 }] },
              sikkerhet: {
                subitems: [
                  { radioBoxValue: 2, comments: 'Bremsesylinder byttet.' },
                  { radioBoxValue: 1 },
                  { radioBoxValue: 1 },
                ],
              },
              timer: '1 204',
              merknad: 'Truck godkjent etter reparasjon.',
              machinefooter: { recommendeduse: 'yes', controlnumber: `K-${r.date.slice(0, 4)}-001` },
            }),
            updatedby_name: tech.name,
            completedon: new Date(),
            completedby_name: tech.name,
          });
        }
      }
    }
  });
}
