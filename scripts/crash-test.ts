// Crash safety: starts the real server (`bun src/main.ts serve`), drives many
// concurrent writes and uploads at it, kills it with SIGKILL in the middle,
// starts it again on the same data folder, and checks that
//   - every write the server acknowledged (answered 200) is there, intact
//     (uploaded bytes identical, last acknowledged values kept, deletions gone),
//   - PRAGMA integrity_check is ok and no foreign key dangles,
//   - no orphaned, half-written or temporary file is left in the data folder
//     (the start sweeps what an interrupted upload left behind).
//
//   bun scripts/crash-test.ts [--rounds 5] [--workers 24] [--kill-after 400]
//
// src/security/crash.test.ts runs a small version (one kill) in CI.
import { Database } from 'bun:sqlite';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Subprocess } from 'bun';
import { waitUntilHealthy } from '../src/health-check';

const PASSWORD = 'Crash@Test2026';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

export type CrashTestOptions = {
  rounds: number;
  workers: number;
  /** SIGKILL once this many writes of the round have been acknowledged. */
  killAfter: number;
  log?: (line: string) => void;
};

export type CrashTestReport = {
  rounds: number;
  acknowledged: number;
  inFlightAtKill: number;
  lost: string[];
  corrupt: string[];
  integrity: string;
  orphans: string[];
  tempFiles: string[];
  sweptOnStart: number;
  ok: boolean;
};

const sha = (bytes: Uint8Array) => new Bun.CryptoHasher('sha256').update(bytes).digest('hex');

async function freePort() {
  const server = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = server.port;
  server.stop(true);
  return port;
}

type Server = { url: string; process: Subprocess; output: () => string };

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child = Bun.spawn([process.execPath, 'src/main.ts', 'serve', '--port', String(port), '--host', '127.0.0.1', '--data', dataDir], {
    env: { ...process.env, HOSTEL_ADMIN_PASSWORD: PASSWORD, HOSTEL_BACKUP_EVERY_HOURS: '0' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  for (const stream of [child.stdout, child.stderr] as ReadableStream<Uint8Array>[]) {
    (async () => {
      const reader = stream.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        output += new TextDecoder().decode(value);
      }
    })();
  }
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, { pollMs: 50, details: () => output });
  return { url, process: child, output: () => output };
}

// ----------------------------------------------------------------- the ledger

/** What the server acknowledged, and what was in flight when it died. */
type Expected = (
  | { kind: 'notification'; id: string; titles: Set<string> }
  | { kind: 'event'; id: string; titles: Set<string> }
  | { kind: 'file'; id: string; hashes: Set<string> }
  | { kind: 'deleted'; id: string; path: string }
) & { /** A deletion of it was in flight when the server died. */ mayBeGone?: boolean };

class Ledger {
  records = new Map<string, Expected>();
  acknowledged = 0;
  inFlight = 0;
}

// ----------------------------------------------------------------- the load

async function driveWrites(server: Server, token: string, options: CrashTestOptions, ledger: Ledger, round: number) {
  let acksThisRound = 0;
  let dead = false;
  let killed!: () => void;
  const killedNow = new Promise<void>((resolve) => (killed = resolve));

  const call = async (method: string, path: string, body?: unknown) => {
    const init: RequestInit = { method, headers: { authorization: `Bearer ${token}` } };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await fetch(server.url + path, init);
    const json = (await response.json()) as any;
    if (response.status !== 200) throw new Error(`${method} ${path} → ${response.status} ${json?.message}`);
    return json;
  };

  const acknowledge = () => {
    ledger.acknowledged++;
    if (++acksThisRound === options.killAfter && !dead) {
      dead = true;
      server.process.kill('SIGKILL');
      killed();
    }
  };

  async function worker(n: number) {
    const mine: Expected[] = [];
    for (let i = 0; !dead; i++) {
      const tag = `r${round}-w${n}-${i}`;
      const choice = i % 7;
      // Each operation: note what may be true if it lands, do it, then record what is now acknowledged.
      try {
        if (choice === 0 || choice === 3) {
          ledger.inFlight++;
          const json = await call('POST', '/api/notifications', { title: `Notice ${tag}`, message: `Message ${tag}`, priority: 'high' });
          ledger.inFlight--;
          const record: Expected = { kind: 'notification', id: json.data._id, titles: new Set([json.data.title]) };
          ledger.records.set(record.id, record);
          mine.push(record);
        } else if (choice === 1) {
          ledger.inFlight++;
          const json = await call('POST', '/api/events', { title: `Event ${tag}`, description: 'Crash test', date: '2031-01-01', image: PNG_DATA_URL });
          ledger.inFlight--;
          const record: Expected = { kind: 'event', id: json.data._id, titles: new Set([json.data.title]) };
          ledger.records.set(record.id, record);
          mine.push(record);
        } else if (choice === 2 || choice === 5) {
          const bytes = crypto.getRandomValues(new Uint8Array(1024 + ((n * 7919 + i * 104729) % 60_000)));
          const form = new FormData();
          form.append('file_name', `File ${tag}`);
          form.append('for_student', 'true');
          form.append('file', new File([bytes], `${tag}.bin`, { type: 'application/octet-stream' }));
          ledger.inFlight++;
          const json = await call('POST', '/api/files', form);
          ledger.inFlight--;
          const record: Expected = { kind: 'file', id: json.data._id, hashes: new Set([sha(bytes)]) };
          ledger.records.set(record.id, record);
          mine.push(record);
        } else if (choice === 4) {
          // Update one of this worker's own records: while in flight, either value may survive.
          const target = mine.find((r) => r.kind === 'notification' || r.kind === 'file');
          if (!target) continue;
          if (target.kind === 'notification') {
            const title = `Updated ${tag}`;
            target.titles.add(title);
            ledger.inFlight++;
            await call('PUT', `/api/notifications/${target.id}`, { title, message: 'Updated' });
            ledger.inFlight--;
            target.titles = new Set([title]);
          } else if (target.kind === 'file') {
            const bytes = crypto.getRandomValues(new Uint8Array(2048 + i));
            const hash = sha(bytes);
            target.hashes.add(hash);
            const form = new FormData();
            form.append('file_name', `Replaced ${tag}`);
            form.append('file', new File([bytes], `${tag}.bin`));
            ledger.inFlight++;
            await call('PUT', `/api/files/${target.id}`, form);
            ledger.inFlight--;
            target.hashes = new Set([hash]);
          }
          mine.push(mine.shift()!);
        } else if (choice === 6) {
          // Delete the oldest record of this worker: once acknowledged, it must stay gone.
          const target = mine.shift();
          if (!target || target.kind === 'deleted') continue;
          const path = target.kind === 'notification' ? 'notifications' : target.kind === 'event' ? 'events' : 'files';
          target.mayBeGone = true;
          ledger.inFlight++;
          await call('DELETE', `/api/${path}/${target.id}`);
          ledger.inFlight--;
          ledger.records.set(target.id, { kind: 'deleted', id: target.id, path });
        }
        acknowledge();
      } catch (error) {
        if (!dead) throw error;
        // The server died with this one in flight: its outcome is unknown, and either outcome is allowed.
        return;
      }
    }
  }

  // Readers ask for resized pictures meanwhile, so the kill can also land while a variant is being made.
  async function reader() {
    while (!dead) {
      const events = [...ledger.records.values()].filter((r) => r.kind === 'event');
      const target = events[Math.floor(Math.random() * events.length)];
      try {
        if (target) await (await fetch(`${server.url}/api/events/image/${target.id}?w=${[160, 320, 480][Math.floor(Math.random() * 3)]}`)).arrayBuffer();
        else await Bun.sleep(5);
      } catch {
        return;
      }
    }
  }

  const inFlightBefore = ledger.inFlight;
  await Promise.all([...Array.from({ length: options.workers }, (_, n) => worker(n)), reader(), reader(), killedNow]);
  await server.process.exited;
  return ledger.inFlight - inFlightBefore;
}

// ----------------------------------------------------------------- the checks

async function verify(server: Server, dataDir: string, ledger: Ledger, token: string) {
  const lost: string[] = [];
  const corrupt: string[] = [];
  const get = (path: string) => fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
  const notifications = new Map(((await (await get('/api/notifications/admin')).json()) as any[]).map((n) => [n._id, n]));
  const events = new Map(((await (await get('/api/events')).json()) as any[]).map((e) => [e._id, e]));
  const files = new Map(((await (await get('/api/files')).json()) as any[]).map((f) => [f._id, f]));

  for (const record of ledger.records.values()) {
    if (record.kind === 'notification') {
      const found = notifications.get(record.id);
      if (!found) {
        if (!record.mayBeGone) lost.push(`notification ${record.id}`);
      }
      else if (!record.titles.has(found.title)) corrupt.push(`notification ${record.id}: title ${found.title}`);
    } else if (record.kind === 'event') {
      const found = events.get(record.id);
      if (!found) {
        if (!record.mayBeGone) lost.push(`event ${record.id}`);
      }
      else {
        const image = await get(found.image);
        const bytes = new Uint8Array(await image.arrayBuffer());
        if (image.status !== 200 || sha(bytes) !== sha(PNG)) corrupt.push(`event ${record.id}: image ${image.status}`);
      }
    } else if (record.kind === 'file') {
      if (!files.has(record.id)) {
        if (!record.mayBeGone) lost.push(`file ${record.id}`);
      }
      else {
        const download = await get(`/api/files/download/${record.id}`);
        const bytes = new Uint8Array(await download.arrayBuffer());
        if (download.status !== 200 || !record.hashes.has(sha(bytes))) corrupt.push(`file ${record.id}: ${download.status}, ${bytes.length} bytes`);
      }
    } else if (record.kind === 'deleted') {
      const still = record.path === 'notifications' ? notifications.has(record.id) : record.path === 'events' ? events.has(record.id) : files.has(record.id);
      if (still) lost.push(`deletion of ${record.path} ${record.id} came back`);
    }
  }

  // The database itself, read beside the running server (WAL lets readers in).
  const db = new Database(join(dataDir, 'hostel.db'), { readonly: true });
  const integrity = (db.query('PRAGMA integrity_check').all() as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
  const danglingKeys = db.query('PRAGMA foreign_key_check').all();
  if (danglingKeys.length) corrupt.push(`foreign keys: ${JSON.stringify(danglingKeys).slice(0, 200)}`);
  const referenced = new Map<string, number | null>();
  for (const row of db.query('SELECT blob AS key, size FROM files').all() as { key: string; size: number }[]) referenced.set(row.key, row.size);
  for (const table of ['people', 'hostels', 'events']) {
    for (const row of db.query(`SELECT image AS key FROM ${table} WHERE image IS NOT NULL`).all() as { key: string }[]) referenced.set(row.key, null);
  }
  db.close();

  const blobs = join(dataDir, 'blobs');
  const orphans: string[] = [];
  for (const kind of ['images', 'files']) {
    for (const name of readdirSync(join(blobs, kind))) {
      const key = `${kind}/${name}`;
      if (!referenced.has(key)) orphans.push(key);
    }
  }
  for (const [key, size] of referenced) {
    let actual: number;
    try {
      actual = statSync(join(blobs, key)).size;
    } catch {
      corrupt.push(`missing blob ${key}`);
      continue;
    }
    if (size !== null && actual !== size) corrupt.push(`blob ${key}: ${actual} bytes, the row says ${size}`);
  }
  const tempFiles = readdirSync(join(blobs, 'tmp')).concat(
    readdirSync(join(blobs, 'variants')).filter((name) => !name.endsWith('.webp')),
    readdirSync(dataDir).filter((name) => name.endsWith('.tmp')),
  );
  return { lost, corrupt, integrity, orphans, tempFiles };
}

/**
 * What a kill at the worst moment leaves on disk, planted on purpose so the
 * start-up clean-up is tested every round, not only when the timing happens
 * to hit: a complete blob whose row never committed, and a half-written temp file.
 */
function plantLeftovers(dataDir: string) {
  const id = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');
  const planted = [join('blobs', 'files', `${id()}.bin`), join('blobs', 'images', `${id()}.png`), join('blobs', 'tmp', id())];
  for (const path of planted) writeFileSync(join(dataDir, path), crypto.getRandomValues(new Uint8Array(512)));
  return planted;
}

async function signIn(server: Server) {
  const response = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestReport> {
  const log = options.log ?? console.log;
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-crash-'));
  const ledger = new Ledger();
  const report: CrashTestReport = {
    rounds: options.rounds,
    acknowledged: 0,
    inFlightAtKill: 0,
    lost: [],
    corrupt: [],
    integrity: '',
    orphans: [],
    tempFiles: [],
    sweptOnStart: 0,
    ok: false,
  };
  let server: Server | undefined;
  try {
    server = await startServer(dataDir);
    for (let round = 1; round <= options.rounds; round++) {
      const token = await signIn(server);
      const inFlight = await driveWrites(server, token, options, ledger, round);
      report.inFlightAtKill += inFlight;
      log(`round ${round}: killed with SIGKILL after ${options.killAfter} acknowledged writes, ${inFlight} in flight (${ledger.acknowledged} acknowledged so far)`);

      const planted = plantLeftovers(dataDir);
      server = await startServer(dataDir);
      const swept = Number(server.output().match(/Removed (\d+) stored file/)?.[1] ?? 0);
      for (const path of planted) if (existsSync(join(dataDir, path))) report.orphans.push(`${path} (planted) survived the restart`);
      report.sweptOnStart += swept;
      const result = await verify(server, dataDir, ledger, await signIn(server));
      report.lost.push(...result.lost);
      report.corrupt.push(...result.corrupt);
      report.orphans.push(...result.orphans);
      report.tempFiles.push(...result.tempFiles);
      report.integrity = result.integrity;
      log(
        `round ${round}: restarted; swept ${swept} orphaned file(s); integrity ${result.integrity}; lost ${result.lost.length}; corrupt ${result.corrupt.length}; orphans ${result.orphans.length}; temp files ${result.tempFiles.length}`,
      );
    }
  } finally {
    server?.process.kill('SIGTERM');
    await server?.process.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  report.acknowledged = ledger.acknowledged;
  report.ok = report.integrity === 'ok' && !report.lost.length && !report.corrupt.length && !report.orphans.length && !report.tempFiles.length;
  return report;
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Bun.argv.slice(2),
    options: { rounds: { type: 'string' }, workers: { type: 'string' }, 'kill-after': { type: 'string' } },
  });
  const options = {
    rounds: Number(values.rounds ?? 5),
    workers: Number(values.workers ?? 24),
    killAfter: Number(values['kill-after'] ?? 400),
  };
  console.log(`Crash test: ${options.rounds} round(s), ${options.workers} concurrent writers, SIGKILL after ${options.killAfter} acknowledged writes each.`);
  const started = performance.now();
  const report = await runCrashTest(options);
  console.log(
    `\nacknowledged writes: ${report.acknowledged}; in flight at the kills: ${report.inFlightAtKill}; acknowledged writes lost: ${report.lost.length}; corrupt: ${report.corrupt.length}; ` +
      `integrity_check: ${report.integrity}; orphaned files left: ${report.orphans.length}; temp files left: ${report.tempFiles.length}; swept on start: ${report.sweptOnStart} ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const line of [...report.lost, ...report.corrupt, ...report.orphans, ...report.tempFiles].slice(0, 20)) console.log(`  ${line}`);
  console.log(report.ok ? 'PASS' : 'FAIL');
  process.exit(report.ok ? 0 : 1);
}
