import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../settings/SettingsSection';
import { FormText } from './FormText';
import { LookupField } from './LookupField';
import { newUnitRow, type UnitRow } from './product-form.logic';
import { useModuleFieldError } from './use-module-field-error';

type Props = { form: UseFormReturn<FieldValues>; readOnly: boolean };

function RoleCheck({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<FieldValues>;
  name: string;
  label: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ mr: 0, whiteSpace: 'nowrap' }}
          label={label}
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(_, c) => field.onChange(c)}
              disabled={disabled}
            />
          }
        />
      )}
    />
  );
}

/** spec 02 §5: at least one sales unit and one supplier unit; a unit is listed once, with its factor. */
export function ProductUnitsSection({ form, readOnly }: Props) {
  const { t } = useTranslation();
  const fieldError = useModuleFieldError('products');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'units' });
  const values = (useWatch({ control: form.control, name: 'units' }) ?? []) as UnitRow[];
  const errors = form.formState.errors.units as { message?: string; root?: { message?: string } } | undefined;
  const rootError = fieldError(errors?.root ?? (errors?.message ? errors : undefined));
  return (
    <SettingsSection
      title={t('products.sectionUnits')}
      description={t('products.sectionUnitsHelp')}
      actions={
        readOnly ? null : (
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() => append(newUnitRow('', fields.length === 0))}
          >
            {t('products.addUnit')}
          </Button>
        )
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
        {fields.map((row, i) => (
          <Box
            key={row.id}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'center',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr) minmax(0, 1fr)',
                sm: 'minmax(160px, 2fr) 110px auto auto 40px',
              },
            }}
          >
            <LookupField
              control={form.control}
              name={`units.${i}.unit_id`}
              label={t('products.unit_unit')}
              resource="productunits"
              section="products"
              value={values[i]?.unit_id}
              required
              size="small"
              disabled={readOnly}
            />
            <FormText
              control={form.control}
              name={`units.${i}.factor`}
              label={t('products.unit_factor')}
              section="products"
              kind="number"
              size="small"
              disabled={readOnly}
            />
            <RoleCheck
              control={form.control}
              name={`units.${i}.issalesunit`}
              label={t('products.unit_issalesunit')}
              disabled={readOnly}
            />
            <RoleCheck
              control={form.control}
              name={`units.${i}.issupplierunit`}
              label={t('products.unit_issupplierunit')}
              disabled={readOnly}
            />
            {readOnly ? null : (
              <IconButton aria-label={t('products.remove')} onClick={() => remove(i)} size="small">
                <DeleteOutlined fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
        {rootError ? <FormHelperText error>{rootError}</FormHelperText> : null}
      </Box>
    </SettingsSection>
  );
}
