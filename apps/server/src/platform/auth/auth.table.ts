import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table';

/** Platform table: a person's global identity. Tenants see their members through memberships. */
export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  issuperadmin: boolean('issuperadmin').notNull().default(false),
  isactive: boolean('isactive').notNull().default(true),
  lastTenantId: bigint('last_tenant_id', { mode: 'number' }).references(() => tenants.id, {
    onDelete: 'set null',
  }),
  version: integer('version').notNull().default(1),
  createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
});

/** Platform table: server-side sessions. Only the SHA-256 of the cookie value is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: bigint('tenant_id_current', { mode: 'number' })
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdat: timestamp('createdat', { withTimezone: true }).notNull().defaultNow(),
    lastseenat: timestamp('lastseenat', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    useragent: text('useragent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Platform table: password reset links; the token is stored hashed and works once. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresat: timestamp('expiresat', { withTimezone: true }).notNull(),
  usedat: timestamp('usedat', { withTimezone: true }),
  createdat: timestamp('createdat', { withTimezone: true }).notNull().defaultNow(),
});

/** Platform table: failed sign-ins per account and per address, for throttling across server instances. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowstart: timestamp('windowstart', { withTimezone: true }).notNull().defaultNow(),
});
