import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { migrations } from '../db/migrations';
import { restoreBackup, restoreIntoDatabase } from '../backup/restore-backup';
import { databaseLocation, openDatabase, type DatabaseLocation } from '../db/database';
import { assertWritableFolder } from './data-folder';
import { UsageError, databaseUrlOf, dataFolderOf, parseCommandLine } from './usage';

export async function restoreCommand(args: string[]) {
  const { values, positionals } = parseCommandLine(
    'restore',
    args,
    { data: { type: 'string' }, database: { type: 'string' } },
    { names: ['the backup file to restore'], required: 1 },
  );
  const dataDir = dataFolderOf(values.data);
  const databaseUrl = databaseUrlOf(values.database);
  const location = databaseLocation(databaseUrl, dataDir);
  if (location.engine === 'postgres') return restoreIntoPostgres(resolve(positionals[0]), location);
  if (databaseUrl) throw new UsageError('restore takes --database for PostgreSQL only: an SQLite site is restored into its data folder (--data).');
  // The backup is unpacked beside the data folder, which is then renamed aside.
  if (existsSync(dirname(dataDir))) assertWritableFolder(dirname(dataDir));
  if (existsSync(dataDir)) assertWritableFolder(dataDir, 'data folder');
  const result = await restoreBackup(resolve(positionals[0]), dataDir);
  const { manifest } = result;
  console.log(`Restored the backup of ${manifest.createdAt} (version ${manifest.version}, ${result.blobs} stored files) into ${result.dataDir}.`);
  if (result.previousDataDir) console.log(`The previous data folder is kept at ${result.previousDataDir}.`);
  if (manifest.schemaVersion < migrations.length) console.log('Its database is from an older version; the server upgrades it when it starts.');
  if (result.missingBlobs.length) {
    console.warn(`Warning: ${result.missingBlobs.length} stored file(s) named by the database are not in the backup: ${result.missingBlobs.join(', ')}`);
  }
}

/** Into PostgreSQL: every row and stored file replaced in one transaction; a data folder plays no part. */
async function restoreIntoPostgres(archive: string, location: Extract<DatabaseLocation, { engine: 'postgres' }>) {
  const db = await openDatabase(location);
  try {
    const result = await restoreIntoDatabase(archive, db);
    console.log(`Restored the backup of ${result.manifest.createdAt} (version ${result.manifest.version}, ${result.blobs} stored files) into ${db.shownAs}.`);
    if (result.missingBlobs.length) {
      console.warn(`Warning: ${result.missingBlobs.length} stored file(s) named by the database are not in the backup: ${result.missingBlobs.join(', ')}`);
    }
  } finally {
    await db.close();
  }
}
