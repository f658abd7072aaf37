import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/route-table';
import { SETTINGS_RESOURCES, settingsScreenOf } from './index';
import { SETTINGS_RESOURCE_ROUTES } from './settings-routes';

const routeNames = new Set(ROUTES.map((r) => r.name));

describe('the settings lists and their screens', () => {
  it('gives every list a settings route to be edited on, named after its permission', () => {
    const missing = SETTINGS_RESOURCES.filter((d) => !routeNames.has(`settings.${settingsScreenOf(d)}`)).map(
      (d) => d.name,
    );
    expect(missing).toEqual([]);
  });

  it('shows every list on the generic screen of its route, except the warehouses and shipments', () => {
    const shown = new Set(Object.values(SETTINGS_RESOURCE_ROUTES));
    const notShown = SETTINGS_RESOURCES.filter((d) => !shown.has(d.name)).map((d) => d.name);
    expect(notShown.sort()).toEqual(['shipments', 'warehouses']);
    for (const [route, name] of Object.entries(SETTINGS_RESOURCE_ROUTES)) {
      const def = SETTINGS_RESOURCES.find((d) => d.name === name);
      expect(def, name).toBeDefined();
      // A list edited on two screens (checklist headers and footers) is named by either screen's permission.
      const screens = [def!.permission, ...(def!.alsoPermissions ?? [])].map(
        (p) => `settings.${p.replace(/^settings_/, '')}`,
      );
      expect(screens).toContain(route);
    }
  });

  it('keeps API names unique whatever their case, since paths are case-insensitive', () => {
    const names = SETTINGS_RESOURCES.map((d) => d.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const tables = SETTINGS_RESOURCES.map((d) => d.table);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('uses the API names the spec gives, case and spelling included', () => {
    const names = SETTINGS_RESOURCES.map((d) => d.name);
    for (const name of [
      'OrderStandard',
      'absenctypes',
      'productunits',
      'equipmentownstatuslist',
      'internalequipmentfabricate',
      'ticketpriorities',
      'orderstatuslists',
      'measurestatuslists',
      'paymentterms',
      'fieldcustomization',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('makes every list editable through a text field, so it can be named and searched', () => {
    const withoutText = SETTINGS_RESOURCES.filter(
      (d) => !Object.values(d.fields).some((f) => f.type === 'text' && !f.options),
    ).map((d) => d.name);
    expect(withoutText).toEqual([]);
  });
});
