import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { createTenant } from '../../db/seed/demo';
import { withPlatform } from '../../db/tenant';
import { users } from '../../platform/auth/auth.table';
import { parseSystemConfiguration } from '../../platform/auth/access-context';
import { hashPassword } from '../../platform/auth/passwords';
import { badRequest, notFound, staleVersion } from '../../platform/errors';
import { tenants, tenantSettings } from '../../platform/tenants/tenants.table';
import { writeSetting } from '../../platform/tenants/tenant-settings.service';
import { memberships } from '../../platform/users/users.table';

// The super-admin portal works across tenants, so it uses the explicit platform transaction (DESIGN "Tenancy").

export async function listTenants(db: Db) {
  return withPlatform(db, async (tx) => {
    const rows = await tx
      .select({
        tenant: tenants,
        config: tenantSettings.value,
        usercount: sql<number>`(select count(*)::int from memberships m where m.tenant_id = ${tenants.id})`,
      })
      .from(tenants)
      .leftJoin(
        tenantSettings,
        and(eq(tenantSettings.tenantId, tenants.id), eq(tenantSettings.key, 'systemconfiguration')),
      )
      .orderBy(asc(tenants.name));
    return rows.map((r) => {
      const c = parseSystemConfiguration(r.config);
      return {
        id: r.tenant.id,
        domain: r.tenant.domain,
        name: r.tenant.name,
        enabledmodules: c.enabledmodules,
        enabledintegrations: c.enabledintegrations,
        usercount: r.usercount,
        createdon: r.tenant.createdon.toISOString(),
        version: r.tenant.version,
      };
    });
  });
}

export async function addTenant(
  db: Db,
  input: { domain: string; name: string; enabledmodules?: string[]; enabledintegrations?: string[] },
) {
  const exists = await withPlatform(db, (tx) =>
    tx.select().from(tenants).where(eq(tenants.domain, input.domain)),
  );
  if (exists.length) throw badRequest([{ field: 'domain', message: 'alreadyExists' }]);
  const id = await createTenant(db, input);
  return (await listTenants(db)).find((t) => t.id === id)!;
}

export async function editTenant(
  db: Db,
  id: number,
  input: { name: string; enabledmodules: string[]; enabledintegrations: string[]; version: number },
) {
  await withPlatform(db, async (tx) => {
    const [t] = await tx.select().from(tenants).where(eq(tenants.id, id));
    if (!t) throw notFound();
    const [updated] = await tx
      .update(tenants)
      .set({ name: input.name, version: t.version + 1 })
      .where(and(eq(tenants.id, id), eq(tenants.version, input.version)))
      .returning();
    if (!updated) throw staleVersion();
    const [s] = await tx
      .select()
      .from(tenantSettings)
      .where(and(eq(tenantSettings.tenantId, id), eq(tenantSettings.key, 'systemconfiguration')));
    const config = {
      ...parseSystemConfiguration(s?.value),
      enabledmodules: input.enabledmodules,
      enabledintegrations: input.enabledintegrations,
    };
    await writeSetting(tx, id, 'systemconfiguration', config, (s?.version ?? 1) + 1);
  });
  return (await listTenants(db)).find((t) => t.id === id)!;
}

export async function listUsers(db: Db) {
  return withPlatform(db, async (tx) => {
    const us = await tx.select().from(users).orderBy(asc(users.name));
    const ms = await tx
      .select({
        userid: memberships.userId,
        domain: tenants.domain,
        tenantname: tenants.name,
        role_id: memberships.roleId,
        isadmin: memberships.isadmin,
      })
      .from(memberships)
      .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
      .orderBy(asc(tenants.name));
    return us.map((u) => ({
      id: u.id,
      username: u.username,
      name: u.name,
      email: u.email,
      issuperadmin: u.issuperadmin,
      memberships: ms.filter((m) => m.userid === u.id).map(({ userid: _u, ...m }) => m),
    }));
  });
}

export async function addUser(
  db: Db,
  input: { username: string; email: string; name: string; password: string; issuperadmin: boolean },
) {
  const taken = await withPlatform(db, (tx) =>
    tx
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(
        sql`lower(${users.username}) = lower(${input.username}) or lower(${users.email}) = lower(${input.email})`,
      ),
  );
  const errors = [];
  if (taken.some((t) => t.username.toLowerCase() === input.username.toLowerCase()))
    errors.push({ field: 'username', message: 'alreadyExists' });
  if (taken.some((t) => t.email.toLowerCase() === input.email.toLowerCase()))
    errors.push({ field: 'email', message: 'alreadyExists' });
  if (errors.length) throw badRequest(errors);
  const passwordHash = await hashPassword(input.password);
  const [u] = await withPlatform(db, (tx) =>
    tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        name: input.name,
        passwordHash,
        issuperadmin: input.issuperadmin,
      })
      .returning(),
  );
  return (await listUsers(db)).find((x) => x.id === u!.id)!;
}

async function tenantAndUser(db: Db, userid: number, domain: string) {
  return withPlatform(db, async (tx) => {
    const [t] = await tx.select().from(tenants).where(eq(tenants.domain, domain));
    if (!t) throw badRequest([{ field: 'domain', message: 'invalidData' }]);
    const [u] = await tx.select().from(users).where(eq(users.id, userid));
    if (!u) throw badRequest([{ field: 'userid', message: 'invalidData' }]);
    return { tenantId: t.id, userId: u.id };
  });
}

export async function upsertMembership(
  db: Db,
  input: { userid: number; domain: string; role_id: 1 | 2 | 3; isadmin: boolean },
) {
  const { tenantId, userId } = await tenantAndUser(db, input.userid, input.domain);
  await withPlatform(db, (tx) =>
    tx
      .insert(memberships)
      .values({ tenantId, userId, roleId: input.role_id, isadmin: input.isadmin })
      .onConflictDoUpdate({
        target: [memberships.tenantId, memberships.userId],
        set: { roleId: input.role_id, isadmin: input.isadmin, isactive: true },
      }),
  );
  return (await listUsers(db)).find((x) => x.id === userId)!;
}

export async function removeMembership(db: Db, input: { userid: number; domain: string }) {
  const { tenantId, userId } = await tenantAndUser(db, input.userid, input.domain);
  const rows = await withPlatform(db, (tx) =>
    tx
      .delete(memberships)
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
      .returning(),
  );
  if (!rows.length) throw notFound();
  return (await listUsers(db)).find((x) => x.id === userId)!;
}
