import Alert from '@mui/material/Alert';
import { LoadingBar } from '../../app/LoadingBar';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { projectKeys, projectsApi } from './projects.api';

/** Tab orders of a project: its orders, each opening the order. */
export function ProjectOrdersTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orders = useQuery({ queryKey: projectKeys.orders(id), queryFn: () => projectsApi.orders(id) });
  if (!orders.data) return <LoadingBar />;
  if (orders.data.length === 0) return <Alert severity="info">{t('projects.orders_empty')}</Alert>;
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('projects.ordernumber')}</TableCell>
            <TableCell>{t('projects.orderdescription')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('projects.field_status')}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {t('projects.field_responsiblename')}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {t('projects.field_startdate')}
            </TableCell>
            <TableCell align="right">{t('projects.ordernet')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.data.map((o) => (
            <TableRow
              key={o.id}
              hover
              tabIndex={0}
              sx={{ cursor: 'pointer' }}
              onClick={() => navigate(`/orders/${o.id}/detail`)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') navigate(`/orders/${o.id}/detail`);
              }}
            >
              <TableCell>{o.ordernumber}</TableCell>
              <TableCell>{o.description ?? o.customername}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {o.statusname ?? o.status}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {o.responsiblename ?? ''}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {o.startdate ? formatDate(o.startdate) : ''}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatNumber(o.net)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
