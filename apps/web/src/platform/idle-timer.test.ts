import { describe, expect, it, vi } from 'vitest';
import { createIdleTracker, type ActivityStore } from './idle-timer';

const HOUR = 60 * 60 * 1000;

function setup(store?: ActivityStore) {
  let now = 1_000_000;
  const onIdle = vi.fn();
  const tracker = createIdleTracker({ timeoutMs: 2 * HOUR, now: () => now, onIdle, store });
  return {
    tracker,
    onIdle,
    advance(ms: number) {
      now += ms;
    },
  };
}

function memoryStore(): ActivityStore & { value: number | null } {
  return {
    value: null,
    read() {
      return this.value;
    },
    write(time) {
      this.value = time;
    },
  };
}

describe('idle tracking', () => {
  it('expires the session after 2 hours without activity', () => {
    const { tracker, onIdle, advance } = setup();
    advance(2 * HOUR - 1);
    expect(tracker.check()).toBe(false);
    advance(1);
    expect(tracker.check()).toBe(true);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('keeps the session while the user is active', () => {
    const { tracker, onIdle, advance } = setup();
    advance(HOUR + 30 * 60 * 1000);
    tracker.activity();
    advance(HOUR + 30 * 60 * 1000);
    expect(tracker.check()).toBe(false);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('reports the expiry only once', () => {
    const { tracker, onIdle, advance } = setup();
    advance(3 * HOUR);
    tracker.check();
    tracker.check();
    tracker.activity();
    tracker.check();
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('counts activity in another tab of the app', () => {
    const store = memoryStore();
    const { tracker, onIdle, advance } = setup(store);
    advance(HOUR + 50 * 60 * 1000);
    store.value = (store.value ?? 0) + HOUR + 50 * 60 * 1000; // the other tab saw the user just now
    advance(20 * 60 * 1000);
    expect(tracker.check()).toBe(false);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('starts counting again after a new sign-in', () => {
    const { tracker, onIdle, advance } = setup();
    advance(3 * HOUR);
    tracker.check();
    tracker.reset();
    advance(HOUR);
    expect(tracker.check()).toBe(false);
    expect(onIdle).toHaveBeenCalledOnce();
  });
});
