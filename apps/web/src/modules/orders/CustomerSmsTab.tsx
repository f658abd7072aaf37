import type { RecordTabProps } from '../../app/record-tabs';
import { SmsHistoryList } from './SmsHistoryList';

/** The customer's sms_history tab (spec 01 §2): every SMS about the customer or its orders. */
export function CustomerSmsTab({ recordId }: RecordTabProps) {
  return <SmsHistoryList match={{ customer_id: recordId }} />;
}
