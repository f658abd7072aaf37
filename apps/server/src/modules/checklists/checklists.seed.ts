import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHECKLIST_MODULE,
  formCreateSchema,
  HSE_COMPANY_RECORD,
  type FormCreateInput,
} from '@suite/shared/checklists/index';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { equipments } from '../equipment/equipment.table';
import { orders } from '../orders/orders.table';
import { sampleSignature } from './checklist-report.sample';
import { checklistFormProperties, checklistForms, checklists } from './checklists.table';

/** The demo service form: radio, text, a checkpoint group and a signature (issue 8 "Demo data"). */
export const DEMO_SERVICE_FORM: FormCreateInput = {
  name: 'Service varmepumpe',
  checkpointlabels: { label1: 'OK', label2: 'Utbedret', label3: 'Avvik' },
  properties: [
    { name: 'anlegg', label: 'Anlegg', type: 1, columns: 6 },
    { name: 'plassering', label: 'Plassering', type: 1, columns: 6 },
    { name: 'del1', label: 'Kontroll', type: 11 },
    {
      name: 'sjekkpunkter',
      label: 'Sjekkpunkter',
      type: 20,
      slNo: 1,
      subitems: [
        { label: 'Filter rengjort / byttet' },
        { label: 'Fordamper inspisert og rengjort' },
        { label: 'Kondensator rengjort' },
        { label: 'Dreneringsløp kontrollert' },
        { label: 'Lekkasjesøk utført' },
        { label: 'Annet', islabeleditable: true },
      ],
    },
    { name: 'merknader', label: 'Merknader og bilder', type: 25 },
    {
      name: 'iorden',
      label: 'Anlegget er i orden',
      type: 4,
      options: [
        { label: 'Ja', value: 'yes' },
        { label: 'Nei', value: 'no' },
        { label: 'Ikke aktuelt', value: 'not_applicable' },
      ],
    },
    { name: 'signatur', label: 'Signatur tekniker', type: 13, columns: 6 },
    { name: 'kunde', label: 'Signatur kunde', type: 13, columns: 6 },
  ],
};

/** The demo machine form: a periodic control of a truck, with the machine first page and footer. */
export const DEMO_MACHINE_FORM: FormCreateInput = {
  name: 'Sakkyndig kontroll truck',
  ismachineservicechecklist: true,
  enableversion: true,
  checkpointlabels: { label1: 'OK', label2: 'Anm.', label3: 'Avvik' },
  properties: [
    {
      name: 'chassis',
      label: 'Chassis og mast',
      type: 20,
      slNo: 1,
      subitems: [{ label: 'Mast og kjeder' }, { label: 'Gafler og gaffelbord' }, { label: 'Hjul og dekk' }],
    },
    {
      name: 'sikkerhet',
      label: 'Sikkerhetsutstyr',
      type: 20,
      slNo: 2,
      subitems: [{ label: 'Bremser' }, { label: 'Horn og lys' }, { label: 'Setebelte' }],
    },
    { name: 'timer', label: 'Timer siden forrige kontroll', type: 1, columns: 6 },
    { name: 'merknad', label: 'Merknad', type: 2 },
  ],
};

/** The demo HSE form: a safety round of the workshop (vernerunde), for /hms_checklist. */
export const DEMO_HSE_FORM: FormCreateInput = {
  name: 'Vernerunde verksted',
  checkpointlabels: { label1: 'OK', label2: 'Utbedret', label3: 'Avvik' },
  properties: [
    { name: 'omrade', label: 'Område', type: 1, columns: 6 },
    { name: 'deltakere', label: 'Deltakere', type: 1, columns: 6 },
    { name: 'del1', label: 'Arbeidsmiljø og sikkerhet', type: 11 },
    {
      name: 'punkter',
      label: 'Sjekkpunkter',
      type: 20,
      slNo: 1,
      subitems: [
        { label: 'Rømningsveier frie og merket' },
        { label: 'Brannslukkere kontrollert' },
        { label: 'Førstehjelpsutstyr komplett' },
        { label: 'Verneutstyr tilgjengelig og i orden' },
        { label: 'Kjemikalier merket og lagret riktig' },
        { label: 'Orden og ryddighet' },
      ],
    },
    { name: 'tiltak', label: 'Tiltak og frister', type: 2 },
    { name: 'signatur', label: 'Signatur verneombud', type: 13, columns: 6 },
  ],
};

export async function insertForm(
  tx: Parameters<Parameters<typeof withTenant>[2]>[0],
  tenantId: number,
  input: FormCreateInput | z.input<typeof formCreateSchema>,
) {
  const f = formCreateSchema.parse(input);
  const flags: Record<string, boolean> = {};
  for (const k of ['ismachineservicechecklist', 'enableversion'] as const) if (f[k]) flags[k] = true;
  const [row] = await tx
    .insert(checklistForms)
    .values({
      tenantId,
      name: f.name,
      checkpointlabels: f.checkpointlabels ?? null,
      flags,
      updatedby_name: 'Anne Administrator',
    })
    .returning();
  await tx.insert(checklistFormProperties).values(
    f.properties.map((p, i) => {
      const { id: _id, form_id: _f, sortorder: _s, name, label, type, columns, default_value, ...attrs } = p;
      return {
        tenantId,
        form_id: row!.id,
        sortorder: i + 1,
        name,
        label: label ?? '',
        type,
        columns: columns ?? 12,
        default_value: default_value ?? null,
        attrs,
      };
    }),
  );
  return row!.id;
}

/** Demo forms and filled checklists on the first demo orders and an equipment (issue 8 "Demo data"). */
export async function seedChecklists(db: Db, tenantId: number, hseBy?: number): Promise<void> {
  const signature = await sampleSignature();
  await withTenant(db, tenantId, async (tx) => {
    const serviceId = await insertForm(tx, tenantId, DEMO_SERVICE_FORM);
    const machineId = await insertForm(tx, tenantId, DEMO_MACHINE_FORM);
    const hseId = await insertForm(tx, tenantId, DEMO_HSE_FORM);
    const firstOrders = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.tenantId, tenantId))
      .orderBy(asc(orders.id))
      .limit(3);
    const [equipment] = await tx
      .select({ id: equipments.id })
      .from(equipments)
      .where(eq(equipments.tenantId, tenantId))
      .orderBy(asc(equipments.id))
      .limit(1);
    const answers = (n: number) => ({
      anlegg: ['Mitsubishi Kirigamine Zen 3,5 kW', 'Panasonic Etherea 5 kW', 'Daikin Altherma 3'][n % 3],
      plassering: 'Stue 1. etasje',
      sjekkpunkter: {
        subitems: [
          { radioBoxValue: 1 },
          { radioBoxValue: 1 },
          { radioBoxValue: 2, comments: 'Rengjort med kondensrens.' },
          { radioBoxValue: 1 },
          { radioBoxValue: 1 },
          { radioBoxValue: 0, label: 'Annet' },
        ],
      },
      merknader: { comment: 'Kunden informert om filterrengjøring hver 3. måned.' },
      iorden: 'yes',
      signatur: signature,
      kunde: signature,
    });
    const rows = firstOrders.map((o, i) => ({
      tenantId,
      form_id: serviceId,
      checklistmodule: 1,
      record_id: o.id,
      name: 'Service varmepumpe',
      status: i === 0 ? 2 : 1,
      data: JSON.stringify(i === 2 ? { anlegg: 'Daikin Altherma 3' } : answers(i)),
      updatedby_name: 'Terje Tekniker',
      completedon: i === 0 ? new Date() : null,
      completedby_name: i === 0 ? 'Terje Tekniker' : null,
    }));
    if (equipment) {
      rows.push({
        tenantId,
        form_id: machineId,
        checklistmodule: 3,
        record_id: equipment.id,
        name: 'Sakkyndig kontroll truck',
        status: 1,
        data: JSON.stringify({
          chassis: {
            subitems: [
              { radioBoxValue: 1 },
              { radioBoxValue: 2, comments: 'Slitasje på venstre gaffel.' },
              { radioBoxValue: 1 },
            ],
          },
          sikkerhet: {
            subitems: [
              { radioBoxValue: 1 },
              { radioBoxValue: 1 },
              { radioBoxValue: 3, comments: 'Setebelte mangler.' },
            ],
          },
          timer: '412',
          machinefooter: { recommendeduse: 'no', controlnumber: 'K-2026-001' },
        }),
        updatedby_name: 'Terje Tekniker',
        completedon: null,
        completedby_name: null,
      });
    }
    if (rows.length) await tx.insert(checklists).values(rows);
    // A safety round under way, registered by the administrator (HSE checklists have owners: view_my_own).
    await tx.insert(checklists).values({
      tenantId,
      form_id: hseId,
      checklistmodule: CHECKLIST_MODULE.hse,
      record_id: HSE_COMPANY_RECORD,
      name: 'Vernerunde verksted',
      status: 1,
      data: JSON.stringify({
        omrade: 'Verksted og lager, Hamar',
        deltakere: 'Anne Administrator, verneombud',
        punkter: {
          subitems: [
            { radioBoxValue: 1 },
            { radioBoxValue: 1 },
            { radioBoxValue: 2, comments: 'Plaster og øyeskyll fylt på.' },
            { radioBoxValue: 0 },
            { radioBoxValue: 0 },
            { radioBoxValue: 0 },
          ],
        },
      }),
      createdby: hseBy ?? null,
      updatedby_name: 'Anne Administrator',
      completedon: null,
      completedby_name: null,
    });
  });
}
