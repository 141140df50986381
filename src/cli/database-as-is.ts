// The database as a command working beside the server finds it. Only the
// server's start migrates, after its backup before an upgrade
// (src/backup/before-upgrade.ts): a command that migrated first would leave
// the upgrade without that backup.
import { existsSync } from 'node:fs';
import { databaseLocation, newerSchemaError, type Db } from '../db/database';
import { migrations } from '../db/migrations';
import { connectPostgres } from '../db/postgres';
import { openSqliteReader } from '../db/sqlite';
import { existingDatabase } from './data-folder';

/**
 * The site's database at its own schema, never migrated (read-only on SQLite),
 * and how many migrations it has had; one written by a newer version is refused.
 */
export async function openAsItIs(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<{ db: Db; schema: number }> {
  const opened = await open(dataDir, databaseUrl);
  if (opened.schema > migrations.length) {
    await opened.db.close();
    throw newerSchemaError(opened.schema, migrations.length);
  }
  return opened;
}

async function open(dataDir: string, databaseUrl: string | undefined) {
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

/**
 * Refuses a database this version must not write: a newer one (openAsItIs), or
 * an older one, which this version's server must back up and upgrade first (a
 * server of the older version may still be running on it).
 */
export async function assertCurrentSchema(dataDir: string, databaseUrl: string | undefined) {
  const { db, schema } = await openAsItIs(dataDir, databaseUrl);
  await db.close();
  if (schema < migrations.length) {
    throw new Error(
      `The database is from an older version of this program (schema ${schema}; this version ` +
        `knows ${migrations.length}). Start this version's server first (it backs the database ` +
        "up before upgrading it), or use the older version's command. Nothing was changed.",
    );
  }
}
