// Failed logins are counted per client address and per username in windows,
// in the database: every instance sharing it counts the same failures, so
// spreading guesses over instances gains nothing. The failure that reaches
// the limit starts the window again: the lock lasts a whole window.
import type { Db } from '../db/database';
import { tryAgainLater } from '../http/errors';

export type LimiterOptions = {
  perUsername: number;
  perAddress: number;
  windowMs: number;
  now?: () => number;
  /** Counts of its own, apart from sign-in's (requests for a new password), and what a refusal says. */
  kind?: { key: string; tooMany: (minutes: number) => string };
};

const tooManySignIns = (minutes: number) =>
  `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

// The window's end is a bigint in PostgreSQL, which Bun returns as a string.
type Window = { failures: number; resets_at: number | string };

export class LoginLimiter {
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: LimiterOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Counts a guess (a password or a code) as failed before it is checked, so
   * of guesses sent at once no more than the limit are checked (a right one is
   * taken back); refuses it (429, with the wait) while the address or the username is locked out.
   */
  async reserveAttempt(address: string, username: string) {
    const now = this.now();
    await this.db.write(async (tx) => {
      let wait = 0;
      for (const [key, limit] of this.keys(address, username)) {
        const window = (await tx.get<Window>(
          `INSERT INTO login_failures (key, failures, resets_at) VALUES (?1, 1, ?2 + ?3)
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN login_failures.resets_at <= ?2 THEN 1 ELSE login_failures.failures + 1 END,
             resets_at = CASE WHEN login_failures.resets_at <= ?2 OR login_failures.failures + 1 = ?4 THEN ?2 + ?3
               ELSE login_failures.resets_at END
           RETURNING failures, resets_at`,
          key,
          now,
          this.options.windowMs,
          limit,
        ))!;
        if (window.failures > limit) wait = Math.max(wait, Number(window.resets_at) - now);
      }
      // Thrown inside the write, so a refused guess is not counted.
      if (wait > 0) throw tryAgainLater(wait, this.options.kind?.tooMany ?? tooManySignIns);
      // Windows long over are worth nothing: they go with the next attempt.
      await tx.run('DELETE FROM login_failures WHERE resets_at <= ?', now - this.options.windowMs);
    });
  }

  /** Takes back a reserved attempt that was not a wrong guess. */
  async takeBack(address: string, username: string) {
    await this.db.run(
      'UPDATE login_failures SET failures = failures - 1 WHERE key IN (?, ?) AND failures > 0',
      ...this.keys(address, username).map(([key]) => key),
    );
  }

  async recordSuccess(username: string) {
    await this.db.run('DELETE FROM login_failures WHERE key = ?', this.keys('', username)[1][0]);
  }

  private keys(address: string, username: string): [string, number][] {
    const kind = this.options.kind ? `${this.options.kind.key} ` : '';
    return [
      [`${kind}addr:${address}`, this.options.perAddress],
      [`${kind}user:${username.toLowerCase()}`, this.options.perUsername],
    ];
  }
}
