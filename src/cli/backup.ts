import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Database } from 'bun:sqlite';
import { backupFileName, ensureBackupsFolder } from '../backup/backup-folder';
import { createBackup } from '../backup/create-backup';
import { existingDatabase } from './data-folder';
import { UsageError, dataFolderOf, parseCommandLine } from './usage';

/** Where --out points: a file, or a new backup name inside a folder; checked before anything is read. */
function checkedOut(out: string) {
  const path = resolve(out);
  if (existsSync(path) && statSync(path).isDirectory()) return join(path, backupFileName('manual'));
  if (!/\.(tar|tar\.gz|tgz)$/i.test(path)) throw new UsageError('--out must name a folder or a file ending in .tar, .tar.gz or .tgz.');
  if (!existsSync(dirname(path))) throw new Error(`The folder ${dirname(path)} does not exist.`);
  return path;
}

/** An online backup: the server may keep running and writing meanwhile. */
export async function backupCommand(args: string[]) {
  const { values } = parseCommandLine('backup', args, { data: { type: 'string' }, out: { type: 'string' } }, { names: [], required: 0 });
  const dataDir = dataFolderOf(values.data);
  const out = values.out === undefined ? null : checkedOut(values.out);
  // The database is only read; the staging folder for the stored files lives in DATA/backups.
  const database = new Database(existingDatabase(dataDir, { writable: true }), { readonly: true });
  try {
    database.exec('PRAGMA busy_timeout = 5000');
    const result = await createBackup({ db: database, dataDir }, out ?? join(ensureBackupsFolder(dataDir), backupFileName('manual')));
    console.log(`Backup written to ${result.path} (${result.size} bytes, the database and ${result.blobs} stored files).`);
    if (result.missingBlobs.length) {
      console.warn(`Warning: ${result.missingBlobs.length} stored file(s) named by the database are missing from disk: ${result.missingBlobs.join(', ')}`);
    }
  } finally {
    database.close();
  }
}
