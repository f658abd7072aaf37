// The integrations of spec 01 §1 ("accounting systems, SMS providers, document storage, webshops") as the
// integrations overview shows them: each with its group and the route of its settings page. Visma, Fiken,
// Tripletex and PowerOffice connect through their providers' sign-in (OAuth callbacks), so they have no
// credentials screen here and their state is only "switched on or off".
import type { IntegrationKey } from '../tenants/modules';

export const INTEGRATION_GROUPS = ['accounting', 'sms', 'documents', 'property', 'webshop'] as const;
export type IntegrationGroup = (typeof INTEGRATION_GROUPS)[number];

export type IntegrationEntry = {
  key: IntegrationKey;
  group: IntegrationGroup;
  /** Route name of the page where it is set up (route table), or null when it connects by signing in. */
  route: string | null;
};

export const INTEGRATIONS: readonly IntegrationEntry[] = [
  { key: 'unimicro', group: 'accounting', route: 'settings.unimicro_login' },
  { key: 'visma', group: 'accounting', route: null },
  { key: 'fiken', group: 'accounting', route: null },
  { key: 'tripletex', group: 'accounting', route: null },
  { key: 'poweroffice', group: 'accounting', route: null },
  { key: 'clicksend', group: 'sms', route: 'settings.clicksend_configuration' },
  { key: 'sharepoint', group: 'documents', route: 'settings.sharepoint' },
  { key: 'boligmappa', group: 'property', route: 'settings.boligmappa' },
  { key: 'shopify', group: 'webshop', route: 'settings.shopify_collections' },
  { key: 'shopbox', group: 'webshop', route: 'shopbox' },
  { key: 'opencart', group: 'webshop', route: 'opencart' },
];

/** One row of GET integrations/overview. `configured` is null where nothing is set up on a screen of ours. */
export type IntegrationStatus = IntegrationEntry & { enabled: boolean; configured: boolean | null };

/** GET integrations/overview: the integrations and the document storage in use. */
export type IntegrationsOverview = {
  integrations: IntegrationStatus[];
  documentstorage: { provider: 'builtin' | 'sharepoint' | 'azure'; configured: boolean };
};

/**
 * spec 01 §7 check_required_settings_configured: the name of each setting an enabled feature needs, and the route
 * of the page that completes it ("a sharepoint or unimicro entry links to its settings page").
 */
export const REQUIRED_SETTING_ROUTES: Readonly<Record<string, string>> = {
  companyinfo: 'settings.company_info',
  sharepoint: 'settings.sharepoint',
  dms_settings: 'settings.dms_settings',
  unimicro: 'settings.unimicro_login',
  clicksend: 'settings.clicksend_configuration',
  boligmappa: 'settings.boligmappa',
  shopify: 'settings.shopify_collections',
};
