import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import type { Totals } from '@suite/shared/orders/line-totals';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../platform/api';

type PublicInvoice = {
  company: {
    name: string;
    orgnumber: string | null;
    addressLines: string[];
    email: string | null;
    phone: string | null;
  };
  type: 1 | 2;
  invoicenumber: number;
  invoicedate: string;
  duedate: string | null;
  kid: string | null;
  currency: string;
  customername: string;
  bankaccount: string | null;
  iban: string | null;
  bic: string | null;
  lines: {
    name: string;
    quantity: string;
    unit: string | null;
    unitprice: string;
    discount: string;
    tax: string;
    net: string;
  }[];
  totals: Totals;
  balance: string;
  paid: boolean;
};

const qty = (v: string) => formatNumber(v, (v.split('.')[1] ?? '').replace(/0+$/, '').length);

/**
 * /openinvoice/:openinvoice_id (spec 02 §2, public, no main layout): the invoice and its PDF for whoever has the
 * link; an unknown link says so.
 */
export function OpenInvoicePage() {
  const { t } = useTranslation();
  const { openinvoice_id: id = '' } = useParams();
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'missing' } | { kind: 'ok'; invoice: PublicInvoice }
  >({
    kind: 'loading',
  });
  useEffect(() => {
    api
      .get<PublicInvoice>(`openapi/openinvoice/${encodeURIComponent(id)}`, undefined, { silent: true })
      .then((invoice) => setState({ kind: 'ok', invoice }))
      .catch(() => setState({ kind: 'missing' }));
  }, [id]);
  const frame = (children: React.ReactNode) => (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: { xs: 1, sm: 4 }, px: { xs: 1, sm: 2 } }}>
      <Paper sx={{ maxWidth: 880, mx: 'auto', p: { xs: 2, sm: 4 } }}>{children}</Paper>
    </Box>
  );
  if (state.kind === 'loading') return frame(<CircularProgress />);
  if (state.kind === 'missing')
    return frame(<Alert severity="warning">{t('invoices.openInvoiceMissing')}</Alert>);
  const i = state.invoice;
  const credit = i.type === 2;
  return frame(
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h6">{i.company.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[...i.company.addressLines, i.company.orgnumber ? `Org.nr. ${i.company.orgnumber}` : '']
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography variant="h5" component="h1">
            {credit ? t('invoices.creditnote') : t('invoices.invoice')} {i.invoicenumber}
          </Typography>
          <Typography variant="body2">
            {t('invoices.invoicedate')}: {formatDate(i.invoicedate)}
          </Typography>
          {i.duedate && (
            <Typography variant="body2">
              {t('invoices.duedate')}: {formatDate(i.duedate)}
            </Typography>
          )}
        </Box>
      </Box>
      <Typography variant="body1">
        {t('invoices.customer')}: <b>{i.customername}</b>
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('invoices.description')}</TableCell>
              <TableCell align="right">{t('invoices.quantity')}</TableCell>
              <TableCell align="right">{t('invoices.unitprice')}</TableCell>
              <TableCell align="right">{t('invoices.net')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {i.lines.map((l, n) => (
              <TableRow key={n}>
                <TableCell>{l.name}</TableCell>
                <TableCell align="right">
                  {qty(l.quantity)} {l.unit ?? ''}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(l.unitprice)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatNumber(l.net)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ ml: 'auto', minWidth: 260 }} data-testid="open-invoice-totals">
        <Typography variant="body2">
          {t('invoices.totalNet')}: {formatNumber(i.totals.net)}
        </Typography>
        <Typography variant="body2">
          {t('invoices.vatTotal')}: {formatNumber(i.totals.vat)}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('invoices.totalGross')} {i.currency}: {formatNumber(i.totals.gross)}
        </Typography>
      </Box>
      {!credit && (
        <Paper variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }}>
          <Typography variant="subtitle1">{t('invoices.payment')}</Typography>
          {i.paid ? (
            <Alert severity="success">{t('invoices.openInvoicePaid')}</Alert>
          ) : (
            <>
              <Typography variant="body2">
                {t('invoices.amountToPay')}:{' '}
                <b>
                  {i.currency} {formatNumber(i.balance)}
                </b>
              </Typography>
              {i.bankaccount && (
                <Typography variant="body2">
                  {t('invoices.bankaccount')}: <b>{i.bankaccount}</b>
                </Typography>
              )}
              {i.kid && (
                <Typography variant="body2">
                  {t('invoices.kid')}: <b>{i.kid}</b>
                </Typography>
              )}
            </>
          )}
        </Paper>
      )}
      <Box>
        <Button
          variant="contained"
          href={`/api/openapi/openinvoice/${encodeURIComponent(id)}/pdf`}
          target="_blank"
        >
          {t('invoices.downloadPdf')}
        </Button>
      </Box>
    </Box>,
  );
}
