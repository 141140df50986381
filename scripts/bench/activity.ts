// The console at scale: the activity log filled with a year of an
// office's entries, straight into the database a bench server uses, and the
// Activity panel's filtered pages timed as the owner asks for them.
import { openDatabase, type DatabaseLocation } from '../../src/db/database';
import { adminToken, type RunningServer } from './server-process';

export const ACTIVITY_ENTRIES = 100_000;
/** Target: a filtered page of the log (and, once it exists, the trash list) at this median or less. */
export const CONSOLE_READ_TARGET_MS = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
// Inside HOSTEL_ACTIVITY_DAYS' default of 365, so the server's sweep leaves them all.
const SPREAD_DAYS = 360;
const ROWS_PER_INSERT = 500;

const ACTORS = ['admin', 'editor_priya', 'editor_john', 'warden_kumar', 'warden_anita', 'warden_fatima'];
const CONTENT = [
  ['notifications', 'title', 'Water supply off on Sunday'],
  ['events', 'title', 'Hostel Day'],
  ['people', 'name', 'Dr. Meera Iyer'],
  ['hostels', 'name', 'Ganga Hostel'],
  ['messes', 'mess_name', 'Annapoorna Mess'],
  ['files', 'file_name', 'Hostel rules'],
] as const;

/** A small seeded generator: the same log on every run. */
function randomFrom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One entry as the recorder writes it: mostly changes to content,
 * then sign-ins, a few failed ones, backups and imports.
 */
function entryAt(random: () => number, at: number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const actor = pick(ACTORS);
  const address = `10.1.${Math.floor(random() * 8)}.${1 + Math.floor(random() * 250)}`;
  const base = {
    id: Bun.randomUUIDv7('hex', at).replaceAll('-', ''),
    at: new Date(at).toISOString(),
    actor,
    actorId: `account-${actor}`,
    address,
  };
  const roll = random();
  if (roll < 0.2)
    return { ...base, action: 'sign-in', entity: 'accounts', entityId: base.actorId, name: actor, changes: [] };
  if (roll < 0.24) {
    const tried = pick([...ACTORS, 'root', 'administrator', 'test']);
    return {
      ...base,
      actor: tried,
      actorId: null,
      action: 'failed sign-in',
      entity: 'accounts',
      entityId: null,
      name: tried,
      changes: [],
    };
  }
  if (roll < 0.26)
    return {
      ...base,
      action: 'backup',
      entity: 'backups',
      entityId: null,
      name: `hostel-${base.at.slice(0, 10)}.tar`,
      changes: [],
    };
  if (roll < 0.27)
    return {
      ...base,
      action: 'import',
      entity: pick(['people', 'hostels']),
      entityId: null,
      name: 'Imported 40 rows: 12 added, 28 updated.',
      changes: [],
    };
  const [entity, field, title] = pick(CONTENT);
  const name = `${title} ${Math.floor(random() * 400)}`;
  const action = roll < 0.47 ? 'create' : roll < 0.9 ? 'update' : 'delete';
  const changes =
    action === 'update'
      ? [
          { field, before: name, after: `${name} (revised)` },
          { field: 'description', before: 'As announced.', after: 'As announced in the meeting.' },
        ]
      : [{ field, before: action === 'create' ? null : name, after: action === 'create' ? name : null }];
  return { ...base, action, entity, entityId: Bun.randomUUIDv7('hex', at).replaceAll('-', ''), name, changes };
}

/** Adds `count` entries spread over the last SPREAD_DAYS days to the database at `location`, in one transaction. */
export async function fillActivityLog(location: DatabaseLocation, count = ACTIVITY_ENTRIES) {
  const random = randomFrom(17);
  const now = Date.now();
  // Oldest first, as the recorder adds them: the indexes grow at their ends.
  const times = Array.from({ length: count }, () => now - Math.floor(random() * SPREAD_DAYS * DAY_MS)).sort(
    (a, b) => a - b,
  );
  const db = await openDatabase(location);
  try {
    await db.write(async (tx) => {
      for (let start = 0; start < count; start += ROWS_PER_INSERT) {
        const rows = times.slice(start, start + ROWS_PER_INSERT).map((at) => entryAt(random, at));
        await tx.run(
          'INSERT INTO activity (id, at, actor_id, actor, address, action, entity, entity_id, ' +
            `name, changes) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          ...rows.flatMap((row) => [
            row.id,
            row.at,
            row.actorId,
            row.actor,
            row.address,
            row.action,
            row.entity,
            row.entityId,
            row.name,
            JSON.stringify(row.changes),
          ]),
        );
      }
    });
    // PostgreSQL plans by the statistics autovacuum gathers soon after a bulk load; gathered now, before the timing.
    if (db.engine === 'postgres') await db.run('ANALYZE activity');
  } finally {
    await db.close();
  }
}

/**
 * Times `rounds` GETs of `path` one after another, signed in
 * with `token`, after one unmeasured; each response read whole.
 */
export async function signedInGetTimes(server: RunningServer, path: string, token: string, rounds = 21) {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path} responded with ${response.status}`);
    return performance.now() - started;
  };
  await get();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) times.push(await get());
  return times;
}

export type TimedRead = { label: string; path: string; times: number[] };

/** The Activity panel's pages as an owner filters them: by entity, by person and action, a month, and a second page. */
export async function activityLogTimes(server: RunningServer): Promise<TimedRead[]> {
  const token = await adminToken(server);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const first = await fetch(`${server.url}/api/admin/activity?entity=notifications`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { next } = (await first.json()) as { next: string | null };
  if (!next) throw new Error('The activity log has no second page of notifications.');
  const reads = [
    ['the newest page, no filter', '/api/admin/activity'],
    ['one entity', '/api/admin/activity?entity=notifications'],
    ['one person and action', '/api/admin/activity?actor=warden_kumar&action=update'],
    ['a month, three months ago', `/api/admin/activity?from=${day(90)}&to=${day(60)}`],
    [
      'a person, an entity and a month',
      `/api/admin/activity?actor=editor_priya&entity=hostels&from=${day(200)}&to=${day(170)}`,
    ],
    ['failed sign-ins', `/api/admin/activity?action=${encodeURIComponent('failed sign-in')}`],
    ['one entity, the second page', `/api/admin/activity?entity=notifications&before=${encodeURIComponent(next)}`],
  ];
  const timed: TimedRead[] = [];
  for (const [label, path] of reads) timed.push({ label, path, times: await signedInGetTimes(server, path, token) });
  return timed;
}
