import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../settings/resource-list.logic';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { chosenCustomerQuery, customerKeys, customersApi, type Customer } from './customers.api';

type Option = { id: number; name: string; customernumber: number | null; city?: string | null };

export type CustomerPickerProps = {
  value: number | null;
  /** The chosen customer's id and name (null when cleared). */
  onChange: (id: number | null, name?: string) => void;
  onBlur?: () => void;
  label: string;
  /** Name of the chosen customer when it is already known (saves a call). */
  initialName?: string | null;
  /** Only suppliers (main and secondary supplier). */
  suppliersOnly?: boolean;
  /** Leave this customer out (a customer cannot be its own supplier). */
  excludeId?: number;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  placeholder?: string;
  /** Focused when drawn (the record forms draw it in place of its light stand-in when it is used). */
  autoFocus?: boolean;
};

/**
 * Choosing a customer among 50 000: a search field that asks the server (debounced 500 ms, spec 01 §9) instead of
 * loading every customer.
 */
export function CustomerPicker(props: CustomerPickerProps) {
  const { value, onChange, onBlur, label, initialName, suppliersOnly, excludeId } = props;
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const body = useMemo(
    () => ({
      search: search.trim() || undefined,
      match: suppliersOnly ? { issupplier: true, isactive: true } : { isactive: true },
      limit: 20,
    }),
    [search, suppliersOnly],
  );
  const options = useQuery({
    queryKey: customerKeys.list({ picker: body }),
    queryFn: () => customersApi.list(body),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const chosen = useQuery(chosenCustomerQuery(value, initialName));
  const selected: Option | null =
    value === null
      ? null
      : {
          id: value,
          name: initialName ?? chosen.data?.name ?? '',
          customernumber: chosen.data?.customernumber ?? null,
        };
  const list: Option[] = (options.data?.items ?? [])
    .filter((c: Customer) => c.id !== excludeId)
    .map((c) => ({ id: c.id, name: c.name, customernumber: c.customernumber, city: c.city }));

  return (
    <Autocomplete<Option>
      value={selected}
      options={list}
      loading={options.isFetching}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(liProps, o) => (
        <li {...liProps} key={o.id}>
          {o.name}
          {o.customernumber || o.city ? (
            <span style={{ marginLeft: 8, opacity: 0.6 }}>
              {[
                o.customernumber ? t('customers.customerNumberShort', { number: o.customernumber }) : null,
                o.city,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          ) : null}
        </li>
      )}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      }}
      onChange={(_, o) => onChange(o ? o.id : null, o?.name)}
      onBlur={onBlur}
      disabled={props.disabled}
      noOptionsText={t('customers.noMatches')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size={props.size}
          placeholder={props.placeholder}
          autoFocus={props.autoFocus}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
        />
      )}
    />
  );
}
