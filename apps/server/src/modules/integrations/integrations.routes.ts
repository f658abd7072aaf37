import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTenant } from '../../platform/request-context';
import { integrationsOverview, requiredSettings } from './integrations.service';

export async function integrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrations'];

  // The integrations settings screen (administrator-only, spec 01 §2 "Access and tenant").
  r.get(
    '/api/integrations/overview',
    { schema: { tags }, config: { access: { permission: 'settings_integrations', adminOnly: true } } },
    (request) => inTenant(request, (ctx) => integrationsOverview(ctx)),
  );

  // spec 01 §7: settings an administrator must complete before some features work: name -> message key. Every
  // signed-in member may ask (the answer names settings, never their values).
  r.get('/api/useraccess/check_required_settings_configured', { schema: { tags } }, (request) =>
    inTenant(request, (ctx) => requiredSettings(ctx)),
  );
}
