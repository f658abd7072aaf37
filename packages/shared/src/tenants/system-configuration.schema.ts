import { z } from 'zod';
import { isValidEmail } from '../validation/email';
import { isValidMobile } from '../validation/contact.rules';
import { normalizePhone } from '../format/contact-format';
import { isValidOrganisationNumber, normalizeOrganisationNumber } from '../validation/organisation-number';
import { INTEGRATION_KEYS, LANGUAGES, MODULE_KEYS } from './modules';
import { maxCharactersMessage } from '../validation/messages';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'invalidData');
/** A logo is an https/http URL or a small data URL (at most ~700 KB of base64). */
const logo = z
  .string()
  .max(1_000_000, maxCharactersMessage(1_000_000))
  .refine(
    (v) => v === '' || /^(https?:\/\/|data:image\/(png|jpeg|svg\+xml|webp);base64,)/.test(v),
    'invalidData',
  );

// spec 01 §3 "System configuration", with the defaults a new tenant starts with.
export const systemConfigurationSchema = z.object({
  enabledmodules: z.array(z.enum(MODULE_KEYS)).default([...MODULE_KEYS]),
  enabledintegrations: z.array(z.enum(INTEGRATION_KEYS)).default([]),
  enabletimestamp: z.boolean().default(false),
  themecolor: hexColor.default('#285a84'),
  logo: logo.default(''),
  dashboardoptions: z
    .enum(['default', 'sensor', 'tracker', 'pckasse', 'quality_management', 'iframes'])
    .default('default'),
  consider_order_as_offer: z.boolean().default(false),
  enableticketingsolution: z.boolean().default(false),
  inspectionby: z.string().max(100, maxCharactersMessage(100)).default(''),
  hasproductionmodule: z.boolean().default(false),
  showemployeekickback: z.boolean().default(false),
  equipment_as_trackingdevice: z.boolean().default(false),
  rentalcalendarcolumns: z.array(z.enum(['price_per_day', 'price_per_month', 'start_fee'])).default([]),
  hourenterstyle: z.number().int().min(1, 'invalidNumber').max(3, 'invalidNumber').default(1),
  languageoptions: z.array(z.enum(LANGUAGES)).min(1, 'required').default(['en', 'no']),
  enablecommercialinvoice: z.boolean().default(false),
  showonlymydepartmentusers: z.boolean().default(false),
  taskmodulesetting: z.record(z.string(), z.unknown()).default({}),
  defaultinspectiontype: z.number().int().positive().nullable().default(null),
  // spec 01 §5 "Upload size": the largest file, in MB, a user may upload (spec 02 §9 leaves the value open).
  maxuploadsizemb: z
    .number('invalidNumber')
    .int('invalidNumber')
    .min(1, 'invalidNumber')
    .max(2048, 'invalidNumber')
    .default(50),
});
export type SystemConfigurationValue = z.infer<typeof systemConfigurationSchema>;

/**
 * The body of a PUT of a settings record: any subset of the fields, without their defaults (a field left out
 * keeps its saved value), plus the version the client read.
 */
export function settingsPatchSchema<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [k, v] of Object.entries(schema.shape)) {
    shape[k] = (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType) : (v as z.ZodType)).optional();
  }
  return z
    .object(shape)
    .extend({ version: z.number('required').int().positive() })
    .strict() as unknown as z.ZodObject<
    { [K in keyof S]: z.ZodOptional<z.ZodType<z.output<S[K]>>> } & { version: z.ZodNumber }
  >;
}

export const systemConfigurationUpdateSchema = settingsPatchSchema(systemConfigurationSchema);

const optionalText = (max: number) => z.string().trim().max(max, maxCharactersMessage(max)).default('');

/**
 * The Norwegian organisation number with its MOD11 check digit (spec 01 §5), spaces allowed when typed
 * ('923 609 016'), stored as the 9 digits; '' when the company has none yet.
 */
const companyOrganisationNumber = z
  .string('invalidData')
  .trim()
  .transform((v, ctx) => {
    if (v === '') return '';
    const digits = normalizeOrganisationNumber(v);
    if (digits !== null && isValidOrganisationNumber(digits)) return digits;
    // The one organisation-number message of every form (issue 12).
    ctx.addIssue({ code: 'custom', message: 'invalidOrganizationNumber', input: v });
    return z.NEVER;
  });

// spec 01 §3 "Company info" (mininum_hours is the spec's spelling: the minimum weekly hours), with what documents
// and e-mails need of the company: organisation number, addresses, contact data and whether it charges VAT. The
// bank account is not here: it belongs to the invoice settings (bankaccountnumber, iban, bic), where invoices
// and KID payments read it.
export const companyInfoSchema = z.object({
  partyname: optionalText(200),
  mininum_hours: z.number().min(0, 'invalidNumber').max(168, 'invalidNumber').default(0),
  logo: logo.default(''),
  membership_logo: logo.default(''),
  organizationnumber: companyOrganisationNumber.default(''),
  // 'Foretaksregisteret' lists a VAT-registered company as '923 609 016 MVA' on its documents.
  vatregistered: z.boolean('invalidData').default(true),
  street: optionalText(200),
  postcode: z
    .string('invalidData')
    .trim()
    .regex(/^(\d{4,8})?$/, 'invalidPostalCode')
    .default(''),
  city: optionalText(100),
  // A postal address other than the street address (e.g. 'Postboks 123 Sentrum, 0102 Oslo').
  postaladdress: optionalText(200),
  // issue 12: a phone number like every other (spec 01 §5), stored normalised ('+4722123456').
  phone: z
    .string('invalidData')
    .trim()
    .max(40, maxCharactersMessage(40))
    .refine((v) => v === '' || isValidMobile(v), 'invalidMobileno')
    .transform((v) => (v === '' ? '' : normalizePhone(v)))
    .default(''),
  email: z
    .string('invalidData')
    .trim()
    .max(200, maxCharactersMessage(200))
    .refine((v) => v === '' || isValidEmail(v), 'invalidEmail')
    .default(''),
  website: optionalText(200),
});
export type CompanyInfoValue = z.infer<typeof companyInfoSchema>;
export const companyInfoUpdateSchema = settingsPatchSchema(companyInfoSchema);
