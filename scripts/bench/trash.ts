// The console at scale: the trash holding 1,000 deleted items of
// every kind, straight into the database a bench server uses, and the Trash
// panel's pages timed as an owner reads them.
import { openDatabase, type DatabaseLocation } from '../../src/db/database';
import { TRASH_ENTITIES } from '../../src/modules/trash/model';
import { signedInGetTimes, type TimedRead } from './activity';
import { adminToken, type RunningServer } from './server-process';

export const TRASH_ITEMS = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
// Inside HOSTEL_TRASH_DAYS' default of 30, so the server's emptying leaves them all.
const SPREAD_DAYS = 28;
const ROWS_PER_INSERT = 200;

/** One deleted record as the trash keeps it: its row as JSON (a notice's size of one), who deleted it and when. */
function itemAt(index: number, at: number) {
  const entity = TRASH_ENTITIES[index % TRASH_ENTITIES.length];
  const recordId = Bun.randomUUIDv7('hex', at).replaceAll('-', '');
  const name = `${entity} item ${index}`;
  const row = {
    id: recordId,
    title: name,
    message: 'Deleted during the bench.',
    priority: 'low',
    created_at: new Date(at - DAY_MS).toISOString(),
    updated_at: new Date(at).toISOString(),
  };
  return [
    Bun.randomUUIDv7('hex', at).replaceAll('-', ''),
    entity,
    recordId,
    name,
    JSON.stringify({ row }),
    null,
    0,
    new Date(at).toISOString(),
    index % 3 ? 'admin' : 'editor_priya',
  ];
}

/**
 * Adds `count` items deleted over the last SPREAD_DAYS days to
 * the trash of the database at `location`, in one transaction.
 */
export async function fillTrash(location: DatabaseLocation, count = TRASH_ITEMS) {
  const now = Date.now();
  const db = await openDatabase(location);
  try {
    await db.write(async (tx) => {
      for (let start = 0; start < count; start += ROWS_PER_INSERT) {
        const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, count - start) }, (_, i) =>
          itemAt(start + i, now - ((start + i) * SPREAD_DAYS * DAY_MS) / count),
        );
        await tx.run(
          'INSERT INTO trash (id, entity, record_id, name, record, blob, size, deleted_at, ' +
            `deleted_by) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          ...rows.flat(),
        );
      }
    });
  } finally {
    await db.close();
  }
}

/** The Trash panel's pages: everything, one kind, and the second page. */
export async function trashListTimes(server: RunningServer): Promise<TimedRead[]> {
  const token = await adminToken(server);
  const first = await fetch(`${server.url}/api/admin/trash`, { headers: { authorization: `Bearer ${token}` } });
  const { next } = (await first.json()) as { next: string | null };
  if (!next) throw new Error('The trash has no second page.');
  const reads = [
    ['the newest page, every kind', '/api/admin/trash'],
    ['one kind', '/api/admin/trash?entity=notifications'],
    ['the second page', `/api/admin/trash?before=${encodeURIComponent(next)}`],
  ];
  const timed: TimedRead[] = [];
  for (const [label, path] of reads) timed.push({ label, path, times: await signedInGetTimes(server, path, token) });
  return timed;
}
