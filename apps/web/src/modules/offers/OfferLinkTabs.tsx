import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Offer } from '@suite/shared/offers/offer.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { api } from '../../platform/api';
import { problemMessage } from '../settings/api-errors';
import { money } from './offer-view.logic';
import { offerKeys, offersApi } from './offers.api';

type Named = { id: number; name: string };

function useSave(offer: Offer) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  return async (body: Record<string, unknown>) => {
    try {
      const saved = await offersApi.update(offer.id, { ...body, version: offer.version });
      queryClient.setQueryData(offerKeys.item(offer.id), saved);
      snackbar.success(t('offers.saved'));
    } catch (error) {
      snackbar.error(problemMessage(error, t('settings.message')));
      await queryClient.invalidateQueries({ queryKey: offerKeys.item(offer.id) });
    }
  };
}

/** The equipments tab: which of the customer's equipment the offer is for (the equipment's offers tab shows it). */
export function OfferEquipmentTab({ offer, readOnly }: { offer: Offer; readOnly: boolean }) {
  const { t } = useTranslation();
  const save = useSave(offer);
  const pieces = useQuery({
    queryKey: ['resource', 'equipments', 'list', { customer: offer.customer_id }],
    queryFn: () =>
      api
        .post<{ items: Named[] }>('equipments/list', {
          match: { customer_id: offer.customer_id },
          limit: 200,
        })
        .then((r) => r.items),
    enabled: offer.customer_id !== null,
  });
  const [chosen, setChosen] = useState<number[]>(offer.equipment_ids);
  const items = pieces.data ?? [];
  if (items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        <Typography color="text.secondary">{t('offers.noEquipment')}</Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
      <Box sx={{ display: 'grid' }}>
        {items.map((p) => (
          <FormControlLabel
            key={p.id}
            label={p.name}
            disabled={readOnly}
            control={
              <Checkbox
                checked={chosen.includes(p.id)}
                onChange={(e) =>
                  setChosen((c) => (e.target.checked ? [...c, p.id] : c.filter((x) => x !== p.id)))
                }
              />
            }
          />
        ))}
      </Box>
      {readOnly ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button variant="contained" onClick={() => void save({ equipment_ids: chosen })}>
            {t('offers.save')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** The building tab: the customer's building the offer is for. */
export function OfferBuildingTab({ offer, readOnly }: { offer: Offer; readOnly: boolean }) {
  const { t } = useTranslation();
  const save = useSave(offer);
  const buildings = useQuery({
    queryKey: ['resource', 'buildings', 'list', { customer: offer.customer_id }],
    queryFn: () =>
      api
        .post<{ items: Named[] }>('buildings/list', { match: { customerid: offer.customer_id }, limit: 200 })
        .then((r) => r.items),
    enabled: offer.customer_id !== null,
  });
  const [value, setValue] = useState<number | ''>(offer.building_id ?? '');
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 720, display: 'grid', gap: 2 }}>
      <TextField
        select
        label={t('offers.field_building_id')}
        value={value}
        disabled={readOnly}
        onChange={(e) => setValue(e.target.value === '' ? '' : Number(e.target.value))}
      >
        <MenuItem value="">{t('offers.noBuilding')}</MenuItem>
        {(buildings.data ?? []).map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
      {readOnly ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => void save({ building_id: value === '' ? null : value })}>
            {t('offers.save')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** The earning_and_discounts tab: the offer's net, cost from the products' cost prices and the margin. */
export function OfferEarningsTab({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('offers.totalNet'), money(offer.totals.net)],
    [t('offers.cost'), money(offer.cost)],
    [t('offers.margin'), money(offer.margin)],
    [t('offers.marginPercent'), offer.marginpercent === null ? '–' : `${money(offer.marginpercent)} %`],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 1 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
