import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { migrations } from '../db/migrations';
import { isBackupName } from '../backup/backup-folder';
import { backupStore, saveBackupTo } from '../backup/backup-store';
import { restoreBackup, restoreIntoDatabase } from '../backup/restore-backup';
import { databaseLocation, openDatabase, type DatabaseLocation } from '../db/database';
import { assertWritableFolder } from './data-folder';
import { UsageError, parseStoreCommand } from './usage';

export async function restoreCommand(args: string[]) {
  const { dataDir, databaseUrl, argument: file } = parseStoreCommand('restore', args, 'the backup file to restore');
  const location = databaseLocation(databaseUrl, dataDir);
  if (location.engine === 'postgres') return restoreIntoPostgres(file, location, dataDir);
  if (databaseUrl)
    throw new UsageError(
      'restore takes --database for PostgreSQL only: an SQLite site is restored into its data folder (--data).',
    );
  // The backup is unpacked beside the data folder, which is then renamed aside.
  if (existsSync(dirname(dataDir))) assertWritableFolder(dirname(dataDir));
  if (existsSync(dataDir)) assertWritableFolder(dataDir, 'data folder');
  const result = await restoreBackup(resolve(file), dataDir);
  const { manifest } = result;
  console.log(
    `Restored the backup of ${manifest.createdAt} (version ` +
      `${manifest.version}, ${result.blobs} stored files) into ${result.dataDir}.`,
  );
  if (result.previousDataDir) console.log(`The previous data folder is kept at ${result.previousDataDir}.`);
  if (result.mailUnread)
    console.warn(
      `Warning: the previous database could not be read (${result.mailUnread}): ` +
        'mail it sent after the backup was made may be sent again.',
    );
  if (manifest.schemaVersion < migrations.length)
    console.log('Its database is from an older version; the server upgrades it when it starts.');
  if (result.missingBlobs.length) {
    console.warn(
      `Warning: ${result.missingBlobs.length} stored file(s) named by the ` +
        `database are not in the backup: ${result.missingBlobs.join(', ')}`,
    );
  }
}

/**
 * Into PostgreSQL: every row and stored file replaced in one transaction. The
 * backup is a file, or the name of one kept in the database (the schedule's,
 * the panel's, the one before an upgrade).
 */
async function restoreIntoPostgres(
  given: string,
  location: Extract<DatabaseLocation, { engine: 'postgres' }>,
  dataDir: string,
) {
  const db = await openDatabase(location);
  const copy = mkdtempSync(join(tmpdir(), 'hostel-kept-backup-'));
  try {
    let archive = resolve(given);
    if (!existsSync(archive) && isBackupName(given)) {
      archive = join(copy, given);
      if (!(await saveBackupTo(backupStore({ db, dataDir }), given, archive)))
        throw new Error(`There is no backup at ${resolve(given)}, nor one named ${given} in ${db.shownAs}.`);
    }
    const result = await restoreIntoDatabase(archive, db);
    console.log(
      `Restored the backup of ${result.manifest.createdAt} (version ` +
        `${result.manifest.version}, ${result.blobs} stored files) into ${db.shownAs}.`,
    );
    if (result.missingBlobs.length) {
      console.warn(
        `Warning: ${result.missingBlobs.length} stored file(s) named by the ` +
          `database are not in the backup: ${result.missingBlobs.join(', ')}`,
      );
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
    await db.close();
  }
}
