import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import { DATABASE_FILE, databaseLocation, openDatabase } from './database';
import { postgresPlaceholders } from './dialect';
import { migrations } from './migrations';
import type { SqliteDb } from './sqlite';

const dir = mkdtempSync(join(tmpdir(), 'hostel-db-'));
const file = join(dir, DATABASE_FILE);
const db = (await openDatabase(file)) as SqliteDb;
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SQLite', () => {
  test('opened in WAL mode with foreign keys and a busy timeout, every migration applied', async () => {
    expect(await db.get('PRAGMA journal_mode')).toEqual({ journal_mode: 'wal' });
    expect(await db.get('PRAGMA foreign_keys')).toEqual({ foreign_keys: 1 });
    expect(await db.get('PRAGMA busy_timeout')).toEqual({ timeout: 5000 });
    expect(await db.get('PRAGMA user_version')).toEqual({ user_version: migrations.length });
    const tables = (
      await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    ).map((row) => row.name);
    for (const table of [
      'admins',
      'blobs',
      'events',
      'files',
      'hostels',
      'login_failures',
      'messes',
      'notifications',
      'people',
      'person_hostels',
      'refresh_sessions',
      'settings',
    ]) {
      expect(tables).toContain(table);
    }
  });

  test('opening again applies nothing twice', async () => {
    const again = await openDatabase(file);
    expect(await again.get('PRAGMA user_version')).toEqual({ user_version: migrations.length });
    await again.close();
  });

  test(
    'a write holds the write lock from its start (BEGIN IMMEDIATE), ' +
      'so another writer waits instead of failing half-way',
    async () => {
      const other = new Database(file);
      other.exec('PRAGMA busy_timeout = 0');
      try {
        await db.write(async () => {
          // Nothing written yet: a deferred transaction would not hold the lock here.
          expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/locked|busy/i);
        });
        other.exec('BEGIN IMMEDIATE');
        other.exec('ROLLBACK');
      } finally {
        other.close();
      }
    },
  );

  test('a write that throws leaves nothing behind, and runs its rollback work', async () => {
    let undone = false;
    await expect(
      db.write(async (tx) => {
        tx.afterRollback(() => (undone = true));
        await tx.run("INSERT INTO settings (key, value) VALUES ('probe', 'x')");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(undone).toBe(true);
    expect(await db.get("SELECT value FROM settings WHERE key = 'probe'")).toBeNull();
  });

  test('while a write is open, other queries wait for it: nobody reads what may still roll back', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const pending = new Promise<void>((resolve) => (inserted = resolve));
    const writing = db.write(async (tx) => {
      await tx.run("INSERT INTO settings (key, value) VALUES ('pending', 'x')");
      inserted();
      await held;
      throw new Error('rolled back');
    });
    await pending;
    let read: unknown = 'not yet';
    const reading = db.get("SELECT value FROM settings WHERE key = 'pending'").then((row) => (read = row));
    await Bun.sleep(1);
    const whileOpen = read;
    release();
    expect(whileOpen).toBe('not yet');
    await expect(writing).rejects.toThrow('rolled back');
    await reading;
    expect(read).toBeNull();
  });

  test('writers waiting on one open write take turns: none begins inside another', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = db.write(async (tx) => {
      await held;
      await tx.run("INSERT INTO settings (key, value) VALUES ('turn', '0')");
    });
    const waiting = [1, 2, 3].map((n) => db.run("UPDATE settings SET value = ? WHERE key = 'turn'", String(n)));
    release();
    await Promise.all([first, ...waiting]);
    expect(await db.get("SELECT value FROM settings WHERE key = 'turn'")).toEqual({ value: '3' });
  });

  test('the change stamp moves with each committed write, not with a rolled back one', async () => {
    const before = db.changeStamp();
    await db.run("INSERT INTO settings (key, value) VALUES ('stamp', '1')");
    const after = db.changeStamp();
    expect(after).not.toBe(before);
    await expect(db.write(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(db.changeStamp()).toBe(after);
  });

  test('a newer schema than this program knows is refused, untouched', async () => {
    const newer = join(dir, 'newer.db');
    const raw = new Database(newer, { create: true });
    raw.exec(`PRAGMA user_version = ${migrations.length + 1}`);
    raw.close();
    await expect(openDatabase(newer)).rejects.toThrow('written by a newer version of this program');
  });
});

describe('the database URL', () => {
  test("absent: the data folder's SQLite file", () => {
    expect(databaseLocation(undefined, '/srv/hostel')).toEqual({ engine: 'sqlite', file: '/srv/hostel/hostel.db' });
    expect(databaseLocation('  ', '/srv/hostel')).toEqual({ engine: 'sqlite', file: '/srv/hostel/hostel.db' });
  });

  test('sqlite:// names a file; postgres:// and postgresql:// a server', () => {
    expect(databaseLocation('sqlite:///var/lib/hostel.db', '/x')).toEqual({
      engine: 'sqlite',
      file: '/var/lib/hostel.db',
    });
    expect(databaseLocation('postgres://u:p@db:5432/hostel', '/x')).toEqual({
      engine: 'postgres',
      url: 'postgres://u:p@db:5432/hostel',
    });
    expect(databaseLocation('postgresql://u@db/hostel', '/x').engine).toBe('postgres');
  });

  test(
    'another scheme, or a PostgreSQL URL without a database, is ' +
      'refused with what to write instead; the password is never shown',
    () => {
      expect(() => databaseLocation('mysql://u:secret@db/hostel', '/x')).toThrow(
        'The database URL mysql://u:***@db/hostel is not supported (mysql:). Use ' +
          'sqlite:///path/to/hostel.db or postgres://user:password@host:5432/database.',
      );
      expect(() => databaseLocation('db.example.org/hostel', '/x')).toThrow('is not supported.');
      expect(() => databaseLocation('postgres://u:secret@db', '/x')).toThrow(
        'postgres://u:***@db is not valid: it needs a host and a database name.',
      );
      expect(() => databaseLocation('sqlite://', '/x')).toThrow('names no file');
    },
  );

  test('PostgreSQL placeholders: `?` in order, `?N` by number, quoted text untouched', () => {
    expect(postgresPlaceholders('SELECT ? WHERE a = ? AND b = ?')).toBe('SELECT $1 WHERE a = $2 AND b = $3');
    expect(postgresPlaceholders('WHERE w = ?1 OR s = ?1 AND t = ?2')).toBe('WHERE w = $1 OR s = $1 AND t = $2');
    expect(postgresPlaceholders('SELECT \'?\', "a?" FROM t WHERE x = ?')).toBe(
      'SELECT \'?\', "a?" FROM t WHERE x = $1',
    );
  });
});
