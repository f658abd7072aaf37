import Box from '@mui/material/Box';
import { MailHistoryList } from './MailHistoryList';

/** The customer's E-mail tab (/customers/:id/mail): the mails sent to the customer from all its records. */
export function CustomerMailTab({ customerId }: { customerId: number }) {
  return (
    <Box sx={{ maxWidth: 1300 }}>
      <MailHistoryList match={{ customer_id: customerId }} showCustomer={false} />
    </Box>
  );
}
