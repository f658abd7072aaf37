import Box from '@mui/material/Box';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@suite/shared/format/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceKeys, invoicesApi, type InvoiceLog } from './invoices.api';
import { pageButtonLabel } from '../settings/pagination-labels';

const LIMIT = 50;

/** /logs (spec 02 §2, invoice logs permission): every invoice event, newest first. */
export function InvoiceLogsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const logs = useQuery({
    queryKey: invoiceKeys.logs(page),
    queryFn: () => invoicesApi.logs({ skip: page * LIMIT, limit: LIMIT }),
    placeholderData: keepPreviousData,
  });
  const detail = (e: InvoiceLog) => {
    const d = e.details;
    const bits = [
      typeof d.sendtype === 'number' ? t(`invoices.sendtype_${d.sendtype}`) : '',
      typeof d.to === 'string' ? d.to : '',
      typeof d.message === 'string' && d.message ? t(`invoices.${d.message}`) : '',
      typeof d.amount === 'string' ? d.amount.replace('.', ',') : '',
      typeof d.fee === 'string' ? `${t('invoices.reminderfee')} ${d.fee.replace('.', ',')}` : '',
    ];
    return bits.filter(Boolean).join(' · ');
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('invoices.logsTitle')}
      </Typography>
      {logs.isFetching && <LoadingBar />}
      {logs.data && (
        <Paper>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('invoices.time')}</TableCell>
                  <TableCell>{t('invoices.invoicenumber')}</TableCell>
                  <TableCell>{t('invoices.event')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('invoices.details')}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t('invoices.user')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {logs.data.items.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{formatDateTime(e.createdon)}</TableCell>
                    <TableCell>{e.invoicenumber ?? t('invoices.draft')}</TableCell>
                    <TableCell>{t(`invoices.event_${e.event}`)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{detail(e)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {e.username ?? ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={logs.data.total}
            page={page}
            rowsPerPage={LIMIT}
            rowsPerPageOptions={[LIMIT]}
            onPageChange={(_, p) => setPage(p)}
            labelDisplayedRows={({ from, to, count }) => t('invoices.rows', { from, to, count })}
            getItemAriaLabel={pageButtonLabel(t)}
          />
        </Paper>
      )}
    </Box>
  );
}
