// Dates and times in a checklist are typed as the product shows them everywhere (DD.MM.YYYY, HH:mm, spec 01 §9),
// not with the browser's picker, whose format follows the phone's language (mm/dd/yyyy, 04:00 PM). The answer
// keeps the ISO date ('2026-11-25') and 'HH:mm'.
import { formatDate } from '@suite/shared/format/date-format';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTyped } from './fill.logic';
import { LiteTextField } from '../settings/lite-fields';

type Props = {
  kind: 'date' | 'time';
  label: string;
  /** The stored answer: an ISO date or 'HH:mm' (anything else shows as typed). */
  value: string;
  /** The new answer, or null when emptied; not called while the text is not a date (time) yet. */
  onChange?: (value: string | null) => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  style?: CSSProperties;
};

const shown = (kind: Props['kind'], value: string) =>
  kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;

export function DateTimeText({ kind, label, value, onChange, size, fullWidth, style }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => shown(kind, value));
  const [last, setLast] = useState(value);
  // A new answer from outside (another device's save, a reload) replaces what is shown.
  if (value !== last) {
    setLast(value);
    if (parseTyped(kind, text) !== value) setText(shown(kind, value));
  }
  const bad = text.trim() !== '' && parseTyped(kind, text) === null;
  return (
    <LiteTextField
      size={size}
      fullWidth={fullWidth}
      style={style}
      label={label}
      value={text}
      shrink
      placeholder={kind === 'date' ? t('orders.datePlaceholder') : t('checklists.timePlaceholder')}
      error={bad}
      helperText={bad ? t(kind === 'date' ? 'validation.invalidDate' : 'validation.invalidTime') : undefined}
      inputMode="numeric"
      readOnly={!onChange}
      onChange={(typed) => {
        setText(typed);
        if (!onChange) return;
        if (typed.trim() === '') onChange(null);
        else {
          const parsed = parseTyped(kind, typed);
          if (parsed !== null) onChange(parsed);
        }
      }}
    />
  );
}
