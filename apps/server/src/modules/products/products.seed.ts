import { and, eq, inArray } from 'drizzle-orm';
import { grossMarginPercent, gs1CheckDigit, type ProductType } from '@suite/shared/products/product.rules';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { customers } from '../customers/customers.table';
import { lookupRows, pick } from './lookup-rows';
import { productBatches, products, productSupplierItems, productUnitLinks } from './products.table';

type Unit = 'stk' | 'kg' | 'time' | 'km' | 'm' | 'døgn' | 'sett';

type SeedProduct = {
  number: string;
  name: string;
  type: ProductType;
  unit: Unit;
  cost: number;
  sale: number;
  group?: string;
  stock?: [min: number, max: number, restock: number];
  ean?: boolean;
  supplier?: [name: string, number: string, price: number, days: number];
  insurance?: ['percentage' | 'price', number];
  weight?: number;
  batches?: string[];
  /** Supplier unit when it differs: [unit, how many sales units it holds]. */
  supplierUnit?: [Unit, number];
};

const KV = 'Kulde & Varme Grossisten AS';
const NV = 'Nordisk Ventilasjonsutstyr AS';

// Demo products of a Norwegian refrigeration and heat-pump service company (issue 3 "Demo data").
const DEMO: SeedProduct[] = [
  {
    number: 'VP-1001',
    name: 'Mitsubishi Electric Kirigamine Zen MSZ-EF35 luft/luft 3,5 kW',
    type: 'product',
    unit: 'stk',
    cost: 13900,
    sale: 24990,
    group: 'Varmepumper',
    stock: [2, 10, 4],
    ean: true,
    supplier: [KV, 'MSZ-EF35VGKW', 13900, 5],
    weight: 46,
  },
  {
    number: 'VP-1002',
    name: 'Mitsubishi Electric Hero 2.0 LN35 luft/luft',
    type: 'product',
    unit: 'stk',
    cost: 16500,
    sale: 29990,
    group: 'Varmepumper',
    stock: [2, 8, 4],
    ean: true,
    supplier: [KV, 'MSZ-LN35VG2W', 16500, 5],
    weight: 52,
  },
  {
    number: 'VP-1003',
    name: 'Panasonic Etherea NZ35YKE luft/luft',
    type: 'product',
    unit: 'stk',
    cost: 12800,
    sale: 22990,
    group: 'Varmepumper',
    stock: [1, 6, 3],
    ean: true,
    supplier: [KV, 'CS-NZ35YKE', 12800, 7],
    weight: 41,
  },
  {
    number: 'VP-1004',
    name: 'Daikin Perfera FTXM35R luft/luft',
    type: 'product',
    unit: 'stk',
    cost: 14200,
    sale: 25990,
    group: 'Varmepumper',
    stock: [1, 6, 3],
    ean: true,
    supplier: [NV, 'FTXM35R', 14200, 7],
    weight: 44,
  },
  {
    number: 'VP-1005',
    name: 'Toshiba Daiseikai 9 RAS-25 luft/luft',
    type: 'product',
    unit: 'stk',
    cost: 15400,
    sale: 27990,
    group: 'Varmepumper',
    ean: true,
    supplier: [KV, 'RAS-B10N4KVRG', 15400, 10],
    weight: 48,
  },
  {
    number: 'VP-1006',
    name: 'Fujitsu Nordic LZBH 3,4 kW luft/luft',
    type: 'product',
    unit: 'stk',
    cost: 11900,
    sale: 21990,
    group: 'Varmepumper',
    stock: [1, 5, 2],
    ean: true,
    supplier: [NV, 'ASYG12LZBH', 11900, 7],
    weight: 40,
  },
  {
    number: 'VP-1010',
    name: 'Mitsubishi Ecodan luft/vann 8 kW med innedel',
    type: 'product',
    unit: 'stk',
    cost: 52000,
    sale: 89900,
    group: 'Varmepumper',
    ean: true,
    supplier: [KV, 'PUZ-WM85VAA', 52000, 14],
    weight: 118,
  },
  {
    number: 'VP-1011',
    name: 'NIBE F2120-12 luft/vann 12 kW',
    type: 'product',
    unit: 'stk',
    cost: 61000,
    sale: 104900,
    group: 'Varmepumper',
    ean: true,
    supplier: [NV, '064139', 61000, 14],
    weight: 135,
  },
  {
    number: 'VP-1012',
    name: 'Daikin Altherma 3 H HT 14 kW luft/vann',
    type: 'product',
    unit: 'stk',
    cost: 78500,
    sale: 129900,
    group: 'Varmepumper',
    ean: true,
    supplier: [NV, 'EPRA14DV3', 78500, 21],
    weight: 142,
  },
  {
    number: 'KM-R410A',
    name: 'Kuldemedium R410A, 11,3 kg flaske',
    type: 'gas',
    unit: 'kg',
    cost: 380,
    sale: 690,
    group: 'Kuldemedier',
    stock: [10, 60, 30],
    supplier: [KV, 'R410A-11', 380, 3],
    batches: ['R410A-2024-118', 'R410A-2025-007'],
    supplierUnit: ['stk', 11.3],
  },
  {
    number: 'KM-R32',
    name: 'Kuldemedium R32, 9 kg flaske',
    type: 'gas',
    unit: 'kg',
    cost: 290,
    sale: 520,
    group: 'Kuldemedier',
    stock: [10, 50, 27],
    supplier: [KV, 'R32-9', 290, 3],
    batches: ['R32-2025-031'],
    supplierUnit: ['stk', 9],
  },
  {
    number: 'KM-R290',
    name: 'Kuldemedium R290 propan, 5 kg flaske',
    type: 'gas',
    unit: 'kg',
    cost: 240,
    sale: 450,
    group: 'Kuldemedier',
    stock: [5, 25, 10],
    supplier: [KV, 'R290-5', 240, 5],
    batches: ['R290-2025-002'],
    supplierUnit: ['stk', 5],
  },
  {
    number: 'KM-R134A',
    name: 'Kuldemedium R134a, 12 kg flaske',
    type: 'gas',
    unit: 'kg',
    cost: 310,
    sale: 560,
    group: 'Kuldemedier',
    stock: [5, 36, 12],
    supplier: [KV, 'R134A-12', 310, 3],
    supplierUnit: ['stk', 12],
  },
  {
    number: 'KM-R407C',
    name: 'Kuldemedium R407C, 11,3 kg flaske',
    type: 'gas',
    unit: 'kg',
    cost: 420,
    sale: 760,
    group: 'Kuldemedier',
    supplier: [KV, 'R407C-11', 420, 7],
    supplierUnit: ['stk', 11.3],
  },
  {
    number: 'FI-100',
    name: 'Filtersett Mitsubishi Kirigamine (2 stk)',
    type: 'product',
    unit: 'sett',
    cost: 190,
    sale: 390,
    group: 'Filtre',
    stock: [4, 20, 10],
    ean: true,
    supplier: [KV, 'MAC-2370FT', 190, 5],
  },
  {
    number: 'FI-101',
    name: 'Luftfilter F7 592x592x48 kompakt',
    type: 'product',
    unit: 'stk',
    cost: 210,
    sale: 420,
    group: 'Filtre',
    stock: [10, 60, 30],
    ean: true,
    supplier: [NV, 'F7-592-48', 210, 4],
  },
  {
    number: 'FI-102',
    name: 'Posefilter F7 592x592x600, 8 lommer',
    type: 'product',
    unit: 'stk',
    cost: 260,
    sale: 495,
    group: 'Filtre',
    stock: [10, 80, 40],
    ean: true,
    supplier: [NV, 'F7-592-600-8', 260, 4],
    supplierUnit: ['sett', 10],
  },
  {
    number: 'FI-103',
    name: 'Aktivt kullfilter 287x592x48',
    type: 'product',
    unit: 'stk',
    cost: 330,
    sale: 640,
    group: 'Filtre',
    ean: true,
    supplier: [NV, 'AK-287-592', 330, 7],
  },
  {
    number: 'FI-104',
    name: 'Tørkefilter 3/8" lodde, Danfoss DML 083S',
    type: 'product',
    unit: 'stk',
    cost: 175,
    sale: 345,
    group: 'Filtre',
    stock: [5, 30, 15],
    ean: true,
    supplier: [KV, '023Z4501', 175, 3],
  },
  {
    number: 'FI-105',
    name: 'Magnetittfilter 1" for varmeanlegg',
    type: 'product',
    unit: 'stk',
    cost: 890,
    sale: 1690,
    group: 'Filtre',
    ean: true,
    supplier: [KV, 'MAG-1', 890, 7],
  },
  {
    number: 'MA-200',
    name: 'Kobberrør isolert 1/4" + 3/8", 15 m',
    type: 'product',
    unit: 'stk',
    cost: 1150,
    sale: 2190,
    group: 'Montasjemateriell',
    stock: [3, 20, 10],
    ean: true,
    supplier: [KV, 'CU-1438-15', 1150, 3],
    weight: 6.2,
  },
  {
    number: 'MA-201',
    name: 'Veggkonsoll utedel 450 mm, galvanisert',
    type: 'product',
    unit: 'stk',
    cost: 340,
    sale: 690,
    group: 'Montasjemateriell',
    stock: [4, 25, 10],
    ean: true,
    supplier: [KV, 'WB-450', 340, 3],
    weight: 5.5,
  },
  {
    number: 'MA-202',
    name: 'Kondensvannpumpe Aspen Mini Orange',
    type: 'product',
    unit: 'stk',
    cost: 760,
    sale: 1490,
    group: 'Montasjemateriell',
    stock: [2, 12, 6],
    ean: true,
    supplier: [KV, 'FP2212', 760, 5],
  },
  {
    number: 'MA-203',
    name: 'Kabelkanal 80x60 hvit',
    type: 'product',
    unit: 'm',
    cost: 45,
    sale: 95,
    group: 'Montasjemateriell',
    stock: [20, 200, 100],
    supplier: [NV, 'KK-8060', 90, 3],
    supplierUnit: ['stk', 2],
  },
  {
    number: 'MA-204',
    name: 'Gummiføtter for utedel, sett med 4',
    type: 'product',
    unit: 'sett',
    cost: 210,
    sale: 450,
    group: 'Montasjemateriell',
    ean: true,
    supplier: [KV, 'GF-4', 210, 3],
  },
  {
    number: 'MA-205',
    name: 'Varmekabel for kondensavløp, 2 m',
    type: 'product',
    unit: 'stk',
    cost: 290,
    sale: 590,
    group: 'Montasjemateriell',
    ean: true,
    supplier: [KV, 'VK-2', 290, 5],
  },
  {
    number: 'MA-206',
    name: 'WiFi-modul MELCloud MAC-587IF',
    type: 'product',
    unit: 'stk',
    cost: 1090,
    sale: 1990,
    group: 'Montasjemateriell',
    stock: [2, 10, 4],
    ean: true,
    supplier: [KV, 'MAC-587IF-E', 1090, 5],
  },
  {
    number: 'AR-01',
    name: 'Arbeid montør',
    type: 'work',
    unit: 'time',
    cost: 450,
    sale: 895,
    group: 'Arbeid',
  },
  {
    number: 'AR-02',
    name: 'Arbeid servicetekniker kulde',
    type: 'work',
    unit: 'time',
    cost: 500,
    sale: 995,
    group: 'Arbeid',
  },
  {
    number: 'AR-03',
    name: 'Arbeid overtid 50 %',
    type: 'work',
    unit: 'time',
    cost: 675,
    sale: 1340,
    group: 'Arbeid',
  },
  {
    number: 'AR-04',
    name: 'Lekkasjekontroll F-gass, inntil 30 kg',
    type: 'work',
    unit: 'stk',
    cost: 700,
    sale: 1490,
    group: 'Arbeid',
  },
  {
    number: 'AR-05',
    name: 'Service varmepumpe luft/luft, fastpris',
    type: 'work',
    unit: 'stk',
    cost: 900,
    sale: 1890,
    group: 'Arbeid',
  },
  {
    number: 'AR-06',
    name: 'Igangkjøring luft/vann-anlegg',
    type: 'work',
    unit: 'stk',
    cost: 2200,
    sale: 4500,
    group: 'Arbeid',
  },
  { number: 'RE-01', name: 'Reisetid', type: 'work', unit: 'time', cost: 450, sale: 650, group: 'Reise' },
  {
    number: 'RE-02',
    name: 'Kjøring servicebil',
    type: 'work',
    unit: 'km',
    cost: 3.5,
    sale: 6.5,
    group: 'Reise',
  },
  {
    number: 'RE-03',
    name: 'Servicebil fastpris sone 1 (inntil 25 km)',
    type: 'work',
    unit: 'stk',
    cost: 250,
    sale: 490,
    group: 'Reise',
  },
  {
    number: 'RE-04',
    name: 'Bompenger og ferge (utlegg)',
    type: 'product',
    unit: 'stk',
    cost: 0,
    sale: 0,
    group: 'Reise',
  },
  {
    number: 'UT-01',
    name: 'Utleie avfukter Dantherm CDT 40, per døgn',
    type: 'product',
    unit: 'døgn',
    cost: 60,
    sale: 290,
    group: 'Utleie',
  },
  {
    number: 'UT-02',
    name: 'Utleie byggvarmer 9 kW, per døgn',
    type: 'product',
    unit: 'døgn',
    cost: 45,
    sale: 240,
    group: 'Utleie',
  },
  {
    number: 'FS-01',
    name: 'Utvidet garanti 5 år varmepumpe',
    type: 'insurance',
    unit: 'stk',
    cost: 0,
    sale: 0,
    group: 'Forsikring',
    insurance: ['percentage', 8],
  },
  {
    number: 'FS-02',
    name: 'Maskinforsikring varmepumpe, årlig',
    type: 'insurance',
    unit: 'stk',
    cost: 450,
    sale: 990,
    group: 'Forsikring',
    insurance: ['price', 990],
  },
];

const UNIT_NAMES: Record<Unit, string[]> = {
  stk: ['stk', 'stykk'],
  kg: ['kg', 'kilo'],
  time: ['time', 'timer', 't'],
  km: ['km'],
  m: ['m', 'meter'],
  døgn: ['døgn', 'dag'],
  sett: ['sett', 'pk'],
};

/** A valid EAN-13 with the Norwegian GS1 prefix 70 for demo product n. */
const ean13 = (n: number) => {
  const body = `7040123${String(n).padStart(5, '0')}`;
  return body + gs1CheckDigit(body);
};

/** ~40 demo products with units, supplier items and batch numbers (issue 3 "Demo data"). */
export async function seedProducts(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const units = await lookupRows(tx, 'productunits');
    const groups = await lookupRows(tx, 'productgroups');
    const taxes = await lookupRows(tx, 'producttaxes');
    const tax = pick(taxes, '25 %', '25%', '25');
    const suppliers = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), inArray(customers.name, [KV, NV])));
    const supplierId = (name: string) => suppliers.find((s) => s.name === name)?.id;
    const unitId = (u: Unit) => (units.length ? pick(units, ...UNIT_NAMES[u]) : null);

    const rows = await tx
      .insert(products)
      .values(
        DEMO.map((p, i) => ({
          tenantId,
          number: p.number,
          name: p.name,
          shortname: p.name.slice(0, 30),
          producttype: p.type,
          insurancecosttype: p.insurance?.[0] ?? null,
          insurancecost: p.insurance ? String(p.insurance[1]) : null,
          productgroup_id: p.group ? (groups.find((g) => g.name === p.group)?.id ?? null) : null,
          producttax_id: tax,
          ean: p.ean ? ean13(i + 1) : null,
          weight: p.weight === undefined ? null : String(p.weight),
          costprice: String(p.cost),
          saleprice: String(p.sale),
          guideprice: p.type === 'product' && p.sale > 0 ? String(Math.round(p.sale * 1.1)) : null,
          grossmargin: (() => {
            const m = grossMarginPercent(p.cost, p.sale);
            return m === null ? null : String(m);
          })(),
          isstockitem: p.stock !== undefined,
          minquantity: p.stock ? String(p.stock[0]) : null,
          maxquantity: p.stock ? String(p.stock[1]) : null,
          restockquantity: p.stock ? String(p.stock[2]) : null,
          deliverydays: p.supplier?.[3] ?? null,
        })),
      )
      .returning({ id: products.id, number: products.number });
    const idOf = new Map(rows.map((r) => [r.number, r.id]));

    const links = DEMO.flatMap((p) => {
      const product_id = idOf.get(p.number)!;
      const sales = unitId(p.unit);
      if (sales === null) return [];
      const supplier = p.supplierUnit ? unitId(p.supplierUnit[0]) : null;
      if (supplier === null || supplier === sales) {
        return [
          {
            tenantId,
            product_id,
            unit_id: sales,
            factor: '1',
            issalesunit: true,
            issupplierunit: true,
            position: 0,
          },
        ];
      }
      return [
        {
          tenantId,
          product_id,
          unit_id: sales,
          factor: '1',
          issalesunit: true,
          issupplierunit: false,
          position: 0,
        },
        {
          tenantId,
          product_id,
          unit_id: supplier,
          factor: String(p.supplierUnit![1]),
          issalesunit: false,
          issupplierunit: true,
          position: 1,
        },
      ];
    });
    if (links.length) await tx.insert(productUnitLinks).values(links);

    const items = DEMO.flatMap((p) => {
      const s = p.supplier && supplierId(p.supplier[0]);
      if (!p.supplier || !s) return [];
      return [
        {
          tenantId,
          product_id: idOf.get(p.number)!,
          supplier_id: s,
          supplierproductnumber: p.supplier[1],
          supplierprice: String(p.supplier[2]),
          deliverydays: p.supplier[3],
          ismain: true,
        },
      ];
    });
    if (items.length) await tx.insert(productSupplierItems).values(items);

    const batches = DEMO.flatMap((p) =>
      (p.batches ?? []).map((batchnumber, i) => ({
        tenantId,
        product_id: idOf.get(p.number)!,
        batchnumber,
        expirydate: i === 0 ? '2029-12-31' : null,
      })),
    );
    if (batches.length) await tx.insert(productBatches).values(batches);
  });
}
