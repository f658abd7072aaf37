import { LineName } from './LineName';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@suite/shared/format/number-format';
import { isLineLockedStatus } from '@suite/shared/orders/order-status.rules';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar';
import { api, isApiError } from '../../platform/api';
import { SEARCH_DEBOUNCE_MS } from '../settings/resource-list.logic';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import { orderKeys, ordersApi, type Order, type Orderline } from './orders.api';

type ProductOption = { id: number; number: string; name: string };
type LineForm = Record<'name' | 'quantity' | 'unit' | 'unitprice' | 'discount' | 'tax', string>;

const comma = (v: string | null | undefined) => (v === null || v === undefined ? '' : v.replace('.', ','));
/** The decimals a quantity really has: '2.500000' -> 1. */
const decimalsOf = (v: string) => (v.split('.')[1] ?? '').replace(/0+$/, '').length;
/** '2.500000' -> '2,5': a quantity as a person writes it. */
const quantityText = (v: string) => comma(v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);

function ProductPicker({
  value,
  onChange,
}: {
  value: ProductOption | null;
  onChange: (p: ProductOption | null) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const options = useQuery({
    queryKey: ['resource', 'products', 'picker', search],
    queryFn: () =>
      api.post<{ items: ProductOption[] }>('products/list', {
        search: search.trim() || undefined,
        match: { isactive: true },
        limit: 20,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return (
    <Autocomplete<ProductOption>
      value={value}
      options={options.data?.items ?? []}
      filterOptions={(o) => o}
      getOptionLabel={(o) => `${o.number} ${o.name}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_e, p) => onChange(p)}
      renderInput={(params) => (
        <TextField {...params} label={t('orders.chooseProduct')} helperText={t('orders.productFills')} />
      )}
    />
  );
}

/** Add or change a line: a product fills the rest; numbers are typed with a decimal comma. */
function LineDialog({ order, line, onClose }: { order: Order; line: Orderline | null; onClose: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [product, setProduct] = useState<ProductOption | null>(null);
  const [values, setValues] = useState<LineForm>({
    name: line?.name ?? '',
    quantity: line ? quantityText(line.quantity) : '1',
    unit: line?.unit ?? '',
    unitprice: comma(line?.unitprice),
    discount: line ? comma(line.discount) : '',
    tax: line ? comma(line.tax) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (k: keyof LineForm) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  const errorText = (k: string) =>
    errors[k]
      ? t([`validation.${errors[k]}`, `orders.error_${errors[k]}`], { defaultValue: errors[k] })
      : undefined;

  const save = async () => {
    setSaving(true);
    setErrors({});
    // Blank fields are left out: with a product the server fills them from it, else it says what is missing.
    const body: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values)) if (v.trim() !== '') body[k] = v.trim();
    try {
      if (line) await ordersApi.updateLine(line.id, { ...body, version: line.version });
      else
        await ordersApi.addLine({
          ...body,
          order_id: order.id,
          ...(product ? { product_id: product.id } : {}),
        });
      await queryClient.invalidateQueries({ queryKey: orderKeys.lines(order.id) });
      await queryClient.invalidateQueries({ queryKey: orderKeys.item(order.id) });
      snackbar.success(t('orders.lineSaved'));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.problem.errors?.length) {
        setErrors(Object.fromEntries(error.problem.errors.map((e) => [e.field, e.message])));
      } else snackbar.error(t('settings.message'));
    } finally {
      setSaving(false);
    }
  };

  const field = (k: keyof LineForm, decimal = false) => (
    <TextField
      label={t(`orders.line_${k}`)}
      value={values[k]}
      onChange={set(k)}
      error={Boolean(errors[k])}
      helperText={errorText(k)}
      slotProps={{ htmlInput: { inputMode: decimal ? 'decimal' : 'text', 'data-field': k } }}
      fullWidth
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{line ? t('orders.editLine') : t('orders.addLine')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {!line ? (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ProductPicker value={product} onChange={setProduct} />
            </Box>
          ) : null}
          {errors.order_id ? (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {errorText('order_id')}
            </Alert>
          ) : null}
          <Box sx={{ gridColumn: '1 / -1' }}>{field('name')}</Box>
          {field('quantity', true)}
          {field('unit')}
          {field('unitprice', true)}
          {field('discount', true)}
          {field('tax', true)}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('orders.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {t('orders.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The order's totals: net, VAT per rate on the sum of that rate's lines (EHF), and gross (issue 7). */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const row = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 4 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400 }} data-total={label}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, ml: 'auto', maxWidth: 360, mt: 2 }} data-testid="order-totals">
      {row(t('orders.totals_net'), formatNumber(order.totals.net))}
      {order.totals.vatrates.map((r) =>
        row(
          t('orders.totals_vatrate', { rate: formatNumber(r.rate, 0), base: formatNumber(r.base) }),
          formatNumber(r.amount),
        ),
      )}
      {row(t('orders.totals_vat'), formatNumber(order.totals.vat))}
      {row(t('orders.totals_gross'), formatNumber(order.totals.gross), true)}
    </Paper>
  );
}

/** The products tab (issue 7): the order's lines, add by product or free text, edit, delete, and the totals. */
export function OrderLinesTab({ order, readOnly }: { order: Order; readOnly?: boolean }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
  const [editing, setEditing] = useState<Orderline | null | 'new'>(null);
  const lines = useQuery({ queryKey: orderKeys.lines(order.id), queryFn: () => ordersApi.lines(order.id) });
  const locked = isLineLockedStatus(order.status);
  const canChange = !readOnly && !locked;

  const remove = async (line: Orderline) => {
    try {
      await ordersApi.removeLines([line.id]);
      await queryClient.invalidateQueries({ queryKey: orderKeys.lines(order.id) });
      await queryClient.invalidateQueries({ queryKey: orderKeys.item(order.id) });
      snackbar.success(t('orders.lineDeleted'));
    } catch {
      snackbar.error(t('settings.message'));
    }
  };

  const items = lines.data?.items ?? [];
  return (
    <Box sx={{ maxWidth: 1200 }}>
      {locked ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('orders.linesLockedInfo')}
        </Alert>
      ) : null}
      {canChange ? (
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} sx={{ mb: 2 }}>
          {t('orders.addLine')}
        </Button>
      ) : null}
      {items.length === 0 && !lines.isLoading ? (
        <Typography color="text.secondary">{t('orders.linesEmpty')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('routes.orders_products')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 180, width: { sm: '40%' } }}>{t('orders.line_name')}</TableCell>
                <TableCell align="right">{t('orders.line_quantity')}</TableCell>
                {!narrow ? <TableCell>{t('orders.line_unit')}</TableCell> : null}
                {!narrow ? <TableCell align="right">{t('orders.line_unitprice')}</TableCell> : null}
                {!narrow ? <TableCell align="right">{t('orders.line_discount')}</TableCell> : null}
                {!narrow ? <TableCell align="right">{t('orders.line_tax')}</TableCell> : null}
                <TableCell align="right">{t('orders.line_net')}</TableCell>
                {canChange ? <TableCell /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((l) => (
                <TableRow key={l.id} hover>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <LineName number={l.productnumber} name={l.name} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(l.quantity, decimalsOf(l.quantity))}
                  </TableCell>
                  {!narrow ? <TableCell>{l.unit}</TableCell> : null}
                  {!narrow ? <TableCell align="right">{formatNumber(l.unitprice)}</TableCell> : null}
                  {!narrow ? (
                    <TableCell align="right">{Number(l.discount) ? formatNumber(l.discount) : ''}</TableCell>
                  ) : null}
                  {!narrow ? <TableCell align="right">{formatNumber(l.tax, 0)}</TableCell> : null}
                  <TableCell align="right" data-line-net={l.id} sx={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(l.net)}
                  </TableCell>
                  {canChange ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', width: 1 }}>
                      <IconButton
                        size="small"
                        aria-label={t('orders.editLine')}
                        onClick={() => setEditing(l)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('orders.deleteLine')}
                        onClick={() => void remove(l)}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <OrderTotals order={order} />
      {editing ? (
        <LineDialog
          order={order}
          line={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
