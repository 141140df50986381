import { existsSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { backupFileName, backupsFolder } from '../backup/backup-folder';
import { backupStore, draftArchivePath } from '../backup/backup-store';
import { createBackup } from '../backup/create-backup';
import { tableNames } from '../db/database';
import { assertWritableFolder } from './data-folder';
import { openAsItIs } from './database-as-is';
import { STORE_OPTIONS, UsageError, nonEmptyOption, parseCommandLine, storeOf } from './usage';

/** Where --out points: a file, or a new backup name inside a folder; checked before anything is read. */
function checkedOut(out: string) {
  const path = resolve(out);
  const isFolder = existsSync(path) && statSync(path).isDirectory();
  if (!isFolder && !/\.(tar|tar\.gz|tgz)$/i.test(path))
    throw new UsageError('--out must name a folder or a file ending in .tar, .tar.gz or .tgz.');
  const folder = isFolder ? path : dirname(path);
  if (!existsSync(folder)) throw new Error(`The folder ${folder} does not exist.`);
  assertWritableFolder(folder);
  return isFolder ? join(path, backupFileName('manual')) : path;
}

/** An online backup: the server may keep running and writing meanwhile. */
export async function backupCommand(args: string[]) {
  const { values } = parseCommandLine(
    'backup',
    args,
    { ...STORE_OPTIONS, out: { type: 'string' } },
    { names: [], required: 0 },
  );
  const { dataDir, databaseUrl } = storeOf(values);
  const out = nonEmptyOption('--out', values.out, 'a file or a folder');
  const outFile = out === undefined ? null : checkedOut(out);
  // The database is only read, at its own schema, so the version that made it can restore the backup.
  // The staging folder for the stored files lives in DATA/backups.
  const { db: database, schema } = await openAsItIs(dataDir, databaseUrl);
  const name = backupFileName('manual');
  const draft = outFile ?? draftArchivePath(dataDir, name);
  try {
    if (schema === 0) throw new Error(`The database ${database.shownAs} holds no website.`);
    if (!outFile && database.engine === 'postgres' && !(await tableNames(database)).includes('backups')) {
      throw new Error(
        `The database ${database.shownAs} is from an older version of this ` +
          'program, which keeps no backups in it: name a file with --out.',
      );
    }
    const result = await createBackup({ db: database, dataDir }, draft);
    const contents = `${result.size} bytes, the database and ${result.blobs} stored files`;
    if (outFile) console.log(`Backup written to ${result.path} (${contents}).`);
    else {
      // Kept where the site's backups are: DATA/backups, or with PostgreSQL the database, which every instance lists.
      const store = backupStore({ db: database, dataDir });
      await store.keep(name, draft);
      console.log(
        database.engine === 'postgres'
          ? `Backup ${name} kept in the database ${database.shownAs} (${contents}).`
          : `Backup written to ${join(backupsFolder(dataDir), name)} (${contents}).`,
      );
    }
    if (result.missingBlobs.length) {
      console.warn(
        `Warning: ${result.missingBlobs.length} stored file(s) named by the ` +
          `database are missing from disk: ${result.missingBlobs.join(', ')}`,
      );
    }
  } finally {
    if (!outFile) rmSync(draft, { force: true });
    await database.close();
  }
}
