// For the scripts and tests that start the real server or executable as a
// process: wait until it answers GET /api/health.
import type { Subprocess } from 'bun';

type WaitOptions = {
  timeoutMs?: number;
  /** How often to ask; a start-up benchmark asks every millisecond. */
  pollMs?: number;
  /** Added to the error, e.g. what the server printed. */
  details?: () => string | Promise<string>;
};

export async function waitUntilHealthy(url: string, server: Subprocess, { timeoutMs = 30_000, pollMs = 25, details }: WaitOptions = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    const problem =
      server.exitCode !== null
        ? `The server exited with ${server.exitCode} before answering /api/health.`
        : Date.now() > deadline
          ? `The server did not answer /api/health within ${timeoutMs / 1000} s.`
          : null;
    if (problem) throw new Error(details ? `${problem}\n${await details()}` : problem);
    await Bun.sleep(pollMs);
  }
}
