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

/**
 * A time further ahead of now than this was stamped by a clock
 * set wrong: counted, it would hold every backup off until then.
 */
const AHEAD_TOLERANCE_MS = 5 * 60 * 1000;

/** When the last scheduled backup was made (kept or recorded), and the times left out for being ahead of `now`. */
async function lastScheduledBackup(db: Db, store: BackupStore, now: number) {
  const kept = (await store.list()).filter((backup) => backup.kind === 'scheduled').map((backup) => backup.createdAt);
  const recorded = await getSetting(db, LAST_SCHEDULED_SETTING);
  const times = recorded ? [...kept, recorded] : kept;
  const isAhead = (time: string) => Date.parse(time) > now + AHEAD_TOLERANCE_MS;
  return {
    last: Math.max(-Infinity, ...times.filter((time) => !isAhead(time)).map(Date.parse)),
    ahead: times.filter(isAhead),
  };
}

export async function isScheduledBackupDue(db: Db, store: BackupStore, everyMs: number, now = Date.now()) {
  return now - (await lastScheduledBackup(db, store, now)).last >= everyMs;
}

/**
 * Makes the scheduled backup if it is due, then prunes the old ones; a failure goes to `warn`, and its reason to
 * `failed` (the owners' mail).
 */
export async function runScheduledBackupIfDue(
  runner: BackupRunner,
  schedule: BackupSchedule,
  log: (line: string) => void,
  warn: (line: string) => void = console.error,
  now = Date.now(),
  failed: (reason: string) => Promise<unknown> = async () => {},
) {
  const {
    source: { db },
    store,
  } = runner;
  try {
    const made = await db.exclusive(
      'scheduled backup',
      async () => {
        const { last, ahead } = await lastScheduledBackup(db, store, now);
        if (now - last < schedule.everyHours * HOUR_MS) return null;
        const backup = await runner.run('scheduled');
        await setSetting(db, LAST_SCHEDULED_SETTING, backup.createdAt);
        log(`Scheduled backup ${backup.name} (${backup.size} bytes)`);
        if (ahead.length)
          warn(
            `Scheduled backups of a time later than now were not counted (was the clock ahead?): ${ahead.join(', ')}`,
          );
        if (schedule.keep > 0) {
          for (const name of await pruneScheduledBackups(store, schedule.keep))
            log(`Removed old scheduled backup ${name}`);
        }
        return backup;
      },
      { skipIfHeld: true },
    );
    return made ?? null;
  } catch (error) {
    const reason = (error as Error).message;
    warn(`Scheduled backup failed: ${reason}`);
    await failed(reason).catch((failure) => warn(`Telling the owners failed: ${(failure as Error).message}`));
    return null;
  }
}

export function startBackupSchedule(
  runner: BackupRunner,
  schedule: BackupSchedule,
  log: (line: string) => void,
  warn: (line: string) => void,
  failed?: (reason: string) => Promise<unknown>,
) {
  if (schedule.everyHours <= 0) return { stop() {} };
  const everyMs = schedule.everyHours * HOUR_MS;
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    await runScheduledBackupIfDue(runner, schedule, log, warn, Date.now(), failed);
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
