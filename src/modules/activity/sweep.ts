import type { Db } from '../../db/database';
import { deleteEntriesBefore } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes entries older than `days` now and then daily, once across instances. stop() clears the timer. */
export function startActivitySweep(db: Db, days: number, log: (line: string) => void, everyMs = DAY_MS) {
  const sweep = async () => {
    try {
      const before = new Date(Date.now() - days * DAY_MS).toISOString();
      await db.exclusive('activity sweep', () => db.write((tx) => deleteEntriesBefore(tx, before)), { skipIfHeld: true });
    } catch (error) {
      log(`Removing old activity failed: ${(error as Error).message}`);
    }
  };
  void sweep();
  // The server holds the process open; this timer must not on its own.
  const timer = setInterval(sweep, everyMs).unref();
  return { stop: () => clearInterval(timer) };
}
