import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (FILES_DIR), laid out per tenant; default dataDir/files. */
  filesDir: string;
  /** PostgreSQL when set, otherwise PGlite in dataDir. */
  databaseUrl: string | null;
  seedDemo: boolean;
  /** smtp://user:pass@host:port; without it mail lands in dataDir/outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Public base URL used in mail links (reset password). */
  publicUrl: string;
  /** Serve the built web client from this folder when it exists. */
  webDist: string;
  logLevel: string;
  /** Cookie Secure flag: 'auto' sets it when the request came over HTTPS (trustProxy honours X-Forwarded-Proto). */
  trustProxy: boolean;
};

export const CLIENT_VERSION = '1.42';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    databaseUrl: env.DATABASE_URL || null,
    seedDemo: env.SEED_DEMO !== 'false',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'ServiceSuite <no-reply@servicesuite.local>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
