// Light inputs of the fill-in screen (issue 8 "Speed": a form of 200 fields opens within 1 s). A MUI TextField,
// Radio, Checkbox, Switch or ToggleButton costs a stack of components, contexts and Emotion style rules each time
// it mounts; a long checklist mounts hundreds of them. These are native elements (input, textarea, select,
// button) with the same DOM role and label as the MUI ones, drawn to look the same by ONE stylesheet
// (FieldStyles, mounted once by the screens that show fields) instead of per-element styles. MUI stays where a
// field needs more than a native element gives (multi-select lists, menus of the F-gas blocks, grids, pickers).
// Issue 11: the first view of a list on a phone (ServerListGrid's search, sort, filters, ListCards' paging and
// checkboxes) is drawn with them too.
import { alpha } from '@mui/material/styles';
import GlobalStyles from '@mui/material/GlobalStyles';
import {
  memo,
  useId,
  type ChangeEvent,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

const CHECK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='3 3 18 18'%3E%3Cpath fill='white' d='M10 17l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z'/%3E%3C/svg%3E\")";
const ARROW =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='%23757575' d='M7 10l5 5 5-5z'/%3E%3C/svg%3E\")";

/**
 * The stylesheet of the light inputs: mounted once where fields are shown (fill-in screen, form builder, lists).
 * Memoized: a parent's render (a keystroke in a list's search) does not serialize the sheet again.
 */
export const FieldStyles = memo(function FieldStyles() {
  return (
    <GlobalStyles
      styles={(theme) => {
        const primary = theme.palette.primary.main;
        const textSecondary = theme.palette.text.secondary;
        const ease = 'cubic-bezier(0.0, 0, 0.2, 1)';
        const focusRing = { backgroundColor: alpha(primary, 0.12) };
        return {
          // --- The grid cell of a field: its columns of 12 from md up, the whole width below.
          '.sf-cell': {
            gridColumn: 'span 12',
            minWidth: 0,
            [theme.breakpoints.up('md')]: { gridColumn: 'span var(--sf-span, 12)' },
          },
          // --- Outlined text field (MUI TextField variant outlined, medium and small).
          '.sf-tf': {
            display: 'inline-flex',
            flexDirection: 'column',
            position: 'relative',
            minWidth: 0,
            verticalAlign: 'top',
            '&.sf-full': { width: '100%' },
          },
          '.sf-tf-label': {
            ...theme.typography.body1,
            lineHeight: '1.4375em',
            color: textSecondary,
            position: 'absolute',
            left: 0,
            top: 0,
            zIndex: 1,
            pointerEvents: 'none',
            transformOrigin: 'top left',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            maxWidth: 'calc(100% - 24px)',
            transform: 'translate(14px, 16px) scale(1)',
            transition: `color 200ms ${ease}, transform 200ms ${ease}, max-width 200ms ${ease}`,
          },
          '.sf-small .sf-tf-label': { transform: 'translate(14px, 9px) scale(1)' },
          '.sf-tf.sf-shrink .sf-tf-label, .sf-tf:focus-within .sf-tf-label': {
            transform: 'translate(14px, -9px) scale(0.75)',
            maxWidth: 'calc(133% - 32px)',
          },
          '.sf-tf:focus-within .sf-tf-label': { color: primary },
          '.sf-tf.sf-error .sf-tf-label': { color: theme.palette.error.dark },
          // Issue 11 (record forms): a disabled field and the required mark, as MUI draws them.
          '.sf-tf.sf-disabled .sf-tf-label': { color: theme.palette.text.disabled },
          '.sf-tf.sf-disabled .sf-tf-box': { color: theme.palette.text.disabled, cursor: 'default' },
          '.sf-tf.sf-disabled .sf-tf-input': { WebkitTextFillColor: theme.palette.text.disabled },
          '.sf-tf.sf-disabled .sf-tf-outline, .sf-tf.sf-disabled .sf-tf-box:hover .sf-tf-outline': {
            borderColor: theme.palette.action.disabled,
          },
          '.sf-tf-input.sf-none': { fontStyle: 'italic' },
          '.sf-tf-box': {
            ...theme.typography.body1,
            lineHeight: '1.4375em',
            color: theme.palette.text.primary,
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            boxSizing: 'border-box',
            cursor: 'text',
            borderRadius: theme.shape.borderRadius,
          },
          '.sf-tf-input': {
            font: 'inherit',
            letterSpacing: 'inherit',
            color: 'currentColor',
            boxSizing: 'content-box',
            background: 'none',
            border: 0,
            margin: 0,
            display: 'block',
            minWidth: 0,
            width: '100%',
            height: '1.4375em',
            padding: '16.5px 14px',
            outline: 0,
            WebkitTapHighlightColor: 'transparent',
            '&::placeholder': { color: 'currentColor', opacity: 0.42, transition: `opacity 200ms ${ease}` },
          },
          '.sf-small .sf-tf-input': { padding: '8.5px 14px' },
          // A label over an empty field hides the placeholder until the field has the focus (as MUI).
          '.sf-tf:not(.sf-shrink):not(:focus-within) .sf-tf-input::placeholder': { opacity: 0 },
          'textarea.sf-tf-input': {
            height: 'auto',
            resize: 'none',
            padding: 0,
            fieldSizing: 'content',
          },
          '.sf-multiline .sf-tf-box': { padding: '16.5px 14px' },
          '.sf-small.sf-multiline .sf-tf-box': { padding: '8.5px 14px' },
          'select.sf-tf-input': {
            appearance: 'none',
            cursor: 'pointer',
            paddingRight: 32,
            textOverflow: 'ellipsis',
            backgroundImage: ARROW,
            backgroundRepeat: 'no-repeat',
            backgroundPosition: 'right 7px center',
            backgroundSize: 24,
            '& option': { color: theme.palette.text.primary },
            '&:disabled': { opacity: 1, cursor: 'default' },
          },
          '.sf-tf:not(.sf-shrink) select.sf-tf-input': { color: 'transparent' },
          // An icon before the text (MUI InputAdornment position="start", as the lists' search box has it).
          '.sf-tf-start': {
            display: 'flex',
            flex: 'none',
            marginLeft: 14,
            marginRight: 8,
            color: theme.palette.action.active,
            '& svg': { width: 20, height: 20, fill: 'currentColor' },
          },
          '.sf-tf-start + .sf-tf-input': { paddingLeft: 0 },
          '.sf-tf-end': {
            display: 'flex',
            flex: 'none',
            marginRight: 9,
            padding: 2,
            color: theme.palette.action.active,
            '& svg': { width: 24, height: 24, fill: 'currentColor' },
          },
          '.sf-tf.sf-disabled .sf-tf-end': { color: theme.palette.action.disabled },
          '.sf-tf-outline': {
            textAlign: 'left',
            position: 'absolute',
            inset: '-5px 0 0',
            margin: 0,
            padding: '0 8px',
            pointerEvents: 'none',
            borderRadius: 'inherit',
            borderStyle: 'solid',
            borderWidth: 1,
            overflow: 'hidden',
            minWidth: '0%',
            borderColor: theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
            '& legend': {
              float: 'unset',
              width: 'auto',
              overflow: 'hidden',
              display: 'block',
              padding: 0,
              height: 11,
              fontSize: '0.75em',
              visibility: 'hidden',
              maxWidth: 0.01,
              transition: `max-width 50ms ${ease} 0ms`,
              whiteSpace: 'nowrap',
              '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0 },
            },
          },
          '.sf-tf.sf-shrink .sf-tf-outline legend, .sf-tf:focus-within .sf-tf-outline legend': {
            maxWidth: '100%',
            transition: `max-width 100ms ${ease} 50ms`,
          },
          '.sf-tf-box:hover .sf-tf-outline': { borderColor: theme.palette.text.primary },
          '.sf-tf:focus-within .sf-tf-outline': { borderColor: primary, borderWidth: 2 },
          '.sf-tf.sf-error .sf-tf-outline': { borderColor: theme.palette.error.main },
          '.sf-tf-helper, .sf-choice-helper': {
            ...theme.typography.caption,
            color: textSecondary,
            textAlign: 'left',
            margin: '3px 14px 0',
          },
          '.sf-tf.sf-error .sf-tf-helper, .sf-choice-helper.sf-error': { color: theme.palette.error.dark },
          '.sf-group-helper': {
            ...theme.typography.caption,
            margin: '3px 14px 0',
            color: theme.palette.error.dark,
          },

          // --- Radio, checkbox and switch with their label (MUI FormControlLabel + Radio / Checkbox / Switch).
          '.sf-group': {
            border: 0,
            margin: 0,
            padding: 0,
            minWidth: 0,
            display: 'inline-flex',
            flexDirection: 'column',
          },
          '.sf-legend': {
            ...theme.typography.body1,
            lineHeight: '1.4375em',
            color: textSecondary,
            padding: 0,
          },
          '.sf-group:focus-within > .sf-legend': { color: primary },
          '.sf-group[data-field-error="true"]': {
            outline: `2px solid ${theme.palette.error.main}`,
            outlineOffset: 4,
            borderRadius: theme.shape.borderRadius,
          },
          '.sf-group.sf-error > .sf-legend': { color: theme.palette.error.dark },
          '.sf-options': { display: 'flex', flexWrap: 'wrap', flexDirection: 'column' },
          '.sf-options.sf-row': { flexDirection: 'row' },
          '.sf-choice': {
            display: 'inline-flex',
            alignItems: 'center',
            cursor: 'pointer',
            verticalAlign: 'middle',
            WebkitTapHighlightColor: 'transparent',
            marginLeft: -11,
            marginRight: 16,
            '& > .sf-choice-text': { ...theme.typography.body1 },
            '&.sf-disabled': { cursor: 'default' },
            '&.sf-disabled > .sf-choice-text': { color: theme.palette.text.disabled },
          },
          '.sf-ctl': {
            display: 'inline-flex',
            position: 'relative',
            padding: 9,
            borderRadius: '50%',
            flex: 'none',
            transition: `background-color 150ms ${ease}`,
          },
          '.sf-small > .sf-ctl, .sf-ctl.sf-small': { padding: 9 },
          '.sf-choice:not(.sf-disabled):hover > .sf-ctl': { backgroundColor: alpha(primary, 0.04) },
          '.sf-ctl:has(:focus-visible)': focusRing,
          '.sf-radio, .sf-check': {
            appearance: 'none',
            margin: 2,
            width: 20,
            height: 20,
            boxSizing: 'border-box',
            border: '2px solid rgba(0, 0, 0, 0.6)',
            borderRadius: '50%',
            cursor: 'inherit',
            outline: 0,
            backgroundColor: 'transparent',
            '&:checked': {
              borderColor: primary,
              background: `radial-gradient(circle, ${primary} 0 4.6px, transparent 5px)`,
            },
            '&:disabled': { borderColor: theme.palette.action.disabled },
            '&:disabled:checked': {
              background: `radial-gradient(circle, ${theme.palette.action.disabled} 0 4.6px, transparent 5px)`,
            },
          },
          '.sf-check': {
            margin: 3,
            width: 18,
            height: 18,
            borderRadius: 2,
            '&:checked': { background: `${primary} ${CHECK} center / 100% no-repeat` },
            '&:disabled:checked': {
              background: `${theme.palette.action.disabled} ${CHECK} center / 100% no-repeat`,
              borderColor: 'transparent',
            },
          },
          '.sf-ctl.sf-small .sf-check': { margin: 2.5, width: 15, height: 15, borderWidth: 1.67 },
          '.sf-switch': {
            display: 'inline-flex',
            position: 'relative',
            width: 58,
            height: 38,
            padding: 12,
            boxSizing: 'border-box',
            flex: 'none',
            verticalAlign: 'middle',
            '& > input': {
              appearance: 'none',
              position: 'absolute',
              inset: 0,
              margin: 0,
              width: '100%',
              height: '100%',
              cursor: 'inherit',
              opacity: 0,
              zIndex: 1,
            },
            '& > .sf-track': {
              width: '100%',
              height: '100%',
              borderRadius: 7,
              backgroundColor: theme.palette.common.black,
              opacity: 0.38,
              transition: `opacity 150ms ${ease}, background-color 150ms ${ease}`,
            },
            '& > .sf-thumb': {
              position: 'absolute',
              top: 9,
              left: 9,
              width: 20,
              height: 20,
              borderRadius: '50%',
              backgroundColor: theme.palette.common.white,
              boxShadow: theme.shadows[1],
              transition: `transform 150ms ${ease}, background-color 150ms ${ease}`,
            },
            '& > .sf-halo': {
              position: 'absolute',
              top: 0,
              left: 0,
              width: 38,
              height: 38,
              borderRadius: '50%',
              transition: `transform 150ms ${ease}, background-color 150ms ${ease}`,
            },
            '& > input:checked ~ .sf-thumb, & > input:checked ~ .sf-halo': { transform: 'translateX(20px)' },
            '& > input:checked ~ .sf-thumb': { backgroundColor: primary },
            '& > input:checked ~ .sf-track': { backgroundColor: primary, opacity: 0.5 },
            '& > input:focus-visible ~ .sf-halo': focusRing,
            '& > input:disabled ~ .sf-thumb': { backgroundColor: theme.palette.grey[100] },
            '& > input:disabled ~ .sf-track': { opacity: 0.12 },
          },
          '.sf-choice:not(.sf-disabled):hover .sf-halo': { backgroundColor: alpha(primary, 0.04) },

          // --- The checkpoint answers (MUI ToggleButtonGroup, small) and the row's expand button (IconButton).
          '.sf-toggles': { display: 'inline-flex', borderRadius: theme.shape.borderRadius },
          '.sf-toggle': {
            ...theme.typography.button,
            fontSize: theme.typography.pxToRem(13),
            textTransform: 'none',
            margin: 0,
            padding: '7px 10px',
            minWidth: 44,
            borderRadius: theme.shape.borderRadius,
            border: `1px solid ${theme.palette.divider}`,
            color: theme.palette.action.active,
            backgroundColor: 'transparent',
            cursor: 'pointer',
            WebkitTapHighlightColor: 'transparent',
            outline: 0,
            '&:not(:first-of-type)': {
              marginLeft: -1,
              borderLeftColor: 'transparent',
              borderTopLeftRadius: 0,
              borderBottomLeftRadius: 0,
            },
            '&:not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
            '&:hover': { backgroundColor: theme.palette.action.hover },
            '&:focus-visible': { backgroundColor: theme.palette.action.focus },
            '&:disabled': {
              color: theme.palette.action.disabled,
              cursor: 'default',
              backgroundColor: 'transparent',
            },
          },
          ...Object.fromEntries(
            (['primary', 'success', 'warning', 'error'] as const).map((c) => [
              `.sf-toggle.sf-${c}[aria-pressed="true"]`,
              {
                color: theme.palette[c].main,
                backgroundColor: alpha(theme.palette[c].main, theme.palette.action.selectedOpacity),
                '&:hover': {
                  backgroundColor: alpha(
                    theme.palette[c].main,
                    theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
                  ),
                },
                '&:disabled': { color: theme.palette.action.disabled },
              },
            ]),
          ),
          '.sf-icon-button': {
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            padding: 5,
            margin: 0,
            border: 0,
            borderRadius: '50%',
            background: 'transparent',
            color: theme.palette.action.active,
            cursor: 'pointer',
            outline: 0,
            flex: 'none',
            WebkitTapHighlightColor: 'transparent',
            '&:hover, &:focus-visible': { backgroundColor: theme.palette.action.hover },
            '& svg': { width: 24, height: 24, fill: 'currentColor' },
            '&.sf-small svg': { width: 20, height: 20 },
            '&:disabled': {
              color: theme.palette.action.disabled,
              cursor: 'default',
              backgroundColor: 'transparent',
            },
          },
          '.sf-cp-row': {
            border: `1px solid ${theme.palette.divider}`,
            borderRadius: theme.shape.borderRadius,
            padding: 8,
            '&.sf-answer-3': { backgroundColor: 'rgba(211,47,47,0.05)' },
            '&.sf-defect': { borderColor: theme.palette.error.main, borderWidth: 2 },
          },
          '.sf-cp-head': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 },
          '.sf-cp-number': { ...theme.typography.body1, minWidth: 36, fontWeight: 500, margin: 0 },
          '.sf-cp-label': {
            flex: '1 1 180px',
            minWidth: 0,
            '& > p': { ...theme.typography.body1, margin: 0 },
          },
          '.sf-cp-u': { marginRight: 0 },
          '.sf-cp-defect': { ...theme.typography.caption, color: theme.palette.error.main, display: 'block' },
        };
      }}
    />
  );
});

type TextProps = {
  label?: string;
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  multiline?: boolean;
  minRows?: number;
  placeholder?: string;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** The label stays above the field even when empty (a field that always shows its placeholder). */
  shrink?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel' | 'url';
  ariaLabel?: string;
  /** Issue 11 (record forms): what a react-hook-form field needs, and MUI's required mark and disabled look. */
  required?: boolean;
  disabled?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  onBlur?: () => void;
  autoFocus?: boolean;
  maxLength?: number;
  /** data-field of the input (the forms' error summary finds a field by it). */
  dataField?: string;
  /** More attributes of the input (a deferred field's stand-in: role combobox, its handlers). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** The path (24×24 viewBox) of an icon after the text (a picker's open arrow). */
  endIcon?: string;
  style?: CSSProperties;
  className?: string;
  /** The path (24×24 viewBox) of an icon before the text. */
  startIcon?: string;
  type?: 'text' | 'search';
};

/** The outline, notch, label and helper text of an outlined field, around the element given. */
function Outlined(props: {
  id: string;
  label?: string;
  filled: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  multiline?: boolean;
  shrink?: boolean;
  required?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
}) {
  const { id, label, filled, error, helperText, size, fullWidth, multiline, shrink } = props;
  const mark = <RequiredMark required={props.required} />;
  return (
    <div
      className={cx(
        'sf-tf',
        fullWidth && 'sf-full',
        size === 'small' && 'sf-small',
        multiline && 'sf-multiline',
        (filled || shrink) && 'sf-shrink',
        error && 'sf-error',
        props.disabled && 'sf-disabled',
        props.className,
      )}
      style={props.style}
    >
      {label ? (
        <label className="sf-tf-label" htmlFor={id}>
          {label}
          {mark}
        </label>
      ) : null}
      <div className="sf-tf-box">
        {props.children}
        <fieldset aria-hidden="true" className="sf-tf-outline">
          {label ? (
            <legend>
              <span>
                {label}
                {mark}
              </span>
            </legend>
          ) : null}
        </fieldset>
      </div>
      {helperText ? (
        <p className="sf-tf-helper" id={`${id}-helper`}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}

/** An outlined text field (input, or an auto-growing textarea when multiline). */
/** MUI's required mark: ' *' after a label, hidden from screen readers (the input says it is required). */
function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="sf-tf-asterisk">
      {'\u2009*'}
    </span>
  ) : null;
}

export function LiteTextField(props: TextProps) {
  const id = useId();
  const { value, onChange, readOnly, multiline, minRows = 1, placeholder, error, helperText } = props;
  const common = {
    id,
    className: 'sf-tf-input',
    value,
    placeholder,
    readOnly: readOnly || (!onChange && !props.disabled),
    disabled: props.disabled,
    required: props.required,
    name: props.name,
    ref: props.inputRef,
    onBlur: props.onBlur,
    autoFocus: props.autoFocus,
    maxLength: props.maxLength,
    'data-field': props.dataField,
    'aria-invalid': error || undefined,
    'aria-describedby': helperText ? `${id}-helper` : undefined,
    'aria-label': props.ariaLabel,
    inputMode: props.inputMode,
  };
  return (
    <Outlined {...props} id={id} filled={value !== ''}>
      {multiline ? (
        <textarea
          {...common}
          rows={minRows}
          style={{ minHeight: `${1.4375 * minRows}em` }}
          onChange={(e: ChangeEvent<HTMLTextAreaElement>) => {
            if (!CSS_GROWS) grow(e.target);
            onChange?.(e.target.value);
          }}
          ref={CSS_GROWS ? props.inputRef : withGrowOnMount(props.inputRef)}
        />
      ) : (
        <>
          {props.startIcon ? (
            <span className="sf-tf-start" aria-hidden="true">
              <SvgPath d={props.startIcon} />
            </span>
          ) : null}
          <input
            {...common}
            {...props.inputProps}
            type={props.type ?? 'text'}
            onChange={(e) => onChange?.(e.target.value)}
          />
          {props.endIcon ? (
            <span className="sf-tf-end" aria-hidden="true">
              <SvgPath d={props.endIcon} />
            </span>
          ) : null}
        </>
      )}
    </Outlined>
  );
}

// A textarea grows with its text through CSS field-sizing where the browser has it (no layout read per field);
// elsewhere its height follows its content when it is typed in, and once after it is first shown.
const CSS_GROWS = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content');
function grow(el: HTMLTextAreaElement) {
  el.style.height = 'auto';
  el.style.height = `${el.scrollHeight}px`;
}
function growOnMount(el: HTMLTextAreaElement | null) {
  if (el && el.value.includes('\n')) requestAnimationFrame(() => grow(el));
}
function withGrowOnMount(ref: Ref<HTMLInputElement & HTMLTextAreaElement> | undefined) {
  if (!ref) return growOnMount;
  return (el: HTMLTextAreaElement | null) => {
    growOnMount(el);
    if (typeof ref === 'function') ref(el as HTMLInputElement & HTMLTextAreaElement);
    else ref.current = el as HTMLInputElement & HTMLTextAreaElement;
  };
}

export type LiteOption = { label: string; value: string; disabled?: boolean };

/** An outlined single-choice list on the native select (the phone's own picker). */
export function LiteSelect({
  inputRef,
  ...props
}: {
  label?: string;
  value: string;
  options: LiteOption[];
  onChange?: (value: string) => void;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  emptyLabel?: string;
  /** No empty choice: one of the options is always chosen (a list's filter or order). */
  required?: boolean;
  style?: CSSProperties;
  className?: string;
  testId?: string;
  /** Issue 11 (record forms): a react-hook-form field's select, with MUI's error, helper text and marks. */
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  /** MUI's required mark on the label (unlike `required`, the empty choice stays). */
  requiredMark?: boolean;
  /** The label stays above the field (the empty choice is shown as a value, 'None'). */
  shrink?: boolean;
  name?: string;
  inputRef?: Ref<HTMLSelectElement>;
  onBlur?: () => void;
  dataField?: string;
}) {
  const id = useId();
  const { value, options, onChange, helperText } = props;
  return (
    <Outlined {...props} id={id} filled={value !== ''} required={props.requiredMark}>
      <select
        id={id}
        className={cx('sf-tf-input', props.shrink && value === '' && 'sf-none')}
        value={value}
        disabled={!onChange || props.disabled}
        required={props.requiredMark}
        name={props.name}
        ref={inputRef}
        onBlur={props.onBlur}
        aria-invalid={props.error || undefined}
        aria-describedby={helperText ? `${id}-helper` : undefined}
        onChange={(e) => onChange?.(e.target.value)}
        data-testid={props.testId}
        data-field={props.dataField}
      >
        {props.required ? (
          // No choice yet (a new record's field without 'None'): nothing is shown, as in MUI's select.
          value === '' ? (
            <option value="" disabled hidden />
          ) : null
        ) : (
          <option value="">{props.emptyLabel ?? '–'}</option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Outlined>
  );
}

/** A radio or checkbox with its label (MUI FormControlLabel). */
export function LiteChoice({
  inputRef,
  ...props
}: {
  type: 'radio' | 'checkbox';
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  name?: string;
  value?: string;
  small?: boolean;
  className?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** MUI's required mark after the label. */
  required?: boolean;
  error?: boolean;
}) {
  return (
    <label className={cx('sf-choice', props.disabled && 'sf-disabled', props.className)}>
      <span className={cx('sf-ctl', props.small && 'sf-small')}>
        <input
          type={props.type}
          className={props.type === 'radio' ? 'sf-radio' : 'sf-check'}
          name={props.name}
          value={props.value}
          checked={props.checked}
          disabled={props.disabled}
          required={props.required}
          aria-invalid={props.error || undefined}
          ref={inputRef}
          onBlur={props.onBlur}
          onChange={(e) => props.onChange?.(e.target.checked)}
        />
      </span>
      <span className="sf-choice-text">
        {props.label}
        <RequiredMark required={props.required} />
      </span>
    </label>
  );
}

/** A checkbox named by `label` for screen readers only (MUI's small Checkbox with an aria-label). */
export function LiteCheckbox(props: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span className={cx('sf-ctl sf-small', props.className)} style={props.style}>
      <input
        type="checkbox"
        className="sf-check"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-label={props.label}
      />
    </span>
  );
}

/** A switch with its label (MUI FormControlLabel + Switch). */
export function LiteSwitch(props: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
}) {
  return (
    <label className={cx('sf-choice', props.disabled && 'sf-disabled')}>
      <span className="sf-switch">
        <input
          type="checkbox"
          role="switch"
          name={props.name}
          checked={props.checked}
          disabled={props.disabled}
          onBlur={props.onBlur}
          onChange={(e) => props.onChange?.(e.target.checked)}
        />
        <span className="sf-track" />
        <span className="sf-halo" />
        <span className="sf-thumb" />
      </span>
      <span className="sf-choice-text">{props.label}</span>
    </label>
  );
}

/** A group of choices under its legend (MUI FormControl component="fieldset" + FormLabel + RadioGroup/FormGroup). */
export function LiteGroup(props: {
  label: string;
  row: boolean;
  error?: boolean;
  /** MUI's required mark after the legend. */
  required?: boolean;
  radio?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  style?: CSSProperties;
  dataFieldError?: boolean;
}) {
  return (
    <fieldset
      className={cx('sf-group', props.error && 'sf-error')}
      style={props.style}
      data-field-error={props.dataFieldError ? 'true' : undefined}
    >
      <legend className="sf-legend">
        {props.label}
        <RequiredMark required={props.required} />
      </legend>
      <div className={cx('sf-options', props.row && 'sf-row')} role={props.radio ? 'radiogroup' : undefined}>
        {props.children}
      </div>
      {props.footer}
    </fieldset>
  );
}

/** An icon of one path in MUI's 24×24 viewBox, sized and coloured by the stylesheet around it. */
export function SvgPath({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

export const EXPAND_MORE = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';
export const EXPAND_LESS = 'm12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z';
/** MUI's ArrowDropDown (an Autocomplete's open button). */
export const ARROW_DROP_DOWN = 'M7 10l5 5 5-5z';
