// Scheduled backups: due when the last scheduled backup (recorded in the
// database, or the newest kept) is older than the interval, so a
// restart neither skips a backup nor makes an extra one, and of several
// instances on one database only one makes it (under a lock they share).
// Checked often rather than timed exactly, which also survives clock changes
// and a machine that slept.
import type { Db } from '../db/database';
import { getSetting, setSetting } from '../db/settings';
import type { BackupRunner } from './backup-runner';
import { pruneScheduledBackups, type BackupStore } from './backup-store';

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

const LAST_SCHEDULED_SETTING = 'last_scheduled_backup';

export async function isScheduledBackupDue(db: Db, store: BackupStore, everyMs: number, now = Date.now()) {
  const newest = (await store.list()).find((backup) => backup.kind === 'scheduled');
  const recorded = await getSetting(db, LAST_SCHEDULED_SETTING);
  const last = Math.max(newest ? Date.parse(newest.createdAt) : -Infinity, recorded ? Date.parse(recorded) : -Infinity);
  return now - last >= everyMs;
}

/** Makes the scheduled backup if it is due, then prunes the old ones. */
export async function runScheduledBackupIfDue(
  runner: BackupRunner,
  schedule: BackupSchedule,
  log: (line: string) => void,
  now = Date.now(),
) {
  const { source: { db }, store } = runner;
  try {
    const made = await db.exclusive(
      'scheduled backup',
      async () => {
        if (!(await isScheduledBackupDue(db, store, schedule.everyHours * HOUR_MS, now))) return null;
        const backup = await runner.run('scheduled');
        await setSetting(db, LAST_SCHEDULED_SETTING, backup.createdAt);
        log(`Scheduled backup ${backup.name} (${backup.size} bytes)`);
        if (schedule.keep > 0) {
          for (const name of await pruneScheduledBackups(store, schedule.keep)) log(`Removed old scheduled backup ${name}`);
        }
        return backup;
      },
      { skipIfHeld: true },
    );
    return made ?? null;
  } catch (error) {
    log(`Scheduled backup failed: ${(error as Error).message}`);
    return null;
  }
}

export function startBackupSchedule(runner: BackupRunner, schedule: BackupSchedule, log: (line: string) => void) {
  if (schedule.everyHours <= 0) return { stop() {} };
  const everyMs = schedule.everyHours * HOUR_MS;
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    await runScheduledBackupIfDue(runner, schedule, log);
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
