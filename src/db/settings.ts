import type { Queries } from './database';

/** Small named values: the Hostel Subcommittees file, the signing secret, when timed jobs last ran. */
export const getSetting = async (db: Queries, key: string) =>
  (await db.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', key))?.value ?? null;

export const setSetting = (db: Queries, key: string, value: string) =>
  db.run(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    key,
    value,
  );
