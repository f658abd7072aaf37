import { afterEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn(() => Promise.resolve({ counts: [], recent: [] }));
vi.mock('../../platform/api', () => ({ api: { get } }));
vi.mock('../../platform/session', () => ({ useSession: () => ({ language: 'no' }) }));

// Issue 11: opening /dashboard, the dashboard's answer is asked for when its chunk runs, not after the first render.
describe("the dashboard's first request", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    get.mockClear();
  });

  it('starts as the chunk runs when the page being opened is the dashboard', async () => {
    vi.stubGlobal('window', { location: { pathname: '/dashboard' } });
    await import('./dashboard.queries');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('dashboard');
  });

  it('not when the chunk loads on another page (the page asks when it is opened)', async () => {
    vi.stubGlobal('window', { location: { pathname: '/customers' } });
    await import('./dashboard.queries');
    expect(get).not.toHaveBeenCalled();
  });
});
