import { z } from 'zod';
import { isRealDate } from '../format/date-format';
import type { TemplateKind } from '../templates/template-kinds';
import { SMS_MAX_COUNT, smsCount } from '../validation/sms';
import { isValidBankAccount, isValidBic, isValidIban, normalizeBankAccount } from '../settings/finance.rules';
import { isValidEan, PRODUCT_ERRORS } from '../products/product.rules';
import { email, mobile, organisationNumber, postalCode } from '../validation/contact.rules';
import { optionalField } from '../validation/field';
import { maxCharactersMessage, rangeMessage } from '../validation/messages';
import { listPage } from '../validation/record-inputs';

// STYLE "The resource registry": a simple list is one plain-data definition; schemas, table, endpoints, menu entry
// and generic screens all come from it.

export type FieldType =
  | 'text'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'boolean'
  | 'date'
  | 'textarray'
  | 'idarray'
  /** A time of day 'HH:mm' on the 24-hour clock (spec 01 §9 formats), e.g. a shift's start. */
  | 'time'
  /** A colour '#rrggbb' (stored in lower case), e.g. a segment of the HSE wheel. */
  | 'color'
  /** ISO weekdays 1 (Monday) to 7 (Sunday), each at most once, stored in order (spec 01 §9: ISO weeks). */
  | 'weekdays';

/**
 * What a text field holds when plain text is not enough (spec 01 §5 "General field rules"): the rule is the
 * field's validation everywhere the definition's schema is used, and tells a sample generator what is valid.
 * orgnumber: 9 digits with the MOD11 check digit (stored as the digits); email: an address; phone: optional +
 * and 5 to 15 digits; postcode: 4 to 8 digits; ean: EAN-8 or EAN-13 with its GS1 check digit; bankaccount: a
 * Norwegian account number with its MOD11 check (stored as 11 digits); iban (stored without spaces, upper case);
 * bic (upper case); url: a web address (http or https, or none: 'firma.no').
 */
export type TextFormat =
  'orgnumber' | 'email' | 'phone' | 'postcode' | 'ean' | 'bankaccount' | 'iban' | 'bic' | 'url';

export type FieldDef = {
  type: FieldType;
  required?: boolean;
  /** Maximum length of text (default by kind, see DEFAULT_TEXT_MAX) or maximum value of numbers. */
  max?: number;
  min?: number;
  /** Unique per tenant (case-insensitive for text). */
  unique?: boolean;
  /** Values a text field may take. */
  options?: readonly string[];
  /** The format rule of a text field (see TextFormat). */
  format?: TextFormat;
  /** Values an integer field may take, e.g. the payment-term days of spec 01 §9 (shown as a select). */
  values?: readonly number[];
  /** An integer field that holds the id of a row of this other resource (same tenant; a foreign key). */
  ref?: string;
  /** A text holding {{placeholder}} tags of this kind of template: edited with the placeholder panel and preview. */
  template?: TemplateKind;
  /** An SMS text: at most SMS_MAX_COUNT messages long (spec 01 §5 'maxSMSCount'). */
  sms?: boolean;
  /**
   * Write-only (a password or API key): never answered; reads say `has<field>: true` instead. On an update an
   * empty or missing value keeps what is saved, null clears it. Not listable, searchable, sortable or filterable.
   */
  secret?: boolean;
  /**
   * Set by the server (derived or computed on save, or by a call of its own), never sent by a client: the
   * resource's own create/update schemas leave it out (see clientFieldsMask) and a client never fills it.
   */
  serverSet?: boolean;
};

export type ResourceDef = {
  /** The spec's API name, e.g. 'productunits', 'absenctypes', 'OrderStandard' (paths are case-insensitive). */
  name: string;
  /** Database table name (snake_case). */
  table: string;
  /** Permission key of the screen (e.g. 'settings_departments'); admins pass, others need it (spec 01 §6). */
  permission: string;
  /** Further permission keys that grant the same access: a table edited on two screens (checklist header and
   * footer). */
  alsoPermissions?: readonly string[];
  /** Only administrators may write. */
  adminOnly?: boolean;
  fields: Record<string, FieldDef>;
  /** Columns of the generic list screen, in order. */
  listColumns: readonly string[];
  /** Fields the list search looks in (case-insensitive contains). */
  searchFields: readonly string[];
  defaultSort: { field: string; dir: 1 | -1 };
  /** The kind of supporting list (spec 01 §3): name, number (product groups) or days (payment terms). */
  kind: 'name' | 'number' | 'days';
  /**
   * The field that names a row where another record points at it (select options, `expand` of a query).
   * Default: `name`, else the first text field.
   */
  displayField?: string;
  /**
   * Fields whose values together are unique per tenant (an empty value counts as a value), e.g. one hour price per
   * work type, department and valid-from date. A clash answers 'alreadyExists' on the last field.
   */
  uniqueTogether?: readonly (readonly string[])[];
  /**
   * Rules across fields of one row, e.g. a break shorter than the shift. Run by the server on the whole row (a
   * partial update merged with the saved row) and by the generic form; an issue names its field and message key.
   */
  rowRules?: (row: Record<string, unknown>) => FieldIssue[];
};

/** A validation message on one field: a translation key of spec 01 §5. */
export type FieldIssue = { field: string; message: string };

export function defineResource<const D extends ResourceDef>(def: D): D {
  const named = [...def.listColumns, ...def.searchFields, def.defaultSort.field];
  if (def.displayField) named.push(def.displayField);
  for (const group of def.uniqueTogether ?? []) named.push(...group);
  for (const f of named) {
    if (!(f in def.fields) && !['id', 'isactive', 'createdon', 'updatedon'].includes(f)) {
      throw new Error(`resource ${def.name}: unknown field ${f}`);
    }
    // A secret shown in a list, searched or sorted on would leak it (or let it be guessed).
    if (def.fields[f]?.secret) throw new Error(`resource ${def.name}: secret field ${f} cannot be listed`);
  }
  return def;
}

/** Fields every resource row has besides its own. */
export const SYSTEM_FIELDS = ['id', 'isactive', 'version', 'createdon', 'updatedon'] as const;

/** The write-only fields of a resource (FieldDef.secret). */
export function secretFieldsOf(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => f.secret)
    .map(([k]) => k);
}

/** The field that names a row of this resource (see ResourceDef.displayField). */
export function displayFieldOf(def: ResourceDef): string | undefined {
  if (def.displayField) return def.displayField;
  if (def.fields.name) return 'name';
  return Object.entries(def.fields).find(([, f]) => f.type === 'text')?.[0];
}

/** PostgreSQL text cannot hold the NUL character: such input is bad data, not a server error. */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/** 'YYYY-MM-DD' naming a day that exists. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m !== null && isRealDate(+m[1]!, +m[2]!, +m[3]!);
}

/** 'HH:mm' on the 24-hour clock, 00:00 to 23:59. */
export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isClock = (value: string): boolean => CLOCK_PATTERN.test(value);

/** '#rrggbb' in either case. */
export const isHexColor = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value);

/** ISO weekdays: 1 Monday ... 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** What the database column of a number field holds: int4, bigint ids for references, numeric(14,2)/(18,6). */
export function numberRange(f: FieldDef): [number, number] {
  if (f.type === 'integer') return f.ref ? [1, Number.MAX_SAFE_INTEGER] : [-2_147_483_648, 2_147_483_647];
  return [-999_999_999_999, 999_999_999_999];
}

/** The rule of each text format; the message keys are the ones the forms show for these fields. */
const FORMAT_RULES: Record<TextFormat, () => z.ZodType<string>> = {
  orgnumber: organisationNumber,
  email,
  phone: mobile,
  postcode: postalCode,
  ean: () =>
    z
      .string(PRODUCT_ERRORS.invalidEan)
      .trim()
      .min(1, 'required')
      .refine((v) => isValidEan(v), PRODUCT_ERRORS.invalidEan),
  bankaccount: () => checked(isValidBankAccount, (v) => normalizeBankAccount(v) ?? v),
  iban: () => checked(isValidIban, (v) => v.replace(/\s/g, '').toUpperCase()),
  bic: () => checked(isValidBic, (v) => v.toUpperCase()),
  // issue 12: a website is an address a browser can open: an optional http(s) scheme and a host with a dot.
  url: () =>
    z
      .string('invalidUrl')
      .trim()
      .min(1, 'required')
      .refine((v) => isValidWebAddress(v), 'invalidUrl'),
};

/** 'firma.no', 'www.firma.no/kontakt', 'https://firma.no': a host with a dot, no spaces, http(s) or no scheme. */
export function isValidWebAddress(value: string): boolean {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** A text that must pass `valid` ('invalidData' otherwise) and is stored as `normalize` writes it. */
function checked(valid: (v: string) => boolean, normalize: (v: string) => string): z.ZodType<string> {
  return z.string('invalidData').trim().min(1, 'required').refine(valid, 'invalidData').transform(normalize);
}

/**
 * issue 12: every text field has a stated maximum: its definition's `max`, else this default of its kind (plain
 * text, or its format). The server refuses longer text ('Maks 200 tegn') and the forms stop there with a counter.
 */
export const DEFAULT_TEXT_MAX: Record<TextFormat | 'text', number> = {
  text: 200,
  email: 200,
  phone: 30,
  postcode: 10,
  orgnumber: 20,
  ean: 14,
  bankaccount: 20,
  iban: 34,
  bic: 11,
  url: 200,
};

/** The most characters a text field takes (FieldDef.max, else DEFAULT_TEXT_MAX of its kind). */
export function textMax(f: FieldDef): number {
  return f.max ?? DEFAULT_TEXT_MAX[f.format ?? 'text'];
}

/** The maximum of a text field of a definition by name; undefined for fields that are not text. */
export function textMaxLength(def: ResourceDef, field: string): number | undefined {
  const f = def.fields[field];
  return f?.type === 'text' ? textMax(f) : undefined;
}

/** The fields of a definition the server sets ({field: true}, for zod's omit). */
export function clientFieldsMask(def: ResourceDef): Record<string, true> {
  return Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => f.serverSet)
      .map(([k]) => [k, true as const]),
  );
}

/** The fields a client sends (every field but those the server sets), e.g. the columns of an import. */
export function clientFields(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => !f.serverSet)
    .map(([k]) => k);
}

function fieldSchema(f: FieldDef): z.ZodType {
  switch (f.type) {
    case 'text': {
      const max = textMax(f);
      if (f.format) {
        const rule = FORMAT_RULES[f.format]()
          .refine((v) => v.length <= max, maxCharactersMessage(max))
          .refine(hasNoNul, 'invalidData');
        // Blank means "no value" (null) for an optional formatted field, 'required' for a required one.
        return f.required ? rule : optionalField(rule);
      }
      let s = z.string().trim().max(max, maxCharactersMessage(max));
      if (f.required) s = s.min(1, 'required');
      const noNul = s.refine(hasNoNul, 'invalidData');
      const clean = f.sms ? noNul.refine((v) => smsCount(v) <= SMS_MAX_COUNT, 'maxSMSCount') : noNul;
      const base = f.options ? clean.refine((v) => v === '' || f.options!.includes(v), 'invalidData') : clean;
      return f.required ? base : base.nullable().optional();
    }
    case 'integer':
    case 'decimal':
    case 'money': {
      let n =
        f.type === 'integer' ? z.number('invalidNumber').int('invalidNumber') : z.number('invalidNumber');
      // The column's own range is the outer bound, so an out-of-range number is a 400, never a database error.
      const [low, high] = numberRange(f);
      const min = Math.max(f.min ?? low, low);
      const max = Math.min(f.max ?? high, high);
      // issue 12: out of range says the range the definition states ('Må være mellom 0 og 100').
      const outOfRange = rangeMessage(min, max);
      n = n.min(min, outOfRange).max(max, outOfRange);
      const allowed = f.values;
      const checked = allowed ? n.refine((v) => allowed.includes(v), 'invalidData') : n;
      return f.required ? checked : checked.nullable().optional();
    }
    case 'boolean':
      return f.required ? z.boolean('invalidData') : z.boolean('invalidData').optional();
    case 'date': {
      // A real calendar date: '2024-02-30' would otherwise reach PostgreSQL and fail there.
      const d = z.string().refine(isIsoDate, 'invalidDate');
      return f.required ? d : d.nullable().optional();
    }
    case 'textarray':
      return z
        .array(z.string().max(200, maxCharactersMessage(200)).refine(hasNoNul, 'invalidData'))
        .max(1000, 'invalidData')
        .optional();
    case 'idarray':
      return z.array(z.number().int().positive()).max(1000, 'invalidData').optional();
    case 'time': {
      const t = z.string('invalidData').trim().refine(isClock, 'invalidTime');
      return f.required ? t : t.nullable().optional();
    }
    case 'color': {
      const c = z
        .string('invalidData')
        .trim()
        .refine(isHexColor, 'invalidColor')
        .transform((v) => v.toLowerCase());
      return f.required ? c : c.nullable().optional();
    }
    case 'weekdays': {
      // Checked as a whole, so a wrong day is an error on the field the user ticks, not on 'weekdays.0'.
      const days = z
        .array(z.unknown(), 'invalidData')
        .refine(
          (v) => v.every((d) => WEEKDAYS.includes(d as never)) && new Set(v).size === v.length,
          'invalidData',
        )
        .transform((v) => [...(v as number[])].sort((a, b) => a - b));
      return f.required ? days.refine((v) => v.length > 0, 'required') : days.optional();
    }
  }
}

/** Body of POST {x}: the resource's fields (unknown fields are refused), isactive defaulting to true. */
export function createSchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = { isactive: z.boolean('invalidData').optional() };
  for (const [k, f] of Object.entries(def.fields)) shape[k] = fieldSchema(f);
  return z.object(shape).strict();
}

/**
 * A field a GET answers that the client may send back on PUT, where it is ignored (issue 7 "Saving back": a record
 * as GET answers it can be PUT back with changes; server-owned and derived fields are not refused, only unknown ones).
 */
export const ignoredOnWrite = () =>
  z
    .unknown()
    .transform(() => undefined)
    .optional();

/** The shape of ignoredOnWrite() fields for the named keys, to extend a hand-written record's update schema. */
export function savedBackShape(keys: readonly string[]): Record<string, ReturnType<typeof ignoredOnWrite>> {
  return Object.fromEntries(keys.map((k) => [k, ignoredOnWrite()]));
}

/** Keys of a record's own answer every record carries and no client sets. */
export const SERVER_OWNED_FIELDS = ['createdon', 'updatedon'] as const;

/** What a GET of the engine answers beyond the writable fields: timestamps, server-set fields, has<secret> flags. */
export function serverOwnedFields(def: ResourceDef): string[] {
  const out: string[] = [...SERVER_OWNED_FIELDS];
  for (const [k, f] of Object.entries(def.fields)) {
    if (f.serverSet) out.push(k);
    if (f.secret) out.push(`has${k}`);
  }
  return out;
}

/**
 * Body of PUT {x}/{id}: any subset of the fields plus the version the client read. What GET answered and the client
 * cannot change (createdon, updatedon, server-set fields, has<secret>) may come back and is ignored.
 */
export function updateSchema(def: ResourceDef) {
  return createSchema(def)
    .partial()
    .extend({
      version: z.number('required').int().positive(),
      id: z.number().optional(),
      ...savedBackShape(serverOwnedFields(def)),
    })
    .strict();
}

const sortable = (def: ResourceDef) => [
  ...Object.keys(def.fields).filter((k) => !def.fields[k]!.secret),
  'id',
  'isactive',
  'createdon',
  'updatedon',
];

export const MAX_LIMIT = 500;
const enginePage = listPage(MAX_LIMIT);

/** Body of POST {x}/list (DESIGN "API contract"). */
export function listSchema(def: ResourceDef) {
  const fields = sortable(def);
  return z
    .object({
      match: z
        .record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
        .refine((m) => Object.keys(m).every((k) => fields.includes(k)), 'unknownField')
        .optional(),
      search: z.string().max(200, maxCharactersMessage(200)).refine(hasNoNul, 'invalidData').optional(),
      sort: z
        .record(z.string(), z.union([z.literal(1), z.literal(-1)]))
        .refine(
          (s) => Object.keys(s).length <= 3 && Object.keys(s).every((k) => fields.includes(k)),
          'unknownField',
        )
        .optional(),
      // Out of range, paging names the range like every list (listPage, issue 12).
      skip: enginePage.skip,
      limit: enginePage.limit,
      count: z.boolean().optional(),
      /**
       * Keyset paging (issue 3 "Speed at scale"): the sort values and then the id of the last row of the page
       * before; the answer starts right after that row, without counting past the rows before it as skip does.
       * Only for sorts on columns that are never empty.
       */
      after: z
        .array(z.union([z.string().max(200), z.number(), z.boolean()]))
        .min(1)
        .max(4)
        .optional(),
    })
    .strict();
}

export const getActiveSchema = z
  .object({ ids: z.array(z.number().int().positive()).max(1000, 'invalidData').optional() })
  .strict();
export const deleteSchema = z
  .object({ ids: z.array(z.number().int().positive()).min(1, 'required').max(1000) })
  .strict();

/** Exact totals are counted up to this cap; beyond it the answer says totalcapped (shown as '10 000+'). */
export const COUNT_CAP = 10_000;
