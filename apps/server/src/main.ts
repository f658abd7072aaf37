import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, openPostgres } from './db/connection';
import { migrateDatabase } from './db/migrate';
import { seedDemo } from './db/seed/demo';
import { purgeExpiredSessions } from './platform/auth/sessions';
import { startJobs } from './platform/jobs/jobs';

const config = loadConfig();
const started = Date.now();
let database;
if (config.databaseUrl) {
  database = await openPostgres(config.databaseUrl);
} else {
  mkdirSync(config.dataDir, { recursive: true });
  // PGlite does not fsync: a killed process loses nothing committed, a power loss may (README).
  database = await openPglite(path.join(config.dataDir, 'pglite'));
}
await migrateDatabase(database);
if (config.seedDemo) await seedDemo(database.db);

const app = await buildApp({ db: database.db, config });
// Sessions past their idle time or lifetime are refused at once; this only keeps the table small.
const purge = () =>
  purgeExpiredSessions(database.db).catch((err: unknown) => app.log.warn({ err }, 'session purge failed'));
void purge();
setInterval(purge, 60 * 60 * 1000).unref();
// Background jobs (pg-boss on the same database): the modules registered theirs in buildApp.
const jobs = await startJobs({
  db: database.db,
  pglite: database.pglite,
  databaseUrl: config.databaseUrl ?? undefined,
  log: app.log,
});
const shutdown = async () => {
  await jobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, startupMs: Date.now() - started },
  `ServiceSuite listening on http://localhost:${config.port}`,
);
