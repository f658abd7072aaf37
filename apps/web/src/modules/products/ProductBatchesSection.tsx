import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../settings/SettingsSection';
import { FormText } from './FormText';

type Props = { form: UseFormReturn<FieldValues>; readOnly: boolean };

/** spec 02 §5 Warehouse: batch numbers are valid and unique on the product. */
export function ProductBatchesSection({ form, readOnly }: Props) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'batches' });
  return (
    <SettingsSection
      title={t('products.sectionBatches')}
      actions={
        readOnly ? null : (
          <Button
            size="small"
            startIcon={<Add />}
            onClick={() => append({ batchnumber: '', expirydate: '' })}
          >
            {t('products.addBatch')}
          </Button>
        )
      }
    >
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('products.noBatches')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
        {fields.map((row, i) => (
          <Box
            key={row.id}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 40px',
            }}
          >
            <FormText
              control={form.control}
              name={`batches.${i}.batchnumber`}
              label={t('products.batch_batchnumber')}
              section="products"
              size="small"
              required
              disabled={readOnly}
            />
            <FormText
              control={form.control}
              name={`batches.${i}.expirydate`}
              label={t('products.batch_expirydate')}
              section="products"
              kind="date"
              size="small"
              disabled={readOnly}
            />
            {readOnly ? null : (
              <IconButton
                aria-label={t('products.remove')}
                onClick={() => remove(i)}
                size="small"
                sx={{ mt: 0.5 }}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
    </SettingsSection>
  );
}
