// A lead (spec 01 §2 /leads, DESIGN module 'leads'): a possible customer being worked on, until it is won and
// converted into a customer or closed with an outcome. The API and the lead form share these rules.
import { SERVER_OWNED_FIELDS, savedBackShape } from '../resources/define-resource';
import { z } from 'zod';
import { mobile, organisationNumber, postalCode } from '../validation/contact.rules';
import { optionalField } from '../validation/field';
import {
  emailAddress,
  optionalDate,
  optionalId,
  optionalMoney,
  optionalText,
  recordListSchema,
  requiredText,
  versionField,
} from '../validation/record-inputs';

/** Where a lead came from; shown translated as 'leads.source_<key>'. */
export const LEAD_SOURCES = [
  'website',
  'phone',
  'email',
  'referral',
  'fair',
  'socialmedia',
  'advertising',
  'existingcustomer',
  'other',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * The supporting lists a lead's status fields point at (spec 01 §2 Settings: lead_status, lead_secondary_status,
 * lead_outcome), by their API names.
 */
export const LEAD_STATUS_LOOKUPS = {
  leadstatusid: 'leadstatus',
  leadsecondarystatusid: 'leadsecondarystatus',
  leadoutcomeid: 'leadoutcome',
} as const;

/** Permission keys of module 'leads' (spec 01 §6: {module}_{action}). */
export const LEAD_PERMISSIONS = {
  view: 'leads_view',
  add: 'leads_add',
  edit: 'leads_edit',
  delete: 'leads_delete',
} as const;

const leadFields = {
  name: requiredText(200),
  // spec 02 §3 Customer: the organisation number field is `organizationnumber` (MOD11 check digit).
  organizationnumber: optionalField(organisationNumber()),
  contactperson: optionalText(200),
  email: optionalField(emailAddress()),
  phone: optionalField(mobile()),
  address: optionalText(200),
  zip: optionalField(postalCode()),
  city: optionalText(100),
  source: optionalField(z.enum(LEAD_SOURCES, { error: () => 'invalidData' })),
  leadstatusid: optionalId(),
  leadsecondarystatusid: optionalId(),
  leadoutcomeid: optionalId(),
  // The user responsible for the lead: a member of the tenant (spec 01 §6: CRM responsible).
  responsible_id: optionalId(),
  expectedvalue: optionalMoney(),
  expectedclosedate: optionalDate(),
  notes: optionalText(4000),
  isactive: z.boolean('invalidData').optional(),
};

/** Body of POST leads. Unknown fields are refused. */
export const leadCreateSchema = z.object(leadFields).strict();

/** Body of PUT leads/{id}: any subset of the fields plus the version read. */
export const leadUpdateSchema = z
  .object(leadFields)
  .partial()
  .extend({
    version: versionField,
    id: z.number().optional(),
    // Saving back (issue 7): what GET answers and only the server sets (the conversion, names of references).
    ...savedBackShape([
      ...SERVER_OWNED_FIELDS,
      'customerid',
      'convertedon',
      'responsible_name',
      'customername',
    ]),
  })
  .strict();

export type LeadCreateInput = z.input<typeof leadCreateSchema>;
export type LeadValues = z.output<typeof leadCreateSchema>;
export type LeadUpdateValues = z.output<typeof leadUpdateSchema>;

/** Fields the lead list can be sorted by. */
export const LEAD_SORT_FIELDS = [
  'id',
  'name',
  'organizationnumber',
  'contactperson',
  'email',
  'phone',
  'city',
  'zip',
  'source',
  'expectedvalue',
  'expectedclosedate',
  'isactive',
  'createdon',
  'updatedon',
] as const;

/** Fields the lead list can be filtered by exactly (`match`). */
export const LEAD_MATCH_FIELDS = [
  'isactive',
  'leadstatusid',
  'leadsecondarystatusid',
  'leadoutcomeid',
  'responsible_id',
  'source',
  'customerid',
] as const;

/** Fields the search box looks in (case-insensitive contains). */
export const LEAD_SEARCH_FIELDS = [
  'name',
  'contactperson',
  'email',
  'phone',
  'organizationnumber',
  'city',
] as const;

export const leadListSchema = recordListSchema({ sortable: LEAD_SORT_FIELDS, matchable: LEAD_MATCH_FIELDS });

export const LEAD_DEFAULT_SORT = { name: 1 } as const;

/** A lead as the API answers it. */
export type Lead = {
  id: number;
  name: string;
  organizationnumber: string | null;
  contactperson: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  source: LeadSource | null;
  leadstatusid: number | null;
  leadsecondarystatusid: number | null;
  leadoutcomeid: number | null;
  responsible_id: number | null;
  /** Name of the responsible user (read only). */
  responsible_name: string | null;
  expectedvalue: number | null;
  expectedclosedate: string | null;
  notes: string | null;
  /** The customer this lead was converted into (read only; set by POST leads/{id}/convert). */
  customerid: number | null;
  customername: string | null;
  convertedon: string | null;
  isactive: boolean;
  version: number;
  createdon: string;
  updatedon: string;
};

/** Answer of POST leads/{id}/convert. */
export type LeadConversion = { lead: Lead; customerid: number };
