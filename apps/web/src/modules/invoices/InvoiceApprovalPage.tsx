import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../platform/session';
import {
  invoiceKeys,
  invoicePath,
  invoiceRights,
  invoicesApi,
  problemKey,
  type ApprovalList,
} from './invoices.api';

type Item = ApprovalList['items'][number];

/**
 * /invoice_approval (issue 10): when the invoice settings ask for approval, drafts wait here before they can be
 * sent. Approve, or reject with a comment saying why; a draft changed after the decision comes back as waiting.
 */
export function InvoiceApprovalPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<1 | 2 | 3>(1);
  const list = useQuery({
    queryKey: invoiceKeys.approvals(status),
    queryFn: () => invoicesApi.approvals(status),
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('invoices.approval_title')}
      </Typography>
      {list.data && !list.data.requireapproval && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('invoices.approvalOff')}
        </Alert>
      )}
      <Tabs
        value={status}
        onChange={(_, v: 1 | 2 | 3) => setStatus(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        {([1, 2, 3] as const).map((s) => (
          <Tab key={s} value={s} label={t(`invoices.approval_${s}`)} />
        ))}
      </Tabs>
      {list.isFetching && <LoadingBar />}
      {list.data && list.data.items.length === 0 && (
        <Alert severity="info">{t('invoices.approval_empty')}</Alert>
      )}
      <Stack spacing={1.5}>
        {list.data?.items.map((item) => (
          <ApprovalCard key={item.id} item={item} />
        ))}
      </Stack>
    </Box>
  );
}

function ApprovalCard({ item }: { item: Item }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { access } = useSession();
  const rights = invoiceRights(access);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (approve: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await invoicesApi.decide(item.id, { approve, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      await client.invalidateQueries({ queryKey: invoiceKeys.all });
    } catch (e) {
      const key = problemKey(e) ?? 'failed';
      setError(
        key === 'required' ? t('invoices.approvalRejectHelp') : t(`invoices.${key}`, { defaultValue: key }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component={RouterLink}
            to={invoicePath(item)}
            sx={{ fontWeight: 600, color: 'primary.main', overflowWrap: 'anywhere' }}
          >
            {item.type === 2 ? t('invoices.creditnote') : t('invoices.invoice')} · {item.customername}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('invoices.createdon')} {formatDate(item.createdon.slice(0, 10))}
            {item.isakonto ? ` · ${t('invoices.akontoInvoice')}` : ''}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {formatNumber(item.totals.gross, 2)} {item.currency}
        </Typography>
        <Chip
          size="small"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          color={item.approvalstatus === 2 ? 'success' : item.approvalstatus === 3 ? 'error' : 'default'}
          label={t(`invoices.approval_${item.approvalstatus}`)}
        />
      </Stack>
      {item.approvername && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('invoices.approvedBy')}: {item.approvername}
          {item.approvedon ? ` ${formatDate(item.approvedon.slice(0, 10))}` : ''}
          {item.approvalcomment ? ` – «${item.approvalcomment}»` : ''}
        </Typography>
      )}
      {rights.edit && item.approvalstatus !== 2 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            size="small"
            label={t('invoices.approvalComment')}
            helperText={t('invoices.approvalRejectHelp')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            sx={{ flex: 1 }}
          />
          <Button variant="contained" color="success" disabled={busy} onClick={() => void decide(true)}>
            {t('invoices.approve')}
          </Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => void decide(false)}>
            {t('invoices.reject')}
          </Button>
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
