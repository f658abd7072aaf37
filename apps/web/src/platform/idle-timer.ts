// spec 01 §4, §9: after 2 hours without user activity the session is idle: the user goes to
// /sessionexpired and is logged out. Activity in any tab of the app counts, so the last activity time is
// shared through a store (localStorage in the browser).

export type ActivityStore = {
  read(): number | null;
  write(time: number): void;
};

export type IdleTrackerOptions = {
  timeoutMs: number;
  now: () => number;
  onIdle: () => void;
  store?: ActivityStore;
  /** Activity is written to the store at most this often (mousemove fires constantly). */
  writeEveryMs?: number;
};

export type IdleTracker = {
  /** The user did something. */
  activity(): void;
  /** Fires onIdle once when the time-out has passed; answers whether the session is idle. */
  check(): boolean;
  /** Start over after a new sign-in. */
  reset(): void;
};

export function createIdleTracker(options: IdleTrackerOptions): IdleTracker {
  const writeEveryMs = options.writeEveryMs ?? 5_000;
  let last = options.now();
  let lastWritten = Number.NEGATIVE_INFINITY;
  let fired = false;

  function record(time: number) {
    last = time;
    if (time - lastWritten >= writeEveryMs) {
      lastWritten = time;
      options.store?.write(time);
    }
  }

  record(last);

  return {
    activity() {
      if (!fired) record(options.now());
    },
    check() {
      if (fired) return true;
      const shared = options.store?.read() ?? null;
      const latest = shared !== null && shared > last ? shared : last;
      if (options.now() - latest >= options.timeoutMs) {
        fired = true;
        options.onIdle();
      }
      return fired;
    },
    reset() {
      fired = false;
      lastWritten = Number.NEGATIVE_INFINITY;
      record(options.now());
    },
  };
}

const ACTIVITY_KEY = 'lastActivity';

export function localStorageActivityStore(storage: Storage): ActivityStore {
  return {
    read() {
      const value = Number(storage.getItem(ACTIVITY_KEY));
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    write(time) {
      try {
        storage.setItem(ACTIVITY_KEY, String(time));
      } catch {
        // Private mode or a full storage: idle tracking then works per tab, which is still correct.
      }
    },
  };
}
