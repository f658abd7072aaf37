import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@suite/shared/format/index';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { liveProfit, marginState } from './product-form.logic';

/** The gross margin of what is typed, live: (sale - cost) / sale with the 2-decimal rule the server uses. */
export function GrossMarginBox({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  const [cost, sale] = useWatch({ control, name: ['costprice', 'saleprice'] });
  const state = marginState(cost, sale);
  const margin = state.kind === 'margin' ? state.value : null;
  const profit = liveProfit(cost, sale);
  const color =
    margin === null
      ? 'text.secondary'
      : margin < 0
        ? 'error.main'
        : margin < 15
          ? 'warning.dark'
          : 'success.dark';
  return (
    <Box
      aria-live="polite"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
        py: 1.5,
        bgcolor: 'action.hover',
        minHeight: 56,
      }}
    >
      <Typography variant="caption" color="text.secondary" component="div">
        {t('products.field_grossmargin')} · {t('products.grossMarginHint')}
      </Typography>
      {margin === null ? (
        <Typography variant="body2" color="text.secondary">
          {state.kind === 'noSale'
            ? t('products.grossMarginNone')
            : t(state.kind === 'badCost' ? 'masterdata.marginBadCost' : 'masterdata.marginBadSale')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="div" sx={{ color, fontWeight: 600 }}>
            {t('products.grossMarginValue', { value: formatNumber(margin) })}
          </Typography>
          {profit !== null ? (
            <Typography variant="body2" color="text.secondary">
              {t('products.profitPerUnit', { value: formatNumber(profit) })}
            </Typography>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
