// The connection to the institute's SMTP relay, through nodemailer: smtp://
// requires STARTTLS (the relay must offer it, or nothing is sent in clear)
// unless the URL says `?starttls=optional` for a relay on the same machine;
// smtps:// speaks TLS from the first byte. `ca` trusts a relay signed by the
// institute's own CA.
import type { MailSettings } from '../../config';

type Nodemailer = typeof import('nodemailer');
// Required, not imported: the executable's one-file bundle hoists an ES module's Node
// imports (streams, zlib, crypto) to its first line, where every start would load them;
// nodemailer's CommonJS build loads with the first message instead (scripts/build.test.ts).
const loadNodemailer = (): Nodemailer => require('nodemailer');

/** The relay as the console shows it: its scheme, host and port, never its password. */
export const shownRelay = (relay: string) => {
  const url = new URL(relay);
  return `${url.protocol}//${url.host}`;
};

export function relayTransport({ relay, ca }: MailSettings) {
  const nodemailer = loadNodemailer();
  const url = new URL(relay);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    requireTLS: !secure && url.searchParams.get('starttls') !== 'optional',
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    ...(ca && { tls: { ca } }),
    // One connection kept open while there is mail, so a digest does not greet the relay once per message.
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export type RelayTransport = ReturnType<typeof relayTransport>;

/**
 * The relay's reply to this message's recipient or content (4xx: try again later; 5xx: refused for good);
 * undefined when the failure was the relay's own: unreachable, no STARTTLS, a bad certificate or login.
 */
export const replyCodeOf = (error: unknown) => {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const aboutMessage = code === 'EENVELOPE' || code === 'EMESSAGE';
  return aboutMessage && typeof responseCode === 'number' ? responseCode : undefined;
};

/** What the relay said, or why it could not be reached, as the console shows it. */
export const failureOf = (error: unknown) => String((error as { message?: unknown }).message).slice(0, 500);
