import type { ManualChunkMeta } from 'rollup';
import { describe, expect, it } from 'vitest';
import { shellChunks } from '../../build/shell-chunks';

// Issue 11: the signed-in pages' shared modules are grouped in a few chunks (fewer requests over HTTP/1.1); the
// sign-in page must not load the main layout's group, and a vendor chunk must never import a group (a cycle that
// ran React's users before React: "Cannot read properties of undefined (reading 'createContext')").
const SRC = '/app/src';
const graph: Record<string, string[]> = {
  [`${SRC}/main.tsx`]: [`${SRC}/platform/api.ts`, '/nm/react/index.js'],
  [`${SRC}/platform/api.ts`]: ['\0commonjsHelpers.js'],
  '/nm/react/index.js': ['\0commonjsHelpers.js'],
  '\0commonjsHelpers.js': [],
  [`${SRC}/app/layout/MainLayout.tsx`]: [
    `${SRC}/app/layout/TopBar.tsx`,
    '/nm/@mui/icons-material/Search.mjs',
    `${SRC}/app/layout/UserChip.tsx`,
    `${SRC}/platform/api.ts`,
  ],
  [`${SRC}/app/layout/TopBar.tsx`]: ['/nm/react/index.js'],
  '/nm/@mui/icons-material/Search.mjs': ['/nm/@mui/material/utils/createSvgIcon.mjs'],
  '/nm/@mui/material/utils/createSvgIcon.mjs': [],
  // Shared with the sign-in page: it stays out of the group, and so does the module importing it.
  [`${SRC}/app/layout/UserChip.tsx`]: [`${SRC}/modules/auth/AuthCard.tsx`],
  [`${SRC}/modules/auth/AuthCard.tsx`]: [],
  [`${SRC}/modules/auth/LoginPage.tsx`]: [`${SRC}/modules/auth/AuthCard.tsx`],
  [`${SRC}/platform/QueryCacheProvider.tsx`]: ['/nm/@tanstack/query-core/index.js'],
  '/nm/@tanstack/query-core/index.js': [],
  [`${SRC}/app/layout/BareLayout.tsx`]: [],
  [`${SRC}/modules/auth/ForgotPasswordPage.tsx`]: [],
  [`${SRC}/modules/auth/ResetPasswordPage.tsx`]: [],
  [`${SRC}/modules/auth/SessionExpiredPage.tsx`]: [],
  [`${SRC}/modules/auth/NoPermissionPage.tsx`]: [],
};
const meta = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null),
} as unknown as ManualChunkMeta;
const vendor = (id: string) => (id.includes('/nm/react/') ? 'react' : undefined);

describe('the build groups the signed-in pages’ shared modules', () => {
  const group = (id: string) => shellChunks(SRC, vendor)(id, meta);

  it('puts the main layout’s and the data cache’s static imports in one chunk each, the entry’s in another', () => {
    expect(group(`${SRC}/app/layout/TopBar.tsx`)).toBe('shell');
    expect(group('/nm/@mui/icons-material/Search.mjs')).toBe('shell');
    expect(group('/nm/@mui/material/utils/createSvgIcon.mjs')).toBe('shell');
    expect(group(`${SRC}/platform/QueryCacheProvider.tsx`)).toBe('data-cache');
    expect(group('/nm/@tanstack/query-core/index.js')).toBe('data-cache');
    // What the entry imports is the entry's group, even when the layout imports it too; the entry stays itself.
    expect(group(`${SRC}/platform/api.ts`)).toBe('app');
    expect(group(`${SRC}/main.tsx`)).toBeUndefined();
  });

  it('leaves the sign-in page’s modules, what imports them and what the vendor chunks import to Rollup', () => {
    expect(group(`${SRC}/modules/auth/AuthCard.tsx`)).toBeUndefined();
    expect(group(`${SRC}/app/layout/UserChip.tsx`)).toBeUndefined();
    // The layout imports UserChip, which no group holds: grouped, it would take UserChip and AuthCard with it.
    expect(group(`${SRC}/app/layout/MainLayout.tsx`)).toBeUndefined();
    expect(group('\0commonjsHelpers.js')).toBeUndefined();
    expect(group('/nm/react/index.js')).toBeUndefined();
  });

  it('fails the build when a grouped module is missing', () => {
    const without = {
      ...meta,
      getModuleIds: () => [`${SRC}/main.tsx`][Symbol.iterator](),
    } as ManualChunkMeta;
    expect(() => shellChunks(SRC, vendor)(`${SRC}/main.tsx`, without)).toThrow(/MainLayout|not part/);
  });
});
