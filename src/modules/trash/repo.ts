import { DAY_MS } from '../../db/daily-chore';
import type { Queries } from '../../db/database';
import { newId, nowIso } from '../../ids';
import type { TrashEntity, TrashItem, TrashQuery } from './model';

type TrashRow = {
  id: string;
  entity: TrashEntity;
  record_id: string;
  name: string;
  blob: string | null;
  size: number;
  deleted_at: string;
  deleted_by: string;
};

/** A row of the trash with the record it holds (JSON, as the entity's capture made it). */
export type TrashedRecord = TrashRow & { record: string };

const COLUMNS = 'id, entity, record_id, name, blob, size, deleted_at, deleted_by';

const toItem = (row: TrashRow, days: number): TrashItem => ({
  _id: row.id,
  entity: row.entity,
  recordId: row.record_id,
  name: row.name,
  deletedAt: row.deleted_at,
  deletedBy: row.deleted_by,
  expiresAt: new Date(Date.parse(row.deleted_at) + days * DAY_MS).toISOString(),
  size: Number(row.size),
});

export async function insertTrash(db: Queries, item: Omit<TrashedRecord, 'id' | 'deleted_at'>) {
  await db.run(
    'INSERT INTO trash (id, entity, record_id, name, record, blob, ' +
      'size, deleted_at, deleted_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    newId(),
    item.entity,
    item.record_id,
    item.name,
    item.record,
    item.blob,
    item.size,
    nowIso(),
    item.deleted_by,
  );
}

/** A page of the trash, newest first; `before` continues after an item's cursor (`deletedAt|id`). */
export async function listTrash(db: Queries, query: TrashQuery, limit: number, days: number): Promise<TrashItem[]> {
  const [beforeAt, beforeId] = query.before?.split('|') ?? [];
  const where: string[] = [];
  const params: string[] = [];
  if (query.entity) {
    where.push('entity = ?');
    params.push(query.entity);
  }
  if (beforeAt && beforeId) {
    where.push('(deleted_at < ? OR (deleted_at = ? AND id < ?))');
    params.push(beforeAt, beforeAt, beforeId);
  }
  const rows = await db.all<TrashRow>(
    `SELECT ${COLUMNS} FROM trash ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ` +
      `ORDER BY deleted_at DESC, id DESC LIMIT ${limit}`,
    ...params,
  );
  return rows.map((row) => toItem(row, days));
}

/** The cursor that continues after `item`. */
export const cursorOf = (item: TrashItem) => `${item.deletedAt}|${item._id}`;

export const findTrashed = (db: Queries, id: string) =>
  db.get<TrashedRecord>(`SELECT ${COLUMNS}, record FROM trash WHERE id = ?`, id);

export const deleteTrashed = async (db: Queries, id: string) =>
  (await db.run('DELETE FROM trash WHERE id = ?', id)) > 0;

/** Items deleted before `before`, the oldest first: what the trash empties itself of. */
export const expiredTrash = (db: Queries, before: string, limit: number) =>
  db.all<Pick<TrashRow, 'id' | 'entity' | 'record_id' | 'blob'>>(
    'SELECT id, entity, record_id, blob FROM trash WHERE deleted_at < ? ORDER BY deleted_at LIMIT ?',
    before,
    limit,
  );
