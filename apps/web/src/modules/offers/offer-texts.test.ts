// Every text the offer screens and the public answer page show exists in all four languages (common.md).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OFFER_ERRORS } from '@suite/shared/offers/offer.rules';
import { ROUTES } from '@suite/shared/routes/route-table';
import { DEFAULT_TRANSLATIONS } from '@suite/shared/translations/index';
import { LANGUAGES } from '@suite/shared/tenants/modules';
import { describe, expect, it } from 'vitest';

const dir = dirname(fileURLToPath(import.meta.url));

function missing(keys: string[]): string[] {
  return keys.filter((full) => {
    const [section, key] = full.split('.');
    const text = DEFAULT_TRANSLATIONS[section!]?.[key!];
    return !text || LANGUAGES.some((l) => text[l].trim() === '');
  });
}

describe('texts of the offer screens', () => {
  it('has every key the screens name, in English, Norwegian, Polish and Swedish', () => {
    const used = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))) {
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(
        /'((?:offers|settings|routes)\.[A-Za-z0-9_]+)'/g,
      )) {
        used.add(m[1]!);
      }
    }
    const routeNames = new Set(ROUTES.map((r) => r.name));
    const texts = [...used].filter((k) => !routeNames.has(k));
    expect(texts.length).toBeGreaterThan(40);
    expect(missing(texts)).toEqual([]);
  });

  it('names every tab, detail field and offer error', () => {
    const tabs = ROUTES.filter((r) => r.parent === 'offers.record').map((r) => r.path.split('/').pop()!);
    const fields = [
      'description',
      'status',
      'offerdate',
      'validuntil',
      'customerreference',
      'offertext',
      'deliveryterms',
    ];
    expect(
      missing([
        ...tabs.map((t) => `offers.tab_${t}`),
        ...fields.map((f) => `offers.field_${f}`),
        ...Object.values(OFFER_ERRORS)
          .filter((e) => e !== 'tokenExpired')
          .map((e) => `offers.error_${e}`),
        'offers.error_mailNotSent',
        'notificationtexts.offerAccepted',
        'notificationtexts.offerDeclined',
      ]),
    ).toEqual([]);
  });
});
