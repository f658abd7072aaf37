import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../customers/CustomerPicker';
import { SettingsSection } from '../settings/SettingsSection';
import { FormText } from './FormText';
import { newSupplierRow, type SupplierRow } from './product-form.logic';
import { useModuleFieldError } from './use-module-field-error';

type Props = { form: UseFormReturn<FieldValues>; readOnly: boolean };

/** The suppliers' items of the product: supplier, their number, price and delivery time, one main supplier. */
export function ProductSuppliersSection({ form, readOnly }: Props) {
  const { t } = useTranslation();
  const fieldError = useModuleFieldError('products');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'supplieritems' });
  const rows = (useWatch({ control: form.control, name: 'supplieritems' }) ?? []) as SupplierRow[];
  return (
    <SettingsSection
      title={t('products.sectionSuppliers')}
      actions={
        readOnly ? null : (
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() => append(newSupplierRow(fields.length === 0))}
          >
            {t('products.addSupplier')}
          </Button>
        )
      }
    >
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('products.noSuppliers')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        {fields.map((row, i) => (
          <Box
            key={row.id}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'center',
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'minmax(200px, 2fr) 1.2fr 1fr 0.8fr auto 40px',
              },
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <Controller
                control={form.control}
                name={`supplieritems.${i}.supplier_id`}
                render={({ field, fieldState }) => (
                  <CustomerPicker
                    value={(field.value as number | null) ?? null}
                    onChange={(id) => {
                      // The loaded name belongs to the supplier chosen before: the picker looks the new one up.
                      form.setValue(`supplieritems.${i}.suppliername`, null);
                      field.onChange(id);
                    }}
                    onBlur={field.onBlur}
                    initialName={rows[i]?.suppliername ?? null}
                    label={t('products.supplier_supplier')}
                    suppliersOnly
                    required
                    disabled={readOnly}
                    error={Boolean(fieldState.error)}
                    helperText={fieldError(fieldState.error)}
                  />
                )}
              />
            </Box>
            <FormText
              control={form.control}
              name={`supplieritems.${i}.supplierproductnumber`}
              label={t('products.supplier_number')}
              section="products"
              size="small"
              disabled={readOnly}
            />
            <FormText
              control={form.control}
              name={`supplieritems.${i}.supplierprice`}
              label={t('products.supplier_price')}
              section="products"
              kind="number"
              suffix="kr"
              size="small"
              disabled={readOnly}
            />
            <FormText
              control={form.control}
              name={`supplieritems.${i}.deliverydays`}
              label={t('products.supplier_deliverydays')}
              section="products"
              kind="number"
              size="small"
              disabled={readOnly}
            />
            <Controller
              control={form.control}
              name={`supplieritems.${i}.ismain`}
              render={({ field, fieldState }) => (
                <Box>
                  <FormControlLabel
                    sx={{ mr: 0, whiteSpace: 'nowrap' }}
                    label={t('products.supplier_ismain')}
                    control={
                      <Checkbox
                        checked={Boolean(field.value)}
                        onChange={(_, c) => field.onChange(c)}
                        disabled={readOnly}
                      />
                    }
                  />
                  {fieldState.error ? (
                    <Typography variant="caption" color="error" component="div">
                      {fieldError(fieldState.error)}
                    </Typography>
                  ) : null}
                </Box>
              )}
            />
            {readOnly ? null : (
              <IconButton aria-label={t('products.remove')} onClick={() => remove(i)} size="small">
                <DeleteOutlined fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
    </SettingsSection>
  );
}
