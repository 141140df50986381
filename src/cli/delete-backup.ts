import { databaseLocation, openDatabase } from '../db/database';
import { isBackupName } from '../backup/backup-folder';
import { backupStore, removeBackup } from '../backup/backup-store';
import { insertEntry } from '../modules/activity/repo';
import { assertCurrentSchema } from './database-as-is';
import { UsageError, parseStoreCommand } from './usage';

/** Deletes a kept backup, from the data folder or, on PostgreSQL, the database; beside a running server too. */
export async function deleteBackupCommand(args: string[]) {
  const {
    dataDir,
    databaseUrl,
    argument: name,
  } = parseStoreCommand('delete-backup', args, 'the name of the backup to delete');
  if (!isBackupName(name))
    throw new UsageError(`"${name}" is not the name of a backup, such as hostel-backup-2026-12-02T03-00-00-000Z.tar.`);
  await assertCurrentSchema(dataDir, databaseUrl);
  const db = await openDatabase(databaseLocation(databaseUrl, dataDir));
  try {
    if (!(await removeBackup(backupStore({ db, dataDir }), name))) throw new Error(`There is no backup named ${name}.`);
    await db.write((tx) =>
      insertEntry(tx, {
        actor: 'delete-backup',
        actorId: null,
        address: 'command line',
        action: 'delete',
        entity: 'backups',
        entityId: null,
        name,
        changes: [],
      }),
    );
    console.log(`The backup ${name} is deleted.`);
  } finally {
    await db.close();
  }
}
