// Settings records of the integrations and the document storage (spec 01 §2 Settings "Integrations" and
// "Documents and templates"; spec 02 integrations: Uni Micro, Boligmappa, Shopify, ClickSend SMS, SharePoint).
// Credentials are write-only: they are listed in SECRET_FIELDS, never answered by a read (the answer says
// `has<field>: true`) and kept when a form is saved without retyping them. Whether an integration is switched on
// is the system configuration's enabledintegrations (one place); these records only say how it connects.
import { z } from 'zod';
import { maxCharactersMessage } from '../validation/messages';

const text = (max: number) => z.string('invalidData').trim().max(max, maxCharactersMessage(max));
const flag = (value: boolean) => z.boolean('invalidData').default(value);
/** A text that is empty or matches the pattern. */
const optional = (max: number, pattern: RegExp) =>
  text(max)
    .refine((v) => v === '' || pattern.test(v), 'invalidData')
    .default('');
/** A password, key or token: stored as typed (no trimming: a secret may end in a space). */
const secret = z.string('invalidData').max(500, maxCharactersMessage(500)).default('');

/** An Azure AD (Entra ID) tenant or application id. */
const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const INTEGRATION_ENVIRONMENTS = ['production', 'test'] as const;

// SharePoint as document storage: an app registration in the customer's Microsoft 365 (client credentials).
export const sharepointSettingsSchema = z.object({
  siteurl: optional(300, /^https:\/\/[a-z0-9-]+\.sharepoint\.com(\/[^\s]*)?$/i),
  tenantid: optional(36, GUID),
  clientid: optional(36, GUID),
  clientsecret: secret,
  documentlibrary: text(200).default('Documents'),
  rootfolder: text(200).default(''),
});

export const DOCUMENT_STORAGE_PROVIDERS = ['builtin', 'sharepoint', 'azure'] as const;
/** How the folders of a record's documents are laid out in the storage. */
export const FOLDER_STRUCTURES = ['customer_module', 'module', 'customer'] as const;

// Where documents are kept: the built-in file store, SharePoint (connection on the sharepoint screen) or an Azure
// storage account (connection here), and how folders are named.
export const dmsSettingsSchema = z.object({
  provider: z.enum(DOCUMENT_STORAGE_PROVIDERS, 'invalidData').default('builtin'),
  // Azure storage account names are 3-24 lower-case letters and digits; containers 3-63, with single hyphens.
  azureaccountname: optional(24, /^[a-z0-9]{3,24}$/),
  azurecontainer: optional(63, /^(?!.*--)[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/),
  azureaccesskey: secret,
  folderstructure: z.enum(FOLDER_STRUCTURES, 'invalidData').default('customer_module'),
  createfoldersautomatically: flag(true),
  // '10023 Hansen AS' rather than 'Hansen AS': two customers with the same name get separate folders.
  includerecordnumber: flag(true),
  maxfilesizemb: z
    .number('invalidNumber')
    .int('invalidNumber')
    .min(1, 'invalidNumber')
    .max(2000, 'invalidNumber')
    .default(100),
});

// ClickSend SMS: API user name and key from the ClickSend dashboard.
export const clicksendSettingsSchema = z.object({
  username: text(100).default(''),
  apikey: secret,
  // A phone number, or an alphanumeric sender id of at most 11 characters (GSM 03.40).
  senderid: optional(16, /^(\+?\d{4,15}|[A-Za-z0-9 ]{1,11})$/),
  deliveryreports: flag(true),
});

// Uni Micro (Uni Economy) accounting: the company key and an integration user.
export const unimicroSettingsSchema = z.object({
  environment: z.enum(INTEGRATION_ENVIRONMENTS, 'invalidData').default('production'),
  companykey: optional(36, GUID),
  username: text(100).default(''),
  password: secret,
  exportcustomers: flag(true),
  exportinvoices: flag(true),
  importpayments: flag(true),
});

// Boligmappa (the Norwegian property documentation archive): documentation of finished work is uploaded to the
// property's archive.
export const boligmappaSettingsSchema = z.object({
  environment: z.enum(INTEGRATION_ENVIRONMENTS, 'invalidData').default('production'),
  clientid: text(200).default(''),
  clientsecret: secret,
  uploadoncomplete: flag(false),
  includechecklists: flag(true),
  includephotos: flag(false),
});

/** A Shopify collection handle, as in the shop's address: 'varmepumper'. */
const COLLECTION_HANDLE = /^[a-z0-9][a-z0-9-]*$/;

// Shopify: the shop, an Admin API access token of a custom app, and the collections whose products are synced.
export const shopifySettingsSchema = z.object({
  shopdomain: optional(200, /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/),
  accesstoken: secret,
  collections: z
    .array(text(100).regex(COLLECTION_HANDLE, 'invalidData'), 'invalidData')
    .max(50, 'invalidData')
    .default([]),
  syncproducts: flag(true),
  syncstock: flag(true),
  syncprices: flag(false),
  importorders: flag(true),
});

/** The write-only fields of each record. */
export const SECRET_FIELDS = {
  sharepoint: ['clientsecret'],
  dms_settings: ['azureaccesskey'],
  clicksend_configuration: ['apikey'],
  unimicro_login: ['password'],
  boligmappa: ['clientsecret'],
  shopify_collections: ['accesstoken'],
} as const satisfies Record<string, readonly string[]>;

type Sharepoint = z.infer<typeof sharepointSettingsSchema>;
type Dms = z.infer<typeof dmsSettingsSchema>;

/** Everything SharePoint needs to connect is filled in. */
export const isSharepointConfigured = (v: Sharepoint): boolean =>
  Boolean(v.siteurl && v.tenantid && v.clientid && v.clientsecret);

/** The chosen document storage can be used: built-in always, the others once their connection is complete. */
export function isDocumentStorageConfigured(dms: Dms, sharepoint: Sharepoint): boolean {
  if (dms.provider === 'sharepoint') return isSharepointConfigured(sharepoint);
  if (dms.provider === 'azure')
    return Boolean(dms.azureaccountname && dms.azurecontainer && dms.azureaccesskey);
  return true;
}

export const isClicksendConfigured = (v: z.infer<typeof clicksendSettingsSchema>): boolean =>
  Boolean(v.username && v.apikey);
export const isUnimicroConfigured = (v: z.infer<typeof unimicroSettingsSchema>): boolean =>
  Boolean(v.companykey && v.username && v.password);
export const isBoligmappaConfigured = (v: z.infer<typeof boligmappaSettingsSchema>): boolean =>
  Boolean(v.clientid && v.clientsecret);
export const isShopifyConfigured = (v: z.infer<typeof shopifySettingsSchema>): boolean =>
  Boolean(v.shopdomain && v.accesstoken);
