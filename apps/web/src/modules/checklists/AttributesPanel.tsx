// The builder's side panel: the chosen field's attributes (spec 02 §3, the common ones and the type's own from the
// table), each with the rule's message when it breaks one (spec 02 §5).
import Add from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../platform/api';
import { validationText } from '../../platform/form-errors';
import { SEARCH_DEBOUNCE_MS } from '../settings/resource-list.logic';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { editableAttributes, type BuilderField } from './builder.logic';

type Obj = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const arr = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
/** A number typed in a box: the number, or the text when it is none (the rule then says what is wrong). */
const num = (text: string): number | undefined => {
  if (text.trim() === '') return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : (text as unknown as number);
};

export function AttributesPanel(props: {
  field: BuilderField;
  errors: Record<string, string>;
  onChange: (patch: Partial<BuilderField>) => void;
}) {
  const { field, errors, onChange } = props;
  const { t } = useTranslation();
  const attrs = new Set(editableAttributes(field.type));
  const err = (key: string) => (errors[key] ? validationText(t, errors[key]) : undefined);
  const label = (a: string) => t(`checklists.attr_${a}`);
  const f = field as BuilderField & Obj;

  const text = (a: string, opts: { multiline?: boolean; help?: string } = {}) => (
    <TextField
      key={a}
      size="small"
      fullWidth
      label={label(a)}
      value={str(f[a])}
      multiline={opts.multiline}
      minRows={opts.multiline ? 3 : undefined}
      onChange={(e) =>
        onChange({ [a]: e.target.value === '' && a !== 'label' && a !== 'name' ? undefined : e.target.value })
      }
      error={Boolean(err(a))}
      helperText={err(a) ?? opts.help}
      slotProps={{ htmlInput: { 'data-attr': a } }}
    />
  );
  const number = (a: string) => (
    <TextField
      key={a}
      size="small"
      fullWidth
      label={label(a)}
      value={str(f[a])}
      onChange={(e) => onChange({ [a]: num(e.target.value) })}
      error={Boolean(err(a))}
      helperText={err(a)}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-attr': a } }}
    />
  );
  const flag = (a: string) => (
    <FormControlLabel
      key={a}
      label={label(a)}
      control={
        <Switch checked={f[a] === true} onChange={(e) => onChange({ [a]: e.target.checked || undefined })} />
      }
    />
  );
  const choice = (a: string, values: string[], labelOf: (v: string) => string) => (
    <TextField
      key={a}
      select
      size="small"
      fullWidth
      label={label(a)}
      value={str(f[a])}
      onChange={(e) => onChange({ [a]: e.target.value || undefined })}
    >
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {labelOf(v)}
        </MenuItem>
      ))}
    </TextField>
  );

  const out: ReactNode[] = [];
  for (const a of attrs) {
    switch (a) {
      case 'name':
        out.push(text('name', { help: t('checklists.attr_name_help') }));
        break;
      case 'label':
        out.push(text('label', { multiline: field.type === 16 }));
        break;
      case 'columns':
      case 'rows':
      case 'components':
      case 'font_size':
        out.push(number(a));
        break;
      case 'default_value':
      case 'placeholder':
      case 'dynamicpanelkey':
      case 'panelkey':
      case 'checkpoint_label_text':
      case 'yesLabel':
      case 'noLabel':
        out.push(text(a));
        break;
      case 'slNo':
        out.push(text(a));
        break;
      case 'html':
        out.push(text(a, { multiline: true }));
        break;
      case 'readonly':
      case 'canExclude':
      case 'multiple':
      case 'is_multiselect':
      case 'isAPI':
      case 'showSum':
      case 'activateIndexNumbers':
      case 'enableSkipPrint':
      case 'showonprint':
      case 'ismainlabeleditable':
      case 'commentIfYes':
      case 'commentIfNo':
      case 'actions_taken_by':
        out.push(flag(a));
        break;
      case 'viewType':
        out.push(choice(a, ['horizontal', 'vertical'], (v) => t(`checklists.viewType_${v}`)));
        break;
      case 'horizontalAlignment':
        out.push(choice(a, ['left', 'center', 'right'], (v) => t(`checklists.align_${v}`)));
        break;
      case 'printRelatedEquipmentPosition':
        out.push(choice(a, ['top', 'bottom'], (v) => t(`checklists.position_${v}`)));
        break;
      case 'options':
      case 'products':
        if (a === 'options' && field.isAPI) break;
        out.push(<OptionsEditor key={a} attr={a} field={f} errors={errors} onChange={onChange} />);
        if (a === 'products') out.push(<ProductAdd key="products-add" field={f} onChange={onChange} />);
        break;
      case 'apilist':
        if (field.isAPI) out.push(<ApiListEditor key={a} field={f} onChange={onChange} />);
        break;
      case 'sumColIndexes':
        if (field.showSum)
          out.push(
            <TextField
              key={a}
              size="small"
              fullWidth
              label={label(a)}
              defaultValue={arr<number>(f[a]).join(', ')}
              onBlur={(e) =>
                onChange({
                  sumColIndexes: e.target.value
                    .split(/[,\s]+/)
                    .filter(Boolean)
                    .map(Number)
                    .filter((n) => Number.isInteger(n) && n >= 0),
                })
              }
              error={Boolean(err(a))}
              helperText={err(a)}
            />,
          );
        break;
      case 'grid_header':
      case 'grid_data':
        out.push(<GridEditor key={a} attr={a} field={f} errors={errors} onChange={onChange} />);
        break;
      case 'subitems':
        out.push(<SubitemsEditor key={a} field={f} errors={errors} onChange={onChange} />);
        break;
      case 'surveyOptions':
        out.push(<SurveyEditor key={a} field={f} onChange={onChange} />);
        break;
      case 'periodicrows':
        out.push(<PeriodicEditor key={a} field={f} onChange={onChange} />);
        break;
      case 'dataRows':
        out.push(<DataRowsEditor key={a} field={f} errors={errors} onChange={onChange} />);
        break;
    }
  }
  return <Box sx={{ display: 'grid', gap: 1.5 }}>{out}</Box>;
}

type EditorProps = {
  field: Obj;
  onChange: (patch: Partial<BuilderField>) => void;
  errors?: Record<string, string>;
};

function ListHead({ title, onAdd, testId }: { title: string; onAdd: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Button size="small" startIcon={<Add />} onClick={onAdd} data-testid={testId}>
        {t('checklists.add')}
      </Button>
    </Box>
  );
}

function RemoveButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <IconButton size="small" aria-label={t('checklists.remove')} onClick={onClick}>
      <Delete fontSize="small" />
    </IconButton>
  );
}

/** Options with the text shown and the value stored (3, 4, 5, 19; products of 3). */
function OptionsEditor({ attr, field, errors = {}, onChange }: EditorProps & { attr: string }) {
  const { t } = useTranslation();
  const list = arr<{ label: string; value: string | number }>(field[attr]);
  const set = (next: typeof list) => onChange({ [attr]: next });
  return (
    <Box>
      <ListHead
        title={t(`checklists.attr_${attr}`)}
        onAdd={() =>
          set([
            ...list,
            { label: `${t('checklists.option')} ${list.length + 1}`, value: `option_${list.length + 1}` },
          ])
        }
      />
      {errors[attr] ? (
        <Typography variant="caption" color="error">
          {validationText(t, errors[attr])}
        </Typography>
      ) : null}
      {list.map((o, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 0.5, mt: 0.75, alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('checklists.optionLabel')}
            value={o.label}
            onChange={(e) => set(list.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
            error={Boolean(errors[`${attr}.${i}.label`])}
          />
          <TextField
            size="small"
            label={t('checklists.optionValue')}
            value={str(o.value)}
            onChange={(e) => set(list.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))}
          />
          <RemoveButton onClick={() => set(list.filter((_, j) => j !== i))} />
        </Box>
      ))}
    </Box>
  );
}

type ProductOption = { id: number; number: string; name: string };

/** spec 02 §3 type 3 "optional products list": a product of the register added as an option (its name shown, its
 * number stored), beside the options typed by hand. */
function ProductAdd({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const options = useQuery({
    queryKey: ['resource', 'products', 'picker', search],
    queryFn: () =>
      api.post<{ items: ProductOption[] }>('products/list', {
        search: search.trim() || undefined,
        match: { isactive: true },
        limit: 20,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const list = arr<{ label: string; value: string | number }>(field.products);
  return (
    <Autocomplete<ProductOption>
      size="small"
      value={null}
      options={options.data?.items ?? []}
      filterOptions={(o) => o}
      getOptionLabel={(o) => `${o.number} ${o.name}`}
      getOptionDisabled={(o) => list.some((x) => String(x.value) === o.number)}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_e, p) => {
        if (p) onChange({ products: [...list, { label: p.name, value: p.number }] });
        setInput('');
      }}
      renderInput={(params) => <TextField {...params} label={t('checklists.addFromProducts')} />}
    />
  );
}

/** spec 02 §3 type 14: the dynamic panel's data rows, each a source or a dynamic panel key. */
function DataRowsEditor({ field, errors = {}, onChange }: EditorProps) {
  const { t } = useTranslation();
  const list = arr<{ source?: string; key?: string }>(field.dataRows);
  const set = (next: typeof list) => onChange({ dataRows: next } as Partial<BuilderField>);
  const patch = (i: number, key: 'source' | 'key', value: string) =>
    set(
      list.map((x, j) => {
        if (j !== i) return x;
        const next = { ...x };
        if (value === '') delete next[key];
        else next[key] = value;
        return next;
      }),
    );
  return (
    <Box>
      <ListHead
        title={t('checklists.attr_dataRows')}
        onAdd={() => set([...list, { source: '' }])}
        testId="add-dataRows"
      />
      <Typography variant="caption" color="text.secondary">
        {errors.dataRows ? validationText(t, errors.dataRows) : t('checklists.dataRowsHelp')}
      </Typography>
      {list.map((row, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 0.5, mt: 0.75, alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('checklists.dataRowSource')}
            value={str(row.source)}
            onChange={(e) => patch(i, 'source', e.target.value)}
            error={Boolean(errors[`dataRows.${i}.source`])}
            slotProps={{ htmlInput: { 'data-attr': `dataRows.${i}.source` } }}
          />
          <TextField
            size="small"
            label={t('checklists.dataRowKey')}
            value={str(row.key)}
            onChange={(e) => patch(i, 'key', e.target.value)}
            error={Boolean(errors[`dataRows.${i}.key`])}
            slotProps={{ htmlInput: { 'data-attr': `dataRows.${i}.key` } }}
          />
          <RemoveButton onClick={() => set(list.filter((_, j) => j !== i))} />
        </Box>
      ))}
    </Box>
  );
}

function ApiListEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const v = (field.apilist ?? {}) as Obj;
  const set = (k: string, x: string) =>
    onChange({
      apilist: {
        resource: str(v.resource),
        select_text: str(v.select_text),
        select_value: str(v.select_value),
        [k]: x,
      },
    });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        size="small"
        label={t('checklists.apilist_resource')}
        value={str(v.resource)}
        onChange={(e) => set('resource', e.target.value)}
      />
      <TextField
        size="small"
        label={t('checklists.apilist_text')}
        value={str(v.select_text)}
        onChange={(e) => set('select_text', e.target.value)}
      />
      <TextField
        size="small"
        label={t('checklists.apilist_value')}
        value={str(v.select_value)}
        onChange={(e) => set('select_value', e.target.value)}
      />
    </Box>
  );
}

/** Columns / rows of grids (15, 17: header labels and named rows; 18, 28: labelled columns with width %). */
function GridEditor({ attr, field, errors = {}, onChange }: EditorProps & { attr: string }) {
  const { t } = useTranslation();
  const list = arr<Obj>(field[attr]);
  const dataGrid = field.type === 18 || field.type === 28;
  const named = attr === 'grid_data' && !dataGrid;
  const key = named ? 'name' : 'label';
  const set = (next: Obj[]) => onChange({ [attr]: next });
  const patch = (i: number, p: Obj) => set(list.map((x, j) => (j === i ? { ...x, ...p } : x)));
  const word = named ? t('checklists.row') : t('checklists.column');
  return (
    <Box>
      <ListHead
        title={t(`checklists.attr_${attr}`)}
        onAdd={() => set([...list, { [key]: `${word} ${list.length + 1}` }])}
      />
      {list.map((c, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 0.5, mt: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            sx={{ flex: '1 1 120px' }}
            label={word}
            value={str(c[key])}
            onChange={(e) => patch(i, { [key]: e.target.value })}
          />
          {dataGrid ? (
            <>
              <TextField
                size="small"
                sx={{ width: 90 }}
                label={t('checklists.gridWidth')}
                value={str(c.width)}
                onChange={(e) => patch(i, { width: num(e.target.value) })}
                error={Boolean(errors[`${attr}.${i}.width`])}
                helperText={
                  errors[`${attr}.${i}.width`] ? validationText(t, errors[`${attr}.${i}.width`]) : undefined
                }
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-attr': `${attr}.${i}.width` } }}
              />
              <TextField
                select
                size="small"
                sx={{ width: 120 }}
                label={t('checklists.cellType')}
                value={str(c.celltype) || 'text'}
                onChange={(e) =>
                  patch(i, { celltype: e.target.value === 'text' ? undefined : e.target.value })
                }
              >
                {['text', 'checkbox', 'radiobox', 'select', 'label'].map((ct) => (
                  <MenuItem key={ct} value={ct}>
                    {t(`checklists.celltype_${ct}`)}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                label={t('checklists.hideFromPrint')}
                control={
                  <Checkbox
                    size="small"
                    checked={c.hideFromPrint === true}
                    onChange={(e) => patch(i, { hideFromPrint: e.target.checked || undefined })}
                  />
                }
              />
            </>
          ) : null}
          <RemoveButton onClick={() => set(list.filter((_, j) => j !== i))} />
        </Box>
      ))}
    </Box>
  );
}

/** spec 02 §3 type 20: the checkpoints (label, editable label, answer as text). */
function SubitemsEditor({ field, errors = {}, onChange }: EditorProps) {
  const { t } = useTranslation();
  const list = arr<Obj>(field.subitems);
  const set = (next: Obj[]) => onChange({ subitems: next as BuilderField['subitems'] });
  const patch = (i: number, p: Obj) => set(list.map((x, j) => (j === i ? { ...x, ...p } : x)));
  return (
    <Box>
      <ListHead
        title={t('checklists.attr_subitems')}
        onAdd={() =>
          set([
            ...list,
            { value: list.length + 1, label: `${t('checklists.checkpoint')} ${list.length + 1}` },
          ])
        }
      />
      {errors.subitems ? (
        <Typography variant="caption" color="error">
          {validationText(t, errors.subitems)}
        </Typography>
      ) : null}
      {list.map((s, i) => (
        <Box key={i} sx={{ mt: 0.75, p: 0.75, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ minWidth: 32 }}>
              {str(field.slNo) ? `${str(field.slNo)}.${i + 1}` : i + 1}
            </Typography>
            <TextField
              size="small"
              fullWidth
              label={t('checklists.checkpoint')}
              value={str(s.label)}
              onChange={(e) => patch(i, { label: e.target.value })}
            />
            <RemoveButton onClick={() => set(list.filter((_, j) => j !== i))} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
            <FormControlLabel
              label={<Typography variant="caption">{t('checklists.islabeleditable')}</Typography>}
              control={
                <Checkbox
                  size="small"
                  checked={s.islabeleditable === true}
                  onChange={(e) => patch(i, { islabeleditable: e.target.checked || undefined })}
                />
              }
            />
            <FormControlLabel
              label={<Typography variant="caption">{t('checklists.showastextfield')}</Typography>}
              control={
                <Checkbox
                  size="small"
                  checked={s.showastextfield === true}
                  onChange={(e) => patch(i, { showastextfield: e.target.checked || undefined })}
                />
              }
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function SurveyEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const so = (field.surveyOptions ?? { selectionType: 0 }) as Obj;
  const flags = (so.checkboxFlags ?? {}) as Obj;
  const set = (p: Obj) => onChange({ surveyOptions: { ...so, ...p } as BuilderField['surveyOptions'] });
  const setFlag = (k: string, v: boolean) => set({ checkboxFlags: { ...flags, [k]: v || undefined } });
  const kind = Number(so.selectionType) || 0;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        select
        size="small"
        label={t('checklists.attr_surveyOptions')}
        value={String(kind)}
        onChange={(e) => set({ selectionType: Number(e.target.value) })}
      >
        {[0, 1, 2, 3, 4].map((n) => (
          <MenuItem key={n} value={String(n)}>
            {t(`checklists.selectionType_${n}`)}
          </MenuItem>
        ))}
      </TextField>
      {kind >= 3 ? <OptionsEditor attr="options" field={field} onChange={onChange} /> : null}
      <TextField
        size="small"
        label={t('checklists.survey_labelForField')}
        value={str(so.labelForField)}
        onChange={(e) => set({ labelForField: e.target.value || undefined })}
      />
      {(['date', 'signature', 'enableSkipPrint'] as const).map((k) => (
        <FormControlLabel
          key={k}
          label={k === 'enableSkipPrint' ? t('checklists.attr_enableSkipPrint') : t(`checklists.survey_${k}`)}
          control={<Switch checked={flags[k] === true} onChange={(e) => setFlag(k, e.target.checked)} />}
        />
      ))}
      <FormControlLabel
        label={t('checklists.survey_notification')}
        control={
          <Switch
            checked={so.notificationForAdditionalWork === true}
            onChange={(e) => set({ notificationForAdditionalWork: e.target.checked || undefined })}
          />
        }
      />
    </Box>
  );
}

function PeriodicEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const list = arr<{
    label: string;
    frequency: 'daily' | 'weekly' | 'monthly';
    rowtype?: 'select' | 'ratio';
  }>(field.periodicrows);
  const set = (next: typeof list) => onChange({ periodicrows: next });
  const patch = (i: number, p: Partial<(typeof list)[number]>) =>
    set(list.map((x, j) => (j === i ? { ...x, ...p } : x)));
  return (
    <Box>
      <ListHead
        title={t('checklists.attr_periodicrows')}
        onAdd={() =>
          set([...list, { label: `${t('checklists.row')} ${list.length + 1}`, frequency: 'daily' }])
        }
      />
      {list.map((r, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 0.5, mt: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            sx={{ flex: '1 1 120px' }}
            label={t('checklists.row')}
            value={r.label}
            onChange={(e) => patch(i, { label: e.target.value })}
          />
          <TextField
            select
            size="small"
            sx={{ width: 120 }}
            label={t('checklists.frequency')}
            value={r.frequency}
            onChange={(e) => patch(i, { frequency: e.target.value as 'daily' })}
          >
            {(['daily', 'weekly', 'monthly'] as const).map((fq) => (
              <MenuItem key={fq} value={fq}>
                {t(`checklists.${fq}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            sx={{ width: 130 }}
            label={t('checklists.rowtype')}
            value={r.rowtype ?? 'select'}
            onChange={(e) => patch(i, { rowtype: e.target.value as 'select' })}
          >
            {(['select', 'ratio'] as const).map((rt) => (
              <MenuItem key={rt} value={rt}>
                {t(`checklists.rowtype_${rt}`)}
              </MenuItem>
            ))}
          </TextField>
          <RemoveButton onClick={() => set(list.filter((_, j) => j !== i))} />
        </Box>
      ))}
    </Box>
  );
}
