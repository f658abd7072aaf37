import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  offerCreateSchema,
  offerLineCreateSchema,
  offerLineListSchema,
  offerLineUpdateSchema,
  offerListSchema,
  offerRespondSchema,
  offerSendSchema,
  offerUpdateSchema,
} from '@suite/shared/offers/offer.schema';
import { idsSchema } from '@suite/shared/validation/record-inputs';
import { forbidden } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { mailCtx } from '../../platform/mail/record-mail';
import { languageOf } from '../../platform/translations/translate';
import { LANGUAGES } from '@suite/shared/tenants/modules';
import { inTenant, READ_ONLY } from '../../platform/request-context';
import {
  createOrderFromOffer,
  publicOffer,
  respondToOffer,
  sendOffer,
  withOfferToken,
} from './offer-answer.service';
import { renderOfferPdf } from './offer-document';
import {
  createOffer,
  createOfferLine,
  deleteOfferLines,
  deleteOffers,
  getOffer,
  getOfferLine,
  listOfferLines,
  listOffers,
  nextOfferNumber,
  updateOffer,
  updateOfferLine,
} from './offers.service';

const idParams = z.object({
  id: z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .positive('invalidNumber')
    .max(2 ** 53, 'invalidNumber'),
});
const pdfQuery = z.object({
  type: z.coerce
    .number('invalidNumber')
    .pipe(z.union([z.literal(14), z.literal(22)], 'invalidData'))
    .optional(),
});
const langQuery = z.object({ lang: z.enum(LANGUAGES, 'invalidData').optional() });

/** A PDF download: inline, with a cleaned file name (RFC 6266 filename* for æøå). */
function sendPdf(reply: FastifyReply, pdf: { filename: string; content: Buffer }) {
  const ascii = pdf.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(pdf.filename)}`,
    )
    .send(pdf.content);
}

const tokenParams = z.object({ token: z.string('required').min(1, 'required').max(200, 'invalidData') });

/** spec 01 §6: each call needs the permission of its action; writes are refused to read-only users (role 3). */
const access = (action: 'view' | 'add' | 'edit' | 'delete') => ({
  access: { permission: `offers_${action}`, write: action !== 'view' },
});

/** The public answer calls: no session; a few calls a minute per address are plenty for a person answering. */
const PUBLIC_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Offers (issue 7 "Offers"; spec 01 §2 /offers): the record, its lines, sending with the answer link, the order
 * made from it, and the public answer calls under /api/openapi (DESIGN "API contract": public pages, no cookies).
 */
export async function offerRoutes(app: FastifyInstance, opts: { mailer: Mailer; publicUrl: string }) {
  // spec 01 §2: offers is a module the tenant can switch off; its calls are then refused like its routes.
  app.addHook('onRequest', async (request) => {
    const s = request.session;
    if (s && !s.user.config.enabledmodules.includes('offers')) throw forbidden('moduleDisabled');
  });
  await app.register(rateLimit, { global: false });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['offers'];
  const base = '/api/offers';

  r.get(`${base}/next_number`, { schema: { tags }, config: access('view') }, (request) =>
    inTenant(request, async (ctx) => ({ offernumber: await nextOfferNumber(ctx) }), READ_ONLY),
  );
  r.post(`${base}/list`, { schema: { body: offerListSchema, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => listOffers(ctx, request.body), READ_ONLY),
  );
  r.post(base, { schema: { body: offerCreateSchema, tags }, config: access('add') }, (request) =>
    inTenant(request, (ctx) => createOffer(ctx, request.body)),
  );
  r.get(`${base}/:id`, { schema: { params: idParams, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => getOffer(ctx, request.params.id), READ_ONLY),
  );
  r.put(
    `${base}/:id`,
    { schema: { params: idParams, body: offerUpdateSchema, tags }, config: access('edit') },
    (request) => inTenant(request, (ctx) => updateOffer(ctx, request.params.id, request.body)),
  );
  r.delete(base, { schema: { body: idsSchema, tags }, config: access('delete') }, (request) =>
    inTenant(request, (ctx) => deleteOffers(ctx, request.body.ids)),
  );
  r.post(
    `${base}/:id/send`,
    { schema: { params: idParams, body: offerSendSchema, tags }, config: access('edit') },
    (request) =>
      inTenant(request, (ctx) =>
        sendOffer(mailCtx(request, ctx), request.params.id, request.body, opts.publicUrl),
      ),
  );
  r.get(
    `${base}/:id/pdf`,
    { schema: { params: idParams, querystring: pdfQuery, tags }, config: access('view') },
    async (request, reply) => {
      const pdf = await inTenant(
        request,
        (ctx) =>
          renderOfferPdf(
            ctx,
            request.params.id,
            request.query.type ?? 14,
            languageOf(request.headers['x-language']),
          ),
        READ_ONLY,
      );
      return sendPdf(reply, pdf);
    },
  );
  r.post(
    `${base}/:id/create_order`,
    {
      schema: { params: idParams, tags },
      config: { access: { permission: ['offers_edit'], write: true } },
    },
    (request) => inTenant(request, (ctx) => createOrderFromOffer(ctx, request.params.id)),
  );

  // Lines (the products tab), as order lines.
  const lines = '/api/offerlines';
  r.post(lines, { schema: { body: offerLineCreateSchema, tags }, config: access('edit') }, (request) =>
    inTenant(request, (ctx) => createOfferLine(ctx, request.body)),
  );
  r.post(
    `${lines}/list`,
    { schema: { body: offerLineListSchema, tags }, config: access('view') },
    (request) => inTenant(request, (ctx) => listOfferLines(ctx, request.body), READ_ONLY),
  );
  r.get(`${lines}/:id`, { schema: { params: idParams, tags }, config: access('view') }, (request) =>
    inTenant(request, (ctx) => getOfferLine(ctx, request.params.id), READ_ONLY),
  );
  r.put(
    `${lines}/:id`,
    { schema: { params: idParams, body: offerLineUpdateSchema, tags }, config: access('edit') },
    (request) => inTenant(request, (ctx) => updateOfferLine(ctx, request.params.id, request.body)),
  );
  r.delete(lines, { schema: { body: idsSchema, tags }, config: access('edit') }, (request) =>
    inTenant(request, (ctx) => deleteOfferLines(ctx, request.body.ids)),
  );

  // The customer's answer page (spec 02 §6 public pages): the tenant comes from the token, not from a session.
  const pub = '/api/openapi/offers/:token';
  const publicConfig = { access: { public: true as const }, rateLimit: PUBLIC_LIMIT };
  r.get(pub, { schema: { params: tokenParams, tags }, config: publicConfig }, (request) =>
    withOfferToken(app.db, request.params.token, (ctx, token) => publicOffer(ctx, token.offer_id)),
  );
  r.get(
    `${pub}/pdf`,
    { schema: { params: tokenParams, querystring: langQuery, tags }, config: publicConfig },
    async (request, reply) => {
      const pdf = await withOfferToken(app.db, request.params.token, (ctx, token) =>
        renderOfferPdf(ctx, token.offer_id, 22, request.query.lang ?? 'no'),
      );
      return sendPdf(reply, pdf);
    },
  );
  r.post(
    `${pub}/respond`,
    { schema: { params: tokenParams, body: offerRespondSchema, tags }, config: publicConfig },
    (request) =>
      withOfferToken(
        app.db,
        request.params.token,
        (ctx, token) =>
          respondToOffer(ctx, token, request.body, {
            ip: request.ip ?? null,
            useragent: request.headers['user-agent'] ?? null,
          }),
        { lock: true },
      ),
  );
}
