import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../settings/resource-list.logic';
import { resourceApi, resourceKeys } from '../settings/resource.api';
import { useDebouncedValue } from '../settings/use-debounced-value';

type Option = { id: number; name: string };

/** A compact customer filter of a list: asks the server as the user types (50 000 customers do not fit a select). */
export function CustomerFilter(props: {
  value: Option | null;
  onChange: (o: Option | null) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const body = useMemo(
    () => ({
      search: search.trim() || undefined,
      match: { iscustomer: true },
      skip: 0,
      limit: 20,
      count: true as const,
    }),
    [search],
  );
  const options = useQuery({
    queryKey: resourceKeys.list('customers', body),
    queryFn: () => resourceApi.list<{ id: number; name: string }>('customers', body),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return (
    <Autocomplete<Option>
      size="small"
      value={props.value}
      options={(options.data?.items ?? []).map((c) => ({ id: c.id, name: c.name }))}
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
      renderInput={(params) => <TextField {...params} label={props.label} />}
    />
  );
}
