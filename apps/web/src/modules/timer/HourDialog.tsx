import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDate, parseDate } from '@suite/shared/format/date-format';
import { hourCreateSchema, hoursFromTimes } from '@suite/shared/hours/hours.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/confirm-dialog';
import { hourMessageText, readHourProblem } from './hour-errors';
import { hoursApi, type HourBody, type HourEntry } from './hours.api';
import { HOUR_TEXT_MAX } from '@suite/shared/hours/hours.schema';
import { fieldHelper } from '../../platform/form-errors';
import { OrderPicker, type OrderOption } from './OrderPicker';
import { StateChip } from './StateChip';
import { formatHours, isEditable, isoWeekday, parseHours } from './week.logic';

export type NamedRow = { id: number; name?: string | null; requiresapproval?: boolean };

/** What the dialog opens with: an entry to change, or a new one's presets. */
export type HourDraft =
  | { entry: HourEntry }
  | {
      entry?: undefined;
      date: string;
      user_id?: number | null;
      kind?: 'hours' | 'absence';
      order?: OrderOption | null;
      worktype_id?: number | null;
    };

type Form = {
  kind: 'hours' | 'absence';
  date: string;
  dateText: string;
  withTimes: boolean;
  start: string;
  end: string;
  breakText: string;
  amountText: string;
  worktype_id: number | '';
  absencetype_id: number | '';
  order: OrderOption | null;
  description: string;
  additions: number[];
};

function formOf(draft: HourDraft, preferTimes: boolean): Form {
  if (draft.entry) {
    const e = draft.entry;
    return {
      kind: e.absencetype_id ? 'absence' : 'hours',
      date: e.date,
      dateText: formatDate(e.date),
      withTimes: e.start !== null,
      start: e.start ?? '',
      end: e.end ?? '',
      breakText: e.break ? String(e.break) : '',
      amountText: formatHours(e.amount),
      worktype_id: e.worktype_id ?? '',
      absencetype_id: e.absencetype_id ?? '',
      order: e.order_id ? { id: e.order_id, ordernumber: e.ordernumber } : null,
      description: e.description ?? '',
      additions: e.additions ?? [],
    };
  }
  return {
    kind: draft.kind ?? 'hours',
    date: draft.date,
    dateText: formatDate(draft.date),
    withTimes: preferTimes && draft.kind !== 'absence',
    start: '',
    end: '',
    breakText: '',
    amountText: '',
    worktype_id: draft.worktype_id ?? '',
    absencetype_id: '',
    order: draft.order ?? null,
    description: '',
    additions: [],
  };
}

const LABEL_FIELDS: Record<string, string> = { break: 'field_break', order_id: 'field_order_id' };

/**
 * Logging or changing one entry (spec 02 §3 Hours): date, work or absence type, start and end less a break or the
 * hours typed, order, description and hour additions. The server's refusals show at their fields and in the summary
 * (spec 01 §5), translated.
 */
type HourDialogProps = {
  draft: HourDraft | null;
  /** The days the date may be chosen from (the week); without, the date is typed (DD.MM.YYYY). */
  days?: string[];
  userId?: number | null;
  worktypes: NamedRow[];
  absencetypes: NamedRow[];
  additions: NamedRow[];
  /** Times by default (the day-list style). */
  preferTimes?: boolean;
  /** The order is fixed (the order's hours tab). */
  fixedOrder?: OrderOption | null;
  readOnly?: boolean;
  /**
   * Delivered or approved hours this user may still correct (an approver, issue 9): such an entry opens editable.
   * Without, only not delivered and returned hours are.
   */
  mayCorrect?: (entry: HourEntry) => boolean;
  onClose: () => void;
  onSaved: (text: string) => void;
};

export function HourDialog(props: HourDialogProps) {
  const { draft } = props;
  if (!draft) return null;
  const key = draft.entry
    ? `e${draft.entry.id}.${draft.entry.version}`
    : `n${draft.date}.${draft.kind ?? ''}`;
  return <HourDialogBody key={key} {...props} draft={draft} />;
}

function HourDialogBody(props: HourDialogProps & { draft: HourDraft }) {
  const { draft } = props;
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [form, setForm] = useState<Form>(() => formOf(draft, props.preferTimes ?? false));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();

  const entry = draft.entry;
  const correcting = !!entry && !isEditable(entry) && !!props.mayCorrect?.(entry);
  const readOnly = (props.readOnly && !correcting) || (entry ? !isEditable(entry) && !correcting : false);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const fieldError = (name: string) => errors[name];
  const timesAmount =
    form.withTimes && /^\d\d:\d\d$/.test(form.start) && /^\d\d:\d\d$/.test(form.end)
      ? hoursFromTimes(form.start, form.end, Number(form.breakText) || 0)
      : null;

  const body = (): { body: HourBody; local: Record<string, string> } => {
    const local: Record<string, string> = {};
    const date = props.days ? form.date : parseDate(form.dateText);
    if (!date) local.date = 'invalidDate';
    const amount = form.withTimes ? null : parseHours(form.amountText);
    if (amount !== null && Number.isNaN(amount)) local.amount = 'invalidHours';
    // Said here too: the shared schema checks the type only when every single field is valid.
    if (form.kind === 'hours' && form.worktype_id === '') local.worktype_id = 'worktypeOrAbsenceRequired';
    if (form.kind === 'absence' && form.absencetype_id === '')
      local.absencetype_id = 'worktypeOrAbsenceRequired';
    const breakMinutes = form.breakText.trim() === '' ? null : Number(form.breakText);
    if (breakMinutes !== null && !Number.isInteger(breakMinutes)) local.break = 'invalidNumber';
    const b: HourBody = {
      date: date ?? form.date,
      start: form.withTimes ? form.start || null : null,
      end: form.withTimes ? form.end || null : null,
      break: form.withTimes ? breakMinutes : null,
      amount: form.withTimes ? null : amount !== null && !Number.isNaN(amount) ? amount : null,
      worktype_id: form.kind === 'hours' && form.worktype_id !== '' ? form.worktype_id : null,
      absencetype_id: form.kind === 'absence' && form.absencetype_id !== '' ? form.absencetype_id : null,
      order_id: props.fixedOrder?.id ?? (form.kind === 'hours' ? (form.order?.id ?? null) : null),
      description: form.description.trim() || null,
      additions: form.kind === 'hours' ? form.additions : [],
    };
    if (!entry && props.userId) b.user_id = props.userId;
    return { body: b, local };
  };

  const label = (field: string) => t(`timer.${LABEL_FIELDS[field] ?? `field_${field}`}`);

  const showErrors = (fields: Record<string, string>, message: string, firstField: string | null) => {
    setErrors(fields);
    setSummary(
      firstField ? `${t('validation.validationIssue')} ${label(firstField)}: ${fields[firstField]}` : message,
    );
  };

  const save = async () => {
    const { body: b, local } = body();
    const checked = hourCreateSchema.safeParse({ ...b, user_id: b.user_id ?? undefined });
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(local)) fields[k] = hourMessageText(t, v);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const k = String(issue.path[0] ?? '');
        if (k && !(k in fields)) fields[k] = hourMessageText(t, issue.message);
      }
    }
    // An absence type picked where a work type is missing: say it at the field the user sees.
    if (fields.worktype_id && form.kind === 'absence') {
      fields.absencetype_id = fields.worktype_id;
      delete fields.worktype_id;
    }
    // With times, a missing time is said at the time, not as missing hours.
    if (form.withTimes) {
      if (!form.start) fields.start = hourMessageText(t, 'required');
      if (!form.end) fields.end = hourMessageText(t, 'required');
      if (fields.start || fields.end) delete fields.amount;
    }
    const order = ['date', 'worktype_id', 'absencetype_id', 'order_id', 'start', 'end', 'break', 'amount'];
    const first = order.find((k) => k in fields) ?? Object.keys(fields)[0] ?? null;
    if (first) return showErrors(fields, '', first);
    setBusy(true);
    try {
      if (entry) await hoursApi.update(entry.id, { ...b, version: entry.version });
      else await hoursApi.create(b);
      props.onSaved(t('timer.saved'));
    } catch (error) {
      const problem = readHourProblem(t, error);
      if (problem.fields.worktype_id && form.kind === 'absence') {
        problem.fields.absencetype_id = problem.fields.worktype_id;
        delete problem.fields.worktype_id;
        if (problem.firstField === 'worktype_id') problem.firstField = 'absencetype_id';
      }
      showErrors(problem.fields, problem.message, problem.firstField);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!entry) return;
    if (!(await confirm({ title: t('common.delete'), text: t('timer.deleteConfirm') }))) return;
    setBusy(true);
    try {
      await hoursApi.remove(entry.id);
      props.onSaved(t('timer.deleted'));
    } catch (error) {
      const problem = readHourProblem(t, error);
      showErrors({}, problem.message, null);
    } finally {
      setBusy(false);
    }
  };

  const types = form.kind === 'hours' ? props.worktypes : props.absencetypes;
  const typeField = form.kind === 'hours' ? 'worktype_id' : 'absencetype_id';

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box component="span" sx={{ mr: 'auto' }}>
          {entry
            ? t('timer.editHours')
            : form.kind === 'absence'
              ? t('timer.newAbsence')
              : t('timer.newHours')}
        </Box>
        {entry && <StateChip state={entry.state} locked={entry.locked} />}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {correcting && (
            <Alert severity="info" data-testid="hour-correcting">
              {t('timer.correctingHint', { name: entry.username ?? '' })}
            </Alert>
          )}
          {entry?.state === 'not_approved' && entry.comment && (
            <Alert severity="error">{t('timer.rejectedBy', { comment: entry.comment })}</Alert>
          )}
          {summary && (
            <Alert severity="error" role="alert">
              {summary}
            </Alert>
          )}
          {!entry && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={form.kind}
              onChange={(_, kind: Form['kind'] | null) =>
                kind && set({ kind, withTimes: kind === 'hours' && form.withTimes })
              }
            >
              <ToggleButton value="hours">{t('timer.kind_hours')}</ToggleButton>
              <ToggleButton value="absence">{t('timer.kind_absence')}</ToggleButton>
            </ToggleButtonGroup>
          )}
          {props.days ? (
            <TextField
              select
              size="small"
              label={t('timer.field_date')}
              value={form.date}
              disabled={readOnly}
              onChange={(e) => set({ date: e.target.value })}
              error={Boolean(fieldError('date'))}
              helperText={fieldError('date')}
            >
              {props.days.map((d) => (
                <MenuItem key={d} value={d}>
                  {t(`timer.weekday_${isoWeekday(d)}`)} {formatDate(d)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              size="small"
              label={t('timer.field_date')}
              value={form.dateText}
              placeholder="DD.MM.ÅÅÅÅ"
              disabled={readOnly}
              onChange={(e) => set({ dateText: e.target.value })}
              error={Boolean(fieldError('date'))}
              helperText={fieldError('date')}
            />
          )}
          <TextField
            select
            size="small"
            label={t(`timer.field_${typeField}`)}
            value={form.kind === 'hours' ? form.worktype_id : form.absencetype_id}
            disabled={readOnly}
            required
            onChange={(e) =>
              set(
                form.kind === 'hours'
                  ? { worktype_id: Number(e.target.value) }
                  : { absencetype_id: Number(e.target.value) },
              )
            }
            error={Boolean(fieldError(typeField))}
            helperText={fieldError(typeField)}
          >
            {types.map((w) => (
              <MenuItem key={w.id} value={w.id}>
                {w.name}
                {w.requiresapproval ? ` (${t('timer.needsApproval')})` : ''}
              </MenuItem>
            ))}
          </TextField>
          {form.kind === 'hours' && !props.fixedOrder && (
            <OrderPicker
              value={form.order}
              disabled={readOnly}
              onChange={(order) => set({ order })}
              error={fieldError('order_id')}
            />
          )}
          {form.kind === 'hours' && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.withTimes}
                  disabled={readOnly}
                  onChange={(e) => set({ withTimes: e.target.checked })}
                />
              }
              label={`${t('timer.field_start')} / ${t('timer.field_end')}`}
            />
          )}
          {form.withTimes ? (
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
                gap: 1,
              }}
            >
              <TextField
                size="small"
                type="time"
                label={t('timer.field_start')}
                value={form.start}
                disabled={readOnly}
                onChange={(e) => set({ start: e.target.value })}
                error={Boolean(fieldError('start'))}
                helperText={fieldError('start')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                type="time"
                label={t('timer.field_end')}
                value={form.end}
                disabled={readOnly}
                onChange={(e) => set({ end: e.target.value })}
                error={Boolean(fieldError('end'))}
                helperText={fieldError('end')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                label={t('timer.field_break')}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                value={form.breakText}
                disabled={readOnly}
                onChange={(e) => set({ breakText: e.target.value })}
                error={Boolean(fieldError('break'))}
                helperText={fieldError('break')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Typography
                variant="body2"
                color={fieldError('amount') ? 'error' : 'text.secondary'}
                sx={{ gridColumn: '1 / -1' }}
              >
                {fieldError('amount') ??
                  (timesAmount !== null
                    ? `${t('timer.amountFromTimes')}: ${t('timer.hoursShort', { hours: formatHours(timesAmount) })}`
                    : '')}
              </Typography>
            </Box>
          ) : (
            <TextField
              size="small"
              label={t('timer.field_amount')}
              value={form.amountText}
              disabled={readOnly}
              required
              placeholder="7,5"
              onChange={(e) => set({ amountText: e.target.value })}
              error={Boolean(fieldError('amount'))}
              helperText={fieldError('amount')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
          {form.kind === 'hours' && props.additions.length > 0 && (
            <TextField
              select
              size="small"
              label={t('timer.field_additions')}
              value={form.additions}
              disabled={readOnly}
              onChange={(e) => {
                const v = e.target.value as unknown;
                set({ additions: (Array.isArray(v) ? v : String(v).split(',')).map(Number) });
              }}
              error={Boolean(fieldError('additions'))}
              helperText={fieldError('additions')}
              slotProps={{ select: { multiple: true } }}
            >
              {props.additions.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            size="small"
            label={t('timer.field_description')}
            value={form.description}
            disabled={readOnly}
            multiline
            minRows={2}
            onChange={(e) => set({ description: e.target.value })}
            error={Boolean(fieldError('description'))}
            helperText={fieldHelper({
              error: fieldError('description'),
              value: form.description,
              maxLength: HOUR_TEXT_MAX,
            })}
            slotProps={{ htmlInput: { maxLength: HOUR_TEXT_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {entry && !readOnly && !correcting && (
          <Button color="error" onClick={remove} disabled={busy} sx={{ mr: 'auto' }}>
            {t('common.delete')}
          </Button>
        )}
        <Button onClick={props.onClose}>{readOnly ? t('common.close') : t('common.cancel')}</Button>
        {!readOnly && (
          <Button variant="contained" onClick={save} disabled={busy}>
            {t('common.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
