// A real SMTP server in the test process (the smtp-server package), standing in
// for the institute's relay: what it receives is read back with mailparser.
// It can offer STARTTLS, speak TLS from the first byte, refuse a recipient,
// and stop and start again on the same port (the relay down for a while).
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll } from 'bun:test';
import type { TestCertificate } from '../../scripts/test-certificates';
import type { CreateAppOptions } from '../app';
import { startMailSender, type MailSender } from '../modules/mail/sender';
import { shownWithin, startTestApp, type TestApp } from '../testing';

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

/** The mails that reached `to` so far. */
export const mailsTo = (relay: TestRelay, to: string) =>
  relay.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === to);

/**
 * A test app on its public URL that mails through a relay of its own, its sender looking every 50 ms and sending
 * without pause, started before the file's tests and stopped after them (as startTestAppBeforeAll).
 */
export function mailingTestAppBeforeAll(options: Partial<CreateAppOptions> & { from?: string } = {}) {
  const { from = 'hostels@example.edu', ...appOptions } = options;
  const t = {} as TestApp;
  const relay = {} as TestRelay;
  let sender: MailSender | undefined;
  beforeAll(async () => {
    Object.assign(relay, await startTestRelay());
    const mail = { relay: `smtp://127.0.0.1:${relay.port}/?starttls=optional`, from, ca: null };
    Object.assign(t, await startTestApp({ mail, publicUrl: 'https://hostels.example.edu', ...appOptions }));
    sender = startMailSender(t.ctx, mail, () => {}, { lookEveryMs: 50, paceMs: 0 });
  });
  afterAll(async () => {
    await sender?.stop();
    await t.stop?.();
    await relay.stop?.();
  });
  return {
    t,
    relay,
    mailsTo: (to: string) => mailsTo(relay, to),
    /** Waits until the outbox has nothing queued: whatever was to go has reached the relay. */
    settled: () => shownWithin(10_000, async () => (await t.admin('GET', '/api/admin/mail')).json.counts.queued === 0),
  };
}
