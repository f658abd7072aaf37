import type { SettingsRecordKey } from '@suite/shared/settings/settings-records.schema';
import type { Ctx } from '../../platform/request-context';
import { readSetting, updateSetting } from '../../platform/tenants/tenant-settings.service';

/** A settings record with its version, the defaults filled in for fields never saved. */
export async function readSettingsRecord(ctx: Ctx, key: SettingsRecordKey) {
  const s = await readSetting(ctx, key);
  return { ...s.value, version: s.version };
}

/** Saves a partial change with the version the client read: 412 when someone saved in between, 400 on bad input. */
export async function updateSettingsRecord(
  ctx: Ctx,
  key: SettingsRecordKey,
  patch: Record<string, unknown> & { version: number },
) {
  const s = await updateSetting(ctx, key, patch as never);
  return { ...s.value, version: s.version };
}
