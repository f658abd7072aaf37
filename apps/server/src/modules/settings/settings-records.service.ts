import { and, eq } from 'drizzle-orm';
import {
  SETTINGS_RECORD_REFS,
  secretFieldsOfRecord,
  type SettingsRecordKey,
} from '@suite/shared/settings/settings-records.schema';
import { badRequest } from '../../platform/errors';
import type { Ctx } from '../../platform/request-context';
import { registeredResource } from '../../platform/resources/resource-registry';
import { readSetting, updateSetting } from '../../platform/tenants/tenant-settings.service';

/** A record as answered: its secrets replaced by `has<field>` (write-only credentials), with its version. */
function toAnswer(key: SettingsRecordKey, value: Record<string, unknown>, version: number) {
  const out: Record<string, unknown> = { ...value, version };
  for (const f of secretFieldsOfRecord(key)) {
    out[`has${f}`] = typeof value[f] === 'string' && value[f] !== '';
    delete out[f];
  }
  return out;
}

/** A settings record with its version, the defaults filled in for fields never saved. */
export async function readSettingsRecord(ctx: Ctx, key: SettingsRecordKey) {
  const s = await readSetting(ctx, key);
  return toAnswer(key, s.value as Record<string, unknown>, s.version);
}

/**
 * The ids a change puts in reference fields must be rows of this company's lists (a default task type), so another
 * company's id, or a deleted row's, is refused with the field named rather than saved and shown as '#17'.
 */
async function assertReferences(ctx: Ctx, key: SettingsRecordKey, patch: Record<string, unknown>) {
  for (const [field, resource] of Object.entries(SETTINGS_RECORD_REFS[key] ?? {})) {
    const id = patch[field];
    if (typeof id !== 'number') continue;
    const target = registeredResource(resource);
    if (!target) throw new Error(`settings ${key}.${field}: no resource ${resource}`);
    const [hit] = await ctx.tx
      .select({ id: target.table.id! })
      .from(target.table)
      .where(and(eq(target.table.tenantId!, ctx.user.tenantId), eq(target.table.id!, id)))
      .limit(1);
    if (!hit) throw badRequest([{ field, message: 'invalidData' }]);
  }
}

/**
 * Saves a partial change with the version the client read: 412 when someone saved in between, 400 on bad input.
 * A secret sent empty keeps the saved one (the form never shows it, so a save without retyping must not wipe it);
 * null clears it.
 */
export async function updateSettingsRecord(
  ctx: Ctx,
  key: SettingsRecordKey,
  input: Record<string, unknown> & { version: number },
) {
  const patch: Record<string, unknown> & { version: number } = { ...input };
  for (const f of secretFieldsOfRecord(key)) {
    if (patch[f] === '' || patch[f] === undefined) delete patch[f];
    else if (patch[f] === null) patch[f] = '';
  }
  await assertReferences(ctx, key, patch);
  const s = await updateSetting(ctx, key, patch as never);
  return toAnswer(key, s.value as Record<string, unknown>, s.version);
}
