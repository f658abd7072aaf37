import Box from '@mui/material/Box';
import type { RecordTabProps } from '../../app/record-tabs';
import { MailHistoryList } from './MailHistoryList';

/** The customer's E-mail tab (/customers/:id/mail): the mails sent to the customer from all its records. */
export function CustomerMailTab({ recordId }: RecordTabProps) {
  return (
    <Box sx={{ maxWidth: 1300 }}>
      <MailHistoryList match={{ customer_id: recordId }} showCustomer={false} />
    </Box>
  );
}
