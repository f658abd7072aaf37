import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { currenciesResource } from '@suite/shared/settings/finance.resources';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../platform/api';
import { ResourceRecordPage } from '../resources/ResourceRecordPage';
import { resourceKeys } from './resource.api';
import type { ResourceRow } from './resource.types';

/** Digits of a rate as saved (up to 6), shown with the decimal comma. */
const rateText = (rate: unknown) => {
  const n = Number(rate);
  return Number.isFinite(n) ? formatNumber(n, Math.min(6, (String(n).split('.')[1] ?? '').length)) : '';
};

/**
 * /currencies/actions/:currency_id?: add or edit one exchange rate of a currency (spec 02 §3 "exchange rate and
 * valid-from date"). Each row is a rate from its date on, so beside the form is the rate history of the code.
 */
export function CurrencyFormPage() {
  const { currency_id: param } = useParams();
  const id = param && /^\d+$/.test(param) ? Number(param) : null;
  return (
    <ResourceRecordPage
      key={id ?? 'new'}
      def={currenciesResource}
      id={id}
      listPath="/currencies"
      titles={{ create: 'settingslists.currencyAdd', edit: 'settingslists.currencyEdit' }}
      aside={(record) => (typeof record?.code === 'string' ? <RateHistory code={record.code} /> : null)}
    />
  );
}

function RateHistory({ code }: { code: string }) {
  const { t } = useTranslation();
  const rates = useQuery({
    queryKey: [...resourceKeys.all('currencies'), 'history', code],
    queryFn: () =>
      api.post<ResourceRow[]>('currencies/query', {
        filter: `code eq '${code}'`,
        order_by: 'validfrom desc',
        select: 'id,exchangerate,validfrom,isactive',
      }),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
        {t('settingslists.currencyHistory', { code })}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('resources.field_validfrom')}</TableCell>
            <TableCell align="right">{t('resources.field_exchangerate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rates.data ?? []).map((r) => (
            <TableRow key={r.id} sx={r.isactive ? undefined : { opacity: 0.55 }}>
              <TableCell>{formatDate(String(r.validfrom))}</TableCell>
              <TableCell align="right">{rateText(r.exchangerate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
