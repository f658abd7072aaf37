import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Offer, OfferLine } from '@suite/shared/offers/offer.schema';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { api } from '../../platform/api';
import { problemMessage } from '../settings/api-errors';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { money, percentText, quantityText } from './offer-view.logic';
import { offerKeys, offersApi } from './offers.api';
import { useOfferErrors } from './use-offer-errors';
import { LineName } from '../orders/LineName';

type ProductOption = { id: number; number: string; name: string };

function ProductPicker(props: { value: ProductOption | null; onChange: (p: ProductOption | null) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 400);
  const body = useMemo(
    () => ({ search: search.trim() || undefined, match: { isactive: true }, limit: 20 }),
    [search],
  );
  const options = useQuery({
    queryKey: ['resource', 'products', 'list', { picker: body }],
    queryFn: () => api.post<{ items: ProductOption[] }>('products/list', body).then((r) => r.items),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return (
    <Autocomplete
      size="small"
      options={options.data ?? []}
      value={props.value}
      onChange={(_e, v) => props.onChange(v)}
      onInputChange={(_e, v) => setInput(v)}
      getOptionLabel={(o) => `${o.number} ${o.name}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      renderInput={(params) => <TextField {...params} label={t('offers.line_product')} />}
    />
  );
}

const EMPTY = { name: '', quantity: '1', unitprice: '', discount: '', tax: '' };

/** The products tab: the offer's lines, a line to add (from a product or free text) and the totals per VAT rate. */
export function OfferProductsTab({ offer, readOnly }: { offer: Offer; readOnly: boolean }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const lines = useQuery({ queryKey: offerKeys.lines(offer.id), queryFn: () => offersApi.lines(offer.id) });
  const [product, setProduct] = useState<ProductOption | null>(null);
  const [draft, setDraft] = useState(EMPTY);
  /** The line being changed in the form below, or null when the form adds a new line. */
  const [editing, setEditing] = useState<OfferLine | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useOfferErrors();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: offerKeys.lines(offer.id) }),
      queryClient.invalidateQueries({ queryKey: offerKeys.item(offer.id) }),
    ]);
  };
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));

  const add = async (e: FormEvent) => {
    e.preventDefault();
    errors.clear();
    setBusy(true);
    const body: Record<string, unknown> = { quantity: draft.quantity };
    if (product) body.product_id = product.id;
    for (const k of ['name', 'unitprice', 'discount', 'tax'] as const)
      if (draft[k].trim()) body[k] = draft[k];
    try {
      if (editing) await offersApi.updateLine(editing.id, { ...body, version: editing.version });
      else await offersApi.addLine({ ...body, offer_id: offer.id });
      setDraft(EMPTY);
      setProduct(null);
      setEditing(null);
      await refresh();
    } catch (error) {
      if (!errors.take(error)) snackbar.error(problemMessage(error, t('settings.message')));
    } finally {
      setBusy(false);
    }
  };
  const edit = (l: OfferLine) => {
    errors.clear();
    setEditing(l);
    setProduct(null);
    setDraft({
      name: l.name,
      quantity: quantityText(l.quantity),
      unitprice: money(l.unitprice),
      discount: percentText(l.discount),
      tax: percentText(l.tax),
    });
  };
  const remove = async (id: number) => {
    await offersApi.removeLines([id]);
    await refresh();
  };
  const field = (k: keyof typeof EMPTY, label: string, extra: Record<string, unknown> = {}) => ({
    label,
    value: draft[k],
    onChange: set(k),
    error: Boolean(errors.of(k)),
    helperText: errors.of(k),
    size: 'small' as const,
    ...extra,
  });

  const rows = lines.data ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1200 }}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('offers.tab_products')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('offers.line_name')}</TableCell>
              <TableCell align="right">{t('offers.line_quantity')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('offers.line_unit')}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('offers.line_unitprice')}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('offers.line_discount')}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('offers.line_tax')}
              </TableCell>
              <TableCell align="right">{t('offers.line_net')}</TableCell>
              {readOnly ? null : <TableCell padding="checkbox" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8}>
                  <Typography color="text.secondary">{t('offers.noLines')}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {rows.map((l) => (
              <TableRow key={l.id} data-testid="offer-line">
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <LineName number={l.productnumber} name={l.name} />
                </TableCell>
                <TableCell align="right">{quantityText(l.quantity)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{l.unit}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {money(l.unitprice)}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {percentText(l.discount)}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {percentText(l.tax)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(l.net)}
                </TableCell>
                {readOnly ? null : (
                  <TableCell padding="none" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton size="small" aria-label={t('offers.editLine')} onClick={() => edit(l)}>
                      <EditOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('offers.deleteLine')}
                      onClick={() => void remove(l.id)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      {readOnly ? null : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box
            component="form"
            onSubmit={add}
            noValidate
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 2fr 1fr 1fr 1fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <ProductPicker value={product} onChange={setProduct} />
            </Box>
            <TextField
              {...field('name', t('offers.line_name'))}
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            />
            <TextField {...field('quantity', t('offers.line_quantity'), { inputMode: 'decimal' })} />
            <TextField {...field('unitprice', t('offers.line_unitprice'), { inputMode: 'decimal' })} />
            <TextField {...field('discount', t('offers.line_discount'), { inputMode: 'decimal' })} />
            <TextField {...field('tax', t('offers.line_tax'), { inputMode: 'decimal' })} />
            <Box sx={{ display: 'flex', gap: 1, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <Button type="submit" variant="contained" disabled={busy} fullWidth>
                {t(editing ? 'offers.saveLine' : 'offers.addLine')}
              </Button>
              {editing ? (
                <Button
                  onClick={() => {
                    setEditing(null);
                    setDraft(EMPTY);
                    errors.clear();
                  }}
                >
                  {t('offers.cancel')}
                </Button>
              ) : null}
            </Box>
          </Box>
        </Paper>
      )}

      <Paper variant="outlined" sx={{ p: 2, justifySelf: 'end', minWidth: { xs: '100%', sm: 360 } }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.5 }}
        >
          <Box component="dt">{t('offers.totalNet')}</Box>
          <Box
            component="dd"
            sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}
            data-testid="offer-total-net"
          >
            {money(offer.totals.net)}
          </Box>
          {offer.totals.vatrates.map((r) => (
            <Box key={r.rate} sx={{ display: 'contents', color: 'text.secondary' }}>
              <Box component="dt">
                {t('offers.vatAt', { rate: percentText(r.rate), base: money(r.base) })}
              </Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
                {money(r.amount)}
              </Box>
            </Box>
          ))}
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {t('offers.totalGross')}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}
            data-testid="offer-total-gross"
          >
            {money(offer.totals.gross)}
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
