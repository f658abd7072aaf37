import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLIENT_VERSION_LABEL,
  companyInfoUpdateSchema,
  DEFAULT_LANGUAGE,
  systemConfigurationSchema,
  systemConfigurationUpdateSchema,
} from '@suite/shared';
import { inTenant } from '../request-context';
import { readSetting, updateSetting } from './tenant-settings.service';

export async function tenantRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: { adminOnly: true, write: true } };

  r.get('/api/systemconfiguration', { schema: { tags: ['tenants'] } }, (request) =>
    inTenant(request, async (ctx) => {
      const s = await readSetting(ctx, 'systemconfiguration');
      return { ...s.value, version: s.version };
    }),
  );
  r.put(
    '/api/systemconfiguration',
    { schema: { body: systemConfigurationUpdateSchema, tags: ['tenants'] }, config: admin },
    (request) =>
      inTenant(request, async (ctx) => {
        const s = await updateSetting(ctx, 'systemconfiguration', request.body);
        return { ...s.value, version: s.version };
      }),
  );
  r.get('/api/companyinfo', { schema: { tags: ['tenants'] } }, (request) =>
    inTenant(request, async (ctx) => {
      const s = await readSetting(ctx, 'companyinfo');
      return { ...s.value, version: s.version };
    }),
  );
  r.put(
    '/api/companyinfo',
    { schema: { body: companyInfoUpdateSchema, tags: ['tenants'] }, config: admin },
    (request) =>
      inTenant(request, async (ctx) => {
        const s = await updateSetting(ctx, 'companyinfo', request.body);
        return { ...s.value, version: s.version };
      }),
  );
  r.get('/api/enabledintegrations', { schema: { tags: ['tenants'] } }, (request) =>
    inTenant(
      request,
      async (ctx) => (await readSetting(ctx, 'systemconfiguration')).value.enabledintegrations,
    ),
  );

  // Shared settings; without a session (login page) the product defaults.
  r.get(
    '/api/commonsettings',
    { schema: { tags: ['tenants'] }, config: { access: { public: true } } },
    (request) => {
      if (!request.session) {
        const d = systemConfigurationSchema.parse({});
        return {
          languageoptions: d.languageoptions,
          defaultlanguage: DEFAULT_LANGUAGE,
          clientversion: CLIENT_VERSION_LABEL,
          companyinfo: null,
          themecolor: d.themecolor,
          logo: '',
        };
      }
      return inTenant(request, async (ctx) => {
        const config = (await readSetting(ctx, 'systemconfiguration')).value;
        const companyinfo = (await readSetting(ctx, 'companyinfo')).value;
        return {
          languageoptions: config.languageoptions,
          defaultlanguage: DEFAULT_LANGUAGE,
          clientversion: CLIENT_VERSION_LABEL,
          companyinfo,
          themecolor: config.themecolor,
          logo: config.logo || companyinfo.logo,
        };
      });
    },
  );

  // Settings are read per request from the database, so there is no server cache to drop; the call exists for
  // the client's refresh action and answers as the spec expects.
  r.post('/api/apicaching/clear_all_caching', { schema: { tags: ['tenants'] } }, async () => ({ ok: true }));
}
