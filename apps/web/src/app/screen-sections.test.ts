import { DEFAULT_TRANSLATIONS } from '@suite/shared/translations/index';
import { SECTION_SCREENS, sectionsFor } from '@suite/shared/translations/section-screens';
import { describe, expect, it } from 'vitest';
import { closure, screenModules, sectionsUsed, shellEntries } from './screen-sections.analysis';

// Issue 11: texts load per screen. A section listed in SECTION_SCREENS is sent only with the screens listed
// for it, so every screen whose code uses it must be listed (else its texts arrive late, on first use).
const sections = DEFAULT_TRANSLATIONS as Record<string, object>;

describe('translation sections per screen', () => {
  it('lists, for every section loaded per screen, each screen whose code uses the section', () => {
    const missing: string[] = [];
    for (const [screen, file] of screenModules()) {
      for (const section of sectionsUsed(closure(file, true), sections)) {
        const loadedWith = SECTION_SCREENS[section];
        if (loadedWith && !loadedWith.includes(screen)) {
          missing.push(`SECTION_SCREENS.${section} lacks '${screen}'`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('loads with the shell every section the shell itself uses', () => {
    const shellFiles = new Set<string>();
    for (const entry of shellEntries) closure(entry, false, shellFiles);
    const used = [...sectionsUsed(shellFiles, sections)];
    expect(used.filter((s) => SECTION_SCREENS[s])).toEqual([]);
  });

  it('names only sections and screens that exist', () => {
    const screens = new Set(screenModules().keys());
    expect(screens.size).toBeGreaterThan(20);
    const unknown = Object.entries(SECTION_SCREENS).flatMap(([section, list]) => [
      ...(section in sections ? [] : [section]),
      ...list.filter((s) => !screens.has(s)),
    ]);
    expect(unknown).toEqual([]);
  });

  it('sends a new, unlisted section with the shell', () => {
    const all = [...Object.keys(sections), 'brandnewmodule'];
    expect(sectionsFor(all, { shell: true })).toContain('brandnewmodule');
    expect(sectionsFor(all, { shell: true })).not.toContain('settingslists');
    expect(sectionsFor(all, { screens: ['resource'] })).toEqual(
      expect.arrayContaining(['settingslists', 'resources']),
    );
    expect(sectionsFor(all, { screens: ['resource'] })).not.toContain('brandnewmodule');
  });
});
