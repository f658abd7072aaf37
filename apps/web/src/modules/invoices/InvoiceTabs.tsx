import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@suite/shared/format/index';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RecordTabProps } from '../../app/record-tabs';
import { useSession } from '../../platform/session';
import { InvoiceTable } from './InvoiceTable';
import { invoiceKeys, invoiceRights, invoicesApi, type InvoiceListFilter } from './invoices.api';

function InvoicesOf({ filter, hideCustomer }: { filter: InvoiceListFilter; hideCustomer?: boolean }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: invoiceKeys.list(filter), queryFn: () => invoicesApi.list(filter) });
  if (!list.data) return <LoadingBar />;
  if (list.data.items.length === 0) return <Alert severity="info">{t('invoices.empty')}</Alert>;
  return <InvoiceTable rows={list.data.items} hideCustomer={hideCustomer} />;
}

/** The order's invoice tab (spec 02 §2 orders/:order_id/invoice): invoiced and remaining, a new invoice, the list. */
export function OrderInvoicesTab({ recordId, readOnly }: RecordTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { access } = useSession();
  const rights = invoiceRights(access);
  const figures = useQuery({
    queryKey: invoiceKeys.order(recordId),
    queryFn: () => invoicesApi.orderInvoicing(recordId),
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        {figures.data && (
          <>
            <Typography variant="body2" data-testid="order-invoiced">
              {t('invoices.invoiced')}: <b>{formatNumber(figures.data.invoiced)}</b>
            </Typography>
            <Typography variant="body2" data-testid="order-remaining">
              {t('invoices.remaining')}: <b>{formatNumber(figures.data.remaining)}</b>
            </Typography>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        {rights.add && !readOnly && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => navigate(`/orders/${recordId}/invoice/actions`)}
          >
            {t('invoices.newInvoice')}
          </Button>
        )}
      </Paper>
      <Paper>
        <InvoicesOf filter={{ match: { order_id: recordId }, limit: 100 }} hideCustomer />
      </Paper>
    </Box>
  );
}

/** The project's invoice tab: the invoices of the project's orders. */
export function ProjectInvoicesTab({ recordId }: RecordTabProps) {
  return (
    <Paper>
      <InvoicesOf filter={{ match: { project_id: recordId }, limit: 100 }} />
    </Paper>
  );
}

/** The customer's invoices tab. */
export function CustomerInvoicesTab({ recordId }: RecordTabProps) {
  return (
    <Paper>
      <InvoicesOf filter={{ match: { customer_id: recordId }, limit: 100 }} hideCustomer />
    </Paper>
  );
}

/**
 * The order dashboard's invoicing figures (issue 10 "the order dashboard shows invoiced and remaining"): invoiced
 * (sent invoices less sent credit notes, net) and what remains of the fixed price or the order lines. Shown when
 * the invoice module is on and the user may see invoices.
 */
export function OrderInvoicingFigures({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { access, initial } = useSession();
  const visible =
    invoiceRights(access).view && (initial?.systemconfiguration.enabledmodules ?? []).includes('invoice');
  const figures = useQuery({
    queryKey: invoiceKeys.order(orderId),
    queryFn: () => invoicesApi.orderInvoicing(orderId),
    enabled: visible,
  });
  if (!visible || !figures.data) return null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 3 }}
      data-testid="order-invoicing"
    >
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('invoices.invoicedOnOrder')}
        </Typography>
        <Typography variant="h6" component="p">
          {formatNumber(figures.data.invoiced, 2)}
        </Typography>
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('invoices.remainingOnOrder')}
        </Typography>
        <Typography variant="h6" component="p">
          {formatNumber(figures.data.remaining, 2)}
        </Typography>
      </Box>
    </Paper>
  );
}
