// Issue 11: a "deferred field". A heavy MUI picker (an Autocomplete with its Popper, Popover and listbox) is drawn
// first as a light stand-in of the same size showing the current value (lite-fields' outlined input, role
// combobox); the real component's code is asked for when the pointer comes near or the stand-in gets the focus, and
// it takes the stand-in's place, focused, when the user means to use it. A disabled field never loads it.
import { Suspense, useState, type ReactNode } from 'react';
import { ARROW_DROP_DOWN, LiteTextField } from './lite-fields';

export type StandInProps = {
  label: string;
  /** What the field shows now (a chosen customer's name, the participants' names). */
  text: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  placeholder?: string;
};

/**
 * The stand-in, then the real field (rendered by `heavy(autoFocus)`) once `activate` was called; while the real
 * one's code loads the stand-in stays. `preload` is called on the first sign of use (pointer over, focus).
 */
export function DeferredField(
  props: StandInProps & { preload: () => void; heavy: (autoFocus: boolean) => ReactNode },
) {
  const [active, setActive] = useState(false);
  const { preload, heavy, text, ...rest } = props;
  const standIn = (
    <LiteTextField
      {...rest}
      value={text}
      readOnly
      fullWidth
      endIcon={ARROW_DROP_DOWN}
      inputProps={{
        role: 'combobox',
        'aria-expanded': false,
        'aria-autocomplete': 'list',
        onPointerEnter: preload,
        onFocus: () => {
          preload();
          setActive(true);
        },
        onPointerDown: () => setActive(true),
        style: { cursor: props.disabled ? 'default' : 'pointer' },
      }}
    />
  );
  if (!active || props.disabled) return standIn;
  return <Suspense fallback={standIn}>{heavy(true)}</Suspense>;
}
