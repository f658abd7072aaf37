import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import { departments, memberships } from '../../platform/users/users.table';
import { buildings } from '../buildings/buildings.table';
import { customers } from '../customers/customers.table';
import { lookupRows, pick } from '../products/lookup-rows';
import { products } from '../products/products.table';
import { leakCheckIntervalMonths, nextLeakCheck } from '@suite/shared/fgas/index';
import { DEFAULT_LISTS } from '../settings/settings.defaults';
import { equipments, equipmentSosLogs, internalEquipments } from './equipment.table';

type SeedEquipment = {
  name: string;
  make: string;
  model: string;
  type: string;
  serial: string;
  refrigerant?: [name: string, kg: number];
  installed: string;
  capacity?: string;
  swl?: string;
  hourmeter?: number;
  rental?: string;
  location: string;
  agreement?: [type: string, number: string];
  sos?: boolean;
};

// Demo equipment on the demo customers: heat pumps, cold rooms, ventilation units and rental dehumidifiers.
const DEMO: SeedEquipment[] = [
  {
    name: 'Varmepumpe resepsjon',
    make: 'Mitsubishi Electric',
    model: 'MSZ-LN35VG',
    type: 'Varmepumpe luft/luft',
    serial: 'LN35-2210-0456',
    refrigerant: ['R32', 0.55],
    installed: '2022-10-14',
    capacity: '3,5 kW',
    location: 'Resepsjon 1. etg',
    agreement: ['Serviceavtale Basis', 'SA-2022-101'],
  },
  {
    name: 'Kjølerom kjøkken',
    make: 'Danfoss',
    model: 'Optyma OP-LCHC034',
    type: 'Kjølerom',
    serial: 'OPT-1904-7781',
    refrigerant: ['R449A', 4.2],
    installed: '2019-04-02',
    capacity: '3,4 kW',
    location: 'Kjeller, kjøkken',
    agreement: ['Serviceavtale Pluss', 'SA-2019-044'],
    hourmeter: 38120,
  },
  {
    name: 'Fryserom lager',
    make: 'Bitzer',
    model: 'LH64E/2DES-3',
    type: 'Fryserom',
    serial: 'BTZ-1812-2231',
    refrigerant: ['R404A', 9.8],
    installed: '2018-12-11',
    capacity: '6,1 kW',
    location: 'Lager bakgård',
    agreement: ['Serviceavtale Pluss', 'SA-2018-017'],
    hourmeter: 51003,
    sos: true,
  },
  {
    name: 'Ventilasjonsaggregat kontor',
    make: 'Systemair',
    model: 'SAVE VTR 500',
    type: 'Ventilasjonsaggregat',
    serial: 'SA-VTR5-88213',
    installed: '2021-06-18',
    capacity: '500 m³/h',
    location: 'Teknisk rom 4. etg',
    agreement: ['Filterbytte', 'FB-2021-009'],
  },
  {
    name: 'Varmepumpe møterom',
    make: 'Panasonic',
    model: 'CS-NZ35YKE',
    type: 'Varmepumpe luft/luft',
    serial: 'NZ35-2302-1190',
    refrigerant: ['R32', 0.82],
    installed: '2023-02-07',
    capacity: '3,5 kW',
    location: 'Møterom Fjorden',
  },
  {
    name: 'Luft/vann varmepumpe',
    make: 'NIBE',
    model: 'F2120-12',
    type: 'Varmepumpe luft/vann',
    serial: 'NIBE-F2120-553421',
    refrigerant: ['R410A', 2.9],
    installed: '2020-09-25',
    capacity: '12 kW',
    location: 'Utvendig nordvegg',
    agreement: ['Serviceavtale Basis', 'SA-2020-063'],
    hourmeter: 17344,
  },
  {
    name: 'Kjøledisk frukt og grønt',
    make: 'Carrier',
    model: 'Multimax 2',
    type: 'Kjøledisk',
    serial: 'CAR-MM2-44021',
    refrigerant: ['R290', 0.15],
    installed: '2024-01-15',
    location: 'Butikk, gang 3',
  },
  {
    name: 'Isvannsmaskin',
    make: 'Daikin',
    model: 'EWAT-B 085',
    type: 'Kjølemaskin',
    serial: 'DKN-EWAT-770012',
    refrigerant: ['R32', 11.5],
    installed: '2021-03-30',
    capacity: '85 kW',
    location: 'Tak',
    agreement: ['Serviceavtale Pluss', 'SA-2021-022'],
    hourmeter: 22980,
  },
  {
    name: 'Varmepumpe leilighet 12',
    make: 'Toshiba',
    model: 'RAS-B10N4KVRG',
    type: 'Varmepumpe luft/luft',
    serial: 'TSB-2109-33801',
    refrigerant: ['R32', 0.6],
    installed: '2021-09-03',
    capacity: '3,2 kW',
    location: 'Leilighet 12, stue',
  },
  {
    name: 'Varmepumpe leilighet 14',
    make: 'Toshiba',
    model: 'RAS-B10N4KVRG',
    type: 'Varmepumpe luft/luft',
    serial: 'TSB-2109-33802',
    refrigerant: ['R32', 0.6],
    installed: '2021-09-03',
    capacity: '3,2 kW',
    location: 'Leilighet 14, stue',
  },
  {
    name: 'Traversekran produksjonshall',
    make: 'Konecranes',
    model: 'CXT 5t',
    type: 'Løfteutstyr',
    serial: 'KC-CXT-18822',
    installed: '2017-05-22',
    swl: '5 t',
    location: 'Produksjonshall A',
    agreement: ['Sakkyndig kontroll', 'SK-2017-003'],
    hourmeter: 8120,
  },
  {
    name: 'Truck elektrisk',
    make: 'Toyota',
    model: 'Traigo 48',
    type: 'Truck',
    serial: 'TY-T48-009912',
    installed: '2020-02-10',
    swl: '1,6 t',
    location: 'Lager',
    hourmeter: 6233,
    agreement: ['Sakkyndig kontroll', 'SK-2020-014'],
  },
  {
    name: 'Kompressor trykkluft',
    make: 'Atlas Copco',
    model: 'GA 15 VSD+',
    type: 'Kompressor',
    serial: 'AC-GA15-API719',
    installed: '2019-08-14',
    capacity: '15 kW',
    location: 'Kompressorrom',
    hourmeter: 29877,
  },
  {
    name: 'Kjølerom fisk',
    make: 'Bitzer',
    model: '4FES-5Y',
    type: 'Kjølerom',
    serial: 'BTZ-4FES-660192',
    refrigerant: ['R449A', 12.4],
    installed: '2016-11-01',
    capacity: '9 kW',
    location: 'Mottak',
    agreement: ['Serviceavtale Pluss', 'SA-2016-002'],
    hourmeter: 61544,
    sos: true,
  },
  {
    name: 'Platefryser',
    make: 'Dybvad',
    model: 'DSF 1800',
    type: 'Fryseanlegg',
    serial: 'DYB-1800-2011',
    refrigerant: ['R717', 180],
    installed: '2015-04-12',
    capacity: '120 kW',
    location: 'Produksjon',
    agreement: ['Serviceavtale Pluss', 'SA-2015-001'],
    hourmeter: 70120,
  },
  {
    name: 'Varmepumpe hytte',
    make: 'Mitsubishi Electric',
    model: 'MSZ-FT35VG',
    type: 'Varmepumpe luft/luft',
    serial: 'FT35-2011-5521',
    refrigerant: ['R32', 0.55],
    installed: '2020-11-19',
    capacity: '3,5 kW',
    location: 'Stue',
  },
  {
    name: 'Ventilasjonsaggregat butikk',
    make: 'Flexit',
    model: 'Nordic S4',
    type: 'Ventilasjonsaggregat',
    serial: 'FLX-S4-100382',
    installed: '2022-05-05',
    capacity: '400 m³/h',
    location: 'Bod bak butikk',
    agreement: ['Filterbytte', 'FB-2022-031'],
  },
  {
    name: 'Kjølemaskin serverrom',
    make: 'Stulz',
    model: 'CyberAir 3PRO',
    type: 'Kjølemaskin',
    serial: 'STZ-CA3-99871',
    refrigerant: ['R410A', 5.1],
    installed: '2019-10-28',
    capacity: '25 kW',
    location: 'Serverrom 2. etg',
    agreement: ['Serviceavtale Pluss', 'SA-2019-077'],
    hourmeter: 35880,
  },
  {
    name: 'Isbitmaskin bar',
    make: 'Scotsman',
    model: 'AC 106',
    type: 'Kjøledisk',
    serial: 'SCT-AC106-3312',
    refrigerant: ['R290', 0.12],
    installed: '2023-06-01',
    location: 'Bar',
  },
  {
    name: 'Varmepumpe garderobe',
    make: 'Daikin',
    model: 'FTXM35R',
    type: 'Varmepumpe luft/luft',
    serial: 'DKN-FTXM-33290',
    refrigerant: ['R32', 0.76],
    installed: '2023-09-12',
    capacity: '3,5 kW',
    location: 'Garderobe',
  },
  {
    name: 'Heis varemottak',
    make: 'KONE',
    model: 'TranSys',
    type: 'Løfteutstyr',
    serial: 'KONE-TS-55120',
    installed: '2014-03-17',
    swl: '2 t',
    location: 'Varemottak',
    agreement: ['Sakkyndig kontroll', 'SK-2014-001'],
  },
  {
    name: 'Luft/vann varmepumpe bolig',
    make: 'Mitsubishi Electric',
    model: 'PUZ-WM85VAA',
    type: 'Varmepumpe luft/vann',
    serial: 'ECO-WM85-11842',
    refrigerant: ['R32', 1.4],
    installed: '2022-08-30',
    capacity: '8 kW',
    location: 'Vaskerom',
    hourmeter: 9120,
  },
  {
    name: 'Kjølerom drikke',
    make: 'Danfoss',
    model: 'Optyma OP-MPYM',
    type: 'Kjølerom',
    serial: 'OPT-2206-0912',
    refrigerant: ['R449A', 3.6],
    installed: '2022-06-20',
    capacity: '2,6 kW',
    location: 'Kjeller',
  },
  {
    name: 'Tørrkjøler tak',
    make: 'Güntner',
    model: 'GFH 080',
    type: 'Kjølemaskin',
    serial: 'GTN-GFH-440031',
    installed: '2018-07-07',
    capacity: '60 kW',
    location: 'Tak',
    hourmeter: 40112,
  },
  {
    name: 'Varmepumpe kontor 3. etg',
    make: 'Fujitsu',
    model: 'ASYG12LZBH',
    type: 'Varmepumpe luft/luft',
    serial: 'FJ-LZBH-88201',
    refrigerant: ['R32', 0.65],
    installed: '2021-11-11',
    capacity: '3,4 kW',
    location: 'Kontor 301',
  },
  {
    name: 'Avfukter utleie 01',
    make: 'Dantherm',
    model: 'CDT 40',
    type: 'Avfukter',
    serial: 'DT-CDT40-71001',
    refrigerant: ['R134a', 0.45],
    installed: '2023-03-01',
    location: 'Utleielager',
    rental: 'UT-01',
  },
  {
    name: 'Avfukter utleie 02',
    make: 'Dantherm',
    model: 'CDT 40',
    type: 'Avfukter',
    serial: 'DT-CDT40-71002',
    refrigerant: ['R134a', 0.45],
    installed: '2023-03-01',
    location: 'Utleielager',
    rental: 'UT-01',
  },
  {
    name: 'Byggvarmer utleie 01',
    make: 'Master',
    model: 'B 9 EPB',
    type: 'Byggvarmer',
    serial: 'MST-B9-40211',
    installed: '2022-10-01',
    capacity: '9 kW',
    location: 'Utleielager',
    rental: 'UT-02',
  },
  {
    name: 'Varmepumpe venterom',
    make: 'Panasonic',
    model: 'CS-HZ35XKE',
    type: 'Varmepumpe luft/luft',
    serial: 'PAN-HZ35-20031',
    refrigerant: ['R32', 0.9],
    installed: '2020-01-24',
    capacity: '3,5 kW',
    location: 'Venterom',
  },
  {
    name: 'Kjølerom medisin',
    make: 'Danfoss',
    model: 'Optyma Slim',
    type: 'Kjølerom',
    serial: 'OPT-SL-77120',
    refrigerant: ['R290', 0.3],
    installed: '2024-04-04',
    capacity: '1,2 kW',
    location: 'Apotekrom',
  },
];

const addMonths = (iso: string, months: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/** ~30 pieces of equipment on the demo customers, two with an open SOS, and the company's internal equipment. */
export async function seedEquipment(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const owners = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(eq(customers.tenantId, tenantId), eq(customers.issupplier, false), eq(customers.isactive, true)),
      )
      .orderBy(asc(customers.id))
      .limit(15);
    if (owners.length === 0) return;
    const ownBuildings = await tx
      .select({ id: buildings.id, customerid: buildings.customerid })
      .from(buildings)
      .where(eq(buildings.tenantId, tenantId));
    const rentalProducts = await tx
      .select({ id: products.id, number: products.number })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), inArray(products.number, ['UT-01', 'UT-02'])));
    const [types, models, makes, refrigerants, categories, statuses, iCategories, iTypes, iMakes] = [
      await lookupRows(tx, 'equipmenttypes'),
      await lookupRows(tx, 'equipmentmodels'),
      await lookupRows(tx, 'equipmentfabricates'),
      await lookupRows(tx, 'refrigerants'),
      await lookupRows(tx, 'equipmentcategory'),
      await lookupRows(tx, 'equipmentownstatuslist'),
      await lookupRows(tx, 'internalequipmentcategory'),
      await lookupRows(tx, 'internalequipmenttypes'),
      await lookupRows(tx, 'internalequipmentfabricate'),
    ];
    const maybe = (rows: { id: number; name: string }[], name: string) => {
      const hit = rows.find((r) => r.name.toLowerCase() === name.toLowerCase());
      return hit?.id ?? null;
    };
    const today = new Date().toISOString().slice(0, 10);
    const rows = DEMO.map((e, i) => {
      // Rental pieces belong to the first customer, the others are spread over the customers.
      const customer = e.rental ? owners[0]!.id : owners[i % owners.length]!.id;
      const building = ownBuildings.find((b) => b.customerid === customer)?.id ?? null;
      const product = e.rental ? (rentalProducts.find((p) => p.number === e.rental)?.id ?? null) : null;
      const interval = e.agreement ? 12 : null;
      const last = e.agreement ? addMonths(today, -((i % 10) + 1)) : null;
      // F-gas (issue 8): the leak-check interval of the charge's CO2-equivalent; the last check a few months back.
      const gwp = e.refrigerant
        ? (DEFAULT_LISTS.refrigerants!.find((r) => r.name === e.refrigerant![0])?.gwp as number | undefined)
        : undefined;
      const leakinterval = e.refrigerant ? leakCheckIntervalMonths(e.refrigerant[1], gwp, false) : null;
      const lastleakcheck = leakinterval ? (last ?? addMonths(today, -((i % 5) + 2))) : null;
      return {
        tenantId,
        name: e.name,
        number: `U-${String(1001 + i)}`,
        internalnumber: `INT-${String(201 + i)}`,
        barcode: `EQ${String(100101 + i)}`,
        serialnumber: e.serial,
        customer_id: customer,
        building_id: building,
        location: e.location,
        type_id: maybe(types, e.type),
        category_id: maybe(categories, e.type) ?? maybe(categories, e.type.split(' ')[0]!),
        model_id: maybe(models, e.model),
        fabricate_id: maybe(makes, e.make),
        ownstatus_id: statuses.length ? pick(statuses, 'I drift', 'Aktiv') : null,
        refrigerant_id: e.refrigerant ? maybe(refrigerants, e.refrigerant[0]) : null,
        refrigerantvolume: e.refrigerant ? String(e.refrigerant[1]) : null,
        installdate: e.installed,
        warrantyuntil: addMonths(e.installed, 60),
        yearmodel: Number(e.installed.slice(0, 4)),
        visitsperyear: e.agreement ? (e.agreement[0].includes('Pluss') ? 2 : 1) : null,
        hourspervisit: e.agreement ? '1.5' : null,
        lastvisit: last,
        nextvisit: last && interval ? addMonths(last, interval) : null,
        plannedvisit: last && interval ? addMonths(last, interval) : null,
        serviceinterval: interval,
        leakinterval,
        lastleakcheck,
        nextleakcheck: nextLeakCheck(lastleakcheck, e.installed, leakinterval),
        agreementtype: e.agreement?.[0] ?? null,
        agreementnumber: e.agreement?.[1] ?? null,
        capacity: e.capacity ?? null,
        swl: e.swl ?? null,
        hourmeter: e.hourmeter === undefined ? null : String(e.hourmeter),
        customerreferencenumber: e.agreement ? `KR-${4400 + i}` : null,
        isrental: Boolean(e.rental && product),
        product_id: product,
        description: `${e.make} ${e.model}`,
        trackingdevice_id: e.sos ? `RFV45-${880000 + i}` : null,
        trackingdevice_type: e.sos ? 1 : null,
        trackingdevice_sos: Boolean(e.sos),
        trackingdevice_sosdate: e.sos ? new Date(Date.now() - (i + 1) * 3_600_000) : null,
      };
    });
    const created = await tx
      .insert(equipments)
      .values(rows)
      .returning({ id: equipments.id, sos: equipments.trackingdevice_sos });

    // An earlier SOS on the first alarmed piece, handled and closed, so the log has a history.
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.tenantId, tenantId)))
      .where(eq(users.username, 'admin'));
    const alarmed = created.find((c) => c.sos);
    if (alarmed && admin) {
      const day = (n: number) => new Date(Date.now() - n * 86_400_000);
      await tx.insert(equipmentSosLogs).values([
        {
          tenantId,
          equipment_id: alarmed.id,
          user_id: admin.id,
          action: 'assigned',
          log: 'Alarm høy temperatur. Terje sendt ut.',
          createdon: day(21),
        },
        {
          tenantId,
          equipment_id: alarmed.id,
          user_id: admin.id,
          action: 'completed',
          log: 'Byttet pressostat, temperatur normal.',
          createdon: day(20),
        },
        {
          tenantId,
          equipment_id: alarmed.id,
          user_id: admin.id,
          action: 'closed',
          log: null,
          createdon: day(20),
        },
      ]);
    }

    const [service] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.tenantId, tenantId), eq(departments.name, 'Service')));
    const [tech] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.tenantId, tenantId)))
      .where(eq(users.username, 'tech'));
    // name, make, serial, purchased, price, control interval (months), category, type
    const internal = [
      [
        'Lekkasjesøker Testo 316-3',
        'Testo',
        'TST-316-0021',
        '2022-03-01',
        5490,
        12,
        'Måleinstrument',
        'Lekkasjesøker',
      ],
      ['Vakuumpumpe Refco RL-8', 'Refco', 'RFC-RL8-1130', '2021-05-12', 7890, 12, 'Verktøy', 'Vakuumpumpe'],
      [
        'Digital manifold Testo 557s',
        'Testo',
        'TST-557-8841',
        '2023-01-20',
        11990,
        12,
        'Måleinstrument',
        'Manifold',
      ],
      ['Gjenvinningsaggregat Refco ENY-1', 'Refco', 'RFC-ENY-4410', '2020-09-09', 14500, 12, 'Verktøy', ''],
      [
        'Kuldemedievekt Mastercool 98210',
        'Mastercool',
        'MC-98210-551',
        '2022-11-02',
        2890,
        12,
        'Måleinstrument',
        'Kuldemedievekt',
      ],
      [
        'Servicebil Ford Transit Custom',
        'Ford',
        'WF0YXXTTGY1234567',
        '2021-02-15',
        389000,
        12,
        'Kjøretøy',
        'Servicebil',
      ],
      ['Stige 3-delt 3x10 trinn', 'Wibe', 'WB-3X10-2021', '2021-04-01', 4290, 12, 'Stige og stillas', ''],
      ['Borhammer Hilti TE 30-A36', 'Hilti', 'HLT-TE30-77801', '2023-05-05', 8990, null, 'Verktøy', ''],
    ] as const;
    await tx.insert(internalEquipments).values(
      internal.map(([name, make, serial, purchased, price, interval, category, type], i) => ({
        tenantId,
        name,
        category_id: maybe(iCategories, category),
        type_id: type ? maybe(iTypes, type) : null,
        fabricate_id: maybe(iMakes, make),
        number: `IU-${String(11 + i)}`,
        barcode: `IE${String(500011 + i)}`,
        serialnumber: serial,
        description: make,
        department_id: service?.id ?? null,
        responsible_id: tech?.id ?? null,
        location: i === 5 ? 'Verksted, parkering' : 'Verksted, hylle ' + (i + 1),
        purchasedate: purchased,
        purchaseprice: String(price),
        warrantyuntil: addMonths(purchased, 24),
        yearmodel: Number(purchased.slice(0, 4)),
        lastcontrol: interval ? addMonths(today, -(i + 2)) : null,
        nextcontrol: interval ? addMonths(addMonths(today, -(i + 2)), interval) : null,
        controlinterval: interval,
        createdby: admin?.id ?? null,
      })),
    );
  });
}
