// A data folder written by the first release, started by this one: every row
// and every stored file must come through the migrations unchanged.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import { DATABASE_FILE } from './database';
import { migrateSqlite } from './sqlite';
import { migrations } from './migrations';
import { startServer, type RunningServer } from '../server';
import { listBackupFiles } from '../backup/backup-folder';

// bun test's default of 5 s is too short on a busy machine (bunfig's [test] timeout is not read).
setDefaultTimeout(60_000);

const dataDir = mkdtempSync(join(tmpdir(), 'hostel-upgrade-'));
const PASSWORD = 'Old@Pass2020';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = new TextEncoder().encode('%PDF-1.4\n% mess menu\n%%EOF\n');
const T = '2024-06-01T10:00:00.000Z';
const OLD_SECRET = 'first-release-signing-key';

const stored: Record<string, Uint8Array> = {
  'images/person0001.png': PNG,
  'images/hostel0001.png': PNG,
  'images/event00001.png': PNG,
  'files/menu000001.pdf': PDF,
};

let before: Record<string, unknown[]>;
let server: RunningServer;

/** Every row of every table, the columns of the first schema only, in a stable order. */
function dump(db: Database, tables: Record<string, string[]>) {
  return Object.fromEntries(Object.entries(tables).map(([table, columns]) => [table, db.query(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY rowid`).all()]));
}

let firstSchema: Record<string, string[]>;

beforeAll(async () => {
  const db = new Database(join(dataDir, DATABASE_FILE), { create: true, strict: true });
  migrateSqlite(db, migrations.slice(0, 1));
  const hash = await Bun.password.hash(PASSWORD, 'argon2id');
  db.exec(`
    INSERT INTO settings (key, value) VALUES ('content_initialized', '${T}'), ('subcommittees_file_id', 'file1');
    INSERT INTO admins (id, username, password_hash, role, created_at, updated_at) VALUES ('admin1', 'admin', '${hash}', 'admin', '${T}', '${T}');
    INSERT INTO refresh_sessions (id, admin_id, token_hash, persistent, expires_at, created_at) VALUES ('session1', 'admin1', 'abc', 1, '2099-01-01T00:00:00.000Z', '${T}');
    INSERT INTO people (id, name, designation, role, phone, email, contact, image, image_hash, alt, department, created_at, updated_at)
      VALUES ('person1', 'Dr. Asha Rao', 'Warden', 'warden', '+91 1', 'asha@example.org', '', 'images/person0001.png', 'h1', 'Portrait', 'Physics', '${T}', '${T}'),
             ('person2', 'Ravi Kumar', 'Supervisor', 'supervisor', '', '', '', NULL, NULL, '', '', '${T}', '${T}');
    INSERT INTO hostels (id, name, image, image_hash, photo_sphere, warden_id, supervisor_id, rooms, gender, sharing, year, contact, mess, other_facilities, created_at, updated_at)
      VALUES ('hostel1', 'Kaveri', 'images/hostel0001.png', 'h2', '', 'person1', 'person2', 120, 'male', 'double', '2', '080 1', 'Mess A', '["Gym"]', '${T}', '${T}');
    INSERT INTO person_hostels (person_id, hostel_id, position) VALUES ('person1', 'hostel1', 0);
    INSERT INTO messes (id, hostel_id, mess_name, caterers_name, type, capacity, night_canteen, nominated_mess_members, created_at, updated_at)
      VALUES ('mess1', 'hostel1', 'Mess A', 'Annapoorna', 'Veg', 400, 'Yes', '["A","B"]', '${T}', '${T}');
    INSERT INTO events (id, title, description, category, date, time, location, image, image_hash, is_active, created_at, updated_at)
      VALUES ('event1', 'Hostel Day', 'Annual day', 'cultural', '2030-03-01T00:00:00.000Z', '6 PM', 'Lawn', 'images/event00001.png', 'h3', 1, '${T}', '${T}');
    INSERT INTO notifications (id, title, message, priority, target_audience, is_active, expires_at, url, created_at, updated_at)
      VALUES ('notice1', 'Water', 'No water on Sunday', 'high', '["all"]', 1, NULL, 'https://example.org', '${T}', '${T}');
    INSERT INTO files (id, file_name, description, blob, original_name, mime_type, size, for_student, created_at, updated_at)
      VALUES ('file1', 'Mess menu', 'June', 'files/menu000001.pdf', 'menu.pdf', 'application/pdf', ${PDF.length}, 1, '${T}', '${T}');
  `);
  const tables = db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  firstSchema = Object.fromEntries(tables.map(({ name }) => [name, (db.query(`PRAGMA table_info(${name})`).all() as { name: string }[]).map((c) => c.name)]));
  before = dump(db, firstSchema);
  db.close();
  for (const [key, bytes] of Object.entries(stored)) {
    mkdirSync(join(dataDir, 'blobs', key.split('/')[0]), { recursive: true });
    writeFileSync(join(dataDir, 'blobs', key), bytes);
  }
  writeFileSync(join(dataDir, 'blobs', 'images', 'orphan0001.png'), PNG);
  // The first release kept the token signing key in a file.
  writeFileSync(join(dataDir, 'secret.key'), `${OLD_SECRET}\n`);

  server = await startServer({ port: 0, host: '127.0.0.1', dataDir, demo: false, backupSchedule: { everyHours: 0, keep: 7 }, log: () => {} });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the first schema is migrated to the current one without losing a row or a file', async () => {
  expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true);
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  expect(db.query('PRAGMA user_version').get()).toEqual({ user_version: migrations.length });
  // Every row as it was; the signing key moved from its file into the settings, and the first admin is the owner (0007).
  expect(dump(db, firstSchema)).toEqual({
    ...before,
    settings: [...before.settings, { key: 'signing_secret', value: OLD_SECRET }],
    admins: before.admins.map((admin) => ({ ...(admin as object), role: 'owner' })),
  });
  db.close();

  for (const [key, bytes] of Object.entries(stored)) expect(readFileSync(join(dataDir, 'blobs', key)).equals(bytes)).toBe(true);
  // Only the file no row names is swept.
  expect(readdirSync(join(dataDir, 'blobs', 'images')).sort()).toEqual(['event00001.png', 'hostel0001.png', 'person0001.png']);
});

test('the upgraded site serves the old data, and a backup from before the upgrade was kept', async () => {
  const people = (await (await fetch(`${server.url}/api/people`)).json()) as { _id: string; image: string | null }[];
  expect(people.map((person) => person._id).sort()).toEqual(['person1', 'person2']);
  const image = await fetch(`${server.url}${people.find((person) => person._id === 'person1')!.image}`);
  expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(PNG));
  const hostels = (await (await fetch(`${server.url}/api/hostels`)).json()) as { name: string; warden: { name: string } }[];
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
  const plan = db.query('EXPLAIN QUERY PLAN SELECT id FROM files WHERE for_student = 1 ORDER BY created_at DESC, id DESC').all() as { detail: string }[];
  expect(plan.map((step) => step.detail).join(' ')).toContain('files_created');
  db.close();
});
