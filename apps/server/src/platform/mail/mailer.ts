import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/connection';
import { withPlatform } from '../../db/tenant';
import { mailLog } from './mail.table';

export type MailMessage = { to: string; subject: string; text: string; html?: string; tenantDomain?: string };
export type Mailer = { send(message: MailMessage): Promise<'sent' | 'outbox' | 'failed'> };

/**
 * Real sending through SMTP when configured; otherwise the message is written as an .eml file to
 * DATA_DIR/outbox so it can be opened locally. Every message is recorded in the mail log either way.
 */
export function createMailer(
  db: Db,
  opts: { smtpUrl: string | null; from: string; dataDir: string },
): Mailer {
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(opts.dataDir, 'outbox');
  return {
    async send(message) {
      let status: 'sent' | 'outbox' | 'failed' = 'failed';
      let file: string | null = null;
      let error: string | null = null;
      try {
        const info = await transport.sendMail({ from: opts.from, ...message });
        if (opts.smtpUrl) status = 'sent';
        else {
          await mkdir(outbox, { recursive: true });
          file = path.join(outbox, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
          await writeFile(file, (info as unknown as { message: Buffer }).message);
          status = 'outbox';
        }
      } catch (e) {
        error = (e as Error).message.slice(0, 500);
      }
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
