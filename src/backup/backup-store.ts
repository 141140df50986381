// Where a site's backups are kept, whoever makes them (the schedule, the
// Backups panel, `hostel backup`, the start of a newer version): an SQLite
// site's in its data folder, as before; a PostgreSQL site's in the database,
// which every instance shares, where each instance's data folder is its own.
import { join } from 'node:path';
import type { Db } from '../db/database';
import { ensureBackupsFolder, FolderBackups, type BackupFileInfo } from './backup-folder';
import { DatabaseBackups } from './backup-table';

export interface BackupStore {
  /** Newest first. */
  list(): Promise<BackupFileInfo[]>;
  /** Takes the archive file (made at `draftArchivePath`) in under `name`; the file is gone afterwards. */
  keep(name: string, archive: string): Promise<void>;
  /** The archive's bytes, or null when there is no backup by that name. */
  read(name: string): Promise<{ size: number; body: Blob | ReadableStream<Uint8Array> } | null>;
  remove(name: string): Promise<void>;
}

export const backupStore = (source: { db: Db; dataDir: string }): BackupStore =>
  source.db.engine === 'postgres' ? new DatabaseBackups(source.db) : new FolderBackups(source.dataDir);

/**
 * Where a backup is made before it is kept: beside the folder's
 * backups, under a name createBackup clears if its process dies.
 */
export const draftArchivePath = (dataDir: string, name: string) =>
  join(ensureBackupsFolder(dataDir), `.staging-${process.pid}-${name}`);

/** Deletes all but the newest `keep` scheduled backups; backups made by hand stay until someone deletes them. */
export async function pruneScheduledBackups(store: BackupStore, keep: number) {
  const removed: string[] = [];
  for (const backup of (await store.list()).filter((b) => b.kind === 'scheduled').slice(keep)) {
    await store.remove(backup.name);
    removed.push(backup.name);
  }
  return removed;
}

/** Deletes a kept backup (the Backups panel, `hostel delete-backup`); false when there is none by that name. */
export async function removeBackup(store: BackupStore, name: string) {
  if (!(await store.list()).some((backup) => backup.name === name)) return false;
  await store.remove(name);
  return true;
}

/** Writes a kept backup's archive to `path` (to restore it); false when there is no backup by that name. */
export async function saveBackupTo(store: BackupStore, name: string, path: string) {
  const found = await store.read(name);
  if (!found) return false;
  await Bun.write(path, new Response(found.body));
  return true;
}
