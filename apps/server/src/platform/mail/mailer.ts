import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/connection';
import { withPlatform } from '../../db/tenant';
import { mailLog } from './mail.table';

/** A file sent with a message: a rendered PDF, with the name the receiver sees. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  tenantDomain?: string;
  /** Comma-separated addresses, like `to`. */
  cc?: string;
  attachments?: MailAttachment[];
};

export type MailStatus = 'sent' | 'outbox' | 'failed';
/** The outcome of one delivery: the error text of a failed one, the .eml file of an outbox one. */
export type Delivery = { status: MailStatus; error: string | null; file: string | null };

export type Mailer = {
  /** Platform mail (password reset, invitations): delivered and recorded in the platform mail log. */
  send(message: MailMessage): Promise<MailStatus>;
  /**
   * Delivery only, nothing recorded and no database touched: the tenant's record mail (mail/record-mail.ts)
   * records itself in the tenant's mail history inside its own tenant transaction. Optional so that a test's
   * stand-in mailer needs only `send`.
   */
  deliver?(message: MailMessage): Promise<Delivery>;
};

/**
 * Real sending through SMTP when configured; otherwise the message is written as an .eml file to
 * DATA_DIR/outbox so it can be opened locally. Every message is recorded: platform mail in the mail log (send),
 * record mail in the tenant's mail history (deliver, called by sendRecordMail).
 */
export function createMailer(
  db: Db,
  opts: { smtpUrl: string | null; from: string; dataDir: string },
): Mailer {
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(opts.dataDir, 'outbox');

  async function deliver(message: MailMessage): Promise<Delivery> {
    const { tenantDomain: _tenantDomain, ...mail } = message;
    try {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      if (opts.smtpUrl) return { status: 'sent', error: null, file: null };
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      return { status: 'outbox', error: null, file };
    } catch (e) {
      return { status: 'failed', error: (e as Error).message.slice(0, 500), file: null };
    }
  }

  return {
    deliver,
    async send(message) {
      const { status, file, error } = await deliver(message);
      await withPlatform(db, (tx) =>
        tx.insert(mailLog).values({
          to: message.to,
          subject: message.subject,
          status,
          file,
          error,
          tenantDomain: message.tenantDomain ?? null,
        }),
      );
      return status;
    },
  };
}
