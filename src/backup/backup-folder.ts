// The backups folder inside the data folder. A backup's name carries its
// time, so the list, the newest-first order and pruning need no database, and
// names are checked against one strict pattern before they touch a path.
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
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

function describe(folder: string, name: string): BackupFileInfo | null {
  const match = name.match(BACKUP_NAME_PATTERN);
  const stats = match && statSync(join(folder, name), { throwIfNoEntry: false });
  if (!match || !stats) return null;
  const [, day, hours, minutes, seconds, millis, kind] = match;
  return {
    name,
    size: stats.size,
    createdAt: `${day}T${hours}:${minutes}:${seconds}.${millis}Z`,
    kind: (kind ?? 'manual') as BackupKind,
  };
}

/** The folder's backups, newest first. */
export function listBackupFiles(dataDir: string): BackupFileInfo[] {
  const folder = backupsFolder(dataDir);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .map((name) => describe(folder, name))
    .filter((backup) => backup !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** Deletes all but the newest `keep` scheduled backups; backups made by hand stay until someone deletes them. */
export function pruneScheduledBackups(dataDir: string, keep: number) {
  const removed: string[] = [];
  for (const backup of listBackupFiles(dataDir).filter((b) => b.kind === 'scheduled').slice(keep)) {
    rmSync(join(backupsFolder(dataDir), backup.name), { force: true });
    removed.push(backup.name);
  }
  return removed;
}

export function ensureBackupsFolder(dataDir: string) {
  const folder = backupsFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  return folder;
}
