import { SQL } from 'bun';
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { startPostgres, type Postgres } from './postgres';

setDefaultTimeout(60_000);

let pg: Postgres;
let sql: SQL;

beforeAll(async () => {
  pg = await startPostgres({ quiet: true });
  sql = new SQL(pg.url);
});

afterAll(async () => {
  await sql?.close({ timeout: 0 });
  await pg?.stop();
});

test('runs queries on a loopback port as the hostel user', async () => {
  expect(pg.url).toBe(`postgres://hostel:${new URL(pg.url).password}@127.0.0.1:${pg.port}/hostel`);
  const [row] = await sql`SELECT current_user AS who, current_database() AS db, 1 + 1 AS two`;
  expect(row).toEqual({ who: 'hostel', db: 'hostel', two: 2 });
  const [{ max_connections }] = await sql`SHOW max_connections`;
  expect(max_connections).toBe('500');
});

test('createDatabase makes a separate database and returns its url', async () => {
  const url = await pg.createDatabase('second_db');
  expect(url).toEndWith(`:${pg.port}/second_db`);
  const second = new SQL(url);
  try {
    await second`CREATE TABLE only_here (id int)`;
    const [row] = await second`SELECT current_database() AS db`;
    expect(row.db).toBe('second_db');
  } finally {
    await second.close();
  }
  const [{ n }] = await sql`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'only_here'`;
  expect(n).toBe(0);
});

test('LISTEN/NOTIFY round-trips', async () => {
  const received = Promise.withResolvers<string>();
  const subscription = await sql.listen('harness', (payload) => received.resolve(payload));
  try {
    await sql.notify('harness', 'hello');
    expect(await received.promise).toBe('hello');
  } finally {
    await subscription.unlisten();
  }
});

test('pause() takes PostgreSQL away and resume() brings it back', async () => {
  await sql`SELECT 1`;
  await pg.pause();
  // The pool's open connection was dropped, and a new one is refused.
  await expect(sql`SELECT 1`).rejects.toThrow();
  await expect(sql`SELECT 1`).rejects.toThrow();
  await pg.resume();
  const [row] = await sql`SELECT 1 AS one`;
  expect(row.one).toBe(1);
});

test('stop() removes the folder and is safe to call twice', async () => {
  const other = await startPostgres({ quiet: true });
  expect(existsSync(other.dir)).toBe(true);
  await other.stop();
  expect(existsSync(other.dir)).toBe(false);
  await other.stop();
});
