import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime } from '@suite/shared/format/index';
import type { MailHistoryItem } from '@suite/shared/mail/mail-history.schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerListGrid } from '../settings/ServerListGrid';
import { mailHistoryApi, mailHistoryKeys } from './mail-history.api';
import { MailDetailDialog } from './MailDetailDialog';
import { MailStatusChip } from './MailStatusChip';

const TEXTS = {
  search: 'mailhistory.search',
  noRows: 'mailhistory.noRows',
  noMatches: 'mailhistory.noMatches',
  totalRows: 'mailhistory.totalRows',
};
const DEFAULT_SORT = [{ field: 'sentat', sort: 'desc' as const }];
const HIDE_ON_NARROW = ['to', 'customername', 'sentbyname', 'attachments'];

/**
 * The sent mails, newest first, with search and paging (spec 01 §9); a row opens the mail. `match` narrows it to a
 * customer ({customer_id}) or a record ({moduleid, recordid}).
 */
export function MailHistoryList({
  match,
  showCustomer = true,
}: {
  match?: Record<string, number>;
  showCustomer?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const columns = useMemo<GridColDef<MailHistoryItem>[]>(
    () => [
      {
        field: 'sentat',
        headerName: t('mailhistory.sentat'),
        minWidth: 140,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      { field: 'to', headerName: t('mailhistory.to'), flex: 1, minWidth: 160 },
      { field: 'subject', headerName: t('mailhistory.subject'), flex: 1.4, minWidth: 180 },
      ...(showCustomer
        ? [
            {
              field: 'customername',
              headerName: t('mailhistory.customer'),
              flex: 1,
              minWidth: 140,
              sortable: false,
            },
          ]
        : []),
      { field: 'sentbyname', headerName: t('mailhistory.sentby'), flex: 0.8, minWidth: 120, sortable: false },
      {
        field: 'attachments',
        headerName: t('mailhistory.attachments'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        renderCell: ({ row }) =>
          row.attachments.length ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%', minWidth: 0 }}>
              <AttachFile fontSize="small" color="action" aria-hidden />
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {row.attachments.map((a) => a.filename).join(', ')}
              </Box>
            </Box>
          ) : null,
      },
      {
        field: 'status',
        headerName: t('mailhistory.status'),
        minWidth: 110,
        renderCell: ({ row }) => <MailStatusChip status={row.status} />,
      },
    ],
    [t, showCustomer],
  );
  return (
    <>
      <ServerListGrid<MailHistoryItem>
        queryKey={mailHistoryKeys.list}
        load={mailHistoryApi.list}
        columns={columns}
        hideOnNarrow={HIDE_ON_NARROW}
        defaultSort={DEFAULT_SORT}
        match={match}
        texts={TEXTS}
        searchWidth={{ basis: 260, max: 380 }}
        onOpen={(row) => setOpen(row.id)}
      />
      {open !== null ? <MailDetailDialog id={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
