import { secretFieldsOfRecord, type SettingsRecordKey } from '@suite/shared/settings/settings-records.schema';
import type { Ctx } from '../../platform/request-context';
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
  const s = await updateSetting(ctx, key, patch as never);
  return toAnswer(key, s.value as Record<string, unknown>, s.version);
}
