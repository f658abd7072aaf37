import Box from '@mui/material/Box';
import { isAdmin } from '@suite/shared/users/permissions';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session';
import { EmptyTab } from '../customers/EmptyTab';
import { PageHeader } from '../settings/PageHeader';
import { MailHistoryList } from './MailHistoryList';

/** /mail_history (spec 01 §2; the whole history is for administrators, spec 01 §6): every mail sent from a record. */
export function MailHistoryPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  const admin = access ? isAdmin(access) || access.issuperadmin : false;
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader title={t('routes.mail_history')} subtitle={t('mailhistory.description')} />
      {admin ? <MailHistoryList /> : <EmptyTab text={t('mailhistory.adminOnly')} />}
    </Box>
  );
}
