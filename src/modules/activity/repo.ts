import type { Queries } from '../../db/database';
import { newId, nowIso } from '../../ids';
import type { ActivityAction, ActivityEntry, ActivityQuery, FieldChange } from './model';

type ActivityRow = {
  id: string;
  at: string;
  actor_id: string | null;
  actor: string;
  address: string;
  action: ActivityAction;
  entity: string;
  entity_id: string | null;
  name: string;
  changes: string;
};

const toEntry = (row: ActivityRow): ActivityEntry => ({
  _id: row.id,
  at: row.at,
  actor: row.actor,
  actorId: row.actor_id,
  address: row.address,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  name: row.name,
  changes: JSON.parse(row.changes) as FieldChange[],
});

export type NewEntry = Omit<ActivityEntry, '_id' | 'at'>;

export async function insertEntry(db: Queries, entry: NewEntry) {
  await db.run(
    `INSERT INTO activity (id, at, actor_id, actor, address, action, entity, entity_id, name, changes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    newId(), nowIso(), entry.actorId, entry.actor, entry.address, entry.action, entry.entity, entry.entityId, entry.name,
    JSON.stringify(entry.changes),
  );
}

/** A page of entries, newest first, that match the filters; `before` continues after an entry's cursor (`at|id`). */
export async function listEntries(db: Queries, query: ActivityQuery, limit: number): Promise<ActivityEntry[]> {
  const iso = (date: string | undefined) => date && new Date(date).toISOString();
  const [beforeAt, beforeId] = query.before?.split('|') ?? [];
  const filters: [condition: string, values: (string | undefined)[]][] = [
    ['actor = ?', [query.actor]],
    ['entity = ?', [query.entity]],
    ['action = ?', [query.action]],
    ['at >= ?', [iso(query.from)]],
    ['at < ?', [iso(query.to)]],
    ['(at < ? OR (at = ? AND id < ?))', beforeAt && beforeId ? [beforeAt, beforeAt, beforeId] : [undefined]],
  ];
  const used = filters.filter(([, values]) => values.every((value) => value));
  const where = used.map(([condition]) => condition);
  const params = used.flatMap(([, values]) => values as string[]);
  const rows = await db.all<ActivityRow>(
    `SELECT id, at, actor_id, actor, address, action, entity, entity_id, name, changes FROM activity
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY at DESC, id DESC LIMIT ${limit}`,
    ...params,
  );
  return rows.map(toEntry);
}

/** The cursor that continues after `entry`. */
export const cursorOf = (entry: ActivityEntry) => `${entry.at}|${entry._id}`;

export const deleteEntriesBefore = (db: Queries, before: string) => db.run('DELETE FROM activity WHERE at < ?', before);
