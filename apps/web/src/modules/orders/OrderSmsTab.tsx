import Sms from '@mui/icons-material/Sms';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_MODULE } from '@suite/shared/sms/sms.schema';
import { api } from '../../platform/api';
import type { RecordTabProps } from '../../app/record-tabs';
import { SendSmsDialog } from './SendSmsDialog';
import { SmsHistoryList } from './SmsHistoryList';

/** The order's sms_history tab (spec 01 §2): the SMS about the order and a button to send one to the customer. */
export function OrderSmsTab({ recordId, readOnly }: RecordTabProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The customer's mobile number proposed as the recipient.
  const mobile = useQuery({
    queryKey: ['orderdocs', 'customerMobile', recordId],
    queryFn: async () => {
      const order = await api.get<{ customer_id: number }>(`orders/${recordId}`);
      const customer = await api.get<{ mobile: string | null }>(`customers/${order.customer_id}`);
      return customer.mobile ?? '';
    },
    enabled: open,
  });
  return (
    <Box>
      {readOnly ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5, maxWidth: 1100 }}>
          <Button variant="contained" startIcon={<Sms />} onClick={() => setOpen(true)}>
            {t('orderdocs.sendSms')}
          </Button>
        </Box>
      )}
      <SmsHistoryList match={{ moduleid: SMS_MODULE.order, recordid: recordId }} />
      {open && mobile.isFetched ? (
        <SendSmsDialog orderId={recordId} defaultTo={mobile.data ?? ''} onClose={() => setOpen(false)} />
      ) : null}
    </Box>
  );
}
