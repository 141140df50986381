// Load: a mixed load on loopback for a bounded time, driven by wrk (a C load
// generator, not a JavaScript loop on the server's cores): the public reads
// behind every page, the app shell and its assets, pictures (resized, and
// revalidated with If-None-Match) on `--connections` connections, while a
// second wrk plays the admin: a steady stream of saves (50 a second by
// default, far more than people at a keyboard make). Reports throughput, p50,
// p90 and p99 latency and errors of both, and fails unless there are no
// errors and both p99s stay under the budget.
//
//   bun scripts/load-test.ts [--connections 200] [--duration 20] [--threads 1] [--writes-per-second 50]
//     [--p99-budget 50] [--url http://host:port --password P]
//
// Without --url it starts `bun src/main.ts serve --demo` on a fresh data folder.
// scripts/cluster.ts calls runLoadTest(options), which runs the same and returns wrk's numbers.
// Needs wrk: apt-get install -y wrk (Debian/Ubuntu), brew install wrk (macOS).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { waitForListening } from '../src/server-process';
import type { Event } from '../src/modules/events/model';
import type { Hostel } from '../src/modules/hostels/model';
import type { Notification } from '../src/modules/notifications/model';
import type { Person } from '../src/modules/people/model';

export type LoadTestOptions = {
  /** A running site; without it, `bun src/main.ts serve --demo` is started on a fresh data folder. */
  url?: string;
  /** The password of `admin` on that site. */
  password?: string;
  /** PEM of the CA an https `url`'s certificate comes from, when the system does not trust it (wrk checks none). */
  ca?: string;
  connections?: number;
  /** Seconds. */
  duration?: number;
  threads?: number;
  writesPerSecond?: number;
  p99BudgetMs?: number;
  /** Called when the measured runs start (after the warm-up). */
  onStart?: () => void;
  /** Where the report's lines go; console.log by default. */
  log?: (line: string) => void;
};

/** What wrk reported for one run: latencies in microseconds; `errors` is the sum of the error kinds. */
export type WrkResult = {
  requests: number;
  duration_us: number;
  bytes: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  errors: number;
};

export type LoadTestResult = {
  /** No errors and both p99s under the budget. */
  ok: boolean;
  url: string;
  reads: WrkResult;
  /** The admin's saves; null with writesPerSecond 0. */
  writes: WrkResult | null;
};

export const WRK_MISSING =
  'wrk is not installed. Install it with: apt-get install -y wrk   (Debian/Ubuntu; brew install wrk on macOS)';

/** Runs the load (printing what the command prints) and returns what wrk measured. */
export async function runLoadTest(options: LoadTestOptions = {}): Promise<LoadTestResult> {
  const connections = options.connections ?? 200;
  const duration = options.duration ?? 20;
  // One wrk thread drives 200 connections easily, and leaves the other core to the server.
  const threads = options.threads ?? 1;
  const budgetMs = options.p99BudgetMs ?? 50;
  const writesPerSecond = options.writesPerSecond ?? 50;
  const PASSWORD = options.password ?? 'Load@Test2026';
  const log = options.log ?? ((line: string) => console.log(line));

  const wrk = Bun.which('wrk');
  if (!wrk) throw new Error(WRK_MISSING);

  let dataDir: string | undefined;
  let child: ReturnType<typeof Bun.spawn> | undefined;
  let url = options.url;
  function cleanUp() {
    child?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    if (!url) {
      dataDir = mkdtempSync(join(tmpdir(), 'hostel-load-'));
      // The request log goes to a file, as in production, not through this process while it measures.
      const log = join(dataDir, 'server.log');
      writeFileSync(log, '');
      const server = Bun.spawn(
        [process.execPath, 'src/main.ts', 'serve', '--demo', '--port', '0', '--host', '127.0.0.1', '--data', dataDir],
        {
          env: { ...process.env, HOSTEL_ADMIN_PASSWORD: PASSWORD, HOSTEL_BACKUP_EVERY_HOURS: '0' },
          stdout: Bun.file(log),
          stderr: 'inherit',
        },
      );
      child = server;
      ({ url } = await waitForListening(server, { text: () => readFileSync(log, 'utf8') }, { timeoutMs: 60_000 }));
    }

    // What the pages ask for: read it once to build the mix.
    const get = (path: string, init?: RequestInit) => fetch(url + path, { ...init, tls: { ca: options.ca } });
    const json = async <T>(path: string, init?: RequestInit) => (await get(path, init)).json() as Promise<T>;
    const login = await json<{ accessToken?: string }>('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    if (!login.accessToken) throw new Error(`Could not log in: ${JSON.stringify(login)}`);
    const token = login.accessToken as string;
    const [hostels, people, events, notifications] = await Promise.all([
      json<Hostel[]>('/api/hostels'),
      json<Person[]>('/api/people'),
      json<Event[]>('/api/events'),
      json<Notification[]>('/api/notifications'),
    ]);
    const index = await (await get('/')).text();
    const assets = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    const indexTag = (await get('/')).headers.get('etag');
    const pictures = [...people, ...hostels, ...events]
      .map((record) => record.image)
      .filter((image): image is string => Boolean(image));
    const pictureTag = async (path: string) => (await get(path)).headers.get('etag');
    const firstPicture = pictures[0];
    const firstTag = firstPicture ? await pictureTag(`${firstPicture}&w=320`) : null;
    if (!notifications.length || !events.length)
      throw new Error('The site has no notifications or events to update: start it with --demo.');
    const note = notifications[0];
    const event = events[0];

    type Entry = { weight: number; method: string; path: string; headers?: Record<string, string>; body?: string };
    const reads: Entry[] = [
      // Pages: the app shell and its assets (a first visit, and a return visit revalidating index.html).
      { weight: 6, method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
      { weight: 3, method: 'GET', path: '/hostels', headers: { 'accept-encoding': 'br, gzip' } },
      ...(indexTag ? [{ weight: 4, method: 'GET', path: '/', headers: { 'if-none-match': indexTag } }] : []),
      ...assets.map((path) => ({ weight: 2, method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' } })),
      // The API reads behind every page.
      { weight: 10, method: 'GET', path: '/api/notifications' },
      { weight: 10, method: 'GET', path: '/api/events' },
      { weight: 8, method: 'GET', path: '/api/hostels' },
      { weight: 6, method: 'GET', path: `/api/hostels/${hostels[0]._id}` },
      { weight: 6, method: 'GET', path: '/api/mess' },
      { weight: 8, method: 'GET', path: '/api/people' },
      { weight: 5, method: 'GET', path: '/api/files' },
      { weight: 2, method: 'GET', path: '/api/files/subcommittees' },
      // Pictures, as the cards ask for them (resized), and revalidated.
      ...pictures.flatMap((path) => [
        { weight: 1, method: 'GET', path: `${path}&w=320` },
        { weight: 0.5, method: 'GET', path: `${path}&w=640` },
      ]),
      ...(firstTag
        ? [{ weight: 4, method: 'GET', path: `${firstPicture}&w=320`, headers: { 'if-none-match': firstTag } }]
        : []),
    ];
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const writes: Entry[] = [
      {
        weight: 1,
        method: 'PUT',
        path: `/api/notifications/${note._id}`,
        headers: auth,
        body: JSON.stringify({
          title: note.title,
          message: note.message,
          priority: note.priority,
          targetAudience: note.targetAudience,
          isActive: true,
          expiresAt: note.expiresAt,
          url: note.url,
        }),
      },
      {
        weight: 1,
        method: 'PUT',
        path: `/api/events/${event._id}`,
        headers: auth,
        body: JSON.stringify({
          title: event.title,
          description: event.description,
          date: event.date,
          time: event.time,
          location: event.location,
          category: event.category,
          isActive: event.isActive,
        }),
      },
    ];

    const script = (entries: Entry[], pace?: { delayMs: number }) => {
      const lua = (text: string) => `[==[${text}]==]`;
      const entry = (e: Entry) => {
        const headers = Object.entries(e.headers ?? {})
          .map(([k, v]) => `[ ${lua(k)} ] = ${lua(v)}`)
          .join(', ');
        return (
          `  { weight = ${e.weight}, method = ${lua(e.method)}, path = ${lua(e.path)}, ` +
          `body = ${e.body ? lua(e.body) : 'nil'}, headers = { ${headers} } },`
        );
      };
      return `
local entries = {
${entries.map(entry).join('\n')}
}
local total = 0
for _, e in ipairs(entries) do total = total + e.weight end

local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("id", counter)
end

-- Requests are formatted in init: only then does wrk know the Host header.
function init(args)
  math.randomseed(os.time() + (id or 0) * 7919)
  for _, e in ipairs(entries) do
    e.request = wrk.format(e.method, e.path, e.headers, e.body)
  end
end
${
  pace
    ? `
function delay()
  return ${pace.delayMs}
end
`
    : ''
}
function request()
  local r = math.random() * total
  for _, e in ipairs(entries) do
    r = r - e.weight
    if r <= 0 then return e.request end
  end
  return entries[1].request
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,' ..
    '"status":%d,"timeout":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean))
end
`;
    };
    const readScript = join(tmpdir(), `hostel-load-reads-${process.pid}.lua`);
    const writeScript = join(tmpdir(), `hostel-load-writes-${process.pid}.lua`);
    writeFileSync(readScript, script(reads));
    // The admin: a few connections, each waiting between saves, for a steady rate.
    const writerConnections = Math.max(1, Math.min(8, Math.ceil(writesPerSecond / 25)));
    const delayMs = Math.round((1000 * writerConnections) / Math.max(writesPerSecond, 0.001));
    writeFileSync(writeScript, script(writes, { delayMs }));

    log(
      `Load: ${connections} connections of page, API and picture reads ` +
        `(${reads.length} kinds) and an admin saving about ${writesPerSecond} times ` +
        `a second, ${duration} s, wrk with ${threads} thread(s), against ${url}`,
    );
    // A short warm-up (resized pictures made, caches filled) that is not measured.
    await Bun.spawn([wrk, '-t', '1', '-c', '20', '-d', '3s', '-s', readScript, url], {
      stdout: 'ignore',
      stderr: 'ignore',
    }).exited;

    const run = (scriptFile: string, conns: number) =>
      Bun.spawn(
        [
          wrk,
          '-t',
          String(Math.min(threads, conns)),
          '-c',
          String(conns),
          '-d',
          `${duration}s`,
          '--timeout',
          '5s',
          '--latency',
          '-s',
          scriptFile,
          url!,
        ],
        {
          stdout: 'pipe',
          stderr: 'pipe',
        },
      );
    options.onStart?.();
    const readRun = run(readScript, connections);
    const writeRun = writesPerSecond > 0 ? run(writeScript, writerConnections) : null;
    const [readOut, writeOut] = await Promise.all([
      new Response(readRun.stdout).text(),
      writeRun ? new Response(writeRun.stdout).text() : Promise.resolve(''),
    ]);
    rmSync(readScript, { force: true });
    rmSync(writeScript, { force: true });

    const parse = (output: string): WrkResult => {
      const line = output.match(/^RESULT (.*)$/m)?.[1];
      if (!line) throw new Error(`wrk printed no result:\n${output}`);
      const r = JSON.parse(line);
      return { ...r, errors: r.connect + r.read + r.write + r.status + r.timeout };
    };
    const ms = (us: number) => (us / 1000).toFixed(1);
    let ok = true;
    const results: Record<string, WrkResult | null> = { reads: null, 'admin writes': null };
    for (const [label, output] of [
      ['reads', readOut],
      ['admin writes', writeOut],
    ] as const) {
      if (!output) continue;
      const r = (results[label] = parse(output));
      const errors = r.errors;
      const seconds = r.duration_us / 1e6;
      log(
        `${label}: ${r.requests} requests in ${seconds.toFixed(1)} s = ${(r.requests / seconds).toFixed(0)}/s; ` +
          `latency p50 ${ms(r.p50)} ms, p90 ${ms(r.p90)} ms, p99 ${ms(r.p99)} ms, max ${ms(r.max)} ms; ` +
          `errors ${errors} (connect ${r.connect}, read ${r.read}, write ` +
          `${r.write}, HTTP >= 400 ${r.status}, timeout ${r.timeout})`,
      );
      if (errors > 0 || r.p99 / 1000 >= budgetMs) ok = false;
    }
    log(ok ? `PASS (no errors, p99 under ${budgetMs} ms)` : `FAIL (needs no errors and p99 under ${budgetMs} ms)`);
    return { ok, url, reads: results.reads!, writes: results['admin writes'] };
  } finally {
    cleanUp();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Bun.argv.slice(2),
    options: {
      connections: { type: 'string' },
      duration: { type: 'string' },
      threads: { type: 'string' },
      'p99-budget': { type: 'string' },
      url: { type: 'string' },
      password: { type: 'string' },
      'writes-per-second': { type: 'string' },
    },
  });
  if (!Bun.which('wrk')) {
    console.error(WRK_MISSING);
    process.exit(2);
  }
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const result = await runLoadTest({
    url: values.url,
    password: values.password,
    connections: number(values.connections),
    duration: number(values.duration),
    threads: number(values.threads),
    p99BudgetMs: number(values['p99-budget']),
    writesPerSecond: number(values['writes-per-second']),
  });
  process.exit(result.ok ? 0 : 1);
}
