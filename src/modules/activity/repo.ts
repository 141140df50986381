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
/**
 * Entries wait in activity_recent (one appended page a write) until they are
 * filed in the indexed log: by the daily sweep, or after a write once this
 * many have gathered, which keeps the unindexed table small to read.
 */
export const RECENT_LIMIT = 1000;
/** Rows in one INSERT as entries are filed. */
const FILED_PER_INSERT = 200;

/** Adds an entry to activity_recent, where a write appends it cheaply; moveRecentEntries files it in the log. */
export async function insertEntry(db: Queries, entry: NewEntry) {
  await db.run(
    `INSERT INTO activity_recent (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    newId(), nowIso(), entry.actorId, entry.actor, entry.address, entry.action, entry.entity, entry.entityId, entry.name,
    JSON.stringify(entry.changes),
  );
}

/** Moves every entry of activity_recent into the indexed log; taken with DELETE … RETURNING, so two instances never move one twice. */
export async function moveRecentEntries(db: Queries) {
  const rows = await db.all<ActivityRow>(`DELETE FROM activity_recent RETURNING ${COLUMNS}`);
  for (let start = 0; start < rows.length; start += FILED_PER_INSERT) {
    const batch = rows.slice(start, start + FILED_PER_INSERT);
    await db.run(
      `INSERT INTO activity (${COLUMNS}) VALUES ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      ...batch.flatMap((row) => [row.id, row.at, row.actor_id, row.actor, row.address, row.action, row.entity, row.entity_id, row.name, row.changes]),
    );
  }
  return rows.length;
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
  const newestFirst = (table: string) =>
    db.all<ActivityRow>(
      `SELECT ${COLUMNS} FROM ${table} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY at DESC, id DESC LIMIT ${limit}`,
      ...params,
    );
  // activity_recent first: an entry moved between the two reads is then read twice, never missed.
  const rows = new Map<string, ActivityRow>();
  for (const table of ['activity_recent', 'activity']) for (const row of await newestFirst(table)) rows.set(row.id, row);
  return [...rows.values()].sort(newerFirst).slice(0, limit).map(toEntry);
}

const newerFirst = (a: ActivityRow, b: ActivityRow) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1);

/** The cursor that continues after `entry`. */
export const cursorOf = (entry: ActivityEntry) => `${entry.at}|${entry._id}`;

export async function deleteEntriesBefore(db: Queries, before: string) {
  for (const table of ['activity', 'activity_recent']) await db.run(`DELETE FROM ${table} WHERE at < ?`, before);
}
