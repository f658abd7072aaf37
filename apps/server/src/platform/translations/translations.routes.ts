import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTenant } from '../request-context';
import { mergedTranslations, saveTranslations } from './translations.service';

const text = z.string().max(5000, 'maxCharacters');
export const translationsUpdateSchema = z
  .object({
    items: z
      .array(
        z.object({
          sectionkey: z.string().min(1, 'required').max(100),
          key: z.string().min(1, 'required').max(100),
          en_value: text,
          no_value: text,
          po_value: text,
          sw_value: text,
        }),
      )
      .max(5000),
  })
  .strict();

export async function translationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The login page needs texts too: without a session the defaults are answered.
  r.get(
    '/api/tenanttranslation',
    { schema: { tags: ['translations'] }, config: { access: { public: true } } },
    (request) =>
      request.session ? inTenant(request, (ctx) => mergedTranslations(ctx)) : mergedTranslations(null),
  );
  r.put(
    '/api/tenanttranslation',
    {
      schema: { body: translationsUpdateSchema, tags: ['translations'] },
      config: { access: { permission: 'settings_translation', write: true, adminOnly: true } },
    },
    (request) => inTenant(request, (ctx) => saveTranslations(ctx, request.body.items)),
  );
}
