import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { smsListSchema } from '@suite/shared/sms/sms.schema';
import { inTenant, READ_ONLY } from '../request-context';
import { listSms } from './sms.service';

/**
 * The SMS history (spec 01 §2 /sms_history, login only) and the sms_history tabs of orders and customers, which
 * match on the record or the customer. Sending is the record's own call (e.g. POST orders/{id}/sms).
 */
export async function smsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/sms_history/list',
    { schema: { body: smsListSchema, tags: ['sms'] }, config: { access: {} } },
    (request) => inTenant(request, (ctx) => listSms(ctx, request.body), READ_ONLY),
  );
}
