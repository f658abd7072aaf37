import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback; what the product sends lands parsed in `inbox`. With `refuse`, receivers at that
 * domain are refused with 550, as a receiving server may, so a failed delivery takes the real path.
 */
export async function startSmtp(opts: { refuse?: string } = {}): Promise<{
  server: SMTPServer;
  port: number;
  inbox: ParsedMail[];
  close(): Promise<void>;
}> {
  const inbox: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (opts.refuse && address.address.endsWith(`@${opts.refuse}`)) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => inbox.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    port: (server.server.address() as { port: number }).port,
    inbox,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
