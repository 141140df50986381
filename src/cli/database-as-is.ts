// The database as a command working beside the server finds it. Only the
// server's start migrates, after its backup before an upgrade
// (src/backup/before-upgrade.ts): a command that migrated first would leave
// the upgrade without that backup.
import { existsSync } from 'node:fs';
import { databaseLocation, type Db } from '../db/database';
import { connectPostgres } from '../db/postgres';
import { openSqliteReader } from '../db/sqlite';
import { existingDatabase } from './data-folder';

/** The site's database at its own schema, never migrated (read-only on SQLite), and how many migrations it has had. */
export async function openAsItIs(dataDir: string, databaseUrl: string | undefined): Promise<{ db: Db; schema: number }> {
  const location = databaseLocation(databaseUrl, dataDir);
  if (location.engine === 'postgres') {
    const db = await connectPostgres(location.url);
    return { db, schema: await db.schemaVersion() };
  }
  const file = databaseUrl ? location.file : existingDatabase(dataDir, { writable: true });
  if (!existsSync(file)) throw new Error(`There is no database at ${file}.`);
  const db = openSqliteReader(file);
  return { db, schema: (await db.get<{ user_version: number }>('PRAGMA user_version'))!.user_version };
}
