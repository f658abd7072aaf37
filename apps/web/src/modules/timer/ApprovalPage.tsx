import Check from '@mui/icons-material/Check';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDate } from '@suite/shared/format/date-format';
import {
  HOUR_STATES,
  HOUR_TEXT_MAX,
  type HourFilterInput,
  type HourState,
} from '@suite/shared/hours/hours.schema';
import { fieldHelper } from '../../platform/form-errors';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSnackbar } from '../../app/snackbar';
import { useRememberedState } from '../../platform/remembered-state';
import { useActiveList, useUsers } from './lookups';
import { readHourProblem } from './hour-errors';
import { hourKeys, hoursApi, type HourEntry } from './hours.api';
import { pageButtonLabel } from '../settings/pagination-labels';
import { HourAmount, RejectionComment, StateChip } from './StateChip';
import { HourDialog, type NamedRow } from './HourDialog';
import { useSession } from '../../platform/session';
import { hasPermission } from '@suite/shared/users/permissions';
import { formatHours, isoWeekday, mayCorrect, shiftWeek, sumHours, today, weekOf } from './week.logic';

const PAGE = 100;

type Filter = { date: string; user: number | ''; department: number | ''; state: HourState | '' };

/** /timer/approval_hours: delivered work hours by week, employee, department and state; approve or reject many. */
export function ApprovalHoursPage() {
  return <ApprovalPage kind="hours" />;
}

/** /timer/approval_absence: the same for absence; absence types that need approval are approved here. */
export function ApprovalAbsencePage() {
  return <ApprovalPage kind="absence" />;
}

function ApprovalPage({ kind }: { kind: 'hours' | 'absence' }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [remembered, setFilter] = useRememberedState<Filter>(`timer.approval.${kind}`, {
    date: today(),
    user: '',
    department: '',
    state: 'delivered',
  });
  // A link may name the week (?date=YYYY-MM-DD, e.g. from a notification) until the user moves on.
  const linked = params.get('date');
  const [useLinked, setUseLinked] = useState(() => !!linked && /^\d{4}-\d\d-\d\d$/.test(linked));
  const filter = useLinked && linked ? { ...remembered, date: linked } : remembered;
  const [onlyNeedsApproval, setOnlyNeedsApproval] = useState(true);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  // An approver corrects a delivered entry in the hour dialog (issue 9; the API allows it with the permission).
  const [correcting, setCorrecting] = useState<HourEntry | null>(null);
  const { access, user } = useSession();
  const may = (key: string) => !!access && hasPermission(access, key);
  const correctable = (e: HourEntry) => mayCorrect(e, user?.id, may);
  const worktypes = useActiveList('worktypes');
  const additions = useActiveList('houradditions');
  // On a phone each entry is a card (the table's hours and state would be off-screen).
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const week = weekOf(filter.date);
  const body: HourFilterInput = {
    start: week.start,
    end: week.end,
    kind,
    ...(filter.user ? { users: [filter.user] } : {}),
    ...(filter.department ? { department_id: filter.department } : {}),
    ...(filter.state ? { state: filter.state } : {}),
    sort: { date: 1, user: 1 },
    skip: page * PAGE,
    limit: PAGE,
    count: true,
  };
  const list = useQuery({
    queryKey: hourKeys.filter(body),
    queryFn: () => hoursApi.filter(body),
    placeholderData: keepPreviousData,
  });
  const users = useUsers();
  const departments = useActiveList('departments');
  const absencetypes = useActiveList('absenctypes');
  const needsApproval = useMemo(
    () =>
      new Set(
        ((absencetypes.data ?? []) as { id: number; requiresapproval?: boolean }[])
          .filter((a) => a.requiresapproval)
          .map((a) => a.id),
      ),
    [absencetypes.data],
  );
  const items = (list.data?.items ?? []).filter(
    (e) =>
      kind === 'hours' ||
      !onlyNeedsApproval ||
      (e.absencetype_id !== null && needsApproval.has(e.absencetype_id)),
  );
  const actionable = items.filter((e) => e.state === 'delivered' && !e.locked);
  const chosen = items.filter((e) => selected.has(e.id));
  const set = (patch: Partial<Filter>) => {
    setFilter({ ...filter, ...patch });
    setUseLinked(false);
    setPage(0);
    setSelected(new Set());
  };
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      snackbar.success(done);
      setSelected(new Set());
      setRejecting(false);
      await queryClient.invalidateQueries({ queryKey: hourKeys.all });
    } catch (error) {
      snackbar.error(readHourProblem(t, error).message);
    } finally {
      setBusy(false);
    }
  };
  const ids = chosen.map((e) => e.id);

  return (
    <Stack sx={{ gap: 1.5, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {kind === 'hours' ? t('timer.approveTitleHours') : t('timer.approveTitleAbsence')}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <IconButton
          aria-label={t('timer.previousWeek')}
          onClick={() => set({ date: shiftWeek(filter.date, -1) })}
        >
          <ChevronLeft />
        </IconButton>
        <Box sx={{ textAlign: 'center', minWidth: 150 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('timer.week', { week: week.week })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(week.start)} – {formatDate(week.end)}
          </Typography>
        </Box>
        <IconButton aria-label={t('timer.nextWeek')} onClick={() => set({ date: shiftWeek(filter.date, 1) })}>
          <ChevronRight />
        </IconButton>
        <Button size="small" onClick={() => set({ date: today() })}>
          {t('timer.thisWeek')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 220px))' },
        }}
      >
        <TextField
          select
          size="small"
          label={t('timer.employee')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={filter.user}
          onChange={(e) => set({ user: e.target.value === '' ? '' : Number(e.target.value) })}
        >
          <MenuItem value="">{t('timer.allEmployees')}</MenuItem>
          {(users.data ?? []).map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {u.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('timer.field_department')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={filter.department}
          onChange={(e) => set({ department: e.target.value === '' ? '' : Number(e.target.value) })}
        >
          <MenuItem value="">{t('timer.allDepartments')}</MenuItem>
          {(departments.data ?? []).map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('timer.field_state')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={filter.state}
          onChange={(e) => set({ state: e.target.value as HourState | '' })}
        >
          <MenuItem value="">{t('timer.allStates')}</MenuItem>
          {HOUR_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`hoursapi.state_${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {kind === 'absence' && (
        <FormControlLabel
          control={
            <Switch checked={onlyNeedsApproval} onChange={(e) => setOnlyNeedsApproval(e.target.checked)} />
          }
          label={t('timer.onlyNeedsApproval')}
        />
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<Check />}
          disabled={!ids.length || busy}
          onClick={() => void act(() => hoursApi.approve(ids), t('timer.approvedDone'))}
        >
          {t('timer.approveSelected', { count: ids.length })}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<Close />}
          disabled={!ids.length || busy}
          onClick={() => setRejecting(true)}
        >
          {t('timer.rejectSelected', { count: ids.length })}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {t('timer.total')}:{' '}
          {t('timer.hoursShort', { hours: formatHours(sumHours(items.map((e) => e.amount))) })}
        </Typography>
      </Stack>
      {list.isFetching && <LoadingBar />}
      {list.isError && <Alert severity="error">{readHourProblem(t, list.error).message}</Alert>}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {narrow ? (
          <Stack>
            {items.length === 0 && (
              <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>
                {t('timer.nothingFound')}
              </Typography>
            )}
            {items.map((e) => (
              <ApprovalCard
                key={e.id}
                entry={e}
                onCorrect={correctable(e) ? () => setCorrecting(e) : undefined}
                selectable={e.state === 'delivered' && !e.locked}
                selected={selected.has(e.id)}
                onToggle={(on) => toggle(e.id, on)}
              />
            ))}
          </Stack>
        ) : (
          <Table size="small" aria-label={t('timer.approveTitleHours')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={actionable.length > 0 && actionable.every((e) => selected.has(e.id))}
                    indeterminate={chosen.length > 0 && chosen.length < actionable.length}
                    disabled={!actionable.length}
                    onChange={(e) =>
                      setSelected(new Set(e.target.checked ? actionable.map((x) => x.id) : []))
                    }
                    slotProps={{ input: { 'aria-label': t('timer.selectAll') } }}
                  />
                </TableCell>
                <TableCell>{t('timer.field_date')}</TableCell>
                <TableCell>{t('timer.employee')}</TableCell>
                <TableCell>
                  {kind === 'hours' ? t('timer.field_worktype_id') : t('timer.field_absencetype_id')}
                </TableCell>
                {kind === 'hours' && <TableCell>{t('timer.field_order_id')}</TableCell>}
                <TableCell align="right">{t('timer.field_amount')}</TableCell>
                <TableCell>{t('timer.field_state')}</TableCell>
                <TableCell>{t('timer.field_description')}</TableCell>
                <TableCell padding="checkbox" />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={9} sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>
                    {t('timer.nothingFound')}
                  </TableCell>
                </TableRow>
              )}
              {items.map((e) => (
                <ApprovalRow
                  key={e.id}
                  entry={e}
                  onCorrect={correctable(e) ? () => setCorrecting(e) : undefined}
                  kind={kind}
                  selectable={e.state === 'delivered' && !e.locked}
                  selected={selected.has(e.id)}
                  onToggle={(on) => toggle(e.id, on)}
                />
              ))}
            </TableBody>
          </Table>
        )}
        <TablePagination
          component="div"
          count={list.data?.total ?? items.length}
          page={page}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[PAGE]}
          onPageChange={(_, p) => setPage(p)}
          labelDisplayedRows={({ from, to, count }) => t('timer.rows', { from, to, count })}
          getItemAriaLabel={pageButtonLabel(t)}
        />
      </Paper>
      <HourDialog
        draft={correcting ? { entry: correcting } : null}
        worktypes={(worktypes.data ?? []) as NamedRow[]}
        absencetypes={(absencetypes.data ?? []) as NamedRow[]}
        additions={(additions.data ?? []) as NamedRow[]}
        preferTimes={!!correcting?.start}
        mayCorrect={correctable}
        onClose={() => setCorrecting(null)}
        onSaved={(text) => {
          setCorrecting(null);
          snackbar.success(text);
          void queryClient.invalidateQueries({ queryKey: hourKeys.all });
        }}
      />
      <RejectDialog
        open={rejecting}
        count={ids.length}
        busy={busy}
        onClose={() => setRejecting(false)}
        onReject={(comment) => void act(() => hoursApi.notApprove(ids, comment), t('timer.rejectedDone'))}
      />
    </Stack>
  );
}

function ApprovalRow(props: {
  entry: HourEntry;
  kind: 'hours' | 'absence';
  selectable: boolean;
  selected: boolean;
  onToggle: (on: boolean) => void;
  /** Opens the entry for correction (absent: the user may not correct it). */
  onCorrect?: () => void;
}) {
  const { t } = useTranslation();
  const e = props.entry;
  return (
    <TableRow hover selected={props.selected} data-entry={e.id}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={props.selected}
          disabled={!props.selectable}
          onChange={(ev) => props.onToggle(ev.target.checked)}
          slotProps={{
            input: { 'aria-label': `${e.username ?? ''} ${formatDate(e.date)} ${formatHours(e.amount)}` },
          }}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {t(`timer.weekdayShort_${isoWeekday(e.date)}`)} {formatDate(e.date)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.username}</TableCell>
      <TableCell>{e.worktypename ?? e.absencetypename}</TableCell>
      {props.kind === 'hours' && <TableCell>{e.ordernumber ?? ''}</TableCell>}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <HourAmount entry={e} />
      </TableCell>
      <TableCell>
        <StateChip state={e.state} locked={e.locked} />
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        {e.description}
        <RejectionComment entry={e} />
      </TableCell>
      <TableCell padding="checkbox">
        {props.onCorrect && <CorrectButton entry={e} onClick={props.onCorrect} />}
      </TableCell>
    </TableRow>
  );
}

/** An entry on a phone: the box, day and hours, employee, type and order, state, and a rejection comment. */
function ApprovalCard(props: {
  entry: HourEntry;
  selectable: boolean;
  selected: boolean;
  onToggle: (on: boolean) => void;
  onCorrect?: () => void;
}) {
  const { t } = useTranslation();
  const e = props.entry;
  return (
    <Stack
      direction="row"
      data-entry={e.id}
      sx={{ gap: 0.5, alignItems: 'flex-start', py: 0.75, pr: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Checkbox
        checked={props.selected}
        disabled={!props.selectable}
        onChange={(ev) => props.onToggle(ev.target.checked)}
        slotProps={{
          input: { 'aria-label': `${e.username ?? ''} ${formatDate(e.date)} ${formatHours(e.amount)}` },
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t(`timer.weekdayShort_${isoWeekday(e.date)}`)} {formatDate(e.date)} ·{' '}
            {t('timer.hoursShort', { hours: formatHours(e.amount) })}
          </Typography>
          <StateChip state={e.state} locked={e.locked} />
        </Stack>
        <Typography variant="body2" noWrap>
          {e.username}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {e.worktypename ?? e.absencetypename}
          {e.ordernumber !== null ? ` · ${e.ordernumber}` : ''}
          {e.start && e.end ? ` · ${e.start}–${e.end}` : ''}
        </Typography>
        {e.description && (
          <Typography variant="body2" color="text.secondary">
            {e.description}
          </Typography>
        )}
        <RejectionComment entry={e} />
      </Box>
      {props.onCorrect && <CorrectButton entry={e} onClick={props.onCorrect} />}
    </Stack>
  );
}

/** Not approving asks for the comment the employee gets back (required). */
function RejectDialog(props: {
  open: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onReject: (comment: string) => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  if (!props.open) return null;
  const missing = comment.trim() === '';
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('timer.rejectTitle', { count: props.count })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('timer.rejectHelp')}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required
          label={t('timer.field_comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          error={tried && missing}
          helperText={fieldHelper({
            error: tried && missing ? t('validation.required') : undefined,
            value: comment,
            maxLength: HOUR_TEXT_MAX,
          })}
          slotProps={{ htmlInput: { maxLength: HOUR_TEXT_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={props.busy}
          onClick={() => {
            setTried(true);
            if (!missing) {
              props.onReject(comment.trim());
              setComment('');
              setTried(false);
            }
          }}
        >
          {t('timer.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The pencil that opens a delivered entry for correction. */
function CorrectButton(props: { entry: HourEntry; onClick: () => void }) {
  const { t } = useTranslation();
  const e = props.entry;
  return (
    <IconButton
      size="small"
      onClick={props.onClick}
      aria-label={`${t('timer.correct')} ${e.username ?? ''} ${formatDate(e.date)}`}
      title={t('timer.correct')}
    >
      <EditOutlined fontSize="small" />
    </IconButton>
  );
}
