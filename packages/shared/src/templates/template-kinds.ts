// What each kind of template may place: the placeholders the editor's panel offers (spec 02 §3 "Flexible
// header/footer record ... content containing {{placeholder}} tags", spec 02 §3 "Machine-checklist first page",
// spec 01 §7 get_module_field_values), each with a Norwegian sample value for the live preview. Labels are
// 'templates.ph_<name>' (dots as underscores).
import { formatDate } from '../format/date-format';
import { formatNumber } from '../format/number-format';

export type TemplateKind =
  'mail' | 'sms' | 'offermail' | 'notification' | 'document' | 'checklistheader' | 'firstpage';

/**
 * How a kind's text is used: 'html' goes into an HTML layout (PDF headers, footers, documents), so values are
 * escaped and the preview renders markup; 'text' is plain text (SMS, mail and notification texts).
 */
export const TEMPLATE_FORMATS: Record<TemplateKind, 'html' | 'text'> = {
  mail: 'text',
  sms: 'text',
  offermail: 'text',
  notification: 'text',
  document: 'html',
  checklistheader: 'html',
  firstpage: 'html',
};

export type Placeholder = { name: string; sample: string };

const day = (iso: string) => formatDate(iso);
const p = (name: string, sample: string): Placeholder => ({ name, sample });

/** Groups of placeholders by the record they come from. */
export const PLACEHOLDER_GROUPS = {
  general: [p('date', day('2026-03-16')), p('username', 'Ola Nordmann')],
  company: [
    p('companyname', 'Demo Service AS'),
    p('companyphone', '22 33 44 55'),
    p('companyemail', 'post@demoservice.no'),
    p('companyaddress', 'Industriveien 12, 0668 Oslo'),
    p('companyorgnumber', '912 345 678'),
  ],
  customer: [
    p('customername', 'Fjordvik Eiendom AS'),
    p('customernumber', '10023'),
    p('customeraddress', 'Strandgaten 4, 5013 Bergen'),
    p('customerphone', '55 12 34 56'),
    p('customeremail', 'post@fjordvik.no'),
  ],
  contact: [
    p('contactname', 'Kari Hansen'),
    p('contactphone', '912 34 567'),
    p('contactemail', 'kari.hansen@fjordvik.no'),
  ],
  order: [
    p('ordernumber', '24017'),
    p('orderdate', day('2026-03-18')),
    p('ordertime', '08:00'),
    p('orderdescription', 'Årlig service på varmepumpe'),
    p('orderaddress', 'Strandgaten 4, 5013 Bergen'),
    p('technician', 'Terje Olsen'),
  ],
  offer: [
    p('offernumber', '3051'),
    p('offerdate', day('2026-03-16')),
    p('offervaliduntil', day('2026-04-15')),
    p('offertitle', 'Ny luft-til-luft varmepumpe'),
    p('offeramount', formatNumber(48_750)),
    p('offerlink', 'https://app.example.no/offermail_status?token=…'),
  ],
  invoice: [
    p('invoicenumber', '24051'),
    p('invoicedate', day('2026-03-16')),
    p('duedate', day('2026-03-30')),
    p('invoiceamount', formatNumber(12_437.5)),
    p('kid', '0024051000017'),
    p('accountnumber', '8601.11.17947'),
  ],
  booking: [
    p('bookingnumber', '1187'),
    p('bookingdate', day('2026-03-20')),
    p('bookingtime', '10:00'),
    p('bookingequipment', 'Minigraver 1,7 t'),
  ],
  equipment: [
    p('equipmentname', 'Varmepumpe stue'),
    p('equipmentnumber', 'U-1042'),
    p('serialnumber', 'MSZ-LN35-77812'),
    p('fabricate', 'Mitsubishi'),
    p('model', 'Kirigamine Zen'),
    p('location', 'Stue, 1. etg.'),
    p('nextvisit', day('2027-03-16')),
  ],
  checklist: [
    p('checklistname', 'Service varmepumpe'),
    p('controlnumber', 'K-2026-0117'),
    p('controldate', day('2026-03-18')),
    p('nextcontrol', day('2027-03-18')),
    p('inspector', 'Terje Olsen'),
  ],
  /** spec 02 §3 "Machine-checklist first page" fields, under the spec's own names. */
  firstpage: [
    p('internnr', 'M-207'),
    p('serienr', 'CAT0305ECJ4F01234'),
    p('fabricat', 'Caterpillar'),
    p('model', '305E2 CR'),
    p('fabricatwithmodel', 'Caterpillar 305E2 CR'),
    p('customerreferencenumber', 'PO-88812'),
    p('arsmodel', '2019'),
    p('timeteller', formatNumber(4_312.5)),
    p('inspector', 'Terje Olsen'),
    p('company', 'Fjordvik Eiendom AS'),
    p('contactperson', 'Kari Hansen'),
    p('phone', '912 34 567'),
    p('address', 'Strandgaten 4, 5013 Bergen'),
    p('email', 'kari.hansen@fjordvik.no'),
    p('departure', 'Bergen'),
    p('department', 'Vest'),
    p('activity', 'Periodisk kontroll'),
    p('certificationbody', 'Sertifiseringsorgan AS'),
  ],
} satisfies Record<string, Placeholder[]>;

export type PlaceholderGroup = keyof typeof PLACEHOLDER_GROUPS;

/** spec 01 §3 module ids a mail, SMS or notification template is written for: order, customer, equipment,
 * offer, invoice, booking. */
export const MESSAGE_MODULES = [1, 2, 3, 4, 16, 26] as const;

/** spec 01 §7 get_module_field_values: the modules whose records a document template can read (3 = equipment). */
export const DOCUMENT_MODULES = [2, 3, 15, 27] as const;

/** The record group of a message module. */
const MODULE_GROUPS: Record<number, PlaceholderGroup[]> = {
  1: ['order'],
  2: [],
  3: ['equipment'],
  4: ['offer'],
  16: ['invoice'],
  26: ['booking'],
};

/**
 * The standard texts the system sends (settings mail_contents and sms_contents): one editable text per event,
 * with the module whose record fills it.
 */
export const MESSAGE_EVENTS = {
  orderconfirmation: 1,
  technicianonway: 1,
  ordercompleted: 1,
  offer: 4,
  invoice: 16,
  reminder: 16,
  bookingconfirmation: 26,
  servicereminder: 3,
} as const;
export type MessageEvent = keyof typeof MESSAGE_EVENTS;
export const MESSAGE_EVENT_KEYS = Object.keys(MESSAGE_EVENTS) as MessageEvent[];

/**
 * spec 01 §7 get_module_field_values answers the record's own fields (references as {id, name}, the parent
 * record under `parent`): a document template places them by field name. The common fields of each module,
 * with samples; a template may also name any other field of the record.
 */
const DOCUMENT_FIELDS: Record<number, Placeholder[]> = {
  2: [
    p('name', 'Fjordvik Eiendom AS'),
    p('customernumber', '10023'),
    p('organizationnumber', '912 345 678'),
    p('email', 'post@fjordvik.no'),
    p('phone', '55 12 34 56'),
  ],
  3: [
    p('name', 'Varmepumpe stue'),
    p('number', 'U-1042'),
    p('serialnumber', 'MSZ-LN35-77812'),
    p('customer.name', 'Fjordvik Eiendom AS'),
    p('fabricate.name', 'Mitsubishi'),
    p('model.name', 'Kirigamine Zen'),
    p('type.name', 'Luft-til-luft varmepumpe'),
    p('location', 'Stue, 1. etg.'),
    p('address', 'Strandgaten 4, 5013 Bergen'),
    p('installdate', day('2021-06-01')),
    p('yearmodel', '2021'),
    p('nextvisit', day('2027-03-16')),
  ],
  15: [
    p('name', 'Servicebil Terje'),
    p('number', 'I-12'),
    p('serialnumber', 'WV1ZZZ7HZ12345'),
    p('fabricate.name', 'Volkswagen'),
    p('model.name', 'Transporter'),
    p('location', 'Oslo'),
    p('purchasedate', day('2022-01-10')),
  ],
  27: [
    p('firstname', 'Kari'),
    p('lastname', 'Hansen'),
    p('email', 'kari.hansen@fjordvik.no'),
    p('mobile', '912 34 567'),
    p('jobtitle', 'Driftsleder'),
    p('customer.name', 'Fjordvik Eiendom AS'),
  ],
};

const groups = (...names: PlaceholderGroup[]) => names.flatMap((g) => PLACEHOLDER_GROUPS[g]);

/** What the row says about its context: the module of a template, the event of a standard text. */
export type TemplateContext = { module?: unknown; event?: unknown };

/** The placeholders a template of this kind offers, for the module or event its row names. */
export function placeholdersFor(kind: TemplateKind, context: TemplateContext = {}): Placeholder[] {
  const event = typeof context.event === 'string' ? context.event : undefined;
  const module = Number(
    event && event in MESSAGE_EVENTS ? MESSAGE_EVENTS[event as MessageEvent] : context.module,
  );
  switch (kind) {
    case 'mail':
    case 'sms':
    case 'notification':
      return groups('general', 'company', 'customer', 'contact', ...(MODULE_GROUPS[module] ?? []));
    case 'offermail':
      return groups('general', 'company', 'customer', 'contact', 'offer');
    case 'document':
      return [...(DOCUMENT_FIELDS[module] ?? []), ...groups('general', 'company')];
    case 'checklistheader':
      return groups('general', 'company', 'customer', 'contact', 'order', 'equipment', 'checklist');
    case 'firstpage':
      return [
        ...groups('firstpage'),
        ...PLACEHOLDER_GROUPS.company,
        ...PLACEHOLDER_GROUPS.checklist.filter((x) => x.name !== 'inspector'),
      ];
  }
}

/** The sample values of the preview: every offered placeholder with its sample. */
export function sampleValues(placeholders: readonly Placeholder[]): Record<string, string> {
  return Object.fromEntries(placeholders.map((x) => [x.name, x.sample]));
}

/** The translation key of a placeholder's label ('customer.name' -> 'templates.ph_customer_name'). */
export const placeholderLabelKey = (name: string): string => `templates.ph_${name.replace(/\./g, '_')}`;
