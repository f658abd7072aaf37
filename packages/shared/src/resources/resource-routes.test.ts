import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/route-table';
import { resources } from '../translations/sections/resources';
import { settings } from '../translations/sections/settings';
import { RESOURCE_DEFS, resourceDef } from './registry';
import { RESOURCE_ROUTES } from './resource-routes';

const routeByName = new Map(ROUTES.map((r) => [r.name, r]));

describe('settings routes that are the generic screen of a resource', () => {
  it.each(Object.entries(RESOURCE_ROUTES))(
    '%s shows %s, with the permission of its definition',
    (name, resource) => {
      const route = routeByName.get(name);
      expect(route, name).toBeDefined();
      expect(route!.meta).toMatchObject({ screen: 'resource', resource, module: 'settings' });
      const def = resourceDef(resource);
      expect(def, resource).toBeDefined();
      // The menu entry and the API ask for the same permission (spec 01 §6: each settings entry its own).
      expect([def!.permission, ...(def!.alsoPermissions ?? [])]).toEqual(
        expect.arrayContaining(route!.meta.permissions ?? []),
      );
    },
  );

  it('gives every settings list that has a definition a screen', () => {
    const missing = Object.values(RESOURCE_DEFS)
      .filter((def) => def.permission.startsWith('settings_'))
      .map((def) => routeByName.get(`settings.${def.permission.slice('settings_'.length)}`))
      .filter((route) => route && !route.meta.screen)
      .map((route) => route!.name);
    expect(missing).toEqual([]);
  });

  it('labels every field and fixed value of the generic screens, in every language', () => {
    const texts: Record<string, unknown> = { ...resources };
    const missing: string[] = [];
    for (const name of new Set(Object.values(RESOURCE_ROUTES))) {
      const def = resourceDef(name)!;
      for (const [field, f] of Object.entries(def.fields)) {
        const own = `${name.toLowerCase()}_${field}`;
        if (!(own in texts) && !(`field_${field}` in texts)) missing.push(own);
        for (const option of f.options ?? []) {
          // Currency codes are shown as they are; module keys have their names in the settings texts.
          if (/^[A-Z]{3}$/.test(option) || `${field}_${option}` in settings) continue;
          if (
            !(`option_${option}` in texts) &&
            !(`${own}_${option}` in texts) &&
            !(`${field}_${option}` in texts)
          )
            missing.push(`option_${option}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds a definition by its API name whatever the case, as the API paths do', () => {
    expect(resourceDef('DEPARTMENTS')?.name).toBe('departments');
    expect(resourceDef('nosuchresource')).toBeUndefined();
  });
});
