import { SETTINGS_RESOURCES } from '@suite/shared/settings/index';
import { SETTINGS_RECORD_KEYS } from '@suite/shared/settings/settings-records.schema';
import { settingslists } from '@suite/shared/translations/sections/settingslists';
import { describe, expect, it } from 'vitest';
import { formFieldsOf, RECORD_FORMS } from './settings-record-forms';

const texts = settingslists as Record<string, Record<string, string>>;
const missing = (keys: string[]) => keys.filter((k) => !texts[k]);

describe('texts of the settings lists and records', () => {
  it('has a title for every settings list', () => {
    expect(missing(SETTINGS_RESOURCES.map((d) => d.name.toLowerCase()))).toEqual([]);
  });

  it.each(SETTINGS_RECORD_KEYS)('%s has a description, section titles, labels and option names', (key) => {
    const form = RECORD_FORMS[key];
    const keys = [`${key}_description`];
    for (const s of form.sections) {
      keys.push(`${key}_section_${s.name}`);
      if (s.help) keys.push(`${key}_section_${s.name}Help`);
    }
    for (const f of formFieldsOf(form)) {
      keys.push(`${key}_${f.name}`);
      if (f.kind === 'select' && f.optionLabel === 'text') keys.push(...f.options.map((o) => `option_${o}`));
      if (f.kind === 'checkboxes') keys.push(...f.options.map((o) => `option_${o}`));
      if (f.kind === 'number' && f.unit) keys.push(f.unit);
      if (f.kind === 'ref') keys.push(f.none);
    }
    expect(missing(keys)).toEqual([]);
  });

  it('writes every text in all four languages, none left empty', () => {
    const empty = Object.entries(texts).filter(([, t]) =>
      (['en', 'no', 'po', 'sw'] as const).some((l) => !t[l]?.trim()),
    );
    expect(empty.map(([k]) => k)).toEqual([]);
  });
});
