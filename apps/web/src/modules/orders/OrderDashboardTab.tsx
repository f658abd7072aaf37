import Box from '@mui/material/Box';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@suite/shared/format/number-format';
import { centsToString, toCents } from '@suite/shared/orders/line-totals';
import { useTranslation } from 'react-i18next';
import { OrderInvoicingFigures } from '../invoices/InvoiceTabs';
import type { Order } from './orders.api';

function Tile({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      {sub ? (
        <Typography variant="caption" color="text.secondary">
          {sub}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** Whole percent of part in whole (exact on øre), or null without a whole. */
function percentOf(part: string, whole: string | null): number | null {
  if (whole === null) return null;
  const w = toCents(whole);
  if (w <= 0n) return null;
  return Number((toCents(part) * 100n) / w);
}

/**
 * The dashboard tab (issue 7): the budget against what the order has used so far: its lines (net), their cost and
 * the contribution margin, the hours logged (against the estimate) with their cost and sales value (issue 9), and the
 * notification thresholds.
 */
export function OrderDashboardTab({ order }: { order: Order }) {
  const { t } = useTranslation();
  const hours = order.hourtotals ?? { hours: '0', cost: '0', sales: '0' };
  // The budget is used by the lines' cost and the logged hours' cost, as the threshold notifications count it.
  const used = percentOf(centsToString(toCents(order.cost) + toCents(hours.cost)), order.budget);
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Tile
          label={order.pricingtype === 'fixed' ? t('orders.dash_fixedprice') : t('orders.dash_budget')}
          value={
            order.pricingtype === 'fixed'
              ? formatNumber(order.fixedprice)
              : order.budget !== null
                ? formatNumber(order.budget)
                : t('orders.dash_noBudget')
          }
        />
        <Tile label={t('orders.dash_linesNet')} value={formatNumber(order.totals.net)} />
        <Tile label={t('orders.dash_cost')} value={formatNumber(order.cost)} />
        <Tile
          label={t('orders.dash_margin')}
          value={formatNumber(order.margin)}
          sub={
            order.marginpercent !== null
              ? `${t('orders.dash_marginpercent')} ${formatNumber(order.marginpercent, 1)} %`
              : undefined
          }
        />
      </Box>
      <OrderInvoicingFigures orderId={order.id} />
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        {used !== null ? (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('orders.dash_budgetUsed', { percent: formatNumber(used, 0) })}
            </Typography>
            <LoadingBar
              variant="determinate"
              value={Math.min(100, used)}
              color={used >= 100 ? 'error' : used >= 80 ? 'warning' : 'primary'}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: used !== null ? 1.5 : 0 }}>
          {order.notificationthresholds?.length
            ? t('orders.dash_thresholds', { list: order.notificationthresholds.join(', ') })
            : t('orders.dash_noThresholds')}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="order-dashboard-hours">
        <Typography variant="subtitle2">{t('orders.dash_hours')}</Typography>
        <Typography variant="body2">
          {order.hoursestimate !== null
            ? t('orders.dash_hoursOfEstimate', {
                hours: formatNumber(hours.hours),
                estimate: formatNumber(order.hoursestimate),
              })
            : t('orders.dash_hoursLogged', { hours: formatNumber(hours.hours) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('orders.dash_hoursValues', { cost: formatNumber(hours.cost), sales: formatNumber(hours.sales) })}
        </Typography>
      </Paper>
    </Box>
  );
}
