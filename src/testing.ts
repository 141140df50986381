// Helpers for server tests: a real app on a throw-away data folder, on
// SQLite, or with HOSTEL_TEST_ENGINE=postgres (the test command's second
// pass) on a new database of the throw-away cluster HOSTEL_TEST_POSTGRES.
import { afterAll, beforeAll } from 'bun:test';
import { SQL } from 'bun';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type CreateAppOptions } from './app';
import { startServer } from './server';
import type { HttpsSettings } from './transport/https';
import type { MailSettings } from './config';
import type { AppContext } from './context';
import { databaseLocation, openDatabase } from './db/database';
import { postgresPlaceholders } from './db/dialect';
import { Database } from 'bun:sqlite';
import { newId } from './ids';

/** The engine the server suites run on in this pass. */
export const TEST_ENGINE: 'sqlite' | 'postgres' = process.env.HOSTEL_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/** A new, empty database on the test cluster named by `adminUrl`; its URL. */
export async function newPostgresDatabase(adminUrl: string) {
  const name = `test_${newId()}`;
  const admin = new SQL(adminUrl);
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A PostgreSQL cluster for a test file that needs one whatever the pass: the
 * test command's (HOSTEL_TEST_POSTGRES), or its own, started before the
 * file's tests and stopped after them. `own` always starts one (a test that
 * takes PostgreSQL away must not take it from others). `createDatabase`
 * makes a new, empty database on it.
 */
export function postgresForTests({ own = false } = {}) {
  let cluster: { url: string; pause(): Promise<void>; resume(): Promise<void>; stop(): Promise<void> } | null = null;
  let adminUrl = '';
  beforeAll(async () => {
    if (process.env.HOSTEL_TEST_POSTGRES && !own) {
      adminUrl = process.env.HOSTEL_TEST_POSTGRES;
      return;
    }
    const { startPostgres } = await import('../scripts/postgres');
    cluster = await startPostgres({ quiet: true });
    adminUrl = cluster.url;
  });
  afterAll(() => cluster?.stop());
  return {
    createDatabase: () => newPostgresDatabase(adminUrl),
    pause: () => cluster!.pause(),
    resume: () => cluster!.resume(),
  };
}

/** This pass's database for a new test app: undefined is SQLite in the app's data folder. */
export async function testDatabaseUrl() {
  if (TEST_ENGINE === 'sqlite') return undefined;
  if (!process.env.HOSTEL_TEST_POSTGRES)
    throw new Error(
      'HOSTEL_TEST_ENGINE=postgres needs HOSTEL_TEST_POSTGRES: the ' +
        'admin URL of a throw-away cluster (npm test starts one).',
    );
  return newPostgresDatabase(process.env.HOSTEL_TEST_POSTGRES);
}

/** A new, migrated database of this pass's engine (SQLite in a new folder under `root`). */
export async function newTestDatabase(root: string) {
  const url = await testDatabaseUrl();
  return openDatabase(
    url ? databaseLocation(url, root) : { engine: 'sqlite', file: join(mkdtempSync(join(root, 'data-')), 'hostel.db') },
  );
}

/** The keys of the stored uploads of one kind, sorted, on either engine. */
export async function storedBlobKeys(ctx: AppContext, kind: 'images' | 'files') {
  if (ctx.db.engine === 'postgres') {
    return (await ctx.db.all<{ key: string }>('SELECT key FROM blobs WHERE key LIKE ? ORDER BY key', `${kind}/%`)).map(
      (row) => row.key,
    );
  }
  return readdirSync(join(ctx.blobs.root, kind))
    .map((name) => `${kind}/${name}`)
    .sort();
}

/**
 * Runs one statement on the test app's database from outside the app, as a
 * maintenance script (SQLite) or another instance or psql (PostgreSQL) would.
 */
export async function writeFromOutside(
  t: { dataDir: string; databaseUrl?: string },
  sql: string,
  ...params: (string | null)[]
) {
  if (!t.databaseUrl) {
    const other = new Database(join(t.dataDir, 'hostel.db'));
    try {
      other.query(sql).run(...params);
    } finally {
      other.close();
    }
    return;
  }
  const other = new SQL(t.databaseUrl);
  try {
    await other.unsafe(postgresPlaceholders(sql), params);
  } finally {
    await other.close();
  }
}

/**
 * Waits until `condition` holds; fails if it still does not after
 * `limitMs` (a promise the site makes, such as "within a second").
 */
export async function shownWithin(limitMs: number, condition: () => Promise<boolean>) {
  const deadline = performance.now() + limitMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Not shown within ${limitMs} ms`);
    await Bun.sleep(5);
  }
}

/** Whether the blob store holds `key`, on either engine. */
export const blobStored = async (ctx: AppContext, key: string) => (await ctx.blobs.read(key)) !== null;

export const TEST_PASSWORD = 'Test@Pass123';

/** A 1x1 PNG, as a data URL. */
export const PNG_DATA_URL =
  'data:image/png;base64,' +
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export async function startTestApp(options: Partial<CreateAppOptions> = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hostel-test-'));
  process.env.HOSTEL_ADMIN_PASSWORD = TEST_PASSWORD;
  const databaseUrl = options.databaseUrl ?? (options.db ? undefined : await testDatabaseUrl());
  const { app, ctx, close, fetch, adminReady } = await createApp({ log: () => {}, ...options, dataDir, databaseUrl });
  await adminReady;

  async function call(
    method: string,
    path: string,
    init: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (typeof init.body === 'string') {
      body = init.body;
      headers['content-type'] ??= 'application/json';
    } else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] = 'application/json';
    }
    // As the server does: a visitor's published response first (the fast path), else the app.
    const response = await fetch(new Request(`http://localhost${path}`, { method, headers, body }));
    const type = response.headers.get('content-type') ?? '';
    const json = type.includes('json') ? await response.json() : undefined;
    return { status: response.status, json: json as any, response };
  }

  /** The sign-in call's response as is (a test checks its status, message, token or cookies). */
  const signIn = (body: { username: string; password?: string; remember?: boolean }) =>
    call('POST', '/api/admin/login', { body });

  async function login(username = 'admin', password = TEST_PASSWORD) {
    const { json, response } = await signIn({ username, password });
    return { token: json.accessToken as string, cookies: response.headers.getSetCookie() };
  }

  const token = (await login()).token;

  return {
    app,
    ctx,
    /** The server's request function: the fast path, then the app. */
    fetch,
    dataDir,
    databaseUrl,
    call,
    signIn,
    login,
    token,
    /** Shorthand for a call as the signed-in admin. */
    admin: (method: string, path: string, body?: unknown) => call(method, path, { body, token }),
    /** Deletes for good, from the trash, the record that was deleted with this id. */
    async purge(recordId: string) {
      const { json } = await call('GET', '/api/admin/trash', { token });
      const item = (json.items as { _id: string; recordId: string }[]).find((trashed) => trashed.recordId === recordId);
      if (!item) throw new Error(`${recordId} is not in the trash`);
      return call('DELETE', `/api/admin/trash/${item._id}`, { token });
    },
    async stop() {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app shared by a test file's tests: started before the first, stopped (its data folder removed) after the last.
 */
export function startTestAppBeforeAll(options: Partial<CreateAppOptions> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(options));
  });
  afterAll(() => t.stop());
  return t;
}

/**
 * `hostel serve` in this process, on the port the system gives it and a new
 * data folder (on PostgreSQL, a new database), with `env` set while it
 * starts (the server reads its settings then); stop() also removes the folder.
 */
export async function serveForTests({
  demo = false,
  env = {},
  https,
  warn,
  port = 0,
  mail,
  certificateCheckEveryMs,
}: {
  demo?: boolean;
  env?: Record<string, string | undefined>;
  https?: HttpsSettings;
  warn?: (line: string) => void;
  port?: number;
  mail?: MailSettings;
  certificateCheckEveryMs?: number;
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-serve-'));
  process.env.HOSTEL_ADMIN_PASSWORD = TEST_PASSWORD;
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const setEnvironment = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  setEnvironment(env);
  try {
    const server = await startServer({
      port,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: await testDatabaseUrl(),
      demo,
      https,
      mail,
      certificateCheckEveryMs,
      backupSchedule: { everyHours: 0, keep: 0 },
      log: () => {},
      warn,
    });
    return {
      ...server,
      dataDir,
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    setEnvironment(before);
  }
}
