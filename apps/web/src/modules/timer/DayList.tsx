import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { formatDate } from '@suite/shared/format/date-format';
import type { HourWeekDay } from '@suite/shared/hours/hours.schema';
import { useTranslation } from 'react-i18next';
import { LiteCheckbox } from '../settings/lite-fields';
import type { HourEntry } from './hours.api';
import { StateChip } from './StateChip';
import { dayList, deliverableDays, formatHours, isoWeekday } from './week.logic';

// Issue 11: the day list is the phone's first view of the week. Its days and entries are plain elements (a native
// button per entry, lite-fields' checkbox) styled by ONE rule set on the list (DAYS_SX), drawn as the outlined
// Paper, List, ListItemButton, Typography and Checkbox they replace, instead of MUI components with Emotion styles
// each. The checkbox needs lite-fields' FieldStyles, mounted by the page.
const DAYS_SX = {
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  '& .day': {
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
  },
  '& .day-head': { display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5, py: 0.25 },
  '& .day-name': { flex: 1, minWidth: 0 },
  '& .day-title, & .day-total': { typography: 'body1', fontWeight: 600, m: 0 },
  '& .day-title.red, & .day-holiday': { color: 'error.dark' },
  '& .day-holiday': { typography: 'caption', display: 'block' },
  '& .entries': { listStyle: 'none', m: 0, p: 0 },
  '& .entry': {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'block',
    width: '100%',
    px: 1,
    py: 0.75,
    borderTop: 1,
    borderColor: 'divider',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 150ms cubic-bezier(0.4, 0, 0.2, 1)',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { bgcolor: 'action.focus' },
  },
  '& .entry-row': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 },
  '& .entry-hours': { typography: 'body1', fontWeight: 600, minWidth: 48 },
  '& .entry-times, & .entry-text': { typography: 'body2', color: 'text.secondary' },
  '& .entry-type': { typography: 'body2', flex: '1 1 120px', minWidth: 0 },
  '& .entry-type, & .entry-text': {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .entry-rejection': { typography: 'body2', display: 'block', fontWeight: 600, color: 'error.dark' },
} as const;

/** One entry as a line: times and break, hours, the work or absence type, the order, its state and a rejection. */
function EntryLine({ entry, onOpen }: { entry: HourEntry; onOpen: () => void }) {
  const { t } = useTranslation();
  const times = entry.start && entry.end ? `${entry.start}–${entry.end}` : '';
  return (
    <li>
      <button type="button" className="entry" onClick={onOpen} data-entry={entry.id}>
        <span className="entry-row">
          <span className="entry-hours">{t('timer.hoursShort', { hours: formatHours(entry.amount) })}</span>
          {times && (
            <span className="entry-times">
              {times}
              {entry.break ? ` (${entry.break} min)` : ''}
            </span>
          )}
          <span className="entry-type">
            {entry.worktypename ?? entry.absencetypename}
            {entry.ordernumber !== null ? ` · ${entry.ordernumber}` : ''}
          </span>
          <StateChip state={entry.state} locked={entry.locked} />
        </span>
        {entry.description && <span className="entry-text">{entry.description}</span>}
        {entry.state === 'not_approved' && entry.comment && (
          <span className="entry-rejection" data-rejection>
            {t('timer.rejectedBy', { comment: entry.comment })}
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * The week as a day list (the time-based hourenterstyle, and the phone view): each day with its entries by start
 * time, its sum, a box to pick it for delivery and a button to log on it.
 */
export function DayList(props: {
  entries: HourEntry[];
  days: string[];
  weekDays?: HourWeekDay[];
  chosen: Set<string>;
  canDeliver: boolean;
  canLog: boolean;
  lockedDays: Set<string>;
  onChoose: (date: string, chosen: boolean) => void;
  onAdd: (date: string) => void;
  onOpen: (entry: HourEntry) => void;
}) {
  const { t } = useTranslation();
  const choosable = deliverableDays(props.entries, props.days, props.lockedDays);
  return (
    <Box sx={DAYS_SX}>
      {dayList(props.entries, props.days).map((day) => {
        const wd = isoWeekday(day.date);
        const holiday = props.weekDays?.find((w) => w.date === day.date)?.holiday ?? null;
        const locked = props.lockedDays.has(day.date);
        return (
          <div key={day.date} className="day" data-day={day.date}>
            <div className="day-head">
              {props.canDeliver && (
                <LiteCheckbox
                  checked={props.chosen.has(day.date)}
                  disabled={!choosable.has(day.date)}
                  onChange={(on) => props.onChoose(day.date, on)}
                  label={`${t('timer.chooseDay')} ${formatDate(day.date)}`}
                />
              )}
              <div className="day-name" style={props.canDeliver ? undefined : { paddingLeft: 8 }}>
                <p className={wd === 7 || holiday ? 'day-title red' : 'day-title'}>
                  {t(`timer.weekday_${wd}`)} {formatDate(day.date)}
                </p>
                {holiday && <span className="day-holiday">{holiday}</span>}
              </div>
              <p className="day-total" data-day-total={day.date}>
                {t('timer.hoursShort', { hours: formatHours(day.total) })}
              </p>
              {props.canLog && !locked && (
                <IconButton
                  aria-label={`${t('timer.newHours')} ${formatDate(day.date)}`}
                  onClick={() => props.onAdd(day.date)}
                >
                  <Add />
                </IconButton>
              )}
            </div>
            {day.entries.length > 0 && (
              <ul className="entries">
                {day.entries.map((e) => (
                  <EntryLine key={e.id} entry={e} onOpen={() => props.onOpen(e)} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </Box>
  );
}
