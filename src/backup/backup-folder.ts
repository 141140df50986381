// The backups folder inside the data folder, where an SQLite site keeps its
// backups. A backup's name carries its time, so the list, the newest-first
// order and pruning need no database, and names are checked against one
// strict pattern before they touch a path.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BACKUP_NAME_PATTERN } from '../modules/backups/model';

/** Made by hand (panel or command), by the schedule, or on the first start of a newer version. */
export type BackupKind = 'manual' | 'scheduled' | 'before-upgrade';
export type BackupFileInfo = { name: string; size: number; createdAt: string; kind: BackupKind };

export const backupsFolder = (dataDir: string) => join(dataDir, 'backups');

export const isBackupName = (name: string) => BACKUP_NAME_PATTERN.test(name);

export function backupFileName(kind: BackupKind, at = new Date()) {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return `hostel-backup-${stamp}${kind === 'manual' ? '' : `-${kind}`}.tar`;
}

/** A backup's time and kind, read off its name; null when it is not a backup's name. */
export function backupInfo(name: string, size: number): BackupFileInfo | null {
  const match = name.match(BACKUP_NAME_PATTERN);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis, kind] = match;
  return {
    name,
    size,
    createdAt: `${day}T${hours}:${minutes}:${seconds}.${millis}Z`,
    kind: (kind ?? 'manual') as BackupKind,
  };
}

export const newestFirst = (a: BackupFileInfo, b: BackupFileInfo) =>
  b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name);

/** The folder's backups, newest first. */
export function listBackupFiles(dataDir: string): BackupFileInfo[] {
  const folder = backupsFolder(dataDir);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const backups: BackupFileInfo[] = [];
  for (const name of names) {
    const stats = isBackupName(name) && statSync(join(folder, name), { throwIfNoEntry: false });
    const backup = stats && backupInfo(name, stats.size);
    if (backup) backups.push(backup);
  }
  return backups.sort(newestFirst);
}

export function ensureBackupsFolder(dataDir: string) {
  const folder = backupsFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** The backups of an SQLite site, as files in its data folder's backups folder. */
export class FolderBackups {
  constructor(private readonly dataDir: string) {}

  async list() {
    return listBackupFiles(this.dataDir);
  }

  async keep(name: string, archive: string) {
    renameSync(archive, join(ensureBackupsFolder(this.dataDir), name));
  }

  async read(name: string) {
    const path = join(backupsFolder(this.dataDir), name);
    if (!isBackupName(name) || !existsSync(path)) return null;
    const body = Bun.file(path);
    return { size: body.size, body };
  }

  async remove(name: string) {
    if (isBackupName(name)) rmSync(join(backupsFolder(this.dataDir), name), { force: true });
  }
}
