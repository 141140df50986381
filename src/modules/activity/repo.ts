import type { Db, Queries } from '../../db/database';
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
// Built once: a statement's text is looked up on every run.
const INSERT_RECENT = `INSERT INTO activity_recent (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Adds an entry to activity_recent, where a write appends it cheaply; fileRecentEntries files it in the log. */
export async function insertEntry(db: Queries, entry: NewEntry) {
  await db.run(
    INSERT_RECENT,
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

/**
 * Files the entries of activity_recent in the indexed log, inside the
 * database: a copy, then the delete of what the log now holds. An entry
 * another instance adds meanwhile is left for the next move; an entry in both
 * tables (a move cut short) is copied once.
 */
async function moveRecentEntries(db: Queries) {
  const moved = await db.run(
    `INSERT INTO activity (${COLUMNS}) SELECT ${COLUMNS} FROM activity_recent WHERE true ON CONFLICT (id) DO NOTHING`,
  );
  await db.run(
    'DELETE FROM activity_recent WHERE EXISTS (SELECT 1 FROM activity WHERE activity.id = activity_recent.id)',
  );
  return moved;
}

/**
 * Held, across instances, by whatever moves or deletes entries in bulk: two
 * at once would lock the same rows in their own orders and could deadlock.
 */
export const FILING_LOCK = 'activity filing';

/**
 * Files the waiting entries, once no other instance is filing (or, with skipIfHeld, not at all then);
 * how many it filed.
 */
export const fileRecentEntries = (db: Db, options?: { skipIfHeld?: boolean }) =>
  db.exclusive(FILING_LOCK, () => db.write(moveRecentEntries), options);

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
      `SELECT ${COLUMNS} FROM ${table} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ` +
        `ORDER BY at DESC, id DESC LIMIT ${limit}`,
      ...params,
    );
  // activity_recent first: an entry moved between the two reads is then read twice, never missed.
  const rows = new Map<string, ActivityRow>();
  for (const table of ['activity_recent', 'activity'])
    for (const row of await newestFirst(table)) rows.set(row.id, row);
  return [...rows.values()].sort(newerFirst).slice(0, limit).map(toEntry);
}

const newerFirst = (a: ActivityRow, b: ActivityRow) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1);

/** The cursor that continues after `entry`. */
export const cursorOf = (entry: ActivityEntry) => `${entry.at}|${entry._id}`;

export async function deleteEntriesBefore(db: Queries, before: string) {
  for (const table of ['activity', 'activity_recent']) await db.run(`DELETE FROM ${table} WHERE at < ?`, before);
}

/** Who made the newest entry about one record, and when: the change a stale write is refused over. */
export async function lastChangeOf(
  db: Queries,
  entity: string,
  entityId: string,
): Promise<{ actor: string; at: string } | null> {
  let newest: { actor: string; at: string } | null = null;
  for (const table of ['activity_recent', 'activity']) {
    const row = await db.get<{ actor: string; at: string }>(
      `SELECT actor, at FROM ${table} WHERE entity = ? AND entity_id = ? ORDER BY at DESC, id DESC LIMIT 1`,
      entity,
      entityId,
    );
    if (row && (!newest || row.at > newest.at)) newest = row;
  }
  return newest;
}
