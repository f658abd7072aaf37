import '@event-calendar/core/index.css';
import {
  createCalendar,
  destroyCalendar,
  Interaction,
  ResourceTimeGrid,
  ResourceTimeline,
  TimeGrid,
  type Calendar,
} from '@event-calendar/core';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDate } from '@suite/shared/format/date-format';
import { INTL_LOCALE } from '@suite/shared/format/locale';
import type { Appointment } from '@suite/shared/planner/appointment.schema';
import type { BusyBlock, CalendarEvent, UnassignedOrder } from '@suite/shared/planner/calendar-event.schema';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../app/snackbar';
import { useSession } from '../../platform/session';
import { EventDialog, type EventDraft } from './EventDialog';
import { plannerApi, refusalText, type Employee } from './planner-api';
import { plannerTitle } from './planner-title';

type ViewKey = 'day' | 'week' | 'month' | 'calendar';
const VIEW_NAMES: Record<ViewKey, string> = {
  day: 'resourceTimelineDay',
  week: 'resourceTimelineWeek',
  month: 'resourceTimelineMonth',
  calendar: 'timeGridWeek',
};
// On a phone the day is shown with the employees as columns and time downwards: it fits 360 px.
const NARROW_DAY = 'resourceTimeGridDay';
const HOUR = 3_600_000;
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

type Source =
  | { kind: 'event'; event: CalendarEvent }
  | { kind: 'busy'; event: BusyBlock }
  | { kind: 'appointment'; appointment: Appointment };

/**
 * /resourceplanner (issue 7): employees as rows on a time axis (day, week, month) and a calendar view. Events are
 * moved and resized by dragging (PUT; a refused move snaps back with the reason); unassigned orders in the side
 * panel are dropped on an employee at a time (plan_order). Appointments show on their responsible's row.
 */
export function ResourcePlannerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { access, user, language } = useSession();
  const narrow = useMediaQuery('(max-width:700px)');
  const [view, setView] = useState<ViewKey>(narrow ? 'day' : 'week');
  const [title, setTitle] = useState('');
  const [employees, setEmployees] = useState<Employee[]>([]);
  const [orders, setOrders] = useState<UnassignedOrder[]>([]);
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);

  const mayChange = access ? canChange(access) : false;
  const may = useCallback(
    (action: 'add' | 'edit' | 'delete', ownerId: number) =>
      !!access &&
      mayChange &&
      hasPermission(access, `resourceplanner_${action}`) &&
      (ownerId === user?.id || hasPermission(access, `resourceplanner_${action}_othersevent`)),
    [access, mayChange, user?.id],
  );
  const mayPlan = !!access && hasPermission(access, 'orders_view') && mayChange;

  const loadOrders = useCallback(() => {
    if (!access || !hasPermission(access, 'orders_view')) return;
    plannerApi
      .unassigned(search.trim() || undefined)
      .then(setOrders)
      .catch(() => setOrders([]));
  }, [access, search]);
  useEffect(loadOrders, [loadOrders]);
  useEffect(() => {
    plannerApi
      .employees()
      .then(setEmployees)
      .catch(() => setEmployees([]));
  }, []);

  const toCalendar = useCallback(
    (s: Source): Calendar.EventInput => {
      if (s.kind === 'busy') {
        return {
          id: `b${s.event.id}`,
          resourceIds: [s.event.user_id],
          start: new Date(s.event.start),
          end: new Date(s.event.end),
          title: t('planner.busy'),
          editable: false,
          backgroundColor: '#b0bec5',
          textColor: '#1f2d3a',
          extendedProps: { source: s },
        };
      }
      if (s.kind === 'appointment') {
        const a = s.appointment;
        return {
          id: `a${a.id}`,
          resourceIds: [a.responsible_id],
          start: new Date(a.start),
          end: new Date(a.end),
          title: [a.subject ?? a.meetingtypename ?? t('planner.appointment'), a.customername ?? a.leadname]
            .filter(Boolean)
            .join(' – '),
          editable: false,
          backgroundColor: '#8c9eff',
          textColor: '#10163a',
          extendedProps: { source: s },
        };
      }
      const e = s.event;
      return {
        id: `e${e.id}`,
        resourceIds: [e.user_id],
        start: new Date(e.start),
        end: new Date(e.end),
        title: e.ordernumber ? `${e.ordernumber} ${e.title}` : e.title,
        startEditable: may('edit', e.user_id),
        durationEditable: may('edit', e.user_id),
        backgroundColor: '#285a84',
        textColor: '#ffffff',
        extendedProps: { source: s },
      };
    },
    [may, t],
  );

  const refresh = useCallback(() => calendar.current?.refetchEvents(), []);

  /** A move or resize: saved with the version read; refused, the event snaps back and the reason is shown. */
  const saveMove = useCallback(
    async (info: { event: Calendar.Event; revert(): void; newResource?: Calendar.Resource }) => {
      const source = info.event.extendedProps.source as Source;
      if (source.kind !== 'event') return info.revert();
      const body: Record<string, unknown> = {
        start: info.event.start.toISOString(),
        end: info.event.end.toISOString(),
        version: source.event.version,
      };
      if (info.newResource) body.user_id = Number(info.newResource.id);
      try {
        await plannerApi.update(source.event.id, body);
        snackbar.success(t('planner.eventSaved'));
        refresh();
      } catch (error) {
        info.revert();
        snackbar.error(refusalText(t, error));
      }
    },
    [refresh, snackbar, t],
  );

  useEffect(() => {
    if (!host.current) return;
    const cal = createCalendar(host.current, [ResourceTimeline, ResourceTimeGrid, TimeGrid, Interaction], {
      view: narrow && view === 'day' ? NARROW_DAY : VIEW_NAMES[view],
      headerToolbar: { start: '', center: '', end: '' },
      locale: INTL_LOCALE[language],
      firstDay: 1,
      height: '100%',
      nowIndicator: true,
      eventTimeFormat: TIME_FORMAT,
      slotLabelFormat: TIME_FORMAT,
      scrollTime: '07:00:00',
      allDaySlot: false,
      // Working hours 06–20 are shown, widened to any event planned earlier or later (an evening call-out).
      flexibleSlotTimeLimits: true,
      resources: [],
      views: {
        resourceTimelineDay: {
          slotMinTime: '06:00',
          slotMaxTime: '20:00',
          slotDuration: '00:30',
          slotWidth: 44,
        },
        // A week is seven day columns (the whole week fits a laptop screen); the event bars show their times.
        resourceTimelineWeek: { slotDuration: { days: 1 }, slotWidth: 64 },
        resourceTimelineMonth: { slotWidth: 44 },
        resourceTimeGridDay: { slotMinTime: '06:00', slotMaxTime: '20:00' },
        timeGridWeek: { slotMinTime: '06:00', slotMaxTime: '20:00' },
      } as unknown as Calendar.Options['views'],
      eventSources: [
        {
          events: (info, success, failure) => {
            const from = info.start.toISOString();
            const to = info.end.toISOString();
            const canAppointments = !!access && hasPermission(access, 'appointments_view');
            Promise.all([
              plannerApi.events(from, to),
              canAppointments
                ? plannerApi.appointments({ from, to, limit: 1000 })
                : Promise.resolve({ items: [] }),
            ])
              .then(([events, appointments]) =>
                success([
                  ...events.items.map((e) =>
                    toCalendar('busy' in e ? { kind: 'busy', event: e } : { kind: 'event', event: e }),
                  ),
                  ...appointments.items.map((a) => toCalendar({ kind: 'appointment', appointment: a })),
                ]),
              )
              .catch((error: Error) => failure(error));
          },
        },
      ],
      datesSet: (info) =>
        setTitle(
          plannerTitle(
            view === 'day' ? 'day' : view === 'month' ? 'month' : 'week',
            info.view.currentStart,
            info.view.currentEnd,
            language,
          ),
        ),
      eventDrop: (info) => void saveMove(info),
      eventResize: (info) => void saveMove(info),
      eventClick: (info) => {
        const source = info.event.extendedProps.source as Source;
        if (source.kind === 'appointment') void navigate(`/appointments/actions/${source.appointment.id}`);
        if (source.kind === 'event') {
          const e = source.event;
          setDraft({ event: e, user_id: e.user_id, order_id: e.order_id, start: e.start, end: e.end });
        }
      },
      dateClick: (info) => {
        const userId = info.resource ? Number(info.resource.id) : (user?.id ?? 0);
        if (!may('add', userId)) return;
        const start = info.date.getTime();
        setDraft({
          user_id: userId,
          order_id: null,
          start: new Date(start).toISOString(),
          end: new Date(start + HOUR).toISOString(),
        });
      },
    });
    calendar.current = cal;
    return () => {
      calendar.current = null;
      void destroyCalendar(cal);
    };
    // The calendar is built once per view and language; data changes go through refetch and setOption.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, narrow, language]);

  useEffect(() => {
    calendar.current?.setOption(
      'resources',
      employees.map((e) => ({ id: e.id, title: e.name })),
    );
  }, [employees, view, narrow, language]);

  /** An order from the side panel dropped on the calendar: the employee and time under the pointer. */
  const onDrop = async (e: React.DragEvent) => {
    e.preventDefault();
    const orderId = Number(e.dataTransfer.getData('text/x-order-id'));
    const order = orders.find((o) => o.id === orderId);
    const cal = calendar.current;
    if (!order || !cal) return;
    const point = cal.dateFromPoint(e.clientX, e.clientY);
    if (!point?.resource) return;
    const userId = Number(point.resource.id);
    const start = new Date(point.date);
    // A day column (week, month) has no time: the working day starts at 08:00.
    if (view === 'week' || view === 'month') start.setHours(8, 0, 0, 0);
    try {
      await plannerApi.planOrder({
        order_id: order.id,
        user_id: userId,
        start: start.toISOString(),
        end: new Date(start.getTime() + 2 * HOUR).toISOString(),
      });
      const name = employees.find((x) => x.id === userId)?.name ?? '';
      snackbar.success(t('planner.orderPlanned', { number: order.ordernumber, name }));
      loadOrders();
      refresh();
    } catch (error) {
      snackbar.error(refusalText(t, error));
    }
  };

  const panel = useMemo(
    () => (
      <Paper
        variant="outlined"
        sx={{ p: 1.5, width: { xs: '100%', md: 280 }, flexShrink: 0, overflow: 'auto' }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('planner.unassignedOrders')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('planner.dragHint')}
        </Typography>
        <TextField
          size="small"
          fullWidth
          placeholder={t('common.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ mb: 1 }}
        />
        {orders.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('planner.noUnassignedOrders')}
          </Typography>
        )}
        <Stack
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}
          aria-label={t('planner.unassignedOrders')}
        >
          {orders.map((o) => (
            <Box
              component="li"
              key={o.id}
              draggable={mayPlan}
              data-order-id={o.id}
              onDragStart={(e) => {
                e.dataTransfer.setData('text/x-order-id', String(o.id));
                e.dataTransfer.effectAllowed = 'copy';
              }}
              sx={{
                p: 1,
                border: 1,
                borderColor: 'divider',
                borderLeft: 4,
                borderLeftColor: 'primary.main',
                borderRadius: 1,
                bgcolor: 'background.paper',
                cursor: mayPlan ? 'grab' : 'default',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('orders.orderNumber', { number: o.ordernumber })} · {o.customername}
              </Typography>
              {o.description && (
                <Typography variant="body2" color="text.secondary">
                  {o.description}
                </Typography>
              )}
              {(o.startdate || o.deadlinedate) && (
                <Typography variant="caption" color="text.secondary">
                  {[
                    o.startdate && `${formatDate(o.startdate)}–${formatDate(o.enddate)}`,
                    o.deadlinedate && `${t('planner.deadline')} ${formatDate(o.deadlinedate)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      </Paper>
    ),
    [mayPlan, orders, search, t],
  );

  return (
    <Stack sx={{ gap: 1.5, height: { xs: 'auto', md: 'calc(100vh - 120px)' }, minHeight: 480 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {t('routes.resourceplanner')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, v: ViewKey | null) => v && setView(v)}
          aria-label={t('routes.resourceplanner')}
        >
          {(['day', 'week', 'month', 'calendar'] as const).map((v) => (
            <ToggleButton key={v} value={v}>
              {t(v === 'calendar' ? 'planner.view_calendar' : `planner.view_${v}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={t('common.previous')} onClick={() => calendar.current?.prev()}>
          <ChevronLeft />
        </IconButton>
        <Button size="small" variant="outlined" onClick={() => calendar.current?.gotoDate(new Date())}>
          {t('common.today')}
        </Button>
        <IconButton aria-label={t('common.next')} onClick={() => calendar.current?.next()}>
          <ChevronRight />
        </IconButton>
        <Typography variant="subtitle1" sx={{ ml: 1 }} data-testid="planner-title">
          {title}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, flex: 1, minHeight: 0 }}>
        <Box
          ref={host}
          data-testid="planner-calendar"
          onDragOver={(e) => {
            if (e.dataTransfer.types.includes('text/x-order-id')) e.preventDefault();
          }}
          onDrop={(e) => void onDrop(e)}
          sx={{
            flex: 1,
            minWidth: 0,
            height: { xs: 560, md: 'auto' },
            '& .ec': {
              '--ec-today-bg-color': 'rgba(40, 90, 132, 0.05)',
              '--ec-now-indicator-color': '#ff5252',
            },
            '& .ec-event': { cursor: 'pointer' },
          }}
        />
        {panel}
      </Stack>
      <EventDialog
        draft={draft}
        employees={employees}
        readOnly={!!draft?.event && !may('edit', draft.event.user_id)}
        onClose={() => setDraft(null)}
        onSaved={(text) => {
          setDraft(null);
          snackbar.success(text);
          refresh();
        }}
        onError={(text) => snackbar.error(text)}
      />
    </Stack>
  );
}
