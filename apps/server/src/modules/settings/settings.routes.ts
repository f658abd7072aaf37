import { getTableName } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SETTINGS_RESOURCES as DEFINITIONS } from '@suite/shared/settings/index';
import {
  isPrivateRecord,
  SETTINGS_RECORD_KEYS,
  SETTINGS_RECORDS,
  settingsRecordPatchSchema,
} from '@suite/shared/settings/settings-records.schema';
import { registerResource, type RegisteredResource } from '../../platform/resources/resource.routes';
import type { ResourceTable } from '../../platform/resources/resource.service';
import { inTenant } from '../../platform/request-context';
import { readSettingsRecord, updateSettingsRecord } from './settings-records.service';
import * as tables from './settings.table';

const tableByName = new Map<string, ResourceTable>(
  Object.values(tables).map((t) => [getTableName(t), t as ResourceTable]),
);

/** Every simple settings list with its table, as the engine serves them (the contract test loops over these). */
export const SETTINGS_RESOURCES: RegisteredResource[] = DEFINITIONS.map((def) => {
  const table = tableByName.get(def.table);
  if (!table) throw new Error(`settings list ${def.name} has no table`);
  return { def, table };
});

/**
 * The settings lists through the resource engine, and GET/PUT /api/settings/<key> for each settings record.
 * A record is read by every signed-in member (other screens use its values, like the system configuration),
 * except the private ones holding connection details and credentials, which only administrators read; changing
 * a record needs the screen's permission, or administrators only where the screen is theirs (spec 01 §2, §6).
 */
export async function settingsRoutes(app: FastifyInstance) {
  for (const resource of SETTINGS_RESOURCES) registerResource(app, resource);

  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const key of SETTINGS_RECORD_KEYS) {
    const path = `/api/settings/${key}`;
    const tags = ['settings'];
    const read: FastifyContextConfig = isPrivateRecord(key) ? { access: { adminOnly: true } } : {};
    r.get(path, { schema: { tags }, config: read }, (request) =>
      inTenant(request, (ctx) => readSettingsRecord(ctx, key)),
    );
    r.put(
      path,
      {
        schema: { body: settingsRecordPatchSchema(key), tags },
        config: {
          access: { permission: `settings_${key}`, write: true, adminOnly: SETTINGS_RECORDS[key].adminOnly },
        },
      },
      (request) =>
        inTenant(request, (ctx) =>
          updateSettingsRecord(ctx, key, request.body as Record<string, unknown> & { version: number }),
        ),
    );
  }
}
