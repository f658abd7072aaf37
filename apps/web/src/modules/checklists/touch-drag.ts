// Reordering the form builder's fields with a finger (issue 8). The mouse uses the browser's drag and drop
// (draggable cards), which phones do not start from a touch; a touch or a pen on a card's drag handle follows the
// pointer events instead. The handle has touch-action: none, so the finger drags the field there and scrolls the
// page everywhere else; near the top or bottom of the screen the page scrolls along while the field is held.

/** Where a field dropped at `y` goes (an insertion index of the list before the move), or null for nowhere. */
export function touchDropIndex(
  card: { index: number; top: number; height: number } | null,
  y: number,
  count: number,
  overCanvas: boolean,
): number | null {
  if (card) return y > card.top + card.height / 2 ? card.index + 1 : card.index;
  return overCanvas ? count : null;
}

/**
 * The new index of the field moved from `from` to the insertion index `at`, or null when it stays (a drop in front
 * of or right behind itself): the mouse's drop and the finger's use the same rule.
 */
export function movedTo(from: number, at: number): number | null {
  if (at === from || at === from + 1) return null;
  return from < at ? at - 1 : at;
}

const EDGE = 72;
const STEP = 12;

/**
 * Follows a touch (or pen) drag begun on a card's handle: `onOver` with the insertion index under the finger,
 * `onDrop` with it when the finger lifts (not when the browser cancels the touch), `onEnd` in every case.
 * Cards carry data-field-index; `canvas` is the list they stand in.
 */
export function followTouchDrag(
  event: { pointerId: number; currentTarget: HTMLElement; clientX: number; clientY: number },
  opts: {
    canvas: HTMLElement | null;
    count: number;
    onOver: (at: number | null) => void;
    onDrop: (at: number) => void;
    onEnd: () => void;
  },
): void {
  const handle = event.currentTarget;
  const doc = handle.ownerDocument;
  const win = doc.defaultView ?? window;
  try {
    handle.setPointerCapture(event.pointerId);
  } catch {
    // A pointer the browser no longer knows: the drag still follows the events it gets.
  }
  let x = event.clientX;
  let y = event.clientY;
  let at: number | null = null;
  let frame = 0;

  const locate = () => {
    const hit = doc.elementFromPoint(x, y);
    const cardEl = hit?.closest<HTMLElement>('[data-field-index]') ?? null;
    const box = cardEl?.getBoundingClientRect();
    const card =
      cardEl && box ? { index: Number(cardEl.dataset.fieldIndex), top: box.top, height: box.height } : null;
    const next = touchDropIndex(card, y, opts.count, Boolean(hit && opts.canvas?.contains(hit)));
    if (next !== at) {
      at = next;
      opts.onOver(at);
    }
  };
  // Scrolls while the finger rests near an edge of the screen, and finds the place under it again.
  const scroll = () => {
    const dir = y < EDGE ? -1 : y > win.innerHeight - EDGE ? 1 : 0;
    if (dir !== 0) {
      win.scrollBy(0, dir * STEP);
      locate();
    }
    frame = win.requestAnimationFrame(scroll);
  };
  const move = (e: PointerEvent) => {
    if (e.pointerId !== event.pointerId) return;
    e.preventDefault();
    x = e.clientX;
    y = e.clientY;
    locate();
  };
  const finish = (e: PointerEvent) => {
    if (e.pointerId !== event.pointerId) return;
    handle.removeEventListener('pointermove', move);
    handle.removeEventListener('pointerup', finish);
    handle.removeEventListener('pointercancel', finish);
    win.cancelAnimationFrame(frame);
    if (e.type === 'pointerup') {
      x = e.clientX;
      y = e.clientY;
      locate();
      if (at !== null) opts.onDrop(at);
    }
    opts.onEnd();
  };
  handle.addEventListener('pointermove', move);
  handle.addEventListener('pointerup', finish);
  handle.addEventListener('pointercancel', finish);
  frame = win.requestAnimationFrame(scroll);
  locate();
}
