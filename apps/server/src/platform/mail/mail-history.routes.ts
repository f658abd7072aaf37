import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailHistoryListSchema } from '@suite/shared/mail/mail-history.schema';
import { inTenant, READ_ONLY } from '../request-context';
import { getMailHistory, listMailHistory } from './record-mail';

const idParams = z.object({
  id: z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .positive('invalidNumber')
    .max(2 ** 53 - 1, 'invalidNumber'),
});

/**
 * The mail history (spec 01 §2 /mail_history, the customer's mail tab): a signed-in user passes the guard, the
 * service decides what the user may read (admins everything, others one customer's or one record's mails).
 */
export async function mailHistoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mail_history'];
  r.post('/api/mail_history/list', { schema: { body: mailHistoryListSchema, tags } }, (request) =>
    inTenant(request, (ctx) => listMailHistory(ctx, request.body), READ_ONLY),
  );
  r.get('/api/mail_history/:id', { schema: { params: idParams, tags } }, (request) =>
    inTenant(request, (ctx) => getMailHistory(ctx, request.params.id), READ_ONLY),
  );
}
