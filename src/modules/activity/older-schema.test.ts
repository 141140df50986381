// A database at schema 18, its newest entries still waiting in the staging
// table activity_recent (and one a cut-short filing left in both tables),
// upgraded on either engine, and a backup of it restored into either: every
// entry is in the log once, as it was, and read as before; the staging table is gone.
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackup } from '../../backup/create-backup';
import { restoreBackup, restoreIntoDatabase } from '../../backup/restore-backup';
import { DATABASE_FILE, databaseLocation, openDatabase, tableNames, type Db } from '../../db/database';
import { migrations } from '../../db/migrations';
import { postgresForTests } from '../../testing';
import { lastChangeOf, listEntries } from './repo';

setDefaultTimeout(120_000);

/** The last schema with activity_recent. */
const STAGED_SCHEMA = 18;

const postgres = postgresForTests();
const scratch = mkdtempSync(join(tmpdir(), 'hostel-activity-older-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const entry = (n: number, name: string) => ({
  id: `0192f0000000700080000000000000${n}0`,
  at: `2031-01-01T00:00:0${n}.000Z`,
  actor_id: 'admin1',
  actor: 'warden',
  address: '10.0.0.1',
  action: 'update',
  entity: 'notifications',
  entity_id: 'notice1',
  name,
  changes: JSON.stringify([{ field: 'title', before: `${name} was`, after: name }]),
});
const FILED = entry(1, 'Filed');
const CUT_SHORT = entry(2, 'Cut short');
const WAITING = entry(3, 'Waiting');

/** A database of `location` at STAGED_SCHEMA, holding one entry filed, one waiting, and one in both tables. */
async function stagedDatabase(location: Parameters<typeof openDatabase>[0]) {
  const db = await openDatabase(location, migrations.slice(0, STAGED_SCHEMA));
  const put = (table: string, row: typeof FILED) =>
    db.run(
      `INSERT INTO ${table} (id, at, actor_id, actor, address, action, entity, entity_id, name, changes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ...Object.values(row),
    );
  await put('activity', FILED);
  await put('activity', CUT_SHORT);
  await put('activity_recent', CUT_SHORT);
  await put('activity_recent', WAITING);
  return db;
}

/** The upgraded database: each entry once in the log, as written; the reads find them; no activity_recent. */
async function expectEntriesInTheLog(db: Db) {
  expect(await tableNames(db)).not.toContain('activity_recent');
  expect(await db.all('SELECT * FROM activity ORDER BY id')).toEqual([FILED, CUT_SHORT, WAITING]);
  expect((await listEntries(db, {}, 10)).map((logged) => logged.name)).toEqual(['Waiting', 'Cut short', 'Filed']);
  expect(await lastChangeOf(db, 'notifications', 'notice1')).toEqual({ actor: 'warden', at: WAITING.at });
}

describe('a database at schema 18, upgraded', () => {
  test('SQLite', async () => {
    const file = join(scratch, 'upgraded.db');
    await (await stagedDatabase(file)).close();
    const db = await openDatabase(file);
    try {
      await expectEntriesInTheLog(db);
    } finally {
      await db.close();
    }
  });

  test('PostgreSQL', async () => {
    const location = databaseLocation(await postgres.createDatabase(), scratch);
    await (await stagedDatabase(location)).close();
    const db = await openDatabase(location);
    try {
      await expectEntriesInTheLog(db);
    } finally {
      await db.close();
    }
  });
});

describe('a backup made at schema 18, restored', () => {
  const archives: Record<string, string> = {};

  test('made of an SQLite data folder and of a PostgreSQL database', async () => {
    const site = join(scratch, 'site');
    mkdirSync(site);
    const made = [
      { engine: 'sqlite', db: await stagedDatabase(join(site, DATABASE_FILE)), dataDir: site },
      {
        engine: 'postgres',
        db: await stagedDatabase(databaseLocation(await postgres.createDatabase(), scratch)),
        dataDir: join(scratch, 'postgres-cache'),
      },
    ];
    for (const { engine, db, dataDir } of made) {
      try {
        archives[engine] = join(scratch, `hostel-backup-${engine}-schema-${STAGED_SCHEMA}.tar`);
        await createBackup({ db, dataDir }, archives[engine]);
      } finally {
        await db.close();
      }
    }
  });

  for (const from of ['sqlite', 'postgres']) {
    test(`of ${from}, into an SQLite data folder, brought to the current schema as it opens`, async () => {
      const dataDir = join(scratch, `restored-from-${from}`);
      expect((await restoreBackup(archives[from], dataDir)).manifest.schemaVersion).toBe(STAGED_SCHEMA);
      const db = await openDatabase(join(dataDir, DATABASE_FILE));
      try {
        await expectEntriesInTheLog(db);
      } finally {
        await db.close();
      }
    });

    test(`of ${from}, into a PostgreSQL database`, async () => {
      const db = await openDatabase(databaseLocation(await postgres.createDatabase(), scratch));
      try {
        await restoreIntoDatabase(archives[from], db);
        await expectEntriesInTheLog(db);
      } finally {
        await db.close();
      }
    });
  }
});
