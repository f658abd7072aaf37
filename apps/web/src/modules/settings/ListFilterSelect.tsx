// A list's filter (the customers' status and type, the orders' status): one choice of a few, in the list's
// toolbar (ServerListGrid's `filters`). Issue 11: on a phone it is the light select of lite-fields.tsx (the
// phone's own picker, no MUI Select, Menu, Popover and Modal in the screen's first load); on a wider screen MUI's
// select with its menu as before, loaded beside the data grid, the light one standing in while it loads (same
// size and look, so nothing moves).
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, type CSSProperties } from 'react';
import { lazyComponent } from '../../platform/lazy-component';
import { LiteSelect, type LiteOption } from './lite-fields';
import { CARD_LIST_MAX_WIDTH } from './resource-list.logic';

export type ListFilterSelectProps = {
  label: string;
  value: string;
  options: LiteOption[];
  onChange: (value: string) => void;
  /** The field's width in pixels, or '100%' of its box (the box then sizes it). */
  width: number | '100%';
  /** Shown but not choosable (e.g. while its options load). */
  disabled?: boolean;
};

const MuiFilterSelect = lazyComponent(() => import('./MuiFilterSelect').then((m) => m.MuiFilterSelect));
const PHONE = `(max-width:${CARD_LIST_MAX_WIDTH}px)`;
if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
  if (!window.matchMedia(PHONE).matches) void MuiFilterSelect.preload();
}

export function ListFilterSelect(props: ListFilterSelectProps) {
  const phone = useMediaQuery(PHONE);
  const style: CSSProperties = { width: props.width };
  const light = (
    <LiteSelect
      size="small"
      required
      label={props.label}
      value={props.value}
      options={props.options}
      {...(props.disabled ? {} : { onChange: props.onChange })}
      style={style}
    />
  );
  if (phone) return light;
  return (
    <Suspense fallback={light}>
      <MuiFilterSelect {...props} />
    </Suspense>
  );
}
