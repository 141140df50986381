// For the scripts and tests that start the real server or executable as a
// process (with --port 0): read what it prints, wait for the address it
// listens on, wait until it responds to GET /api/health.
import type { Subprocess } from 'bun';
import { listeningAddressIn } from './cli/listening-line';

type WaitOptions = {
  timeoutMs?: number;
  /** How often to look; a start-up benchmark looks every millisecond. */
  pollMs?: number;
  /** Added to the error, e.g. what the server printed. */
  details?: () => string | Promise<string>;
};

/** What a server printed: its piped output (readPrinted), or its log file's text. */
export type Printed = {
  /** Everything read so far, stdout and stderr in the order they came. */
  text(): string;
  /** Everything, once the process has closed both. */
  ended?: Promise<string>;
};

/** Reads a process's piped stdout and stderr as they come: a full pipe nobody reads would stall the server. */
export function readPrinted(process: Subprocess): Required<Printed> {
  let text = '';
  const read = async (stream: unknown) => {
    if (!(stream instanceof ReadableStream)) return;
    const decoder = new TextDecoder();
    const reader = (stream as ReadableStream<Uint8Array>).getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += decoder.decode(chunk.value, { stream: true });
  };
  const ended = Promise.all([read(process.stdout), read(process.stderr)]).then(() => text);
  return { text: () => text, ended };
}

/** `what` as in "… did not respond to /api/health", `doing` as in "… exited before responding to /api/health". */
async function waitFor<T>(
  [what, doing]: [string, string],
  found: () => Promise<T | null> | T | null,
  server: Subprocess,
  { timeoutMs = 30_000, pollMs = 5, details }: WaitOptions,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await found();
    if (result !== null) return result;
    const problem =
      server.exitCode !== null || server.signalCode !== null
        ? `The server exited with ${server.exitCode ?? server.signalCode} before ${doing}.`
        : Date.now() > deadline
          ? `The server did not ${what} within ${timeoutMs / 1000} s.`
          : null;
    if (problem) throw new Error(details ? `${problem}\n${await details()}` : problem);
    await Bun.sleep(pollMs);
  }
}

/**
 * Waits for the server's `Listening on` line in what it printed (readPrinted's,
 * or a log file's text) and returns the address it really listens on; the
 * error says what it printed.
 */
export function waitForListening(server: Subprocess, printed: Printed, options: Omit<WaitOptions, 'details'> = {}) {
  return waitFor(
    ['print the address it listens on', 'printing the address it listens on'],
    () => listeningAddressIn(printed.text()),
    server,
    {
      ...options,
      details: async () => {
        const exited = server.exitCode !== null || server.signalCode !== null;
        const text = exited && printed.ended ? await printed.ended : printed.text();
        return `It printed:\n${text.slice(-3000)}`;
      },
    },
  );
}

/** `ca`: the PEM of the CA an https server's certificate is from, when the system does not trust it. */
export async function waitUntilHealthy(url: string, server: Subprocess, options: WaitOptions & { ca?: string } = {}) {
  await waitFor(
    ['respond to /api/health', 'responding to /api/health'],
    async () => {
      try {
        if ((await fetch(`${url}/api/health`, { tls: { ca: options.ca } })).ok) return true;
      } catch {}
      return null;
    },
    server,
    { pollMs: 25, ...options },
  );
}
