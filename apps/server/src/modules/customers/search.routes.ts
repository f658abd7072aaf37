import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTenant } from '../../platform/request-context';
import { search } from './search.service';
import { maxCharactersMessage } from '@suite/shared/validation/messages';

/** GET /api/search?text= (the /search_results page): grouped hits of the tenant; every signed-in user may search. */
export async function searchRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      schema: {
        querystring: z.object({ text: z.string('required').max(200, maxCharactersMessage(200)) }).strict(),
        tags: ['search'],
      },
    },
    (request) => inTenant(request, (ctx) => search(ctx, request.query.text)),
  );
}
