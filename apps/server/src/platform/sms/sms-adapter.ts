// The SMS provider seam: one small interface a provider implements (ClickSend, configured under settings:
// integrations, spec 01 §3). The default keeps every message in the outbox table where users see it in the SMS
// history, so nothing leaves the machine unless a provider is plugged in.

export type OutgoingSms = { to: string; message: string };
export type SmsResult = { status: 'outbox' | 'sent' | 'failed'; error?: string };

export type SmsAdapter = {
  /** Stored with each message ('outbox', 'clicksend' ...). */
  readonly name: string;
  send(sms: OutgoingSms): Promise<SmsResult>;
};

/** The default: the message stays in the outbox (status 'outbox'), visible in the SMS history. */
export const outboxSmsAdapter: SmsAdapter = {
  name: 'outbox',
  send: async () => ({ status: 'outbox' }),
};

let current: SmsAdapter = outboxSmsAdapter;

/** The adapter messages go through. A provider adapter (ClickSend over HTTPS) is set here at start-up. */
export function smsAdapter(): SmsAdapter {
  return current;
}

/** Replaces the adapter (start-up wiring; tests that need a failing provider). Returns the previous one. */
export function setSmsAdapter(adapter: SmsAdapter): SmsAdapter {
  const previous = current;
  current = adapter;
  return previous;
}
