// Expired refresh sessions are removed when the server starts and then on
// every sweep (daily; a few milliseconds here), and the sweep's timer ends
// with the server.
import { afterAll, beforeAll, expect, setDefaultTimeout, spyOn, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { startServer, type RunningServer } from '../server';
import { findFirstAdmin, insertSession } from './repo';

// bun test's default of 5 s is too short on a busy machine (bunfig's [test] timeout is not read).
setDefaultTimeout(60_000);

const SWEEP_EVERY_MS = 50;
const dataDir = mkdtempSync(join(tmpdir(), 'hostel-session-sweep-'));
const PAST = '2020-01-01T00:00:00.000Z';
const FUTURE = '2099-01-01T00:00:00.000Z';

let server: RunningServer;
type Interval = ReturnType<typeof setInterval>;
const intervals = spyOn(globalThis, 'setInterval');
const clearedIntervals = spyOn(globalThis, 'clearInterval');

const sessionIds = async () =>
  (await server.ctx.db.all<{ id: string }>('SELECT id FROM refresh_sessions ORDER BY id')).map((row) => row.id);

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await Bun.sleep(10);
  }
}

let adminId = '';
let expired = '';
let live = '';

beforeAll(async () => {
  // A data folder that already holds an expired and a live session when the server starts.
  const opened = await createApp({ dataDir, log: () => {} });
  adminId = (await findFirstAdmin(opened.ctx.db))!.id;
  expired = await insertSession(opened.ctx.db, adminId, 'expired-token-hash', true, PAST);
  live = await insertSession(opened.ctx.db, adminId, 'live-token-hash', true, FUTURE);
  await opened.close();

  server = (await sweepingServer(dataDir)).server;
});

/** A server on `folder` sweeping every SWEEP_EVERY_MS, and the timer it set for it. */
async function sweepingServer(folder: string) {
  const before = intervals.mock.calls.length;
  const started = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: folder,
    demo: false,
    backupSchedule: { everyHours: 0, keep: 7 },
    sessionSweepEveryMs: SWEEP_EVERY_MS,
    log: () => {},
  });
  const at = intervals.mock.calls.findIndex(([, delay], index) => index >= before && delay === SWEEP_EVERY_MS);
  return { server: started, sweepTimer: intervals.mock.results[at]?.value as Interval | undefined };
}

afterAll(async () => {
  await server?.stop();
  intervals.mockRestore();
  clearedIntervals.mockRestore();
  rmSync(dataDir, { recursive: true, force: true });
});

test('sessions past their expiry are gone once the server has started; live ones stay', async () => {
  await until(async () => !(await sessionIds()).includes(expired), 'the first sweep removes the expired session');
  expect(await sessionIds()).toContain(live);
});

test('the sweep runs again on its interval', async () => {
  const soon = await insertSession(
    server.ctx.db,
    adminId,
    'soon-token-hash',
    false,
    new Date(Date.now() + 300).toISOString(),
  );
  expect(await sessionIds()).toContain(soon);
  await until(
    async () => !(await sessionIds()).includes(soon),
    'a later sweep removes the session that expired after the start',
  );
  expect(await sessionIds()).toEqual([live]);
});

test('the timer never holds the process open, and stop() clears it', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'hostel-session-sweep-stop-'));
  try {
    const { server: stopping, sweepTimer } = await sweepingServer(folder);
    expect(sweepTimer).toBeDefined();
    expect(sweepTimer!.hasRef()).toBe(false);
    await stopping.stop();
    expect(clearedIntervals.mock.calls.map(([timer]) => timer)).toContain(sweepTimer);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
