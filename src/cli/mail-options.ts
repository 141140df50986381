// serve's mail flags and their environment variables, as the server's MailSettings.
import type { MailSettings } from '../config';
import { UsageError, caCertificateOf, nonEmptyOption } from './usage';

export const MAIL_OPTIONS = {
  smtp: { type: 'string' },
  'mail-from': { type: 'string' },
  'smtp-ca-cert': { type: 'string' },
} as const;

type MailValues = { smtp?: string; 'mail-from'?: string; 'smtp-ca-cert'?: string };

/** A sender such as `Hostel Office <hostels@example.edu>` or a bare address. */
const SENDER = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

/** The relay the flags (else the environment) name, or null when the site sends no mail. */
export function mailSettingsOf(values: MailValues, env = process.env): MailSettings | null {
  const relay = nonEmptyOption('--smtp', values.smtp ?? (env.HOSTEL_SMTP_URL || undefined), 'a URL');
  const from = nonEmptyOption('--mail-from', values['mail-from'] ?? (env.HOSTEL_MAIL_FROM || undefined), 'an address');
  const caPath = nonEmptyOption(
    '--smtp-ca-cert',
    values['smtp-ca-cert'] ?? (env.HOSTEL_SMTP_CA_CERT || undefined),
    'a file',
  );
  if (relay === undefined) {
    if (from !== undefined || caPath !== undefined) throw new UsageError('--mail-from and --smtp-ca-cert need --smtp.');
    return null;
  }
  let url: URL;
  try {
    url = new URL(relay);
  } catch {
    throw new UsageError(`--smtp needs a URL such as smtp://relay.example.edu:587 (got "${relay}").`);
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname)
    throw new UsageError(`--smtp needs an smtp:// or smtps:// URL with a host, such as smtp://relay.example.edu:587.`);
  if (from === undefined) throw new UsageError('--smtp needs --mail-from: the address mail is sent from.');
  if (!SENDER.test(from))
    throw new UsageError(`--mail-from needs an address such as "Hostel Office <hostels@example.edu>" (got "${from}").`);
  return { relay: url.href, from, ca: caCertificateOf('--smtp-ca-cert', caPath) };
}
