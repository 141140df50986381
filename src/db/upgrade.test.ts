// A data folder written by the first release, started by this one: every row
// and every stored file must come through the migrations unchanged.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import { DATABASE_FILE } from './database';
import { migrations } from './migrations';
import {
  FIRST_RELEASE_BLOBS,
  FIRST_RELEASE_PASSWORD,
  FIRST_RELEASE_PDF,
  FIRST_RELEASE_SECRET,
  dumpFirstSchema,
  writeFirstReleaseSite,
  type FirstSchema,
} from './first-release-site';
import { startServer, type RunningServer } from '../server';
import { listBackupFiles } from '../backup/backup-folder';

// bun test's default of 5 s is too short on a busy machine (bunfig's [test] timeout is not read).
setDefaultTimeout(60_000);

const dataDir = mkdtempSync(join(tmpdir(), 'hostel-upgrade-'));
const PASSWORD = FIRST_RELEASE_PASSWORD;
const PNG = FIRST_RELEASE_BLOBS['images/person0001.png'];
const PDF = FIRST_RELEASE_PDF;
const OLD_SECRET = FIRST_RELEASE_SECRET;
const stored = FIRST_RELEASE_BLOBS;

let before: Record<string, unknown[]>;
let server: RunningServer;
let firstSchema: FirstSchema;
let upgraded: { version: unknown; rows: Record<string, unknown[]> };

beforeAll(async () => {
  ({ firstSchema, rows: before } = await writeFirstReleaseSite(join(dataDir, DATABASE_FILE), join(dataDir, 'blobs')));
  writeFileSync(join(dataDir, 'blobs', 'images', 'orphan0001.png'), PNG);
  // The first release kept the token signing key in a file.
  writeFileSync(join(dataDir, 'secret.key'), `${OLD_SECRET}\n`);

  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    demo: false,
    backupSchedule: { everyHours: 0, keep: 7 },
    log: () => {},
  });
  // As the upgrade left it, before any test signs in.
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  upgraded = { version: db.query('PRAGMA user_version').get(), rows: dumpFirstSchema(db, firstSchema) };
  db.close();
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the first schema is migrated to the current one without losing a row or a file', async () => {
  expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true);
  expect(upgraded.version).toEqual({ user_version: migrations.length });
  // Every row as it was; the signing key moved from its file
  // into the settings, and the first admin is the owner (0007).
  expect(upgraded.rows).toEqual({
    ...before,
    // The gallery's first start notes when it added SPEC.md's pictures.
    settings: [
      ...before.settings,
      { key: 'signing_secret', value: OLD_SECRET },
      { key: 'gallery_started', value: expect.any(String) },
      { key: 'starting_translations_added', value: expect.any(String) },
    ],
    admins: before.admins.map((admin) => ({ ...(admin as object), role: 'owner' })),
  });
  // The gallery's first start adds SPEC.md's nine pictures.
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  const gallery = (db.query('SELECT image FROM gallery').all() as { image: string }[]).map((row) =>
    row.image.replace(/^images\//, ''),
  );
  expect(gallery.length).toBe(9);
  db.close();

  for (const [key, bytes] of Object.entries(stored))
    expect(readFileSync(join(dataDir, 'blobs', key)).equals(bytes)).toBe(true);
  // Only the file no row names is swept.
  expect(readdirSync(join(dataDir, 'blobs', 'images')).sort()).toEqual(
    ['event00001.png', 'hostel0001.png', 'person0001.png', ...gallery].sort(),
  );
});

test('the upgraded site serves the old data, and a backup from before the upgrade was kept', async () => {
  const people = (await (await fetch(`${server.url}/api/people`)).json()) as { _id: string; image: string | null }[];
  expect(people.map((person) => person._id).sort()).toEqual(['person1', 'person2']);
  const image = await fetch(`${server.url}${people.find((person) => person._id === 'person1')!.image}`);
  expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(PNG));
  const hostels = (await (await fetch(`${server.url}/api/hostels`)).json()) as {
    name: string;
    warden: { name: string };
  }[];
  expect(hostels.map((hostel) => [hostel.name, hostel.warden.name])).toEqual([['Kaveri', 'Dr. Asha Rao']]);
  // Notices and events from before scheduling are published at once; notices are not pinned.
  const notices = (await (await fetch(`${server.url}/api/notifications`)).json()) as object[];
  expect(notices).toEqual([expect.objectContaining({ _id: 'notice1', publishAt: null, pinned: false })]);
  const events = (await (await fetch(`${server.url}/api/events`)).json()) as object[];
  expect(events).toEqual([expect.objectContaining({ _id: 'event1', publishAt: null })]);
  const file = await fetch(`${server.url}/api/files/download/file1`);
  expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  expect(login.status).toBe(200);

  const backups = listBackupFiles(dataDir);
  expect(backups.map((backup) => backup.kind)).toEqual(['before-upgrade']);
  expect(existsSync(join(dataDir, 'backups', backups[0].name))).toBe(true);
});

test('the files list is read through the index the second migration adds', () => {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  const plan = db
    .query('EXPLAIN QUERY PLAN SELECT id FROM files WHERE for_student = 1 ORDER BY created_at DESC, id DESC')
    .all() as { detail: string }[];
  expect(plan.map((step) => step.detail).join(' ')).toContain('files_created');
  db.close();
});
