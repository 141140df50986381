// The Mail panel's words, kept together.
import type { MailStatus } from '@contract/modules/mail/model';

export const mailTexts = {
  title: 'Mail',
  loading: 'Loading mail...',
  loadFailed: 'The outbox could not be read.',
  notConfigured: 'Mail is not set up',
  notConfiguredBody:
    'The site sends no mail until the server is started with the institute relay: ' +
    'hostel serve --smtp smtp://relay.example.edu:587 --mail-from "Hostel Office <hostels@example.edu>". ' +
    'See docs/operating.md, Mail.',
  configured: (from: string, relay: string) => `Mail goes out from ${from} through ${relay}.`,
  counts: { queued: 'Queued', sent: 'Sent', failed: 'Failed' } satisfies Record<MailStatus, string>,
  testTitle: 'Send a test mail',
  testHint: 'A short mail to this address shows whether mail from the site reaches it.',
  testAddress: 'Address',
  testPlaceholder: 'warden@example.edu',
  send: 'Send test mail',
  sending: 'Queueing test mail…',
  sendFailed: 'The test mail could not be queued.',
  outboxTitle: 'Outbox',
  outboxLabel: 'Outbox, newest first',
  empty: 'Nothing has been sent yet.',
  refresh: 'Refresh',
  columns: { created: 'Queued', to: 'To', subject: 'Subject', status: 'Status' },
  statuses: { queued: 'Queued', sent: 'Sent', failed: 'Failed' } satisfies Record<MailStatus, string>,
  tries: (attempts: number) => (attempts === 1 ? '1 try' : `${attempts} tries`),
  nextTry: (time: string) => `next try ${time}`,
  sentAt: (time: string) => `sent ${time}`,
};
