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
  created_at: string;
  updated_at: string;
};

const COLUMNS = 'id, title, message, priority, target_audience, is_active, expires_at, url, created_at, updated_at';

// Ids increase in the order rows are made: rows written in the same millisecond keep that order.
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';

const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  title: row.title,
  message: row.message,
  priority: row.priority,
  targetAudience: JSON.parse(row.target_audience) as NotificationAudience[],
  isActive: row.is_active === 1,
  expiresAt: row.expires_at,
  url: row.url,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** What visitors see: active notices that have not expired (ISO UTC strings compare in time order). */
export async function listPublishedNotifications(db: Queries, now = nowIso()): Promise<Notification[]> {
  const rows = await db.all<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE is_active = 1 AND (expires_at IS NULL OR expires_at > ?) ${NEWEST_FIRST}`,
    now,
  );
  return rows.map(toNotification);
}

export async function listAllNotifications(db: Queries): Promise<Notification[]> {
  return (await db.all<NotificationRow>(`SELECT ${COLUMNS} FROM notifications ${NEWEST_FIRST}`)).map(toNotification);
}

export async function findNotification(db: Queries, id: string): Promise<Notification | null> {
  const row = await db.get<NotificationRow>(`SELECT ${COLUMNS} FROM notifications WHERE id = ?`, id);
  return row && toNotification(row);
}

export async function insertNotification(db: Queries, input: NotificationInput): Promise<Notification> {
  const id = newId();
  const now = nowIso();
  await db.run(
    `INSERT INTO notifications (id, title, message, priority, target_audience, is_active, expires_at, url, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id, input.title, input.message, input.priority, JSON.stringify(input.targetAudience), input.isActive ? 1 : 0,
    input.expiresAt, input.url, now, now,
  );
  return (await findNotification(db, id))!;
}

export async function updateNotification(db: Queries, id: string, input: NotificationInput): Promise<Notification | null> {
  const changed = await db.run(
    `UPDATE notifications SET title = ?, message = ?, priority = ?, target_audience = ?, is_active = ?, expires_at = ?, url = ?,
       updated_at = ?
     WHERE id = ?`,
    input.title, input.message, input.priority, JSON.stringify(input.targetAudience), input.isActive ? 1 : 0,
    input.expiresAt, input.url, nowIso(), id,
  );
  return changed === 0 ? null : findNotification(db, id);
}

export const deleteNotification = async (db: Queries, id: string) =>
  (await db.run('DELETE FROM notifications WHERE id = ?', id)) > 0;

/** Who added the notification, so a warden can delete only its own (null: added before accounts, or unknown). */
export const creatorOfNotification = async (db: Queries, id: string) =>
  (await db.get<{ created_by: string | null }>('SELECT created_by FROM notifications WHERE id = ?', id))?.created_by ?? null;

export const setCreatorOfNotification = (db: Queries, id: string, adminId: string) =>
  db.run('UPDATE notifications SET created_by = ? WHERE id = ?', adminId, id);
