// Failed logins are counted per client address and per username in fixed
// windows. In memory on purpose: one process serves the site, and a restart
// forgetting the counts is harmless next to a lockout that outlives it.

export type LimiterOptions = { perUsername: number; perAddress: number; windowMs: number; now?: () => number };

type Window = { failures: number; resetsAt: number };

export class LoginLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly now: () => number;

  constructor(private readonly options: LimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Milliseconds until another try is allowed, or 0. */
  waitFor(address: string, username: string): number {
    const now = this.now();
    let wait = 0;
    for (const [key, limit] of this.keys(address, username)) {
      const window = this.windows.get(key);
      if (!window) continue;
      if (window.resetsAt <= now) this.windows.delete(key);
      else if (window.failures >= limit) wait = Math.max(wait, window.resetsAt - now);
    }
    return wait;
  }

  recordFailure(address: string, username: string) {
    const now = this.now();
    for (const [key] of this.keys(address, username)) {
      const window = this.windows.get(key);
      if (!window || window.resetsAt <= now) this.windows.set(key, { failures: 1, resetsAt: now + this.options.windowMs });
      else window.failures++;
    }
    if (this.windows.size > 10_000) this.dropExpired(now);
  }

  recordSuccess(username: string) {
    this.windows.delete(`user:${username.toLowerCase()}`);
  }

  private keys(address: string, username: string): [string, number][] {
    return [
      [`addr:${address}`, this.options.perAddress],
      [`user:${username.toLowerCase()}`, this.options.perUsername],
    ];
  }

  private dropExpired(now: number) {
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
