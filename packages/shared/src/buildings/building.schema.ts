// A building (spec 01 §2 /buildings, DESIGN module 'buildings'): a property where the company works, usually
// a customer's, with its address, position, Norwegian cadastral ids (matrikkel: kommune-, gårds-, bruks-,
// feste- and seksjonsnummer) and the discounts that apply to work there. The API and the forms share these rules.
import { SERVER_OWNED_FIELDS, savedBackShape } from '../resources/define-resource';
import { z } from 'zod';
import { postalCode } from '../validation/contact.rules';
import { optionalField } from '../validation/field';
import { discount } from '../validation/number.rules';
import {
  idValue,
  optionalDecimalInRange,
  optionalId,
  optionalIntegerInRange,
  optionalText,
  recordListSchema,
  requiredText,
  versionField,
} from '../validation/record-inputs';

/** Permission keys of module 'buildings' (spec 01 §6: {module}_{action}). */
export const BUILDING_PERMISSIONS = {
  view: 'buildings_view',
  add: 'buildings_add',
  edit: 'buildings_edit',
  delete: 'buildings_delete',
} as const;

/** Oldest year a building may be given as built (stave churches stand from the 1100s). */
export const MIN_YEAR_BUILT = 1000;

/** Latest year a building may be given as built: five years ahead (being planned). */
export const latestYearBuilt = () => new Date().getFullYear() + 5;

const buildingFields = {
  name: requiredText(200),
  customerid: optionalId(),
  address: optionalText(200),
  zip: optionalField(postalCode()),
  city: optionalText(100),
  latitude: optionalDecimalInRange(-90, 90),
  longitude: optionalDecimalInRange(-180, 180),
  // Bygningsnummer of the national register: up to 9 digits.
  buildingnumber: optionalIntegerInRange(1, 999_999_999),
  // Matrikkel: kommunenummer (4 digits) / gårdsnummer / bruksnummer / festenummer / seksjonsnummer.
  municipalitynumber: optionalField(
    z
      .union([z.string(), z.number()], { error: () => 'invalidNumber' })
      .transform((v) => String(v).trim())
      .refine((v) => /^\d{4}$/.test(v), 'invalidNumber'),
  ),
  gardsnummer: optionalIntegerInRange(1, 99_999),
  bruksnummer: optionalIntegerInRange(1, 9_999),
  festenummer: optionalIntegerInRange(0, 9_999),
  seksjonsnummer: optionalIntegerInRange(0, 9_999),
  // issue 12: a year 3025 says the years allowed (up to five years ahead: a building being planned).
  yearbuilt: optionalIntegerInRange(MIN_YEAR_BUILT, latestYearBuilt),
  // Square metres, up to what one building can sensibly have.
  area: optionalDecimalInRange(0, 10_000_000),
  notes: optionalText(4000),
  // spec 01 §5 discount 0 to 100, for hours and for materials (tab earning_and_discount).
  hourdiscount: optionalField(discount()),
  materialdiscount: optionalField(discount()),
  isactive: z.boolean('invalidData').optional(),
};

/** Body of POST buildings. Unknown fields are refused. */
export const buildingCreateSchema = z.object(buildingFields).strict();

/** Body of PUT buildings/{id}: any subset of the fields plus the version read. */
export const buildingUpdateSchema = z
  .object(buildingFields)
  .partial()
  .extend({
    version: versionField,
    id: z.number().optional(),
    ...savedBackShape([...SERVER_OWNED_FIELDS, 'customername']),
  })
  .strict();

export type BuildingCreateInput = z.input<typeof buildingCreateSchema>;
export type BuildingValues = z.output<typeof buildingCreateSchema>;
export type BuildingUpdateValues = z.output<typeof buildingUpdateSchema>;

export const BUILDING_SORT_FIELDS = [
  'id',
  'name',
  'customername',
  'address',
  'zip',
  'city',
  'buildingnumber',
  'gardsnummer',
  'bruksnummer',
  'yearbuilt',
  'area',
  'isactive',
  'createdon',
  'updatedon',
] as const;

export const BUILDING_MATCH_FIELDS = ['isactive', 'customerid', 'zip', 'municipalitynumber'] as const;

/** Fields the search box looks in (case-insensitive contains); the customer's name is searched too. */
export const BUILDING_SEARCH_FIELDS = ['name', 'address', 'zip', 'city', 'buildingnumber'] as const;

export const buildingListSchema = recordListSchema({
  sortable: BUILDING_SORT_FIELDS,
  matchable: BUILDING_MATCH_FIELDS,
});

export const BUILDING_DEFAULT_SORT = { name: 1 } as const;

/** Body of POST buildings/get_active: the active buildings (of one customer), plus the ids asked for. */
export const buildingGetActiveSchema = z
  .object({
    ids: z.array(idValue, 'invalidData').max(1000, 'invalidData').optional(),
    customerid: idValue.optional(),
  })
  .strict();

/** A building as the API answers it. */
export type Building = {
  id: number;
  name: string;
  customerid: number | null;
  /** Name of the customer (read only). */
  customername: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  buildingnumber: number | null;
  municipalitynumber: string | null;
  gardsnummer: number | null;
  bruksnummer: number | null;
  festenummer: number | null;
  seksjonsnummer: number | null;
  yearbuilt: number | null;
  area: number | null;
  notes: string | null;
  hourdiscount: number | null;
  materialdiscount: number | null;
  isactive: boolean;
  version: number;
  createdon: string;
  updatedon: string;
};

/** 'Gnr 12 / Bnr 345 / Fnr 0 / Snr 2' in the short Norwegian form, for lists: '12/345/0/2'. */
export function cadastralText(b: {
  gardsnummer: number | null;
  bruksnummer: number | null;
  festenummer: number | null;
  seksjonsnummer: number | null;
}): string {
  if (b.gardsnummer === null || b.bruksnummer === null) return '';
  const parts: (number | null)[] = [b.gardsnummer, b.bruksnummer];
  if (b.festenummer || b.seksjonsnummer) parts.push(b.festenummer ?? 0);
  if (b.seksjonsnummer) parts.push(b.seksjonsnummer);
  return parts.join('/');
}
