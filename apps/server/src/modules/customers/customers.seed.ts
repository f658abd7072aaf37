import { and, eq } from 'drizzle-orm';
import { CITY_ADDRESS_PRIORITY } from '@suite/shared/customers/customer-constants';
import { ORGANISATION_NUMBER_WEIGHTS } from '@suite/shared/validation/organisation-number';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { customerindustries, customerpriorities, customershipments } from '../settings/settings.table';
import { contacts, customerAddresses, customers } from './customers.table';

/** The MOD11 check digit appended to 8 digits, or null when those 8 digits have none (never issued). */
function withCheckDigit(first8: string): string | null {
  const sum = ORGANISATION_NUMBER_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first8[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? null : `${first8}${check}`;
}

/** Valid organisation numbers from a seed, one per call. */
function orgNumbers(seed: number): () => string {
  let n = seed;
  return () => {
    for (;;) {
      const candidate = withCheckDigit(String(n++));
      if (candidate) return candidate;
    }
  };
}

type Place = { street: string; zip: string; city: string; lat: number; lng: number };
type SeedCustomer = {
  name: string;
  place: Place;
  contact?: [first: string, last: string, job: string];
  private?: boolean;
  supplier?: boolean;
  favourite?: boolean;
  terms?: number;
  discounts?: [hours: number, supplies: number, filters: number, belts: number];
  project?: Place;
  inactive?: boolean;
};

const p = (street: string, zip: string, city: string, lat: number, lng: number): Place => ({
  street,
  zip,
  city,
  lat,
  lng,
});

const DEMO: SeedCustomer[] = [
  {
    name: 'Kulde & Varme Grossisten AS',
    place: p('Brobekkveien 80', '0582', 'Oslo', 59.9297, 10.8192),
    supplier: true,
    contact: ['Trond', 'Bakke', 'Salgssjef'],
    terms: 30,
  },
  {
    name: 'Nordisk Ventilasjonsutstyr AS',
    place: p('Ringeriksveien 195', '1339', 'Vøyenenga', 59.9263, 10.4804),
    supplier: true,
    contact: ['Linda', 'Strand', 'Kundeansvarlig'],
    terms: 30,
  },
  {
    name: 'Fjellheim Eiendom AS',
    place: p('Karl Johans gate 12', '0154', 'Oslo', 59.9127, 10.7461),
    contact: ['Kristian', 'Fjellheim', 'Eiendomssjef'],
    favourite: true,
    terms: 30,
    discounts: [10, 5, 15, 10],
    project: p('Grünerløkka Park, Thorvald Meyers gate 40', '0552', 'Oslo', 59.9225, 10.759),
  },
  {
    name: 'Bergen Sentrum Kjøpesenter AS',
    place: p('Strandkaien 2', '5013', 'Bergen', 60.396, 5.3221),
    contact: ['Marte', 'Solheim', 'Driftsleder'],
    terms: 30,
    discounts: [5, 5, 10, 5],
  },
  {
    name: 'Trondheim Kommune, Eiendomsavdelingen',
    place: p('Erling Skakkes gate 14', '7013', 'Trondheim', 63.4305, 10.3951),
    contact: ['Håkon', 'Lie', 'Innkjøper'],
    terms: 30,
  },
  {
    name: 'Stavanger Hotell Drift AS',
    place: p('Løkkeveien 26', '4008', 'Stavanger', 58.97, 5.7331),
    contact: ['Ingrid', 'Eide', 'Teknisk sjef'],
    terms: 14,
    discounts: [0, 10, 10, 0],
  },
  {
    name: 'Kristiansand Dyrepark Drift AS',
    place: p('Kardemomme by', '4609', 'Kardemomme By', 58.1851, 8.1475),
    contact: ['Eirik', 'Tveit', 'Vedlikeholdsleder'],
    terms: 20,
  },
  {
    name: 'Tromsø Fiskeindustri AS',
    place: p('Stakkevollvegen 65', '9010', 'Tromsø', 69.6635, 18.9784),
    contact: ['Siv', 'Pedersen', 'Produksjonssjef'],
    terms: 30,
    discounts: [5, 8, 10, 10],
  },
  {
    name: 'Drammen Storsenter AS',
    place: p('Bragernes torg 13', '3017', 'Drammen', 59.7441, 10.2045),
    contact: ['Ole', 'Martinsen', 'Senterleder'],
    terms: 30,
  },
  {
    name: 'Fredrikstad Bryggeri AS',
    place: p('Nygaardsgata 15', '1606', 'Fredrikstad', 59.2181, 10.9298),
    contact: ['Camilla', 'Holm', 'Driftsingeniør'],
    terms: 15,
  },
  {
    name: 'Bodø Havn KF',
    place: p('Sjøgata 1', '8006', 'Bodø', 67.283, 14.3833),
    contact: ['Roar', 'Johansen', 'Havnesjef'],
    terms: 30,
  },
  {
    name: 'Ålesund Sjømat AS',
    place: p('Keiser Wilhelms gate 23', '6003', 'Ålesund', 62.4723, 6.1549),
    contact: ['Kari', 'Vik', 'Kvalitetsleder'],
    terms: 10,
  },
  {
    name: 'Lillehammer Skisenter AS',
    place: p('Storgata 85', '2615', 'Lillehammer', 61.1153, 10.4662),
    contact: ['Jon', 'Bråten', 'Teknisk ansvarlig'],
    terms: 30,
  },
  {
    name: 'Hamar Sykehusapotek',
    place: p('Skolegata 32', '2318', 'Hamar', 60.7945, 11.068),
    contact: ['Anne', 'Lund', 'Avdelingsleder'],
    terms: 30,
  },
  {
    name: 'Moss Logistikksenter AS',
    place: p('Rådhusgata 3', '1531', 'Moss', 59.434, 10.6577),
    contact: ['Petter', 'Nilsen', 'Lagersjef'],
    terms: 15,
    discounts: [0, 5, 0, 5],
  },
  {
    name: 'Sandnes Næringsbygg AS',
    place: p('Langgata 45', '4306', 'Sandnes', 58.8524, 5.7352),
    contact: ['Hilde', 'Sæther', 'Forvalter'],
    terms: 30,
  },
  {
    name: 'Haugesund Rederi AS',
    place: p('Smedasundet 97', '5528', 'Haugesund', 59.4136, 5.268),
    contact: ['Lars', 'Knutsen', 'Innkjøpssjef'],
    terms: 30,
  },
  {
    name: 'Gjøvik Betong AS',
    place: p('Jernbanegata 5', '2821', 'Gjøvik', 60.7957, 10.6916),
    contact: ['Mona', 'Berg', 'Daglig leder'],
    terms: 14,
  },
  {
    name: 'Molde Kulturhus KF',
    place: p('Torget 4', '6413', 'Molde', 62.7372, 7.1607),
    contact: ['Arne', 'Myklebust', 'Driftssjef'],
    terms: 30,
  },
  {
    name: 'Arendal Båtservice AS',
    place: p('Langbryggen 10', '4841', 'Arendal', 58.4617, 8.772),
    contact: ['Tone', 'Aasen', 'Verkstedleder'],
    terms: 20,
    inactive: true,
  },
  {
    name: 'Tønsberg Matsenter AS',
    place: p('Nedre Langgate 30', '3126', 'Tønsberg', 59.2676, 10.4076),
    contact: ['Geir', 'Hansen', 'Butikksjef'],
    terms: 15,
  },
  {
    name: 'Larvik Kjølelager AS',
    place: p('Storgata 40', '3256', 'Larvik', 59.0533, 10.0352),
    contact: ['Nina', 'Olsen', 'Lagerleder'],
    terms: 30,
    discounts: [5, 10, 10, 10],
  },
  {
    name: 'Harstad Bygg og Anlegg AS',
    place: p('Strandgata 9', '9405', 'Harstad', 68.7983, 16.5417),
    contact: ['Tor', 'Karlsen', 'Prosjektleder'],
    terms: 30,
  },
  {
    name: 'Skien Fritidspark AS',
    place: p('Hesselbergs gate 2', '3717', 'Skien', 59.2096, 9.609),
    terms: 20,
  },
  {
    name: 'Kongsberg Teknologipark AS',
    place: p('Kirkegårdsveien 45', '3616', 'Kongsberg', 59.666, 9.648),
    contact: ['Sofie', 'Aune', 'Facility manager'],
    terms: 30,
    favourite: true,
  },
  {
    name: 'Ola Nordmann',
    place: p('Bjørnstjerne Bjørnsons gate 7', '3044', 'Drammen', 59.739, 10.1978),
    private: true,
    terms: 14,
  },
  {
    name: 'Kari Hansen',
    place: p('Solbakken 4', '1415', 'Oppegård', 59.7866, 10.8022),
    private: true,
    terms: 10,
  },
  {
    name: 'Per Olav Hagen',
    place: p('Granveien 12', '7049', 'Trondheim', 63.408, 10.43),
    private: true,
    terms: 10,
  },
  {
    name: 'Ingrid og Bjørn Dahl',
    place: p('Fjordveien 88', '1363', 'Høvik', 59.895, 10.563),
    private: true,
    terms: 14,
  },
  {
    name: 'Sunniva Berge',
    place: p('Nygårdsgaten 51', '5015', 'Bergen', 60.387, 5.331),
    private: true,
    terms: 10,
  },
];

const FJORD: SeedCustomer[] = [
  {
    name: 'Sognefjord Eventbyrå AS',
    place: p('Kaupangsvegen 3', '6854', 'Kaupanger', 61.1906, 7.2316),
    contact: ['Vegard', 'Sandvik', 'Prosjektleder'],
    terms: 14,
  },
  {
    name: 'Flåm Utleie og Opplevelser AS',
    place: p('Flåmsvegen 1', '5742', 'Flåm', 60.8627, 7.1134),
    contact: ['Elin', 'Brekke', 'Daglig leder'],
    terms: 10,
  },
  { name: 'Voss Byggservice AS', place: p('Uttrågata 19', '5700', 'Voss', 60.6283, 6.4146), terms: 30 },
  {
    name: 'Leverandør Maskinutleie Vest AS',
    place: p('Kokstaddalen 4', '5257', 'Kokstad', 60.293, 5.264),
    supplier: true,
    terms: 30,
  },
];

/** 'Bjørn' -> 'bjorn': e-mail addresses of the demo data. */
const ascii = (text: string) =>
  text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/&/g, 'og')
    .replace(/[^a-z0-9]+/g, '');

const emailOf = (name: string) => `post@${ascii(name.replace(/,.*$/, '').replace(/\b(AS|KF)\b/g, ''))}.no`;

/** n as exactly len digits (demo phone numbers). */
const digits = (n: number, len: number) => String(Math.abs(n) % 10 ** len).padStart(len, '0');

async function seedTenant(
  db: Db,
  tenantId: number,
  list: SeedCustomer[],
  firstNumber: number,
  orgSeed: number,
) {
  const nextOrg = orgNumbers(orgSeed);
  await withTenant(db, tenantId, async (tx) => {
    // The tenant's own lookup lists (seeded with the tenant): customers get a priority, shipment and industry.
    const ids = async (table: typeof customerpriorities) =>
      (await tx.select({ id: table.id! }).from(table).where(eq(table.tenantId!, tenantId))).map((r) =>
        Number(r.id),
      );
    const priorities = await ids(customerpriorities);
    const shipments = await ids(customershipments);
    const industries = await ids(customerindustries);
    const pick = (list: number[], i: number) => (list.length ? list[i % list.length]! : null);
    const suppliers: number[] = [];
    for (const [i, c] of list.entries()) {
      const phone = `${['22', '55', '73', '51', '38'][i % 5]} ${digits(10 + i, 2)} ${digits(20 + i * 3, 2)} ${digits(30 + i * 7, 2)}`;
      const [row] = await tx
        .insert(customers)
        .values({
          tenantId,
          name: c.name,
          customernumber: firstNumber + i,
          organizationnumber: c.private ? null : nextOrg(),
          customertype: c.private ? 'private' : 'customer',
          isprivatecustomer: Boolean(c.private),
          iscustomer: !c.supplier,
          issupplier: Boolean(c.supplier),
          isenterprise: !c.private && i % 4 === 2,
          isfavourite: Boolean(c.favourite),
          customerstate: c.supplier ? 3 : i % 6 === 5 ? 2 : 1,
          saletype: c.private ? 'cash' : 'credit',
          email: c.private ? null : emailOf(c.name),
          phone,
          mobile: c.private
            ? `+47 9${digits(i * 7, 2)} ${digits(40 + i * 37, 2)} ${digits(i * 53, 3)}`
            : null,
          vatid: null,
          paymentterms: c.terms ?? 30,
          priorityid: c.private ? null : pick(priorities, i),
          shipmentid: pick(shipments, i + 1),
          industryid: c.private ? null : pick(industries, i),
          mainsupplierid:
            !c.supplier && !c.private && suppliers.length ? suppliers[i % suppliers.length]! : null,
          discounthours: c.discounts ? String(c.discounts[0]) : null,
          discountsupplies: c.discounts ? String(c.discounts[1]) : null,
          discountfilters: c.discounts ? String(c.discounts[2]) : null,
          discountbelts: c.discounts ? String(c.discounts[3]) : null,
          notes: c.private ? null : 'Servicebesøk avtales med kontaktperson minst to dager før.',
          isactive: !c.inactive,
        })
        .returning({ id: customers.id });
      const id = row!.id;
      if (c.supplier) suppliers.push(id);
      const addresses = [
        { addresstype: 2, place: c.place },
        ...(c.private ? [] : [{ addresstype: 1, place: { ...c.place, street: `Postboks ${100 + i * 13}` } }]),
        ...(c.project ? [{ addresstype: 3, place: c.project }] : []),
        ...(i % 5 === 0 && !c.private ? [{ addresstype: 5, place: c.place }] : []),
      ];
      await tx.insert(customerAddresses).values(
        addresses.map((a) => ({
          tenantId,
          customerid: id,
          addresstype: a.addresstype,
          street: a.place.street,
          zip: a.place.zip,
          city: a.place.city,
          country: 'Norge',
          latitude: a.addresstype === 1 ? null : String(a.place.lat),
          longitude: a.addresstype === 1 ? null : String(a.place.lng),
        })),
      );
      const city = CITY_ADDRESS_PRIORITY.map((type) => addresses.find((a) => a.addresstype === type)).find(
        Boolean,
      );
      await tx
        .update(customers)
        .set({ city: city?.place.city ?? null })
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
      if (c.contact) {
        const [first, last, job] = c.contact;
        const domain = emailOf(c.name).split('@')[1];
        await tx.insert(contacts).values({
          tenantId,
          customerid: id,
          firstname: first,
          lastname: last,
          jobtitle: job,
          email: `${ascii(first)}.${ascii(last)}@${domain}`,
          mobile: `+47 4${digits(10 + i, 2)} ${digits(10 + i * 17, 2)} ${digits(200 + i * 31, 3)}`,
          telephone: phone,
        });
      }
    }
  });
}

/** ~30 Norwegian demo customers with addresses and contacts in 'demo', a few in 'fjord' (README demo data). */
export async function seedCustomers(db: Db, demoTenantId: number, fjordTenantId: number): Promise<void> {
  await seedTenant(db, demoTenantId, DEMO, 10001, 91350000);
  await seedTenant(db, fjordTenantId, FJORD, 20001, 92870000);
}
