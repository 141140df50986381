import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openSqliteReader } from '../db/sqlite';
import { connectPostgres } from '../db/postgres';
import { migrations } from '../db/migrations';
import { backupFileName, backupsFolder } from './backup-folder';
import { DatabaseBackups } from './backup-table';
import { draftArchivePath } from './backup-store';
import { createBackup } from './create-backup';

/** Taken by every instance starting on one PostgreSQL database, around the backup and the migrations. */
const UPGRADE_LOCK = 'hostel upgrade';

const isUpgrade = (schemaVersion: number) => schemaVersion > 0 && schemaVersion < migrations.length;

const upgrading = (from: number) => `before upgrading its database from schema ${from} to ${migrations.length}`;

/**
 * The first start of a newer version backs the folder up before its
 * migrations change the database, so an upgrade can always be rolled back:
 * run the old executable on a restore of this backup.
 */
export async function backUpBeforeUpgrade(file: string, dataDir: string, log: (line: string) => void) {
  if (!existsSync(file)) return null;
  const db = openSqliteReader(file);
  try {
    const { user_version } = (await db.get<{ user_version: number }>('PRAGMA user_version'))!;
    if (!isUpgrade(user_version)) return null;
    const name = backupFileName('before-upgrade');
    const result = await createBackup({ db, dataDir }, join(backupsFolder(dataDir), name));
    log(`Backed up the data folder ${upgrading(user_version)}: backups/${name}`);
    return result;
  } finally {
    await db.close();
  }
}

/**
 * Opens a PostgreSQL database, migrated; when its schema is older, backs it
 * up first, read at its old schema and kept in the database once the
 * migrations have made the table for it. Instances starting at once take
 * turns: the first backs up and migrates, the others find the schema current.
 */
export async function openPostgresBackedUp(url: string, dataDir: string, log: (line: string) => void) {
  const db = await connectPostgres(url);
  try {
    await db.exclusive(UPGRADE_LOCK, async () => {
      const from = await db.schemaVersion();
      if (!isUpgrade(from)) return db.migrate(migrations);
      const name = backupFileName('before-upgrade');
      const draft = draftArchivePath(dataDir, name);
      try {
        await createBackup({ db, dataDir }, draft);
        await db.migrate(migrations);
        await new DatabaseBackups(db).keep(name, draft);
      } finally {
        rmSync(draft, { force: true });
      }
      log(`Backed up the database ${upgrading(from)}: ${name}, kept in the database`);
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
