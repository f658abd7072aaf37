import Lock from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HourState } from '@suite/shared/hours/hours.schema';
import { useTranslation } from 'react-i18next';
import { LiteChip } from '../settings/lite-chip';
import { STATE_COLOR, formatHours } from './week.logic';

/**
 * An entry's state as colour and text (spec 02 §4): not delivered, delivered, approved, not approved; the lock.
 * Issue 11: a plain element drawn as MUI's small Chip (the week shows one per entry).
 */
export function StateChip({ state, locked }: { state: HourState; locked?: boolean }) {
  const { t } = useTranslation();
  return (
    <LiteChip
      size="small"
      color={STATE_COLOR[state]}
      variant={state === 'not_delivered' ? 'outlined' : 'filled'}
      icon={locked ? <Lock fontSize="small" /> : undefined}
      label={t(`hoursapi.state_${state}`)}
      data-state={state}
    />
  );
}

/** The approver's comment on an entry returned as not approved (spec 02 §4), under the entry; nothing otherwise. */
export function RejectionComment({ entry }: { entry: { state: HourState; comment?: string | null } }) {
  if (entry.state !== 'not_approved' || !entry.comment) return null;
  return (
    <Typography variant="body2" sx={{ color: 'error.dark' }}>
      {entry.comment}
    </Typography>
  );
}

/** An entry's hours, with its time range beneath when it has one (the hour tables of orders and approval). */
export function HourAmount({
  entry,
}: {
  entry: { amount: number | null; start?: string | null; end?: string | null };
}) {
  return (
    <>
      {formatHours(entry.amount)}
      {entry.start && entry.end && (
        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
          {entry.start}–{entry.end}
        </Box>
      )}
    </>
  );
}
