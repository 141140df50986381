// PostgreSQL's own side of the database layer: migrations from the first
// schema, two instances migrating at once, a newer schema refused, and what
// an unreachable server looks like at start.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { SQL } from 'bun';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, requestWrites, type Db } from './database';
import { migrations } from './migrations';
import { migratePostgres } from './postgres';
import { postgresForTests, shownWithin } from '../testing';

setDefaultTimeout(60_000);

const postgres = postgresForTests();

const T = '2024-06-01T10:00:00.000Z';

/** A database at the first schema, holding a row in every table as the first release wrote them. */
async function firstReleaseDatabase() {
  const url = await postgres.createDatabase();
  const sql = new SQL(url);
  try {
    await migratePostgres(sql, migrations.slice(0, 1));
    await sql
      .unsafe(`
      INSERT INTO settings (key, value) VALUES ('content_initialized', '${T}');
      INSERT INTO admins (id, username, password_hash, role, created_at, updated_at)
        VALUES ('admin1', 'Admin', 'hash', 'admin', '${T}', '${T}');
      INSERT INTO refresh_sessions (id, admin_id, token_hash, persistent, expires_at, created_at)
        VALUES ('s1', 'admin1', 'abc', 1, '2099-01-01T00:00:00.000Z', '${T}');
      INSERT INTO people (id, name, designation, role, created_at, updated_at)
        VALUES ('person1', 'Dr. Asha Rao', 'Warden', 'warden', '${T}', '${T}');
      INSERT INTO hostels (id, name, warden_id, supervisor_id, rooms, created_at, updated_at)
        VALUES ('hostel1', 'Kaveri', 'person1', 'person1', 120, '${T}', '${T}');
      INSERT INTO person_hostels (person_id, hostel_id, position) VALUES ('person1', 'hostel1', 0);
      INSERT INTO messes (id, hostel_id, mess_name, caterers_name, capacity, night_canteen, created_at, updated_at)
        VALUES ('mess1', 'hostel1', 'Mess A', 'Annapoorna', 400, 'Yes', '${T}', '${T}');
      INSERT INTO events (id, title, description, date, created_at, updated_at)
        VALUES ('event1', 'Hostel Day', 'Annual', '2030-03-01', '${T}', '${T}');
      INSERT INTO notifications (id, title, message, created_at, updated_at)
        VALUES ('notice1', 'Water', 'No water', '${T}', '${T}');
      INSERT INTO files (id, file_name, blob, original_name, mime_type, size, created_at, updated_at)
        VALUES ('file1', 'Menu', 'files/menu.pdf', 'menu.pdf', 'application/pdf', 10, '${T}', '${T}');
    `)
      .simple();
  } finally {
    await sql.close();
  }
  return url;
}

const FIRST_TABLES = [
  'settings',
  'admins',
  'refresh_sessions',
  'people',
  'hostels',
  'person_hostels',
  'messes',
  'events',
  'notifications',
  'files',
];

/** Every row of the first schema's tables: every column, or only those `like` has (later migrations add columns). */
async function rows(db: Db, like?: Record<string, unknown[]>) {
  const all: Record<string, unknown[]> = {};
  for (const table of FIRST_TABLES) {
    const columns = like ? Object.keys(like[table][0] as object).join(', ') : '*';
    all[table] = await db.all(`SELECT ${columns} FROM ${table} ORDER BY 1, 2`);
  }
  return all;
}

const schemaVersion = async (db: Db) =>
  (await db.get<{ version: number }>('SELECT version FROM schema_version'))!.version;

describe('PostgreSQL', () => {
  test('the first schema is migrated to the current one without losing a row', async () => {
    const url = await firstReleaseDatabase();
    const first = new SQL(url);
    const before: Record<string, unknown[]> = {};
    for (const table of FIRST_TABLES) before[table] = [...(await first.unsafe(`SELECT * FROM ${table} ORDER BY 1, 2`))];
    await first.close();

    const db = await openDatabase({ engine: 'postgres', url });
    try {
      expect(await schemaVersion(db)).toBe(migrations.length);
      // Every row keeps the first schema's columns as they were (later
      // migrations add columns), but the first admin is the owner (0007).
      expect(await rows(db, before)).toEqual({
        ...before,
        admins: before.admins.map((admin) => ({ ...(admin as object), role: 'owner' })),
      });
      // Usernames stay unique regardless of case (the first schema's COLLATE NOCASE alone is not that in PostgreSQL).
      await expect(
        db.run(
          'INSERT INTO admins (id, username, password_hash, created_at, ' +
            "updated_at) VALUES ('a2', 'ADMIN', 'h', 'x', 'x')",
        ),
      ).rejects.toThrow();
    } finally {
      await db.close();
    }
  });

  test('two instances starting at once on an old database migrate it once, and both serve it', async () => {
    const url = await firstReleaseDatabase();
    const [a, b] = await Promise.all([
      openDatabase({ engine: 'postgres', url }),
      openDatabase({ engine: 'postgres', url }),
    ]);
    try {
      expect(await schemaVersion(a)).toBe(migrations.length);
      expect((await a.all('SELECT version FROM schema_version')).length).toBe(1);
      expect(await rows(a)).toEqual(await rows(b));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  test(
    'a start on a current schema waits for no table a write holds (its triggers ' +
      "are there already), so it cannot deadlock with the other instances' writes",
    async () => {
      const url = await postgres.createDatabase();
      await (await openDatabase({ engine: 'postgres', url })).close();
      const writer = new SQL(url);
      const holding = Promise.withResolvers<void>();
      const release = Promise.withResolvers<void>();
      // A write under way on another instance: it holds its table until it commits.
      const write = writer.begin(async (tx) => {
        await tx.unsafe('LOCK TABLE gallery IN ROW EXCLUSIVE MODE');
        holding.resolve();
        await release.promise;
      });
      await holding.promise;
      try {
        const started = openDatabase({ engine: 'postgres', url })
          .then((db) => db.close())
          .then(() => 'started');
        expect(await Promise.race([started, Bun.sleep(5000).then(() => 'waiting for the write')])).toBe('started');
      } finally {
        release.resolve();
        await write;
        await writer.close();
      }
    },
  );

  test('a database written by a newer version is refused, untouched', async () => {
    const url = await postgres.createDatabase();
    const sql = new SQL(url);
    await migratePostgres(sql, migrations);
    await sql.unsafe(`UPDATE schema_version SET version = ${migrations.length + 1}`);
    await sql.close();
    await expect(openDatabase({ engine: 'postgres', url })).rejects.toThrow(
      'written by a newer version of this program',
    );
  });

  test('an unreachable server or a wrong password: one line saying so, without the password', async () => {
    const url = await postgres.createDatabase();
    const unreachable = url.replace(/:(\d+)\//, ':1/');
    await expect(openDatabase({ engine: 'postgres', url: unreachable })).rejects.toThrow(
      new RegExp(
        /^Cannot reach the database postgres:\/\/hostel:\*\*\*@127\.0\.0\.1:1\/\w+: /.source +
          /nothing answers at that address and port\.$/.source,
      ),
    );
    const wrongPassword = url.replace(/:\/\/hostel:[^@]+@/, '://hostel:wrong@');
    const refused = openDatabase({ engine: 'postgres', url: wrongPassword });
    await expect(refused).rejects.toThrow('Cannot reach the database postgres://hostel:***@');
    await expect(refused).rejects.toThrow(/password authentication failed/);
  });

  test(
    'serve on an unreachable database or ' + 'with another scheme: one line, a ' + 'non-zero exit, no data folder made',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'hostel-bad-url-'));
      try {
        const url = (await postgres.createDatabase()).replace(/:(\d+)\//, ':1/');
        for (const [database, text] of [
          [url, 'Cannot reach the database postgres://hostel:***@127.0.0.1:1/'],
          ['mysql://u:secret@db/hostel', 'The database URL mysql://u:***@db/hostel is not supported (mysql:).'],
        ]) {
          const dataDir = join(root, 'data');
          const run = Bun.spawnSync([
            process.execPath,
            'src/main.ts',
            'serve',
            '--port',
            '0',
            '--data',
            dataDir,
            '--database',
            database,
          ]);
          const lines = run.stderr.toString().trimEnd().split('\n');
          expect(run.exitCode).toBe(1);
          expect(lines.length).toBe(1);
          expect(lines[0]).toStartWith(`Error: ${text}`);
          expect(lines[0]).not.toContain('secret');
          expect(existsSync(dataDir)).toBe(false);
        }
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  );

  test(
    'an instance told of a write it has not heard of ' + 'drops its caches once; of one it has heard, never',
    async () => {
      const url = await postgres.createDatabase();
      const [a, b] = [await openDatabase({ engine: 'postgres', url }), await openDatabase({ engine: 'postgres', url })];
      try {
        // B hears the other instances once its stamp holds still between two looks.
        await shownWithin(5000, async () => {
          const first = b.changeStamp();
          return first === b.changeStamp();
        });
        const before = b.changeStamp();
        const written = { last: null as number | null };
        await requestWrites.run(written, () =>
          a.write((tx) => tx.run("INSERT INTO settings (key, value) VALUES ('told', 'yes')")),
        );
        expect(written.last).toEqual(expect.any(Number));
        // Heard: B's caches moved on with the notice, and being told of it again changes nothing.
        await shownWithin(5000, async () => b.changeStamp() !== before);
        const heard = b.changeStamp();
        b.catchUp(written.last!);
        expect(b.changeStamp()).toBe(heard);
        // Not heard (a write whose notice is still on its way): dropped once, not again.
        b.catchUp(written.last! + 1000);
        const caughtUp = b.changeStamp();
        expect(caughtUp).not.toBe(heard);
        b.catchUp(written.last! + 1000);
        expect(b.changeStamp()).toBe(caughtUp);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
