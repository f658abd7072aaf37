import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { SEND_TYPES } from '@suite/shared/invoices/invoice.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { useSnackbar } from '../../app/snackbar';
import { useSession } from '../../platform/session';
import { InvoiceStatusChip } from './InvoiceTable';
import {
  invoiceKeys,
  invoicePath,
  invoiceRights,
  invoicesApi,
  problemKey,
  type Invoice,
  type InvoiceLine,
} from './invoices.api';

type LineForm = {
  id?: number;
  name: string;
  quantity: string;
  unit: string;
  unitprice: string;
  discount: string;
  tax: string;
};
type HeadForm = Record<
  'invoicedate' | 'duedate' | 'paymentterms' | 'customerreference' | 'ourreference' | 'invoicetext',
  string
>;

const comma = (v: string | null | undefined) => (v ?? '').replace('.', ',');
/** '2.500000' -> '2,5': a quantity as a person writes it. */
const quantityText = (v: string) => comma(v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
const day = (v: string | null) => (v ? formatDate(v) : '');
const todayText = () =>
  formatDate(new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date()));

function lineForm(l: InvoiceLine): LineForm {
  return {
    id: l.id,
    name: l.name,
    quantity: quantityText(l.quantity),
    unit: l.unit ?? '',
    unitprice: comma(l.unitprice),
    discount: Number(l.discount) ? quantityText(l.discount) : '',
    tax: quantityText(l.tax),
  };
}
function headForm(i: Invoice): HeadForm {
  return {
    invoicedate: day(i.invoicedate),
    duedate: day(i.duedate),
    paymentterms: String(i.paymentterms),
    customerreference: i.customerreference ?? '',
    ourreference: i.ourreference ?? '',
    invoicetext: i.invoicetext ?? '',
  };
}

function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const key = problemKey(error);
    if (!key) return t('invoices.failed');
    return t(`invoices.${key}`, {
      defaultValue: t(`validation.${key}`, { defaultValue: t(`errors.${key}`, { defaultValue: key }) }),
    });
  };
}

/**
 * orders/:order_id/invoice/actions/:invoice_id? (spec 02 §2): without an invoice id, a new invoice (or akonto invoice)
 * of the order; with one, the invoice record: lines and fields editable while draft, totals with decimal comma,
 * send (download, EHF, e-mail, print), PDF, EHF, credit, payment, reminder.
 */
export function InvoiceRecordPage() {
  const { order_id, invoice_id } = useParams();
  const orderId = Number(order_id);
  const id = Number(invoice_id);
  if (!invoice_id) return <NewInvoice orderId={orderId} />;
  return <InvoiceRecord id={id} />;
}

function NewInvoice({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [akonto, setAkonto] = useState(false);
  const [amount, setAmount] = useState('');
  const [withHours, setWithHours] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const inv = await invoicesApi.createFromOrder(
        orderId,
        akonto ? { akonto: amount } : { includehours: withHours },
      );
      // A new draft: leaving it unsaved asks whether to delete it (spec 02 §2 lost-changes dialog, draft variant).
      navigate(invoicePath(inv), { replace: true, state: { newDraft: inv.version } });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 640 }}>
      <Button startIcon={<ArrowBack />} onClick={() => navigate(`/orders/${orderId}/invoice`)}>
        {t('invoices.backToOrder')}
      </Button>
      <Paper sx={{ p: 2, mt: 1, display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h1">
          {t('invoices.newInvoice')}
        </Typography>
        <Typography variant="body2">{t('invoices.newInvoiceHelp')}</Typography>
        <FormControlLabel
          control={<Switch checked={akonto} onChange={(e) => setAkonto(e.target.checked)} />}
          label={t('invoices.akontoInvoice')}
        />
        {akonto && (
          <TextField
            label={t('invoices.akontoAmount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
        {!akonto && (
          <FormControlLabel
            control={<Switch checked={withHours} onChange={(e) => setWithHours(e.target.checked)} />}
            label={t('invoices.includehours')}
          />
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Box>
          <Button variant="contained" disabled={busy} onClick={() => void create()}>
            {t('invoices.createDraft')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

function InvoiceRecord({ id }: { id: number }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const invoice = useQuery({
    queryKey: invoiceKeys.item(id),
    queryFn: () => invoicesApi.get(id),
    retry: false,
  });
  if (invoice.isError) return <Alert severity="error">{t('invoices.invoiceNotFound')}</Alert>;
  if (!invoice.data) return <LoadingBar />;
  // Keyed by version: a saved or sent invoice starts the form again from what the server answered.
  return (
    <InvoiceView
      key={`${id}-${invoice.data.version}`}
      data={invoice.data}
      notice={notice}
      setNotice={setNotice}
    />
  );
}

type Notice = { severity: 'error' | 'success'; text: string; pdf?: boolean };

function InvoiceView({
  data,
  notice,
  setNotice,
}: {
  data: Invoice;
  notice: Notice | null;
  setNotice(n: Notice | null): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const { access } = useSession();
  const rights = invoiceRights(access);
  const id = data.id;
  const [head, setHead] = useState<HeadForm>(() => headForm(data));
  const [lines, setLines] = useState<LineForm[]>(() => data.lines.map(lineForm));
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'send' | 'payment' | 'delete' | null>(null);
  const draft = data.status === 1;
  const editable = draft && rights.edit;
  const location = useLocation();
  // spec 02 §2: the draft just made and never saved is "not saved": leaving asks, and Yes deletes it.
  const fresh = editable && (location.state as { newDraft?: number } | null)?.newDraft === data.version;
  const [initial] = useState(() => JSON.stringify([headForm(data), data.lines.map(lineForm)]));
  const dirty = editable && JSON.stringify([head, lines]) !== initial;
  const release = useUnsavedChanges(dirty, fresh ? data.id : undefined);
  const credit = data.type === 2;
  const refresh = (next: Invoice) => {
    client.setQueryData(invoiceKeys.item(id), next);
    void client.invalidateQueries({ queryKey: invoiceKeys.all });
  };
  const save = async () => {
    setError(null);
    try {
      const next = await invoicesApi.update(id, {
        version: data.version,
        invoicedate: head.invoicedate,
        duedate: head.duedate,
        paymentterms: Number(head.paymentterms),
        customerreference: head.customerreference,
        ourreference: head.ourreference,
        invoicetext: head.invoicetext,
        lines: lines.map((l) => ({
          ...(l.id ? { id: l.id } : {}),
          name: l.name,
          quantity: l.quantity,
          unit: l.unit,
          unitprice: l.unitprice,
          discount: l.discount || '0',
          tax: l.tax || '0',
        })),
      });
      refresh(next);
      snackbar.success(t('invoices.saved'));
    } catch (e) {
      setError(errorText(e));
    }
  };
  const title = `${credit ? t('invoices.creditnote') : t('invoices.invoice')} ${data.invoicenumber ?? `(${t('invoices.draft')})`}`;
  const pdfUrl = `/api/invoices/${id}/pdf`;
  const setHeadField = (k: keyof HeadForm) => (e: { target: { value: string } }) =>
    setHead({ ...head, [k]: e.target.value });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Box>
        <Button
          startIcon={<ArrowBack />}
          onClick={() => navigate(data.order_id ? `/orders/${data.order_id}/invoice` : '/invoice')}
        >
          {data.ordernumber ? `${t('invoices.ordernumber')} ${data.ordernumber}` : t('invoices.title')}
        </Button>
      </Box>
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {title} <InvoiceStatusChip row={data} />
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {rights.edit && (
              <Button variant="contained" onClick={() => setDialog('send')}>
                {t('invoices.send')}
              </Button>
            )}
            <Button variant="outlined" href={pdfUrl} target="_blank">
              PDF
            </Button>
            {!draft && (
              <Button variant="outlined" href={`/api/invoices/${id}/ehf`}>
                EHF
              </Button>
            )}
            {!draft && !credit && rights.add && data.status !== 5 && (
              <Button
                variant="outlined"
                onClick={() => navigate(`/orders/${data.order_id ?? 0}/invoice/creditnote/${id}`)}
              >
                {t('invoices.credit')}
              </Button>
            )}
            {!draft && !credit && rights.edit && data.status !== 5 && (
              <Button variant="outlined" onClick={() => setDialog('payment')}>
                {t('invoices.registerPayment')}
              </Button>
            )}
            {data.overdue && rights.edit && (
              <Button
                variant="outlined"
                color="warning"
                onClick={async () => {
                  try {
                    const r = await invoicesApi.reminder(id, {});
                    refresh(r.invoice);
                    setNotice(
                      r.result === 'sent'
                        ? {
                            severity: 'success',
                            text: t('invoices.reminderSent', { fee: formatNumber(r.fee) }),
                          }
                        : { severity: 'error', text: t(`invoices.${r.message}`) },
                    );
                  } catch (e) {
                    setNotice({ severity: 'error', text: errorText(e) });
                  }
                }}
              >
                {t('invoices.sendReminder')}
              </Button>
            )}
            {draft && rights.remove && (
              <IconButton aria-label={t('invoices.delete')} onClick={() => setDialog('delete')}>
                <DeleteOutlined />
              </IconButton>
            )}
          </Stack>
        </Stack>
        {draft && data.approvalstatus !== null && (
          <Alert
            severity={data.approvalstatus === 3 ? 'error' : data.approvalstatus === 2 ? 'success' : 'info'}
            sx={{ mt: 1 }}
          >
            {t(`invoices.approval_${data.approvalstatus}`)}
            {data.approvalcomment ? ` – «${data.approvalcomment}»` : ''}
          </Alert>
        )}
        {notice && (
          <Alert
            severity={notice.severity}
            sx={{ mt: 1 }}
            onClose={() => setNotice(null)}
            action={
              notice.pdf ? (
                <Button href={pdfUrl} target="_blank">
                  {t('invoices.downloadPdf')}
                </Button>
              ) : undefined
            }
          >
            {notice.text}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            gap: 2,
            mt: 2,
          }}
        >
          <Info label={t('invoices.customer')} value={data.customername} />
          <Info label={t('invoices.kid')} value={data.kid ?? ''} />
          {credit && (
            <Info label={t('invoices.creditsInvoice')} value={String(data.creditedinvoicenumber ?? '')} />
          )}
          {data.currency !== 'NOK' && <Info label={t('invoices.currency')} value={data.currency} />}
          <TextField
            size="small"
            label={t('invoices.invoicedate')}
            placeholder="DD.MM.YYYY"
            value={head.invoicedate}
            onChange={setHeadField('invoicedate')}
            disabled={!editable}
          />
          <TextField
            size="small"
            label={t('invoices.duedate')}
            placeholder="DD.MM.YYYY"
            value={head.duedate}
            onChange={setHeadField('duedate')}
            disabled={!editable}
          />
          <TextField
            size="small"
            label={t('invoices.paymentterms')}
            value={head.paymentterms}
            onChange={setHeadField('paymentterms')}
            disabled={!editable}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            size="small"
            label={t('invoices.customerreference')}
            value={head.customerreference}
            onChange={setHeadField('customerreference')}
            disabled={!editable}
          />
          <TextField
            size="small"
            label={t('invoices.ourreference')}
            value={head.ourreference}
            onChange={setHeadField('ourreference')}
            disabled={!editable}
          />
          <TextField
            size="small"
            label={t('invoices.invoicetext')}
            value={head.invoicetext}
            onChange={setHeadField('invoicetext')}
            disabled={!editable}
            multiline
            sx={{ gridColumn: { md: 'span 3', sm: 'span 2' } }}
          />
        </Box>
      </Paper>
      <Paper>
        <LinesEditor lines={lines} setLines={setLines} editable={editable} />
        <Totals invoice={data} />
      </Paper>
      {error && <Alert severity="error">{error}</Alert>}
      {editable && (
        <Box>
          <Button variant="contained" onClick={() => void save()}>
            {t('invoices.save')}
          </Button>
        </Box>
      )}
      {data.payments.length > 0 && (
        <Paper sx={{ p: 2 }}>
          <Typography variant="subtitle1">{t('invoices.payments')}</Typography>
          {data.payments.map((p) => (
            <Typography key={p.id} variant="body2">
              {formatDate(p.paiddate)}: {formatNumber(p.amount)}
            </Typography>
          ))}
        </Paper>
      )}
      {dialog === 'send' && (
        <SendDialog
          invoice={data}
          onClose={() => setDialog(null)}
          onDone={(result, next) => {
            refresh(next);
            setDialog(null);
            if (result.result === 'failed')
              setNotice({ severity: 'error', text: t(`invoices.${result.message}`), pdf: true });
            else {
              setNotice({ severity: 'success', text: t('invoices.sentOk') });
              if (result.sendtype === 2 || result.sendtype === 7) window.open(pdfUrl, '_blank');
            }
          }}
        />
      )}
      {dialog === 'payment' && (
        <PaymentDialog
          invoice={data}
          onClose={() => setDialog(null)}
          onDone={(next) => {
            refresh(next);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'delete' && (
        <Dialog open onClose={() => setDialog(null)}>
          <DialogContent>{t('invoices.confirmDelete')}</DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>{t('invoices.no')}</Button>
            <Button
              color="error"
              onClick={async () => {
                try {
                  await invoicesApi.remove(id);
                  release();
                  void client.invalidateQueries({ queryKey: invoiceKeys.all });
                  navigate(data.order_id ? `/orders/${data.order_id}/invoice` : '/invoice');
                } catch (e) {
                  setDialog(null);
                  setError(errorText(e));
                }
              }}
            >
              {t('invoices.yes')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body1">{value || '–'}</Typography>
    </Box>
  );
}

/** The label of a line field: the description is the line's `name`. */
function lineFieldLabel(t: (key: string) => string, k: keyof LineForm): string {
  return t(`invoices.${k === 'name' ? 'description' : k}`);
}

function LinesEditor({
  lines,
  setLines,
  editable,
}: {
  lines: LineForm[];
  setLines: (l: LineForm[]) => void;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width:600px)');
  const set = (n: number, k: keyof LineForm, v: string) =>
    setLines(lines.map((l, i) => (i === n ? { ...l, [k]: v } : l)));
  const cell = (n: number, k: keyof LineForm, width: number | string, align: 'left' | 'right' = 'right') =>
    editable ? (
      <TextField
        size="small"
        variant="standard"
        value={lines[n]![k] ?? ''}
        onChange={(e) => set(n, k, e.target.value)}
        slotProps={{
          htmlInput: {
            'aria-label': lineFieldLabel(t, k),
            style: { textAlign: align },
          },
        }}
        sx={{ width }}
      />
    ) : (
      String(lines[n]![k] ?? '')
    );
  const addLine = () =>
    setLines([...lines, { name: '', quantity: '1', unit: '', unitprice: '', discount: '', tax: '25' }]);
  const removeLine = (n: number) => setLines(lines.filter((_, i) => i !== n));
  if (editable && phone)
    return <PhoneLinesEditor lines={lines} set={set} add={addLine} remove={removeLine} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('invoices.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices.description')}</TableCell>
            <TableCell align="right">{t('invoices.quantity')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('invoices.unit')}</TableCell>
            <TableCell align="right">{t('invoices.unitprice')}</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('invoices.discount')}
            </TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('invoices.tax')}
            </TableCell>
            {editable && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l, n) => (
            <TableRow key={l.id ?? `new-${n}`}>
              <TableCell sx={{ minWidth: 220, width: '100%' }}>
                {editable ? cell(n, 'name', '100%', 'left') : l.name}
              </TableCell>
              <TableCell align="right">{cell(n, 'quantity', 60)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {cell(n, 'unit', 50, 'left')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {editable ? cell(n, 'unitprice', 90) : formatNumber(l.unitprice.replace(',', '.'))}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {cell(n, 'discount', 50)}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {cell(n, 'tax', 50)}
              </TableCell>
              {editable && (
                <TableCell>
                  <IconButton
                    size="small"
                    aria-label={t('invoices.removeLine')}
                    onClick={() => removeLine(n)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editable && (
        <Button startIcon={<Add />} sx={{ m: 1 }} onClick={addLine}>
          {t('invoices.addLine')}
        </Button>
      )}
    </TableContainer>
  );
}

/**
 * A draft's lines on a phone (≤600 px): one card per line with every field labelled (description across, then
 * quantity, unit, unit price, discount and VAT two by two), instead of a table whose hidden columns could not be
 * edited and whose inputs pushed the page sideways (issue 12).
 */
function PhoneLinesEditor({
  lines,
  set,
  add,
  remove,
}: {
  lines: LineForm[];
  set: (n: number, k: keyof LineForm, v: string) => void;
  add: () => void;
  remove: (n: number) => void;
}) {
  const { t } = useTranslation();
  const field = (n: number, k: keyof LineForm, numeric = true) => (
    <TextField
      size="small"
      label={lineFieldLabel(t, k)}
      value={lines[n]![k] ?? ''}
      onChange={(e) => set(n, k, e.target.value)}
      slotProps={{ htmlInput: numeric ? { inputMode: 'decimal', style: { textAlign: 'right' } } : {} }}
      fullWidth
    />
  );
  return (
    <Box role="list" aria-label={t('invoices.lines')}>
      {lines.map((l, n) => (
        <Box
          key={l.id ?? `new-${n}`}
          role="listitem"
          data-testid="invoice-line-card"
          sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
            {field(n, 'name', false)}
            <IconButton aria-label={t('invoices.removeLine')} onClick={() => remove(n)}>
              <DeleteOutlined />
            </IconButton>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
            {field(n, 'quantity')}
            {field(n, 'unit', false)}
            {field(n, 'unitprice')}
            {field(n, 'discount')}
            {field(n, 'tax')}
          </Box>
        </Box>
      ))}
      <Button startIcon={<Add />} sx={{ m: 1 }} onClick={add}>
        {t('invoices.addLine')}
      </Button>
    </Box>
  );
}

function Totals({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const row = (label: string, value: string, bold = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: bold ? 600 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: bold ? 600 : 400, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
  const tt = invoice.totals;
  return (
    <Box sx={{ p: 2, ml: 'auto', maxWidth: 360 }} data-testid="invoice-totals">
      {row(t('invoices.totalNet'), formatNumber(tt.net))}
      {tt.vatrates.map((v) => (
        <Box key={v.rate}>
          {row(
            t('invoices.vatLine', { rate: formatNumber(v.rate, 0), base: formatNumber(v.base) }),
            formatNumber(v.amount),
          )}
        </Box>
      ))}
      {row(t('invoices.vatTotal'), formatNumber(tt.vat))}
      {row(`${t('invoices.totalGross')} ${invoice.currency}`, formatNumber(tt.gross), true)}
      {invoice.type === 1 &&
        invoice.status !== 1 &&
        row(t('invoices.balance'), formatNumber(invoice.balance))}
    </Box>
  );
}

function SendDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: Invoice;
  onClose(): void;
  onDone(result: { result: string; message: string | null; sendtype: number }, next: Invoice): void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [sendtype, setSendtype] = useState(4);
  const [to, setTo] = useState(invoice.customeremail ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await invoicesApi.send(invoice.id, {
        sendtype,
        ...(sendtype === 4 && to.trim() ? { to: to.trim() } : {}),
      });
      onDone({ ...r, sendtype }, r.invoice);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('invoices.send')}</DialogTitle>
      <DialogContent>
        <RadioGroup value={sendtype} onChange={(e) => setSendtype(Number(e.target.value))}>
          {SEND_TYPES.map((s) => (
            <FormControlLabel key={s} value={s} control={<Radio />} label={t(`invoices.sendtype_${s}`)} />
          ))}
        </RadioGroup>
        {sendtype === 4 && (
          <TextField
            fullWidth
            size="small"
            type="email"
            label={t('invoices.to')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            sx={{ mt: 1 }}
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('invoices.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void go()}>
          {t('invoices.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PaymentDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: Invoice;
  onClose(): void;
  onDone(next: Invoice): void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [amount, setAmount] = useState(comma(invoice.balance));
  const [date, setDate] = useState(todayText());
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('invoices.registerPayment')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          size="small"
          label={t('invoices.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          size="small"
          label={t('invoices.paiddate')}
          placeholder="DD.MM.YYYY"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('invoices.cancel')}</Button>
        <Button
          variant="contained"
          onClick={async () => {
            try {
              onDone(await invoicesApi.payment(invoice.id, { amount, paiddate: date }));
            } catch (e) {
              setError(errorText(e));
            }
          }}
        >
          {t('invoices.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** orders/:order_id/invoice/creditnote/:invoice_id (spec 02 §2): credit all that is left, or chosen lines. */
export function CreditnotePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { invoice_id } = useParams();
  const id = Number(invoice_id);
  const invoice = useQuery({
    queryKey: invoiceKeys.item(id),
    queryFn: () => invoicesApi.get(id),
    retry: false,
  });
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  if (invoice.isError) return <Alert severity="error">{t('invoices.invoiceNotFound')}</Alert>;
  if (!invoice.data) return <LoadingBar />;
  const data = invoice.data;
  const make = async (partial: boolean) => {
    setError(null);
    try {
      const lines = Object.entries(chosen)
        .filter(([, q]) => q.trim())
        .map(([line_id, quantity]) => ({ line_id: Number(line_id), quantity }));
      const credit = await invoicesApi.creditnote(id, partial ? { lines } : {});
      navigate(invoicePath(credit));
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={() => navigate(invoicePath(data))}>
          {t('invoices.invoice')} {data.invoicenumber}
        </Button>
      </Box>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h1">
          {t('invoices.creditInvoice', { number: data.invoicenumber })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('invoices.creditHelp')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('invoices.description')}</TableCell>
              <TableCell align="right">{t('invoices.quantity')}</TableCell>
              <TableCell align="right">{t('invoices.creditQuantity')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.lines.map((l) => (
              <TableRow key={l.id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={l.id in chosen}
                    slotProps={{ input: { 'aria-label': l.name } }}
                    onChange={(e) => {
                      const next = { ...chosen };
                      if (e.target.checked) next[l.id] = quantityText(l.quantity);
                      else delete next[l.id];
                      setChosen(next);
                    }}
                  />
                </TableCell>
                <TableCell>{l.name}</TableCell>
                <TableCell align="right">{quantityText(l.quantity)}</TableCell>
                <TableCell align="right">
                  {l.id in chosen && (
                    <TextField
                      size="small"
                      variant="standard"
                      value={chosen[l.id]}
                      onChange={(e) => setChosen({ ...chosen, [l.id]: e.target.value })}
                      sx={{ width: 70 }}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void make(false)}>
            {t('invoices.creditAll')}
          </Button>
          <Button
            variant="outlined"
            disabled={Object.keys(chosen).length === 0}
            onClick={() => void make(true)}
          >
            {t('invoices.creditChosen')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
