// spec 01 §4, §9: after 2 hours without user activity the session is idle.
import { useEffect, useRef } from 'react';
import { IDLE_TIMEOUT_MS } from '../platform/constants';
import { createIdleTracker, localStorageActivityStore } from '../platform/idle-timer';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHECK_EVERY_MS = 30_000;

export function useIdleTracking(enabled: boolean, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    if (!enabled) return;
    let store;
    try {
      store = localStorageActivityStore(window.localStorage);
    } catch {
      store = undefined;
    }
    const tracker = createIdleTracker({
      timeoutMs: IDLE_TIMEOUT_MS,
      now: () => Date.now(),
      onIdle: () => onIdleRef.current(),
      store,
    });
    const onActivity = () => tracker.activity();
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    // A sleeping laptop runs no timers: check as soon as the page is seen again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') tracker.check();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => tracker.check(), CHECK_EVERY_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [enabled]);
}
