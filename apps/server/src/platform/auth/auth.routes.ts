import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../errors';
import type { Mailer } from '../mail/mailer';
import { languageOf, translate } from '../translations/translate';
import { issueChecklistToken } from './checklist-token';
import { forgotPasswordSchema, loginSchema, switchTenantSchema, useCookiesQuery } from './auth.schema';
import { requestPasswordReset, resetPassword, signIn, switchTenant } from './auth.service';
import { ABSOLUTE_LIFETIME_MS, deleteSession, SESSION_COOKIE } from './sessions';
import { inTenant, sessionUser } from '../request-context';
import { readSetting } from '../tenants/tenant-settings.service';

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Secure whenever the request came over HTTPS (directly or through a trusted proxy).
    secure: request.protocol === 'https',
    maxAge: Math.floor(ABSOLUTE_LIFETIME_MS / 1000),
  });
}

export async function authRoutes(app: FastifyInstance, opts: { mailer: Mailer; publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { access: { public: true as const } };

  r.post(
    '/api/auth',
    { schema: { body: loginSchema, querystring: useCookiesQuery, tags: ['auth'] }, config: pub },
    async (request, reply) => {
      const { token, user } = await signIn(app.db, request.body, {
        ip: request.ip,
        useragent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, token);
      return user.details;
    },
  );

  r.get('/api/auth/session', { schema: { tags: ['auth'] }, config: pub }, async (request) => {
    const s = request.session;
    return s ? { isauthenticated: true, user: s.user.details } : { isauthenticated: false };
  });

  r.post('/api/auth/logout', { schema: { tags: ['auth'] }, config: pub }, async (request, reply) => {
    if (request.session) await deleteSession(app.db, request.session.hash);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });

  r.post('/api/auth/get_initial_load_data', { schema: { tags: ['auth'] } }, async (request) => {
    const user = sessionUser(request);
    const companyinfo = await inTenant(request, async (ctx) => (await readSetting(ctx, 'companyinfo')).value);
    const systemconfiguration = { ...user.config };
    return {
      systemconfiguration,
      integrations: user.config.enabledintegrations,
      permissions: user.details.permissions,
      checklistapiconfig: {
        accesstoken: await issueChecklistToken(app.db, {
          hash: request.session!.hash,
          userId: user.userId,
          tenantId: user.tenantId,
        }),
      },
      taskmodulesetting: user.config.taskmodulesetting,
      systemconfiguration_v2: { ...systemconfiguration, companyinfo },
    };
  });

  r.post(
    '/api/auth/switch_tenant',
    { schema: { body: switchTenantSchema, querystring: useCookiesQuery, tags: ['auth'] } },
    async (request) => {
      const user = sessionUser(request);
      const next = await switchTenant(app.db, request.session!.hash, user.userId, request.body.domain);
      return next.details;
    },
  );

  r.post(
    '/api/auth/forgot_password',
    { schema: { body: forgotPasswordSchema, tags: ['auth'] }, config: pub },
    async (request) => {
      const lang = languageOf(request.headers['x-language']);
      await requestPasswordReset(
        app.db,
        opts.mailer,
        request.body.email,
        (token) => `${opts.publicUrl}/resetpassword?token=${encodeURIComponent(token)}`,
        {
          subject: translate(lang, 'mail', 'resetSubject'),
          body: (link) => translate(lang, 'mail', 'resetBody', { name: '', link }),
        },
      );
      return { ok: true };
    },
  );

  r.post(
    '/api/auth/reset_password',
    {
      schema: {
        body: z.object({
          token: z.string().min(1, 'required').max(200, 'maxCharacters'),
          password: z.string().min(1, 'required').max(200, 'maxCharacters'),
          confirmpassword: z.string().max(200, 'maxCharacters'),
        }),
        tags: ['auth'],
      },
      config: pub,
    },
    async (request) => {
      if (request.body.password !== request.body.confirmpassword) {
        throw badRequest([{ field: 'confirmpassword', message: 'passwordMatch' }]);
      }
      await resetPassword(app.db, request.body);
      return { ok: true };
    },
  );
}
