import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@suite/shared';
import { forbidden } from '../errors';
import { inTenant } from '../request-context';
import { languageOf } from '../translations/translate';
import { changelogFor } from './changelog';
import {
  checkChangelog,
  listForCurrentUser,
  markChangelogRead,
  rentalIssueOrders,
  setAllRead,
  unreadCounts,
} from './notifications.service';
import { maxCharactersMessage } from '@suite/shared/validation/messages';

const changelogBody = z
  .object({
    userid: z.number('invalidNumber').int().positive(),
    md5: z.string().max(64, maxCharactersMessage(64)),
    locale: z.enum(LANGUAGES, 'invalidData'),
  })
  .strict();

export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  r.get(
    '/api/notifications/get_unread_notifications_count',
    { schema: { tags }, config: { passive: true } },
    (request) => inTenant(request, (ctx) => unreadCounts(ctx)),
  );
  r.get('/api/notifications/get_for_current_user', { schema: { tags } }, (request) =>
    inTenant(request, (ctx) => listForCurrentUser(ctx, languageOf(request.headers['x-language']))),
  );
  r.post('/api/notifications/set_all_as_read', { schema: { tags } }, (request) =>
    inTenant(request, (ctx) => setAllRead(ctx, 'general')),
  );
  r.get('/api/notifications/get_rental_invoice_issue_orders', { schema: { tags } }, (request) =>
    inTenant(request, (ctx) => rentalIssueOrders(ctx)),
  );
  r.post('/api/notifications/set_all_rental_issues_as_read', { schema: { tags } }, (request) =>
    inTenant(request, (ctx) => setAllRead(ctx, 'rentalissue')),
  );
  r.get('/api/todo/get_my_total_todo', { schema: { tags } }, (request) =>
    inTenant(request, async (ctx) => {
      const { notificationcount } = await unreadCounts(ctx);
      // Tasks and checklists join the total when those modules exist.
      return { total: notificationcount, tasks: 0, checklists: 0, notifications: notificationcount };
    }),
  );

  r.get(
    '/api/changelog',
    { schema: { querystring: z.object({ locale: z.enum(LANGUAGES, 'invalidData').optional() }), tags } },
    async (request) => changelogFor(request.query.locale ?? languageOf(request.headers['x-language'])),
  );
  r.post('/api/changelog/check_md5', { schema: { body: changelogBody, tags } }, (request) =>
    inTenant(request, (ctx) => {
      if (request.body.userid !== ctx.user.userId) throw forbidden();
      return checkChangelog(ctx, request.body.locale);
    }),
  );
  r.post('/api/changelog/read', { schema: { body: changelogBody, tags } }, (request) =>
    inTenant(request, (ctx) => {
      if (request.body.userid !== ctx.user.userId) throw forbidden();
      return markChangelogRead(ctx, request.body.locale, changelogFor(request.body.locale).md5);
    }),
  );
}
