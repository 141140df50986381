// A site as the first release wrote it (schema 1): a row in every table, the
// stored files its rows name, and the signing key in its own file. The
// upgrade and restore tests bring it to today's schema.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import { migrateSqlite } from './sqlite';
import { migrations } from './migrations';

export const FIRST_RELEASE_PASSWORD = 'Old@Pass2020';
export const FIRST_RELEASE_SECRET = 'first-release-signing-key';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const FIRST_RELEASE_PDF = new TextEncoder().encode('%PDF-1.4\n% mess menu\n%%EOF\n');
const T = '2024-06-01T10:00:00.000Z';

/** The stored files the rows name, by blob key. */
export const FIRST_RELEASE_BLOBS: Record<string, Uint8Array> = {
  'images/person0001.png': PNG,
  'images/hostel0001.png': PNG,
  'images/event00001.png': PNG,
  'files/menu000001.pdf': FIRST_RELEASE_PDF,
};

/** Every table of the first schema, by name, with its columns. */
export type FirstSchema = Record<string, string[]>;

/** Every row of every table, the columns of the first schema only, in a stable order. */
export function dumpFirstSchema(db: Database, tables: FirstSchema) {
  return Object.fromEntries(
    Object.entries(tables).map(([table, columns]) => [
      table,
      db.query(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY rowid`).all(),
    ]),
  );
}

/**
 * Writes the first release's database into `file` and its stored files into `blobsDir`; returns its tables and rows.
 */
export async function writeFirstReleaseSite(file: string, blobsDir: string) {
  const db = new Database(file, { create: true, strict: true });
  try {
    migrateSqlite(db, migrations.slice(0, 1));
    const hash = await Bun.password.hash(FIRST_RELEASE_PASSWORD, 'argon2id');
    db.exec(`
      INSERT INTO settings (key, value) VALUES ('content_initialized', '${T}'), ('subcommittees_file_id', 'file1');
      INSERT INTO admins (id, username, password_hash, role, created_at, updated_at)
        VALUES ('admin1', 'admin', '${hash}', 'admin', '${T}', '${T}');
      INSERT INTO refresh_sessions (id, admin_id, token_hash, persistent, expires_at, created_at)
        VALUES ('session1', 'admin1', 'abc', 1, '2099-01-01T00:00:00.000Z', '${T}');
      INSERT INTO people (id, name, designation, role, phone, email, contact, image, image_hash, alt, department,
        created_at, updated_at)
        VALUES ('person1', 'Dr. Asha Rao', 'Warden', 'warden', '+91 1', 'asha@example.org', '', 'images/person0001.png',
          'h1', 'Portrait', 'Physics', '${T}', '${T}'),
               ('person2', 'Ravi Kumar', 'Supervisor', 'supervisor', '', '', '', NULL, NULL, '', '', '${T}', '${T}');
      INSERT INTO hostels (id, name, image, image_hash, photo_sphere, warden_id, supervisor_id, rooms, gender, sharing,
        year, contact, mess, other_facilities, created_at, updated_at)
        VALUES ('hostel1', 'Kaveri', 'images/hostel0001.png', 'h2', '', 'person1', 'person2', 120, 'male', 'double',
          '2', '080 1', 'Mess A', '["Gym"]', '${T}', '${T}');
      INSERT INTO person_hostels (person_id, hostel_id, position) VALUES ('person1', 'hostel1', 0);
      INSERT INTO messes (id, hostel_id, mess_name, caterers_name, type, capacity, night_canteen,
        nominated_mess_members, created_at, updated_at)
        VALUES ('mess1', 'hostel1', 'Mess A', 'Annapoorna', 'Veg', 400, 'Yes', '["A","B"]', '${T}', '${T}');
      INSERT INTO events (id, title, description, category, date, time, location, image, image_hash, is_active,
        created_at, updated_at)
        VALUES ('event1', 'Hostel Day', 'Annual day', 'cultural', '2030-03-01T00:00:00.000Z', '6 PM', 'Lawn',
          'images/event00001.png', 'h3', 1, '${T}', '${T}');
      INSERT INTO notifications (id, title, message, priority, target_audience, is_active, expires_at, url, created_at,
        updated_at)
        VALUES ('notice1', 'Water', 'No water on Sunday', 'high', '["all"]', 1, NULL, 'https://example.org', '${T}',
          '${T}');
      INSERT INTO files (id, file_name, description, blob, original_name, mime_type, size, for_student, created_at,
        updated_at)
        VALUES ('file1', 'Mess menu', 'June', 'files/menu000001.pdf', 'menu.pdf', 'application/pdf',
          ${FIRST_RELEASE_PDF.length}, 1, '${T}', '${T}');
    `);
    const tables = db
      .query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    const firstSchema: FirstSchema = Object.fromEntries(
      tables.map(({ name }) => [
        name,
        (db.query(`PRAGMA table_info(${name})`).all() as { name: string }[]).map((c) => c.name),
      ]),
    );
    for (const [key, bytes] of Object.entries(FIRST_RELEASE_BLOBS)) {
      mkdirSync(join(blobsDir, key.split('/')[0]), { recursive: true });
      writeFileSync(join(blobsDir, key), bytes);
    }
    return { firstSchema, rows: dumpFirstSchema(db, firstSchema) };
  } finally {
    db.close();
  }
}
