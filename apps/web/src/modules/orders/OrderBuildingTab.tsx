import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingBar } from '../../app/LoadingBar';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RecordTabProps } from '../../app/record-tabs';
import { useSnackbar } from '../../app/snackbar';
import { problemMessage } from '../settings/api-errors';
import { EmptyTab } from '../customers/EmptyTab';
import { orderDocsApi, orderDocsKeys } from './order-docs.api';

/**
 * The order's building tab (spec 01 §2): the building the order is at, and a choice among the customer's buildings
 * saved with the order's version (a stale page gets the server's 412 message).
 */
export function OrderBuildingTab({ recordId, readOnly }: RecordTabProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: orderDocsKeys.building(recordId),
    queryFn: () => orderDocsApi.building(recordId),
  });
  const customerId = current.data?.customer_id;
  const choices = useQuery({
    queryKey: orderDocsKeys.customerBuildings(customerId ?? 0),
    queryFn: () => orderDocsApi.customerBuildings(customerId!),
    enabled: customerId !== undefined && !readOnly,
  });
  const [chosen, setChosen] = useState<number | '' | null>(null);
  const [busy, setBusy] = useState(false);

  if (!current.data) return current.isError ? <EmptyTab text={t('orderdocs.loadFailed')} /> : <LoadingBar />;
  const b = current.data.building;
  const selected = chosen ?? b?.id ?? '';
  const save = async () => {
    setBusy(true);
    try {
      const answer = await orderDocsApi.setBuilding(recordId, {
        building_id: selected === '' ? null : selected,
        version: current.data.version,
      });
      queryClient.setQueryData(orderDocsKeys.building(recordId), answer);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      setChosen(null);
      snackbar.success(t('orderdocs.saved'));
    } catch (e) {
      snackbar.error(problemMessage(e, t('settings.message')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="overline" color="text.secondary">
          {t('orderdocs.orderBuilding')}
        </Typography>
        {b ? (
          <>
            <Link
              component={RouterLink}
              to={`/buildings/actions/${b.id}`}
              variant="h6"
              sx={{ display: 'block' }}
            >
              {b.name}
            </Link>
            <Typography>
              {[b.address, [b.zip, b.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{t('orderdocs.noBuilding')}</Typography>
        )}
      </Paper>
      {readOnly ? null : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            sx={{ minWidth: 260, flex: 1 }}
            label={t('orderdocs.chooseBuilding')}
            value={selected}
            onChange={(e) => setChosen(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <MenuItem value="">{t('orderdocs.none')}</MenuItem>
            {(choices.data?.items ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={busy || selected === (b?.id ?? '')}
            onClick={() => void save()}
          >
            {t('orderdocs.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
