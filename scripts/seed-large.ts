// npm run seed:large: a PostgreSQL database at the scale of issue 3 "Speed at scale" for the API benchmark
// (scripts/bench-api.mjs): 20 tenants bench01..bench20, each with 50 000 customers (with their addresses),
// products and equipment, Norwegian data from @faker-js/faker (nb_NO), and an administrator per tenant
// (bench1..bench20, password Demo!2345) so the server can sign in.
//
// Tenants, their settings records and the users go through the platform code (createTenant, hashPassword), so
// they are exactly what the server expects. The bulk rows go in as the owner role (platform path, tenant_id set
// explicitly) with multi-row INSERT ... SELECT FROM unnest(arrays): one statement per 5 000 rows. Each tenant's
// rows are one transaction, so a tenant is either complete or empty, never half seeded; VACUUM ANALYZE at the
// end (planner statistics, and the visibility map that index-only scans of the capped count need).
//
// Idempotent: a tenant that already holds the wanted number of rows is left alone; one with other numbers (an
// earlier run with other options) is emptied and refilled.
//
// Orders (issue 7 "Speed"): --orders per tenant (default 50 000, so 1 000 000 in all) with 1 to 3 lines each, made
// inside PostgreSQL with generate_series from the tenant's customers and products (no rows cross the wire). A quarter
// of them are the administrator's (responsible), a tenth more name the administrator as participant, a third have
// no responsible (unassigned, /orders?type=2); the rest belong to three technicians per tenant (bench<i>t1..t3).
// The orders are a phase of their own, checked and refilled apart from the customers, so an earlier database gets
// its orders without being seeded again.
//
// Hours (issue 9 "Speed"): a tenant benchhours (administrator benchhours, password Demo!2345) with --hours-employees
// (default 200) employees benchh001.. and a year of hours each: every weekday 07:00-11:00 and 11:30-15:00 of normal
// time and an hour of travel (three entries a day, about 13 000 a month), made in PostgreSQL with generate_series.
// Past months approved (a fiftieth not approved), this month delivered before this week and open in it.
//
// Usage: npm run seed:large [-- --tenants 20 --customers 50000 --products 2000 --equipment 10000 --orders 50000]
//        DATABASE_URL (default postgres://postgres@127.0.0.1:5432/suite_large; the database is created if missing).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fakerNB_NO as faker } from '@faker-js/faker';
import { and, eq, getTableName } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/connection';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { createTenant, DEMO_PASSWORD } from '../apps/server/src/db/seed/demo';
import { withPlatform } from '../apps/server/src/db/tenant';
import { users } from '../apps/server/src/platform/auth/auth.table';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { tenants } from '../apps/server/src/platform/tenants/tenants.table';
import { memberships } from '../apps/server/src/platform/users/users.table';
import { customerAddresses, customers } from '../apps/server/src/modules/customers/customers.table';
import { equipments } from '../apps/server/src/modules/equipment/equipment.table';
import { orderlines, orderParticipants, orders } from '../apps/server/src/modules/orders/orders.table';
import { hours } from '../apps/server/src/modules/hours/hours.table';
import { products, productUnitLinks } from '../apps/server/src/modules/products/products.table';
import {
  customerindustries,
  customerpriorities,
  equipmentfabricates,
  equipmentmodels,
  equipmenttypes,
  productgroups,
  productunits,
  producttaxes,
} from '../apps/server/src/modules/settings/settings.table';
import { ORGANISATION_NUMBER_WEIGHTS } from '@suite/shared/validation/organisation-number';

export const DEFAULT_LARGE_URL = 'postgres://postgres@127.0.0.1:5432/suite_large';
const BATCH = 5_000;

const { values: args } = parseArgs({
  options: {
    tenants: { type: 'string', default: '20' },
    customers: { type: 'string', default: '50000' },
    products: { type: 'string', default: '2000' },
    equipment: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '50000' },
    'hours-employees': { type: 'string', default: '200' },
    'hours-days': { type: 'string', default: '365' },
  },
});
const count = (v: string | undefined, name: string, max: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(`--${name} must be a whole number 0..${max}`);
  return n;
};
const TENANTS = count(args.tenants, 'tenants', 99);
const CUSTOMERS = count(args.customers, 'customers', 1_000_000);
const PRODUCTS = count(args.products, 'products', 1_000_000);
const EQUIPMENT = count(args.equipment, 'equipment', 1_000_000);
const ORDERS = count(args.orders, 'orders', 10_000_000);
const HOUR_EMPLOYEES = count(args['hours-employees'], 'hours-employees', 5_000);
const HOUR_DAYS = count(args['hours-days'], 'hours-days', 3_650);
if (EQUIPMENT > 0 && CUSTOMERS === 0) throw new Error('--equipment needs customers to belong to');
if (ORDERS > 0 && CUSTOMERS === 0) throw new Error('--orders needs customers to belong to');

const url = process.env.DATABASE_URL || DEFAULT_LARGE_URL;

// ---------------------------------------------------------------------------------------------------------
// The database: created when missing (connecting to the server's 'postgres' database to do so).
async function ensureDatabase(target: string): Promise<void> {
  const u = new URL(target);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`unexpected database name '${name}'`);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database "${name}"`);
      console.log(`seed:large: created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Bulk insert: one INSERT ... SELECT FROM unnest($1::type[], ...) per batch: a handful of parameters whatever the
// number of rows, and the server parses one statement.
type Column = readonly [name: string, pgType: string];
type Row = readonly unknown[];

async function insertRows(
  client: pg.ClientBase,
  table: string,
  columns: readonly Column[],
  rows: readonly Row[],
  returning?: string,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const arrays = columns.map((_, c) => batch.map((r) => r[c] ?? null));
    const names = columns.map(([n]) => `"${n}"`).join(', ');
    const unnest = columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ');
    const text = `insert into "${table}" (${names}) select * from unnest(${unnest})${returning ? ` returning ${returning}` : ''}`;
    const res = await client.query(text, arrays);
    if (returning) out.push(...res.rows);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Data. Faker's nb_NO locale gives the names and streets; pools drawn from it once keep a million rows fast.
const CITIES: readonly [city: string, zip: string, lat: number, lng: number][] = [
  ['Oslo', '0150', 59.9139, 10.7522],
  ['Oslo', '0484', 59.9494, 10.7686],
  ['Oslo', '0668', 59.9107, 10.8436],
  ['Bergen', '5003', 60.3913, 5.3221],
  ['Bergen', '5089', 60.3637, 5.3386],
  ['Trondheim', '7011', 63.4305, 10.3951],
  ['Stavanger', '4005', 58.97, 5.7331],
  ['Sandnes', '4307', 58.8517, 5.7359],
  ['Kristiansand', '4610', 58.1467, 7.9956],
  ['Drammen', '3015', 59.7441, 10.2045],
  ['Fredrikstad', '1606', 59.2181, 10.9298],
  ['Sarpsborg', '1706', 59.2839, 11.1096],
  ['Tromsø', '9008', 69.6492, 18.9553],
  ['Ålesund', '6002', 62.4722, 6.1549],
  ['Bodø', '8006', 67.2804, 14.4049],
  ['Skien', '3724', 59.2096, 9.6089],
  ['Porsgrunn', '3915', 59.1405, 9.6561],
  ['Hamar', '2317', 60.7945, 11.068],
  ['Lillehammer', '2609', 61.1153, 10.4662],
  ['Gjøvik', '2815', 60.7957, 10.6916],
  ['Tønsberg', '3110', 59.2675, 10.4076],
  ['Larvik', '3256', 59.0533, 10.0352],
  ['Moss', '1530', 59.434, 10.6577],
  ['Halden', '1771', 59.1243, 11.3875],
  ['Haugesund', '5527', 59.4138, 5.268],
  ['Molde', '6413', 62.7375, 7.1591],
  ['Arendal', '4836', 58.4615, 8.7724],
  ['Kongsberg', '3611', 59.6689, 9.6502],
  ['Harstad', '9405', 68.7984, 16.5415],
  ['Narvik', '8514', 68.4385, 17.4273],
  ['Steinkjer', '7713', 64.0149, 11.4954],
  ['Førde', '6800', 61.4522, 5.857],
  ['Alta', '9510', 69.9689, 23.2716],
  ['Lørenskog', '1470', 59.9276, 10.9609],
  ['Sandvika', '1337', 59.8893, 10.5236],
  ['Asker', '1384', 59.8331, 10.4391],
  ['Jessheim', '2050', 60.1415, 11.1751],
  ['Ski', '1400', 59.7191, 10.8359],
];
const TRADES = [
  'Eiendom',
  'Bygg',
  'Elektro',
  'Rør',
  'Kulde',
  'Ventilasjon',
  'Transport',
  'Service',
  'Maskin',
  'Drift',
  'Holding',
  'Entreprenør',
  'Regnskap',
  'Handel',
  'Utleie',
  'Varme',
  'Bakeri',
  'Hotell',
  'Fisk',
  'Tannlegesenter',
  'Barnehage',
  'Borettslag',
  'Sameie',
  'Kjøpesenter',
];
const COMPANY_FORMS = ['AS', 'AS', 'AS', 'AS', 'ANS', 'DA', 'SA', 'Sameie'];
const EQUIPMENT_KINDS: readonly [name: string, makers: readonly string[]][] = [
  ['Varmepumpe luft/luft', ['Mitsubishi', 'Panasonic', 'Daikin', 'Toshiba']],
  ['Varmepumpe luft/vann', ['NIBE', 'Daikin', 'Mitsubishi']],
  ['Kjøleaggregat', ['Carrier', 'Daikin', 'Danfoss']],
  ['Fryserom', ['Viessmann', 'Carrier']],
  ['Ventilasjonsaggregat', ['Systemair', 'Flexit', 'Swegon']],
  ['Kompressor', ['Atlas Copco', 'Kaeser']],
  ['Gaffeltruck', ['Toyota', 'Linde', 'Still']],
  ['Lift', ['Genie', 'JLG', 'Haulotte']],
];
const PRODUCT_BRANDS = [
  'Danfoss',
  'Daikin',
  'Mitsubishi',
  'Systemair',
  'Flexit',
  'NIBE',
  'Carel',
  'Armaflex',
];
const PRODUCT_KINDS: readonly [name: string, type: 'product' | 'work' | 'gas', price: number][] = [
  ['Filter G4', 'product', 120],
  ['Filter F7', 'product', 260],
  ['Vifterem', 'product', 180],
  ['Termostat', 'product', 690],
  ['Magnetventil', 'product', 1450],
  ['Kondensatorvifte', 'product', 3200],
  ['Rørisolasjon 2 m', 'product', 95],
  ['Kobberrør 1/4"', 'product', 75],
  ['Trykkvakt', 'product', 980],
  ['Fjernkontroll', 'product', 540],
  ['Montasjebrakett', 'product', 890],
  ['Kuldemedium R32', 'gas', 780],
  ['Kuldemedium R410A', 'gas', 920],
  ['Kuldemedium R744', 'gas', 410],
  ['Servicearbeid', 'work', 1150],
  ['Montasjearbeid', 'work', 1050],
  ['Lekkasjekontroll', 'work', 1390],
  ['Reisetid', 'work', 650],
];

/** The MOD11 check digit appended to 8 digits, or null when those 8 digits have none (never issued). */
function withCheckDigit(first8: string): string | null {
  const sum = ORGANISATION_NUMBER_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first8[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? null : `${first8}${check}`;
}

/** EAN-13 with its check digit. */
function ean13(first12: string): string {
  const sum = [...first12].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const ASCII: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', é: 'e', ü: 'u', ö: 'o', ä: 'a' };
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[æøåéüöä]/g, (c) => ASCII[c]!)
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 40);

const pick = <T>(list: readonly T[]): T => list[Math.floor(faker.number.float() * list.length)]!;
const chance = (p: number) => faker.number.float() < p;
const digits = (n: number) => {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(faker.number.float() * 10);
  return s;
};
const mobile = () => `+47 ${pick(['4', '9'])}${digits(2)} ${digits(2)} ${digits(3)}`;
const landline = () =>
  `+47 ${pick(['2', '3', '5', '6', '7'])}${digits(1)} ${digits(2)} ${digits(2)} ${digits(2)}`;
const dateBetween = (from: Date, to: Date) => faker.date.between({ from, to });
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

type Pools = { first: string[]; last: string[]; streets: string[] };
function makePools(): Pools {
  return {
    first: faker.helpers.multiple(() => faker.person.firstName(), { count: 400 }),
    last: faker.helpers.multiple(() => faker.person.lastName(), { count: 400 }),
    streets: faker.helpers.multiple(() => faker.location.street(), { count: 1500 }),
  };
}

type Lookups = {
  priorities: number[];
  industries: number[];
  groups: number[];
  taxes: number[];
  units: number[];
  types: number[];
  makers: number[];
  models: number[];
};

// ---------------------------------------------------------------------------------------------------------
// One tenant's rows.
const CUSTOMER_COLUMNS = [
  ['tenant_id', 'int8'],
  ['name', 'text'],
  ['customernumber', 'int4'],
  ['organizationnumber', 'text'],
  ['customertype', 'text'],
  ['customerstate', 'int2'],
  ['saletype', 'text'],
  ['iscustomer', 'bool'],
  ['issupplier', 'bool'],
  ['isenterprise', 'bool'],
  ['isprivatecustomer', 'bool'],
  ['isfavourite', 'bool'],
  ['email', 'text'],
  ['phone', 'text'],
  ['mobile', 'text'],
  ['website', 'text'],
  ['paymentterms', 'int2'],
  ['priorityid', 'int8'],
  ['industryid', 'int8'],
  ['discounthours', 'numeric'],
  ['discountsupplies', 'numeric'],
  ['city', 'text'],
  ['isactive', 'bool'],
  ['createdon', 'timestamptz'],
  ['updatedon', 'timestamptz'],
] as const satisfies readonly Column[];

const ADDRESS_COLUMNS = [
  ['tenant_id', 'int8'],
  ['customerid', 'int8'],
  ['addresstype', 'int2'],
  ['street', 'text'],
  ['zip', 'text'],
  ['city', 'text'],
  ['country', 'text'],
  ['latitude', 'numeric'],
  ['longitude', 'numeric'],
] as const satisfies readonly Column[];

type Place = { street: string; zip: string; city: string; lat: string; lng: string };

function place(pools: Pools): Place {
  const [city, zip, lat, lng] = pick(CITIES);
  return {
    street: `${pick(pools.streets)} ${1 + Math.floor(faker.number.float() * 120)}`,
    zip,
    city,
    lat: (lat + (faker.number.float() - 0.5) * 0.08).toFixed(6),
    lng: (lng + (faker.number.float() - 0.5) * 0.16).toFixed(6),
  };
}

function customerRows(tenantId: number, pools: Pools, lookups: Lookups) {
  const rows: Row[] = [];
  const places: Place[] = [];
  const visiting = new Map<number, Place>();
  let org = 91_000_000 + Math.floor(faker.number.float() * 1_000_000);
  const now = new Date();
  const fiveYearsAgo = new Date(now.getTime() - 5 * 365 * 86_400_000);
  for (let i = 0; i < CUSTOMERS; i++) {
    const number = 10_001 + i;
    const isPrivate = chance(0.3);
    const supplier = !isPrivate && chance(0.02);
    const first = pick(pools.first);
    const last = pick(pools.last);
    let name: string;
    let orgnr: string | null = null;
    let email: string;
    if (isPrivate) {
      name = `${first} ${last}`;
      email = `${slug(first)}.${slug(last)}${number % 97}@${pick(['gmail.com', 'online.no', 'hotmail.com', 'outlook.com'])}`;
    } else {
      name = chance(0.25) ? faker.company.name() : `${last} ${pick(TRADES)} ${pick(COMPANY_FORMS)}`;
      for (;;) {
        org += 1 + Math.floor(faker.number.float() * 70);
        orgnr = withCheckDigit(String(org));
        if (orgnr) break;
      }
      email = `post@${slug(name)}.no`;
    }
    const p = place(pools);
    places.push(p);
    if (!isPrivate && chance(0.3)) visiting.set(i, place(pools));
    const created = dateBetween(fiveYearsAgo, now);
    const discount = !isPrivate && chance(0.2);
    rows.push([
      tenantId,
      name,
      number,
      orgnr,
      isPrivate ? 'private' : 'customer',
      supplier ? 3 : chance(0.8) ? 1 : 2,
      pick(['credit', 'credit', 'credit', 'cash', 'normal']),
      !supplier,
      supplier,
      !isPrivate && chance(0.05),
      isPrivate,
      chance(0.02),
      email,
      isPrivate ? null : landline(),
      mobile(),
      isPrivate || chance(0.5) ? null : `https://www.${slug(name)}.no`,
      isPrivate ? 10 : pick([10, 14, 15, 30, 30, 30, 45]),
      chance(0.3) && lookups.priorities.length ? pick(lookups.priorities) : null,
      !isPrivate && lookups.industries.length && chance(0.6) ? pick(lookups.industries) : null,
      discount ? pick(['5', '10', '15']) : null,
      discount ? pick(['5', '10']) : null,
      p.city,
      chance(0.97),
      created.toISOString(),
      dateBetween(created, now).toISOString(),
    ]);
  }
  return { rows, places, visiting };
}

async function seedTenantRows(
  client: pg.ClientBase,
  tenantId: number,
  pools: Pools,
  lookups: Lookups,
): Promise<void> {
  const { rows, places, visiting } = customerRows(tenantId, pools, lookups);
  const ids = await insertRows(client, getTableName(customers), CUSTOMER_COLUMNS, rows, 'id, customernumber');
  // RETURNING order is not promised: map by the customer number, unique in the tenant.
  const idOf = new Map(ids.map((r) => [Number(r.customernumber), Number(r.id)]));
  const customerIds = rows.map((r) => idOf.get(r[2] as number)!);
  const addresses: Row[] = [];
  places.forEach((p, i) => {
    addresses.push([tenantId, customerIds[i], 1, p.street, p.zip, p.city, 'Norge', p.lat, p.lng]);
    const v = visiting.get(i);
    if (v) addresses.push([tenantId, customerIds[i], 2, v.street, v.zip, v.city, 'Norge', v.lat, v.lng]);
  });
  await insertRows(client, getTableName(customerAddresses), ADDRESS_COLUMNS, addresses);

  // Products: numbers P-10001.., an EAN on the bought goods, prices with their gross margin.
  const productRows: Row[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const [kind, type, base] = pick(PRODUCT_KINDS);
    const sale = Math.round(base * (0.6 + faker.number.float() * 1.2));
    const cost = Math.round(sale * (0.45 + faker.number.float() * 0.35) * 100) / 100;
    productRows.push([
      tenantId,
      `P-${10_001 + i}`,
      type === 'work' ? `${kind} ${pick(['dagtid', 'kveld', 'helg'])}` : `${kind} ${pick(PRODUCT_BRANDS)}`,
      type,
      lookups.groups.length ? pick(lookups.groups) : null,
      lookups.taxes.length ? pick(lookups.taxes) : null,
      type === 'product'
        ? ean13(`70${String(tenantId % 100).padStart(2, '0')}${String(i).padStart(8, '0')}`)
        : null,
      cost.toFixed(2),
      sale.toFixed(2),
      (((sale - cost) / sale) * 100).toFixed(2),
      type === 'product' && chance(0.4),
    ]);
  }
  const productIds = await insertRows(
    client,
    getTableName(products),
    [
      ['tenant_id', 'int8'],
      ['number', 'text'],
      ['name', 'text'],
      ['producttype', 'text'],
      ['productgroup_id', 'int8'],
      ['producttax_id', 'int8'],
      ['ean', 'text'],
      ['costprice', 'numeric'],
      ['saleprice', 'numeric'],
      ['grossmargin', 'numeric'],
      ['isstockitem', 'bool'],
    ],
    productRows,
    'id',
  );
  // spec 02 §5: a product has at least one unit and one supplier unit: one unit that is both.
  if (lookups.units.length) {
    await insertRows(
      client,
      getTableName(productUnitLinks),
      [
        ['tenant_id', 'int8'],
        ['product_id', 'int8'],
        ['unit_id', 'int8'],
        ['issalesunit', 'bool'],
        ['issupplierunit', 'bool'],
      ],
      productIds.map((r) => [tenantId, Number(r.id), lookups.units[0], true, true]),
    );
  }

  // Equipment on random customers: unique barcodes, serial numbers, service dates.
  const equipmentRows: Row[] = [];
  const now = new Date();
  for (let i = 0; i < EQUIPMENT; i++) {
    const [kind, makers] = pick(EQUIPMENT_KINDS);
    const maker = pick(makers);
    const c = Math.floor(faker.number.float() * CUSTOMERS);
    const installed = dateBetween(new Date(now.getTime() - 12 * 365 * 86_400_000), now);
    const visits = pick([1, 1, 2, 4]);
    const last = dateBetween(new Date(now.getTime() - 365 * 86_400_000), now);
    equipmentRows.push([
      tenantId,
      `${kind} ${maker}`,
      `U-${100_001 + i}`,
      `70${String(tenantId).padStart(4, '0')}${String(i).padStart(7, '0')}`,
      `${slug(maker).slice(0, 3).toUpperCase()}${digits(9)}`,
      customerIds[c],
      places[c]!.street,
      lookups.types.length ? pick(lookups.types) : null,
      lookups.makers.length ? pick(lookups.makers) : null,
      lookups.models.length && chance(0.5) ? pick(lookups.models) : null,
      isoDate(installed),
      isoDate(new Date(installed.getTime() + 5 * 365 * 86_400_000)),
      installed.getUTCFullYear(),
      visits,
      isoDate(last),
      isoDate(new Date(last.getTime() + (365 / visits) * 86_400_000)),
      12 / visits,
    ]);
  }
  await insertRows(
    client,
    getTableName(equipments),
    [
      ['tenant_id', 'int8'],
      ['name', 'text'],
      ['number', 'text'],
      ['barcode', 'text'],
      ['serialnumber', 'text'],
      ['customer_id', 'int8'],
      ['address', 'text'],
      ['type_id', 'int8'],
      ['fabricate_id', 'int8'],
      ['model_id', 'int8'],
      ['installdate', 'date'],
      ['warrantyuntil', 'date'],
      ['yearmodel', 'int4'],
      ['visitsperyear', 'int4'],
      ['lastvisit', 'date'],
      ['nextvisit', 'date'],
      ['serviceinterval', 'int4'],
    ],
    equipmentRows,
  );
}

// ---------------------------------------------------------------------------------------------------------
async function lookupIds(client: pg.ClientBase, tenantId: number): Promise<Lookups> {
  const ids = async (table: unknown) => {
    const res = await client.query(
      `select id from "${getTableName(table as never)}" where tenant_id = $1 order by id`,
      [tenantId],
    );
    return res.rows.map((r) => Number(r.id));
  };
  return {
    priorities: await ids(customerpriorities),
    industries: await ids(customerindustries),
    groups: await ids(productgroups),
    taxes: await ids(producttaxes),
    units: await ids(productunits),
    types: await ids(equipmenttypes),
    makers: await ids(equipmentfabricates),
    models: await ids(equipmentmodels),
  };
}

async function tenantCounts(client: pg.ClientBase, tenantId: number) {
  const n = async (table: unknown) =>
    Number(
      (
        await client.query(
          `select count(*)::int as n from "${getTableName(table as never)}" where tenant_id = $1`,
          [tenantId],
        )
      ).rows[0].n,
    );
  return { customers: await n(customers), products: await n(products), equipment: await n(equipments) };
}

async function emptyTenant(client: pg.ClientBase, tenantId: number): Promise<void> {
  // Children first: equipment and contacts point at customers; addresses and unit links go with their owner.
  for (const table of [equipments, productUnitLinks, products, customerAddresses, customers]) {
    await client.query(`delete from "${getTableName(table)}" where tenant_id = $1`, [tenantId]);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Orders and their lines, generated inside PostgreSQL (one INSERT ... SELECT per 50 000 orders).
const ORDER_BATCH = 50_000;

/** The tenant's order statuses to spread orders over (the order status list's numbers, rental ones left out). */
async function orderStatuses(client: pg.ClientBase, tenantId: number): Promise<number[]> {
  const res = await client.query(
    `select status from orderstatuslists where tenant_id = $1 and isactive and status not in (6, 7) order by status`,
    [tenantId],
  );
  const list = res.rows.map((r) => Number(r.status));
  return list.length ? list : [1];
}

async function seedTenantOrders(
  client: pg.ClientBase,
  tenantId: number,
  adminId: number,
  technicianIds: number[],
): Promise<void> {
  await client.query(`delete from orders where tenant_id = $1`, [tenantId]);
  const statuses = await orderStatuses(client, tenantId);
  const people = [adminId, ...technicianIds];
  for (let from = 1; from <= ORDERS; from += ORDER_BATCH) {
    const to = Math.min(ORDERS, from + ORDER_BATCH - 1);
    // g picks everything from hashes of itself so a rerun makes the same orders: customer, status, dates, people.
    // The responsible: g % 20 in 0..4 the administrator (a quarter), 5..11 nobody (unassigned), else a technician.
    await client.query(
      `with c as (select array_agg(id order by id) as ids from customers where tenant_id = $1 and iscustomer),
            g as (select g, (hashint4(g) & 2147483647) as h, (hashint4(g + 7919) & 2147483647) as h2 from generate_series($2::int, $3::int) g)
       insert into orders (tenant_id, ordernumber, customer_id, status, responsible_id, description, orderdate,
                           startdate, enddate, pricingtype, budget, isactive, createdon, updatedon)
       select $1, 10000 + g.g, c.ids[1 + g.h % cardinality(c.ids)], ($4::int[])[1 + g.h2 % cardinality($4::int[])],
              case when g.g % 20 < 5 then $5::bigint when g.g % 20 < 12 then null
                   else ($6::bigint[])[1 + g.h % cardinality($6::bigint[])] end,
              (array['Service varmepumpe', 'Lekkasjekontroll kuldeanlegg', 'Montasje ventilasjon',
                     'Reparasjon kompressor', 'Årlig kontroll', 'Bytte av filter', 'Feilsøking styring'])[1 + g.h2 % 7]
                || ' ' || g.g,
              d.day, d.day, d.day + (g.h % 14),
              case when g.g % 5 = 0 then 'fixed' else 'hourly' end,
              case when g.g % 3 = 0 then ((g.h % 900) * 100 + 5000)::numeric(14,2) end,
              g.g % 50 <> 0, d.day::timestamptz, d.day::timestamptz
         from g cross join c
         cross join lateral (select (current_date - (g.h % 1825))::date as day) d`,
      [tenantId, from, to, statuses, adminId, people.slice(1).length ? people.slice(1) : [adminId]],
    );
  }
  // A tenth of the orders the administrator is not responsible for name them as a participant (type 1 "my orders").
  await client.query(
    `insert into order_participants (tenant_id, order_id, user_id)
     select tenant_id, id, $2 from orders
      where tenant_id = $1 and ordernumber % 10 = 7 and responsible_id is distinct from $2`,
    [tenantId, adminId],
  );
  // 1 to 3 lines an order from the tenant's products: quantity, price and cost from the product, net = lineNet.
  await client.query(
    `with p as (select array_agg(id order by id) as ids from products where tenant_id = $1)
     insert into orderlines (tenant_id, order_id, product_id, position, productnumber, name, quantity, unit,
                             unitprice, discount, tax, costprice, net)
     select o.tenant_id, o.id, pr.id, k, pr.number, pr.name, q.quantity, 'stk', pr.saleprice, q.discount, 25,
            pr.costprice, round(q.quantity * pr.saleprice * (1 - q.discount / 100), 2)
       from orders o cross join p
       cross join lateral generate_series(1, 1 + (hashint8(o.id) & 2147483647) % 3) k
       cross join lateral (select (((hashint8(o.id * 3 + k) & 2147483647) % 8) + 1)::numeric as quantity,
                                  (case when o.id % 4 = 0 then 10 else 0 end)::numeric as discount,
                                  p.ids[1 + (hashint8(o.id + k) & 2147483647) % cardinality(p.ids)] as product_id) q
       join products pr on pr.tenant_id = o.tenant_id and pr.id = q.product_id
      where o.tenant_id = $1`,
    [tenantId],
  );
}

/** The tenant's three technicians (bench<i>t1..t3), members with role 3, made once; their ids. */
async function benchTechnicians(
  db: Parameters<typeof withPlatform>[0],
  tenantId: number,
  i: number,
  hash: string,
) {
  return withPlatform(db, async (tx) => {
    const ids: number[] = [];
    for (let k = 1; k <= 3; k++) {
      const username = `bench${i}t${k}`;
      let [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
      if (!user) {
        [user] = await tx
          .insert(users)
          .values({
            username,
            email: `${username}@bench.servicesuite.no`,
            name: `Tekniker ${k} Benk ${i}`,
            passwordHash: hash,
          })
          .returning({ id: users.id });
      }
      const [member] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, user!.id)));
      if (!member) {
        await tx.insert(memberships).values({ tenantId, userId: user!.id, roleId: 3, initial: `T${k}` });
      }
      ids.push(user!.id);
    }
    return ids;
  });
}

/**
 * The hours tenant: its administrator, HOUR_EMPLOYEES employees and HOUR_DAYS days of their hours. Idempotent: left
 * alone when it holds the wanted number of entries. Answers whether it seeded.
 */
async function seedHoursTenant(
  db: Parameters<typeof withPlatform>[0],
  client: pg.ClientBase,
  passwordHash: string,
): Promise<boolean> {
  const t0 = performance.now();
  const domain = 'benchhours';
  let [tenant] = await withPlatform(db, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, domain)),
  );
  const tenantId = tenant?.id ?? (await createTenant(db, { domain, name: 'Benk Timer Service AS' }));
  tenant = { id: tenantId };
  const people = [
    { username: 'benchhours', name: 'Hanne Timeadmin', roleId: 1, isadmin: true, initial: 'HT' },
    ...Array.from({ length: HOUR_EMPLOYEES }, (_, k) => ({
      username: `benchh${String(k + 1).padStart(3, '0')}`,
      name: `Ansatt ${String(k + 1).padStart(3, '0')} Timer`,
      roleId: 3,
      isadmin: false,
      initial: `H${k + 1}`,
    })),
  ];
  const ids = await withPlatform(db, async (tx) => {
    const out: number[] = [];
    for (const p of people) {
      let [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, p.username));
      if (!user) {
        [user] = await tx
          .insert(users)
          .values({
            username: p.username,
            email: `${p.username}@bench.servicesuite.no`,
            name: p.name,
            passwordHash,
          })
          .returning({ id: users.id });
      }
      const [member] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, user!.id)));
      if (!member) {
        await tx
          .insert(memberships)
          .values({ tenantId, userId: user!.id, roleId: p.roleId, isadmin: p.isadmin, initial: p.initial });
      }
      out.push(user!.id);
    }
    return out;
  });
  const employees = ids.slice(1);
  const weekdays = Number(
    (
      await client.query(
        `select count(*)::int as n from generate_series(current_date - ($1::int - 1), current_date, '1 day') d
          where extract(isodow from d) < 6`,
        [HOUR_DAYS],
      )
    ).rows[0].n,
  );
  const want = weekdays * employees.length * 3;
  const have = Number(
    (await client.query(`select count(*)::int as n from hours where tenant_id = $1`, [tenantId])).rows[0].n,
  );
  if (have === want) {
    console.log(`seed:large: ${domain} already has its ${want} hours`);
    return false;
  }
  const types = (
    await client.query(
      `select id, name from worktypes where tenant_id = $1 and name in ('Normaltid', 'Reise')`,
      [tenantId],
    )
  ).rows as { id: string; name: string }[];
  const normal = types.find((t) => t.name === 'Normaltid')!.id;
  const travel = types.find((t) => t.name === 'Reise')!.id;
  await client.query('begin');
  try {
    await client.query(`delete from hours where tenant_id = $1`, [tenantId]);
    // State: before this month approved (every fiftieth not approved), this month before this week delivered,
    // this week open.
    await client.query(
      `with d as (select d::date as day from generate_series(current_date - ($2::int - 1), current_date, '1 day') d
                   where extract(isodow from d) < 6),
            e as (select unnest($3::bigint[]) as user_id),
            k as (select * from (values (1, '07:00', '11:00', 4.00, $4::bigint), (2, '11:30', '15:00', 3.50, $4::bigint),
                                        (3, null, null, 1.00, $5::bigint)) v(k, s, t, amount, worktype))
       insert into hours (tenant_id, user_id, date, starttime, endtime, amount, worktype_id, state, deliveredon,
                          approvedon, createdon, updatedon)
       select $1, e.user_id, d.day, k.s, k.t, k.amount, k.worktype, st.state,
              case when st.state > 0 then d.day::timestamptz + interval '15 hours' end,
              case when st.state = 2 then d.day::timestamptz + interval '16 hours' end,
              d.day::timestamptz, d.day::timestamptz
         from d cross join e cross join k
         cross join lateral (select case
           when d.day >= date_trunc('week', current_date)::date then 0
           when d.day >= date_trunc('month', current_date)::date then 1
           when (hashint8(e.user_id * 1000 + (d.day - date '2000-01-01')) & 2147483647) % 50 = 0 then 3
           else 2 end as state) st`,
      [tenantId, HOUR_DAYS, employees, normal, travel],
    );
    await client.query('commit');
  } catch (e) {
    await client.query('rollback');
    throw e;
  }
  console.log(
    `seed:large: ${domain} (user benchhours): ${employees.length} employees, ${want} hours in ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return true;
}

async function main() {
  const started = performance.now();
  await ensureDatabase(url);
  const database = await openPostgres(url, 2);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrateDatabase(database);
    const db = database.db;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    let seeded = 0;
    let ordersSeeded = 0;
    for (let i = 1; i <= TENANTS; i++) {
      const t0 = performance.now();
      const domain = `bench${String(i).padStart(2, '0')}`;
      const username = `bench${i}`;
      // Same data on every run: faker seeded by the tenant's number.
      faker.seed(4200 + i);
      const pools = makePools();

      let [tenant] = await withPlatform(db, (tx) =>
        tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, domain)),
      );
      const tenantId =
        tenant?.id ??
        (await createTenant(db, {
          domain,
          name: `Benk ${String(i).padStart(2, '0')} ${pick(pools.last)} Service AS`,
        }));
      tenant = { id: tenantId };

      // The tenant's administrator (platform code path: users and memberships as the owner role).
      await withPlatform(db, async (tx) => {
        let [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
        if (!user) {
          [user] = await tx
            .insert(users)
            .values({
              username,
              email: `${username}@bench.servicesuite.no`,
              name: `${pick(pools.first)} ${pick(pools.last)}`,
              passwordHash,
            })
            .returning({ id: users.id });
        }
        const [member] = await tx
          .select({ id: memberships.id })
          .from(memberships)
          .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, user!.id)));
        if (!member) {
          await tx
            .insert(memberships)
            .values({ tenantId, userId: user!.id, roleId: 1, isadmin: true, initial: 'BA' });
        }
      });

      const have = await tenantCounts(client, tenantId);
      if (have.customers === CUSTOMERS && have.products === PRODUCTS && have.equipment === EQUIPMENT) {
        console.log(`seed:large: ${domain} already has its rows`);
      } else {
        await client.query('begin');
        try {
          // The orders point at customers and products: they go first and are refilled below.
          await client.query(`delete from orders where tenant_id = $1`, [tenantId]);
          await emptyTenant(client, tenantId);
          await seedTenantRows(client, tenantId, pools, await lookupIds(client, tenantId));
          await client.query('commit');
        } catch (e) {
          await client.query('rollback');
          throw e;
        }
        seeded++;
        console.log(
          `seed:large: ${domain} (user ${username}): ${CUSTOMERS} customers, ${PRODUCTS} products, ` +
            `${EQUIPMENT} equipment in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
        );
      }

      const haveOrders = Number(
        (await client.query(`select count(*)::int as n from orders where tenant_id = $1`, [tenantId])).rows[0]
          .n,
      );
      if (haveOrders === ORDERS) {
        console.log(`seed:large: ${domain} already has its ${ORDERS} orders`);
        continue;
      }
      const o0 = performance.now();
      const [admin] = await withPlatform(db, (tx) =>
        tx.select({ id: users.id }).from(users).where(eq(users.username, username)),
      );
      const technicians = await benchTechnicians(db, tenantId, i, passwordHash);
      await client.query('begin');
      try {
        await seedTenantOrders(client, tenantId, admin!.id, technicians);
        await client.query('commit');
      } catch (e) {
        await client.query('rollback');
        throw e;
      }
      ordersSeeded++;
      console.log(
        `seed:large: ${domain}: ${ORDERS} orders with lines in ${((performance.now() - o0) / 1000).toFixed(1)} s`,
      );
    }
    const hoursSeeded = await seedHoursTenant(db, client, passwordHash);
    if (hoursSeeded) await client.query(`vacuum (analyze) "${getTableName(hours)}"`);
    if (seeded + ordersSeeded > 0) {
      // Statistics for the planner and the visibility map for index-only scans (the capped count).
      const t0 = performance.now();
      for (const table of [
        customers,
        customerAddresses,
        products,
        productUnitLinks,
        equipments,
        orders,
        orderlines,
        orderParticipants,
      ]) {
        await client.query(`vacuum (analyze) "${getTableName(table)}"`);
      }
      console.log(`seed:large: vacuum analyze in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    console.log(
      `seed:large: done in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(${seeded} tenant(s) seeded, ${TENANTS - seeded} already there; orders of ${ordersSeeded} seeded) on ${new URL(url).pathname.slice(1)}`,
    );
  } finally {
    await client.end();
    await database.close();
  }
}

await main();
