import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import { LoadingBar } from '../../app/LoadingBar';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ACCOUNTING_SYSTEMS } from '@suite/shared/invoices/invoice-accounting';
import { formatDate } from '@suite/shared/format/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../platform/session';
import { isoOf, lastMonth, PeriodFields } from './InvoiceReportPages';
import { invoiceKeys, invoicePath, invoicesApi, problemKey, type InvoiceBatch } from './invoices.api';

/**
 * The export action of /invoice (issue 10 "Export to accounting"): a period's invoices to an accounting
 * integration that is switched on (its adapter records the request in the outbox below), or as a ledger file
 * (CSV / XLSX) that needs no integration.
 */
export function InvoiceExportDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { initial, language } = useSession();
  const client = useQueryClient();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const enabled = ACCOUNTING_SYSTEMS.filter((s) =>
    (initial?.systemconfiguration.enabledintegrations ?? []).includes(s),
  );
  const [period, setPeriod] = useState(lastMonth);
  const [system, setSystem] = useState<string>(enabled[0] ?? '');
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [mark, setMark] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const outbox = useQuery({ queryKey: invoiceKeys.outbox(0), queryFn: () => invoicesApi.outbox(0) });
  const from = isoOf(period.from);
  const to = isoOf(period.to);
  const fail = (e: unknown) =>
    setNotice({
      severity: 'error',
      text: t(`invoices.${problemKey(e) ?? 'failed'}`, { defaultValue: t('invoices.failed') }),
    });
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await fn();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle>{t('invoices.exportTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, pt: 1 }}>
          <PeriodFields
            from={period.from}
            to={period.to}
            setFrom={(v) => setPeriod({ ...period, from: v })}
            setTo={(v) => setPeriod({ ...period, to: v })}
          />
        </Box>
        {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
        {busy && <LoadingBar />}
        <Typography variant="subtitle1" component="h2">
          {t('invoices.exportSystem')}
        </Typography>
        {enabled.length === 0 ? (
          <Alert severity="info">{t('invoices.noAccountingIntegration')}</Alert>
        ) : (
          <>
            <Typography variant="body2">{t('invoices.exportHelp')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                select
                size="small"
                label={t('invoices.exportSystem')}
                value={system}
                onChange={(e) => setSystem(e.target.value)}
                sx={{ minWidth: 180 }}
              >
                {enabled.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`invoices.system_${s}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="contained"
                disabled={busy || !from || !to || !system}
                onClick={() =>
                  void run(async () => {
                    const r = await invoicesApi.exportTo({ system, from: from!, to: to! });
                    setNotice({
                      severity: 'success',
                      text: t('invoices.exportDone', {
                        count: r.invoices.length,
                        system: t(`invoices.system_${system}`),
                      }),
                    });
                    await client.invalidateQueries({ queryKey: invoiceKeys.all });
                  })
                }
              >
                {t('invoices.exportSend')}
              </Button>
            </Stack>
          </>
        )}
        <Divider />
        <Typography variant="subtitle1" component="h2">
          {t('invoices.ledgerFile')}
        </Typography>
        <Typography variant="body2">{t('invoices.ledgerHelp')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <RadioGroup row value={format} onChange={(e) => setFormat(e.target.value as 'xlsx' | 'csv')}>
            <FormControlLabel value="xlsx" control={<Radio />} label="XLSX" />
            <FormControlLabel value="csv" control={<Radio />} label="CSV" />
          </RadioGroup>
          <FormControlLabel
            control={<Switch checked={mark} onChange={(e) => setMark(e.target.checked)} />}
            label={t('invoices.markExported')}
          />
          <Button
            variant="outlined"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            disabled={busy || !from || !to}
            onClick={() =>
              void run(async () => {
                await invoicesApi.ledger({ from: from!, to: to!, format, markexported: mark }, language);
                if (mark) await client.invalidateQueries({ queryKey: invoiceKeys.all });
              })
            }
          >
            {t('invoices.download')}
          </Button>
        </Stack>
        <Divider />
        <Typography variant="subtitle1" component="h2">
          {t('invoices.outbox')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('invoices.outboxHelp')}
        </Typography>
        <Stack spacing={0.5} data-testid="accounting-outbox">
          {outbox.data?.items.map((o) => (
            <Stack key={o.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ minWidth: 90 }}>
                {formatDate(o.createdon.slice(0, 10))}
              </Typography>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {t(`invoices.system_${o.system}`)} · {o.invoicecount}{' '}
                {t('invoices.invoicecount').toLowerCase()}
              </Typography>
              <Chip
                size="small"
                color={o.status === 'failed' ? 'error' : o.status === 'sent' ? 'success' : 'default'}
                label={t(`invoices.outbox_${o.status}`)}
              />
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('invoices.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The batch send dialog of /invoice: the drafts the filter finds (up to 1 000), sent by one background job. */
export function BatchSendDialog({
  ids,
  onClose,
  onStarted,
}: {
  ids: number[];
  onClose(): void;
  onStarted(batch: InvoiceBatch): void;
}) {
  const { t } = useTranslation();
  const [sendtype, setSendtype] = useState(3);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('invoices.sendSelected', { count: ids.length })}</DialogTitle>
      <DialogContent>
        <RadioGroup value={sendtype} onChange={(e) => setSendtype(Number(e.target.value))}>
          {[3, 4, 2, 7].map((s) => (
            <FormControlLabel key={s} value={s} control={<Radio />} label={t(`invoices.sendtype_${s}`)} />
          ))}
        </RadioGroup>
        {sendtype === 4 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('invoices.batchEmailHint')}
          </Typography>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('invoices.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || ids.length === 0}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              onStarted(await invoicesApi.batchSend({ invoice_ids: ids, sendtype }));
            } catch (e) {
              setError(t(`invoices.${problemKey(e) ?? 'failed'}`, { defaultValue: t('invoices.failed') }));
              setBusy(false);
            }
          }}
        >
          {t('invoices.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The progress bar of the tenant's newest batch: polled every second while it runs. */
export function BatchProgress({ started }: { started: InvoiceBatch | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [hidden, setHidden] = useState<number | null>(null);
  const batch = useQuery({
    queryKey: invoiceKeys.batch('latest'),
    queryFn: () => invoicesApi.latestBatch(),
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'finished' ? 1000 : false),
  });
  useEffect(() => {
    if (started) void client.invalidateQueries({ queryKey: invoiceKeys.batch('latest') });
  }, [started, client]);
  const b = batch.data;
  const finished = b?.status === 'finished';
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: [...invoiceKeys.all, 'list'] });
  }, [finished, client]);
  // A finished batch is shown after one was started here, until closed; a running one always.
  if (!b || hidden === b.id || (finished && started?.id !== b.id)) return null;
  const value = b.total ? ((b.done + b.failed) / b.total) * 100 : 100;
  const text = t(finished ? 'invoices.batchFinished' : 'invoices.batchProgress', {
    done: b.done,
    total: b.total,
    failed: b.failed,
  });
  return (
    <Alert
      severity={finished ? (b.failed ? 'warning' : 'success') : 'info'}
      sx={{ mb: 2, '& .MuiAlert-message': { flex: 1 } }}
      onClose={finished ? () => setHidden(b.id) : undefined}
    >
      <Typography variant="body2" role="status">
        {text}
      </Typography>
      <LoadingBar variant="determinate" value={value} sx={{ mt: 1 }} aria-label={text} />
      {finished && b.errors.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t('invoices.batchFailures')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {b.errors.map((e) => (
              <li key={e.invoice_id}>
                <Typography variant="body2" component="span">
                  <Link component={RouterLink} to={invoicePath({ id: e.invoice_id, order_id: e.order_id })}>
                    {e.customername ?? `#${e.invoice_id}`}
                  </Link>
                  {': '}
                  {t(`invoices.${e.message}`, { defaultValue: t('invoices.failed') })}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Alert>
  );
}
