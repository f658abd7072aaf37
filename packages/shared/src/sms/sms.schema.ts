// SMS sent from a record (spec 01 §5 "SMS", §9 constants) and the SMS history list (the sms_history tabs of orders
// and customers, /sms_history).
import { z } from 'zod';
import { typeError } from '../validation/field';
import { mobile } from '../validation/contact.rules';
import { SMS_MAX_COUNT, smsCount } from '../validation/sms';
import { listPage } from '../validation/record-inputs';

/**
 * spec 01 §5: the message is required and not blank; counted in chunks of 150 characters, a placeholder counting
 * 20; at most 5 messages ('maxSMSCount').
 */
export function smsMessage() {
  return z
    .string(typeError('required'))
    .trim()
    .min(1, 'required')
    .refine((text) => smsCount(text) <= SMS_MAX_COUNT, 'maxSMSCount');
}

/** POST orders/{id}/sms: one mobile number (spec 01 §5 mobile rule) and the text. */
export const smsSendSchema = z
  .object({ to: mobile(), message: smsMessage() }, typeError('invalidData'))
  .strict();
export type SmsSendInput = z.infer<typeof smsSendSchema>;

const id = () =>
  z
    .number(typeError('invalidData'))
    .int('invalidData')
    .positive('invalidData')
    .max(2 ** 53, 'invalidData');

/** POST sms_history/list: the messages of one record or one customer, newest first. */
export const smsListSchema = z
  .object(
    {
      match: z
        .object(
          { moduleid: id().optional(), recordid: id().optional(), customer_id: id().optional() },
          typeError('invalidData'),
        )
        .strict()
        .optional(),
      ...listPage(200),
    },
    typeError('invalidData'),
  )
  .strict();
export type SmsListInput = z.infer<typeof smsListSchema>;

/** Where a message stands: queued in the outbox, handed to the provider, or refused by it (with the error). */
export type SmsStatus = 'outbox' | 'sent' | 'failed';

export type SmsMessage = {
  id: number;
  to: string;
  message: string;
  parts: number;
  status: SmsStatus;
  provider: string;
  error: string | null;
  moduleid: number;
  recordid: number;
  customer_id: number | null;
  sentbyname: string | null;
  createdon: string;
};

/** The module ids of the records an SMS is about (spec 01 §3 notification module ids: 1 order, 2 customer). */
export const SMS_MODULE = { order: 1, customer: 2 } as const;
