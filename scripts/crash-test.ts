// Crash safety: starts the real server (`bun src/main.ts serve`), drives many
// concurrent writes and uploads at it, kills it with SIGKILL in the middle,
// starts it again on the same data folder, and checks that
//   - every write the server acknowledged (responded 200) is there, intact
//     (uploaded bytes identical, last acknowledged values kept, deletions gone),
//   - the database is intact and no foreign key dangles,
//   - every stored upload is named by a record and every named one is stored
//     (no orphans), and no half-written, temporary or stray file is left in
//     the data folder.
//
//   bun scripts/crash-test.ts [--rounds 5] [--workers 24] [--kill-after 400]
//                             [--engine sqlite|postgres] [--database postgres://…]
//
// --engine sqlite (the default): the database and the uploads are in the data
// folder; the checks are PRAGMA integrity_check and foreign_key_check, and the
// files under blobs/ against the keys the rows name (the start sweeps what an
// interrupted upload left behind).
// --engine postgres: the server runs with --database on a throwaway cluster
// (scripts/postgres.ts), or on the database --database names (an empty one:
// the admin is created with this script's password); the uploads are rows of
// `blobs`, checked against the keys the rows name, foreign keys by a query,
// and the data folder must hold nothing but caches (resized pictures).
// Only the small functions under "the engines" below differ between the two.
//
// src/security/crash.test.ts runs a small version (one kill) on each engine in CI.
import { Database } from 'bun:sqlite';
import { SQL, type Subprocess } from 'bun';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { readPrinted, waitForListening } from '../src/server-process';
import { BLOB_COLUMNS } from '../src/storage/referenced-blobs';
import { startPostgres } from './postgres';
import type { Event } from '../src/modules/events/model';
import type { StoredFile } from '../src/modules/files/model';
import type { Notification } from '../src/modules/notifications/model';

const PASSWORD = 'Crash@Test2026';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

export type Engine = 'sqlite' | 'postgres';

export type CrashTestOptions = {
  rounds: number;
  workers: number;
  /** SIGKILL once this many writes of the round have been acknowledged. */
  killAfter: number;
  /** sqlite unless told; postgres runs the server with --database. */
  engine?: Engine;
  /** With postgres: an empty database to run on; without it a throwaway cluster is started and stopped. */
  databaseUrl?: string;
  log?: (line: string) => void;
};

export type CrashTestReport = {
  engine: Engine;
  rounds: number;
  acknowledged: number;
  inFlightAtKill: number;
  lost: string[];
  corrupt: string[];
  integrity: string;
  orphans: string[];
  tempFiles: string[];
  /**
   * Files in the data folder that are neither the database's own nor a cache (PostgreSQL: only caches belong there).
   */
  strayFiles: string[];
  sweptOnStart: number;
  ok: boolean;
};

const sha = (bytes: Uint8Array) => new Bun.CryptoHasher('sha256').update(bytes).digest('hex');

type Server = { url: string; process: Subprocess; output: () => string };

async function startServer(dataDir: string, store: Store): Promise<Server> {
  // The engine is what --database says, never a HOSTEL_DATABASE_URL that happens to be set.
  const { HOSTEL_DATABASE_URL: _, ...env } = process.env;
  const args = ['serve', '--port', '0', '--host', '127.0.0.1', '--data', dataDir, ...store.serveArgs];
  const child = Bun.spawn([process.execPath, 'src/main.ts', ...args], {
    env: { ...env, HOSTEL_ADMIN_PASSWORD: PASSWORD, HOSTEL_BACKUP_EVERY_HOURS: '0' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const printed = readPrinted(child);
  const { url } = await waitForListening(child, printed);
  return { url, process: child, output: printed.text };
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

/** A write's response: `title` for the notices and events it adds. */
type Written = { message: string; data: { _id: string; title: string } };

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
    const json = (await response.json()) as Written;
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
          const json = await call('POST', '/api/notifications', {
            title: `Notice ${tag}`,
            message: `Message ${tag}`,
            priority: 'high',
          });
          ledger.inFlight--;
          const record: Expected = { kind: 'notification', id: json.data._id, titles: new Set([json.data.title]) };
          ledger.records.set(record.id, record);
          mine.push(record);
        } else if (choice === 1) {
          ledger.inFlight++;
          const json = await call('POST', '/api/events', {
            title: `Event ${tag}`,
            description: 'Crash test',
            date: '2031-01-01',
            image: PNG_DATA_URL,
          });
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
        if (target)
          await (
            await fetch(
              `${server.url}/api/events/image/${target.id}?w=${[160, 320, 480][Math.floor(Math.random() * 3)]}`,
            )
          ).arrayBuffer();
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

async function verify(server: Server, dataDir: string, ledger: Ledger, token: string, store: Store) {
  const lost: string[] = [];
  const corrupt: string[] = [];
  const get = (path: string) => fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
  const byId = async <T extends { _id: string }>(path: string) =>
    new Map(((await (await get(path)).json()) as T[]).map((record) => [record._id, record]));
  const notifications = await byId<Notification>('/api/notifications/admin');
  const events = await byId<Event>('/api/events');
  const files = await byId<StoredFile>('/api/files');

  for (const record of ledger.records.values()) {
    if (record.kind === 'notification') {
      const found = notifications.get(record.id);
      if (!found) {
        if (!record.mayBeGone) lost.push(`notification ${record.id}`);
      } else if (!record.titles.has(found.title)) corrupt.push(`notification ${record.id}: title ${found.title}`);
    } else if (record.kind === 'event') {
      const found = events.get(record.id);
      if (!found) {
        if (!record.mayBeGone) lost.push(`event ${record.id}`);
      } else {
        // Every event this test adds has a picture.
        const image = await get(found.image!);
        const bytes = new Uint8Array(await image.arrayBuffer());
        if (image.status !== 200 || sha(bytes) !== sha(PNG)) corrupt.push(`event ${record.id}: image ${image.status}`);
      }
    } else if (record.kind === 'file') {
      if (!files.has(record.id)) {
        if (!record.mayBeGone) lost.push(`file ${record.id}`);
      } else {
        const download = await get(`/api/files/download/${record.id}`);
        const bytes = new Uint8Array(await download.arrayBuffer());
        if (download.status !== 200 || !record.hashes.has(sha(bytes)))
          corrupt.push(`file ${record.id}: ${download.status}, ${bytes.length} bytes`);
      }
    } else if (record.kind === 'deleted') {
      const still =
        record.path === 'notifications'
          ? notifications.has(record.id)
          : record.path === 'events'
            ? events.has(record.id)
            : files.has(record.id);
      if (still) lost.push(`deletion of ${record.path} ${record.id} came back`);
    }
  }

  // The database itself, read beside the running server.
  const db = await store.inspect(dataDir);
  let integrity: string;
  let stored: Map<string, number>;
  const referenced = new Map<string, number | null>();
  try {
    integrity = await db.integrity();
    const danglingKeys = await db.danglingKeys();
    if (danglingKeys.length) corrupt.push(`foreign keys: ${JSON.stringify(danglingKeys).slice(0, 200)}`);
    // The keys the rows name (a files row also records the size), in the SQL both engines speak.
    for (const row of await db.all<{ key: string; size: number }>('SELECT blob AS key, size FROM files'))
      referenced.set(row.key, Number(row.size));
    for (const { table, column } of BLOB_COLUMNS) {
      if (table === 'files') continue;
      for (const row of await db.all<{ key: string }>(
        `SELECT ${column} AS key FROM ${table} WHERE ${column} IS NOT NULL`,
      ))
        referenced.set(row.key, null);
    }
    stored = await db.storedBlobs();
  } finally {
    await db.close();
  }

  const orphans: string[] = [];
  for (const key of stored.keys()) if (!referenced.has(key)) orphans.push(key);
  for (const [key, size] of referenced) {
    const actual = stored.get(key);
    if (actual === undefined) corrupt.push(`missing blob ${key}`);
    else if (size !== null && actual !== size) corrupt.push(`blob ${key}: ${actual} bytes, the row says ${size}`);
  }
  // The caches both engines keep in the data folder: tmp/ is emptied at every start, variants are renamed in whole.
  const blobs = join(dataDir, 'blobs');
  const tempFiles = readdirSync(join(blobs, 'tmp')).concat(
    readdirSync(join(blobs, 'variants')).filter((name) => !name.endsWith('.webp')),
    readdirSync(dataDir).filter((name) => name.endsWith('.tmp')),
  );
  return { lost, corrupt, integrity, orphans, tempFiles, strayFiles: store.strayFiles(dataDir) };
}

// ----------------------------------------------------------------- the engines

/** A look at the database from outside the server, while it runs. */
type Inspector = {
  /** Rows of a query written in the SQL both engines understand (no parameters). */
  all<T>(sql: string): Promise<T[]>;
  /** 'ok', or what is wrong. */
  integrity(): Promise<string>;
  /** Rows whose foreign key names a row that is not there. */
  danglingKeys(): Promise<unknown[]>;
  /** Every stored upload: key → size in bytes. */
  storedBlobs(): Promise<Map<string, number>>;
  close(): Promise<void>;
};

/** Where the server keeps its data, and everything the test does differently because of it. */
type Store = {
  engine: Engine;
  /** Added to `serve`. */
  serveArgs: string[];
  /** What a kill at the worst moment can leave in the data folder, planted before each restart (relative paths). */
  plantLeftovers(dataDir: string): string[];
  inspect(dataDir: string): Promise<Inspector>;
  /** Files in the data folder that should not be there at all. */
  strayFiles(dataDir: string): string[];
  /** Lets go of what the store started (a throwaway cluster). */
  close(): Promise<void>;
};

const randomName = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');

function plant(dataDir: string, paths: string[]) {
  for (const path of paths) writeFileSync(join(dataDir, path), crypto.getRandomValues(new Uint8Array(512)));
  return paths;
}

/** SQLite: the database file and the uploads (blobs/images, blobs/files) are in the data folder. */
function sqliteStore(): Store {
  return {
    engine: 'sqlite',
    serveArgs: [],
    /**
     * Planted on purpose so the start-up clean-up is tested every round, not only when the
     * timing happens to hit: a complete blob whose row never committed, and a half-written temp file.
     */
    plantLeftovers: (dataDir) =>
      plant(dataDir, [
        join('blobs', 'files', `${randomName()}.bin`),
        join('blobs', 'images', `${randomName()}.png`),
        join('blobs', 'tmp', randomName()),
      ]),
    async inspect(dataDir) {
      // WAL lets a reader in beside the running server.
      const db = new Database(join(dataDir, 'hostel.db'), { readonly: true });
      return {
        all: async <T>(sql: string) => db.query(sql).all() as T[],
        integrity: async () =>
          (db.query('PRAGMA integrity_check').all() as { integrity_check: string }[])
            .map((r) => r.integrity_check)
            .join('; '),
        danglingKeys: async () => db.query('PRAGMA foreign_key_check').all(),
        async storedBlobs() {
          const stored = new Map<string, number>();
          for (const kind of ['images', 'files']) {
            for (const name of readdirSync(join(dataDir, 'blobs', kind)))
              stored.set(`${kind}/${name}`, statSync(join(dataDir, 'blobs', kind, name)).size);
          }
          return stored;
        },
        close: async () => db.close(),
      };
    },
    // Everything SQLite keeps in the folder is checked above: the database, the uploads against their rows, the caches.
    strayFiles: () => [],
    close: async () => {},
  };
}

/** PostgreSQL: the rows and the uploads (table `blobs`) are in the database; the data folder holds caches only. */
async function postgresStore(databaseUrl: string | undefined, log: (line: string) => void): Promise<Store> {
  const cluster = databaseUrl ? undefined : await startPostgres({ quiet: true });
  const url = databaseUrl ?? (await cluster!.createDatabase('crash_test'));
  if (cluster) log(`PostgreSQL: a throwaway cluster on port ${cluster.port}`);
  return {
    engine: 'postgres',
    serveArgs: ['--database', url],
    // A kill cannot leave an upload behind here (its row and its
    // bytes commit together): only a half-made variant in tmp/.
    plantLeftovers: (dataDir) => plant(dataDir, [join('blobs', 'tmp', randomName())]),
    async inspect() {
      const sql = new SQL({ url, max: 1 });
      const all = async <T>(text: string) => [...((await sql.unsafe(text)) as T[])];
      return {
        all,
        async integrity() {
          // What the database itself keeps: every index usable, every foreign key constraint in force.
          const problems = [
            ...(
              await all<{ name: string }>(
                `SELECT indexrelid::regclass::text AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
               WHERE c.relnamespace = current_schema()::regnamespace AND NOT (i.indisvalid AND i.indisready)`,
              )
            ).map((r) => `index ${r.name} is not valid`),
            ...(
              await all<{ name: string }>(
                'SELECT conname AS name FROM pg_constraint WHERE connamespace = ' +
                  "current_schema()::regnamespace AND contype = 'f' AND NOT convalidated",
              )
            ).map((r) => `foreign key ${r.name} is not validated`),
          ];
          const [{ n }] = await all<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_constraint WHERE ' +
              "connamespace = current_schema()::regnamespace AND contype = 'f'",
          );
          if (n === 0) problems.push('no foreign key constraints: the schema is not the one migrations make');
          return problems.length ? problems.join('; ') : 'ok';
        },
        async danglingKeys() {
          // PostgreSQL enforces them; asked anyway, one query per
          // constraint, as PRAGMA foreign_key_check does for SQLite.
          const keys = await all<{
            name: string;
            child: string;
            columns: string[];
            parent: string;
            parentColumns: string[];
          }>(
            `SELECT c.conname AS name, c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
                    array(SELECT attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a
                      ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY o) AS columns,
                    array(SELECT attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a
                      ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY o) AS "parentColumns"
             FROM pg_constraint c WHERE c.connamespace = current_schema()::regnamespace AND c.contype = 'f'`,
          );
          const dangling: unknown[] = [];
          for (const key of keys) {
            const q = (name: string) => `"${name.replaceAll('"', '""')}"`;
            const set = key.columns.map((column) => `child.${q(column)} IS NOT NULL`).join(' AND ');
            const match = key.columns
              .map((column, i) => `parent.${q(key.parentColumns[i])} = child.${q(column)}`)
              .join(' AND ');
            const [{ n }] = await all<{ n: number }>(
              `SELECT count(*)::int AS n FROM ${key.child} child WHERE ${set} ` +
                `AND NOT EXISTS (SELECT 1 FROM ${key.parent} parent WHERE ${match})`,
            );
            if (n) dangling.push({ constraint: key.name, table: key.child, rows: n });
          }
          return dangling;
        },
        async storedBlobs() {
          const rows = await all<{ key: string; size: number }>('SELECT key, octet_length(bytes) AS size FROM blobs');
          return new Map(rows.map((row) => [row.key, Number(row.size)]));
        },
        close: () => sql.close(),
      };
    },
    strayFiles(dataDir) {
      // Only caches belong here: blobs/variants (resized pictures) and blobs/tmp (checked as temp files above).
      const stray: string[] = [];
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          const name = relative(dataDir, path);
          if (name === 'blobs' && entry.isDirectory()) walk(path);
          else if ((name === join('blobs', 'variants') || name === join('blobs', 'tmp')) && entry.isDirectory())
            continue;
          else stray.push(entry.isDirectory() ? `${name}/` : name);
        }
      };
      walk(dataDir);
      return stray;
    },
    close: async () => void (await cluster?.stop()),
  };
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
  const engine = options.engine ?? (options.databaseUrl ? 'postgres' : 'sqlite');
  if (engine === 'sqlite' && options.databaseUrl) throw new Error('A database URL is for --engine postgres.');
  const store = engine === 'postgres' ? await postgresStore(options.databaseUrl, log) : sqliteStore();
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-crash-'));
  const ledger = new Ledger();
  const report: CrashTestReport = {
    engine,
    rounds: options.rounds,
    acknowledged: 0,
    inFlightAtKill: 0,
    lost: [],
    corrupt: [],
    integrity: '',
    orphans: [],
    tempFiles: [],
    strayFiles: [],
    sweptOnStart: 0,
    ok: false,
  };
  let server: Server | undefined;
  try {
    server = await startServer(dataDir, store);
    for (let round = 1; round <= options.rounds; round++) {
      const token = await signIn(server);
      const inFlight = await driveWrites(server, token, options, ledger, round);
      report.inFlightAtKill += inFlight;
      log(
        `round ${round}: killed with SIGKILL after ${options.killAfter} acknowledged ` +
          `writes, ${inFlight} in flight (${ledger.acknowledged} acknowledged so far)`,
      );

      const planted = store.plantLeftovers(dataDir);
      server = await startServer(dataDir, store);
      const swept = Number(server.output().match(/Removed (\d+) stored file/)?.[1] ?? 0);
      for (const path of planted)
        if (existsSync(join(dataDir, path))) report.orphans.push(`${path} (planted) survived the restart`);
      report.sweptOnStart += swept;
      const result = await verify(server, dataDir, ledger, await signIn(server), store);
      report.lost.push(...result.lost);
      report.corrupt.push(...result.corrupt);
      report.orphans.push(...result.orphans);
      report.tempFiles.push(...result.tempFiles);
      report.strayFiles.push(...result.strayFiles);
      // A round that found the database damaged is not hidden by a later one.
      if (report.integrity === '' || report.integrity === 'ok') report.integrity = result.integrity;
      log(
        `round ${round}: restarted; swept ${swept} orphaned file(s); integrity ` +
          `${result.integrity}; lost ${result.lost.length}; corrupt ${result.corrupt.length}; ` +
          `orphans ${result.orphans.length}; temp files ${result.tempFiles.length}` +
          (engine === 'postgres' ? `; stray files ${result.strayFiles.length}` : ''),
      );
    }
  } finally {
    server?.process.kill('SIGTERM');
    await server?.process.exited;
    rmSync(dataDir, { recursive: true, force: true });
    await store.close();
  }
  report.acknowledged = ledger.acknowledged;
  report.ok =
    report.integrity === 'ok' &&
    !report.lost.length &&
    !report.corrupt.length &&
    !report.orphans.length &&
    !report.tempFiles.length &&
    !report.strayFiles.length;
  return report;
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Bun.argv.slice(2),
    options: {
      rounds: { type: 'string' },
      workers: { type: 'string' },
      'kill-after': { type: 'string' },
      engine: { type: 'string' },
      database: { type: 'string' },
    },
  });
  const engine = values.engine ?? (values.database ? 'postgres' : 'sqlite');
  if (engine !== 'sqlite' && engine !== 'postgres') {
    console.error(`--engine ${engine}: use sqlite or postgres.`);
    process.exit(2);
  }
  if (engine === 'sqlite' && values.database) {
    console.error('--database is for --engine postgres.');
    process.exit(2);
  }
  const options: CrashTestOptions = {
    rounds: Number(values.rounds ?? 5),
    workers: Number(values.workers ?? 24),
    killAfter: Number(values['kill-after'] ?? 400),
    engine,
    databaseUrl: values.database,
  };
  const cluster = values.database ? 'the database --database names' : 'a throwaway cluster';
  console.log(
    `Crash test on ${engine === 'postgres' ? `PostgreSQL (${cluster})` : 'SQLite'}: ` +
      `${options.rounds} round(s), ${options.workers} concurrent writers, ` +
      `SIGKILL after ${options.killAfter} acknowledged writes each.`,
  );
  const started = performance.now();
  const report = await runCrashTest(options);
  console.log(
    `\nacknowledged writes: ${report.acknowledged}; in flight at the kills: ${report.inFlightAtKill}; ` +
      `acknowledged writes lost: ${report.lost.length}; corrupt: ${report.corrupt.length}; ` +
      `${engine === 'sqlite' ? 'integrity_check' : 'integrity (indexes, foreign key constraints)'}: ` +
      `${report.integrity}; ` +
      `orphaned ${engine === 'sqlite' ? 'files' : 'blobs rows'} left: ` +
      `${report.orphans.length}; temp files left: ${report.tempFiles.length}; ` +
      (engine === 'postgres'
        ? `stray files in the data folder: ${report.strayFiles.length}; `
        : `swept on start: ${report.sweptOnStart} `) +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const line of [
    ...report.lost,
    ...report.corrupt,
    ...report.orphans,
    ...report.tempFiles,
    ...report.strayFiles,
  ].slice(0, 20))
    console.log(`  ${line}`);
  console.log(report.ok ? 'PASS' : 'FAIL');
  process.exit(report.ok ? 0 : 1);
}
