// Issue 11: fewer requests for a signed-in page. Rollup gives every module its own chunk when the set of lazily
// loaded screens that use it is its own: a menu icon used by the main layout and by two screens, the layout's
// small hooks, react-query's provider and hooks each became a chunk of 1-3 KB, and a signed-in page asked for 15 of
// them one by one over HTTP/1.1's six connections (a phone pays a round trip for each). Every signed-in page loads
// the main layout and (all but the dashboard) the data cache, so what they import statically is grouped in one
// chunk each: nothing more is downloaded, in fewer requests.
// Rollup moves a grouped module's static imports into its group unless they belong to another group; so what the
// entry imports and what the pages without the main layout (sign-in, password pages) import are groups too, the
// first two, and those pages still load nothing of the main layout's group.
import type { ManualChunkMeta } from 'rollup';

/**
 * Group name → the modules (under apps/web/src) whose static imports it holds; a module goes to the first group
 * that reaches it. The entry itself (main.tsx) stays the entry chunk, which then imports its group.
 */
const GROUPS: [string, string[]][] = [
  ['app', ['main.tsx']],
  ['shell', ['app/layout/MainLayout.tsx']],
  ['data-cache', ['platform/QueryCacheProvider.tsx']],
];
const ENTRY = 'main.tsx';

/**
 * The pages without the main layout. Their modules are in no group, and a module that imports one (directly or
 * not) is in no group either: Rollup would move it into the group, and the sign-in page would load the group.
 */
const BARE_PAGES = [
  'app/layout/BareLayout.tsx',
  'modules/auth/LoginPage.tsx',
  'modules/auth/ForgotPasswordPage.tsx',
  'modules/auth/ResetPasswordPage.tsx',
  'modules/auth/SessionExpiredPage.tsx',
  'modules/auth/NoPermissionPage.tsx',
];

type ModuleInfo = NonNullable<ReturnType<ManualChunkMeta['getModuleInfo']>>;

function staticClosure(rootId: string, info: (id: string) => ModuleInfo | null): Set<string> {
  const seen = new Set<string>();
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of info(id)?.importedIds ?? []) queue.push(next);
  }
  return seen;
}

/**
 * A manualChunks rule, asked after the vendor chunks' (whose modules no group takes): the group a module belongs
 * to, or undefined. `srcDir` is apps/web/src (absolute, with forward slashes); the groups are worked out once per
 * build from the module graph.
 */
export function shellChunks(srcDir: string, vendor: (id: string) => string | undefined) {
  let groupOf: Map<string, string> | null = null;
  const idOf = (meta: ManualChunkMeta, file: string) => {
    const wanted = `${srcDir}/${file}`;
    for (const id of meta.getModuleIds()) if (id === wanted) return id;
    return null;
  };
  const build = (meta: ManualChunkMeta) => {
    const info = (id: string) => meta.getModuleInfo(id);
    const closureOf = (files: string[]) => {
      const all = new Set<string>();
      for (const file of files) {
        const root = idOf(meta, file);
        if (!root) throw new Error(`shell-chunks: ${file} is not part of the build`);
        for (const m of staticClosure(root, info)) all.add(m);
      }
      return all;
    };
    // What the vendor chunks import goes with them (Rollup's rule): no group may take it, or the vendor chunk
    // would import the group and the group the vendor chunk, a cycle that runs a module before its imports.
    const withVendor = new Set<string>();
    for (const id of meta.getModuleIds()) {
      if (vendor(id)) for (const m of staticClosure(id, info)) withVendor.add(m);
    }
    const bare = closureOf(BARE_PAGES);
    const groups = new Map<string, string>();
    for (const [name, files] of GROUPS) {
      for (const m of closureOf(files)) {
        const entry = files.includes(ENTRY) && m === idOf(meta, ENTRY);
        // Every page loads the entry's group, so it may hold what the bare pages use; the others may not.
        if (entry || withVendor.has(m) || groups.has(m) || (name !== 'app' && bare.has(m))) continue;
        groups.set(m, name);
      }
    }
    // A grouped module's imports must all have a chunk of their own choosing (a vendor chunk or a group): one
    // that has none would be moved into the group. Drop such modules until none is left.
    const placed = (d: string) => withVendor.has(d) || groups.has(d);
    for (let changed = true; changed;) {
      changed = false;
      for (const [m, name] of groups) {
        if (name !== 'app' && !(info(m)?.importedIds ?? []).every(placed)) {
          groups.delete(m);
          changed = true;
        }
      }
    }
    return groups;
  };

  return (id: string, meta: ManualChunkMeta): string | undefined => {
    groupOf ??= build(meta);
    return groupOf.get(id);
  };
}
