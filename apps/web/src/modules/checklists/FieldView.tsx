// One field of a checklist as it is filled in (spec 02 §3 "Checklist form field types"): every numbered type
// renders here, on the fill-in screen and in the builder's live preview. A field re-renders only when its own
// answer changes (memo; the answers live in the screen's state, one field replaced at a time).
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { formatNumber } from '@suite/shared/format/number-format';
import { memo, useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD, YES_NO_NA, type CheckpointAnswer } from '@suite/shared/checklists/index';
import { api } from '../../platform/api';
import type { UserLookupItem } from '@suite/shared/employees/employee.schema';
import { FilesInput } from './FilesInput';
import { DateTimeText } from './DateTimeText';
import {
  EXPAND_LESS,
  EXPAND_MORE,
  LiteChoice,
  LiteGroup,
  LiteSelect,
  LiteSwitch,
  LiteTextField,
} from '../settings/lite-fields';
import { SignatureInput } from './SignatureInput';
import { useFieldContext } from './field-context';
import { checkpointValue, columnSum, withCheckpoint, type FillProperty } from './fill.logic';

type Option = { label: string; value: string | number };
type Obj = Record<string, unknown>;
export type FieldError = { message: string; subitems: Set<number> };

export type FieldViewProps = {
  property: FillProperty;
  value: unknown;
  /** Missing: the field is shown read-only (a completed checklist, a read-only field). */
  onChange?: (name: string, value: unknown) => void;
  error?: FieldError;
};

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const options = (p: FillProperty): Option[] => arr<Option>(p.options);

/** The grid cell of a field: its columns of 12 on a wide screen, the whole width on a phone (class sf-cell of
 * FieldStyles: no style rule of its own per field). */
export function FieldCell({ columns, children }: { columns?: number | string; children: ReactNode }) {
  const span = Math.min(12, Math.max(1, Number(columns) || 12));
  return (
    <div className="sf-cell" style={{ '--sf-span': span } as CSSProperties}>
      {children}
    </div>
  );
}

export const FieldView = memo(function FieldView({ property: p, value, onChange, error }: FieldViewProps) {
  const { t } = useTranslation();
  const editable = Boolean(onChange) && !p.readonly;
  const set = editable ? (v: unknown) => onChange!(p.name, v) : undefined;
  const errorText = error ? t(`checklistsapi.${error.message}`, { defaultValue: error.message }) : undefined;
  const label = str(p.label);

  switch (p.type) {
    case FIELD.text:
      return (
        <LiteTextField
          fullWidth
          label={label}
          placeholder={str(p.placeholder) || undefined}
          value={str(value)}
          onChange={set}
          error={Boolean(error)}
          helperText={errorText}
        />
      );
    case FIELD.textarea:
      return (
        <LiteTextField
          fullWidth
          multiline
          minRows={Number(p.rows) || 3}
          label={label}
          placeholder={str(p.placeholder) || undefined}
          value={str(value)}
          onChange={set}
        />
      );
    case FIELD.checkbox: {
      const chosen = new Set(arr<string | number>(value).map(String));
      const all = [...options(p), ...arr<Option>(p.products)];
      return (
        <LiteGroup label={label} row={p.viewType !== 'vertical'} error={Boolean(error)}>
          {all.map((o) => (
            <LiteChoice
              key={String(o.value)}
              type="checkbox"
              label={o.label}
              checked={chosen.has(String(o.value))}
              disabled={!editable}
              onChange={(checked) => {
                const next = all
                  .filter((x) =>
                    String(x.value) === String(o.value) ? checked : chosen.has(String(x.value)),
                  )
                  .map((x) => x.value);
                set?.(next);
              }}
            />
          ))}
        </LiteGroup>
      );
    }
    case FIELD.radio:
      return <RadioField p={p} value={value} set={set} label={label} error={error} errorText={errorText} />;
    case FIELD.select:
      return p.is_multiselect === true ? (
        <SelectField p={p} value={value} set={set} label={label} />
      ) : (
        <SingleSelectField p={p} value={value} set={set} label={label} />
      );
    case FIELD.date:
    case FIELD.time:
      return (
        <DateTimeText
          fullWidth
          kind={p.type === FIELD.date ? 'date' : 'time'}
          label={label}
          value={str(value)}
          onChange={editable && set ? (v) => set(v) : undefined}
        />
      );
    case FIELD.switch:
      return <LiteSwitch label={label} checked={value === true} disabled={!editable} onChange={set} />;
    case FIELD.file:
    case FIELD.image: {
      const v = obj(value);
      return (
        <FilesInput
          label={label}
          images={p.type === FIELD.image}
          multiple={p.multiple !== false}
          value={arr(v.filesIds)}
          onChange={set ? (ids) => set({ ...v, filesIds: ids }) : undefined}
        />
      );
    }
    case FIELD.attachments: {
      const v = obj(value);
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={label || t('checklists.comment')}
            value={str(v.comment)}
            onChange={(e) => set?.({ ...v, comment: e.target.value })}
            slotProps={{ input: { readOnly: !editable } }}
          />
          <FilesInput
            value={arr(v.filesIds)}
            onChange={set ? (ids) => set({ ...v, filesIds: ids }) : undefined}
          />
        </Box>
      );
    }
    case FIELD.component: {
      const v = obj(value);
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 500 }}>{label}</Typography>
          <TextField
            fullWidth
            label={t('checklists.answer')}
            value={str(v.answer)}
            onChange={(e) => set?.({ ...v, answer: e.target.value })}
            slotProps={{ input: { readOnly: !editable } }}
          />
          <TextField
            fullWidth
            multiline
            label={t('checklists.comments')}
            value={str(v.comments)}
            onChange={(e) => set?.({ ...v, comments: e.target.value })}
            slotProps={{ input: { readOnly: !editable } }}
          />
        </Box>
      );
    }
    case FIELD.divider:
      return (
        <Box sx={{ pt: 1 }}>
          {label ? (
            <Typography variant="h6" component="h3" sx={{ fontSize: 17 }}>
              {label}
            </Typography>
          ) : null}
          <Divider />
        </Box>
      );
    case FIELD.panel:
      return (
        <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
          <Typography sx={{ fontWeight: 500 }}>{label}</Typography>
        </Paper>
      );
    case FIELD.label:
      return (
        <Typography
          sx={{
            fontSize: Number(p.font_size) || 14,
            textAlign: (p.horizontalAlignment as 'left' | 'center' | 'right') ?? 'left',
            whiteSpace: 'pre-wrap',
          }}
        >
          {label}
        </Typography>
      );
    case FIELD.html:
      return <HtmlBlock html={str(p.html)} />;
    case FIELD.signature:
      return <SignatureInput label={label} value={str(value) || null} onChange={set} />;
    case FIELD.user:
      return <UserField label={label} value={value} set={set} />;
    case FIELD.grid:
      return <SimpleGrid p={p} value={value} set={set} label={label} />;
    case FIELD.invent:
    case FIELD.invent2:
      return <InventGrid p={p} value={value} set={set} label={label} numbered={p.type === FIELD.invent2} />;
    case FIELD.datagrid:
    case FIELD.equipmentgrid:
      return <DataGrid p={p} value={value} set={set} label={label} />;
    case FIELD.survey:
      return <SurveyField p={p} value={value} set={set} label={label} />;
    case FIELD.checkpoints:
    case FIELD.checkpointblock:
      return <CheckpointGroup p={p} value={value} set={set} label={label} error={error} />;
    case FIELD.recommendeduse:
      return <RecommendedUse p={p} value={value} set={set} label={label} />;
    case FIELD.drainfill:
    case FIELD.leakage:
    case FIELD.repairdisposal:
    case FIELD.equipmentupdate:
      return <RecordBlock p={p} value={value} set={set} label={label} />;
    case FIELD.periodic:
      return <PeriodicGrid p={p} value={value} set={set} label={label} />;
    default:
      return <Typography color="text.secondary">{label}</Typography>;
  }
});

type Sub = { p: FillProperty; value: unknown; set?: (v: unknown) => void; label: string };

function Heading({ children }: { children: ReactNode }) {
  return children ? <Typography sx={{ fontWeight: 500, mb: 0.5 }}>{children}</Typography> : null;
}

/** spec 02 §3 type 22: an html block, sanitised (no scripts, no event handlers). */
function HtmlBlock({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Box sx={{ '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** A radio field (type 4): marked when completion finds it unanswered. */
function RadioField({
  p,
  value,
  set,
  label,
  error,
  errorText,
}: Sub & { error?: FieldError; errorText?: string }) {
  const name = useId();
  const current = str(value);
  return (
    <LiteGroup
      radio
      label={label}
      row={p.viewType !== 'vertical'}
      error={Boolean(error)}
      dataFieldError={Boolean(error)}
      footer={errorText ? <p className="sf-group-helper">{errorText}</p> : null}
    >
      {options(p).map((o) => (
        <LiteChoice
          key={String(o.value)}
          type="radio"
          name={name}
          value={String(o.value)}
          label={o.label}
          checked={current === String(o.value)}
          disabled={!set}
          onChange={() => set?.(o.value)}
        />
      ))}
    </LiteGroup>
  );
}

/** spec 02 §3 type 5: options of the form, or of a list in the system (isAPI, apilist select_text/value). */
function useSelectOptions(p: FillProperty): Option[] {
  const api_ = obj(p.apilist);
  const resource = p.isAPI ? str(api_.resource).replace(/[^A-Za-z0-9_]/g, '') : '';
  const listed = useQuery({
    queryKey: ['checklists', 'apilist', resource],
    queryFn: () => api.post<Obj[]>(`${resource}/get_active`, {}, { silent: true }),
    enabled: Boolean(resource),
    staleTime: 60_000,
    retry: false,
  });
  const opts: Option[] = resource
    ? (listed.data ?? []).map((row) => ({
        label: str(row[str(api_.select_text) || 'name']),
        value: (row[str(api_.select_value) || 'id'] as string | number) ?? '',
      }))
    : options(p);
  return opts;
}

/** Type 5 with one answer: the native select (the phone's own picker), drawn as the outlined field. */
function SingleSelectField(props: Sub) {
  return props.p.isAPI ? <ApiSingleSelect {...props} /> : <NativeSelect {...props} opts={options(props.p)} />;
}

function ApiSingleSelect(props: Sub) {
  return <NativeSelect {...props} opts={useSelectOptions(props.p)} />;
}

function NativeSelect({ value, set, label, opts }: Sub & { opts: Option[] }) {
  const pick = (s: string) => opts.find((o) => String(o.value) === s)?.value ?? s;
  return (
    <LiteSelect
      fullWidth
      label={label}
      value={str(value)}
      options={opts.map((o) => ({ label: o.label, value: String(o.value) }))}
      onChange={set ? (s) => set(s === '' ? null : pick(s)) : undefined}
    />
  );
}

/** Type 5 with several answers (is_multiselect): MUI's select with its checkable menu. */
function SelectField({ p, value, set, label }: Sub) {
  const opts = useSelectOptions(p);
  const multi = p.is_multiselect === true;
  const current = multi ? arr<string | number>(value).map(String) : str(value);
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={current}
      slotProps={{ select: { multiple: multi }, input: { readOnly: !set } }}
      onChange={(e) => {
        const raw = e.target.value as unknown;
        const pick = (s: string) => opts.find((o) => String(o.value) === s)?.value ?? s;
        set?.(multi ? arr<string>(raw).map(pick) : raw === '' ? null : pick(String(raw)));
      }}
    >
      {multi ? null : <MenuItem value="">–</MenuItem>}
      {opts.map((o) => (
        <MenuItem key={String(o.value)} value={String(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** spec 02 §3 type 23: a user of the company. */
function UserField({ label, value, set }: { label: string; value: unknown; set?: (v: unknown) => void }) {
  const users = useQuery({
    queryKey: ['users', 'other'],
    queryFn: () => api.get<UserLookupItem[]>('users', { purpose: 'other' }, { silent: true }),
    staleTime: 60_000,
    retry: false,
  });
  // Active members, plus the saved one even when deactivated.
  const opts = (users.data ?? [])
    .filter((u) => u.is_active || u.id === value)
    .map((u) => ({ value: u.id, label: u.initial ? `${u.name} (${u.initial})` : u.name }));
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value === null || value === undefined ? '' : String(value)}
      slotProps={{ input: { readOnly: !set } }}
      onChange={(e) => set?.(e.target.value === '' ? null : Number(e.target.value))}
    >
      <MenuItem value="">–</MenuItem>
      {opts.map((o) => (
        <MenuItem key={String(o.value)} value={String(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function CellInput(props: {
  value: unknown;
  onChange?: (v: string) => void;
  label: string;
  align?: 'right';
}) {
  return (
    <TextField
      size="small"
      fullWidth
      variant="standard"
      value={str(props.value)}
      onChange={(e) => props.onChange?.(e.target.value)}
      slotProps={{
        input: { readOnly: !props.onChange },
        htmlInput: { 'aria-label': props.label, style: { textAlign: props.align } },
      }}
    />
  );
}

function ScrollTable({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </Paper>
  );
}

/** spec 02 §3 type 12: rows × components of text cells. */
function SimpleGrid({ p, value, set, label }: Sub) {
  const cols = Math.min(5, Math.max(1, Number(p.components) || 1));
  const rows = Math.max(1, Number(p.rows) || 1);
  const data = arr<Obj>(value);
  const change = (r: number, c: number, v: string) => {
    const next = Array.from({ length: Math.max(rows, data.length) }, (_, i) => ({ ...data[i] }));
    next[r]![`compValue_${c + 1}`] = v;
    set?.(next);
  };
  return (
    <Box>
      <Heading>{label}</Heading>
      <ScrollTable label={label}>
        <TableBody>
          {Array.from({ length: Math.max(rows, data.length) }, (_, r) => (
            <TableRow key={r}>
              {Array.from({ length: cols }, (_, c) => (
                <TableCell key={c}>
                  <CellInput
                    label={`${label} ${r + 1}.${c + 1}`}
                    value={data[r]?.[`compValue_${c + 1}`]}
                    onChange={set ? (v) => change(r, c, v) : undefined}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </Box>
  );
}

/**
 * spec 02 §3 types 15 and 17: grid_header labels over rows of grid_data (a name and preset compValue_N);
 * 17 numbers its rows. The answer is the rows with their cells.
 */
function InventGrid({ p, value, set, label, numbered }: Sub & { numbered: boolean }) {
  const header = arr<Obj>(p.grid_header);
  const preset = arr<Obj>(p.grid_data);
  const given = arr<Obj>(value);
  const rows: Obj[] = preset.length
    ? preset
    : Array.from({ length: Math.max(1, Number(p.rows) || 1) }, () => ({}));
  const cell = (r: number, c: number) => given[r]?.[`compValue_${c}`] ?? rows[r]?.[`compValue_${c}`];
  const change = (r: number, c: number, v: string) => {
    const next = rows.map((row, i) => ({ name: row.name, ...given[i] }));
    next[r] = { ...next[r], [`compValue_${c}`]: v };
    set?.(next);
  };
  // The first heading names the row column; the others are the value columns.
  const valueHeads = header.length > 1 ? header.slice(1) : header;
  return (
    <Box>
      <Heading>{label}</Heading>
      <ScrollTable label={label}>
        <TableHead>
          <TableRow>
            {numbered ? <TableCell>#</TableCell> : null}
            <TableCell>{header.length > 1 ? str(header[0]!.label) : ''}</TableCell>
            {valueHeads.map((h, i) => (
              <TableCell key={i}>{str(h.label)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => (
            <TableRow key={r}>
              {numbered ? <TableCell>{r + 1}</TableCell> : null}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{str(row.name)}</TableCell>
              {valueHeads.map((h, c) => (
                <TableCell key={c} sx={{ minWidth: 110 }}>
                  <CellInput
                    label={`${str(row.name)} ${str(h.label)}`}
                    value={cell(r, c + 1)}
                    onChange={set ? (v) => change(r, c + 1, v) : undefined}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </Box>
  );
}

/**
 * spec 02 §3 types 18 and 28: a data grid, its columns from grid_data (label, width %, cell type), rows added as
 * needed, row numbers (activateIndexNumbers) and sums of the columns in sumColIndexes (showSum).
 */
function DataGrid({ p, value, set, label }: Sub) {
  const { t } = useTranslation();
  const columns = arr<Obj>(p.grid_data);
  const given = arr<Obj>(value);
  const rows: Obj[] = given.length
    ? given
    : Array.from({ length: Math.max(1, Number(p.rows) || 1) }, () => ({}));
  const sumCols = new Set(arr<number>(p.sumColIndexes));
  const change = (r: number, c: number, v: unknown) => {
    const next = rows.map((row) => ({ ...row }));
    next[r]![`compValue_${c}`] = v;
    set?.(next);
  };
  return (
    <Box>
      <Heading>{label}</Heading>
      <ScrollTable label={label}>
        <TableHead>
          <TableRow>
            {p.activateIndexNumbers ? <TableCell sx={{ width: 32 }}>#</TableCell> : null}
            {columns.map((c, i) => (
              <TableCell key={i} sx={{ width: c.width ? `${str(c.width)}%` : undefined, minWidth: 90 }}>
                {str(c.label)}
              </TableCell>
            ))}
            {set ? <TableCell sx={{ width: 40 }} /> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => (
            <TableRow key={r}>
              {p.activateIndexNumbers ? <TableCell>{r + 1}</TableCell> : null}
              {columns.map((c, i) => {
                const v = row[`compValue_${i}`];
                const onCell = set ? (x: unknown) => change(r, i, x) : undefined;
                return (
                  <TableCell key={i}>
                    {c.celltype === 'checkbox' ? (
                      <Checkbox
                        checked={v === true}
                        disabled={!onCell}
                        onChange={(e) => onCell?.(e.target.checked)}
                        slotProps={{ input: { 'aria-label': `${str(c.label)} ${r + 1}` } }}
                      />
                    ) : c.celltype === 'label' ? (
                      <Typography variant="body2">{str(c.value)}</Typography>
                    ) : c.celltype === 'select' || c.celltype === 'radiobox' ? (
                      <TextField
                        select
                        size="small"
                        variant="standard"
                        fullWidth
                        value={str(v)}
                        onChange={(e) => onCell?.(e.target.value)}
                        slotProps={{ input: { readOnly: !onCell } }}
                      >
                        <MenuItem value="">–</MenuItem>
                        {arr<Option>(c.options).map((o) => (
                          <MenuItem key={String(o.value)} value={String(o.value)}>
                            {o.label}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : (
                      <CellInput
                        label={`${str(c.label)} ${r + 1}`}
                        value={v ?? c.value}
                        onChange={onCell}
                        align={sumCols.has(i) ? 'right' : undefined}
                      />
                    )}
                  </TableCell>
                );
              })}
              {set ? (
                <TableCell>
                  <IconButton
                    size="small"
                    aria-label={t('checklists.remove')}
                    onClick={() => set(rows.filter((_, i) => i !== r))}
                  >
                    <Delete fontSize="small" />
                  </IconButton>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
          {p.showSum ? (
            <TableRow>
              {p.activateIndexNumbers ? <TableCell /> : null}
              {columns.map((_, i) => (
                <TableCell key={i} align="right" sx={{ fontWeight: 600 }}>
                  {sumCols.has(i)
                    ? formatNumber(columnSum(rows, `compValue_${i}`), 2)
                    : i === 0
                      ? t('checklists.sum')
                      : ''}
                </TableCell>
              ))}
              {set ? <TableCell /> : null}
            </TableRow>
          ) : null}
        </TableBody>
      </ScrollTable>
      {set ? (
        <Button size="small" startIcon={<Add />} sx={{ mt: 0.5 }} onClick={() => set([...rows, {}])}>
          {t('checklists.addRow')}
        </Button>
      ) : null}
    </Box>
  );
}

/** spec 02 §3 type 19: a survey item: yes/no(/n.a.) or the options, a comment, a date and a signature. */
function SurveyField({ p, value, set, label }: Sub) {
  const { t } = useTranslation();
  const v = obj(value);
  const so = obj(p.surveyOptions);
  const flags = obj(so.checkboxFlags);
  const kind = Number(so.selectionType) || 0;
  const choices: Option[] =
    kind === 1
      ? YES_NO_NA.slice(0, 2).map((x) => ({ value: x, label: t(`checklistsapi.${x}`) }))
      : kind === 2
        ? YES_NO_NA.map((x) => ({ value: x, label: t(`checklistsapi.${x}`) }))
        : options(p);
  const patch = (x: Obj) => set?.({ ...v, ...x });
  const selected = kind === 4 ? new Set(arr<string>(v.selection).map(String)) : null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 500 }}>{label}</Typography>
      {kind === 0 ? null : kind === 4 ? (
        <FormGroup row>
          {choices.map((o) => (
            <FormControlLabel
              key={String(o.value)}
              label={o.label}
              control={
                <Checkbox
                  checked={selected!.has(String(o.value))}
                  disabled={!set}
                  onChange={(e) => {
                    const next = new Set(selected);
                    if (e.target.checked) next.add(String(o.value));
                    else next.delete(String(o.value));
                    patch({ selection: [...next] });
                  }}
                />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup row value={str(v.selection)} onChange={(e) => patch({ selection: e.target.value })}>
          {choices.map((o) => (
            <FormControlLabel
              key={String(o.value)}
              value={String(o.value)}
              label={o.label}
              control={<Radio disabled={!set} />}
            />
          ))}
        </RadioGroup>
      )}
      <TextField
        fullWidth
        multiline
        size="small"
        label={str(so.labelForField) || t('checklists.comment')}
        value={str(v.comment)}
        onChange={(e) => patch({ comment: e.target.value })}
        slotProps={{ input: { readOnly: !set } }}
      />
      {flags.date ? (
        <DateTimeText
          kind="date"
          size="small"
          label={t('checklists.date')}
          value={str(v.date)}
          onChange={set ? (d) => patch({ date: d ?? '' }) : undefined}
          style={{ maxWidth: 220 }}
        />
      ) : null}
      {flags.signature ? (
        <SignatureInput
          value={str(v.signature) || null}
          onChange={set ? (s) => patch({ signature: s }) : undefined}
          height={120}
        />
      ) : null}
    </Paper>
  );
}

/**
 * spec 02 §3 type 20 (and 24): a checkpoint group. Each checkpoint is numbered slNo.index, answered 1-3
 * (radioBoxValue; 0 unanswered, 3 a defect that stops completion), with column U, a comment, a date, files and a
 * signature behind "more".
 */
function CheckpointGroup({ p, value, set, label, error }: Sub & { error?: FieldError }) {
  const { t } = useTranslation();
  const ctx = useFieldContext();
  const current = checkpointValue(p, value);
  const labels = ctx.checkpointLabels ?? {};
  const answerLabel = (n: 1 | 2 | 3) =>
    (labels[`label${n}` as 'label1'] as string | undefined) || t(`checklists.cpLabel_${n}`);
  const slNo = str(p.slNo);
  const subitems = p.subitems ?? [];
  const change = (i: number, patch: Partial<CheckpointAnswer>) => set?.(withCheckpoint(p, value, i, patch));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 } }}>
      {p.ismainlabeleditable && set ? (
        <TextField
          fullWidth
          size="small"
          label={t('checklists.attr_label')}
          value={current.mainlabel ?? label}
          onChange={(e) => set({ ...current, mainlabel: e.target.value })}
          sx={{ mb: 1 }}
        />
      ) : (
        <Typography sx={{ fontWeight: 600, mb: 1 }}>
          {slNo ? `${slNo}. ` : ''}
          {current.mainlabel ?? label}
        </Typography>
      )}
      {p.checkpoint_label_text ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {str(p.checkpoint_label_text)}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1 }}>
        {subitems.map((s, i) => (
          <CheckpointRow
            key={i}
            number={slNo ? `${slNo}.${i + 1}` : String(i + 1)}
            subitem={s}
            answer={current.subitems[i]!}
            defect={error?.subitems.has(i) ?? false}
            answerLabel={answerLabel}
            onChange={set ? (patch) => change(i, patch) : undefined}
          />
        ))}
      </Box>
      {labels.explaination ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {labels.explaination}
        </Typography>
      ) : null}
    </Paper>
  );
}

function CheckpointRow(props: {
  number: string;
  subitem: NonNullable<FillProperty['subitems']>[number];
  answer: CheckpointAnswer;
  defect: boolean;
  answerLabel: (n: 1 | 2 | 3) => string;
  onChange?: (patch: Partial<CheckpointAnswer>) => void;
}) {
  const { number, subitem, answer, defect, answerLabel, onChange } = props;
  const { t } = useTranslation();
  const hasDetails = Boolean(
    answer.comments || answer.date || answer.signature || (answer.filesIds && answer.filesIds.length),
  );
  const [open, setOpen] = useState(hasDetails || answer.radioBoxValue === 3);
  // A defect asks for details: the comment, date, photos and signature open when the answer becomes 3.
  const [seen, setSeen] = useState(answer.radioBoxValue);
  if (seen !== answer.radioBoxValue) {
    setSeen(answer.radioBoxValue);
    if (answer.radioBoxValue === 3) setOpen(true);
  }
  const text = subitem.islabeleditable ? (answer.label ?? subitem.label) : subitem.label;
  const unanswered = answer.radioBoxValue === 0;
  return (
    <div
      data-checkpoint={number}
      className={`sf-cp-row${defect ? ' sf-defect' : ''}${answer.radioBoxValue === 3 ? ' sf-answer-3' : ''}`}
    >
      <div className="sf-cp-head">
        <p className="sf-cp-number">{number}</p>
        <div className="sf-cp-label">
          {subitem.islabeleditable && onChange ? (
            <TextField
              size="small"
              fullWidth
              variant="standard"
              value={text}
              onChange={(e) => onChange({ label: e.target.value })}
              slotProps={{ htmlInput: { 'aria-label': `${number} ${t('checklists.attr_label')}` } }}
            />
          ) : (
            <p>{text}</p>
          )}
        </div>
        <div className="sf-toggles" role="group" aria-label={`${number} ${text}`}>
          {([1, 2, 3] as const).map((n) => (
            <button
              key={n}
              type="button"
              className={`sf-toggle sf-${n === 1 ? 'success' : n === 2 ? 'warning' : 'error'}`}
              aria-pressed={answer.radioBoxValue === n}
              disabled={!onChange}
              onClick={() => onChange?.({ radioBoxValue: answer.radioBoxValue === n ? 0 : n })}
            >
              {answerLabel(n)}
            </button>
          ))}
        </div>
        <LiteChoice
          type="checkbox"
          small
          className="sf-cp-u"
          label={t('checklists.cpLabel_U')}
          checked={answer.checkBoxU === true}
          disabled={!onChange}
          onChange={(checked) => onChange?.({ checkBoxU: checked })}
        />
        <button
          type="button"
          className="sf-icon-button"
          aria-label={t('checklists.moreDetails')}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={open ? EXPAND_LESS : EXPAND_MORE} />
          </svg>
        </button>
      </div>
      {defect && unanswered ? null : defect ? (
        <span className="sf-cp-defect">{t('checklistsapi.checklistCheckpointDefect')}</span>
      ) : null}
      {open ? (
        <Box sx={{ display: 'grid', gap: 1, mt: 1, pl: { sm: 5 } }}>
          {subitem.showastextfield ? (
            <TextField
              size="small"
              fullWidth
              label={t('checklists.answer')}
              value={str(answer.checkpoint_text)}
              onChange={(e) => onChange?.({ checkpoint_text: e.target.value })}
              slotProps={{ input: { readOnly: !onChange } }}
            />
          ) : null}
          <TextField
            size="small"
            fullWidth
            multiline
            label={t('checklists.comments')}
            value={str(answer.comments)}
            onChange={(e) => onChange?.({ comments: e.target.value })}
            slotProps={{ input: { readOnly: !onChange } }}
          />
          <DateTimeText
            kind="date"
            size="small"
            label={t('checklists.date')}
            value={str(answer.date)}
            onChange={onChange ? (d) => onChange({ date: d }) : undefined}
            style={{ maxWidth: 220 }}
          />
          <FilesInput
            label={t('checklists.files')}
            value={answer.filesIds}
            onChange={onChange ? (ids) => onChange({ filesIds: ids }) : undefined}
          />
          <SignatureInput
            value={answer.signature ?? null}
            onChange={onChange ? (s) => onChange({ signature: s }) : undefined}
            height={120}
          />
        </Box>
      ) : null}
    </div>
  );
}

/** spec 02 §3 type 21: recommended use yes/no, with a comment when the form asks for one on that answer. */
function RecommendedUse({ p, value, set, label }: Sub) {
  const { t } = useTranslation();
  const v = obj(value);
  const needsComment = (v.value === 'yes' && p.commentIfYes) || (v.value === 'no' && p.commentIfNo);
  return (
    <Box>
      <FormLabel>{label}</FormLabel>
      <RadioGroup row value={str(v.value)} onChange={(e) => set?.({ ...v, value: e.target.value })}>
        <FormControlLabel
          value="yes"
          label={str(p.yesLabel) || t('checklistsapi.yes')}
          control={<Radio disabled={!set} />}
        />
        <FormControlLabel
          value="no"
          label={str(p.noLabel) || t('checklistsapi.no')}
          control={<Radio disabled={!set} />}
        />
      </RadioGroup>
      {needsComment || v.comment ? (
        <TextField
          fullWidth
          multiline
          size="small"
          label={t('checklists.comment')}
          value={str(v.comment)}
          onChange={(e) => set?.({ ...v, comment: e.target.value })}
          slotProps={{ input: { readOnly: !set } }}
        />
      ) : null}
    </Box>
  );
}

type BlockInput = {
  key: string;
  label: string;
  kind?: 'number' | 'date' | 'text' | 'multiline';
  choices?: string[];
};

/** spec 02 §3 types 29-32: the F-gas records (drain and fill, leakage, repair/disposal) and the equipment fields. */
function RecordBlock({ p, value, set, label }: Sub) {
  const { t } = useTranslation();
  const { equipment } = useFieldContext();
  const v = obj(value);
  // An order with several equipment: the F-gas record says which one it is for (decision in docs/decisions.md).
  const picksEquipment = Boolean(equipment?.length) && p.type !== FIELD.equipmentupdate;
  const pickedId = str(v.equipment_id);
  const picked = equipment?.some((e) => String(e.id) === pickedId) ? pickedId : '';
  const answered = Object.entries(v).some(([k, x]) => k !== 'equipment_id' && str(x).trim() !== '');
  const inputs: BlockInput[] =
    p.type === FIELD.drainfill
      ? [
          { key: 'refrigerant', label: t('checklists.refrigerant') },
          { key: 'added', label: t('checklists.amountAdded'), kind: 'number' },
          { key: 'recovered', label: t('checklists.amountRecovered'), kind: 'number' },
          { key: 'date', label: t('checklists.date'), kind: 'date' },
          { key: 'comment', label: t('checklists.comment'), kind: 'multiline' },
        ]
      : p.type === FIELD.leakage
        ? [
            { key: 'refrigerant', label: t('checklists.refrigerant') },
            { key: 'charge', label: t('checklists.chargeKg'), kind: 'number' },
            {
              key: 'result',
              label: t('checklists.leakResult'),
              choices: ['none', 'found', 'repaired'],
            },
            { key: 'date', label: t('checklists.date'), kind: 'date' },
            { key: 'comment', label: t('checklists.comment'), kind: 'multiline' },
          ]
        : p.type === FIELD.repairdisposal
          ? [
              { key: 'action', label: t('checklists.repairOrDisposal'), choices: ['repair', 'disposal'] },
              { key: 'refrigerant', label: t('checklists.refrigerant') },
              { key: 'recovered', label: t('checklists.amountRecovered'), kind: 'number' },
              { key: 'date', label: t('checklists.date'), kind: 'date' },
              { key: 'comment', label: t('checklists.comment'), kind: 'multiline' },
            ]
          : [
              { key: 'number', label: t('checklists.eq_number') },
              { key: 'name', label: t('checklists.eq_name') },
              { key: 'make', label: t('checklists.eq_make') },
              { key: 'model', label: t('checklists.eq_model') },
              { key: 'serial_number', label: t('checklists.eq_serial') },
              { key: 'year', label: t('checklists.eq_year'), kind: 'number' },
              { key: 'location', label: t('checklists.eq_location') },
            ];
  const choiceLabel = (key: string, c: string) =>
    key === 'result' ? t(`checklists.leak_${c}`) : t(`checklists.action_${c}`);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Heading>{label}</Heading>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {picksEquipment && (
          <TextField
            select
            size="small"
            label={t('checklists.fgasEquipment')}
            value={picked}
            onChange={(e) =>
              set?.({ ...v, equipment_id: e.target.value === '' ? null : Number(e.target.value) })
            }
            helperText={
              answered && !picked ? t('checklists.fgasEquipmentMissing') : t('checklists.fgasEquipmentHelp')
            }
            error={answered && !picked}
            slotProps={{
              input: { readOnly: !set },
              htmlInput: { 'data-testid': `fgas-equipment-${p.name}` },
            }}
            sx={{ gridColumn: '1 / -1' }}
          >
            <MenuItem value="">–</MenuItem>
            {equipment!.map((e) => (
              <MenuItem key={e.id} value={String(e.id)}>
                {e.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        {inputs.map((i) =>
          i.choices ? (
            <TextField
              key={i.key}
              select
              size="small"
              label={i.label}
              value={str(v[i.key])}
              onChange={(e) => set?.({ ...v, [i.key]: e.target.value })}
              slotProps={{ input: { readOnly: !set } }}
            >
              <MenuItem value="">–</MenuItem>
              {i.choices.map((c) => (
                <MenuItem key={c} value={c}>
                  {choiceLabel(i.key, c)}
                </MenuItem>
              ))}
            </TextField>
          ) : i.kind === 'date' ? (
            <DateTimeText
              key={i.key}
              kind="date"
              size="small"
              label={i.label}
              value={str(v[i.key])}
              onChange={set ? (d) => set({ ...v, [i.key]: d ?? '' }) : undefined}
            />
          ) : (
            <TextField
              key={i.key}
              size="small"
              label={i.label}
              type="text"
              multiline={i.kind === 'multiline'}
              value={str(v[i.key])}
              onChange={(e) => set?.({ ...v, [i.key]: e.target.value })}
              slotProps={{
                input: { readOnly: !set },
                htmlInput: i.kind === 'number' ? { inputMode: 'decimal' } : undefined,
              }}
              sx={i.kind === 'multiline' ? { gridColumn: '1 / -1' } : undefined}
            />
          ),
        )}
      </Box>
    </Paper>
  );
}

const FREQUENCY_DAYS: Record<string, number[]> = {
  daily: Array.from({ length: 31 }, (_, i) => i + 1),
  weekly: [1, 8, 15, 22, 29],
  monthly: [1],
};

/**
 * spec 02 §3 type 33: the periodic check grid, 31 day columns; a daily row is answered every day, a weekly row on
 * days 1, 8, 15, 22 and 29, a monthly row on the first. Cells are OK / not OK (select) or a value (ratio).
 */
function PeriodicGrid({ p, value, set, label }: Sub) {
  const { t } = useTranslation();
  const v = obj(value);
  const rows = arr<{ label: string; frequency: string; rowtype?: string }>(p.periodicrows);
  const answers = arr<{ days?: Record<string, string> }>(v.rows);
  const change = (r: number, day: number, x: string) => {
    const next = rows.map((_, i) => ({ days: { ...answers[i]?.days } }));
    next[r]!.days[String(day)] = x;
    set?.({ ...v, rows: next });
  };
  const days = Array.from({ length: 31 }, (_, i) => i + 1);
  return (
    <Box>
      <Heading>{label}</Heading>
      <TextField
        type="month"
        size="small"
        label={t('checklists.month')}
        value={str(v.month)}
        onChange={(e) => set?.({ ...v, month: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, input: { readOnly: !set } }}
        sx={{ mb: 1, maxWidth: 220 }}
      />
      <ScrollTable label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', minWidth: 120 }} />
            {days.map((d) => (
              <TableCell key={d} align="center" sx={{ px: 0.25 }}>
                {d}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => {
            const active = new Set(FREQUENCY_DAYS[row.frequency] ?? FREQUENCY_DAYS.daily);
            return (
              <TableRow key={r}>
                <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', minWidth: 120 }}>
                  {row.label}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t(`checklists.${row.frequency}`)}
                  </Typography>
                </TableCell>
                {days.map((d) => {
                  const cell = answers[r]?.days?.[String(d)] ?? '';
                  if (!active.has(d)) return <TableCell key={d} sx={{ bgcolor: 'action.hover', px: 0.25 }} />;
                  return (
                    <TableCell key={d} align="center" sx={{ px: 0.25 }}>
                      {row.rowtype === 'ratio' ? (
                        <TextField
                          variant="standard"
                          size="small"
                          value={cell}
                          onChange={(e) => change(r, d, e.target.value)}
                          slotProps={{
                            input: { readOnly: !set },
                            htmlInput: {
                              'aria-label': `${row.label} ${d}`,
                              style: { width: 34, textAlign: 'center' },
                            },
                          }}
                        />
                      ) : (
                        <Checkbox
                          size="small"
                          checked={cell === 'ok'}
                          indeterminate={cell === 'not_ok'}
                          disabled={!set}
                          sx={{ p: 0.25 }}
                          onChange={() => change(r, d, cell === '' ? 'ok' : cell === 'ok' ? 'not_ok' : '')}
                          slotProps={{ input: { 'aria-label': `${row.label} ${d}` } }}
                        />
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </ScrollTable>
      {p.actions_taken_by ? (
        <TextField
          size="small"
          fullWidth
          label={t('checklists.actionsTakenBy')}
          value={str(v.actions_taken_by)}
          onChange={(e) => set?.({ ...v, actions_taken_by: e.target.value })}
          slotProps={{ input: { readOnly: !set } }}
          sx={{ mt: 1 }}
        />
      ) : null}
    </Box>
  );
}
