import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { invoicePath, type InvoiceRow } from './invoices.api';

const STATUS_COLOR = { 1: 'default', 2: 'warning', 3: 'info', 4: 'secondary', 5: 'success' } as const;

/** The status chip of an invoice: draft, in progress, sent/downloaded, exported, completed (overdue in red). */
export function InvoiceStatusChip({ row }: { row: Pick<InvoiceRow, 'status' | 'overdue' | 'type'> }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={row.overdue ? 'error' : STATUS_COLOR[row.status]}
      label={
        row.overdue
          ? `${t(`invoices.status_${row.status}`)} · ${t('invoices.overdue')}`
          : t(`invoices.status_${row.status}`)
      }
    />
  );
}

/** Invoices as rows: number, type, date, due date, customer, status, total and balance; a row opens the invoice. */
export function InvoiceTable({ rows, hideCustomer }: { rows: InvoiceRow[]; hideCustomer?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const narrow = { display: { xs: 'none', sm: 'table-cell' } };
  const wide = { display: { xs: 'none', lg: 'table-cell' } };
  return (
    <TableContainer>
      <Table size="small" aria-label={t('invoices.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices.invoicenumber')}</TableCell>
            <TableCell sx={narrow}>{t('invoices.invoicedate')}</TableCell>
            <TableCell sx={wide}>{t('invoices.duedate')}</TableCell>
            {!hideCustomer && <TableCell sx={narrow}>{t('invoices.customer')}</TableCell>}
            <TableCell sx={narrow}>{t('invoices.status')}</TableCell>
            <TableCell align="right">{t('invoices.totalGross')}</TableCell>
            <TableCell align="right" sx={narrow}>
              {t('invoices.balance')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow
              key={r.id}
              hover
              tabIndex={0}
              sx={{ cursor: 'pointer' }}
              onClick={() => navigate(invoicePath(r))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') navigate(invoicePath(r));
              }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {r.invoicenumber ?? t('invoices.draft')}
                {r.type === 2 ? ` · ${t('invoices.creditnote')}` : ''}
                {r.isakonto ? ` · ${t('invoices.akonto')}` : ''}
                {/* On a phone the hidden columns' essentials stand under the number (issue 12: a compact row). */}
                <Box
                  component="span"
                  data-testid="invoice-row-phone"
                  sx={{
                    display: { xs: 'block', sm: 'none' },
                    whiteSpace: 'normal',
                    fontSize: '0.75rem',
                    color: 'text.secondary',
                  }}
                >
                  {[hideCustomer ? null : r.customername, r.invoicedate ? formatDate(r.invoicedate) : null]
                    .filter(Boolean)
                    .join(' · ')}
                  <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                    <InvoiceStatusChip row={r} />
                  </Box>
                </Box>
              </TableCell>
              <TableCell sx={narrow}>{r.invoicedate ? formatDate(r.invoicedate) : ''}</TableCell>
              <TableCell sx={wide}>{r.duedate ? formatDate(r.duedate) : ''}</TableCell>
              {!hideCustomer && <TableCell sx={narrow}>{r.customername}</TableCell>}
              <TableCell sx={narrow}>
                <InvoiceStatusChip row={r} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {r.type === 2 ? '−' : ''}
                {formatNumber(r.totals.gross)}
                {r.currency !== 'NOK' ? ` ${r.currency}` : ''}
              </TableCell>
              <TableCell align="right" sx={{ ...narrow, whiteSpace: 'nowrap' }}>
                {formatNumber(r.balance)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
