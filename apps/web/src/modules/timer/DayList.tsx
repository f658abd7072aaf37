import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@suite/shared/format/date-format';
import type { HourWeekDay } from '@suite/shared/hours/hours.schema';
import { useTranslation } from 'react-i18next';
import type { HourEntry } from './hours.api';
import { StateChip } from './StateChip';
import { dayList, deliverableDays, formatHours, isoWeekday } from './week.logic';

/** One entry as a line: times and break, hours, the work or absence type, the order, its state and a rejection. */
export function EntryLine({ entry, onOpen }: { entry: HourEntry; onOpen: () => void }) {
  const { t } = useTranslation();
  const times = entry.start && entry.end ? `${entry.start}–${entry.end}` : '';
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={onOpen}
        data-entry={entry.id}
        sx={{ display: 'block', px: 1, py: 0.75, borderTop: 1, borderColor: 'divider' }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, minWidth: 48 }}>
            {t('timer.hoursShort', { hours: formatHours(entry.amount) })}
          </Typography>
          {times && (
            <Typography variant="body2" color="text.secondary">
              {times}
              {entry.break ? ` (${entry.break} min)` : ''}
            </Typography>
          )}
          <Typography variant="body2" sx={{ flex: '1 1 120px', minWidth: 0 }} noWrap>
            {entry.worktypename ?? entry.absencetypename}
            {entry.ordernumber !== null ? ` · ${entry.ordernumber}` : ''}
          </Typography>
          <StateChip state={entry.state} locked={entry.locked} />
        </Stack>
        {entry.description && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {entry.description}
          </Typography>
        )}
        {entry.state === 'not_approved' && entry.comment && (
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'error.dark' }} data-rejection>
            {t('timer.rejectedBy', { comment: entry.comment })}
          </Typography>
        )}
      </ListItemButton>
    </ListItem>
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
    <Stack sx={{ gap: 1 }}>
      {dayList(props.entries, props.days).map((day) => {
        const wd = isoWeekday(day.date);
        const holiday = props.weekDays?.find((w) => w.date === day.date)?.holiday ?? null;
        const locked = props.lockedDays.has(day.date);
        return (
          <Paper key={day.date} variant="outlined" data-day={day.date}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, px: 0.5, py: 0.25 }}>
              {props.canDeliver && (
                <Checkbox
                  size="small"
                  checked={props.chosen.has(day.date)}
                  disabled={!choosable.has(day.date)}
                  onChange={(e) => props.onChoose(day.date, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `${t('timer.chooseDay')} ${formatDate(day.date)}` } }}
                />
              )}
              <Box sx={{ flex: 1, minWidth: 0, pl: props.canDeliver ? 0 : 1 }}>
                <Typography sx={{ fontWeight: 600, color: wd === 7 || holiday ? 'error.dark' : undefined }}>
                  {t(`timer.weekday_${wd}`)} {formatDate(day.date)}
                </Typography>
                {holiday && (
                  <Typography variant="caption" sx={{ color: 'error.dark' }}>
                    {holiday}
                  </Typography>
                )}
              </Box>
              <Typography sx={{ fontWeight: 600 }} data-day-total={day.date}>
                {t('timer.hoursShort', { hours: formatHours(day.total) })}
              </Typography>
              {props.canLog && !locked && (
                <IconButton
                  aria-label={`${t('timer.newHours')} ${formatDate(day.date)}`}
                  onClick={() => props.onAdd(day.date)}
                >
                  <Add />
                </IconButton>
              )}
            </Stack>
            {day.entries.length > 0 && (
              <List disablePadding>
                {day.entries.map((e) => (
                  <EntryLine key={e.id} entry={e} onOpen={() => props.onOpen(e)} />
                ))}
              </List>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
