import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { customers } from '../customers/customers.table';
import { buildings } from './buildings.table';

type Seed = [
  name: string,
  address: string,
  zip: string,
  city: string,
  lat: number,
  lon: number,
  knr: string,
  gnr: number,
  bnr: number,
  year: number,
  area: number,
];

// Real street addresses and positions; cadastral numbers are made up but have the real shape.
const BUILDINGS: Seed[] = [
  [
    'Strandkaien Næringsbygg',
    'Strandkaien 12',
    '5013',
    'Bergen',
    60.3951,
    5.3241,
    '4601',
    165,
    230,
    1962,
    3400,
  ],
  ['Storgata 1 Kontorbygg', 'Storgata 1', '0155', 'Oslo', 59.9127, 10.7525, '0301', 208, 95, 1914, 5200],
  ['Kjøpmannsgården', 'Kjøpmannsgata 20', '7013', 'Trondheim', 63.433, 10.4, '5001', 400, 12, 1888, 1200],
  ['Havnegata Senter', 'Havnegata 3', '8006', 'Bodø', 67.284, 14.376, '1804', 138, 2005, 1998, 8600],
  ['Kanalbrygga Lager', 'Kanalveien 2', '3126', 'Tønsberg', 59.268, 10.407, '3905', 1001, 301, 2008, 6400],
  [
    'Dronningens gate 10',
    'Dronningens gate 10',
    '4610',
    'Kristiansand',
    58.146,
    7.996,
    '4204',
    151,
    1100,
    1930,
    900,
  ],
  ['Polarsenteret', 'Storgata 88', '9008', 'Tromsø', 69.649, 18.956, '5501', 200, 1500, 1975, 2800],
  ['Jugendgården', 'Kongens gate 14', '6002', 'Ålesund', 62.472, 6.15, '1508', 16, 400, 1907, 1500],
  ['Slottsgården', 'Øvre Slottsgate 5', '0157', 'Oslo', 59.9105, 10.742, '0301', 207, 245, 1899, 2100],
  ['Hamar Torg', 'Torget 1', '2317', 'Hamar', 60.7945, 11.068, '3403', 3, 512, 1985, 4300],
  ['Sjøgata Fryselager', 'Sjøgata 21', '8514', 'Narvik', 68.4385, 17.4272, '1806', 40, 118, 1972, 3600],
  ['Nygård Skole', 'Nygårdsgaten 114', '5008', 'Bergen', 60.3854, 5.3325, '4601', 164, 544, 1912, 5600],
  [
    'Industriveien Verksted',
    'Industriveien 7',
    '2020',
    'Skedsmokorset',
    60.0015,
    11.0351,
    '3030',
    24,
    77,
    1990,
    2400,
  ],
  ['Lilletorget Bolig', 'Lilletorget 1', '0184', 'Oslo', 59.9152, 10.7568, '0301', 209, 310, 2016, 7800],
  ['Strandgata Borettslag', 'Strandgata 17', '2317', 'Hamar', 60.7929, 11.0745, '3403', 3, 620, 1968, 3100],
];

/** Demo buildings of a tenant, spread over its customers when it has any (round robin). */
export async function seedBuildings(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const owners = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.isactive, true))
      .orderBy(asc(customers.id))
      .limit(BUILDINGS.length);
    await tx.insert(buildings).values(
      BUILDINGS.map(([name, address, zip, city, lat, lon, knr, gnr, bnr, year, area], i) => ({
        tenantId,
        name,
        customerid: owners.length ? owners[i % owners.length]!.id : null,
        address,
        zip,
        city,
        latitude: String(lat),
        longitude: String(lon),
        buildingnumber: 80_000_000 + i * 7_919,
        municipalitynumber: knr,
        gardsnummer: gnr,
        bruksnummer: bnr,
        festenummer: 0,
        // Flats of the housing co-operatives are sections of the property.
        seksjonsnummer: name.includes('Borettslag') || name.includes('Bolig') ? 1 : 0,
        yearbuilt: year,
        area: String(area),
        hourdiscount: i % 4 === 0 ? '10.00' : null,
        materialdiscount: i % 4 === 0 ? '5.00' : null,
        notes: i === 0 ? 'Nøkkel hentes i resepsjonen. Teknisk rom i kjelleren.' : null,
      })),
    );
  });
}
