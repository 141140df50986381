import type { Db, Queries, SqlValue } from '../../db/database';
import { newId, nowIso } from '../../ids';
import type { MailPurpose, MailStatus, OutboxMessage } from './model';

/** A message to queue: its parts as they go to the relay. */
export type NewMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  purpose: MailPurpose;
};

/** A queued message as the sender reads it. */
export type QueuedMail = Omit<NewMail, 'html' | 'headers'> & {
  id: string;
  attempts: number;
  html: string | null;
  headers: Record<string, string>;
};

type Row = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: string;
  purpose: MailPurpose;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

/** The newest messages the console lists. */
const LISTED = 100;
/** A relay's refusals for good (5xx) that make an address undeliverable. */
export const REFUSALS_UNDELIVERABLE = 3;

/** An address as the refusals and the suppression list remember it: a hash, never the address itself. */
export const addressHash = (address: string) =>
  new Bun.CryptoHasher('sha256').update(address.trim().toLowerCase()).digest('hex');

/** Queues `mail`; to an address the relay has refused for good, it is failed at once with `undeliverable`. */
export async function insertMail(db: Queries, mail: NewMail, undeliverable: string) {
  const now = nowIso();
  const refused = await db.get<{ undeliverable_at: string | null }>(
    'SELECT undeliverable_at FROM mail_refusals WHERE address_hash = ?',
    addressHash(mail.to),
  );
  const given = !!refused?.undeliverable_at;
  await db.run(
    'INSERT INTO mail_outbox (id, to_address, subject, text_body, html_body, headers, purpose, status, attempts, ' +
      'next_attempt_at, last_error, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)',
    newId(),
    mail.to,
    mail.subject,
    mail.text,
    mail.html ?? null,
    JSON.stringify(mail.headers ?? {}),
    mail.purpose,
    given ? 'failed' : 'queued',
    now,
    given ? undeliverable : null,
    now,
  );
  return !given;
}

/** The queued messages whose time has come, oldest first. */
export async function dueMail(db: Queries, now: string, limit: number): Promise<QueuedMail[]> {
  const rows = await db.all<Row>(
    "SELECT * FROM mail_outbox WHERE status = 'queued' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
    now,
    limit,
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: JSON.parse(row.headers),
    purpose: row.purpose,
    attempts: row.attempts,
  }));
}

// The sender's own writes touch the outbox alone, which no cached response is read from.
const keepingCaches = (db: Db, sql: string, ...params: SqlValue[]) =>
  db.write((tx) => tx.run(sql, ...params), { keepsCaches: true });

export const markSent = (db: Db, { id, to }: Pick<QueuedMail, 'id' | 'to'>) =>
  db.write(
    async (tx) => {
      await tx.run(
        "UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL WHERE id = ?",
        nowIso(),
        id,
      );
      await tx.run('DELETE FROM mail_refusals WHERE address_hash = ?', addressHash(to));
    },
    { keepsCaches: true },
  );

/**
 * The relay refused `to` for good: the message fails with its words and the address's refusals are counted
 * (undeliverable at the third), together, so a mail queued once the failure shows finds the count.
 */
export const markRefused = (db: Db, { id, to }: Pick<QueuedMail, 'id' | 'to'>, error: string) =>
  db.write(
    async (tx) => {
      await tx.run(
        "UPDATE mail_outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = ? " +
          'WHERE id = ?',
        error,
        nowIso(),
        id,
      );
      const hash = addressHash(to);
      const before = await tx.get<{ refusals: number }>(
        'SELECT refusals FROM mail_refusals WHERE address_hash = ?',
        hash,
      );
      const refusals = (before?.refusals ?? 0) + 1;
      const undeliverableAt = refusals >= REFUSALS_UNDELIVERABLE ? nowIso() : null;
      if (before)
        await tx.run(
          'UPDATE mail_refusals SET refusals = ?, undeliverable_at = ? WHERE address_hash = ?',
          refusals,
          undeliverableAt,
          hash,
        );
      else
        await tx.run(
          'INSERT INTO mail_refusals (address_hash, refusals, undeliverable_at) VALUES (?, ?, ?)',
          hash,
          refusals,
          undeliverableAt,
        );
    },
    { keepsCaches: true },
  );

/** Tried and not taken (the relay down, or a 4xx): tried again at `nextAttemptAt`. */
export const markNotSent = (db: Db, id: string, error: string, nextAttemptAt: string) =>
  keepingCaches(
    db,
    "UPDATE mail_outbox SET status = 'queued', attempts = attempts + 1, last_error = ?, next_attempt_at = ? " +
      'WHERE id = ?',
    error,
    nextAttemptAt,
    id,
  );

export async function listOutbox(db: Queries): Promise<OutboxMessage[]> {
  const rows = await db.all<Row>('SELECT * FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT ?', LISTED);
  return rows.map((row) => ({
    _id: row.id,
    to: row.to_address,
    subject: row.subject,
    purpose: row.purpose,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.status === 'queued' ? row.next_attempt_at : null,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
}

export async function countByStatus(db: Queries) {
  const rows = await db.all<{ status: MailStatus; n: number | string }>(
    'SELECT status, COUNT(*) AS n FROM mail_outbox GROUP BY status',
  );
  const counts = { queued: 0, sent: 0, failed: 0 };
  for (const { status, n } of rows) counts[status] = Number(n);
  return counts;
}
