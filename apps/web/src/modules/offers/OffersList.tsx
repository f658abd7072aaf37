import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '@suite/shared/format/date-format';
import type { OfferListItem } from '@suite/shared/offers/offer.schema';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ServerListGrid, useBulkDelete } from '../settings/ServerListGrid';
import { money } from './offer-view.logic';
import { offerKeys, offersApi } from './offers.api';

const HIDE_ON_NARROW = ['offerdate', 'validuntil', 'description', 'net'];
const NEWEST_FIRST = [{ field: 'offernumber', sort: 'desc' as const }];
const TEXTS = {
  search: 'offers.searchOffers',
  of: 'offers.of',
  noRows: 'offers.noRows',
  noMatches: 'offers.noMatches',
  totalRows: 'offers.totalRows',
};
const DELETE_TEXTS = {
  title: 'offers.deleteTitle',
  text: 'offers.deleteText',
  done: 'offers.deleted',
  button: 'offers.deleteSelected',
};

/** The offers grid: /offers and the offers tabs of customers, leads and equipment (with their match). */
export function OffersList(props: {
  match?: Record<string, unknown>;
  filters?: ReactNode;
  selectable?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bulkDelete = useBulkDelete({
    remove: (ids) => offersApi.remove(ids),
    invalidate: offerKeys.all,
    texts: DELETE_TEXTS,
  });
  const columns = useMemo<GridColDef<OfferListItem>[]>(
    () => [
      { field: 'offernumber', headerName: t('offers.field_offernumber'), width: 130 },
      {
        field: 'customername',
        headerName: t('offers.field_customer_id'),
        flex: 1.5,
        minWidth: 160,
        valueGetter: (_v, row) => row.customername ?? row.leadname ?? '',
      },
      { field: 'description', headerName: t('offers.field_description'), flex: 2, minWidth: 180 },
      {
        field: 'offerdate',
        headerName: t('offers.field_offerdate'),
        width: 120,
        valueFormatter: (v: string | null) => (v ? formatDate(v) : ''),
      },
      {
        field: 'validuntil',
        headerName: t('offers.field_validuntil'),
        width: 120,
        valueFormatter: (v: string | null) => (v ? formatDate(v) : ''),
      },
      {
        field: 'status',
        headerName: t('offers.field_status'),
        width: 130,
        valueGetter: (_v, row) => row.statusname ?? row.status,
      },
      {
        field: 'net',
        headerName: t('offers.field_net'),
        width: 150,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueFormatter: (v: string) => money(v),
      },
    ],
    [t],
  );
  return (
    <ServerListGrid<OfferListItem>
      queryKey={offerKeys.list}
      load={offersApi.list}
      columns={columns}
      card={{
        title: 'customername',
        number: 'offernumber',
        status: 'status',
        secondary: ['description', 'net'],
      }}
      hideOnNarrow={HIDE_ON_NARROW}
      defaultSort={NEWEST_FIRST}
      match={props.match}
      texts={TEXTS}
      searchWidth={{ basis: 320, max: 480 }}
      filters={props.filters}
      onOpen={(row) => navigate(`/offers/${row.id}/detail`)}
      selectable={props.selectable}
      bulkAction={props.selectable ? bulkDelete : undefined}
    />
  );
}
