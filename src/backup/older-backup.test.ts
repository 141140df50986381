// A backup made by the first release (schema 1, the signing key in its own
// file), and one made of a PostgreSQL database at its first schema (3),
// restore into today's schema on both engines: every row and stored file
// comes through, and the columns later migrations added hold their defaults.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { databaseLocation, openDatabase, type Db } from '../db/database';
import { migrations } from '../db/migrations';
import { replaceRows, tablesInOrder } from '../db/copy-rows';
import { openSqlite } from '../db/sqlite';
import { SECRET_SETTING } from '../auth/secret';
import {
  FIRST_RELEASE_BLOBS,
  FIRST_RELEASE_PASSWORD,
  FIRST_RELEASE_SECRET,
  writeFirstReleaseSite,
  type FirstSchema,
} from '../db/first-release-site';
import { postgresForTests } from '../testing';
import { ARCHIVE, createBackup, type BackupManifest } from './create-backup';
import { restoreBackup, restoreIntoDatabase } from './restore-backup';
import { writeTar, type TarSource } from './tar';
import { signInTo } from '../testing/fixtures';

setDefaultTimeout(120_000);

const postgres = postgresForTests();
const scratch = mkdtempSync(join(tmpdir(), 'hostel-older-backup-'));
const archive = join(scratch, 'hostel-backup-first-release.tar');
let firstSchema: FirstSchema;
let rowsBefore: Record<string, unknown[]>;

beforeAll(async () => {
  const site = join(scratch, 'first-release');
  mkdirSync(site);
  ({ firstSchema, rows: rowsBefore } = await writeFirstReleaseSite(join(site, ARCHIVE.database), join(site, 'blobs')));
  const manifest: BackupManifest = {
    app: 'hostel',
    format: 1,
    version: '1.0.0',
    schemaVersion: 1,
    createdAt: '2024-06-01T12:00:00.000Z',
    blobs: 4,
  };
  const sources: TarSource[] = [
    { name: ARCHIVE.manifest, bytes: new TextEncoder().encode(JSON.stringify(manifest)) },
    { name: ARCHIVE.database, path: join(site, ARCHIVE.database) },
    { name: ARCHIVE.secret, bytes: new TextEncoder().encode(`${FIRST_RELEASE_SECRET}\n`) },
    ...Object.keys(FIRST_RELEASE_BLOBS).map((key) => ({
      name: `${ARCHIVE.blobs}/${key}`,
      path: join(site, 'blobs', key),
    })),
  ];
  await writeTar(archive, sources, { gzip: false });
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every row of the first schema's tables, as the restored database holds them. */
async function firstSchemaRows(db: Db) {
  const rows: Record<string, unknown[]> = {};
  for (const [table, columns] of Object.entries(firstSchema))
    rows[table] = await db.all(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY 1, 2`);
  return rows;
}

type Setting = { key: string; value: string };

/** The restored site at today's schema: the old rows as they were, and the defaults of every column added since. */
async function expectFirstReleaseSite(db: Db, before: Record<string, unknown[]>) {
  const sortedBefore = Object.fromEntries(
    Object.entries(before).map(([table, rows]) => [
      table,
      [...(rows as object[])].sort((a, b) => String(Object.values(a)[0]).localeCompare(String(Object.values(b)[0]))),
    ]),
  );
  expect(await firstSchemaRows(db)).toEqual({
    ...sortedBefore,
    settings: [...sortedBefore.settings, { key: 'signing_secret', value: FIRST_RELEASE_SECRET }].sort((a, b) =>
      (a as Setting).key.localeCompare((b as Setting).key),
    ),
    admins: sortedBefore.admins.map((admin) => ({ ...(admin as object), role: 'owner' })),
  });
  expect(await db.all('SELECT disabled, password_is_temporary, totp_secret, totp_last_step FROM admins')).toEqual([
    { disabled: 0, password_is_temporary: 0, totp_secret: null, totp_last_step: null },
  ]);
  expect(await db.all('SELECT publish_at, pinned, created_by FROM notifications')).toEqual([
    { publish_at: null, pinned: 0, created_by: null },
  ]);
  expect(await db.all('SELECT publish_at, created_by FROM events')).toEqual([{ publish_at: null, created_by: null }]);
}

type App = Awaited<ReturnType<typeof createApp>>;

/** Runs `use` on the app opened on a restored site, closed after. */
async function withApp(options: { dataDir: string; databaseUrl?: string }, use: (app: App) => Promise<void>) {
  const app = await createApp({ ...options, log: () => {} });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

/** Runs `use` on a database at today's schema, closed after. */
async function withDatabase(databaseUrl: string, use: (db: Db) => Promise<void>) {
  const db = await openDatabase(databaseLocation(databaseUrl, scratch));
  try {
    await use(db);
  } finally {
    await db.close();
  }
}

/** The restored site serves the old records, their pictures and files, and the old password signs in. */
async function expectServed(app: App) {
  const get = (path: string) => app.app.handle(new Request(`http://localhost${path}`));
  const people = (await (await get('/api/people')).json()) as { _id: string; image: string | null }[];
  expect(people.map((person) => person._id).sort()).toEqual(['person1', 'person2']);
  const picture = await get(people.find((person) => person._id === 'person1')!.image!);
  expect(new Uint8Array(await picture.arrayBuffer())).toEqual(
    new Uint8Array(FIRST_RELEASE_BLOBS['images/person0001.png']),
  );
  const file = await get('/api/files/download/file1');
  expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(FIRST_RELEASE_BLOBS['files/menu000001.pdf']));
  expect(app.ctx.secret).toBe(FIRST_RELEASE_SECRET);
  const login = await signInTo(app.app, 'admin', FIRST_RELEASE_PASSWORD);
  expect(login.status).toBe(200);
}

describe("a backup from the first schema restores into today's", () => {
  test('SQLite: into a data folder, brought to the current schema when the server opens it', async () => {
    const dataDir = join(scratch, 'restored');
    const result = await restoreBackup(archive, dataDir);
    expect(result.missingBlobs).toEqual([]);
    await withApp({ dataDir }, async (app) => {
      expect(await app.ctx.db.get('PRAGMA user_version')).toEqual({ user_version: migrations.length });
      await expectFirstReleaseSite(app.ctx.db, rowsBefore);
      await expectServed(app);
    });
  });

  test('PostgreSQL: into a database', async () => {
    const databaseUrl = await postgres.createDatabase();
    await withDatabase(databaseUrl, async (db) => {
      const result = await restoreIntoDatabase(archive, db);
      expect(result.missingBlobs).toEqual([]);
      expect(result.blobs).toBe(4);
      await expectFirstReleaseSite(db, rowsBefore);
    });
    await withApp({ dataDir: join(scratch, 'postgres-cache'), databaseUrl }, expectServed);
  });
});

/** The PostgreSQL schema the first release that ran on PostgreSQL made (0003_shared_state.sql). */
const FIRST_POSTGRES_SCHEMA = 3;

describe("a backup of a PostgreSQL database at its first schema restores into today's", () => {
  let olderArchive = '';
  let rowsAtPostgres: Record<string, unknown[]>;
  beforeAll(async () => {
    // The first release's rows at schema 3, its signing key in the settings and its files in the blobs table.
    const site = join(scratch, 'first-postgres');
    mkdirSync(site);
    ({ rows: rowsAtPostgres } = await writeFirstReleaseSite(join(site, ARCHIVE.database), join(site, 'blobs')));
    const rows = await openSqlite(join(site, ARCHIVE.database), migrations.slice(0, FIRST_POSTGRES_SCHEMA));
    const databaseUrl = await postgres.createDatabase();
    const db = await openDatabase(databaseLocation(databaseUrl, scratch), migrations.slice(0, FIRST_POSTGRES_SCHEMA));
    try {
      await db.write(async (tx) => {
        await replaceRows(rows, tx, await tablesInOrder(rows));
        await tx.run('INSERT INTO settings (key, value) VALUES (?, ?)', SECRET_SETTING, FIRST_RELEASE_SECRET);
        for (const [key, bytes] of Object.entries(FIRST_RELEASE_BLOBS))
          await tx.run('INSERT INTO blobs (key, bytes) VALUES (?, ?)', key, bytes);
      });
      olderArchive = join(scratch, 'hostel-backup-first-postgres.tar');
      const made = await createBackup({ db, dataDir: join(scratch, 'first-postgres-cache') }, olderArchive);
      expect(made.missingBlobs).toEqual([]);
    } finally {
      await rows.close();
      await db.close();
    }
  });

  test('SQLite: into a data folder', async () => {
    const dataDir = join(scratch, 'restored-from-postgres');
    const result = await restoreBackup(olderArchive, dataDir);
    expect(result.manifest.schemaVersion).toBe(FIRST_POSTGRES_SCHEMA);
    await withApp({ dataDir }, async (app) => {
      await expectFirstReleaseSite(app.ctx.db, rowsAtPostgres);
      await expectServed(app);
    });
  });

  test('PostgreSQL: into a database', async () => {
    const databaseUrl = await postgres.createDatabase();
    await withDatabase(databaseUrl, async (db) => {
      expect((await restoreIntoDatabase(olderArchive, db)).missingBlobs).toEqual([]);
      await expectFirstReleaseSite(db, rowsAtPostgres);
    });
    await withApp({ dataDir: join(scratch, 'postgres-cache-2'), databaseUrl }, expectServed);
  });
});
