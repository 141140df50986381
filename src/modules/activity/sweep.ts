import { DAY_MS, startDailyChore } from '../../db/daily-chore';
import type { Db } from '../../db/database';
import { deleteEntriesBefore, fileRecentEntries, FILING_LOCK } from './repo';

/**
 * Files the entries waiting in activity_recent and removes those older than `days`, now and then daily,
 * once across instances.
 */
export const startActivitySweep = (db: Db, days: number, warn: (line: string) => void) =>
  startDailyChore(
    db,
    'activity sweep',
    async () => {
      await fileRecentEntries(db);
      await db.exclusive(FILING_LOCK, () =>
        db.write((tx) => deleteEntriesBefore(tx, new Date(Date.now() - days * DAY_MS).toISOString())),
      );
    },
    warn,
    'Removing old activity failed',
  );
