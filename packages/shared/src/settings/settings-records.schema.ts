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

const text = (max: number) => z.string('invalidData').trim().max(max, 'maxCharacters');
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
  // The Norwegian reminder fee is capped by law (1/10 of the collection rate, 35 kr in 2024).
  reminderfee: decimal(0, 1000).default(35),
  latepaymentinterest: decimal(0, 100).default(12.5),
  usekid: flag(true),
  kidalgorithm: z.enum(['mod10', 'mod11'], 'invalidData').default('mod10'),
  kidlength: int(4, 25).default(10),
  ehfenabled: flag(false),
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

export type SettingsRecordKey = keyof typeof SETTINGS_RECORDS;
export const SETTINGS_RECORD_KEYS = Object.keys(SETTINGS_RECORDS) as SettingsRecordKey[];
export type SettingsRecordValue<K extends SettingsRecordKey> = z.infer<
  (typeof SETTINGS_RECORDS)[K]['schema']
>;

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
  servicecontract_settings: servicecontractSettingsSchema,
  advanced_tickets: advancedTicketSettingsSchema,
  sharepoint: sharepointSettingsSchema,
  dms_settings: dmsSettingsSchema,
  clicksend_configuration: clicksendSettingsSchema,
  unimicro_login: unimicroSettingsSchema,
  boligmappa: boligmappaSettingsSchema,
  shopify_collections: shopifySettingsSchema,
} as const;

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
      secrets.map((f) => [f, z.string('invalidData').max(500, 'maxCharacters').nullable().optional()]),
    ),
  );
}

export function isSettingsRecordKey(key: string): key is SettingsRecordKey {
  return key in SETTINGS_RECORDS;
}
