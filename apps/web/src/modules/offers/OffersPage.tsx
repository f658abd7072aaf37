import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../platform/session';
import { PageHeader } from '../settings/PageHeader';
import { offerRights } from './offer-view.logic';
import { offerKeys, offersApi } from './offers.api';
import { OffersList } from './OffersList';

/** /offers (spec 01 §2): the tenant's offers, newest first, with search and a status filter. */
export function OffersPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const rights = offerRights(access);
  const [status, setStatus] = useState<number | 'all'>('all');
  const statuses = useQuery({ queryKey: offerKeys.statuses, queryFn: offersApi.statuses, staleTime: 60_000 });
  const match = useMemo(() => (status === 'all' ? undefined : { status }), [status]);
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('routes.offers')}
        actions={
          rights.add ? (
            <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/offers/add">
              {t('offers.addOffer')}
            </Button>
          ) : null
        }
      />
      <OffersList
        match={match}
        selectable={rights.remove}
        filters={
          <TextField
            select
            size="small"
            label={t('offers.filterStatus')}
            value={status}
            onChange={(e) => setStatus(e.target.value === 'all' ? 'all' : Number(e.target.value))}
            sx={{ width: 160 }}
          >
            <MenuItem value="all">{t('offers.filterAll')}</MenuItem>
            {(statuses.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.status}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        }
      />
    </Box>
  );
}
