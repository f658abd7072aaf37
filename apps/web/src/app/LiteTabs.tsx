import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';

// Issue 11 (session 15): a row of tabs drawn light. A record's tab bar is drawn with every record's header, before
// the page's largest text, and /orders draws its order types' tabs above its list: MUI's Tabs measured every tab
// while React drew them (its indicator, its scroll buttons), a task of 50-60 ms on a phone, a forced layout and six
// chunks. This row looks and behaves the same (tabs that are links or buttons, the open one underlined, scrollable
// with arrows at the edges that have more tabs, arrow keys between tabs) with plain elements: the underline is a
// style, the arrows come from an IntersectionObserver after the paint and lie over the row's edges (nothing moves
// when they appear).

/** MUI's KeyboardArrowLeft/Right, drawn inline. */
const ARROWS = {
  start: 'M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6z',
  end: 'M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z',
};

/** The tabs pattern's keys: the tab each moves the focus to, from the focused one's index among n. */
const TAB_KEYS: Record<string, (at: number, n: number) => number> = {
  ArrowRight: (at, n) => (at + 1) % n,
  ArrowLeft: (at, n) => (at - 1 + n) % n,
  Home: () => 0,
  End: (_at, n) => n - 1,
};

/** Whether the tab lies wholly inside the row (a pixel's rounding aside). */
const WHOLE = 0.98;

export type LiteTab = {
  key: string;
  label: string;
  /** A tab that opens an address is a link; one without changes what the page shows (`onSelect`). */
  to?: string;
  /** The link replaces the history entry (a record's tabs that are one page to the back button). */
  replace?: boolean;
};

/**
 * Tabs in a scrollable row; `value` is the open tab's key (none marked when no tab has it). `onPreload` runs on
 * pointer or focus on the row.
 */
export function LiteTabs(props: {
  tabs: readonly LiteTab[];
  value: string | null;
  label?: string;
  onSelect?: (key: string) => void;
  onPreload?: () => void;
  /** A line under the row (a record's tab bar). */
  divider?: boolean;
  marginTop?: number;
  marginBottom?: number;
}) {
  const { palette, typography } = useTheme();
  const row = useRef<HTMLDivElement>(null);
  // Whether there are tabs out of sight before the row's start and after its end.
  const [more, setMore] = useState({ start: false, end: false });
  const selected = props.tabs.some((x) => x.key === props.value) ? props.value : null;
  const focusable = selected ?? props.tabs[0]?.key;
  const tabKey = props.tabs.map((x) => x.key).join(',');

  useEffect(() => {
    const el = row.current;
    const tabs = el?.querySelectorAll('[role="tab"]');
    const first = tabs?.[0];
    const last = tabs?.[tabs.length - 1];
    if (!el || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const whole = new Map<Element, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) whole.set(e.target, e.intersectionRatio >= WHOLE);
        setMore({ start: whole.get(first) === false, end: whole.get(last) === false });
      },
      { root: el, threshold: [0, WHOLE, 1] },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => observer.disconnect();
  }, [tabKey]);

  // The open tab scrolled into sight (after the paint: the layout is read, not forced).
  useEffect(() => {
    const el = row.current;
    const tab = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!el || !tab) return;
    const start = tab.offsetLeft;
    const end = start + tab.offsetWidth;
    if (start < el.scrollLeft || end > el.scrollLeft + el.clientWidth) {
      el.scrollLeft = start - (el.clientWidth - tab.offsetWidth) / 2;
    }
  }, [selected]);

  const scroll = (direction: -1 | 1) => {
    const el = row.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  // The tabs pattern: arrow keys, Home and End move between the tabs; Enter opens one (a link).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(row.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const to = TAB_KEYS[event.key]?.(at, tabs.length);
    if (to === undefined) return;
    event.preventDefault();
    tabs[to]?.focus();
  };

  const tabStyle = (open: boolean): CSSProperties => ({
    display: 'inline-flex',
    margin: 0,
    border: 0,
    borderRadius: 0,
    background: 'none',
    cursor: 'pointer',
    alignItems: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    minHeight: 48,
    padding: '12px 16px',
    fontFamily: typography.button.fontFamily,
    fontSize: typography.button.fontSize,
    fontWeight: typography.button.fontWeight,
    lineHeight: 1.25,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    color: open ? palette.primary.main : palette.text.secondary,
    boxShadow: open ? `inset 0 -2px 0 ${palette.primary.main}` : undefined,
  });
  const arrow = (side: 'start' | 'end') => (
    <div
      aria-hidden
      data-testid={`tabs-more-${side}`}
      onClick={() => scroll(side === 'start' ? -1 : 1)}
      style={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side === 'start' ? 'left' : 'right']: 0,
        width: 40,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        cursor: 'pointer',
        color: palette.text.secondary,
        background: `linear-gradient(to ${side === 'start' ? 'right' : 'left'}, ${palette.background.default} 70%, transparent)`,
      }}
    >
      <svg viewBox="0 0 24 24" width={24} height={24} fill="currentColor">
        <path d={ARROWS[side]} />
      </svg>
    </div>
  );

  return (
    <div
      style={{
        position: 'relative',
        borderBottom: props.divider ? `1px solid ${palette.divider}` : undefined,
        marginTop: props.marginTop ?? 0,
        marginBottom: props.marginBottom ?? 0,
      }}
    >
      <div
        ref={row}
        role="tablist"
        aria-label={props.label}
        onPointerEnter={props.onPreload}
        onFocus={props.onPreload}
        onKeyDown={onKeyDown}
        style={{ position: 'relative', display: 'flex', overflowX: 'auto', scrollbarWidth: 'none' }}
      >
        {props.tabs.map((x) => {
          const open = x.key === selected;
          const common = {
            role: 'tab',
            'aria-selected': open,
            tabIndex: x.key === focusable ? 0 : -1,
            style: tabStyle(open),
          } as const;
          return x.to ? (
            <RouterLink key={x.key} {...common} to={x.to} replace={x.replace}>
              {x.label}
            </RouterLink>
          ) : (
            <button key={x.key} type="button" {...common} onClick={() => props.onSelect?.(x.key)}>
              {x.label}
            </button>
          );
        })}
      </div>
      {more.start ? arrow('start') : null}
      {more.end ? arrow('end') : null}
    </div>
  );
}
