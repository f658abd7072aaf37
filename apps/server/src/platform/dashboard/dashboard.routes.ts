import type { FastifyInstance } from 'fastify';
import { inTenant } from '../request-context';
import { languageOf } from '../translations/translate';
import { dashboard } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/dashboard', { schema: { tags: ['dashboard'] } }, (request) =>
    inTenant(request, (ctx) => dashboard(ctx, languageOf(request.headers['x-language']))),
  );
}
