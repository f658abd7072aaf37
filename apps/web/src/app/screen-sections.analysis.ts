// Which translation sections each screen's code can use: the screen's page module and everything it imports
// (relative and @suite/shared imports, followed transitively), searched for 'section.' in string literals.
// Used by screen-sections.test.ts to keep SECTION_SCREENS (packages/shared/src/translations/section-screens.ts)
// honest as screens are added. Node only (tests).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveImport } from './first-load.analysis';

const webSrc = path.resolve(import.meta.dirname, '..');

const STATIC_IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Every source file reachable from `entry` by static imports, and by dynamic ones too when `dynamic` (a screen's
 * lazily loaded tabs and dialogs belong to it; the shell's lazy screens do not belong to the shell).
 */
export function closure(entry: string, dynamic: boolean, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(entry, 'utf8');
  const specs = [...text.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
  if (dynamic) specs.push(...[...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!));
  for (const spec of specs) {
    const file = resolveImport(entry, spec);
    if (file && !file.includes(`${path.sep}translations${path.sep}sections${path.sep}`)) {
      closure(file, dynamic, seen);
    }
  }
  return seen;
}

/**
 * The sections whose texts appear in the files: 'section.key' with a key of that section, or a key built at run
 * time (`section.${...}`). Route names such as 'customers.add' are not texts unless the section has that key.
 */
export function sectionsUsed(files: Iterable<string>, sections: Record<string, object>): Set<string> {
  const used = new Set<string>();
  const pattern = /['"`]([a-z]+)\.(\$\{|[A-Za-z0-9_]+)/g;
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(pattern)) {
      const [, section, key] = m;
      const texts = sections[section!];
      if (texts && (key === '${' || key! in texts)) used.add(section!);
    }
  }
  return used;
}

/** screen name -> page module file, read from screens.ts (`name: screen(() => import('...'))`). */
export function screenModules(): Map<string, string> {
  const file = path.join(webSrc, 'app/screens.ts');
  const text = readFileSync(file, 'utf8');
  const out = new Map<string, string>();
  for (const m of text.matchAll(/^\s*([a-z_]+):\s*screen\(\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/gm)) {
    const resolved = resolveImport(file, m[2]!);
    if (resolved) out.set(m[1]!, resolved);
  }
  return out;
}

/** What every signed-in page loads besides its screen (router.tsx loads these lazily, but always). */
export const shellEntries = [
  path.join(webSrc, 'main.tsx'),
  path.join(webSrc, 'app/layout/MainLayout.tsx'),
  path.join(webSrc, 'platform/QueryCacheProvider.tsx'),
];
