// A restore puts the outbox back as it was when the backup was taken, but mail
// that has left does not come back: before the restored rows replace the
// current ones (src/backup/restore-backup.ts, on both engines), what the
// current database has sent or given up on since is read, and applied to them.
// So are the addresses that unsubscribed since (the suppression list, whose
// addresses the restored subscribers lose) and the notices announced since.
import type { Queries } from '../../db/database';
import type { MailStatus } from './model';

/** Held by a sender for its round: a restore taking it finds no message sent and not yet marked. */
export const MAIL_SENDER_LOCK = 'mail sender';

type DoneMessage = {
  id: string;
  status: MailStatus;
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
};

type Refusals = { address_hash: string; refusals: number; undeliverable_at: string | null };

type Suppression = { address_hash: string; suppressed_at: string };
type Announcement = { notification_id: string; announced_at: string };

/** The messages sent or failed by now, the refusals counted, the addresses that left and the notices announced. */
export type MailDone = {
  messages: DoneMessage[];
  refusals: Refusals[];
  suppressions: Suppression[];
  announcements: Announcement[];
};

/** The tables of subscriptions (migration 0020), which a database from before them lacks. */
const SUBSCRIPTION_TABLES = ['mail_suppressions', 'notice_announcements'];

/** `tables`: the current database's, when it may be older than this version (a data folder's). */
export async function readMailDone(current: Queries, tables?: string[]): Promise<MailDone> {
  const subscriptions = !tables || SUBSCRIPTION_TABLES.every((table) => tables.includes(table));
  return {
    messages: await current.all<DoneMessage>(
      "SELECT id, status, attempts, sent_at, last_error FROM mail_outbox WHERE status IN ('sent', 'failed')",
    ),
    refusals: await current.all<Refusals>('SELECT address_hash, refusals, undeliverable_at FROM mail_refusals'),
    suppressions: subscriptions
      ? await current.all<Suppression>('SELECT address_hash, suppressed_at FROM mail_suppressions')
      : [],
    announcements: subscriptions
      ? await current.all<Announcement>('SELECT notification_id, announced_at FROM notice_announcements')
      : [],
  };
}

/**
 * Applies `done` to the restored rows: a message queued there but sent or failed now keeps its state of now,
 * an address's refusals as counted now replace those of the backup, an address that left since is deleted
 * from the subscribers again, and a notice announced since is not announced again. `tables`: the restored
 * database's, when it may be older than this version (it gains the new tables, empty, when it is upgraded).
 */
export async function keepMailDone(restored: Queries, done: MailDone, tables?: string[]) {
  const doneNow = new Map(done.messages.map((message) => [message.id, message]));
  for (const { id } of await restored.all<{ id: string }>("SELECT id FROM mail_outbox WHERE status = 'queued'")) {
    const message = doneNow.get(id);
    if (!message) continue;
    await restored.run(
      'UPDATE mail_outbox SET status = ?, attempts = ?, sent_at = ?, last_error = ? WHERE id = ?',
      message.status,
      message.attempts,
      message.sent_at,
      message.last_error,
      id,
    );
  }
  for (const refusal of done.refusals) {
    await restored.run(
      'INSERT INTO mail_refusals (address_hash, refusals, undeliverable_at) VALUES (?, ?, ?) ' +
        'ON CONFLICT (address_hash) DO UPDATE SET refusals = excluded.refusals, ' +
        'undeliverable_at = excluded.undeliverable_at',
      refusal.address_hash,
      refusal.refusals,
      refusal.undeliverable_at,
    );
  }
  if (tables && !SUBSCRIPTION_TABLES.every((table) => tables.includes(table))) return;
  for (const { address_hash, suppressed_at } of done.suppressions) {
    await restored.run(
      'INSERT INTO mail_suppressions (address_hash, suppressed_at) VALUES (?, ?) ON CONFLICT (address_hash) DO NOTHING',
      address_hash,
      suppressed_at,
    );
    await restored.run('DELETE FROM subscribers WHERE address_hash = ?', address_hash);
  }
  for (const { notification_id, announced_at } of done.announcements) {
    await restored.run(
      'INSERT INTO notice_announcements (notification_id, announced_at) VALUES (?, ?) ' +
        'ON CONFLICT (notification_id) DO NOTHING',
      notification_id,
      announced_at,
    );
  }
}
