import type { Db, Queries } from '../../db/database';
import { newId, nowIso } from '../../ids';
import type { Language } from '../../languages';
import { addressHash } from '../mail/repo';
import type { SubscriptionChoices, SubscriptionDigest } from './model';
import { CONFIRM_HOURS } from './texts';

type Row = {
  id: string;
  address: string;
  address_hash: string;
  language: Language;
  urgent: number;
  digest: SubscriptionDigest;
  menu_hostel: string | null;
  confirmed_at: string | null;
  digest_sent_at: string | null;
  asked_at: string;
  asked_count: number;
};

export type Subscriber = {
  id: string;
  email: string;
  choices: SubscriptionChoices;
  confirmedAt: string | null;
  digestSentAt: string | null;
  askedAt: string;
  askedCount: number;
};

const toSubscriber = (row: Row): Subscriber => ({
  id: row.id,
  email: row.address,
  choices: { language: row.language, urgent: row.urgent === 1, digest: row.digest, menuHostel: row.menu_hostel },
  confirmedAt: row.confirmed_at,
  digestSentAt: row.digest_sent_at,
  askedAt: row.asked_at,
  askedCount: row.asked_count,
});

export const findSubscriber = async (db: Queries, id: string) => {
  const row = await db.get<Row>('SELECT * FROM subscribers WHERE id = ?', id);
  return row ? toSubscriber(row) : null;
};

export const findSubscriberByAddress = async (db: Queries, address: string) => {
  const row = await db.get<Row>('SELECT * FROM subscribers WHERE address_hash = ?', addressHash(address));
  return row ? toSubscriber(row) : null;
};

/** A new subscription, not yet confirmed, its first confirmation asked for now. */
export async function insertSubscriber(db: Queries, email: string, choices: SubscriptionChoices) {
  const id = newId();
  const now = nowIso();
  await db.run(
    'INSERT INTO subscribers (id, address, address_hash, language, urgent, digest, menu_hostel, confirmed_at, ' +
      'asked_at, asked_count, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, 1, ?, ?)',
    id,
    email,
    addressHash(email),
    choices.language,
    choices.urgent ? 1 : 0,
    choices.digest,
    choices.menuHostel,
    now,
    now,
    now,
  );
  return (await findSubscriber(db, id))!;
}

export const updateChoices = (db: Queries, id: string, choices: SubscriptionChoices) =>
  db.run(
    'UPDATE subscribers SET language = ?, urgent = ?, digest = ?, menu_hostel = ?, updated_at = ? WHERE id = ?',
    choices.language,
    choices.urgent ? 1 : 0,
    choices.digest,
    choices.menuHostel,
    nowIso(),
    id,
  );

/** Counts a confirmation mail asked for: the day's count goes on, or a new day starts with this one. */
export const countAsked = (db: Queries, id: string, askedAt: string, askedCount: number) =>
  db.run('UPDATE subscribers SET asked_at = ?, asked_count = ? WHERE id = ?', askedAt, askedCount, id);

/** Confirms the subscription; its address leaves the suppression list, having asked again. */
export async function confirmSubscriber(db: Queries, subscriber: Subscriber) {
  const now = nowIso();
  await db.run('UPDATE subscribers SET confirmed_at = ?, updated_at = ? WHERE id = ?', now, now, subscriber.id);
  await db.run('DELETE FROM mail_suppressions WHERE address_hash = ?', addressHash(subscriber.email));
}

/** Deletes the subscription; only its address's hash stays, on the suppression list. */
export async function deleteSubscriber(db: Queries, subscriber: Subscriber) {
  const hash = addressHash(subscriber.email);
  await db.run('DELETE FROM subscribers WHERE id = ?', subscriber.id);
  await db.run(
    'INSERT INTO mail_suppressions (address_hash, suppressed_at) VALUES (?, ?) ' +
      'ON CONFLICT (address_hash) DO UPDATE SET suppressed_at = excluded.suppressed_at',
    hash,
    nowIso(),
  );
}

/**
 * The confirmed subscribers `where` picks (at most `limit`), never an address on the suppression
 * list (one a restored backup brought back after it left).
 */
export const confirmedSubscribers = async (db: Queries, where: string, params: string[] = [], limit?: number) =>
  (
    await db.all<Row>(
      `SELECT * FROM subscribers s WHERE confirmed_at IS NOT NULL AND ${where}
       AND NOT EXISTS (SELECT 1 FROM mail_suppressions m WHERE m.address_hash = s.address_hash) ORDER BY id
       ${limit === undefined ? '' : `LIMIT ${Math.floor(limit)}`}`,
      ...params,
    )
  ).map(toSubscriber);

/** The office's view of subscriptions: how many wait or receive each kind, in each language. */
export async function subscriptionCounts(db: Queries) {
  const row = await db.get<Record<string, number | string | null>>(
    `SELECT COUNT(*) AS total,
       SUM(CASE WHEN confirmed_at IS NULL THEN 1 ELSE 0 END) AS waiting,
       SUM(CASE WHEN confirmed_at IS NOT NULL AND urgent = 1 THEN 1 ELSE 0 END) AS urgent,
       SUM(CASE WHEN confirmed_at IS NOT NULL AND digest = 'daily' THEN 1 ELSE 0 END) AS daily,
       SUM(CASE WHEN confirmed_at IS NOT NULL AND digest = 'weekly' THEN 1 ELSE 0 END) AS weekly,
       SUM(CASE WHEN confirmed_at IS NOT NULL AND menu_hostel IS NOT NULL THEN 1 ELSE 0 END) AS menus
     FROM subscribers`,
  );
  const languages = await db.all<{ language: Language; count: number | string }>(
    'SELECT language, COUNT(*) AS count FROM subscribers WHERE confirmed_at IS NOT NULL GROUP BY language',
  );
  const count = (value: unknown) => Number(value ?? 0);
  return {
    total: count(row?.total),
    waiting: count(row?.waiting),
    urgent: count(row?.urgent),
    daily: count(row?.daily),
    weekly: count(row?.weekly),
    menus: count(row?.menus),
    languages: Object.fromEntries(languages.map(({ language, count: n }) => [language, count(n)])),
  };
}

/** Subscriptions whose address contains `search`, newest first; at most `limit`. */
export async function listSubscribers(db: Queries, search: string, limit: number) {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await db.all<Row & { created_at: string }>(
    `SELECT * FROM subscribers WHERE LOWER(address) LIKE ? ESCAPE '\\'
     ORDER BY created_at DESC, id DESC LIMIT ${Math.floor(limit)}`,
    pattern,
  );
  return rows.map((row) => ({ ...toSubscriber(row), createdAt: row.created_at }));
}

/** Subscriptions never confirmed whose last link has expired: their addresses are not kept. */
export const deleteUnconfirmed = (db: Db, now = Date.now()) =>
  db.write((tx) =>
    tx.run(
      'DELETE FROM subscribers WHERE confirmed_at IS NULL AND asked_at < ?',
      new Date(now - CONFIRM_HOURS * 60 * 60 * 1000).toISOString(),
    ),
  );
