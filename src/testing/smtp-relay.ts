// A real SMTP server in the test process (the smtp-server package), standing in
// for the institute's relay: what it receives is read back with mailparser.
// It can offer STARTTLS, speak TLS from the first byte, refuse a recipient,
// and stop and start again on the same port (the relay down for a while).
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { TestCertificate } from '../../scripts/test-certificates';

export type RelayOptions = {
  /** The relay's certificate: STARTTLS offered (or implicit TLS with `implicitTls`); none: plain SMTP only. */
  certificate?: TestCertificate;
  implicitTls?: boolean;
  /** A recipient answered with this reply (`550 5.1.1 No such user`) instead of taken. */
  refuse?: (to: string) => { code: number; text: string } | null;
  port?: number;
};

export async function startTestRelay(options: RelayOptions = {}) {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;

  const serverOptions = (): SMTPServerOptions => ({
    secure: options.implicitTls ?? false,
    ...(options.certificate
      ? { key: options.certificate.key, cert: options.certificate.cert }
      : { disabledCommands: ['STARTTLS'] }),
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const refused = options.refuse?.(address.address);
      if (!refused) return callback();
      callback(Object.assign(new Error(refused.text), { responseCode: refused.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error) => callback(error),
      );
    },
  });

  async function start() {
    server = new SMTPServer(serverOptions());
    await new Promise<void>((resolve, reject) => {
      server!.server.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as { port: number }).port;
  }

  await start();
  return {
    received,
    get port() {
      return port;
    },
    /** Stops listening: the relay is down until start(). */
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start,
  };
}

export type TestRelay = Awaited<ReturnType<typeof startTestRelay>>;
