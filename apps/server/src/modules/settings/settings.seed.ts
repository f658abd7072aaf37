import { and, eq } from 'drizzle-orm';
import { displayFieldOf, type ResourceDef } from '@suite/shared';
import type { Db } from '../../db/connection';
import { withTenant, type Tx } from '../../db/tenant';
import type { ResourceTable } from '../../platform/resources/resource.service';
import { writeSetting } from '../../platform/tenants/tenant-settings.service';
import { DEFAULT_LISTS, DEMO_FABRICATES, DEMO_PRODUCT_GROUPS } from './settings.defaults';
import { SETTINGS_RESOURCES } from './settings.routes';
import {
  bankaccounts,
  equipmentfabricates,
  equipmentmodels,
  equipmenttypes,
  eventnotifications,
  productgroups,
  systemcertificates,
  warehouselocationgroups,
  warehouselocations,
  warehouses,
} from './settings.table';

type Row = Record<string, unknown>;

async function insertRows(tx: Tx, table: ResourceTable, tenantId: number, rows: Row[]) {
  if (rows.length === 0) return [];
  return (await tx
    .insert(table)
    .values(rows.map((r) => ({ ...r, tenantId })) as never)
    .returning()) as Row[];
}

/**
 * The default lists of a new company (units, taxes, payment terms, statuses, work and absence types ...), so it can
 * work from the first sign-in. Platform code: called inside createTenant's transaction.
 */
export async function seedDefaultLists(tx: Tx, tenantId: number): Promise<void> {
  for (const { def, table } of SETTINGS_RESOURCES) {
    const rows = await withReferenceIds(tx, tenantId, def, DEFAULT_LISTS[def.name] ?? []);
    await insertRows(tx, table, tenantId, rows);
  }
}

/**
 * Default rows name the row a reference points at ('Normaltid' for a work type); the id is that row's of this
 * company. The referenced list comes earlier in SETTINGS_RESOURCES, so it is already seeded.
 */
async function withReferenceIds(tx: Tx, tenantId: number, def: ResourceDef, rows: Row[]): Promise<Row[]> {
  let out = rows;
  for (const [field, f] of Object.entries(def.fields)) {
    if (!f.ref || !out.some((row) => typeof row[field] === 'string')) continue;
    const target = SETTINGS_RESOURCES.find((r) => r.def.name === f.ref);
    const display = target ? displayFieldOf(target.def) : undefined;
    if (!target || !display) throw new Error(`default ${def.name}.${field}: cannot look up ${f.ref}`);
    const found = (await tx
      .select({ id: target.table.id!, name: target.table[display]! })
      .from(target.table)
      .where(eq(target.table.tenantId!, tenantId))) as Row[];
    const ids = new Map(found.map((row) => [row.name, row.id]));
    out = out.map((row) => {
      const name = row[field];
      if (typeof name !== 'string') return row;
      if (!ids.has(name)) throw new Error(`default ${def.name}.${field}: no ${f.ref} named ${name}`);
      return { ...row, [field]: ids.get(name) };
    });
  }
  return out;
}

/**
 * The demo company's own list items on top of the defaults: its makers and models, product groups of a heat-pump
 * and refrigeration company, a service van as a second warehouse with shelf locations, and filled-in invoice and
 * SMS settings. Runs before the product and equipment demo data, which use these names.
 */
export async function seedDemoSettings(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const t = (table: unknown) => table as ResourceTable;
    const makers = await insertRows(
      tx,
      t(equipmentfabricates),
      tenantId,
      Object.keys(DEMO_FABRICATES).map((name) => ({ name })),
    );
    const types = (await tx
      .select()
      .from(t(equipmenttypes))
      .where(eq(t(equipmenttypes).tenantId!, tenantId))) as Row[];
    const typeId = (name: string) => types.find((row) => row.name === name)?.id ?? null;
    await insertRows(
      tx,
      t(equipmentmodels),
      tenantId,
      makers.flatMap((maker) =>
        DEMO_FABRICATES[String(maker.name)]!.map(([name, type]) => ({
          name,
          fabricate_id: maker.id,
          type_id: typeId(type),
        })),
      ),
    );
    await insertRows(tx, t(productgroups), tenantId, DEMO_PRODUCT_GROUPS);

    const [van] = await insertRows(tx, t(warehouses), tenantId, [
      { name: 'Servicebil Terje', code: 'SB1', ismobile: true, city: 'Oslo' },
    ]);
    const [main] = (await tx
      .select()
      .from(t(warehouses))
      .where(and(eq(t(warehouses).tenantId!, tenantId), eq(t(warehouses).name!, 'Hovedlager')))) as Row[];
    await tx
      .update(t(warehouses))
      .set({ address: 'Industriveien 12', postalcode: '0668', city: 'Oslo' } as never)
      .where(and(eq(t(warehouses).tenantId!, tenantId), eq(t(warehouses).id!, main!.id as number)));
    const groups = await insertRows(tx, t(warehouselocationgroups), tenantId, [
      { name: 'Reol A', warehouse_id: main!.id },
      { name: 'Reol B', warehouse_id: main!.id },
      { name: 'Bilinnredning', warehouse_id: van!.id },
    ]);
    const [a, b, car] = groups;
    await insertRows(tx, t(warehouselocations), tenantId, [
      ...['A-01', 'A-02', 'A-03'].map((name) => ({ name, warehouse_id: main!.id, group_id: a!.id })),
      ...['B-01', 'B-02'].map((name) => ({ name, warehouse_id: main!.id, group_id: b!.id })),
      ...['Skuff 1', 'Skuff 2', 'Gassflaskeholder'].map((name) => ({
        name,
        warehouse_id: van!.id,
        group_id: car!.id,
      })),
    ]);

    await insertRows(tx, t(systemcertificates), tenantId, [
      { name: 'F-gassertifikat for bedrifter', certificatenumber: 'FGB-2023-0417', validto: '2028-03-31' },
    ]);
    await insertRows(tx, t(bankaccounts), tenantId, [
      {
        name: 'Driftskonto',
        accountnumber: '86011117947',
        iban: 'NO9386011117947',
        bic: 'DNBANOKK',
        currency: 'NOK',
        isdefault: true,
      },
      { name: 'Skattetrekkskonto', accountnumber: '86011117955', currency: 'NOK' },
    ]);
    await insertRows(tx, t(eventnotifications), tenantId, [
      { name: 'HMS-ansvarlig', email: 'hms@demoservice.no' },
    ]);

    await writeSetting(
      tx,
      tenantId,
      'invoice_settings',
      {
        nextinvoicenumber: 24051,
        defaultpaymentterms: 14,
        invoicetext: 'Takk for oppdraget! Ved spørsmål om fakturaen, kontakt oss på faktura@demoservice.no.',
        emailsubject: 'Faktura fra Demo Service AS',
        copyemail: 'faktura@demoservice.no',
      },
      1,
    );
    await writeSetting(
      tx,
      tenantId,
      'sms_settings',
      { sendername: 'DemoServ', signature: 'Hilsen Demo Service AS' },
      1,
    );
  });
}
