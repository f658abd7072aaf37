// The lists a new company starts with (issue 3 "Demo data": a new company starts with usable lists), in
// Norwegian, for a service, rental and equipment company. Keyed by API name; rows hold the definition's fields.
// Mail, SMS and document texts are in templates.defaults.ts.
// SAF-T VAT codes: 3 high rate out, 31 medium, 33 low, 5 zero-rated, 6 outside scope, 1 high rate in.

import { TEMPLATE_DEFAULTS } from './templates.defaults';

type Row = Record<string, unknown>;
const names = (...list: string[]): Row[] => list.map((name) => ({ name }));
const positioned = (...list: string[]): Row[] => list.map((name, i) => ({ name, position: (i + 1) * 10 }));
/** spec 01 §3 status list rows: [status, name, isinternal, userrolesaccess]; the first is the default. */
const statuses = (...list: [number, string, boolean?, number[]?][]): Row[] =>
  list.map(([status, name, isinternal = false, userrolesaccess = []], i) => ({
    status,
    name,
    isinternal,
    userrolesaccess,
    isdefault: i === 0,
  }));

/** Project statuses (issue 7 labels: draft, to be assigned, ongoing, invoiced, completed, controlled, paused);
 * invoiced and controlled are for the office, not technicians (spec 01 §4 role access). */
const PROJECT_STATUSES = statuses(
  [1, 'Kladd', true],
  [2, 'Til fordeling'],
  [3, 'Pågår'],
  [4, 'Fakturert', false, [1, 2]],
  [5, 'Ferdig'],
  [6, 'Kontrollert', true, [1, 2]],
  [7, 'Pause'],
);

/** Order statuses. Spec 01 §4: 6 and 7 are the rental statuses, hidden while the rental module is off, so an order
 * goes out on rent (6 Utleid) and comes back (7 Returnert) there; controlled and paused follow as 8 and 9
 * (docs/decisions.md "Order statuses 6 and 7 are rental"). */
const ORDER_STATUSES = statuses(
  [1, 'Kladd', true],
  [2, 'Til fordeling'],
  [3, 'Pågår'],
  [4, 'Fakturert', false, [1, 2]],
  [5, 'Ferdig'],
  [6, 'Utleid'],
  [7, 'Returnert'],
  [8, 'Kontrollert', true, [1, 2]],
  [9, 'Pause'],
);

export const DEFAULT_LISTS: Record<string, Row[]> = {
  ...TEMPLATE_DEFAULTS,
  productunits: [
    { name: 'stk', description: 'Stykk' },
    { name: 't', description: 'Time' },
    { name: 'm', description: 'Meter' },
    { name: 'm²', description: 'Kvadratmeter' },
    { name: 'kg', description: 'Kilogram' },
    { name: 'l', description: 'Liter' },
    { name: 'km', description: 'Kilometer' },
    { name: 'døgn', description: 'Døgn (utleie)' },
    { name: 'sett', description: 'Sett' },
    { name: 'pk', description: 'Pakke' },
  ],
  producttaxes: [
    { name: '25 % høy sats', percentage: 25, code: '3' },
    { name: '15 % middels sats (næringsmidler)', percentage: 15, code: '31' },
    { name: '12 % lav sats (persontransport, overnatting)', percentage: 12, code: '33' },
    { name: '0 % fritatt', percentage: 0, code: '5' },
  ],
  productcategories: names('Lagervare', 'Bestillingsvare', 'Tjeneste'),
  productgroups: [
    { number: 10, name: 'Varer' },
    { number: 20, name: 'Reservedeler' },
    { number: 30, name: 'Arbeid' },
    { number: 40, name: 'Reise' },
    { number: 50, name: 'Utleie' },
    { number: 60, name: 'Forsikring' },
  ],
  productearninggroups: [
    { name: 'Standard påslag', percentage: 30 },
    { name: 'Lavt påslag', percentage: 15 },
    { name: 'Høyt påslag', percentage: 50 },
  ],
  producttypes: [
    { name: 'Produkt', type: 'product' },
    { name: 'Arbeid', type: 'work' },
    { name: 'Gass', type: 'gas' },
    { name: 'Forsikring', type: 'insurance' },
  ],
  productworkflows: names('Standard montering', 'Service og vedlikehold'),
  discountgroups: [
    { name: 'Avtalekunde', percentage: 10 },
    { name: 'Storkunde', percentage: 15 },
  ],

  equipmentcategory: names(
    'Varmepumpe',
    'Kjølerom',
    'Fryserom',
    'Kjøledisk',
    'Kjølemaskin',
    'Fryseanlegg',
    'Ventilasjonsaggregat',
    'Løfteutstyr',
    'Truck',
    'Kompressor',
    'Avfukter',
    'Byggvarmer',
  ),
  equipmenttypes: names(
    'Varmepumpe luft/luft',
    'Varmepumpe luft/vann',
    'Varmepumpe væske/vann',
    'Kjølerom',
    'Fryserom',
    'Kjøledisk',
    'Kjølemaskin',
    'Fryseanlegg',
    'Ventilasjonsaggregat',
    'Løfteutstyr',
    'Truck',
    'Kompressor',
    'Avfukter',
    'Byggvarmer',
  ),
  // The part of an installation an equipment record is (a split heat pump is registered as indoor and outdoor unit).
  equipmentdetails: names('Innedel', 'Utedel', 'Kompressor', 'Fordamper', 'Kondensator', 'Styring'),
  equipmentstatuses: names('I drift', 'Ute av drift', 'Under reparasjon', 'Kassert'),
  equipmentownstatuslist: names('I drift', 'Til service', 'Utleid', 'Kassert'),
  // GWP values of the F-gas regulation (AR4), for CO₂ equivalents in the F-gas report.
  refrigerants: [
    { name: 'R32', gwp: 675 },
    { name: 'R134a', gwp: 1430 },
    { name: 'R290', gwp: 3, description: 'Propan' },
    { name: 'R404A', gwp: 3922 },
    { name: 'R407C', gwp: 1774 },
    { name: 'R410A', gwp: 2088 },
    { name: 'R448A', gwp: 1387 },
    { name: 'R449A', gwp: 1397 },
    { name: 'R452A', gwp: 2141 },
    { name: 'R717', gwp: 0, description: 'Ammoniakk' },
    { name: 'R744', gwp: 1, description: 'CO₂' },
    { name: 'R1234yf', gwp: 4 },
  ],
  machinecategories: names('Truck', 'Kran', 'Personløfter', 'Anleggsmaskin', 'Traktor'),
  equipmentareas: names('Innendørs', 'Utendørs', 'Tak', 'Teknisk rom'),
  equipmentdescriptiontemplates: [
    {
      name: 'Varmepumpe luft/luft',
      text: 'Luft/luft-varmepumpe med innedel og utedel. Filter rengjøres hver 3. måned, service anbefales årlig.',
    },
  ],
  internalequipmentcategory: names('Måleinstrument', 'Verktøy', 'Kjøretøy', 'Stige og stillas'),
  internalequipmenttypes: names('Lekkasjesøker', 'Vakuumpumpe', 'Manifold', 'Kuldemedievekt', 'Servicebil'),
  internalequipmentfabricate: names('Testo', 'Refco', 'Mastercool', 'Hilti', 'Wibe', 'Ford'),
  inspectiontypes: [
    { name: 'Periodisk kontroll F-gass', intervalmonths: 12 },
    { name: 'Sakkyndig kontroll løfteutstyr', intervalmonths: 12 },
    { name: 'Årlig service', intervalmonths: 12 },
  ],

  ordertypes: [
    { name: 'Service', isdefault: true },
    { name: 'Montering' },
    { name: 'Reparasjon' },
    { name: 'Garanti', userrolesaccess: [1, 2] },
  ],
  offertypes: names('Standardtilbud', 'Fastpristilbud', 'Serviceavtale'),
  OrderStandard: [
    {
      name: 'Standard ordretekst',
      texttype: 1,
      text: 'Arbeidet utføres i henhold til avtale. Eventuelle tilleggsarbeider avtales med kunden før de utføres.',
    },
    {
      name: 'Leveringsbetingelser ordre',
      texttype: 2,
      text: 'Levering innen 14 dager etter bekreftet ordre. Betaling 14 dager netto.',
    },
    {
      name: 'Standard tilbudstekst',
      texttype: 3,
      text: 'Takk for forespørselen. Vi har gleden av å gi dere følgende tilbud:',
    },
    {
      name: 'Tilbudsbetingelser',
      texttype: 4,
      text: 'Tilbudet gjelder i 30 dager. Alle priser er oppgitt eksklusive merverdiavgift.',
    },
  ],
  ordercategories: names('Privat', 'Bedrift', 'Offentlig'),
  orderstatuslists: ORDER_STATUSES,
  projectstatuslists: PROJECT_STATUSES,
  offerstatuslists: statuses(
    [1, 'Kladd', true],
    [2, 'Sendt'],
    [3, 'Akseptert'],
    [4, 'Avslått'],
    [5, 'Utløpt'],
  ),
  // spec 02 §4 event registry: registered, process, closed.
  eventstatuslists: statuses([1, 'Registrert'], [2, 'Under behandling'], [3, 'Lukket', false, [1, 2]]),
  measurestatuslists: statuses([1, 'Åpen'], [2, 'Pågår'], [3, 'Utført'], [4, 'Lukket', false, [1, 2]]),
  expensepaymenttypes: names('Firmakort', 'Privat utlegg', 'Kontant'),
  workordercolumns: positioned('Ny', 'Planlagt', 'Pågår', 'Ferdig'),
  workflowstates: positioned('Mottatt', 'Under arbeid', 'Venter på deler', 'Klar til henting'),
  servicecontracttypes: names(
    'Serviceavtale Basis',
    'Serviceavtale Pluss',
    'Filterbytte',
    'Sakkyndig kontroll',
  ),
  bookingstatus: names('Ny', 'Bekreftet', 'Avvist', 'Kansellert'),
  activities: names('Service', 'Montering', 'Reparasjon', 'Befaring', 'Kontroll'),
  rentalpriceperiods: [
    { name: 'Døgn', period: 'day', days: 1 },
    { name: 'Uke', period: 'week', days: 7 },
    { name: 'Måned', period: 'month', days: 30 },
  ],

  customerpriorities: positioned('Høy', 'Normal', 'Lav'),
  customershipments: names('Post', 'Budbil', 'Hentes av kunde', 'Montør leverer'),
  customerindustries: [
    { name: 'Bygg og anlegg', code: '41-43' },
    { name: 'Eiendomsdrift', code: '68' },
    { name: 'Varehandel', code: '45-47' },
    { name: 'Overnatting og servering', code: '55-56' },
    { name: 'Industri', code: '10-33' },
    { name: 'Helse og omsorg', code: '86-88' },
    { name: 'Offentlig forvaltning', code: '84' },
    { name: 'Jordbruk og fiske', code: '01-03' },
  ],
  customersaletypes: [
    { name: 'Kreditt', saletype: 'credit' },
    { name: 'Kontant', saletype: 'cash' },
    { name: 'Normal', saletype: 'normal' },
  ],
  shipments: names('Bring', 'PostNord', 'Budbil', 'Hentes på lager'),

  leadstatus: positioned('Ny', 'Kontaktet', 'Befaring avtalt', 'Tilbud sendt', 'Forhandling'),
  leadsecondarystatus: names('Varm', 'Lunken', 'Kald'),
  leadoutcome: [
    { name: 'Vunnet', iswon: true },
    { name: 'Tapt på pris' },
    { name: 'Tapt til konkurrent' },
    { name: 'Ikke aktuelt' },
  ],
  meetingtypes: names('Befaring', 'Kundemøte', 'Telefonmøte', 'Videomøte'),
  meetingstatuses: names('Planlagt', 'Gjennomført', 'Avlyst'),

  checklistdefaults: [
    { name: 'Servicesjekkliste ordre', module: 1 },
    { name: 'Kontroll av utstyr', module: 3 },
  ],
  checklistcategories: names('Service', 'Montering', 'Kontroll', 'HMS'),
  checklistperiods: [
    { name: 'Månedlig', months: 1 },
    { name: 'Kvartalsvis', months: 3 },
    { name: 'Halvårlig', months: 6 },
    { name: 'Årlig', months: 12 },
  ],

  warehouses: [{ name: 'Hovedlager', code: 'HL', isdefault: true }],
  warehousesegments: names('Kuldemedier', 'Reservedeler', 'Forbruksmateriell'),

  worktypes: [
    { name: 'Normaltid', code: '100', percentage: 0, isbillable: true },
    { name: 'Overtid 50 %', code: '150', percentage: 50, isbillable: true },
    { name: 'Overtid 100 %', code: '200', percentage: 100, isbillable: true },
    { name: 'Reise', code: '300', percentage: 0, isbillable: true },
    { name: 'Intern tid', code: '400', percentage: 0, isbillable: false },
  ],
  absenctypes: [
    { name: 'Ferie', code: 'FE', ispaid: true, requiresapproval: true },
    { name: 'Sykdom (egenmelding)', code: 'EM', ispaid: true },
    { name: 'Sykmelding', code: 'SM', ispaid: true },
    { name: 'Sykt barn', code: 'SB', ispaid: true },
    { name: 'Permisjon med lønn', code: 'PML', ispaid: true, requiresapproval: true },
    { name: 'Permisjon uten lønn', code: 'PUL', ispaid: false, requiresapproval: true },
    { name: 'Avspasering', code: 'AV', ispaid: true, requiresapproval: true },
  ],
  houradditions: [
    { name: 'Smusstillegg', code: '510', amount: 25 },
    { name: 'Kveldstillegg', code: '520', amount: 60 },
    { name: 'Helgetillegg', code: '530', amount: 80 },
    { name: 'Høydetillegg', code: '540', amount: 30 },
  ],
  // References are written by the referenced row's name; seedDefaultLists turns them into ids.
  hourpricing: [
    { worktype_id: 'Normaltid', validfrom: '2025-01-01', salesprice: 950, costprice: 550 },
    { worktype_id: 'Overtid 50 %', validfrom: '2025-01-01', salesprice: 1425, costprice: 825 },
    { worktype_id: 'Overtid 100 %', validfrom: '2025-01-01', salesprice: 1900, costprice: 1100 },
    { worktype_id: 'Reise', validfrom: '2025-01-01', salesprice: 750, costprice: 550 },
  ],
  shifts: [
    { name: 'Dagskift', starttime: '07:00', endtime: '15:00', breakminutes: 30, weekdays: [1, 2, 3, 4, 5] },
    {
      name: 'Kveldsskift',
      starttime: '15:00',
      endtime: '23:00',
      breakminutes: 30,
      weekdays: [1, 2, 3, 4, 5],
    },
    { name: 'Nattskift', starttime: '23:00', endtime: '07:00', breakminutes: 30, weekdays: [1, 2, 3, 4, 5] },
    { name: 'Helgevakt', starttime: '08:00', endtime: '16:00', breakminutes: 30, weekdays: [6, 7] },
  ],
  timeranges: [
    {
      name: 'Kveld',
      starttime: '17:00',
      endtime: '21:00',
      weekdays: [1, 2, 3, 4, 5],
      houraddition_id: 'Kveldstillegg',
    },
    {
      name: 'Natt',
      starttime: '21:00',
      endtime: '06:00',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      description: 'Fra kl. 21 til kl. 6 neste morgen.',
    },
    {
      name: 'Helg',
      starttime: '00:00',
      endtime: '00:00',
      weekdays: [6, 7],
      houraddition_id: 'Helgetillegg',
      description: 'Hele lørdag og søndag.',
    },
  ],

  taskstatuses: [
    { name: 'Ny', position: 10 },
    { name: 'Pågår', position: 20 },
    { name: 'Venter', position: 30 },
    { name: 'Fullført', position: 40, iscompleted: true },
  ],
  tasktypes: names('Oppfølging', 'Telefon', 'E-post', 'Internt'),

  chemicalcategories: names('Kuldemedier', 'Rengjøringsmidler', 'Oljer og smøremidler', 'Lim og fugemasse'),
  chemicalrisks: names('Brannfare', 'Helsefare', 'Miljøfare', 'Etsende'),
  chemicaldangers: [
    { name: 'Ekstremt brannfarlig gass', code: 'H220' },
    { name: 'Meget brannfarlig væske og damp', code: 'H225' },
    { name: 'Inneholder gass under trykk; kan eksplodere ved oppvarming', code: 'H280' },
    { name: 'Gir alvorlige etseskader på hud og øyne', code: 'H314' },
    { name: 'Giftig, med langtidsvirkning, for liv i vann', code: 'H411' },
  ],
  eventlocations: names('Kontor', 'Verksted', 'Lager', 'Hos kunde', 'Kjøretøy'),
  eventcategories: names('Personskade', 'Materiell skade', 'Miljø', 'Nestenulykke', 'Forbedringsforslag'),
  eventtypes: names('Uønsket hendelse', 'Avvik', 'Observasjon'),
  // The HSE wheel: the areas of internal control (internkontrollforskriften §5), clockwise from the top.
  hsewheelsegments: [
    {
      name: 'Mål og ansvar',
      position: 10,
      color: '#1e88e5',
      description: 'HMS-mål, organisering og hvem som har ansvar for hva.',
    },
    {
      name: 'Risikovurdering',
      position: 20,
      color: '#e53935',
      description: 'Kartlegging av farer og vurdering av risiko, med handlingsplan.',
    },
    {
      name: 'Vernerunder',
      position: 30,
      color: '#fb8c00',
      description: 'Planlagte vernerunder sammen med verneombudet.',
    },
    {
      name: 'Opplæring',
      position: 40,
      color: '#8e24aa',
      description: 'HMS-opplæring, sertifikater og kompetanse.',
    },
    {
      name: 'Avvik og uønskede hendelser',
      position: 50,
      color: '#fdd835',
      description: 'Registrering, oppfølging og lukking av avvik.',
    },
    {
      name: 'Stoffkartotek',
      position: 60,
      color: '#43a047',
      description: 'Oversikt over kjemikalier med sikkerhetsdatablad.',
    },
    {
      name: 'Brannvern',
      position: 70,
      color: '#6d4c41',
      description: 'Brannøvelser, slokkeutstyr og rømningsveier.',
    },
    {
      name: 'Arbeidsmiljø',
      position: 80,
      color: '#00897b',
      description: 'Arbeidsmiljøkartlegging, medarbeidersamtaler og oppfølging av sykefravær.',
    },
    {
      name: 'Årlig gjennomgang',
      position: 90,
      color: '#546e7a',
      description: 'Systematisk gjennomgang av internkontrollen minst én gang i året.',
    },
  ],
  // The circle's rings from the centre out: how well an area of the wheel is taken care of.
  hsecirclelevels: [
    { name: 'Ivaretatt', position: 10, color: '#43a047', description: 'Rutinene er på plass og følges.' },
    {
      name: 'Delvis ivaretatt',
      position: 20,
      color: '#fdd835',
      description: 'Noe gjenstår; tiltak er planlagt.',
    },
    {
      name: 'Ikke ivaretatt',
      position: 30,
      color: '#e53935',
      description: 'Rutiner mangler; tiltak må settes i gang.',
    },
  ],
  expertisetypes: names('Sertifikat', 'Kurs', 'Opplæring'),
  expertiseprogress: names('Planlagt', 'Pågår', 'Fullført', 'Utløpt'),
  expertisefields: names('Kulde og varmepumper', 'Elektro', 'HMS', 'Løfteutstyr'),

  properties: [
    { name: 'Effekt', module: 'equipments', unit: 'kW' },
    { name: 'Kuldemediemengde', module: 'equipments', unit: 'kg' },
    { name: 'Driftstimer ved siste service', module: 'equipments', unit: 't' },
    { name: 'Vekt', module: 'products', unit: 'kg' },
    { name: 'Bruttoareal', module: 'buildings', unit: 'm²' },
  ],
  documentfilenames: names(
    'Servicerapport',
    'Ordrebekreftelse',
    'Tilbud',
    'Samsvarserklæring',
    'FDV-dokumentasjon',
  ),
  dmsfoldernames: names('Kunder', 'Ordre', 'Tilbud', 'Utstyr', 'HMS'),

  paymentterms: [
    { days: 10, name: '10 dager netto' },
    { days: 14, name: '14 dager netto', isdefault: true },
    { days: 15, name: '15 dager netto' },
    { days: 30, name: '30 dager netto' },
  ],
  // Ledger accounts of the Norwegian standard chart (NS 4102): 1920 bank deposits, 1900 cash.
  paymentmethods: [
    { name: 'Bankoverføring', methodtype: 'banktransfer', accountingcode: '1920', isdefault: true },
    { name: 'eFaktura', methodtype: 'efaktura', accountingcode: '1920' },
    { name: 'AvtaleGiro', methodtype: 'avtalegiro', accountingcode: '1920' },
    { name: 'Kort', methodtype: 'card', accountingcode: '1920' },
    { name: 'Vipps', methodtype: 'vipps', accountingcode: '1920' },
    { name: 'Kontant', methodtype: 'cash', accountingcode: '1900' },
  ],
  // NOK per unit, as published by Norges Bank; the office updates them.
  currencies: [
    { code: 'NOK', name: 'Norske kroner', exchangerate: 1, validfrom: '2025-01-01' },
    { code: 'EUR', name: 'Euro', exchangerate: 11.7, validfrom: '2025-01-01' },
    { code: 'SEK', name: 'Svenske kroner', exchangerate: 1.02, validfrom: '2025-01-01' },
    { code: 'DKK', name: 'Danske kroner', exchangerate: 1.57, validfrom: '2025-01-01' },
    { code: 'USD', name: 'Amerikanske dollar', exchangerate: 10.9, validfrom: '2025-01-01' },
  ],
  // Norwegian standard chart of accounts (NS 4102).
  salesaccounts: [
    { accountnumber: 3000, name: 'Salgsinntekt, avgiftspliktig', relatedvatcodes: ['3'] },
    { accountnumber: 3100, name: 'Salgsinntekt, avgiftsfri', relatedvatcodes: ['5'] },
    { accountnumber: 3200, name: 'Salgsinntekt, utenfor avgiftsområdet', relatedvatcodes: ['6'] },
    { accountnumber: 3600, name: 'Leieinntekt', relatedvatcodes: ['3'] },
  ],
  costaccounts: [
    { accountnumber: 4000, name: 'Innkjøp av råvarer og halvfabrikata', relatedvatcodes: ['1'] },
    { accountnumber: 4300, name: 'Innkjøp av varer for videresalg', relatedvatcodes: ['1'] },
    { accountnumber: 6300, name: 'Leie lokale', relatedvatcodes: ['1'] },
    { accountnumber: 6540, name: 'Inventar', relatedvatcodes: ['1'] },
    { accountnumber: 6800, name: 'Kontorrekvisita', relatedvatcodes: ['1'] },
    { accountnumber: 7140, name: 'Reisekostnad, ikke oppgavepliktig', relatedvatcodes: [] },
  ],
  deliveryterms: [
    { name: 'Fritt levert (DAP)', description: 'Selger betaler frakt til avtalt leveringssted.' },
    { name: 'Fritt vårt lager (EXW)', description: 'Kunden henter eller betaler frakt fra vårt lager.' },
    { name: 'Levert montert', description: 'Levering og montering inngår i prisen.' },
  ],

  ticketstatus: [
    { name: 'Ny', position: 10 },
    { name: 'Åpen', position: 20 },
    { name: 'Venter på kunde', position: 30 },
    { name: 'Løst', position: 40, isclosed: true },
    { name: 'Lukket', position: 50, isclosed: true },
  ],
  ticketpriorities: positioned('Kritisk', 'Høy', 'Normal', 'Lav'),
  ticketcategories: names('Feilmelding', 'Spørsmål', 'Bestilling', 'Reklamasjon'),
};

/** The demo company's makers with their models and each model's equipment type (the equipment demo uses them). */
const LL = 'Varmepumpe luft/luft';
export const DEMO_FABRICATES: Record<string, [model: string, type: string][]> = {
  'Mitsubishi Electric': [
    ['MSZ-LN35VG', LL],
    ['MSZ-FT35VG', LL],
    ['PUZ-WM85VAA', 'Varmepumpe luft/vann'],
  ],
  Panasonic: [
    ['CS-NZ35YKE', LL],
    ['CS-HZ35XKE', LL],
  ],
  Daikin: [
    ['FTXM35R', LL],
    ['EWAT-B 085', 'Kjølemaskin'],
  ],
  Toshiba: [['RAS-B10N4KVRG', LL]],
  Fujitsu: [['ASYG12LZBH', LL]],
  NIBE: [['F2120-12', 'Varmepumpe luft/vann']],
  Danfoss: [
    ['Optyma OP-LCHC034', 'Kjølerom'],
    ['Optyma OP-MPYM', 'Kjølerom'],
    ['Optyma Slim', 'Kjølerom'],
  ],
  Bitzer: [
    ['LH64E/2DES-3', 'Fryserom'],
    ['4FES-5Y', 'Kjølerom'],
  ],
  Systemair: [['SAVE VTR 500', 'Ventilasjonsaggregat']],
  Flexit: [['Nordic S4', 'Ventilasjonsaggregat']],
  Carrier: [['Multimax 2', 'Kjøledisk']],
  Stulz: [['CyberAir 3PRO', 'Kjølemaskin']],
  Scotsman: [['AC 106', 'Kjøledisk']],
  Güntner: [['GFH 080', 'Kjølemaskin']],
  Dybvad: [['DSF 1800', 'Fryseanlegg']],
  Konecranes: [['CXT 5t', 'Løfteutstyr']],
  KONE: [['TranSys', 'Løfteutstyr']],
  Toyota: [['Traigo 48', 'Truck']],
  'Atlas Copco': [['GA 15 VSD+', 'Kompressor']],
  Dantherm: [['CDT 40', 'Avfukter']],
  Master: [['B 9 EPB', 'Byggvarmer']],
};

export const DEMO_PRODUCT_GROUPS: Row[] = [
  { number: 110, name: 'Varmepumper' },
  { number: 120, name: 'Kuldemedier' },
  { number: 130, name: 'Filtre' },
  { number: 140, name: 'Montasjemateriell' },
];
