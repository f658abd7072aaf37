import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTenant } from '../request-context';
import { LANGUAGES } from '@suite/shared/tenants/modules';
import { mergedTranslations, saveTranslations, textsFor } from './translations.service';
import { maxCharactersMessage } from '@suite/shared/validation/messages';

const text = z.string().max(5000, maxCharactersMessage(5000));
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

const nameList = z
  .string()
  .max(2000, maxCharactersMessage(2000))
  .regex(/^[a-z0-9_,-]*$/i, 'invalidData')
  .optional()
  .transform((v) => (v ? v.split(',').filter(Boolean) : []));
export const textsQuerySchema = z
  .object({
    language: z.enum(LANGUAGES, 'invalidData'),
    shell: z
      .enum(['true', 'false'], 'invalidData')
      .optional()
      .transform((v) => v === 'true'),
    screens: nameList,
    sections: nameList,
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
  // What the client shows: one language, the sections of the shell and/or of the screens it opens (issue 11).
  r.get(
    '/api/tenanttranslation/texts',
    {
      schema: { querystring: textsQuerySchema, tags: ['translations'] },
      config: { access: { public: true } },
    },
    (request) =>
      request.session
        ? inTenant(request, (ctx) => textsFor(ctx, request.query))
        : textsFor(null, request.query),
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
