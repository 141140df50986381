import type { Db } from '../../db/database';
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

// Rows written in the same millisecond keep their insertion order.
const NEWEST_FIRST = 'ORDER BY created_at DESC, rowid DESC';

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
export function listPublishedNotifications(db: Db, now = nowIso()): Notification[] {
  const rows = db
    .query(`SELECT ${COLUMNS} FROM notifications WHERE is_active = 1 AND (expires_at IS NULL OR expires_at > ?) ${NEWEST_FIRST}`)
    .all(now) as NotificationRow[];
  return rows.map(toNotification);
}

export function listAllNotifications(db: Db): Notification[] {
  return (db.query(`SELECT ${COLUMNS} FROM notifications ${NEWEST_FIRST}`).all() as NotificationRow[]).map(toNotification);
}

export function findNotification(db: Db, id: string): Notification | null {
  const row = db.query(`SELECT ${COLUMNS} FROM notifications WHERE id = ?`).get(id) as NotificationRow | null;
  return row && toNotification(row);
}

export function insertNotification(db: Db, input: NotificationInput): Notification {
  const id = newId();
  const now = nowIso();
  db.query(
    `INSERT INTO notifications (id, title, message, priority, target_audience, is_active, expires_at, url, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id, input.title, input.message, input.priority, JSON.stringify(input.targetAudience), input.isActive ? 1 : 0,
    input.expiresAt, input.url, now, now,
  );
  return findNotification(db, id)!;
}

export function updateNotification(db: Db, id: string, input: NotificationInput): Notification | null {
  const result = db.query(
    `UPDATE notifications SET title = ?, message = ?, priority = ?, target_audience = ?, is_active = ?, expires_at = ?, url = ?,
       updated_at = ?
     WHERE id = ?`,
  ).run(
    input.title, input.message, input.priority, JSON.stringify(input.targetAudience), input.isActive ? 1 : 0,
    input.expiresAt, input.url, nowIso(), id,
  );
  return result.changes === 0 ? null : findNotification(db, id);
}

export const deleteNotification = (db: Db, id: string) =>
  db.query('DELETE FROM notifications WHERE id = ?').run(id).changes > 0;
