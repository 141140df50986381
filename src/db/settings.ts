import type { Db } from './database';

/** Small named values: the Hostel Subcommittees file, whether the folder was initialised. */
export const getSetting = (db: Db, key: string) =>
  (db.query('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | null)?.value ?? null;

export const setSetting = (db: Db, key: string, value: string) =>
  db.query('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
