import { and, eq, sql } from 'drizzle-orm';
import { companyInfoSchema, systemConfigurationSchema } from '@suite/shared';
import { SETTINGS_RECORD_SCHEMAS } from '@suite/shared/settings/settings-records.schema';
import type { z } from 'zod';
import type { Tx } from '../../db/tenant';
import { problemFieldErrors } from '@suite/shared/validation/problem-field-errors';
import { badRequest, staleVersion } from '../errors';
import type { Ctx } from '../request-context';
import { tenantSettings } from './tenants.table';

/** The per-tenant settings records and the shared schema of each (later modules add theirs here). */
export const SETTINGS_SCHEMAS = {
  systemconfiguration: systemConfigurationSchema,
  companyinfo: companyInfoSchema,
  ...SETTINGS_RECORD_SCHEMAS,
} as const;
export type SettingKey = keyof typeof SETTINGS_SCHEMAS;
type Value<K extends SettingKey> = z.infer<(typeof SETTINGS_SCHEMAS)[K]>;

export async function readSetting<K extends SettingKey>(
  ctx: Pick<Ctx, 'tx' | 'user'>,
  key: K,
): Promise<{ value: Value<K>; version: number }> {
  const [row] = await ctx.tx
    .select()
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, ctx.user.tenantId), eq(tenantSettings.key, key)));
  const parsed = SETTINGS_SCHEMAS[key].safeParse(row?.value ?? {});
  const value = (parsed.success ? parsed.data : SETTINGS_SCHEMAS[key].parse({})) as Value<K>;
  return { value, version: row?.version ?? 1 };
}

/**
 * Saves a partial update of a settings record. The client sends the version it read; a different current
 * version means someone else saved in between: 412, nothing changed.
 */
export async function updateSetting<K extends SettingKey>(
  ctx: Pick<Ctx, 'tx' | 'user'>,
  key: K,
  patch: Partial<Value<K>> & { version: number },
): Promise<{ value: Value<K>; version: number }> {
  const current = await readSetting(ctx, key);
  if (current.version !== patch.version) throw staleVersion();
  const { version: _version, ...fields } = patch;
  const merged = SETTINGS_SCHEMAS[key].safeParse({ ...current.value, ...fields });
  if (!merged.success) throw badRequest(problemFieldErrors(merged.error));
  await writeSetting(ctx.tx, ctx.user.tenantId, key, merged.data, current.version + 1);
  return { value: merged.data as Value<K>, version: current.version + 1 };
}

/** Upsert used by updates and by platform code (seeding, admin portal) inside its own transaction. */
export async function writeSetting(
  tx: Tx,
  tenantId: number,
  key: SettingKey,
  value: unknown,
  version: number,
) {
  await tx
    .insert(tenantSettings)
    .values({ tenantId, key, value, version })
    .onConflictDoUpdate({
      target: [tenantSettings.tenantId, tenantSettings.key],
      set: { value, version, updatedon: sql`now()` },
    });
}
