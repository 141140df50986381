import { Database } from 'bun:sqlite';
import { migrations } from './migrations';

export type Db = Database;

/** The database's file name inside the data folder. */
export const DATABASE_FILE = 'hostel.db';

export function openDatabase(file: string, available: readonly string[] = migrations): Database {
  const db = new Database(file, { create: true, strict: true });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  try {
    migrate(db, available);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** Applies every migration newer than the database, all in one transaction. */
export function migrate(db: Database, available: readonly string[] = migrations) {
  const current = (db.query('PRAGMA user_version').get() as { user_version: number }).user_version;
  if (current > available.length) {
    throw new Error(
      `The database was written by a newer version of this program (schema ${current}; this version knows ${available.length}). Run that version or a later one, or restore a backup made by this one.`,
    );
  }
  if (current === available.length) return;
  db.transaction(() => {
    for (let i = current; i < available.length; i++) db.exec(available[i]);
    db.exec(`PRAGMA user_version = ${available.length}`);
  }).immediate();
}

/** Runs `work` in a BEGIN IMMEDIATE transaction so writers queue instead of failing mid-way. */
export function write<T>(db: Database, work: () => T): T {
  return db.transaction(work).immediate();
}
