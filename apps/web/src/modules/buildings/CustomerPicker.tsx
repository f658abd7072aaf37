import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../platform/api';
import { useRecordFieldError } from '../leads/RecordFields';
import { useDebouncedValue } from '../settings/use-debounced-value';

type CustomerOption = { id: number; name: string; customernumber?: number | null; city?: string | null };

type CustomerPickerProps<V extends FieldValues> = {
  control: Control<V>;
  name: Path<V>;
  /** The saved customer, so its name shows before anything is searched. */
  current: { id: number; name: string } | null;
  label: string;
  section: string;
  disabled?: boolean;
};

// spec 01 §9: search debounce 500 ms. A tenant may have 50 000 customers: the picker searches on the server.
const DEBOUNCE_MS = 500;

/** Picks one of the tenant's customers by typing part of its name, number or city. */
export function CustomerPicker<V extends FieldValues>(props: CustomerPickerProps<V>) {
  const { t } = useTranslation();
  const fieldError = useRecordFieldError(props.section);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['resource', 'customers', 'picker', search],
    queryFn: () =>
      api.post<{ items: CustomerOption[] }>(
        'customers/list',
        { search: search.trim() || undefined, limit: 20, match: { isactive: true } },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const items = found.data?.items ?? [];
        const selected: CustomerOption | null =
          field.value === '' || field.value === null || field.value === undefined
            ? null
            : (items.find((c) => c.id === field.value) ??
              (props.current && props.current.id === field.value
                ? props.current
                : { id: field.value as number, name: `#${String(field.value)}` }));
        const options = selected && !items.some((c) => c.id === selected.id) ? [selected, ...items] : items;
        return (
          <Autocomplete<CustomerOption>
            options={options}
            value={selected}
            onChange={(_, value) => field.onChange(value ? value.id : '')}
            onBlur={field.onBlur}
            inputValue={input}
            onInputChange={(_, value) => setInput(value)}
            getOptionLabel={(c) => c.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(x) => x}
            loading={found.isFetching}
            disabled={props.disabled}
            noOptionsText={t('buildings.noCustomersFound')}
            renderOption={(liProps, c) => (
              <li {...liProps} key={c.id}>
                <span>
                  {c.name}
                  {c.customernumber || c.city ? (
                    <span style={{ opacity: 0.6 }}>
                      {' '}
                      · {[c.customernumber, c.city].filter(Boolean).join(' · ')}
                    </span>
                  ) : null}
                </span>
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={t(props.label)}
                placeholder={t('buildings.customerSearch')}
                error={Boolean(fieldState.error)}
                helperText={fieldError(fieldState.error)}
              />
            )}
          />
        );
      }}
    />
  );
}
