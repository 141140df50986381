// Two instances on one PostgreSQL database filing the activity log at once:
// they take turns, so neither ever waits on rows the other holds
// (the wait that, in two orders, is a deadlock), and every entry is filed once.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { SQL } from 'bun';
import { openDatabase, type Db } from '../../db/database';
import { postgresForTests } from '../../testing';
import { fileRecentEntries, insertEntry } from './repo';

setDefaultTimeout(240_000);

const postgres = postgresForTests();
let instances: Db[] = [];
let watcher: SQL;

beforeAll(async () => {
  const url = await postgres.createDatabase();
  instances = [await openDatabase({ engine: 'postgres', url }), await openDatabase({ engine: 'postgres', url })];
  watcher = new SQL(url);
});
afterAll(async () => {
  await Promise.all(instances.map((db) => db.close()));
  await watcher?.close();
});

const ROUNDS = 20;
const BACKLOG = 3000;

/** `count` entries appended to activity_recent at once, named `<prefix> <n>`, as a busy instance leaves them. */
const backlog = (db: Db, prefix: string, count: number) =>
  db.run(
    `INSERT INTO activity_recent (id, at, actor_id, actor, address, action, entity, entity_id, name, changes)
     SELECT md5(random()::text || n), '2031-01-01T00:00:00.000Z', NULL, 'office', '127.0.0.1', 'update',
       'notifications', NULL, ? || ' ' || n, '[]'
     FROM generate_series(1, ?) AS n`,
    prefix,
    count,
  );

const entry = (name: string) => ({
  actor: 'office',
  actorId: null,
  address: '127.0.0.1',
  action: 'update' as const,
  entity: 'notifications',
  entityId: null,
  name,
  changes: [],
});

test(
  'two instances filing at once, round after round, never wait on each other’s rows, ' + 'and file every entry once',
  async () => {
    const [a, b] = instances;
    const rowWaits = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all([backlog(a, `a${round}`, BACKLOG), backlog(b, `b${round}`, BACKLOG)]);
      let settled = false;
      // Each files while the other adds entries and files too, the two in turn first.
      const [first, second] = round % 2 ? [a, b] : [b, a];
      const work = Promise.all([
        fileRecentEntries(first),
        fileRecentEntries(second),
        ...Array.from({ length: 10 }, (_, i) => insertEntry(i % 2 ? a : b, entry(`during ${round} ${i}`))),
        fileRecentEntries(second),
      ]).finally(() => (settled = true));
      while (!settled) {
        const waits = await watcher.unsafe(
          'SELECT a.query FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT l.granted ' +
            "AND l.locktype IN ('transactionid', 'tuple') AND a.query LIKE '%activity%'",
        );
        for (const row of waits as { query: string }[]) rowWaits.add(row.query.trim().slice(0, 60));
      }
      await work;
    }
    await fileRecentEntries(a);
    expect([...rowWaits]).toEqual([]);
    const filed = await a.get<{ entries: number | string; names: number | string }>(
      'SELECT count(*) AS entries, count(DISTINCT name) AS names FROM activity',
    );
    expect({ entries: Number(filed!.entries), names: Number(filed!.names) }).toEqual({
      entries: ROUNDS * (2 * BACKLOG + 10),
      names: ROUNDS * (2 * BACKLOG + 10),
    });
    expect(Number((await a.get<{ n: number | string }>('SELECT count(*) AS n FROM activity_recent'))!.n)).toBe(0);
  },
);
