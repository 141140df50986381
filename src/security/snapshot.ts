// What "nothing changed" means in the security and fault suites: every row of
// every table, and every file in the data folder with its size and hash.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Db } from '../db/database';

export function tableNames(db: Db): string[] {
  return (db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map(
    (row) => row.name,
  );
}

/** Every table's rows (in rowid order) and row count. */
export function snapshotDatabase(db: Db): Record<string, { count: number; rows: unknown[] }> {
  const snapshot: Record<string, { count: number; rows: unknown[] }> = {};
  for (const name of tableNames(db)) {
    const rows = db.query(`SELECT * FROM "${name}" ORDER BY rowid`).all();
    snapshot[name] = { count: rows.length, rows };
  }
  return snapshot;
}

/** Every file under `dir` (relative path → size and content hash), skipping the database files SQLite rewrites on its own. */
export function snapshotFiles(dir: string, skip: (path: string) => boolean = (path) => /^hostel\.db(-wal|-shm)?$/.test(path)) {
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
