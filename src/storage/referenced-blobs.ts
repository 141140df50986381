// Every blob key some row names. The start-up sweep deletes blobs outside
// this set and backups copy only those in it, so a new column that holds a
// blob key must be added here (referenced-blobs.test.ts fails until it is).
import type { Queries } from '../db/database';

export const BLOB_COLUMNS = [
  { table: 'people', column: 'image' },
  { table: 'hostels', column: 'image' },
  { table: 'events', column: 'image' },
  { table: 'files', column: 'blob' },
  { table: 'trash', column: 'blob' },
] as const;

const QUERIES = BLOB_COLUMNS.map(({ table, column }) => `SELECT ${column} AS key FROM ${table} WHERE ${column} IS NOT NULL`);

export async function referencedBlobKeys(db: Queries): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const sql of QUERIES) {
    for (const { key } of await db.all<{ key: string }>(sql)) keys.add(key);
  }
  return keys;
}
