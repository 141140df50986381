// What "nothing changed" means in the security and fault suites: every row of
// every table, and every file in the data folder with its size and hash.
// Failed sign-ins are counted (login_failures): that is what a refused
// sign-in is meant to change, so it is left out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tableNames, type Db } from '../db/database';

/** Every table's rows (sorted, so both engines compare alike) and row count. */
export async function snapshotDatabase(db: Db): Promise<Record<string, { count: number; rows: unknown[] }>> {
  const snapshot: Record<string, { count: number; rows: unknown[] }> = {};
  for (const name of await tableNames(db)) {
    // Refused sign-ins are meant to leave a trace: counted for the login limits, and in the activity log.
    if (name === 'login_failures') continue;
    const where = name === 'activity' || name === 'activity_recent' ? "WHERE action <> 'failed sign-in'" : '';
    const rows = (await db.all<unknown>(`SELECT * FROM "${name}" ${where}`)).map((row) => JSON.stringify(row)).sort();
    snapshot[name] = { count: rows.length, rows };
  }
  return snapshot;
}

/**
 * Every file under `dir` (relative path → size and content hash), skipping the database files SQLite
 * rewrites on its own.
 */
export function snapshotFiles(
  dir: string,
  skip: (path: string) => boolean = (path) => /^hostel\.db(-wal|-shm)?$/.test(path),
) {
  const files: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      const path = relative(dir, full);
      if (skip(path)) continue;
      if (entry.isDirectory()) walk(full);
      else files[path] = `${statSync(full).size}:${Bun.hash(readFileSync(full)).toString(36)}`;
    }
  };
  walk(dir);
  return files;
}
