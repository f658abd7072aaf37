import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { lookupPostcode } from './postcodes.service';

/**
 * GET /api/postcodes/{postcode}: the town and municipality of a Norwegian postcode from Posten's register, for
 * every signed-in user (every postcode field fills its town; issue 12). No tenant data: no tenant transaction.
 */
export async function postcodeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/postcodes/:postcode',
    {
      schema: {
        params: z.object({ postcode: z.string().regex(/^\d{4}$/, 'invalidPostalCode') }).strict(),
        tags: ['postcodes'],
      },
    },
    async (request, reply) => {
      const info = await lookupPostcode(request.params.postcode);
      if (!info) throw notFound();
      // The register changes a few times a year: a day in the browser's cache is harmless.
      void reply.header('cache-control', 'private, max-age=86400');
      return info;
    },
  );
}
