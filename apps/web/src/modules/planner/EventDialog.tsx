import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatDateTime } from '@suite/shared/format/date-format';
import { calendarEventCreateSchema, type CalendarEvent } from '@suite/shared/planner/calendar-event.schema';
import { parseOsloDateTime } from '@suite/shared/planner/planner.rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api';
import { plannerApi, plannerMessage, refusalText, type Employee, type OrderChoice } from './planner-api';

/** What the dialog opens with: an event to edit, or the employee, order and time of a new one. */
export type EventDraft = {
  event?: CalendarEvent;
  user_id: number;
  order_id: number | null;
  start: string;
  end: string;
};

type Props = {
  draft: EventDraft | null;
  employees: Employee[];
  readOnly: boolean;
  onClose(): void;
  onSaved(text: string): void;
  onError(text: string): void;
};

type Errors = Record<string, string>;

/**
 * The event dialog of the planner and the order's event tab (issue 7): title, employee, order, start and end as
 * DD.MM.YYYY HH:mm (24 h, Oslo), description. The server's rules come back as field errors under their fields.
 */
export function EventDialog(props: Props) {
  if (!props.draft) return null;
  // A fresh form per draft: its fields start from the draft.
  const key = props.draft.event ? `e${props.draft.event.id}.${props.draft.event.version}` : props.draft.start;
  return <EventForm key={key} {...props} draft={props.draft} />;
}

function EventForm({ draft, employees, readOnly, onClose, onSaved, onError }: Props & { draft: EventDraft }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(draft.event?.title ?? '');
  const [userId, setUserId] = useState<number | ''>(draft.user_id);
  const [orderId, setOrderId] = useState<number | ''>(draft.order_id ?? '');
  const [start, setStart] = useState(formatDateTime(draft.start));
  const [end, setEnd] = useState(formatDateTime(draft.end));
  const [description, setDescription] = useState(draft.event?.description ?? '');
  const [orders, setOrders] = useState<OrderChoice[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (userId === '') return;
    let live = true;
    plannerApi
      .ordersOfUser(userId)
      .then((list) => live && setOrders(list))
      .catch(() => live && setOrders([]));
    return () => {
      live = false;
    };
  }, [userId]);

  const editing = draft.event !== undefined;
  const orderChoices =
    orderId !== '' && !orders.some((o) => o.id === orderId) && draft.event?.ordernumber
      ? [
          { id: orderId, ordernumber: draft.event.ordernumber, description: null, customername: null },
          ...orders,
        ]
      : orders;

  const save = async () => {
    const startIso = parseOsloDateTime(start);
    const endIso = parseOsloDateTime(end);
    const body = {
      title,
      user_id: userId === '' ? undefined : userId,
      order_id: orderId === '' ? null : orderId,
      start: startIso ?? start,
      end: endIso ?? end,
      description,
    };
    const parsed = calendarEventCreateSchema.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      if (draft.event) await plannerApi.update(draft.event.id, { ...body, version: draft.event.version });
      else await plannerApi.create(body);
      onSaved(t('planner.eventSaved'));
    } catch (error) {
      if (isApiError(error) && error.problem.errors?.length) {
        const next: Errors = {};
        for (const e of error.problem.errors) next[e.field] ??= e.message;
        setErrors(next);
      } else onError(refusalText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!draft.event) return;
    setBusy(true);
    try {
      await plannerApi.remove([draft.event.id]);
      onSaved(t('common.deletedSuccess'));
    } catch (error) {
      onError(refusalText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const help = (field: string) => (errors[field] ? plannerMessage(t, errors[field]) : undefined);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{editing ? t('planner.editEvent') : t('planner.newEvent')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label={t('planner.field_title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={!!errors.title}
            helperText={help('title')}
            required
            disabled={readOnly}
            autoFocus
          />
          <TextField
            select
            label={t('planner.field_user_id')}
            value={userId}
            onChange={(e) => {
              setUserId(Number(e.target.value));
              setOrderId('');
            }}
            error={!!errors.user_id}
            helperText={help('user_id')}
            disabled={readOnly}
          >
            {employees.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('planner.field_order_id')}
            value={orderId}
            onChange={(e) => setOrderId(e.target.value === '' ? '' : Number(e.target.value))}
            error={!!errors.order_id}
            helperText={help('order_id')}
            disabled={readOnly}
          >
            <MenuItem value="">{t('planner.noOrder')}</MenuItem>
            {orderChoices.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {[o.ordernumber, o.customername, o.description].filter(Boolean).join(' – ')}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label={t('planner.field_start')}
              placeholder="DD.MM.YYYY HH:mm"
              value={start}
              onChange={(e) => setStart(e.target.value)}
              error={!!errors.start}
              helperText={help('start')}
              disabled={readOnly}
              fullWidth
            />
            <TextField
              label={t('planner.field_end')}
              placeholder="DD.MM.YYYY HH:mm"
              value={end}
              onChange={(e) => setEnd(e.target.value)}
              error={!!errors.end}
              helperText={help('end')}
              disabled={readOnly}
              fullWidth
            />
          </Stack>
          <TextField
            label={t('planner.field_description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={3}
            disabled={readOnly}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {editing && !readOnly && (
          <Button color="error" onClick={remove} disabled={busy} sx={{ mr: 'auto' }}>
            {t('common.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{readOnly ? t('common.close') : t('common.cancel')}</Button>
        {!readOnly && (
          <Button variant="contained" onClick={save} disabled={busy}>
            {t('common.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
