// Every text the settings screens and the admin portal show must exist in all four languages (common.md:
// every user-visible text comes from translation keys). Scans the screens' source for the keys they use.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminportal } from '@suite/shared/translations/sections/adminportal';
import { settings } from '@suite/shared/translations/sections/settings';
import type { TranslationSection } from '@suite/shared/translations/types';
import { INTEGRATION_KEYS, LANGUAGES, MODULE_KEYS } from '@suite/shared/tenants/modules';
import { systemConfigurationSchema } from '@suite/shared/tenants/system-configuration.schema';
import { PERMISSION_CATALOGUE } from '@suite/shared/users/permissions';
import { describe, expect, it } from 'vitest';
import { labelKey } from './labels';

const modulesDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const OWN = ['settings', 'users', 'tenants', 'translations', 'admin-portal'];
const SECTIONS: Record<string, TranslationSection> = { settings, adminportal };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

function has(fullKey: string): boolean {
  const [section, key] = fullKey.split('.');
  const text = SECTIONS[section]?.[key];
  return Boolean(text) && LANGUAGES.every((l) => text[l].trim() !== '');
}

describe('texts of the settings screens', () => {
  it('has every key the screens use, in English, Norwegian, Polish and Swedish', () => {
    const used = new Set<string>();
    for (const dir of OWN) {
      for (const file of sourceFiles(join(modulesDir, dir))) {
        for (const m of readFileSync(file, 'utf8').matchAll(/'((?:settings|adminportal)\.[A-Za-z0-9_]+)'/g)) {
          used.add(m[1]);
        }
      }
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((k) => !has(k))).toEqual([]);
  });

  it('names every module, integration, role and option the screens offer', () => {
    const keys = [
      ...MODULE_KEYS.map((m) => labelKey('module', m)),
      ...PERMISSION_CATALOGUE.map((m) => labelKey('module', m.module)),
      ...INTEGRATION_KEYS.map((i) => labelKey('integration', i)),
      ...[1, 2, 3].map((r) => labelKey('role', r)),
      ...[1, 2, 3].map((s) => labelKey('hourenterstyle', s)),
      ...systemConfigurationSchema.shape.dashboardoptions
        .unwrap()
        .options.map((o) => labelKey('dashboard', o)),
      ...systemConfigurationSchema.shape.rentalcalendarcolumns
        .unwrap()
        .element.options.map((o) => labelKey('rentalcolumn', o)),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });

  it('names every permission action of the catalogue (settings and reports are named by their page titles)', () => {
    const actions = PERMISSION_CATALOGUE.filter((m) => m.module !== 'settings' && m.module !== 'reports')
      .flatMap((m) => m.actions)
      .filter((a) => a !== 'full_access');
    const missing = [...new Set(actions)].map((a) => labelKey('action', a)).filter((k) => !has(k));
    expect(missing).toEqual([]);
  });

  it('writes real translations, not copies of the English text', () => {
    // brand names and words that are the same in Norwegian ('Administrator') are not copies
    const same = (key: string) => key.startsWith('integration_') || key === 'role_1';
    const copies = Object.entries(settings).filter(
      ([key, t]) => !same(key) && t.en.length > 12 && t.no === t.en,
    );
    expect(copies.map(([k]) => k)).toEqual([]);
  });
});
