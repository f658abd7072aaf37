// npm run create-superadmin -- --username NAME --email MAIL --name "Full Name" [--tenant DOMAIN --tenant-name "Name"]
// Creates the first super admin on a production database without demo data. The password is read from the
// SUPERADMIN_PASSWORD environment variable or asked for on the terminal, never taken from the command line.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { passwordPolicy } from '@suite/shared/validation/index';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/connection';
import { migrateDatabase } from '../db/migrate';
import { createTenant } from '../db/seed/demo';
import { withPlatform } from '../db/tenant';
import { users } from '../platform/auth/auth.table';
import { hashPassword } from '../platform/auth/passwords';
import { tenants } from '../platform/tenants/tenants.table';
import { memberships } from '../platform/users/users.table';
import path from 'node:path';
import { mkdirSync } from 'node:fs';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    tenant: { type: 'string' },
    'tenant-name': { type: 'string' },
  },
});
if (!values.username || !values.email || !values.name) {
  console.error(
    'Usage: npm run create-superadmin -- --username NAME --email MAIL --name "Full Name" [--tenant DOMAIN --tenant-name NAME]',
  );
  process.exit(2);
}
let password = process.env.SUPERADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password: ');
  rl.close();
}
if (!passwordPolicy().safeParse(password).success) {
  console.error(
    'The password needs at least 8 characters with upper case, lower case, a digit and a special character.',
  );
  process.exit(2);
}

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openPglite(path.join(config.dataDir, 'pglite'));
await migrateDatabase(database);
const passwordHash = await hashPassword(password);
const [user] = await withPlatform(database.db, (tx) =>
  tx
    .insert(users)
    .values({
      username: values.username!,
      email: values.email!,
      name: values.name!,
      passwordHash,
      issuperadmin: true,
    })
    .returning(),
);
if (values.tenant) {
  const [existing] = await withPlatform(database.db, (tx) =>
    tx.select().from(tenants).where(eq(tenants.domain, values.tenant!)),
  );
  const tenantId =
    existing?.id ??
    (await createTenant(database.db, {
      domain: values.tenant,
      name: values['tenant-name'] ?? values.tenant,
    }));
  await withPlatform(database.db, (tx) =>
    tx.insert(memberships).values({ tenantId, userId: user!.id, roleId: 1, isadmin: true }),
  );
}
console.log(`Super admin ${values.username} created.`);
await database.close();
