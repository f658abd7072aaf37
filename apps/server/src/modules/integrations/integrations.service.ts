import {
  isBoligmappaConfigured,
  isClicksendConfigured,
  isDocumentStorageConfigured,
  isSharepointConfigured,
  isShopifyConfigured,
  isUnimicroConfigured,
} from '@suite/shared/integrations/integration-settings.schema';
import { INTEGRATIONS, type IntegrationsOverview } from '@suite/shared/integrations/integrations';
import type { IntegrationKey } from '@suite/shared';
import type { Ctx } from '../../platform/request-context';
import { readSetting } from '../../platform/tenants/tenant-settings.service';

/** What the integrations' own records say about their connection (read once per call). */
async function connections(ctx: Ctx) {
  const [config, sharepoint, dms, clicksend, unimicro, boligmappa, shopify] = await Promise.all([
    readSetting(ctx, 'systemconfiguration'),
    readSetting(ctx, 'sharepoint'),
    readSetting(ctx, 'dms_settings'),
    readSetting(ctx, 'clicksend_configuration'),
    readSetting(ctx, 'unimicro_login'),
    readSetting(ctx, 'boligmappa'),
    readSetting(ctx, 'shopify_collections'),
  ]);
  const configured: Partial<Record<IntegrationKey, boolean>> = {
    sharepoint: isSharepointConfigured(sharepoint.value),
    clicksend: isClicksendConfigured(clicksend.value),
    unimicro: isUnimicroConfigured(unimicro.value),
    boligmappa: isBoligmappaConfigured(boligmappa.value),
    shopify: isShopifyConfigured(shopify.value),
  };
  return {
    enabled: new Set<string>(config.value.enabledintegrations),
    configured,
    dms: dms.value,
    documentstorageConfigured: isDocumentStorageConfigured(dms.value, sharepoint.value),
  };
}

/**
 * The integrations overview: each integration switched on or off (system configuration) and whether its
 * connection is filled in; null where it connects by signing in at the provider (no credentials kept here).
 */
export async function integrationsOverview(ctx: Ctx): Promise<IntegrationsOverview> {
  const c = await connections(ctx);
  return {
    integrations: INTEGRATIONS.map((i) => ({
      ...i,
      enabled: c.enabled.has(i.key),
      configured: c.configured[i.key] ?? null,
    })),
    documentstorage: { provider: c.dms.provider, configured: c.documentstorageConfigured },
  };
}

/**
 * spec 01 §7 check_required_settings_configured: setting name -> message key, for each setting that a feature in
 * use needs but that is not filled in (spec 01 §8 'sharepoint config not done'). The web links each name to its
 * settings page (REQUIRED_SETTING_ROUTES).
 */
export async function requiredSettings(ctx: Ctx): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const company = (await readSetting(ctx, 'companyinfo')).value;
  if (!company.partyname || !company.organizationnumber) out.companyinfo = 'companyInfoMissing';
  const c = await connections(ctx);
  const missing = (key: IntegrationKey) => c.enabled.has(key) && c.configured[key] === false;
  // SharePoint is needed when it is switched on as an integration or chosen as the document storage.
  if ((c.enabled.has('sharepoint') || c.dms.provider === 'sharepoint') && !c.configured.sharepoint)
    out.sharepoint = 'sharepointConfigNotDone';
  if (c.dms.provider === 'azure' && !c.documentstorageConfigured)
    out.dms_settings = 'azureStorageConfigNotDone';
  if (missing('unimicro')) out.unimicro = 'unimicroLoginMissing';
  if (missing('clicksend')) out.clicksend = 'clicksendConfigMissing';
  if (missing('boligmappa')) out.boligmappa = 'boligmappaConfigMissing';
  if (missing('shopify')) out.shopify = 'shopifyConfigMissing';
  return out;
}
