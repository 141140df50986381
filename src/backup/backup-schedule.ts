// Scheduled backups: due when the newest scheduled backup in the folder is
// older than the interval, so a restart neither skips a backup nor makes an
// extra one. Checked often rather than timed exactly, which also survives
// clock changes and a machine that slept.
import { listBackupFiles, pruneScheduledBackups } from './backup-folder';
import type { BackupRunner } from './backup-runner';

export type BackupSchedule = {
  /** Hours between scheduled backups; 0 turns them off. */
  everyHours: number;
  /** Scheduled backups kept, newest first; 0 keeps them all. */
  keep: number;
};

export const DEFAULT_BACKUP_SCHEDULE: BackupSchedule = { everyHours: 24, keep: 7 };

const HOUR_MS = 60 * 60 * 1000;
const FIRST_CHECK_MS = 60 * 1000;
const CHECK_EVERY_MS = 10 * 60 * 1000;

export function isScheduledBackupDue(dataDir: string, everyMs: number, now = Date.now()) {
  const newest = listBackupFiles(dataDir).find((backup) => backup.kind === 'scheduled');
  return !newest || now - Date.parse(newest.createdAt) >= everyMs;
}

/** Makes the scheduled backup if it is due, then prunes the old ones. */
export async function runScheduledBackupIfDue(
  runner: BackupRunner,
  dataDir: string,
  schedule: BackupSchedule,
  log: (line: string) => void,
  now = Date.now(),
) {
  if (!isScheduledBackupDue(dataDir, schedule.everyHours * HOUR_MS, now)) return null;
  try {
    const backup = await runner.run('scheduled');
    log(`Scheduled backup ${backup.name} (${backup.size} bytes)`);
    if (schedule.keep > 0) {
      for (const name of pruneScheduledBackups(dataDir, schedule.keep)) log(`Removed old scheduled backup ${name}`);
    }
    return backup;
  } catch (error) {
    log(`Scheduled backup failed: ${(error as Error).message}`);
    return null;
  }
}

export function startBackupSchedule(runner: BackupRunner, dataDir: string, schedule: BackupSchedule, log: (line: string) => void) {
  if (schedule.everyHours <= 0) return { stop() {} };
  const everyMs = schedule.everyHours * HOUR_MS;
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    await runScheduledBackupIfDue(runner, dataDir, schedule, log);
    running = false;
  };
  const first = setTimeout(check, Math.min(everyMs, FIRST_CHECK_MS));
  const timer = setInterval(check, Math.min(everyMs, CHECK_EVERY_MS));
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
