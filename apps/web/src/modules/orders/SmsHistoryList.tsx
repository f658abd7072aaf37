import Chip from '@mui/material/Chip';
import { LoadingBar } from '../../app/LoadingBar';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@suite/shared';
import { EmptyTab } from '../customers/EmptyTab';
import { orderDocsApi, orderDocsKeys } from './order-docs.api';
import { RowsTable } from './RowsTable';

const STATUS_COLOR = { outbox: 'default', sent: 'success', failed: 'error' } as const;

/** SMS history rows of a record or a customer (the sms_history tabs), newest first, with where each stands. */
export function SmsHistoryList({ match }: { match: Record<string, number> }) {
  const { t } = useTranslation();
  const rows = useQuery({ queryKey: orderDocsKeys.sms(match), queryFn: () => orderDocsApi.sms(match) });
  if (!rows.data) return rows.isError ? <EmptyTab text={t('orderdocs.loadFailed')} /> : <LoadingBar />;
  if (rows.data.length === 0) return <EmptyTab text={t('orderdocs.smsEmpty')} />;
  return (
    <RowsTable
      label={t('customers.tab_sms_history')}
      rows={rows.data}
      columns={[
        { label: t('orderdocs.col_date'), cell: (m) => formatDateTime(m.createdon), nowrap: true },
        { label: t('orderdocs.col_to'), cell: (m) => m.to, nowrap: true },
        { label: t('orderdocs.col_message'), cell: (m) => m.message, minWidth: 220 },
        {
          label: t('orderdocs.col_status'),
          cell: (m) => (
            <Chip
              size="small"
              color={STATUS_COLOR[m.status]}
              label={t(`orderdocs.smsStatus_${m.status}`)}
              title={m.error ?? undefined}
            />
          ),
        },
        { label: t('orderdocs.col_sentby'), cell: (m) => m.sentbyname },
      ]}
    />
  );
}
