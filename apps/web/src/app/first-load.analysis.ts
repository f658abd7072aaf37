// Issue 11: which code a screen's first load brings, read from its source: the files reachable from the screen by
// static VALUE imports (an `import type` or `export type` brings no code, a dynamic `import()` loads later), and
// the packages they import. Used by the first-load tests of the lists, /timer/hours and the checklist tab to fail
// when a heavy MUI piece comes back into a screen's first chunk graph. Node only (tests).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const webSrc = path.resolve(import.meta.dirname, '..');
const sharedSrc = path.resolve(webSrc, '../../../packages/shared/src');

/** The source file a relative or @suite/shared import names (null for a package): shared by the analyses. */
export function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@suite/shared/'))
    base = path.join(sharedSrc, spec.slice('@suite/shared/'.length));
  else if (spec === '@suite/shared') base = path.join(sharedSrc, 'index');
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** `import x from 'y'`, `import 'y'`, `export { x } from 'y'`: not `import type`/`export type`. */
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?from\s*)?['"]([^'"]+)['"]/gm;

/** Every import specifier of the files a screen loads at once (`entry` and its static value imports). */
export function firstLoadImports(entry: string): { file: string; spec: string }[] {
  const found: { file: string; spec: string }[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      found.push({ file: path.relative(webSrc, file), spec: spec! });
      const next = resolveImport(file, spec!);
      if (next) visit(next);
    }
  };
  visit(path.resolve(webSrc, entry));
  return found;
}

/** `file: spec` of each first-load import matching one of `heavy`. */
export function heavyFirstLoadImports(entry: string, heavy: RegExp[]): string[] {
  return firstLoadImports(entry)
    .filter(({ spec }) => heavy.some((re) => re.test(spec)))
    .map(({ file, spec }) => `${file}: ${spec}`);
}
