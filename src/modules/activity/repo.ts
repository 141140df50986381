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

const COLUMNS = 'id, at, actor_id, actor, address, action, entity, entity_id, name, changes';
// Built once: a statement's text is looked up on every run.
const INSERT = `INSERT INTO activity (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Adds an entry to the log; a write's entry, inside the write's transaction. */
export async function insertEntry(db: Queries, entry: NewEntry) {
  await db.run(
    INSERT,
    newId(),
    nowIso(),
    entry.actorId,
    entry.actor,
    entry.address,
    entry.action,
    entry.entity,
    entry.entityId,
    entry.name,
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
  const where = used.length ? `WHERE ${used.map(([condition]) => condition).join(' AND ')}` : '';
  const params = used.flatMap(([, values]) => values as string[]);
  const rows = await db.all<ActivityRow>(
    `SELECT ${COLUMNS} FROM activity ${where} ORDER BY at DESC, id DESC LIMIT ${limit}`,
    ...params,
  );
  return rows.map(toEntry);
}

/** The cursor that continues after `entry`. */
export const cursorOf = (entry: ActivityEntry) => `${entry.at}|${entry._id}`;

export async function deleteEntriesBefore(db: Queries, before: string) {
  await db.run('DELETE FROM activity WHERE at < ?', before);
}

/** Who made the newest entry about one record, and when: the change a stale write is refused over. */
export async function lastChangeOf(
  db: Queries,
  entity: string,
  entityId: string,
): Promise<{ actor: string; at: string } | null> {
  return db.get<{ actor: string; at: string }>(
    'SELECT actor, at FROM activity WHERE entity = ? AND entity_id = ? ORDER BY at DESC, id DESC LIMIT 1',
    entity,
    entityId,
  );
}
