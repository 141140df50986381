import type { Queries } from '../../db/database';
import { newId, nowIso } from '../../ids';
import type { Notification, NotificationAudience, NotificationInput, NotificationPriority } from './model';

type NotificationRow = {
  id: string;
  title: string;
  message: string;
  priority: NotificationPriority;
  target_audience: string;
  is_active: number;
  expires_at: string | null;
  url: string | null;
  publish_at: string | null;
  pinned: number;
  keep_out_of_archive: number;
  /** Only in the console's reads. */
  created_by?: string | null;
  created_at: string;
  updated_at: string;
};

const COLUMNS =
  'id, title, message, priority, target_audience, is_active, ' +
  'expires_at, url, publish_at, pinned, keep_out_of_archive, created_at, updated_at';
/** The console also learns who added each notice (a warden deletes only its own); visitors do not. */
const ADMIN_COLUMNS = `${COLUMNS}, created_by`;

// Ids increase in the order rows are made: rows written in the same millisecond keep that order.
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';
// Visitors see a scheduled notice as posted at its publish time (selection.ts: postedAt).
const POSTED_NEWEST_FIRST =
  'ORDER BY CASE WHEN publish_at > created_at THEN publish_at ELSE created_at END DESC, id DESC';

const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  title: row.title,
  message: row.message,
  priority: row.priority,
  targetAudience: JSON.parse(row.target_audience) as NotificationAudience[],
  isActive: row.is_active === 1,
  expiresAt: row.expires_at,
  url: row.url,
  publishAt: row.publish_at,
  pinned: row.pinned === 1,
  keepOutOfArchive: row.keep_out_of_archive === 1,
  ...(row.created_by !== undefined && { createdBy: row.created_by }),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * What visitors see: active notices whose publish time has come and that have
 * not expired (ISO UTC strings compare in time order), newest posted first.
 */
export async function listPublishedNotifications(db: Queries, now = nowIso()): Promise<Notification[]> {
  const rows = await db.all<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications
     WHERE is_active = 1 AND (publish_at IS NULL OR publish_at <= ?1) AND (expires_at IS NULL OR expires_at > ?1)
     ${POSTED_NEWEST_FIRST}`,
    now,
  );
  return rows.map(toNotification);
}

/**
 * Urgent notices for students that visitors can read at `now` and no alert has
 * announced yet (`only`: that one notice, if so).
 */
export async function listUnannouncedUrgent(db: Queries, now: string, only?: string): Promise<Notification[]> {
  const rows = await db.all<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications n
     WHERE priority = 'urgent' AND is_active = 1 AND (publish_at IS NULL OR publish_at <= ?1)
       AND (expires_at IS NULL OR expires_at > ?1)
       AND (target_audience LIKE '%"all"%' OR target_audience LIKE '%"students"%')
       AND NOT EXISTS (SELECT 1 FROM notice_announcements a WHERE a.notification_id = n.id)
       ${only === undefined ? '' : 'AND id = ?2'}
     ORDER BY created_at, id`,
    now,
    ...(only === undefined ? [] : [only]),
  );
  return rows.map(toNotification);
}

/**
 * The archive's notices: those visitors could read until they expired (active, published before
 * their expiry), expired by `now` and since `since`, unless the office keeps them out; the latest expired first.
 */
export async function listArchivedNotifications(db: Queries, now: string, since: string): Promise<Notification[]> {
  const rows = await db.all<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications
     WHERE is_active = 1 AND keep_out_of_archive = 0 AND expires_at <= ?1 AND expires_at >= ?2
       AND (publish_at IS NULL OR publish_at < expires_at)
     ORDER BY expires_at DESC, id DESC`,
    now,
    since,
  );
  return rows.map(toNotification);
}

/** The next time an active notice expires after `now` (and goes to the archive), or null. */
export async function nextNotificationExpiry(db: Queries, now: string): Promise<string | null> {
  const row = await db.get<{ next: string | null }>(
    'SELECT MIN(expires_at) AS next FROM notifications WHERE is_active = 1 AND expires_at > ?',
    now,
  );
  return row?.next ?? null;
}

/** The next time an active notice is due to be published after `now`, or null. */
export async function nextNotificationPublishAt(db: Queries, now: string): Promise<string | null> {
  const row = await db.get<{ next: string | null }>(
    'SELECT MIN(publish_at) AS next FROM notifications WHERE is_active = 1 AND publish_at > ?',
    now,
  );
  return row?.next ?? null;
}

export async function listAllNotifications(db: Queries): Promise<Notification[]> {
  return (await db.all<NotificationRow>(`SELECT ${ADMIN_COLUMNS} FROM notifications ${NEWEST_FIRST}`)).map(
    toNotification,
  );
}

/** One notice as the console sees it (the response to its writes). */
export async function findNotification(db: Queries, id: string): Promise<Notification | null> {
  const row = await db.get<NotificationRow>(`SELECT ${ADMIN_COLUMNS} FROM notifications WHERE id = ?`, id);
  return row && toNotification(row);
}

export async function insertNotification(
  db: Queries,
  input: NotificationInput,
  createdBy: string,
): Promise<Notification> {
  const id = newId();
  const now = nowIso();
  await db.run(
    `INSERT INTO notifications
       (id, title, message, priority, target_audience, is_active, expires_at, url, publish_at, pinned,
         keep_out_of_archive, created_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    input.title,
    input.message,
    input.priority,
    JSON.stringify(input.targetAudience),
    input.isActive ? 1 : 0,
    input.expiresAt,
    input.url,
    input.publishAt,
    input.pinned ? 1 : 0,
    input.keepOutOfArchive ? 1 : 0,
    createdBy,
    now,
    now,
  );
  return (await findNotification(db, id))!;
}

export async function updateNotification(
  db: Queries,
  id: string,
  input: NotificationInput,
): Promise<Notification | null> {
  const changed = await db.run(
    `UPDATE notifications SET title = ?, message = ?, priority = ?, target_audience = ?, is_active = ?,
       expires_at = ?, url = ?, publish_at = ?, pinned = ?, keep_out_of_archive = ?, updated_at = ?
     WHERE id = ?`,
    input.title,
    input.message,
    input.priority,
    JSON.stringify(input.targetAudience),
    input.isActive ? 1 : 0,
    input.expiresAt,
    input.url,
    input.publishAt,
    input.pinned ? 1 : 0,
    input.keepOutOfArchive ? 1 : 0,
    nowIso(),
    id,
  );
  return changed === 0 ? null : findNotification(db, id);
}

export const deleteNotification = async (db: Queries, id: string) =>
  (await db.run('DELETE FROM notifications WHERE id = ?', id)) > 0;

/** Who added the notification, so a warden can delete only its own (null: added before accounts, or unknown). */
export const creatorOfNotification = async (db: Queries, id: string) =>
  (await db.get<{ created_by: string | null }>('SELECT created_by FROM notifications WHERE id = ?', id))?.created_by ??
  null;
