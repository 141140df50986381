// Restores a backup archive into a data folder. Nothing in the current folder
// is touched until the archive has been unpacked beside it and its database
// has passed PRAGMA integrity_check; then the current folder is renamed aside
// (<data>.before-restore-<time>) and the unpacked one takes its name, so a
// restore can always be undone by renaming back.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Database } from 'bun:sqlite';
import { tableNames, type Db } from '../db/database';
import { replaceRows, tablesInOrder } from '../db/copy-rows';
import { migrations } from '../db/migrations';
import { openSqlite, openSqliteReader, SqliteDb } from '../db/sqlite';
import { SECRET_SETTING } from '../auth/secret';
import { resealTwoStepKeys } from '../auth/two-step';
import { getSetting, setSetting } from '../db/settings';
import { DataFolderInUse, LOCK_FILE, dataFolderOwner, lockDataFolder, type DataLock } from '../storage/data-lock';
import { referencedBlobKeys } from '../storage/referenced-blobs';
import { MAIL_SENDER_LOCK, keepMailDone, readMailDone, type MailDone } from '../modules/mail/restore';
import { backupsFolder } from './backup-folder';
import { ARCHIVE, BLOB_KEY_PATTERN, type BackupManifest } from './create-backup';
import { readTar, type TarSink } from './tar';

export type RestoreResult = {
  dataDir: string;
  /** Where the previous data folder now is, or null when there was none. */
  previousDataDir: string | null;
  manifest: BackupManifest;
  blobs: number;
  missingBlobs: string[];
  /** Why the outbox of the folder replaced could not be read, when it could not: its mail sent since may go again. */
  mailUnread: string | null;
};

const ALLOWED_FOLDERS = new Set([ARCHIVE.blobs, `${ARCHIVE.blobs}/images`, `${ARCHIVE.blobs}/files`]);

function isAllowedFile(name: string) {
  if (name === ARCHIVE.manifest || name === ARCHIVE.database || name === ARCHIVE.secret) return true;
  return name.startsWith(`${ARCHIVE.blobs}/`) && BLOB_KEY_PATTERN.test(name.slice(ARCHIVE.blobs.length + 1));
}

/**
 * Restores a backup into a PostgreSQL database: the archive is unpacked and
 * checked in a temporary folder, its database brought to this version's
 * schema, and then every row and stored file replaced in one transaction.
 * Instances running on the database follow at once (their caches see the
 * write); the database keeps its signing secret, which they hold, and the
 * restored two-step keys are sealed under it. Mail sent since the backup
 * stays sent: no sender is mid-round while the rows are replaced.
 */
export async function restoreIntoDatabase(
  archive: string,
  db: Db,
): Promise<Omit<RestoreResult, 'dataDir' | 'previousDataDir' | 'mailUnread'>> {
  if (!statSync(archive, { throwIfNoEntry: false })?.isFile()) throw new Error(`There is no backup at ${archive}.`);
  const staging = mkdtempSync(join(tmpdir(), 'hostel-restore-'));
  try {
    const unpacked = await unpackAndVerify(archive, staging);
    const file = await openSqlite(join(staging, ARCHIVE.database), migrations);
    try {
      const tables = await tablesInOrder(file);
      const keys = [...(await referencedBlobKeys(file))].filter((key) => !unpacked.missingBlobs.includes(key));
      const legacySecret = join(staging, ARCHIVE.secret);
      // The running instances sign with the secret they read at start: the restored site keeps it.
      const runningSecret = await getSetting(db, SECRET_SETTING);
      await db.exclusive(MAIL_SENDER_LOCK, () =>
        db.write(async (tx) => {
          const mailDone = await readMailDone(tx);
          await replaceRows(file, tx, tables);
          await keepMailDone(tx, mailDone);
          await tx.run('DELETE FROM blobs');
          for (const key of keys) {
            await tx.run(
              'INSERT INTO blobs (key, bytes) VALUES (?, ?)',
              key,
              readFileSync(join(staging, ARCHIVE.blobs, key)),
            );
          }
          if (existsSync(legacySecret)) {
            const secret = readFileSync(legacySecret, 'utf8').trim();
            await tx.run(
              'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
              SECRET_SETTING,
              secret,
            );
          }
          const restoredSecret = await getSetting(tx, SECRET_SETTING);
          if (runningSecret && restoredSecret && restoredSecret !== runningSecret) {
            await resealTwoStepKeys(tx, restoredSecret, runningSecret);
            await setSetting(tx, SECRET_SETTING, runningSecret);
          }
        }),
      );
    } finally {
      await file.close();
    }
    return unpacked;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export async function restoreBackup(archive: string, dataDir: string): Promise<RestoreResult> {
  if (!statSync(archive, { throwIfNoEntry: false })?.isFile()) throw new Error(`There is no backup at ${archive}.`);
  const owner = dataFolderOwner(dataDir);
  if (owner !== null) throw new DataFolderInUse(dataDir, owner);
  if (!existsSync(dirname(dataDir))) throw new Error(`The folder ${dirname(dataDir)} does not exist.`);
  if (!isDataFolderOrEmpty(dataDir)) {
    throw new Error(
      `${dataDir} is not a data folder (it has no ${ARCHIVE.database}). ` +
        'Restore into the data folder, or into a new or empty one.',
    );
  }

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = `${dataDir}.restoring-${stamp}`;
  let unpacked: Awaited<ReturnType<typeof unpackAndVerify>>;
  try {
    // The restored folder is as private as the one it replaces (a new one as private as serve makes it).
    mkdirSync(staging, { mode: existsSync(dataDir) ? statSync(dataDir).mode & 0o777 : 0o700 });
    unpacked = await unpackAndVerify(archive, staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }

  const previousDataDir = existsSync(dataDir) ? `${dataDir}.before-restore-${stamp}` : null;
  let lock: DataLock | null = null;
  let mailUnread: string | null = null;
  try {
    lock = previousDataDir ? lockDataFolder(dataDir) : null;
    if (previousDataDir) {
      mailUnread = await keepMailSent(join(dataDir, ARCHIVE.database), join(staging, ARCHIVE.database));
      try {
        renameSync(dataDir, previousDataDir);
      } catch (error) {
        throw new Error(
          `The data folder ${dataDir} could not be moved aside (${(error as Error).message}). Nothing was changed.`,
        );
      }
    }
    try {
      renameSync(staging, dataDir);
    } catch (error) {
      if (previousDataDir) renameSync(previousDataDir, dataDir);
      throw new Error(`The backup could not be moved into place (${(error as Error).message}). Nothing was changed.`);
    }
  } catch (error) {
    lock?.release();
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  if (previousDataDir) {
    rmSync(join(previousDataDir, LOCK_FILE), { force: true });
    // The backups belong to the site, not to the moment: they stay with the live folder.
    if (existsSync(backupsFolder(previousDataDir))) renameSync(backupsFolder(previousDataDir), backupsFolder(dataDir));
  }
  return { dataDir, previousDataDir, ...unpacked, mailUnread };
}

/**
 * What the outbox of the database being replaced has sent or given up on since the backup, applied to the
 * unpacked one (modules/mail/restore.ts). A current database that cannot be read (a restore may be what mends it)
 * does not stop the restore: the reason is returned.
 */
async function keepMailSent(currentFile: string, restoredFile: string): Promise<string | null> {
  if (!existsSync(currentFile)) return null;
  let done: MailDone | undefined;
  try {
    const current = openSqliteReader(currentFile);
    try {
      const tables = await tableNames(current);
      if (tables.includes('mail_outbox')) done = await readMailDone(current, tables);
    } finally {
      await current.close();
    }
  } catch (error) {
    return (error as Error).message;
  }
  if (!done) return null;
  const restored = new SqliteDb(new Database(restoredFile, { strict: true }), restoredFile);
  try {
    const tables = await tableNames(restored);
    if (tables.includes('mail_outbox')) await restored.write((tx) => keepMailDone(tx, done, tables));
  } finally {
    await restored.close();
  }
  return null;
}

/** Only a data folder, or nothing, may be moved aside: a mistyped --data must not move someone's home folder. */
function isDataFolderOrEmpty(dataDir: string) {
  if (!existsSync(dataDir)) return true;
  const entries = readdirSync(dataDir).filter((name) => name !== LOCK_FILE);
  return entries.length === 0 || entries.includes(ARCHIVE.database);
}

class NotABackupError extends Error {}

async function unpackAndVerify(archive: string, staging: string) {
  // Password hashes, the signing key and the uploads are readable by the site's user alone.
  mkdirSync(join(staging, ARCHIVE.blobs, 'images'), { recursive: true, mode: 0o700 });
  mkdirSync(join(staging, ARCHIVE.blobs, 'files'), { recursive: true, mode: 0o700 });
  const refuse = (why: string) => new NotABackupError(`${basename(archive)} is not a backup of this website: ${why}`);

  let openFile: number | null = null;
  try {
    await readTar(archive, (entry): TarSink | null => {
      const name = entry.name.replace(/^\.\//, '').replace(/\/$/, '');
      if (entry.type === 'directory' && (ALLOWED_FOLDERS.has(name) || name === '.')) return null;
      if (entry.type !== 'file' || !isAllowedFile(name)) throw refuse(`it holds ${entry.name}.`);
      const fd = openSync(join(staging, name), 'w', 0o600);
      openFile = fd;
      return {
        write: (chunk) => {
          let written = 0;
          while (written < chunk.length) written += writeSync(fd, chunk, written);
        },
        end: () => {
          fsyncSync(fd);
          closeSync(fd);
          openFile = null;
        },
      };
    });
  } catch (error) {
    if (openFile !== null) closeSync(openFile);
    if (error instanceof NotABackupError) throw error;
    throw refuse((error as Error).message);
  }

  const databasePath = join(staging, ARCHIVE.database);
  if (!existsSync(databasePath) || !existsSync(join(staging, ARCHIVE.manifest))) throw refuse('it has no database.');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(join(staging, ARCHIVE.manifest), 'utf8'));
  } catch {
    throw refuse('its manifest.json cannot be read.');
  }
  if (manifest.app !== 'hostel') throw refuse('its manifest names another application.');

  let database: Database;
  try {
    database = new Database(databasePath, { readonly: true });
  } catch {
    throw refuse('its database cannot be opened.');
  }
  try {
    const problems = checkIntegrity(database);
    if (problems)
      throw new Error(
        `The database in ${basename(archive)} is damaged (PRAGMA integrity_check: ${problems}). Nothing was changed.`,
      );
    const { user_version } = database.query('PRAGMA user_version').get() as { user_version: number };
    if (user_version > migrations.length) {
      throw new Error(
        `${basename(archive)} was made by a newer version of this program (database schema ${user_version}; ` +
          `this version knows ${migrations.length}). Restore it with that version or a later one.`,
      );
    }
    const referenced = [...(await referencedBlobKeys(new SqliteDb(database, databasePath)))];
    const missingBlobs = referenced.filter((key) => !existsSync(join(staging, ARCHIVE.blobs, key)));
    return { manifest, blobs: referenced.length - missingBlobs.length, missingBlobs };
  } finally {
    database.close();
  }
}

/** null when the database is sound, else the first problems SQLite names. */
function checkIntegrity(database: Database): string | null {
  try {
    const rows = database.query('PRAGMA integrity_check').all() as { integrity_check: string }[];
    if (rows.length === 1 && rows[0].integrity_check === 'ok') return null;
    return rows
      .slice(0, 3)
      .map((row) => row.integrity_check)
      .join('; ');
  } catch (error) {
    return (error as Error).message;
  }
}
