// The constants of spec 01 §8 and §9 that a user notices. The walkthrough of issue 12 changed each of them and no
// test failed: these do.
import { describe, expect, it } from 'vitest';
import { resolveNavigation } from '@suite/shared/routes/navigation-guard';
import { shell } from '@suite/shared/translations/sections/shell';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../modules/settings/resource-list.logic';
import { IDLE_TIMEOUT_MS, NOTIFICATION_POLL_MS } from './constants';
import { createIdleTracker } from './idle-timer';
import { ACCENT, createAppTheme, DEFAULT_PRIMARY, ERROR, SECONDARY } from './theme';

describe('the constants of spec 01 §9', () => {
  it('polls the unread notifications every 60 seconds', () => {
    expect(NOTIFICATION_POLL_MS).toBe(60_000);
  });

  it('waits 500 ms after the last key before a list searches', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('shows 25 rows a page unless the user picks another size', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(25);
  });

  it('signs an idle user out after 2 hours, not a minute sooner', () => {
    expect(IDLE_TIMEOUT_MS).toBe(2 * 60 * 60 * 1000);
    let now = 0;
    const stored = new Map<string, number>();
    let expired = false;
    const tracker = createIdleTracker({
      timeoutMs: IDLE_TIMEOUT_MS,
      now: () => now,
      store: { read: () => stored.get('last') ?? null, write: (v) => void stored.set('last', v) },
      onIdle: () => {
        expired = true;
      },
    });
    tracker.activity();
    now = IDLE_TIMEOUT_MS - 60_000;
    tracker.check();
    expect(expired).toBe(false);
    now = IDLE_TIMEOUT_MS + 1;
    tracker.check();
    expect(expired).toBe(true);
  });

  it('draws with the theme colours of the spec: primary #285a84, secondary #b0bec5, accent #8c9eff, error #ff5252', () => {
    expect([DEFAULT_PRIMARY, SECONDARY, ACCENT, ERROR]).toEqual(['#285a84', '#b0bec5', '#8c9eff', '#ff5252']);
    const palette = createAppTheme().palette;
    expect(palette.primary.main).toBe('#285a84');
    expect(palette.secondary.main).toBe('#b0bec5');
    expect(palette.info.main).toBe('#8c9eff');
    expect(palette.error.main).toBe('#ff5252');
  });
});

describe('the answers of spec 01 §8', () => {
  it("shows the 409 banner with the spec's text", () => {
    expect(shell.updateAvailable.en).toBe('New update available. Please click Refresh to update!');
  });

  it('sends a user whose session ended (401) to /login with the page they were on as redirect', () => {
    const after401 = resolveNavigation({
      pathname: '/customers/7/detail',
      search: '?x=1',
      isAuthenticated: false,
      isIdle: false,
      access: null,
      menuCount: 0,
    });
    expect(after401.redirect).toBe(`/login?redirect=${encodeURIComponent('/customers/7/detail?x=1')}`);
  });
});
