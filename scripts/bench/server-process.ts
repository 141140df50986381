// Starts the compiled executable as visitors would run it (on the port the
// system gives it, read from the line it prints), times its start to the
// first successful /api/health, and reads its memory from /proc. On
// SQLite (the data folder's own database) unless `databaseUrl` names a
// PostgreSQL database (`--database`); over https alone when given a
// certificate for localhost (`--tls-cert`, `--tls-key`, `--http-port off`).
import { readFileSync, writeFileSync } from 'node:fs';
import type { Subprocess } from 'bun';
import { readPrinted, waitForListening, waitUntilHealthy, type Printed } from '../../src/server-process';

export type RunningServer = {
  url: string;
  port: number;
  process: Subprocess;
  startMs: number;
  /** Over https: the CA its certificate is from, which a client must trust (fetch's `tls: { ca }`). */
  ca?: string;
  stop(): Promise<void>;
};

/** A certificate for localhost in PEM files, and the PEM of the CA it is from. */
export type ServerTls = { certPath: string; keyPath: string; ca: string };

export const ADMIN_PASSWORD = 'Bench#2026pass';

/** An access token of the admin of a bench server, from signing in as the console does. */
export async function adminToken(server: RunningServer) {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Signing in to ${server.url} failed: ${login.status}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

export async function startServer(
  executable: string,
  dataDir: string,
  options: {
    demo?: boolean;
    log?: string;
    databaseUrl?: string;
    tls?: ServerTls;
    /** More of the server's environment: the mail relay, the public URL. */
    env?: Record<string, string>;
  } = {},
): Promise<RunningServer> {
  // The engine is what `databaseUrl` says, never a HOSTEL_DATABASE_URL that happens to be set.
  const { HOSTEL_DATABASE_URL: _, ...env } = process.env;
  const { log, tls } = options;
  if (log) writeFileSync(log, '');
  const started = performance.now();
  const child = Bun.spawn(
    [
      executable,
      'serve',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--data',
      dataDir,
      ...(options.databaseUrl ? ['--database', options.databaseUrl] : []),
      ...(options.demo ? ['--demo'] : []),
      ...(tls ? ['--tls-cert', tls.certPath, '--tls-key', tls.keyPath, '--http-port', 'off'] : []),
    ],
    {
      env: { ...env, ...options.env, HOSTEL_ADMIN_PASSWORD: ADMIN_PASSWORD, HOSTEL_BACKUP_EVERY_HOURS: '0' },
      // The request log goes to a file as it would in production (journald, a log file), not to an undrained pipe.
      stdout: log ? Bun.file(log) : 'pipe',
      stderr: 'inherit',
    },
  );
  const printed: Printed = log ? { text: () => readFileSync(log, 'utf8') } : readPrinted(child);
  const listening = await waitForListening(child, printed, { timeoutMs: 60_000, pollMs: 2 });
  const { port } = listening;
  // The name the certificate is for: its address would fail the check of the name.
  const url = tls ? `https://localhost:${port}` : listening.url;
  await waitUntilHealthy(url, child, { timeoutMs: 60_000, pollMs: 2, ca: tls?.ca });
  const startMs = performance.now() - started;
  return {
    url,
    port,
    process: child,
    startMs,
    ca: tls?.ca,
    async stop() {
      child.kill('SIGTERM');
      await child.exited;
    },
  };
}

/** Resident memory in MB (VmRSS, or VmHWM for the peak) of a running process. */
export function residentMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
  return kb / 1024;
}

/** Samples VmRSS every 100 ms while `work` runs; returns the largest sample. */
export async function peakResidentDuring<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number }> {
  let peakMb = residentMb(pid);
  const timer = setInterval(() => {
    try {
      peakMb = Math.max(peakMb, residentMb(pid));
    } catch {}
  }, 100);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, residentMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}
