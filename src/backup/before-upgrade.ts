import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openSqliteReader } from '../db/sqlite';
import { migrations } from '../db/migrations';
import { backupFileName, backupsFolder } from './backup-folder';
import { createBackup } from './create-backup';

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
    if (user_version === 0 || user_version >= migrations.length) return null;
    const name = backupFileName('before-upgrade');
    const result = await createBackup({ db, dataDir }, join(backupsFolder(dataDir), name));
    log(`Backed up the data folder before upgrading its database from schema ${user_version} to ${migrations.length}: backups/${name}`);
    return result;
  } finally {
    await db.close();
  }
}
