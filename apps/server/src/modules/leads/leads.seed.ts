import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { withTenant } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import { memberships } from '../../platform/users/users.table';
import { leadoutcome, leadsecondarystatus, leadstatus } from '../settings/settings.table';
import { leads } from './leads.table';

/** An ISO date `days` from today. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Demo leads of a tenant: Norwegian companies at different stages (valid organisation numbers). */
export async function seedLeads(db: Db, tenantId: number): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const members = await tx
      .select({ id: users.id, username: users.username })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.tenantId, tenantId));
    const idOf = (username: string) => members.find((m) => m.username === username)?.id ?? null;
    const admin = idOf('admin');
    const office = idOf('office') ?? admin;
    // The tenant's default status lists (seeded with the tenant), by name.
    const byName = async (table: typeof leadstatus | typeof leadsecondarystatus | typeof leadoutcome) =>
      new Map(
        (
          await tx
            .select({ id: table.id!, name: table.name! })
            .from(table)
            .where(eq(table.tenantId!, tenantId))
        ).map((r) => [String(r.name), Number(r.id)]),
      );
    const status = await byName(leadstatus);
    const warmth = await byName(leadsecondarystatus);
    const outcome = await byName(leadoutcome);
    const lists = (s: string, w: string) => ({
      leadstatusid: status.get(s) ?? null,
      leadsecondarystatusid: warmth.get(w) ?? null,
    });
    await tx.insert(leads).values([
      {
        tenantId,
        name: 'Bergen Eiendomsdrift AS',
        ...lists('Befaring avtalt', 'Varm'),
        organizationnumber: '952601814',
        contactperson: 'Kari Johansen',
        email: 'kari.johansen@bergeneiendom.no',
        phone: '+47 912 34 567',
        address: 'Strandkaien 12',
        zip: '5013',
        city: 'Bergen',
        source: 'referral',
        responsible_id: admin,
        expectedvalue: '185000.00',
        expectedclosedate: inDays(30),
        notes: 'Ønsker serviceavtale for varmepumper i 12 leiligheter. Befaring avtalt neste uke.',
      },
      {
        tenantId,
        name: 'Fjellheim Hotell AS',
        ...lists('Tilbud sendt', 'Varm'),
        organizationnumber: '959083010',
        contactperson: 'Lars Haugen',
        email: 'lars@fjellheimhotell.no',
        phone: '+47 934 56 789',
        address: 'Storgata 45',
        zip: '2670',
        city: 'Otta',
        source: 'fair',
        responsible_id: office,
        expectedvalue: '420000.00',
        expectedclosedate: inDays(60),
        notes: 'Møtt på Elmessen. Nytt kjøleanlegg til kjøkkenet og ventilasjon i 40 rom.',
      },
      {
        tenantId,
        name: 'Trondheim Kjøleservice AS',
        ...lists('Kontaktet', 'Lunken'),
        organizationnumber: '966131861',
        contactperson: 'Ingrid Berg',
        email: 'ingrid.berg@tkjoleservice.no',
        phone: '+47 415 22 333',
        address: 'Kjøpmannsgata 20',
        zip: '7013',
        city: 'Trondheim',
        source: 'website',
        responsible_id: admin,
        expectedvalue: '96000.00',
        expectedclosedate: inDays(14),
      },
      {
        tenantId,
        name: 'Nordlys Barnehage SA',
        ...lists('Ny', 'Kald'),
        organizationnumber: '909139090',
        contactperson: 'Ola Nilsen',
        email: 'styrer@nordlysbarnehage.no',
        phone: '+47 755 12 345',
        address: 'Havnegata 3',
        zip: '8006',
        city: 'Bodø',
        source: 'phone',
        responsible_id: office,
        expectedvalue: '58000.00',
        expectedclosedate: inDays(45),
        notes: 'Årlig kontroll av brannslukkere og nødlys.',
      },
      {
        tenantId,
        name: 'Solberg Bakeri',
        ...lists('Forhandling', 'Varm'),
        contactperson: 'Per Solberg',
        email: 'per@solbergbakeri.no',
        phone: '+47 988 77 665',
        address: 'Solbergveien 8',
        zip: '1415',
        city: 'Oppegård',
        source: 'existingcustomer',
        responsible_id: admin,
        expectedvalue: '32000.00',
        expectedclosedate: inDays(7),
      },
      {
        tenantId,
        name: 'Vestfold Logistikk AS',
        ...lists('Tilbud sendt', 'Lunken'),
        organizationnumber: '996030822',
        contactperson: 'Anders Pedersen',
        email: 'anders.pedersen@vestfoldlogistikk.no',
        phone: '+47 404 55 666',
        address: 'Kanalveien 2',
        zip: '3126',
        city: 'Tønsberg',
        source: 'advertising',
        responsible_id: admin,
        expectedvalue: '750000.00',
        expectedclosedate: inDays(90),
        notes: 'Fryselager på 6 000 m². Tilbud på serviceavtale og overvåking.',
      },
      {
        tenantId,
        name: 'Sørlandet Catering AS',
        organizationnumber: '974382113',
        contactperson: 'Hilde Larsen',
        email: 'hilde@sorlandetcatering.no',
        phone: '+47 381 22 456',
        address: 'Vestre Strandgate 30',
        zip: '4611',
        city: 'Kristiansand',
        source: 'email',
        ...lists('Tilbud sendt', 'Kald'),
        leadoutcomeid: outcome.get('Tapt på pris') ?? null,
        responsible_id: office,
        expectedvalue: '64000.00',
        expectedclosedate: inDays(-20),
        notes: 'Valgte en billigere leverandør av kjølerom. Ta kontakt igjen neste høst.',
        isactive: false,
      },
    ]);
  });
}
