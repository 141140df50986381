// A real cluster on loopback: a throwaway PostgreSQL, three instances of the
// server on it (started at the same moment: they race on the empty database,
// and the first admin and the demo content must still be made once), and
// nginx in front, terminating https as in production (scripts/nginx.ts). Prints
// the site's address, the CA to trust and the admin's password, and stays up
// until Ctrl+C, then stops everything and deletes the temp folders.
//
//   bun scripts/cluster.ts [--port N] [--password P]
//   bun scripts/cluster.ts --load [--duration 30] [--connections 100] [--writes-per-second 50]
//
// --load runs scripts/load-test.ts's reads through nginx while admins POST
// notifications with unique titles, SIGKILLs one instance a third of the way
// in, then checks that every write that got 200 is in PostgreSQL and shown
// through nginx. Exits 1 unless no read failed and no acknowledged write was
// lost. A POST in flight on the killed instance may fail (nginx does not retry
// a POST): that is a failed write, counted apart, not a lost one.
//
// Each instance's output goes to server.log in its data folder, and but for
// the request lines that went well, to the terminal with its name in front: [a] ...
// Needs PostgreSQL, nginx, and wrk for --load (apt-get install -y postgresql nginx wrk).
import { SQL, type Subprocess } from 'bun';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isValidPassword, PASSWORD_RULE, randomValidPassword } from '../src/auth/rules';
import { waitForListening, type Printed } from '../src/server-process';
import { listeningAddressIn } from '../src/cli/listening-line';
import { buildWebIfStale } from './build-web';
import { cleanupOnExit, freePort } from './harness-util';
import { runLoadTest, WRK_MISSING, type WrkResult } from './load-test';
import { NGINX_HOST, startNginx, type Nginx } from './nginx';
import { startPostgres, type Postgres } from './postgres';

const ROOT = join(import.meta.dir, '..');
const NAMES = 'abcdefghij';
/** The server's line for each request (src/http/request-log.ts): method, path, status, milliseconds. */
const REQUEST_LINE = /^[A-Z]+ \S+ (\d{3}) [\d.]+ms$/;

export type ClusterOptions = {
  /** The first admin's password (HOSTEL_ADMIN_PASSWORD); a random valid one by default. */
  password?: string;
  /** nginx's https port; a free one by default. */
  port?: number;
  /** How many instances (3 by default). */
  instances?: number;
  /** Print nothing: the instances' output is kept for error messages (Instance.output()) instead of printed. */
  quiet?: boolean;
};

export type Instance = {
  /** a, b, c, ... */
  name: string;
  /** http://127.0.0.1:<port>, the instance itself, not through nginx. */
  url: string;
  port: number;
  /** Its own data folder. */
  dir: string;
  /** DIR/server.log: everything it printed, the request lines too. */
  log: string;
  /** Resolves once its output has all been read and written to the log (after it exits). */
  flushed: Promise<void>;
  proc: Subprocess;
  /** Its last few hundred lines of output but the request lines under 500. */
  output(): string;
  /** Whether the process is still running. */
  running(): boolean;
};

export type Cluster = {
  /** nginx's https address, https://localhost:<port>: the site, and each instance's HOSTEL_PUBLIC_URL. */
  url: string;
  username: 'admin';
  password: string;
  instances: Instance[];
  nginx: Nginx;
  postgres: Postgres;
  /** SIGTERM to the instances (SIGKILL after 15 s), then nginx and PostgreSQL stop; the folders are deleted. */
  stop(): Promise<void>;
};

/** Pipes a stream into `line` one line at a time. */
async function eachLine(stream: ReadableStream<Uint8Array>, line: (text: string) => void) {
  const decoder = new TextDecoder();
  let pending = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const text of lines) line(text);
  }
  if (pending) line(pending);
}

/** An instance until it has printed the address it listens on: what it printed up to then. */
type StartingInstance = Omit<Instance, 'url' | 'port'> & { startup: Printed };

type InstanceSettings = { databaseUrl: string; password: string; publicUrl: string; quiet: boolean };

function startInstance(name: string, { databaseUrl, password, publicUrl, quiet }: InstanceSettings): StartingInstance {
  const dir = mkdtempSync(join(tmpdir(), `hostel-cluster-${name}-`));
  const args = [
    'serve',
    '--demo',
    '--database',
    databaseUrl,
    '--data',
    dir,
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    '--backup-every',
    '0',
  ];
  // nginx runs on this machine: its X-Forwarded-For names the visitor.
  const env: Record<string, string | undefined> = {
    ...process.env,
    HOSTEL_ADMIN_PASSWORD: password,
    HOSTEL_PUBLIC_URL: publicUrl,
    HOSTEL_TRUSTED_PROXIES: '127.0.0.1',
  };
  delete env.HOSTEL_DATABASE_URL;
  delete env.HOSTEL_DATA;
  // Its own process group: a Ctrl+C in the terminal reaches this script, which stops the instances in order.
  const proc = Bun.spawn([process.execPath, 'src/main.ts', ...args], {
    cwd: ROOT,
    env,
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
    detached: true,
  });
  // Everything goes to DIR/server.log; the terminal (and output()) gets all but the request lines that went well.
  const logFile = Bun.file(join(dir, 'server.log')).writer();
  const kept: string[] = [];
  let startup = '';
  const line = (text: string) => {
    if (!listeningAddressIn(startup)) startup += `${text}\n`;
    logFile.write(`${text}\n`);
    const request = REQUEST_LINE.exec(text);
    if (request && Number(request[1]) < 500) return;
    kept.push(text);
    if (kept.length > 300) kept.shift();
    if (!quiet) console.error(`[${name}] ${text}`);
  };
  const streams = Promise.all([eachLine(proc.stdout, line), eachLine(proc.stderr, line)]).catch(() => {});
  const flushed = streams.then(() => logFile.end());
  return {
    name,
    startup: { text: () => startup },
    dir,
    proc,
    log: join(dir, 'server.log'),
    flushed: flushed.then(() => {}),
    output: () => kept.map((text) => `[${name}] ${text}`).join('\n'),
    running: () => proc.exitCode === null && proc.signalCode === null,
  };
}

async function stopInstance(instance: StartingInstance | Instance) {
  if (instance.running()) {
    instance.proc.kill('SIGTERM');
    const impatient = setTimeout(() => instance.proc.kill('SIGKILL'), 15_000);
    await instance.proc.exited;
    clearTimeout(impatient);
  }
  await instance.proc.exited;
  await instance.flushed;
}

/** Starts PostgreSQL, the instances at the same moment, and nginx once every instance listens. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const quiet = options.quiet ?? false;
  const password = options.password ?? randomValidPassword();
  if (!isValidPassword(password)) throw new Error(`The password does not meet the rules. ${PASSWORD_RULE}`);
  const count = options.instances ?? 3;
  // Chosen before the instances start: it is in their HOSTEL_PUBLIC_URL.
  const port = options.port ?? freePort();
  const publicUrl = `https://${NGINX_HOST}:${port}`;
  if (!Number.isInteger(count) || count < 1 || count > NAMES.length)
    throw new Error(`The number of instances must be 1 to ${NAMES.length}.`);

  // The server serves the web build; build it as `npm start` does when it is missing or stale.
  await buildWebIfStale({ quiet });
  const postgres = await startPostgres({ quiet });
  const started: StartingInstance[] = [];
  const instances: Instance[] = [];
  let nginx: Nginx | undefined;
  const unregister = cleanupOnExit(() => {
    for (const instance of started) {
      instance.proc.kill('SIGKILL');
      rmSync(instance.dir, { recursive: true, force: true });
    }
  });

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await Promise.all(started.map(stopInstance));
      await nginx?.stop();
      await postgres.stop();
      for (const instance of started) rmSync(instance.dir, { recursive: true, force: true });
      unregister();
    })());

  try {
    // All at once, on purpose: they race to create the tables, the first admin and the demo content.
    for (const name of NAMES.slice(0, count)) {
      started.push(startInstance(name, { databaseUrl: postgres.url, password, publicUrl, quiet }));
    }
    const listening = await Promise.all(
      started.map(async ({ startup, ...instance }) => {
        const address = await waitForListening(instance.proc, startup, { timeoutMs: 120_000 }).catch((error: Error) => {
          throw new Error(`Instance ${instance.name}: ${error.message}`);
        });
        return { ...instance, ...address };
      }),
    );
    instances.push(...listening);
    nginx = await startNginx(
      instances.map((instance) => `127.0.0.1:${instance.port}`),
      { port, quiet },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: nginx.url, username: 'admin', password, instances, nginx, postgres, stop };
}

export type LoadWithKillOptions = {
  /** Seconds of measured load (after load-test.ts's 3 s warm-up). */
  duration?: number;
  /** wrk's read connections. */
  connections?: number;
  /** POSTs a second, spread over `writers` concurrent admins. */
  writesPerSecond?: number;
  writers?: number;
  /** Seconds into the measured load when one instance gets SIGKILL; a third of the duration by default. */
  killAfter?: number;
  /** Which instance (index) is killed; the second by default. */
  victim?: number;
  quiet?: boolean;
};

export type LoadWithKillResult = {
  /** No failed read, no acknowledged write lost, duplicated or missing through nginx. */
  ok: boolean;
  killed: { name: string; afterSeconds: number };
  reads: { total: number; failed: number; wrk: WrkResult };
  writes: {
    attempted: number;
    /** Got 200. */
    acknowledged: number;
    /** Got 200 after the kill. */
    acknowledgedAfterKill: number;
    /** Did not get 200 (an error status, a dropped connection, a timeout): the admin would see an error and retry. */
    failed: number;
    /** Why they failed: 'HTTP 502': 3, ... */
    failures: Record<string, number>;
    /** Failed, and yet in the database (the instance died after the commit, before it responded). */
    failedButStored: number;
    /** Acknowledged, and not in PostgreSQL: must be 0. */
    lost: number;
    /** Stored more than once: must be 0. */
    duplicated: number;
    /** Acknowledged and stored, and still not in GET /api/notifications/admin through nginx after 15 s: must be 0. */
    notVisible: number;
  };
};

/**
 * Runs load-test.ts's reads through nginx while `writers` admins POST
 * notifications with unique titles, SIGKILLs one instance partway, then
 * checks every acknowledged write against PostgreSQL and the site.
 */
export async function runLoadWithKill(
  cluster: Cluster,
  options: LoadWithKillOptions = {},
): Promise<LoadWithKillResult> {
  if (!Bun.which('wrk')) throw new Error(WRK_MISSING);
  const duration = options.duration ?? 30;
  const connections = options.connections ?? 100;
  const writesPerSecond = options.writesPerSecond ?? 50;
  const writers = options.writers ?? 4;
  const killAfter = options.killAfter ?? duration / 3;
  const victim = cluster.instances[options.victim ?? Math.min(1, cluster.instances.length - 1)];
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  if (cluster.instances.length < 2) throw new Error('A load with one instance killed needs at least two instances.');

  const site = cluster.nginx;
  const login = await site.fetch('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: cluster.username, password: cluster.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken?: string };
  if (!accessToken) throw new Error(`Could not log in through nginx: HTTP ${login.status}`);
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };

  const run = `load-${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  const acknowledged: string[] = [];
  const failed = new Map<string, string>();
  let attempted = 0;
  let killedAt: number | null = null;
  let acknowledgedAfterKill = 0;
  let writing = true;
  let killTimer: Timer | undefined;
  const interval = (1000 * writers) / Math.max(writesPerSecond, 0.001);

  const writer = async (w: number) => {
    for (let seq = 0; writing; seq++) {
      const title = `${run} w${w} #${seq}`;
      const started = performance.now();
      attempted++;
      try {
        const response = await site.fetch('/api/notifications', {
          method: 'POST',
          headers,
          // Inactive: the public list the readers fetch stays the demo's size.
          body: JSON.stringify({
            title,
            message: 'Written by scripts/cluster.ts --load.',
            priority: 'low',
            isActive: false,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (response.status === 200) {
          acknowledged.push(title);
          if (killedAt !== null) acknowledgedAfterKill++;
        } else failed.set(title, `HTTP ${response.status}`);
      } catch (error) {
        failed.set(title, (error as Error).name === 'TimeoutError' ? 'timeout' : 'connection error');
      }
      const wait = interval - (performance.now() - started);
      if (wait > 0 && writing) await Bun.sleep(wait);
    }
  };

  let writing_: Promise<void[]> | undefined;
  let load: Awaited<ReturnType<typeof runLoadTest>>;
  try {
    load = await runLoadTest({
      url: cluster.url,
      ca: site.ca.cert,
      password: cluster.password,
      connections,
      duration,
      writesPerSecond: 0,
      // Latency is not what this run measures; wrk gives up on a request after 5 s anyway.
      p99BudgetMs: 5000,
      log,
      onStart: () => {
        log(
          `Writes: ${writers} admins POSTing about ${writesPerSecond} ` +
            'notifications a second in all, with unique titles, through nginx.',
        );
        writing_ = Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
        killTimer = setTimeout(() => {
          victim.proc.kill('SIGKILL');
          killedAt = performance.now();
          log(`Killed instance ${victim.name} (${victim.url}) with SIGKILL, ${killAfter.toFixed(1)} s into the load.`);
        }, killAfter * 1000);
      },
    });
  } finally {
    writing = false;
    clearTimeout(killTimer);
    await writing_;
  }
  if (killedAt === null)
    throw new Error(
      `The load ended before instance ${victim.name} was killed (killAfter ${killAfter} s, duration ${duration} s).`,
    );
  await victim.proc.exited;

  // The truth: what PostgreSQL holds.
  const sql = new SQL({ url: cluster.postgres.url, max: 1 });
  let stored: Map<string, number>;
  try {
    const rows: { title: string; n: number }[] =
      await sql`SELECT title, count(*)::int AS n FROM notifications WHERE title LIKE ${`${run} %`} GROUP BY title`;
    stored = new Map(rows.map((row) => [row.title, row.n]));
  } finally {
    await sql.close();
  }
  const lost = acknowledged.filter((title) => !stored.has(title));
  const duplicated = [...stored.values()].filter((n) => n > 1).length;
  const failedButStored = [...failed.keys()].filter((title) => stored.has(title)).length;

  // What the site shows: every acknowledged write, on whichever
  // instance responds (caches invalidated across instances).
  const expected = acknowledged.filter((title) => stored.has(title));
  let notVisible = expected;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const response = await site.fetch('/api/notifications/admin', { headers });
      if (response.ok) {
        const shown = new Set(((await response.json()) as { title: string }[]).map((n) => n.title));
        notVisible = expected.filter((title) => !shown.has(title));
        if (notVisible.length === 0) break;
      }
    } catch {}
    if (Date.now() > deadline) break;
    await Bun.sleep(100);
  }

  const failures: Record<string, number> = {};
  for (const reason of failed.values()) failures[reason] = (failures[reason] ?? 0) + 1;
  const result: LoadWithKillResult = {
    ok: load.reads.errors === 0 && lost.length === 0 && duplicated === 0 && notVisible.length === 0,
    killed: { name: victim.name, afterSeconds: killAfter },
    reads: { total: load.reads.requests, failed: load.reads.errors, wrk: load.reads },
    writes: {
      attempted,
      acknowledged: acknowledged.length,
      acknowledgedAfterKill,
      failed: failed.size,
      failures,
      failedButStored,
      lost: lost.length,
      duplicated,
      notVisible: notVisible.length,
    },
  };
  if (lost.length) log(`Lost acknowledged writes (first 10): ${lost.slice(0, 10).join(', ')}`);
  if (notVisible.length)
    log(`Acknowledged writes not shown through nginx (first 10): ${notVisible.slice(0, 10).join(', ')}`);
  return result;
}

/** The report's lines. */
export function describeLoadWithKill(result: LoadWithKillResult): string[] {
  const { reads, writes } = result;
  const reasons = Object.entries(writes.failures)
    .map(([reason, n]) => `${reason}: ${n}`)
    .join(', ');
  return [
    `Instance ${result.killed.name} was killed with SIGKILL ${result.killed.afterSeconds.toFixed(1)} s into the load.`,
    `Reads: ${reads.total} total, ${reads.failed} failed.`,
    `Writes: ${writes.attempted} attempted, ${writes.acknowledged} ` +
      `acknowledged (${writes.acknowledgedAfterKill} after the kill), ` +
      `${writes.failed} failed${reasons ? ` (${reasons})` : ''}` +
      `${writes.failed ? `, of which ${writes.failedButStored} were stored nonetheless` : ''}.`,
    `Acknowledged writes lost: ${writes.lost}; stored twice: ` +
      `${writes.duplicated}; not shown through nginx: ${writes.notVisible}.`,
    result.ok
      ? 'PASS (no failed reads, no acknowledged write lost)'
      : 'FAIL (needs no failed reads and every acknowledged write stored once and shown)',
  ];
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Bun.argv.slice(2),
    options: {
      port: { type: 'string' },
      password: { type: 'string' },
      load: { type: 'boolean' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      'writes-per-second': { type: 'string' },
    },
  });
  const number = (name: string, value: string | undefined, min: number) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n < min) {
      console.error(`--${name} must be a number from ${min}.`);
      process.exit(2);
    }
    return n;
  };
  const port = number('port', values.port, 1);
  const duration = number('duration', values.duration, 1);
  const connections = number('connections', values.connections, 1);
  const writesPerSecond = number('writes-per-second', values['writes-per-second'], 0.1);
  if (values.password !== undefined && !isValidPassword(values.password)) {
    console.error(`--password does not meet the rules. ${PASSWORD_RULE}`);
    process.exit(2);
  }
  if (values.load && !Bun.which('wrk')) {
    console.error(WRK_MISSING);
    process.exit(2);
  }

  const cluster = await startCluster({ port, password: values.password });
  let stopping = false;
  const stopAndExit = async (signal: string, code: number) => {
    if (stopping) return;
    stopping = true;
    console.error(`${signal}: stopping the instances, nginx and PostgreSQL.`);
    await cluster.stop();
    process.exit(code);
  };
  // A second Ctrl+C while stopping exits at once; harness-util's exit cleanups still kill everything.
  process.on('SIGINT', () => (stopping ? process.exit(130) : void stopAndExit('SIGINT', 130)));
  process.on('SIGTERM', () => (stopping ? process.exit(143) : void stopAndExit('SIGTERM', 143)));

  console.log('');
  console.log(`Site:       ${cluster.url}  (${cluster.nginx.httpUrl} redirects there)`);
  console.log(`CA:         ${cluster.nginx.ca.certPath}  (trust it, or curl --cacert it)`);
  console.log(`Username:   ${cluster.username}`);
  console.log(`Password:   ${cluster.password}`);
  for (const [i, instance] of cluster.instances.entries()) {
    console.log(`${i === 0 ? 'Instances:' : ''.padEnd(10)}  ${instance.name} ${instance.url}  (log: ${instance.log})`);
  }
  console.log(`PostgreSQL: ${cluster.postgres.url}`);
  console.log('');

  if (values.load) {
    let code = 1;
    try {
      const result = await runLoadWithKill(cluster, { duration, connections, writesPerSecond });
      console.log('');
      for (const line of describeLoadWithKill(result)) console.log(line);
      code = result.ok ? 0 : 1;
    } catch (error) {
      console.error(`Error: ${(error as Error).message}`);
    }
    stopping = true;
    await cluster.stop();
    process.exit(code);
  } else {
    console.log('Press Ctrl+C to stop.');
  }
}
