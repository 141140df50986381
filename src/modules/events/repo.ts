import type { Db } from '../../db/database';
import { newId, nowIso } from '../../ids';
import { imageUrl } from '../../storage/image-answer';
import type { ImageColumns } from '../../storage/image-input';
import type { Event, EventInput } from './model';

type EventRow = {
  id: string;
  title: string;
  description: string;
  category: Event['category'];
  date: string;
  time: string;
  location: string;
  image_hash: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
};

const COLUMNS = 'id, title, description, category, date, time, location, image_hash, is_active, created_at, updated_at';

const toEvent = (row: EventRow): Event => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  date: row.date,
  time: row.time,
  location: row.location,
  image: imageUrl('events', row.id, row.image_hash),
  isActive: row.is_active === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Visitors see active events only; admins see every one. Soonest first. */
export function listEvents(db: Db, includeInactive: boolean): Event[] {
  const where = includeInactive ? '' : 'WHERE is_active = 1';
  return (db.query(`SELECT ${COLUMNS} FROM events ${where} ORDER BY date, title`).all() as EventRow[]).map(toEvent);
}

export function findEvent(db: Db, id: string): Event | null {
  const row = db.query(`SELECT ${COLUMNS} FROM events WHERE id = ?`).get(id) as EventRow | null;
  return row && toEvent(row);
}

export const findEventImage = (db: Db, id: string) =>
  db.query('SELECT image, image_hash FROM events WHERE id = ?').get(id) as { image: string | null; image_hash: string | null } | null;

export function insertEvent(db: Db, input: EventInput, image: ImageColumns): Event {
  const id = newId();
  const now = nowIso();
  db.query(
    `INSERT INTO events (id, title, description, category, date, time, location, image, image_hash, is_active, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id, input.title, input.description, input.category, input.date, input.time, input.location,
    image?.image ?? null, image?.image_hash ?? null, input.isActive ? 1 : 0, now, now,
  );
  return findEvent(db, id)!;
}

export function updateEvent(db: Db, id: string, input: EventInput, image: ImageColumns): Event | null {
  const result = db.query(
    `UPDATE events SET title = ?, description = ?, category = ?, date = ?, time = ?, location = ?, is_active = ?, updated_at = ?
     WHERE id = ?`,
  ).run(input.title, input.description, input.category, input.date, input.time, input.location, input.isActive ? 1 : 0, nowIso(), id);
  if (result.changes === 0) return null;
  if (image) db.query('UPDATE events SET image = ?, image_hash = ? WHERE id = ?').run(image.image, image.image_hash, id);
  return findEvent(db, id);
}

export const deleteEvent = (db: Db, id: string) => db.query('DELETE FROM events WHERE id = ?').run(id).changes > 0;
