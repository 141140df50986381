// Failed logins are counted per client address and per username in fixed
// windows, in the database: every instance sharing it counts the same
// failures, so spreading guesses over instances gains nothing.
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';

export type LimiterOptions = { perUsername: number; perAddress: number; windowMs: number; now?: () => number };

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

  /** Milliseconds until another try is allowed, or 0. */
  async waitFor(address: string, username: string): Promise<number> {
    const now = this.now();
    const keys = this.keys(address, username);
    const windows = await this.db.all<Window & { key: string }>(
      'SELECT key, failures, resets_at FROM login_failures WHERE key IN (?, ?)',
      ...keys.map(([key]) => key),
    );
    let wait = 0;
    for (const [key, limit] of keys) {
      const window = windows.find((row) => row.key === key);
      const resetsAt = Number(window?.resets_at);
      if (window && resetsAt > now && window.failures >= limit) wait = Math.max(wait, resetsAt - now);
    }
    return wait;
  }

  /** Refuses (429, with the wait) while the address or the username is locked out: the password step and the code step alike. */
  async refuseWhileLocked(address: string, username: string) {
    const wait = await this.waitFor(address, username);
    if (wait <= 0) return;
    const minutes = Math.ceil(wait / 60000);
    throw new HttpError(
      429,
      `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(Math.ceil(wait / 1000)) },
    );
  }

  async recordFailure(address: string, username: string) {
    const now = this.now();
    await this.db.write(async (tx) => {
      for (const [key] of this.keys(address, username)) {
        await tx.run(
          `INSERT INTO login_failures (key, failures, resets_at) VALUES (?1, 1, ?2 + ?3)
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN login_failures.resets_at <= ?2 THEN 1 ELSE login_failures.failures + 1 END,
             resets_at = CASE WHEN login_failures.resets_at <= ?2 THEN ?2 + ?3 ELSE login_failures.resets_at END`,
          key, now, this.options.windowMs,
        );
      }
      // Windows long over are worth nothing: they go with the next failure.
      await tx.run('DELETE FROM login_failures WHERE resets_at <= ?', now - this.options.windowMs);
    });
  }

  async recordSuccess(username: string) {
    await this.db.run('DELETE FROM login_failures WHERE key = ?', `user:${username.toLowerCase()}`);
  }

  private keys(address: string, username: string): [string, number][] {
    return [
      [`addr:${address}`, this.options.perAddress],
      [`user:${username.toLowerCase()}`, this.options.perUsername],
    ];
  }
}
