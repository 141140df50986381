// Small pieces shared by the throwaway PostgreSQL (postgres.ts) and nginx
// (nginx.ts) harnesses and the tests that start a real server: a free
// loopback port, cleanup when the process ends, and a call to the API.
import { constants } from 'node:os';

/**
 * A TCP port on 127.0.0.1 that was free a moment ago (bound to 0, then released). Only for nginx and
 * PostgreSQL: both refuse port 0 and must be told a port before they start; our server takes --port 0.
 */
export function freePort(): number {
  const listener = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const { port } = listener;
  listener.stop(true);
  return port;
}

/** Whether something accepts TCP connections on 127.0.0.1:`port` now (a server started as a child process is up). */
export async function acceptsConnections(port: number): Promise<boolean> {
  try {
    const socket = await Bun.connect({ hostname: '127.0.0.1', port, socket: { data() {} } });
    socket.end();
    return true;
  } catch {
    return false;
  }
}

const cleanups = new Set<() => void>();
const onSigint = () => onSignal('SIGINT');
const onSigterm = () => onSignal('SIGTERM');

function runCleanups() {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {}
  }
  cleanups.clear();
}

function onSignal(signal: 'SIGINT' | 'SIGTERM') {
  // A program with its own handler decides when to exit; 'exit' still runs the cleanups then.
  if (process.listenerCount(signal) > 1) return;
  runCleanups();
  process.exit(128 + constants.signals[signal]);
}

/**
 * Runs `cleanup` (synchronous) when the process exits or gets SIGINT/SIGTERM.
 * Returns a function that unregisters it, for when the resource was released normally.
 */
export function cleanupOnExit(cleanup: () => void): () => void {
  if (cleanups.size === 0) {
    process.on('exit', runCleanups);
    process.on('SIGINT', onSigint);
    process.on('SIGTERM', onSigterm);
  }
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
    if (cleanups.size === 0) {
      process.off('exit', runCleanups);
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigterm);
    }
  };
}

/**
 * A call to the API at `baseUrl` with an account's token, arranging records for
 * a test: the response's JSON; a failed call throws its status and response.
 */
export async function callApi(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}
