import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/connection';
import { registerModules } from './modules';
import { registerErrorHandling } from './platform/errors';
import { registerGuard } from './platform/guard';
import { registerSecurityHeaders } from './platform/security-headers';
import { inlineScriptHashes, registerCompression, registerStaticFiles } from './platform/static-files';
import { createMailer, type Mailer } from './platform/mail/mailer';

export type AppOptions = {
  db: Db;
  config: Config;
  mailer?: Mailer;
  /** Tests pass false to keep the output quiet, or a stream to read what is logged. */
  logger?: boolean | NodeJS.WritableStream;
};

/** Logs never carry passwords, cookies or tokens. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-access-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmpassword',
  '*.token',
  '*.accesstoken',
];

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.logger === undefined || opts.logger === true ? config.logLevel : 'info',
            redact: LOG_REDACT,
            ...(typeof opts.logger === 'object' ? { stream: opts.logger } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', opts.db);
  const mailer =
    opts.mailer ??
    createMailer(opts.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  app.decorate('mailer', mailer);

  // External plugins, then platform, then modules (fastify/demo's fixed order).
  await app.register(cookie);
  registerCompression(app);
  const indexHtml = path.join(config.webDist, 'index.html');
  const spa = existsSync(indexHtml);
  registerSecurityHeaders(app, spa ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : []);
  await app.register(swagger, {
    openapi: { info: { title: 'ServiceSuite API', version: '1.42.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandling(app, { spaFallback: spa });
  registerGuard(app);
  await registerModules(app, {
    mailer,
    publicUrl: config.publicUrl,
    filesDir: config.filesDir,
    dataDir: config.dataDir,
  });

  if (spa) await registerStaticFiles(app, config.webDist);
  return app;
}
