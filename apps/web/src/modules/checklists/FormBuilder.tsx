// The form builder (spec 02 §5 "Form builder", §3 field types; issue 8): a palette of the standard and the
// advanced types, fields dragged onto a 12-column grid and reordered by drag and drop (the mouse drags a card, a
// finger its handle: touch-drag.ts; the move buttons for keyboards), the chosen field's attributes in a side panel,
// a live preview, and the builder's rules shown on the fields before the server is asked (the same shared schema
// the server answers 400 with).
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import DragIndicator from '@mui/icons-material/DragIndicator';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Save from '@mui/icons-material/Save';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type DragEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldTypeInfo, type ChecklistForm } from '@suite/shared/checklists/index';
import { useSnackbar } from '../../app/snackbar';
import { isApiError } from '../../platform/api';
import { validationText } from '../../platform/form-errors';
import { problemDisplayText } from '../../platform/problem-text';
import { AttributesPanel } from './AttributesPanel';
import {
  builderErrors,
  duplicateField,
  fieldKey,
  formBody,
  insertItem,
  moveItem,
  newField,
  palette,
  serverErrors,
  type BuilderErrors,
  type BuilderField,
  type BuilderForm,
} from './builder.logic';
import { formKeys, formsApi } from './checklists.api';
import { FieldCell, FieldView } from './FieldView';
import { FieldContext } from './field-context';
import { FieldStyles } from '../settings/lite-fields';
import { followTouchDrag, movedTo } from './touch-drag';
import { initialAnswers } from './fill.logic';

const FLAGS = [
  'isactive',
  'ismachineservicechecklist',
  'enableversion',
  'certificatelogo',
  'checklistheader',
  'allowflexibleheaderandfooter',
  'ispdflandscape',
  'printonlyselectedcheckpoints',
  'hidemachineservicecheckpointifnolabelset',
] as const;

/** A saved form as the builder's state: properties get keys; the server's own columns and nulls are dropped. */
export function builderFormOf(form: ChecklistForm): BuilderForm {
  const { properties, ...rest } = form as ChecklistForm & Record<string, unknown>;
  const own: Record<string, unknown> = {};
  const keep = [
    'id',
    'version',
    'name',
    'description',
    'category',
    'period',
    'headerid',
    'footerid',
    'checkpointlabels',
    ...FLAGS,
  ];
  for (const k of keep) if (rest[k] !== undefined && rest[k] !== null) own[k] = rest[k];
  const fields = properties.map((p) => {
    const out: Record<string, unknown> = { key: fieldKey() };
    for (const [k, v] of Object.entries(p)) {
      if (k === 'form_id' || k === 'sortorder' || k === 'tenant_id') continue;
      if (v === null && k !== 'default_value') continue;
      out[k] = v;
    }
    return out as BuilderField;
  });
  return { ...(own as Omit<BuilderForm, 'fields'>), name: form.name, fields };
}

const DRAG_TYPE = 'application/x-checklist-type';
const DRAG_FIELD = 'application/x-checklist-field';

export function FormBuilder({
  formId,
  onClose,
}: {
  formId: number | null;
  onClose: (savedId?: number) => void;
}) {
  const { t } = useTranslation();
  const saved = useQuery({
    queryKey: formKeys.one(formId ?? 0),
    queryFn: () => formsApi.get(formId!),
    enabled: formId !== null,
    gcTime: 0,
  });
  if (formId !== null && saved.isError) {
    return (
      <Box>
        <Button startIcon={<ArrowBack />} onClick={() => onClose()}>
          {t('checklists.back')}
        </Button>
        <Alert severity="error">{t('checklists.loadFailed')}</Alert>
      </Box>
    );
  }
  if (formId !== null && !saved.data) return <LoadingBar />;
  return (
    <Builder
      key={formId ?? 'new'}
      initial={saved.data ? builderFormOf(saved.data) : { name: '', isactive: true, fields: [] }}
      onClose={onClose}
    />
  );
}

function Builder({ initial, onClose }: { initial: BuilderForm; onClose: (savedId?: number) => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<BuilderForm>(initial);
  const [selected, setSelected] = useState<string | null>(initial.fields[0]?.key ?? null);
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [showErrors, setShowErrors] = useState(false);
  const [server, setServer] = useState<BuilderErrors | null>(null);
  const [saving, setSaving] = useState(false);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [touchFrom, setTouchFrom] = useState<number | null>(null);
  const canvasRef = useRef<HTMLDivElement | null>(null);
  const [previewData, setPreviewData] = useState<Record<string, unknown>>({});
  const panelRef = useRef<HTMLDivElement | null>(null);

  const labels = useMemo(
    () => ({
      yes: t('checklistsapi.yes'),
      no: t('checklistsapi.no'),
      not_applicable: t('checklistsapi.not_applicable'),
      option: t('checklists.option'),
      column: t('checklists.column'),
      row: t('checklists.row'),
      checkpoint: t('checklists.checkpoint'),
      description: t('checklists.description'),
      amount: t('checklists.amount'),
      daily: t('checklists.daily'),
      weekly: t('checklists.weekly'),
      monthly: t('checklists.monthly'),
      ...Object.fromEntries(
        [...palette().standard, ...palette().advanced].map((x) => [
          `type_${x.type}`,
          t(`checklistsapi.fieldType_${x.type}`),
        ]),
      ),
    }),
    [t],
  );

  const local = useMemo(() => builderErrors(form), [form]);
  const errors: BuilderErrors = server ?? local;
  const visibleErrors = showErrors || server ? errors : { form: {}, fields: {}, count: 0 };
  // Rules broken on a field the user is editing show at once; the rest after the first save attempt.
  const fieldErrors = (key: string) =>
    visibleErrors.fields[key] ?? (key === selected ? (local.fields[key] ?? {}) : {});

  const update = (next: BuilderForm) => {
    setForm(next);
    setServer(null);
  };
  const setFields = (fields: BuilderField[]) => update({ ...form, fields });
  const patchField = (key: string, patch: Partial<BuilderField>) =>
    setFields(form.fields.map((f) => (f.key === key ? { ...f, ...patch } : f)));

  const addType = (type: number, at?: number) => {
    const field = newField(
      type,
      form.fields.map((f) => f.name),
      labels,
    );
    setFields(insertItem(form.fields, field, at));
    setSelected(field.key);
  };

  const onDrop = (e: DragEvent, at: number) => {
    e.preventDefault();
    e.stopPropagation();
    setDropAt(null);
    const type = e.dataTransfer.getData(DRAG_TYPE);
    const from = e.dataTransfer.getData(DRAG_FIELD);
    if (type) addType(Number(type), at);
    else if (from !== '') {
      const index = Number(from);
      const to = movedTo(index, at);
      if (to !== null) setFields(moveItem(form.fields, index, to));
    }
  };

  // A finger (or pen) on a card's handle drags the field; the mouse keeps the browser's drag and drop.
  const onHandlePointerDown = (from: number, e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse') return;
    e.preventDefault();
    e.stopPropagation();
    setTouchFrom(from);
    followTouchDrag(e, {
      canvas: canvasRef.current,
      count: form.fields.length,
      onOver: setDropAt,
      onDrop: (at) => {
        const to = movedTo(from, at);
        if (to !== null) setFields(moveItem(form.fields, from, to));
      },
      onEnd: () => {
        setDropAt(null);
        setTouchFrom(null);
      },
    });
  };

  const save = async () => {
    setShowErrors(true);
    if (local.count > 0) {
      snackbar.error(t('checklists.formHasErrors', { count: local.count }));
      const first = form.fields.find((f) => local.fields[f.key]);
      if (first) setSelected(first.key);
      return;
    }
    setSaving(true);
    try {
      const body = formBody(form);
      const answer = form.id ? await formsApi.update(form.id, body) : await formsApi.create(body);
      void queryClient.invalidateQueries({ queryKey: formKeys.all });
      if (form.id && answer.id !== form.id) {
        snackbar.success(t('checklists.formNewVersion', { version: answer.formversion }));
      } else {
        snackbar.success(t('checklists.formSaved'));
      }
      const next = builderFormOf(answer);
      // Keep the keys the canvas knows the fields by (the selection stays where it was).
      next.fields = next.fields.map((f, i) => ({ ...f, key: form.fields[i]?.key ?? f.key }));
      setForm(next);
      setServer(null);
      setShowErrors(false);
      // A new form, or a new version of a used one (enableversion): the address names the saved id.
      if (!form.id || answer.id !== form.id) onClose(answer.id);
    } catch (e) {
      if (isApiError(e) && e.status === 400 && e.problem.errors?.length) {
        const mapped = serverErrors(form, e.problem.errors);
        setServer(mapped);
        snackbar.error(t('checklists.formHasErrors', { count: mapped.count }));
      } else if (isApiError(e)) {
        snackbar.error(problemDisplayText(t, e.problem.detail ?? e.problem.title));
      }
    } finally {
      setSaving(false);
    }
  };

  const current = form.fields.find((f) => f.key === selected) ?? null;
  const previewForm = useMemo(() => ({ properties: form.fields }), [form.fields]);
  const previewValues = useMemo(() => initialAnswers(previewForm, previewData), [previewForm, previewData]);
  const onPreviewChange = useCallback((name: string, value: unknown) => {
    setPreviewData((d) => ({ ...d, [name]: value }));
  }, []);
  const formErr = (k: string) =>
    visibleErrors.form[k] ? validationText(t, visibleErrors.form[k]) : undefined;
  const { standard, advanced } = palette();

  return (
    <Box sx={{ maxWidth: 1600 }}>
      <FieldStyles />
      <Paper
        variant="outlined"
        sx={{
          p: 1,
          mb: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 3,
        }}
      >
        <Button startIcon={<ArrowBack />} onClick={() => onClose()} size="small">
          {t('checklists.back')}
        </Button>
        <Typography variant="h6" component="h1" sx={{ fontSize: 18, flex: '1 1 160px', minWidth: 0 }} noWrap>
          {form.name || t('checklists.newForm')}
          {form.id && (form as { formversion?: number }).formversion ? (
            <Chip size="small" sx={{ ml: 1 }} label={`v${(form as { formversion?: number }).formversion}`} />
          ) : null}
        </Typography>
        {showErrors && errors.count ? (
          <Chip color="error" size="small" label={t('checklists.formHasErrors', { count: errors.count })} />
        ) : null}
        <Button variant="contained" startIcon={<Save />} onClick={() => void save()} disabled={saving}>
          {t('checklists.save')}
        </Button>
        {saving ? <LoadingBar sx={{ width: '100%' }} /> : null}
      </Paper>

      <FormSettings form={form} onChange={update} error={formErr} />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px', xl: '220px minmax(0, 1fr) 340px' },
        }}
      >
        <Paper
          variant="outlined"
          sx={{
            p: 1.5,
            gridColumn: { md: '1 / -1', xl: 'auto' },
            position: { xl: 'sticky' },
            top: { xl: 136 },
          }}
          aria-label={t('checklists.palette')}
        >
          <Typography variant="subtitle2">{t('checklists.palette')}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
            {t('checklists.paletteHint')}
          </Typography>
          {[
            ['paletteStandard', standard],
            ['paletteAdvanced', advanced],
          ].map(([title, types]) => (
            <Box key={title as string} sx={{ mb: 1.5 }}>
              <Typography variant="overline" color="text.secondary">
                {t(`checklistsapi.${title as string}`)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {(types as typeof standard).map((x) => (
                  <Chip
                    key={x.type}
                    size="small"
                    variant="outlined"
                    label={t(`checklistsapi.fieldType_${x.type}`)}
                    draggable
                    data-palette-type={x.type}
                    onDragStart={(e) => {
                      e.dataTransfer.setData(DRAG_TYPE, String(x.type));
                      e.dataTransfer.effectAllowed = 'copy';
                    }}
                    onClick={() => addType(x.type)}
                    sx={{ cursor: 'grab' }}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 }, minWidth: 0 }}>
          <Tabs
            value={view}
            onChange={(_, v: 'edit' | 'preview') => setView(v)}
            sx={{ mb: 1.5, minHeight: 36 }}
          >
            <Tab value="edit" label={t('checklists.canvas')} sx={{ minHeight: 36 }} />
            <Tab value="preview" label={t('checklists.preview')} sx={{ minHeight: 36 }} />
          </Tabs>
          {view === 'preview' ? (
            <FieldContext.Provider value={{ files: new Map(), checkpointLabels: form.checkpointlabels }}>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2 }}
                data-testid="builder-preview"
              >
                {form.fields.map((f) => (
                  <FieldCell key={f.key} columns={f.columns}>
                    <FieldView property={f} value={previewValues[f.name]} onChange={onPreviewChange} />
                  </FieldCell>
                ))}
              </Box>
            </FieldContext.Provider>
          ) : (
            <Box
              ref={canvasRef}
              data-testid="builder-canvas"
              onDragOver={(e) => {
                e.preventDefault();
                if (dropAt === null) setDropAt(form.fields.length);
              }}
              onDragLeave={() => setDropAt(null)}
              onDrop={(e) => onDrop(e, dropAt ?? form.fields.length)}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
                gap: 1,
                minHeight: 160,
                p: 0.5,
                borderRadius: 1,
                outline: dropAt !== null ? '2px dashed' : 'none',
                outlineColor: 'primary.main',
              }}
            >
              {form.fields.length === 0 ? (
                <Box
                  sx={{
                    gridColumn: 'span 12',
                    p: 4,
                    textAlign: 'center',
                    color: 'text.secondary',
                    border: '2px dashed',
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                >
                  {t('checklists.canvasEmpty')}
                </Box>
              ) : null}
              <FieldContext.Provider value={{ files: new Map(), checkpointLabels: form.checkpointlabels }}>
                {form.fields.map((f, i) => (
                  <FieldCell key={f.key} columns={f.columns}>
                    <CanvasCard
                      field={f}
                      index={i}
                      count={form.fields.length}
                      selected={f.key === selected}
                      hasError={Boolean(visibleErrors.fields[f.key])}
                      dropBefore={dropAt === i}
                      dropAfter={dropAt === form.fields.length && i === form.fields.length - 1}
                      dragged={touchFrom === i}
                      onHandlePointerDown={(e) => onHandlePointerDown(i, e)}
                      onSelect={() => {
                        setSelected(f.key);
                        panelRef.current?.scrollIntoView?.({ block: 'nearest' });
                      }}
                      onMove={(to) => setFields(moveItem(form.fields, i, to))}
                      onDuplicate={() => setFields(duplicateField(form.fields, i))}
                      onRemove={() => {
                        setFields(form.fields.filter((x) => x.key !== f.key));
                        if (selected === f.key) setSelected(null);
                      }}
                      onDragOverCard={() => setDropAt(i)}
                      onDropCard={(e) => onDrop(e, i)}
                    />
                  </FieldCell>
                ))}
              </FieldContext.Provider>
            </Box>
          )}
        </Paper>

        <Paper
          ref={panelRef}
          variant="outlined"
          sx={{
            p: 1.5,
            position: { md: 'sticky' },
            top: { md: 136 },
            maxHeight: { md: 'calc(100vh - 160px)' },
            overflowY: { md: 'auto' },
          }}
          aria-label={t('checklists.attributes')}
        >
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('checklists.attributes')}
            {current ? ` · ${t(`checklistsapi.fieldType_${current.type}`)}` : ''}
          </Typography>
          {current ? (
            <AttributesPanel
              key={current.key}
              field={current}
              errors={fieldErrors(current.key)}
              onChange={(patch) => patchField(current.key, patch)}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('checklists.selectField')}
            </Typography>
          )}
        </Paper>
      </Box>
    </Box>
  );
}

function CanvasCard(props: {
  field: BuilderField;
  index: number;
  count: number;
  selected: boolean;
  hasError: boolean;
  dropBefore: boolean;
  dropAfter: boolean;
  dragged: boolean;
  onHandlePointerDown: (e: PointerEvent<HTMLElement>) => void;
  onSelect: () => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onDragOverCard: () => void;
  onDropCard: (e: DragEvent) => void;
}) {
  const { field, index, count, selected, hasError, dropBefore } = props;
  const { t } = useTranslation();
  const info = fieldTypeInfo(field.type);
  return (
    <Paper
      variant="outlined"
      data-field-name={field.name}
      data-field-index={index}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_FIELD, String(index));
        e.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(e) => {
        e.preventDefault();
        e.stopPropagation();
        props.onDragOverCard();
      }}
      onDrop={props.onDropCard}
      onClick={props.onSelect}
      sx={{
        p: 1,
        cursor: 'pointer',
        height: '100%',
        borderColor: hasError ? 'error.main' : selected ? 'primary.main' : 'divider',
        borderWidth: selected || hasError ? 2 : 1,
        boxShadow: dropBefore
          ? (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`
          : props.dropAfter
            ? (theme) => `inset -4px 0 0 ${theme.palette.primary.main}`
            : undefined,
        opacity: props.dragged ? 0.5 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
        <Tooltip title={t('checklists.dragHandle')} disableTouchListener>
          <Box
            component="span"
            data-testid="drag-handle"
            onPointerDown={props.onHandlePointerDown}
            // The finger drags the field here instead of scrolling the page (the rest of the card scrolls).
            sx={{ display: 'inline-flex', p: 0.75, m: -0.75, touchAction: 'none', cursor: 'grab' }}
          >
            <DragIndicator fontSize="small" sx={{ color: 'text.secondary' }} />
          </Box>
        </Tooltip>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {t(`checklistsapi.fieldType_${field.type}`)} · {field.name} · {field.columns ?? 12}/12
          {field.readonly ? ` · ${t('checklists.readonlyBadge')}` : ''}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('checklists.moveUp')}
          disabled={index === 0}
          onClick={(e) => {
            e.stopPropagation();
            props.onMove(index - 1);
          }}
        >
          <ArrowUpward fontSize="inherit" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('checklists.moveDown')}
          disabled={index === count - 1}
          onClick={(e) => {
            e.stopPropagation();
            props.onMove(index + 1);
          }}
        >
          <ArrowDownward fontSize="inherit" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('checklists.duplicate')}
          onClick={(e) => {
            e.stopPropagation();
            props.onDuplicate();
          }}
        >
          <ContentCopy fontSize="inherit" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('checklists.removeField')}
          onClick={(e) => {
            e.stopPropagation();
            props.onRemove();
          }}
        >
          <Delete fontSize="inherit" />
        </IconButton>
      </Box>
      <Box sx={{ pointerEvents: 'none' }} aria-hidden={!info?.display}>
        <FieldView property={field} value={undefined} />
      </Box>
    </Paper>
  );
}

function FormSettings(props: {
  form: BuilderForm;
  onChange: (form: BuilderForm) => void;
  error: (key: string) => string | undefined;
}) {
  const { form, onChange, error } = props;
  const { t } = useTranslation();
  const categories = useQuery({
    queryKey: ['checklists', 'categories'],
    queryFn: formsApi.categories,
    staleTime: 60_000,
  });
  const periods = useQuery({
    queryKey: ['checklists', 'periods'],
    queryFn: formsApi.periods,
    staleTime: 60_000,
  });
  const hf = useQuery({
    queryKey: ['checklists', 'headersfooters'],
    queryFn: formsApi.headersFooters,
    staleTime: 60_000,
  });
  const set = (patch: Partial<BuilderForm>) => onChange({ ...form, ...patch });
  const idSelect = (
    key: 'category' | 'period' | 'headerid' | 'footerid',
    label: string,
    items: { id: number; name?: string }[],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={form[key] ? String(form[key]) : ''}
      onChange={(e) => set({ [key]: e.target.value ? Number(e.target.value) : null })}
      error={Boolean(error(key))}
      helperText={error(key)}
    >
      <MenuItem value="">{t('checklists.none')}</MenuItem>
      {items.map((i) => (
        <MenuItem key={i.id} value={String(i.id)}>
          {i.name || `#${i.id}`}
        </MenuItem>
      ))}
    </TextField>
  );
  const labels = form.checkpointlabels ?? {};
  return (
    <Accordion defaultExpanded={!form.id} variant="outlined" sx={{ mb: 2 }} disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography variant="subtitle2">{t('checklists.formSettings')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
          }}
        >
          <TextField
            size="small"
            required
            label={t('checklists.formName')}
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
            error={Boolean(error('name'))}
            helperText={error('name')}
            slotProps={{ htmlInput: { 'data-attr': 'form-name' } }}
          />
          {idSelect('category', t('checklists.category'), categories.data ?? [])}
          {idSelect('period', t('checklists.period'), periods.data ?? [])}
          {idSelect(
            'headerid',
            t('checklists.header'),
            (hf.data ?? []).filter((h) => h.isheader),
          )}
          {idSelect(
            'footerid',
            t('checklists.footer'),
            (hf.data ?? []).filter((h) => !h.isheader),
          )}
          <TextField
            size="small"
            label={t('checklists.description')}
            value={form.description ?? ''}
            onChange={(e) => set({ description: e.target.value || null })}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 1 }}>
          {FLAGS.map((k) => (
            <FormControlLabel
              key={k}
              label={t(`checklists.form_${k}`)}
              control={
                <Switch
                  checked={k === 'isactive' ? form.isactive !== false : form[k] === true}
                  onChange={(e) => set({ [k]: e.target.checked })}
                />
              }
            />
          ))}
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 1, mb: 1 }}>
          {t('checklists.checkpointLabels')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
          {(['label0', 'label1', 'label2', 'label3'] as const).map((k, n) => (
            <TextField
              key={k}
              size="small"
              label={t('checklists.cpLabelHelp', { n })}
              placeholder={n === 0 ? t('checklists.cpLabel_U') : t(`checklists.cpLabel_${n}`)}
              value={labels[k] ?? ''}
              onChange={(e) => set({ checkpointlabels: { ...labels, [k]: e.target.value || undefined } })}
            />
          ))}
          <TextField
            size="small"
            label={t('checklists.explanation')}
            value={labels.explaination ?? ''}
            onChange={(e) =>
              set({ checkpointlabels: { ...labels, explaination: e.target.value || undefined } })
            }
          />
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
