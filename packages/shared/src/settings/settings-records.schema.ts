// Per-tenant settings records of spec 01 §2 "Settings" that are forms rather than lists (one record per tenant,
// stored by platform/tenants/tenant-settings.service.ts). Each schema gives the defaults a new company starts
// with; messages are the validation keys of spec 01 §5.
import { z } from 'zod';
import { INSURANCE_COST_TYPES, PRODUCT_TYPES } from '../products/product.rules';
import { settingsPatchSchema } from '../tenants/system-configuration.schema';
import { isValidEmail } from '../validation/email';
import {
  boligmappaSettingsSchema,
  clicksendSettingsSchema,
  dmsSettingsSchema,
  SECRET_FIELDS,
  sharepointSettingsSchema,
  shopifySettingsSchema,
  unimicroSettingsSchema,
} from '../integrations/integration-settings.schema';
import { CURRENCY_CODES, isPaymentTermDays } from './finance.rules';
import { RENTAL_PERIODS } from './orders.resources';
import { maxCharactersMessage } from '../validation/messages';

const text = (max: number) => z.string('invalidData').trim().max(max, maxCharactersMessage(max));
const int = (min: number, max: number) =>
  z.number('invalidNumber').int('invalidNumber').min(min, 'invalidNumber').max(max, 'invalidNumber');
const decimal = (min: number, max: number) =>
  z.number('invalidNumber').min(min, 'invalidNumber').max(max, 'invalidNumber');
const flag = (value: boolean) => z.boolean('invalidData').default(value);
/** An e-mail address, or nothing. */
const optionalEmail = text(200).refine((v) => v === '' || isValidEmail(v), 'invalidEmail');
/** 'HH:mm' on the 24-hour clock. */
const clock = z.string('invalidData').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidData');
/** Minutes of a calendar slot. */
export const SLOT_MINUTES = [5, 10, 15, 20, 30, 60] as const;
const slot = z
  .number('invalidNumber')
  .refine((v) => (SLOT_MINUTES as readonly number[]).includes(v), 'invalidData');

/** A day's end must come after its start ('16:00' after '07:00'; the strings compare as times). */
function dayRange(start: string, end: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (String(value[end]) <= String(value[start])) {
      ctx.addIssue({ code: 'custom', path: [end], message: 'invalidData', input: value[end] });
    }
  };
}

// Invoicing: numbering, terms, reminders, payment details and KID (Norwegian customer reference on giros). The bank
// accounts are the bank settings list (bankaccounts): its default account is the one printed on invoices.
export const invoiceSettingsSchema = z.object({
  nextinvoicenumber: int(1, 999_999_999).default(10001),
  // spec 01 §9: one of the payment-term days.
  defaultpaymentterms: z.number('invalidNumber').refine(isPaymentTermDays, 'invalidData').default(14),
  invoicefee: decimal(0, 10_000).default(0),
  reminderdays: int(0, 90).default(14),
  // The Norwegian reminder fee is capped by law (1/10 of the collection rate: invoice-accounting.ts maxReminderFee).
  reminderfee: decimal(0, 1000).default(35),
  latepaymentinterest: decimal(0, 100).default(12.5),
  usekid: flag(true),
  kidalgorithm: z.enum(['mod10', 'mod11'], 'invalidData').default('mod10'),
  kidlength: int(4, 25).default(10),
  ehfenabled: flag(false),
  // Aksjeselskap, ASA and NUF print 'Foretaksregisteret' on sales documents (foretaksregisterloven § 10-2; EHF NO-R-002).
  foretaksregisteret: flag(true),
  // Drafts wait for approval (/invoice_approval) before they can be sent.
  requireapproval: flag(false),
  invoicetext: text(2000).default(''),
  emailsubject: text(200).default(''),
  emailbody: text(4000).default(''),
  copyemail: optionalEmail.default(''),
});

export const MAP_NAVIGATION = ['always_google_map', 'device_based'] as const;

// General: working day, currency, rounding, numbering of orders, offers and projects, month locking of hours.
export const generalSettingsSchema = z
  .object({
    defaultcurrency: z.enum(CURRENCY_CODES, 'invalidData').default('NOK'),
    defaultcountry: z
      .string('invalidData')
      .regex(/^[A-Z]{2}$/, 'invalidData')
      .default('NO'),
    // spec 01 §9: rounding 2 decimals by default.
    roundingdecimals: int(0, 4).default(2),
    workdaystart: clock.default('07:00'),
    workdayend: clock.default('15:30'),
    // spec 01 §3 user details: default_map_navigation.
    defaultmapnavigation: z.enum(MAP_NAVIGATION, 'invalidData').default('device_based'),
    nextordernumber: int(1, 999_999_999).default(10001),
    nextoffernumber: int(1, 999_999_999).default(10001),
    nextprojectnumber: int(1, 999_999_999).default(1001),
    // spec 02 §4: months are locked on a configured day of the next month; 0 locks nothing automatically.
    lockmonthday: int(0, 28).default(0),
  })
  .superRefine(dayRange('workdaystart', 'workdayend'));

// SMS: spec 01 §9 and §5: chunks of 150 characters, at most 5 messages by default; sender id of the operators.
export const smsSettingsSchema = z.object({
  // An alphanumeric sender id is at most 11 letters, digits or spaces (GSM 03.40).
  sendername: text(11)
    .regex(/^[A-Za-z0-9 ]*$/, 'invalidData')
    .default(''),
  signature: text(160).default(''),
  maxsmscount: int(1, 5).default(5),
  countrycode: z
    .string('invalidData')
    .regex(/^\+\d{1,4}$/, 'invalidData')
    .default('+47'),
  // spec 01 §9 scheduling option 'after hours': messages wait until this time.
  afterhoursstart: clock.default('16:00'),
  sendappointmentreminder: flag(false),
  reminderhoursbefore: int(1, 168).default(24),
});

export const appointmentSettingsSchema = z
  .object({
    defaultduration: int(5, 1440).default(60),
    slotminutes: slot.default(15),
    daystart: clock.default('07:00'),
    dayend: clock.default('16:00'),
    showweekends: flag(false),
    allowoverlap: flag(false),
    sendconfirmationemail: flag(true),
    confirmationtext: text(2000).default(''),
  })
  .superRefine(dayRange('daystart', 'dayend'));

// The public booking page /b/{uuid} (spec 01 §2).
export const bookingSettingsSchema = z.object({
  enabled: flag(false),
  title: text(100).default(''),
  welcometext: text(2000).default(''),
  confirmationtext: text(2000).default(''),
  minnoticehours: int(0, 720).default(24),
  maxdaysahead: int(1, 365).default(60),
  slotminutes: slot.default(60),
  requireapproval: flag(true),
  requirephone: flag(true),
  notifyemail: optionalEmail.default(''),
});

export const RENTAL_INVOICE_INTERVALS = ['weekly', 'monthly', 'onreturn'] as const;

// Rentals: spec 01 §3 rental periods day, week, month. The calendar columns are the system configuration's
// rentalcalendarcolumns (initial load data), edited on the system configuration screen: one place only.
export const rentalSettingsSchema = z
  .object({
    priceperiods: z
      .array(z.enum(RENTAL_PERIODS, 'invalidData'), 'invalidData')
      .min(1, 'required')
      .max(3, 'invalidData')
      .default(['day', 'week', 'month']),
    defaultpriceperiod: z.enum(RENTAL_PERIODS, 'invalidData').default('day'),
    // Days charged for a week or month of rent (a 'week' is five working days at many rental companies).
    chargeddaysperweek: int(1, 7).default(5),
    chargeddayspermonth: int(1, 31).default(20),
    minimumrentaldays: int(1, 365).default(1),
    startfee: decimal(0, 1_000_000).default(0),
    insurancepercentage: decimal(0, 100).default(0),
    invoiceinterval: z.enum(RENTAL_INVOICE_INTERVALS, 'invalidData').default('monthly'),
  })
  .superRefine((v, ctx) => {
    if (Array.isArray(v.priceperiods) && !v.priceperiods.includes(v.defaultpriceperiod)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultpriceperiod'],
        message: 'invalidData',
        input: v.defaultpriceperiod,
      });
    }
  });

/**
 * spec 02 §3 "Machine-checklist first page": which layout the first page of a machine checklist report has. The
 * standard and compact layouts place the spec's fields in a fixed grid; 'custom' uses `content`, HTML with the
 * first page's {{placeholders}} (templates/template-kinds.ts). The report itself comes with the checklists module.
 */
export const FIRST_PAGE_LAYOUTS = ['standard', 'compact', 'custom'] as const;
export const FIRST_PAGE_CONTENT_MAX = 50_000;
export const DEFAULT_FIRST_PAGE_CONTENT =
  '<h1>{{companyname}}</h1>\n<h2>Kontrollrapport {{controlnumber}}</h2>\n<table>\n' +
  '<tr><th>Internnr.</th><td>{{internnr}}</td><th>Serienr.</th><td>{{serienr}}</td></tr>\n' +
  '<tr><th>Fabrikat og modell</th><td>{{fabricatwithmodel}}</td><th>Årsmodell</th><td>{{arsmodel}}</td></tr>\n' +
  '<tr><th>Timeteller</th><td>{{timeteller}}</td><th>Kundens ref.</th><td>{{customerreferencenumber}}</td></tr>\n' +
  '<tr><th>Kunde</th><td>{{company}}</td><th>Kontaktperson</th><td>{{contactperson}}</td></tr>\n' +
  '<tr><th>Adresse</th><td>{{address}}</td><th>Telefon</th><td>{{phone}}</td></tr>\n' +
  '<tr><th>Kontrollør</th><td>{{inspector}}</td><th>Kontrolldato</th><td>{{controldate}}</td></tr>\n</table>';

export const firstPageTemplateSchema = z.object({
  layout: z.enum(FIRST_PAGE_LAYOUTS, 'invalidData').default('standard'),
  title: text(200).default('Kontrollrapport'),
  showlogo: flag(true),
  showmembershiplogo: flag(true),
  showcertificationbody: flag(true),
  content: text(FIRST_PAGE_CONTENT_MAX).default(DEFAULT_FIRST_PAGE_CONTENT),
});

export const STOCK_VALUATIONS = ['average', 'fifo', 'latest'] as const;

export const warehouseSettingsSchema = z.object({
  // A warehouses row id; null: the user picks one each time.
  defaultwarehouseid: z
    .number('invalidNumber')
    .int('invalidNumber')
    .positive('invalidNumber')
    .nullable()
    .default(null),
  allownegativestock: flag(false),
  reserveonorder: flag(true),
  lowstockproposal: flag(true),
  stockvaluation: z.enum(STOCK_VALUATIONS, 'invalidData').default('average'),
  // spec 02 §5: received quantity must equal the ordered one; a higher quantity only warns when this is on.
  allowoverdelivery: flag(false),
  // A blind count hides the expected quantity on count sheets, so the count is honest.
  blindcount: flag(false),
});

export const productSettingsSchema = z.object({
  autonumber: flag(false),
  nextproductnumber: int(1, 999_999_999).default(1000),
  numberprefix: text(10).default(''),
  defaultproducttype: z.enum(PRODUCT_TYPES, 'invalidData').default('product'),
  defaultinsurancecosttype: z.enum(INSURANCE_COST_TYPES, 'invalidData').default('percentage'),
  targetgrossmargin: decimal(0, 100).default(30),
  pricesincludevat: flag(false),
  showcostpricetotechnicians: flag(false),
  requireean: flag(false),
});

export const STOCK_DEDUCTION = ['onregistration', 'oncompletion', 'oninvoice'] as const;

// Materials used on orders: when stock goes down, and what technicians may do on the order lines.
export const materialSettingsSchema = z.object({
  deductstock: z.enum(STOCK_DEDUCTION, 'invalidData').default('onregistration'),
  allowfreetextlines: flag(true),
  techniciancanchangeprice: flag(false),
  showstockinpicker: flag(true),
  requirewarehouse: flag(false),
  defaultdiscount: decimal(0, 100).default(0),
});

/** Who may mark a task as done: the person it is assigned to, that person or whoever created it, or anyone. */
export const TASK_CLOSERS = ['assignee', 'assignee_or_creator', 'anyone'] as const;

export const SERVICE_INTERVAL_MONTHS = [1, 2, 3, 4, 6, 12, 24] as const;
export const CONTRACT_INVOICE_INTERVALS = ['monthly', 'quarterly', 'halfyearly', 'yearly'] as const;
/** spec 01 §4 "Service contract adjustment: 1 consumer price index, 2 percentage". */
export const CONTRACT_ADJUSTMENTS = ['cpi', 'percentage'] as const;
/** spec 01 §4 "Service contract order date shown: 1 created, 2 start, 3 order date". */
export const CONTRACT_ORDER_DATES = ['created', 'start', 'orderdate'] as const;

// Service contracts: numbering, the service interval and length a new contract proposes, renewal and invoicing.
export const servicecontractSettingsSchema = z.object({
  nextcontractnumber: int(1, 999_999_999).default(1001),
  numberprefix: text(10).default(''),
  defaultintervalmonths: z
    .number('invalidNumber')
    .refine((v) => (SERVICE_INTERVAL_MONTHS as readonly number[]).includes(v), 'invalidData')
    .default(12),
  defaultdurationmonths: int(1, 120).default(12),
  autorenew: flag(true),
  renewalnoticedays: int(0, 365).default(60),
  // Service orders are created this many days before the visit is due.
  createordersdaysahead: int(0, 90).default(14),
  orderdateshown: z.enum(CONTRACT_ORDER_DATES, 'invalidData').default('created'),
  invoiceinadvance: flag(true),
  invoiceinterval: z.enum(CONTRACT_INVOICE_INTERVALS, 'invalidData').default('yearly'),
  adjustment: z.enum(CONTRACT_ADJUSTMENTS, 'invalidData').default('cpi'),
  adjustmentpercentage: decimal(0, 100).default(0),
});

const optionalId = z
  .number('invalidNumber')
  .int('invalidNumber')
  .positive('invalidNumber')
  .nullable()
  .default(null);
export const TICKET_ASSIGN_MODES = ['roundrobin', 'leastopen'] as const;

// Tickets (spec 02 "advanced tickets", administrator-only): defaults of a new ticket, assignment, mail and SLA.
export const advancedTicketSettingsSchema = z.object({
  numberprefix: text(10).default(''),
  // Ids of the tenant's ticket statuses and priorities; null: the first by position.
  defaultstatus_id: optionalId,
  defaultpriority_id: optionalId,
  autoassign: flag(false),
  assignmode: z.enum(TICKET_ASSIGN_MODES, 'invalidData').default('roundrobin'),
  replybymail: flag(true),
  notifycustomeroncreate: flag(true),
  notifyassignee: flag(true),
  // 0: no target.
  slaresponsehours: int(0, 720).default(8),
  slaresolutionhours: int(0, 2160).default(40),
  autoclosedays: int(0, 365).default(0),
});

/**
 * spec 01 §2 Settings "General: default term": the terms and conditions ('salgs- og leveringsbetingelser') new
 * offers, work orders, invoices and rental agreements start with. One text per kind of document, so a record
 * rather than a list; the short standard texts of orders and offers (spec 01 §3 standard text types 1-4) are
 * the OrderStandard list. The defaults follow common Norwegian practice (NS 8406-style service terms in brief).
 */
export const defaultTermsSchema = z.object({
  offerterms: text(8000).default(
    'Tilbudet gjelder i 30 dager fra tilbudsdato. Alle priser er oppgitt eks. mva. Arbeid utover det som er ' +
      'beskrevet i tilbudet, faktureres etter medgått tid og materiell. Eventuelle endringer avtales skriftlig.',
  ),
  offervaliditydays: int(1, 365).default(30),
  orderterms: text(8000).default(
    'Arbeidet utføres etter medgått tid og materiell dersom ikke annet er avtalt. Kunden sørger for fri ' +
      'adkomst til anlegget. Reklamasjon må meldes skriftlig innen rimelig tid etter at mangelen ble oppdaget.',
  ),
  invoiceterms: text(8000).default(
    'Ved for sen betaling beregnes forsinkelsesrente etter forsinkelsesrenteloven og purregebyr etter ' +
      'inkassoloven. Eventuelle innsigelser mot fakturaen må meldes innen betalingsfristen.',
  ),
  rentalterms: text(8000).default(
    'Leietaker er ansvarlig for utstyret fra utlevering til retur og skal behandle det forsvarlig. Skade ' +
      'eller tap meldes straks. Leie beregnes fra utleveringsdag til og med returdag.',
  ),
});

/** The id of a row of one of the tenant's lists, or none. */
const optionalRef = z
  .number('invalidNumber')
  .int('invalidNumber')
  .positive('invalidNumber')
  .max(Number.MAX_SAFE_INTEGER, 'invalidNumber')
  .nullable();

// Tasks (/tasks, spec 01 §2): what a new task starts as, its number, its deadline and reminder, and who may close it.
export const taskConfigurationSchema = z
  .object({
    // Rows of the task_type and task_status lists; the server checks they belong to the company.
    defaulttasktypeid: optionalRef.default(null),
    defaulttaskstatusid: optionalRef.default(null),
    numberprefix: text(10).default(''),
    nexttasknumber: int(1, 999_999_999).default(1),
    // Days from creation to the deadline a new task proposes; 0: no deadline.
    defaultduedays: int(0, 365).default(7),
    // spec 01 §9: a push message when a task is assigned.
    notifyassignee: flag(true),
    emailassignee: flag(false),
    sendreminder: flag(true),
    reminderdaysbefore: int(0, 30).default(1),
    remindertime: clock.default('08:00'),
    whomayclose: z.enum(TASK_CLOSERS, 'invalidData').default('assignee_or_creator'),
    // spec 02 §5: a completion status needs a completed date; with this on, today's date is filled in.
    setcompleteddate: flag(true),
    requirecompletioncomment: flag(false),
    techniciansmayassignothers: flag(false),
  })
  .superRefine((v, ctx) => {
    // A reminder more days before the deadline than the deadline is away could never be sent for a new task.
    if (v.sendreminder && v.defaultduedays > 0 && v.reminderdaysbefore > v.defaultduedays) {
      ctx.addIssue({
        code: 'custom',
        path: ['reminderdaysbefore'],
        message: 'invalidNumber',
        input: v.reminderdaysbefore,
      });
    }
  });

/** The schemas by key, as the tenant settings store takes them. */
export const SETTINGS_RECORD_SCHEMAS = {
  invoice_settings: invoiceSettingsSchema,
  general_settings: generalSettingsSchema,
  sms_settings: smsSettingsSchema,
  appointment_settings: appointmentSettingsSchema,
  booking_settings: bookingSettingsSchema,
  rental_settings: rentalSettingsSchema,
  warehouse_settings: warehouseSettingsSchema,
  product_settings: productSettingsSchema,
  material_settings: materialSettingsSchema,
  first_page_template: firstPageTemplateSchema,
  task_configuration: taskConfigurationSchema,
  default_terms: defaultTermsSchema,
  servicecontract_settings: servicecontractSettingsSchema,
  advanced_tickets: advancedTicketSettingsSchema,
  sharepoint: sharepointSettingsSchema,
  dms_settings: dmsSettingsSchema,
  clicksend_configuration: clicksendSettingsSchema,
  unimicro_login: unimicroSettingsSchema,
  boligmappa: boligmappaSettingsSchema,
  shopify_collections: shopifySettingsSchema,
} as const;

/**
 * Every settings record: its shared schema, whether only administrators may change it (spec 01 §2), whether only
 * they may read it (records holding credentials), and its write-only fields.
 */
export const SETTINGS_RECORDS = {
  invoice_settings: { schema: invoiceSettingsSchema, adminOnly: true },
  general_settings: { schema: generalSettingsSchema, adminOnly: true },
  sms_settings: { schema: smsSettingsSchema, adminOnly: true },
  appointment_settings: { schema: appointmentSettingsSchema, adminOnly: false },
  booking_settings: { schema: bookingSettingsSchema, adminOnly: false },
  rental_settings: { schema: rentalSettingsSchema, adminOnly: false },
  warehouse_settings: { schema: warehouseSettingsSchema, adminOnly: false },
  product_settings: { schema: productSettingsSchema, adminOnly: false },
  material_settings: { schema: materialSettingsSchema, adminOnly: false },
  first_page_template: { schema: firstPageTemplateSchema, adminOnly: false },
  task_configuration: { schema: taskConfigurationSchema, adminOnly: false },
  default_terms: { schema: defaultTermsSchema, adminOnly: false },
  servicecontract_settings: { schema: servicecontractSettingsSchema, adminOnly: true },
  advanced_tickets: { schema: advancedTicketSettingsSchema, adminOnly: true },
  sharepoint: {
    schema: sharepointSettingsSchema,
    adminOnly: true,
    private: true,
    secrets: SECRET_FIELDS.sharepoint,
  },
  dms_settings: {
    schema: dmsSettingsSchema,
    adminOnly: true,
    private: true,
    secrets: SECRET_FIELDS.dms_settings,
  },
  clicksend_configuration: {
    schema: clicksendSettingsSchema,
    adminOnly: true,
    private: true,
    secrets: SECRET_FIELDS.clicksend_configuration,
  },
  unimicro_login: {
    schema: unimicroSettingsSchema,
    adminOnly: true,
    private: true,
    secrets: SECRET_FIELDS.unimicro_login,
  },
  boligmappa: {
    schema: boligmappaSettingsSchema,
    adminOnly: true,
    private: true,
    secrets: SECRET_FIELDS.boligmappa,
  },
  shopify_collections: {
    schema: shopifySettingsSchema,
    adminOnly: true,
    private: true,
    secrets: SECRET_FIELDS.shopify_collections,
  },
} as const;

/**
 * Fields of a record that hold the id of a row of a list (field -> API name of the list): the server refuses an id
 * that is not a row of the same company.
 */
export const SETTINGS_RECORD_REFS: Partial<Record<keyof typeof SETTINGS_RECORDS, Record<string, string>>> = {
  warehouse_settings: { defaultwarehouseid: 'warehouses' },
  task_configuration: { defaulttasktypeid: 'tasktypes', defaulttaskstatusid: 'taskstatuses' },
  advanced_tickets: { defaultstatus_id: 'ticketstatus', defaultpriority_id: 'ticketpriorities' },
};

export type SettingsRecordKey = keyof typeof SETTINGS_RECORD_SCHEMAS;
export const SETTINGS_RECORD_KEYS = Object.keys(SETTINGS_RECORD_SCHEMAS) as SettingsRecordKey[];
export type SettingsRecordValue<K extends SettingsRecordKey> = z.infer<(typeof SETTINGS_RECORD_SCHEMAS)[K]>;

/** The write-only fields of a record (none for most). */
export function secretFieldsOfRecord(key: SettingsRecordKey): readonly string[] {
  const record = SETTINGS_RECORDS[key] as { secrets?: readonly string[] };
  return record.secrets ?? [];
}

/** Only administrators may read the record (it holds credentials or connection details). */
export function isPrivateRecord(key: SettingsRecordKey): boolean {
  return (SETTINGS_RECORDS[key] as { private?: boolean }).private === true;
}

/**
 * Body of PUT settings/<key>: any subset of the fields (a field left out keeps its value) plus the version read.
 * A secret may also be null, which clears it; empty keeps the saved one.
 */
export function settingsRecordPatchSchema(key: SettingsRecordKey) {
  const patch = settingsPatchSchema(SETTINGS_RECORDS[key].schema as unknown as z.ZodObject<z.ZodRawShape>);
  const secrets = secretFieldsOfRecord(key);
  if (secrets.length === 0) return patch;
  return patch.extend(
    Object.fromEntries(
      secrets.map((f) => [
        f,
        z.string('invalidData').max(500, maxCharactersMessage(500)).nullable().optional(),
      ]),
    ),
  );
}

export function isSettingsRecordKey(key: string): key is SettingsRecordKey {
  return key in SETTINGS_RECORD_SCHEMAS;
}
