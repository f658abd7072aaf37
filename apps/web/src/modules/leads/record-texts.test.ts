// Every text the lead, building and employee screens show exists in all four languages (common.md: every
// user-visible text comes from translation keys). Literal keys are found in the screens' source; keys built
// from a name (field_<field>, source_<key>, tab_<tab> ...) are checked from the shared definitions.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildingCreateSchema } from '@suite/shared/buildings/building.schema';
import { employeeCreateSchema } from '@suite/shared/employees/employee.schema';
import { LEAD_SOURCES, leadCreateSchema } from '@suite/shared/leads/lead.schema';
import { ROUTES } from '@suite/shared/routes/route-table';
import { DEFAULT_TRANSLATIONS } from '@suite/shared/translations/index';
import { LANGUAGES } from '@suite/shared/tenants/modules';
import { describe, expect, it } from 'vitest';
import { recordTabs, tabOf } from './record-form.logic';

const modulesDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const OWN = ['leads', 'buildings', 'employees'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

function missing(keys: string[]): string[] {
  return keys.filter((full) => {
    const [section, key] = full.split('.');
    const text = DEFAULT_TRANSLATIONS[section!]?.[key!];
    return !text || LANGUAGES.some((l) => text[l].trim() === '');
  });
}

describe('texts of the lead, building and employee screens', () => {
  it('has every key the screens name, in English, Norwegian, Polish and Swedish', () => {
    const used = new Set<string>();
    for (const dir of OWN) {
      for (const file of sourceFiles(join(modulesDir, dir))) {
        const source = readFileSync(file, 'utf8');
        for (const m of source.matchAll(
          /'((?:leads|buildings|employees|settings|common)\.[A-Za-z0-9_]+)'/g,
        )) {
          used.add(m[1]!);
        }
      }
    }
    // Route names ('leads.record') look like keys but are not texts.
    const routeNames = new Set(ROUTES.map((r) => r.name));
    const texts = [...used].filter((k) => !routeNames.has(k));
    expect(texts.length).toBeGreaterThan(40);
    expect(missing(texts)).toEqual([]);
  });

  it('labels every field of the forms', () => {
    const fields = [
      ...Object.keys(leadCreateSchema.shape).map((f) => `leads.field_${f}`),
      ...Object.keys(buildingCreateSchema.shape).map((f) => `buildings.field_${f}`),
      ...Object.keys(employeeCreateSchema.shape).map((f) => `employees.field_${f}`),
    ];
    expect(missing(fields)).toEqual([]);
  });

  it('names every source, tab, empty tab, role and server message the screens show', () => {
    const leadTabs = recordTabs(ROUTES, 'leads.record').map(tabOf);
    const buildingTabs = recordTabs(ROUTES, 'buildings.record').map(tabOf);
    expect(
      missing([
        ...LEAD_SOURCES.map((s) => `leads.source_${s}`),
        ...leadTabs.map((t) => `leads.tab_${t}`),
        ...leadTabs.filter((t) => t !== 'detail').map((t) => `leads.empty_${t}`),
        ...buildingTabs.map((t) => `buildings.tab_${t}`),
        ...[1, 2, 3].map((r) => `employees.role_${r}`),
        'leads.error_alreadyConverted',
        'leads.error_alreadyExists',
        'employees.error_identityShared',
        'employees.error_cannotDeactivateYourself',
        'employees.error_cannotDemoteYourself',
        'employees.error_alreadyExists',
        'employees.inviteSubject',
        'employees.inviteBody',
      ]),
    ).toEqual([]);
  });

  it('writes real translations, not copies of the English text', () => {
    const copies: string[] = [];
    for (const section of ['leads', 'buildings', 'employees']) {
      for (const [key, text] of Object.entries(DEFAULT_TRANSLATIONS[section]!)) {
        // Short words can be the same in Norwegian and English ('Status', 'PIN'); longer texts cannot.
        if (text.en.length > 14 && (text.no === text.en || text.po === text.en || text.sw === text.en)) {
          copies.push(`${section}.${key}`);
        }
      }
    }
    expect(copies).toEqual([]);
  });
});
