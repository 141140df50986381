import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import { DATABASE_FILE, openDatabase, write } from './database';
import { migrations } from './migrations';

const dir = mkdtempSync(join(tmpdir(), 'hostel-db-'));
const file = join(dir, DATABASE_FILE);
const db = openDatabase(file);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

test('opened in WAL mode with foreign keys and a busy timeout, every migration applied', () => {
  expect(db.query('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
  expect(db.query('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
  expect(db.query('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 });
  expect(db.query('PRAGMA user_version').get()).toEqual({ user_version: migrations.length });
  const tables = (db.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((row) => row.name);
  for (const table of ['admins', 'events', 'files', 'hostels', 'messes', 'notifications', 'people', 'person_hostels', 'refresh_sessions', 'settings']) {
    expect(tables).toContain(table);
  }
});

test('opening again applies nothing twice', () => {
  const again = openDatabase(file);
  expect(again.query('PRAGMA user_version').get()).toEqual({ user_version: migrations.length });
  again.close();
});

test('a write holds the write lock from its start (BEGIN IMMEDIATE), so another writer waits instead of failing half-way', () => {
  const other = new Database(file);
  other.exec('PRAGMA busy_timeout = 0');
  try {
    write(db, () => {
      // Nothing written yet: a deferred transaction would not hold the lock here.
      expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/locked|busy/i);
    });
    other.exec('BEGIN IMMEDIATE');
    other.exec('ROLLBACK');
  } finally {
    other.close();
  }
});

test('a write that throws leaves nothing behind', () => {
  expect(() =>
    write(db, () => {
      db.query("INSERT INTO settings (key, value) VALUES ('probe', 'x')").run();
      throw new Error('stop');
    }),
  ).toThrow('stop');
  expect(db.query("SELECT value FROM settings WHERE key = 'probe'").get()).toBeNull();
});
