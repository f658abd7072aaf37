import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import EventBusy from '@mui/icons-material/EventBusy';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDate } from '@suite/shared/format/date-format';
import { HOUR_STATES } from '@suite/shared/hours/hour-states';
import { hasPermission } from '@suite/shared/users/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { lazyComponent } from '../../platform/lazy-component';
import { readRemembered, useRememberedState } from '../../platform/remembered-state';
import { useSession } from '../../platform/session';
import { activeListQuery, useActiveList, usersQuery, useUsers } from './lookups';
import { openingPage, startEarly, startRequest, takeEarly } from '../settings/first-request';
import { LiteChip } from '../settings/lite-chip';
import { ListFilterSelect } from '../settings/ListFilterSelect';
import { FieldStyles } from '../settings/lite-fields';
import { AfterFirstPaint } from '../settings/use-stepwise';
import type { ExtraRow } from './AddRowDialog';
import { DayList } from './DayList';
import type { HourDraft, NamedRow } from './HourDialog';
import { readHourProblem } from './hour-errors';
import { hourKeys, hoursApi, type HourEntry, type HourWeek } from './hours.api';
import { StateChip } from './StateChip';
import {
  belowMinimum,
  buildGrid,
  cellAction,
  deliverableDays,
  deliverableIds,
  mayCorrect,
  formatHours,
  isLockedDate,
  monthsOfWeek,
  shiftWeek,
  sumHours,
  today,
  weekOf,
  type GridCell,
  type GridRow,
} from './week.logic';

// The entry dialog (and with it the validation rules) loads when it is first needed, or when the pointer or the
// focus comes into the week, not with the first page (issue 11). So does the grid's "add row" dialog (MUI's
// select and the order picker). The grid (MUI's table, tooltips and checkboxes) loads when it is shown: the
// phone's first view is the day list, drawn with light elements.
const HourDialog = lazyComponent(() => import('./HourDialog').then((m) => m.HourDialog));
const AddRowDialog = lazyComponent(() => import('./AddRowDialog').then((m) => m.AddRowDialog));
const WeekGridTable = lazyComponent(() => import('./WeekGrid').then((m) => m.WeekGridTable));
const preloadDialogs = () => {
  void HourDialog.preload();
  void AddRowDialog.preload();
  void WeekGridTable.preload();
};
const VIEW_KEY = 'timer.hours.view';

// Issue 11: opening /timer/hours for one's own week, the week, the locked months and the work and absence types
// are asked for as soon as this chunk runs (first-request.ts). The week's cache key needs the user's id, which
// only the session knows: the answer names it (user_id), or the week's query takes the answer once (earlyWeek).
const opening = openingPage(/^\/timer\/hours\/?$/);
if (opening && !opening.search.get('user')) {
  const date = opening.search.get('date') ?? '';
  const start = weekOf(/^\d{4}-\d\d-\d\d$/.test(date) ? date : today()).start;
  startEarly(
    earlyWeek(start),
    () => hoursApi.week(start),
    (week) => hourKeys.week(week.user_id, start),
  );
  startRequest(hourKeys.locked, hoursApi.lockedMonths);
  // The hour additions and the users (the employee picker) are asked for by every render of the page too.
  for (const query of [...['worktypes', 'absenctypes', 'houradditions'].map(activeListQuery), usersQuery()]) {
    startRequest(query.queryKey, query.queryFn);
  }
}

// The grid is the first view on a wide screen or when it was chosen (the page's own rule, below): its code loads
// beside the week's answer.
if (
  opening &&
  (readRemembered<string | null>(VIEW_KEY, null) === 'grid' ||
    (readRemembered<string | null>(VIEW_KEY, null) === null &&
      window.matchMedia?.('(min-width: 600px)').matches))
)
  void WeekGridTable.preload();

function earlyWeek(start: string): string {
  return `hours-week:${start}`;
}

/**
 * /timer/hours (spec 02 §2, issue 9): one employee's ISO week, as a grid of orders and work types by day
 * (hourenterstyle 1) or as a day list with times (the other styles); week navigation, the employee picker for
 * those who may log for others, absence, delivering the week or chosen days, each entry's state and the rejection
 * comment, the locked months.
 */
export function TimerHoursPage() {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { access, user, initial } = useSession();
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d\d-\d\d$/.test(params.get('date') ?? '') ? params.get('date')! : today();
  const chosenUser = Number(params.get('user')) || null;
  const week = weekOf(date);
  const may = (key: string) => !!access && hasPermission(access, key);
  const mayOthers =
    may('timer_log_others_hours') || may('timer_deliver_others_hours') || may('timer_approve_others_hours');
  const userId = chosenUser && mayOthers ? chosenUser : (user?.id ?? null);
  const self = !userId || userId === user?.id;
  // The server's rule (hours-access.ts): own hours need the _own_ key, another's the _others_ key.
  const canLog = may(self ? 'timer_log_own_hours' : 'timer_log_others_hours');
  const canDeliver = may(self ? 'timer_deliver_own_hours' : 'timer_deliver_others_hours');

  const weekQuery = useQuery({
    queryKey: hourKeys.week(userId, week.start),
    queryFn: () =>
      (self ? takeEarly<HourWeek>(earlyWeek(week.start)) : undefined) ??
      hoursApi.week(week.start, self ? undefined : userId),
    enabled: !!user,
  });
  const locked = useQuery({ queryKey: hourKeys.locked, queryFn: hoursApi.lockedMonths, staleTime: 60_000 });
  const worktypes = useActiveList('worktypes');
  const absencetypes = useActiveList('absenctypes');
  const additions = useActiveList('houradditions');
  const users = useUsers();

  const style = weekQuery.data?.hourenterstyle ?? initial?.systemconfiguration?.hourenterstyle ?? 1;
  const [viewChoice, setViewChoice] = useRememberedState<'grid' | 'days' | null>(VIEW_KEY, null);
  // On a phone the day list is the default (the grid still scrolls inside itself when chosen).
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const view = viewChoice ?? (style === 1 && !narrow ? 'grid' : 'days');
  const [extraRows, setExtraRows] = useState<ExtraRow[]>([]);
  const [draft, setDraft] = useState<HourDraft | null>(null);
  const [addRow, setAddRow] = useState(false);
  // Once opened, the "add row" dialog stays mounted (closed), so it keeps what was chosen as before.
  const [addRowUsed, setAddRowUsed] = useState(false);
  const [chosenDays, setChosenDays] = useState<Set<string>>(new Set());
  const [busyCell, setBusyCell] = useState<string | null>(null);

  const entries: HourEntry[] = weekQuery.data?.entries ?? [];
  const grid = buildGrid(entries, week.days, extraRows);
  const lockedMonths = locked.data ?? [];
  const lockedDays = new Set(
    week.days.filter(
      (d) => isLockedDate(d, lockedMonths) || !!weekQuery.data?.days.find((w) => w.date === d)?.locked,
    ),
  );
  const lockedMonthNames = monthsOfWeek(week.days)
    .filter((m) => lockedMonths.some((l) => l.year === m.year && l.month === m.month))
    // Month names are lower case inside a Norwegian, Swedish or Polish sentence ('Måneden mars 2024 er låst').
    .map((m) => {
      const name = t(`timer.month_${m.month}`);
      return `${i18n.language === 'en' ? name : name.toLocaleLowerCase()} ${m.year}`;
    });
  const rejected = entries.filter((e) => e.state === 'not_approved');
  const delivered = sumHours(entries.filter((e) => e.delivered).map((e) => e.amount));
  const minimum = weekQuery.data?.minimum ?? initial?.systemconfiguration_v2?.companyinfo?.mininum_hours ?? 0;
  const missing = belowMinimum(grid.total, minimum);
  const worktypeRows = (worktypes.data ?? []) as NamedRow[];
  const absenceRows = (absencetypes.data ?? []) as NamedRow[];

  const go = (patch: { date?: string; user?: number | null }) => {
    const next = new URLSearchParams(params);
    if (patch.date !== undefined) next.set('date', patch.date);
    if (patch.user !== undefined) {
      if (patch.user && patch.user !== user?.id) next.set('user', String(patch.user));
      else next.delete('user');
    }
    setParams(next, { replace: true });
    setChosenDays(new Set());
  };
  const chooseDay = (d: string, on: boolean) =>
    setChosenDays((s) => {
      const next = new Set(s);
      if (on) next.add(d);
      else next.delete(d);
      return next;
    });
  const refresh = () => queryClient.invalidateQueries({ queryKey: hourKeys.all });
  const failed = (error: unknown) => {
    snackbar.error(readHourProblem(t, error).message);
    void refresh();
  };

  const commitCell = async (row: GridRow, cell: GridCell, text: string) => {
    const action = cellAction(cell, text);
    if (action.kind === 'none') return;
    if (action.kind === 'invalid') return snackbar.error(t('hoursapi.error_invalidHours'));
    if (action.kind === 'blocked') return snackbar.error(t('timer.cellBlocked'));
    setBusyCell(`${row.key}/${cell.date}`);
    try {
      if (action.kind === 'create') {
        await hoursApi.create({
          date: cell.date,
          amount: action.amount,
          worktype_id: row.worktype_id,
          absencetype_id: row.absencetype_id,
          order_id: row.order_id,
          ...(self ? {} : { user_id: userId! }),
        });
      } else if (action.kind === 'update') {
        await hoursApi.update(action.entry.id, { amount: action.amount, version: action.entry.version });
      } else {
        await hoursApi.remove(action.entry.id);
      }
      await refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusyCell(null);
    }
  };

  const deliver = async () => {
    const ids = deliverableIds(entries, [...chosenDays]);
    if (ids.length === 0) return snackbar.info(t('timer.nothingToDeliver'));
    const hours = formatHours(sumHours(entries.filter((e) => ids.includes(e.id)).map((e) => e.amount)));
    const ok = await confirm({
      title: chosenDays.size ? t('timer.deliverDays', { count: chosenDays.size }) : t('timer.deliverWeek'),
      text: t('timer.deliverConfirm', { count: ids.length, hours }),
    });
    if (!ok) return;
    try {
      await hoursApi.deliver(ids);
      snackbar.success(t('timer.deliveredDone'));
      setChosenDays(new Set());
      await refresh();
    } catch (error) {
      failed(error);
    }
  };

  const employees = (users.data ?? []).filter((u) => u.is_active !== false);
  const selectedName = employees.find((u) => u.id === userId)?.name ?? user?.name ?? '';

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
      onPointerOver={preloadDialogs}
      onFocus={preloadDialogs}
    >
      {/* Issue 11: the view switch, the day list's checkboxes and, on a phone, the employee picker: lite-fields'
          native elements (on a wider screen the picker is MUI's select, loaded beside the page, as the lists'
          filters). */}
      <FieldStyles />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {t('routes.timer_hours')}
        </Typography>
        {/* Issue 11: kept in place (disabled) while the users load, so the week below does not move down. */}
        {mayOthers && (employees.length > 0 || users.isPending) && (
          <Box sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
            <ListFilterSelect
              width="100%"
              label={t('timer.employee')}
              disabled={employees.length === 0}
              value={employees.length > 0 && userId ? String(userId) : ''}
              options={employees.map((u) => ({ value: String(u.id), label: u.name ?? '' }))}
              onChange={(v) => go({ user: Number(v) })}
            />
          </Box>
        )}
        <div className="sf-toggles" role="group" aria-label={t('timer.view')}>
          {(['grid', 'days'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className="sf-toggle sf-primary"
              style={{ padding: 7, minWidth: 0 }}
              aria-pressed={view === v}
              onClick={() => setViewChoice(v)}
            >
              {v === 'grid' ? t('timer.viewGrid') : t('timer.viewDays')}
            </button>
          ))}
        </div>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <IconButton aria-label={t('timer.previousWeek')} onClick={() => go({ date: shiftWeek(date, -1) })}>
          <ChevronLeft />
        </IconButton>
        <Box sx={{ textAlign: 'center', minWidth: 150 }}>
          <Typography sx={{ fontWeight: 700 }} data-week={week.week}>
            {t('timer.week', { week: week.week })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(week.start)} – {formatDate(week.end)}
          </Typography>
        </Box>
        <IconButton aria-label={t('timer.nextWeek')} onClick={() => go({ date: shiftWeek(date, 1) })}>
          <ChevronRight />
        </IconButton>
        <Button
          size="small"
          onClick={() => go({ date: today() })}
          disabled={week.start === weekOf(today()).start}
        >
          {t('timer.thisWeek')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <LiteChip
            label={`${t('timer.weekTotal')}: ${t('timer.hoursShort', { hours: formatHours(grid.total) })}`}
          />
          <LiteChip
            variant="outlined"
            label={`${t('timer.delivered')}: ${t('timer.hoursShort', { hours: formatHours(delivered) })}`}
          />
          {minimum > 0 && (
            <LiteChip
              variant="outlined"
              color={missing > 0 ? 'warning' : 'success'}
              label={t('timer.minimum', { hours: formatHours(minimum) })}
            />
          )}
        </Box>
      </Box>
      {!self && <Typography color="text.secondary">{selectedName}</Typography>}
      {/* The bar's place is kept while nothing loads: the week does not jump when it comes and goes. */}
      {weekQuery.isFetching ? <LoadingBar /> : <Box aria-hidden sx={{ height: 4 }} />}
      {weekQuery.isError && <Alert severity="error">{readHourProblem(t, weekQuery.error).message}</Alert>}

      {lockedMonthNames.map((m) => (
        <Alert key={m} severity="warning" data-locked-month>
          {t('timer.monthLockedBanner', { month: m })}
        </Alert>
      ))}
      {rejected.length > 0 && (
        <Alert severity="error" data-rejected>
          <Typography sx={{ fontWeight: 600 }}>
            {t('timer.rejectedCount', { count: rejected.length })}
          </Typography>
          {rejected.map((e) => (
            <Typography key={e.id} variant="body2">
              {formatDate(e.date)} · {t('timer.hoursShort', { hours: formatHours(e.amount) })} ·{' '}
              {e.worktypename ?? e.absencetypename}: <strong>{e.comment}</strong>
            </Typography>
          ))}
        </Alert>
      )}
      {minimum > 0 && missing > 0 && week.start <= today() && (
        <Typography variant="body2" color="warning.main">
          {t('timer.belowMinimum', { hours: formatHours(missing) })}
        </Typography>
      )}

      {/* Issue 11: the heading, the week and its totals are painted first; the week's rows and actions (a longer
          render) right after, below them, so nothing moves. */}
      <AfterFirstPaint>
        {/* The grid's code may still be on its way: the rows and actions come together, so nothing moves. */}
        <Suspense fallback={null}>
          {view === 'grid' ? (
            <>
              {grid.rows.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {t('timer.noHours')}
                </Typography>
              ) : (
                <WeekGridTable
                  grid={grid}
                  days={week.days}
                  weekDays={weekQuery.data?.days}
                  readOnly={!canLog}
                  busyCell={busyCell}
                  lockedDays={lockedDays}
                  onCommit={(row, cell, text) => void commitCell(row, cell, text)}
                  onOpen={(row, cell) => {
                    if (cell.entries.length === 1) setDraft({ entry: cell.entries[0]! });
                    else setViewChoice('days');
                  }}
                  {...(canDeliver
                    ? {
                        choosable: deliverableDays(entries, week.days, lockedDays),
                        chosen: chosenDays,
                        onChoose: chooseDay,
                      }
                    : {})}
                />
              )}
              {grid.rows.length > 0 && (
                // What the cells' colours mean (the states' names, spec 02 §4).
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} aria-hidden>
                  {HOUR_STATES.map((state) => (
                    <StateChip key={state} state={state} />
                  ))}
                </Box>
              )}
              {canLog && (
                <Typography variant="body2" color="text.secondary">
                  {t('timer.gridHelp')}
                </Typography>
              )}
            </>
          ) : (
            <DayList
              entries={entries}
              days={week.days}
              weekDays={weekQuery.data?.days}
              chosen={chosenDays}
              canDeliver={canDeliver}
              canLog={canLog}
              lockedDays={lockedDays}
              onChoose={chooseDay}
              onAdd={(d) => setDraft({ date: d, user_id: userId })}
              onOpen={(entry) => setDraft({ entry })}
            />
          )}

          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {canLog && view === 'grid' && (
              <Button
                startIcon={<Add />}
                onClick={() => {
                  setAddRow(true);
                  setAddRowUsed(true);
                }}
              >
                {t('timer.addRow')}
              </Button>
            )}
            {canLog && (
              <Button
                startIcon={<Add />}
                onClick={() => setDraft({ date: defaultDay(week.days), user_id: userId })}
              >
                {t('timer.newHours')}
              </Button>
            )}
            {canLog && (
              <Button
                startIcon={<EventBusy />}
                onClick={() => setDraft({ date: defaultDay(week.days), user_id: userId, kind: 'absence' })}
              >
                {t('timer.newAbsence')}
              </Button>
            )}
            <Box sx={{ flex: 1 }} />
            {canDeliver && (
              <Button variant="contained" startIcon={<Send />} onClick={() => void deliver()}>
                {chosenDays.size
                  ? t('timer.deliverDays', { count: chosenDays.size })
                  : t('timer.deliverWeek')}
              </Button>
            )}
          </Box>
        </Suspense>
      </AfterFirstPaint>

      {draft ? (
        <Suspense fallback={null}>
          <HourDialog
            draft={draft}
            days={week.days}
            userId={self ? null : userId}
            worktypes={worktypeRows}
            absencetypes={absenceRows}
            additions={(additions.data ?? []) as NamedRow[]}
            preferTimes={view === 'days'}
            readOnly={!canLog}
            mayCorrect={(entry) => mayCorrect(entry, user?.id, may)}
            onClose={() => setDraft(null)}
            onSaved={(text) => {
              setDraft(null);
              snackbar.success(text);
              void refresh();
            }}
          />
        </Suspense>
      ) : null}
      {addRowUsed ? (
        <Suspense fallback={null}>
          <AddRowDialog
            open={addRow}
            worktypes={worktypeRows}
            absencetypes={absenceRows}
            onClose={() => setAddRow(false)}
            onAdd={(row) => {
              setAddRow(false);
              setExtraRows((rows) => [...rows, row]);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** Today when it is in the week, else the Monday. */
function defaultDay(days: string[]): string {
  const d = today();
  return days.includes(d) ? d : days[0]!;
}
