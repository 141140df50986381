// Every blob key some row names. The start-up sweep deletes blobs outside
// this set and backups copy only those in it, so a new column that holds a
// blob key must be added here (referenced-blobs.test.ts fails until it is).
import { tableNames, type Db } from '../db/database';

export const BLOB_COLUMNS = [
  { table: 'people', column: 'image' },
  { table: 'hostels', column: 'image' },
  { table: 'events', column: 'image' },
  { table: 'gallery', column: 'image' },
  { table: 'files', column: 'blob' },
  { table: 'trash', column: 'blob' },
] as const;

/**
 * Every blob key the rows of a database name (the live one, a backup's
 * snapshot, an archive being restored). A table the database's schema does
 * not have yet, as in the snapshot taken before an upgrade, names none.
 */
export async function referencedBlobKeys(db: Db): Promise<Set<string>> {
  const tables = new Set(await tableNames(db));
  const keys = new Set<string>();
  for (const { table, column } of BLOB_COLUMNS) {
    if (!tables.has(table)) continue;
    for (const { key } of await db.all<{ key: string }>(`SELECT ${column} AS key FROM ${table} WHERE ${column} IS NOT NULL`)) keys.add(key);
  }
  return keys;
}
