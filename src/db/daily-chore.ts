import type { Db } from './database';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `work` now and then every `everyMs` (daily), once across instances: an
 * instance finding another at it skips that round. A failure goes to `warn`
 * as `failed` with its reason. stop() clears the timer.
 */
export function startDailyChore(
  db: Db,
  name: string,
  work: () => Promise<unknown>,
  warn: (line: string) => void,
  failed: string,
  everyMs = DAY_MS,
) {
  const run = async () => {
    try {
      await db.exclusive(name, work, { skipIfHeld: true });
    } catch (error) {
      warn(`${failed}: ${(error as Error).message}`);
    }
  };
  void run();
  // The server holds the process open; this timer must not on its own.
  const timer = setInterval(run, everyMs).unref();
  return { stop: () => clearInterval(timer) };
}
