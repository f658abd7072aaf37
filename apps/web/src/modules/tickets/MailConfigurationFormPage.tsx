import { mailconfigurationsResource } from '@suite/shared/settings/tickets.resources';
import { useParams } from 'react-router';
import { ResourceRecordPage } from '../resources/ResourceRecordPage';

/**
 * /mail_configuration/actions/:mailconfig_id?: add or edit a mailbox tickets are read from (IMAP) and answered
 * through (SMTP). The password is write-only: the page never receives it, and saving without retyping keeps it.
 */
export function MailConfigurationFormPage() {
  const { mailconfig_id: param } = useParams();
  const id = param && /^\d+$/.test(param) ? Number(param) : null;
  return (
    <ResourceRecordPage
      key={id ?? 'new'}
      def={mailconfigurationsResource}
      id={id}
      listPath="/mail_configuration"
      titles={{ create: 'settingslists.mailconfigurationAdd', edit: 'settingslists.mailconfigurationEdit' }}
      // The usual IMAP and SMTP ports with TLS, and the inbox.
      initial={{
        provider: 'imap',
        port: '993',
        usessl: true,
        smtpport: '587',
        smtpusessl: true,
        folder: 'INBOX',
      }}
    />
  );
}
