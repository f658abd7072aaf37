// Issue 11: a "deferred field". A heavy MUI picker (an Autocomplete with its Popper, Popover and listbox) is drawn
// first as a light stand-in of the same size showing the current value (lite-fields' outlined input, role
// combobox); the real component's code is asked for when the pointer comes near or the stand-in gets the focus, and
// it takes the stand-in's place, focused, when the user means to use it. A disabled field never loads it.
import { Suspense, useRef, useState, type ReactNode } from 'react';
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
 * The stand-in, then the real field (rendered by `heavy(autoFocus)`). `preload` (the real one's code) is asked for
 * on the first sign of use (pointer over, focus); the focus or a press swaps the real one in once its code is there,
 * the stand-in keeping the focus meanwhile. The real one takes the focus if the stand-in was pressed or has it.
 */
export function DeferredField(
  props: StandInProps & { preload: () => Promise<unknown>; heavy: (autoFocus: boolean) => ReactNode },
) {
  const [active, setActive] = useState<{ focus: boolean } | null>(null);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const { preload, heavy, text, ...rest } = props;
  // A press means to use the field (the focus follows the press, maybe after the code is there).
  const activate = (pressed: boolean) => {
    void preload().then(() =>
      setActive((now) => now ?? { focus: pressed || document.activeElement === input.current }),
    );
  };
  const standIn = (
    <LiteTextField
      {...rest}
      value={text}
      readOnly
      fullWidth
      endIcon={ARROW_DROP_DOWN}
      inputRef={input}
      inputProps={{
        role: 'combobox',
        'aria-expanded': false,
        'aria-autocomplete': 'list',
        onPointerEnter: () => void preload(),
        onFocus: () => activate(false),
        onPointerDown: () => activate(true),
        style: { cursor: props.disabled ? 'default' : 'pointer' },
      }}
    />
  );
  if (!active || props.disabled) return standIn;
  return <Suspense fallback={standIn}>{heavy(active.focus)}</Suspense>;
}
