import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../platform/api';
import { resourceKeys } from '../settings/resource.api';
import { useModuleFieldError } from '../products/use-module-field-error';

type BuildingItem = { id: number; name: string; address: string | null };

/** The buildings of the chosen customer (buildings/get_active with customerid), plus the saved one. */
export function BuildingField(props: {
  control: Control<FieldValues>;
  customerId: number | null;
  value: number | '' | null;
  disabled?: boolean;
}) {
  const { control, customerId, value } = props;
  const { t } = useTranslation();
  const fieldError = useModuleFieldError('equipment');
  const keep = typeof value === 'number' ? [value] : [];
  const buildings = useQuery({
    queryKey: [...resourceKeys.active('buildings'), customerId, keep],
    queryFn: () =>
      api
        .post<BuildingItem[]>(
          'buildings/get_active',
          { ...(customerId ? { customerid: customerId } : {}), ...(keep.length ? { ids: keep } : {}) },
          { silent: true },
        )
        .catch(() => [] as BuildingItem[]),
    enabled: customerId !== null,
    staleTime: 60_000,
  });
  const rows = customerId === null ? [] : (buildings.data ?? []);
  return (
    <Controller
      control={control}
      name="building_id"
      render={({ field, fieldState }) => (
        <TextField
          select
          {...field}
          value={rows.some((r) => r.id === field.value) ? field.value : ''}
          onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
          label={t('equipment.field_building_id')}
          disabled={props.disabled || rows.length === 0}
          error={Boolean(fieldState.error)}
          helperText={fieldError(fieldState.error)}
          fullWidth
        >
          <MenuItem value="">
            <em>{t('equipment.none')}</em>
          </MenuItem>
          {rows.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.address ? `${b.name} · ${b.address}` : b.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
