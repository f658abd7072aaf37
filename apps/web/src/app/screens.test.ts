import { ROUTES } from '@suite/shared/routes/route-table';
import { describe, expect, it } from 'vitest';
import { SCREENS } from './screens';

describe('screen registry', () => {
  it('has a page for every screen the route table names, and no page without a route', () => {
    const named = new Set(ROUTES.flatMap((r) => (r.meta.screen ? [r.meta.screen] : [])));
    expect([...named].filter((s) => !(s in SCREENS))).toEqual([]);
    expect(Object.keys(SCREENS).filter((s) => !named.has(s))).toEqual([]);
  });
});
