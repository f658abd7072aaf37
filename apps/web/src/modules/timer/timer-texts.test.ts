// Every text the hour screens show exists in all four languages (common.md): the keys named in the code, the keys
// built from data (weekdays, months, states, report groups) and the texts of every refusal of the hour rules.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOUR_ERRORS, HOUR_REPORT_GROUPS, HOUR_STATES } from '@suite/shared/hours/hours.schema';
import { LANGUAGES } from '@suite/shared/tenants/modules';
import { DEFAULT_TRANSLATIONS } from '@suite/shared/translations/index';
import { describe, expect, it } from 'vitest';

const dir = dirname(fileURLToPath(import.meta.url));

function missing(keys: string[]): string[] {
  return keys.filter((full) => {
    const [section, key] = full.split('.');
    const text = DEFAULT_TRANSLATIONS[section!]?.[key!];
    return !text || LANGUAGES.some((l) => text[l].trim() === '');
  });
}

describe('texts of the hour screens', () => {
  it('has every key the screens name, in English, Norwegian, Polish and Swedish', () => {
    const used = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(
        /'((?:timer|hoursapi|common|validation|routes)\.[A-Za-z0-9_]+)'/g,
      )) {
        used.add(m[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(60);
    expect(missing([...used])).toEqual([]);
  });

  it('names every weekday, month, state, report group and refusal of the hour rules', () => {
    const keys = [
      ...[1, 2, 3, 4, 5, 6, 7].flatMap((d) => [`timer.weekday_${d}`, `timer.weekdayShort_${d}`]),
      ...Array.from({ length: 12 }, (_, i) => `timer.month_${i + 1}`),
      ...HOUR_STATES.map((s) => `hoursapi.state_${s}`),
      ...HOUR_REPORT_GROUPS.map((g) => `timer.groupby_${g}`),
      ...Object.values(HOUR_ERRORS).map((e) => `hoursapi.error_${e}`),
      ...['date', 'start', 'end', 'break', 'amount', 'worktype_id', 'absencetype_id', 'order_id'].map(
        (f) => `timer.field_${f}`,
      ),
    ];
    expect(missing(keys)).toEqual([]);
  });

  it('writes the Norwegian week as "Uke 48" and hours with "t"', () => {
    expect(DEFAULT_TRANSLATIONS.timer!.week!.no).toBe('Uke {{week}}');
    expect(DEFAULT_TRANSLATIONS.timer!.hoursShort!.no).toBe('{{hours}} t');
  });
});
