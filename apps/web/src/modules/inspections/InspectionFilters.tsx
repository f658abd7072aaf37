// The filter inputs of the inspection list and reports: status (with the derived overdue), inspection type,
// customer, equipment (both asked of the server as the user types) and a period of DD.MM.YYYY dates.
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { parseDate } from '@suite/shared/format/date-format';
import { INSPECTION_DISPLAY_STATUSES } from '@suite/shared/inspections/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../settings/resource-list.logic';
import { resourceApi, resourceKeys } from '../settings/resource.api';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { useActiveList } from '../timer/lookups';

export type Option = { id: number; name: string };

/** A typed DD.MM.YYYY as ISO; undefined while blank or not a whole date. */
export const isoOf = (text: string) => (text.trim() ? (parseDate(text.trim()) ?? undefined) : undefined);
/** A typed date that is not blank and not a date. */
export const badDate = (text: string) => text.trim() !== '' && !isoOf(text);

/** The tenant's inspection types (settings 'inspectiontypes'), for the filters and the form. */
export const useInspectionTypes = () => useActiveList('inspectiontypes');

export function StatusFilter(props: {
  value: string;
  onChange: (value: string) => void;
  /** Offer 'never inspected' (the last-inspection report). */
  withNone?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('inspections.filterStatus')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ width: { xs: 'calc(50% - 6px)', sm: 210 } }}
      data-testid="inspection-status-filter"
    >
      <MenuItem value="">{t('inspections.filterAll')}</MenuItem>
      {INSPECTION_DISPLAY_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`inspections.status_${s}`)}
        </MenuItem>
      ))}
      {props.withNone ? <MenuItem value="none">{t('inspections.status_none')}</MenuItem> : null}
    </TextField>
  );
}

export function TypeFilter(props: { value: number | ''; onChange: (value: number | '') => void }) {
  const { t } = useTranslation();
  const types = useInspectionTypes();
  return (
    <TextField
      select
      size="small"
      label={t('inspections.filterType')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value === '' ? '' : Number(e.target.value))}
      sx={{ width: { xs: 'calc(50% - 6px)', sm: 180 } }}
    >
      <MenuItem value="">{t('inspections.filterAll')}</MenuItem>
      {(types.data ?? []).map((x) => (
        <MenuItem key={x.id} value={x.id}>
          {x.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A record chosen by searching the server: customers or equipment (50 000 do not fit a select). */
export function SearchFilter(props: {
  resource: 'customers' | 'equipments';
  value: Option | null;
  onChange: (o: Option | null) => void;
  label: string;
  size?: 'small' | 'medium';
  required?: boolean;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const { resource } = props;
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const body = useMemo(
    () => ({
      search: search.trim() || undefined,
      ...(resource === 'customers' ? { match: { iscustomer: true } } : {}),
      skip: 0,
      limit: 20,
      count: true as const,
    }),
    [search, resource],
  );
  const options = useQuery({
    queryKey: resourceKeys.list(resource, body),
    queryFn: () =>
      resourceApi.list<{ id: number; name: string; number?: string | null; customername?: string | null }>(
        resource,
        body,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: !props.disabled,
  });
  const list: Option[] = (options.data?.items ?? []).map((r) => ({
    id: r.id,
    name:
      resource === 'equipments'
        ? [r.number, r.name, r.customername ? `(${r.customername})` : ''].filter(Boolean).join(' ')
        : r.name,
  }));
  return (
    <Autocomplete<Option>
      size={props.size ?? 'small'}
      value={props.value}
      options={list}
      disabled={props.disabled}
      loading={options.isFetching}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      }}
      onChange={(_, o) => props.onChange(o)}
      noOptionsText={t('settings.noMatches')}
      sx={{ minWidth: 0 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          error={Boolean(props.error)}
          helperText={props.error}
        />
      )}
    />
  );
}

export function DateFilter(props: { label: string; value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      label={props.label}
      placeholder="DD.MM.YYYY"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={badDate(props.value)}
      helperText={badDate(props.value) ? t('validation.invalidDate') : undefined}
      sx={{ width: { xs: 'calc(50% - 6px)', sm: 140 } }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
