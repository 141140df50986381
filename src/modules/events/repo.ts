import type { Queries } from '../../db/database';
import { newId, nowIso } from '../../ids';
import { imageUrl } from '../../storage/image-response';
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
  publish_at: string | null;
  keep_out_of_archive: number;
  /** Only in the console's reads. */
  created_by?: string | null;
  created_at: string;
  updated_at: string;
};

const COLUMNS =
  'id, title, description, category, date, time, location, image_hash, is_active, publish_at, keep_out_of_archive, ' +
  'created_at, updated_at';
/** The console also learns who added each event (a warden deletes only its own); visitors do not. */
const ADMIN_COLUMNS = `${COLUMNS}, created_by`;

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
  publishAt: row.publish_at,
  keepOutOfArchive: row.keep_out_of_archive === 1,
  ...(row.created_by !== undefined && { createdBy: row.created_by }),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const ORDER = 'ORDER BY date, title';

/** Every event, for admins. Soonest first. */
export async function listAllEvents(db: Queries): Promise<Event[]> {
  return (await db.all<EventRow>(`SELECT ${ADMIN_COLUMNS} FROM events ${ORDER}`)).map(toEvent);
}

/**
 * What visitors see: active events whose publish time has come (ISO UTC strings compare in time order). Soonest first.
 */
export async function listPublishedEvents(db: Queries, now = nowIso()): Promise<Event[]> {
  const rows = await db.all<EventRow>(
    `SELECT ${COLUMNS} FROM events WHERE is_active = 1 AND (publish_at IS NULL OR publish_at <= ?) ${ORDER}`,
    now,
  );
  return rows.map(toEvent);
}

/** The next time an active event is due to be published after `now`, or null. */
export async function nextEventPublishAt(db: Queries, now: string): Promise<string | null> {
  const row = await db.get<{ next: string | null }>(
    'SELECT MIN(publish_at) AS next FROM events WHERE is_active = 1 AND publish_at > ?',
    now,
  );
  return row?.next ?? null;
}

/** One event as the console sees it (the response to its writes). */
export async function findEvent(db: Queries, id: string): Promise<Event | null> {
  const row = await db.get<EventRow>(`SELECT ${ADMIN_COLUMNS} FROM events WHERE id = ?`, id);
  return row && toEvent(row);
}

export const findEventImage = (db: Queries, id: string) =>
  db.get<{ image: string | null; image_hash: string | null }>('SELECT image, image_hash FROM events WHERE id = ?', id);

export async function insertEvent(
  db: Queries,
  input: EventInput,
  image: ImageColumns,
  createdBy: string,
): Promise<Event> {
  const id = newId();
  const now = nowIso();
  await db.run(
    `INSERT INTO events (id, title, description, category, date, time, location, image, image_hash, is_active,
       publish_at, keep_out_of_archive, created_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    input.title,
    input.description,
    input.category,
    input.date,
    input.time,
    input.location,
    image?.image ?? null,
    image?.image_hash ?? null,
    input.isActive ? 1 : 0,
    input.publishAt,
    input.keepOutOfArchive ? 1 : 0,
    createdBy,
    now,
    now,
  );
  return (await findEvent(db, id))!;
}

export async function updateEvent(
  db: Queries,
  id: string,
  input: EventInput,
  image: ImageColumns,
): Promise<Event | null> {
  const changed = await db.run(
    `UPDATE events SET title = ?, description = ?, category = ?, date = ?, time = ?, location = ?,
       is_active = ?, publish_at = ?, keep_out_of_archive = ?, updated_at = ?
     WHERE id = ?`,
    input.title,
    input.description,
    input.category,
    input.date,
    input.time,
    input.location,
    input.isActive ? 1 : 0,
    input.publishAt,
    input.keepOutOfArchive ? 1 : 0,
    nowIso(),
    id,
  );
  if (changed === 0) return null;
  if (image)
    await db.run('UPDATE events SET image = ?, image_hash = ? WHERE id = ?', image.image, image.image_hash, id);
  return findEvent(db, id);
}

export const deleteEvent = async (db: Queries, id: string) => (await db.run('DELETE FROM events WHERE id = ?', id)) > 0;

/** Who added the event, so a warden can delete only its own (null: added before accounts, or unknown). */
export const creatorOfEvent = async (db: Queries, id: string) =>
  (await db.get<{ created_by: string | null }>('SELECT created_by FROM events WHERE id = ?', id))?.created_by ?? null;
