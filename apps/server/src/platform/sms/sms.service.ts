import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { SmsListInput, SmsMessage, SmsStatus } from '@suite/shared/sms/sms.schema';
import { smsCount } from '@suite/shared/validation/sms';
import type { Ctx } from '../request-context';
import { users } from '../auth/auth.table';
import { smsAdapter } from './sms-adapter';
import { smsMessages } from './sms.table';

export type SmsToSend = {
  to: string;
  message: string;
  moduleid: number;
  recordid: number;
  customer_id: number | null;
};

/**
 * Sends one SMS through the adapter and records it in the tenant's SMS history whatever the outcome: a provider
 * failure is a 'failed' row with its error, answered to the caller, never lost.
 */
export async function sendSms(ctx: Ctx, sms: SmsToSend): Promise<SmsMessage> {
  const adapter = smsAdapter();
  let result: { status: SmsStatus; error?: string };
  try {
    result = await adapter.send({ to: sms.to, message: sms.message });
  } catch (e) {
    result = { status: 'failed', error: e instanceof Error ? e.message : String(e) };
  }
  const [row] = await ctx.tx
    .insert(smsMessages)
    .values({
      tenantId: ctx.user.tenantId,
      to: sms.to,
      message: sms.message,
      parts: smsCount(sms.message),
      status: result.status,
      provider: adapter.name,
      error: result.error ?? null,
      moduleid: sms.moduleid,
      recordid: sms.recordid,
      customer_id: sms.customer_id,
      sentby: ctx.user.userId,
    })
    .returning({ id: smsMessages.id });
  const [sent] = await listSms(ctx, { match: {}, limit: 1 }, eq(smsMessages.id, row!.id));
  return sent!;
}

/** POST sms_history/list: the tenant's messages, newest first, of one record or one customer when matched. */
export async function listSms(ctx: Ctx, input: SmsListInput, extra?: SQL): Promise<SmsMessage[]> {
  const m = input.match ?? {};
  const where = [eq(smsMessages.tenantId, ctx.user.tenantId)];
  if (m.moduleid !== undefined) where.push(eq(smsMessages.moduleid, m.moduleid));
  if (m.recordid !== undefined) where.push(eq(smsMessages.recordid, m.recordid));
  if (m.customer_id !== undefined) where.push(eq(smsMessages.customer_id, m.customer_id));
  if (extra) where.push(extra);
  const rows = await ctx.tx
    .select({ sms: smsMessages, sentbyname: users.name })
    .from(smsMessages)
    .leftJoin(users, eq(users.id, smsMessages.sentby))
    .where(and(...where))
    .orderBy(desc(smsMessages.id))
    .offset(input.skip ?? 0)
    .limit(input.limit ?? 25);
  return rows.map(({ sms, sentbyname }) => ({
    id: sms.id,
    to: sms.to,
    message: sms.message,
    parts: sms.parts,
    status: sms.status as SmsStatus,
    provider: sms.provider,
    error: sms.error,
    moduleid: sms.moduleid,
    recordid: sms.recordid,
    customer_id: sms.customer_id,
    sentbyname,
    createdon: sms.createdon.toISOString(),
  }));
}
