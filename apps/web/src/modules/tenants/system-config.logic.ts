// Pure parts of the system configuration screen (spec 01 §3 "System configuration" and "Company info").
// The rules are the shared ones (packages/shared/src/tenants/system-configuration.schema.ts).
import { parseNumber } from '@suite/shared/format/index';
import {
  companyInfoSchema,
  systemConfigurationSchema,
  type CompanyInfoValue,
  type SystemConfigurationValue,
} from '@suite/shared/tenants/system-configuration.schema';
import { z } from 'zod';

/** What a new tenant starts with; also fills in fields an older configuration does not have yet. */
export function systemConfigDefaults(): SystemConfigurationValue {
  return systemConfigurationSchema.parse({});
}

const CONFIG_KEYS = Object.keys(systemConfigurationSchema.shape) as (keyof SystemConfigurationValue)[];

/** The form values of GET systemconfiguration: only the editable fields, missing ones at their defaults. */
export function systemConfigValues(answer: Partial<Record<string, unknown>>): SystemConfigurationValue {
  const values = systemConfigDefaults() as Record<string, unknown>;
  for (const key of CONFIG_KEYS) {
    if (answer[key] !== undefined && answer[key] !== null) values[key] = answer[key];
    else if (key === 'defaultinspectiontype') values[key] = null;
  }
  return values as SystemConfigurationValue;
}

/**
 * The form's schema: the shared rules plus the version the values were read with. The version travels with
 * the form values, so a save always sends the version the user's edit is based on (a stale one gets 412).
 */
export const systemConfigFormSchema = systemConfigurationSchema.extend({
  version: z.number().int().optional(),
});

/** Company info as the form edits it: the minimum weekly hours typed as text with a decimal comma. */
export type CompanyInfoForm = Omit<CompanyInfoValue, 'mininum_hours'> & { mininum_hours: string };

export function companyInfoValues(answer: Partial<Record<string, unknown>>): CompanyInfoForm {
  const text = (key: string) => (typeof answer[key] === 'string' ? (answer[key] as string) : '');
  const hours =
    typeof answer.mininum_hours === 'number' ? answer.mininum_hours : parseNumber(text('mininum_hours'));
  return {
    partyname: text('partyname'),
    mininum_hours: hours === null || hours === undefined ? '' : String(hours).replace('.', ','),
    logo: text('logo'),
    membership_logo: text('membership_logo'),
    organizationnumber: text('organizationnumber'),
    // A company that has not said otherwise charges VAT (the schema's default).
    vatregistered: typeof answer.vatregistered === 'boolean' ? answer.vatregistered : true,
    street: text('street'),
    postcode: text('postcode'),
    city: text('city'),
    postaladdress: text('postaladdress'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
  };
}

/** The shared company-info rules, with the weekly hours read from text first ('37,5' -> 37.5, '' -> 0). */
export const companyInfoFormSchema = companyInfoSchema.extend({
  mininum_hours: z
    .string()
    .transform((text, ctx) => {
      if (text.trim() === '') return 0;
      const n = parseNumber(text);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: 'invalidNumber', input: text });
        return z.NEVER;
      }
      return n;
    })
    .pipe(companyInfoSchema.shape.mininum_hours.unwrap()),
  version: z.number().int().optional(),
});

// A logo is stored as a data URL in the configuration (shared rule: at most 1 000 000 characters).
export const MAX_LOGO_BYTES = 500 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;

/** Why an image file cannot be a logo (a validation key), or null when it can. */
export function logoFileProblem(file: { type: string; size: number }): 'invalidData' | 'maxFileSize' | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'invalidData';
  if (file.size > MAX_LOGO_BYTES) return 'maxFileSize';
  return null;
}

/** A '#rrggbb' colour, or null for anything the colour input cannot show. */
export function normalizeHexColor(text: string): string | null {
  const t = text.trim();
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(t);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  const long = /^#?([0-9a-f]{6})$/i.exec(t);
  return long ? `#${long[1]}`.toLowerCase() : null;
}
