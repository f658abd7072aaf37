import Chip from '@mui/material/Chip';
import type { MailHistoryStatus } from '@suite/shared/mail/mail-history.schema';
import { useTranslation } from 'react-i18next';

const COLORS = { sent: 'success', outbox: 'default', failed: 'error' } as const;

/** Whether a mail went out: sent, waiting in the local outbox, or failed. */
export function MailStatusChip({ status }: { status: MailHistoryStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'sent' ? 'outlined' : 'filled'}
      color={COLORS[status]}
      label={t(`mailhistory.status_${status}`)}
    />
  );
}
