import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersApi } from '../orders/orders.api';
import { SEARCH_DEBOUNCE_MS } from '../settings/resource-list.logic';
import { useDebouncedValue } from '../settings/use-debounced-value';

export type OrderOption = { id: number; ordernumber: number | null; customername?: string | null };

export function orderLabel(o: OrderOption): string {
  return [o.ordernumber, o.customername].filter((x) => x !== null && x !== undefined && x !== '').join(' – ');
}

/** Choosing the order hours are logged on: a search over the orders (debounced, 20 at a time). */
export function OrderPicker(props: {
  value: OrderOption | null;
  onChange: (order: OrderOption | null) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const body = useMemo(() => ({ search: search.trim() || undefined, skip: 0, limit: 20 }), [search]);
  const options = useQuery({
    queryKey: ['resource', 'orders', 'list', { hourspicker: body }],
    queryFn: () => ordersApi.list(body),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: !props.disabled,
  });
  const list: OrderOption[] = (options.data?.items ?? []).map((o) => ({
    id: o.id,
    ordernumber: o.ordernumber,
    customername: o.customername,
  }));
  return (
    <Autocomplete<OrderOption>
      value={props.value}
      options={list}
      disabled={props.disabled}
      loading={options.isFetching}
      filterOptions={(o) => o}
      getOptionLabel={orderLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, value) => props.onChange(value)}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') setInput(value);
      }}
      renderOption={(liProps, o) => (
        <li {...liProps} key={o.id}>
          {orderLabel(o)}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('timer.field_order_id')}
          placeholder={t('timer.orderSearch')}
          error={Boolean(props.error)}
          helperText={props.error}
        />
      )}
    />
  );
}
