import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Issue 11 (no task longer than 200 ms on a phone, the largest text painted early): how many of `total` parts of
 * a screen to render now. The first renders at once; each other one after the browser has painted the previous
 * (the next frame, then a task of its own, as a transition so typing is never held up), so the first screenful
 * is on the screen before the rest is built. ChecklistFill's first fields follow the same idea.
 */
export function useStepwise(total: number, frames = 1): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    let done = false;
    let timer = 0;
    const next = () => {
      if (done) return;
      done = true;
      startTransition(() => setShown((n) => n + 1));
    };
    let frame = 0;
    const afterFrames = (left: number) => {
      frame = requestAnimationFrame(() => {
        if (left > 1) afterFrames(left - 1);
        else timer = window.setTimeout(next, 0);
      });
    };
    afterFrames(frames);
    // A tab in the background paints no frames: the part comes all the same.
    const fallback = window.setTimeout(next, 100);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearTimeout(fallback);
    };
  }, [shown, total, frames]);
  return Math.min(shown, total);
}

/**
 * Its children one painted frame after it is first drawn: a record page's header (the record's name, its tabs) is
 * on the screen before the open tab, a longer render, is built below it. Nothing below it moves (it is the last
 * thing on the page). `frames={2}` waits a frame more: a customer's and an order's page, whose open tab asks for
 * its code only when it is drawn, so that its requests start once the header is shown, not between its paint and
 * its presentation (sessions 14 and 15).
 */
export function AfterFirstPaint({ children, frames = 1 }: { children: ReactNode; frames?: number }) {
  return useStepwise(2, frames) >= 2 ? children : null;
}
