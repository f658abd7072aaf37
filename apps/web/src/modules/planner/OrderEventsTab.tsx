import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@suite/shared/format/date-format';
import type { CalendarEvent } from '@suite/shared/planner/calendar-event.schema';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordTabProps } from '../../app/record-tabs';
import { useSnackbar } from '../../app/snackbar';
import { useSession } from '../../platform/session';
import { EventDialog, type EventDraft } from './EventDialog';
import { plannerApi } from './planner-api';

const HOUR = 3_600_000;
// The order's events over a generous window: a year back and two ahead.
const WINDOW = { from: new Date(Date.now() - 365 * 86_400_000), to: new Date(Date.now() + 390 * 86_400_000) };

/** The order's event tab (spec 01 §2 orders 'event'): its calendar events; a new one for a participant. */
export function OrderEventsTab({ recordId, readOnly }: RecordTabProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { access, user } = useSession();
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const events = useQuery({
    queryKey: ['calendarevents', 'order', recordId],
    queryFn: () =>
      plannerApi.events(WINDOW.from.toISOString(), WINDOW.to.toISOString(), { order_id: recordId }),
  });
  const employees = useQuery({ queryKey: ['planner', 'employees'], queryFn: plannerApi.employees });
  const items = (events.data?.items ?? []).filter((e): e is CalendarEvent => !('busy' in e));
  const mayAdd = !readOnly && !!access && canChange(access) && hasPermission(access, 'resourceplanner_add');
  const mayEdit = (ownerId: number) =>
    !readOnly &&
    !!access &&
    canChange(access) &&
    hasPermission(access, 'resourceplanner_edit') &&
    (ownerId === user?.id || hasPermission(access, 'resourceplanner_edit_othersevent'));
  const newDraft = (): EventDraft => {
    const start = Math.ceil(Date.now() / HOUR) * HOUR;
    return {
      user_id: user?.id ?? 0,
      order_id: recordId,
      start: new Date(start).toISOString(),
      end: new Date(start + 2 * HOUR).toISOString(),
    };
  };
  return (
    <Stack sx={{ gap: 1 }}>
      {mayAdd && (
        <Button sx={{ alignSelf: 'flex-start' }} startIcon={<Add />} onClick={() => setDraft(newDraft())}>
          {t('planner.newEvent')}
        </Button>
      )}
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('planner.noEvents')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('planner.events')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('planner.field_start')}</TableCell>
              <TableCell>{t('planner.field_end')}</TableCell>
              <TableCell>{t('planner.field_user_id')}</TableCell>
              <TableCell>{t('planner.field_title')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((e) => (
              <TableRow
                key={e.id}
                hover
                sx={{ cursor: 'pointer' }}
                onClick={() =>
                  setDraft({ event: e, user_id: e.user_id, order_id: e.order_id, start: e.start, end: e.end })
                }
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.start)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.end)}</TableCell>
                <TableCell>{e.username}</TableCell>
                <TableCell>{e.title}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <EventDialog
        draft={draft}
        employees={employees.data ?? []}
        readOnly={!!draft?.event && !mayEdit(draft.event.user_id)}
        onClose={() => setDraft(null)}
        onSaved={(text) => {
          setDraft(null);
          snackbar.success(text);
          void events.refetch();
        }}
        onError={(text) => snackbar.error(text)}
      />
    </Stack>
  );
}
