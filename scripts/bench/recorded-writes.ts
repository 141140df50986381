// A content write with its activity entry against the same write without it
// (`recordActivity: false`): two apps, each in a process and data folder of
// its own, take turns in rounds; the median of the rounds' ratios is what a
// passing stall of the shared machine moves least.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/app';
import { listEntries, RECENT_LIMIT } from '../../src/modules/activity/repo';
import { ADMIN_PASSWORD } from './server-process';
import { WRITE_LABELS } from './writes';
import { median } from './median';

/** Target: a write with its activity entry costs at most this many times the write without it. */
export const RECORDED_WRITE_TARGET = 1.2;

type Write = { method: 'PUT' | 'POST'; path: string; body: string };
type App = Awaited<ReturnType<typeof createApp>>['app'];

async function send(app: App, method: string, path: string, body: string, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.handle(new Request(`http://localhost${path}`, { method, headers, body }));
  if (!response.ok) throw new Error(`${method} ${path} responded with ${response.status}`);
  return response.json() as Promise<{ accessToken: string; data: { _id: string } }>;
}

/** An app on a new data folder, signed in as its first admin, with a notification to save again. */
async function appOf(recordActivity: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostel-bench-writes-'));
  process.env.HOSTEL_ADMIN_PASSWORD = ADMIN_PASSWORD;
  const { app, ctx, close, adminReady } = await createApp({ dataDir, log: () => {}, recordActivity });
  await adminReady;
  const { accessToken } = await send(
    app,
    'POST',
    '/api/admin/login',
    JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  );
  const notice = JSON.stringify({
    title: 'Water supply',
    message: 'Off on Sunday morning.',
    priority: 'high',
    isActive: true,
  });
  const saved = await send(app, 'POST', '/api/notifications', notice, accessToken);
  // The writes scripts/bench/writes.ts drives with wrk (WRITE_LABELS): saving a notification again, and adding one.
  const writes: Write[] = [
    { method: 'PUT', path: `/api/notifications/${saved.data._id}`, body: notice },
    {
      method: 'POST',
      path: '/api/notifications',
      body: JSON.stringify({
        title: 'Benchmark notice',
        message: 'Added by bun run bench.',
        priority: 'low',
        isActive: false,
      }),
    },
  ];
  return {
    writes,
    /** Microseconds a write takes, on average over `count` of them one after another. */
    async microsPerWrite(write: Write, count: number) {
      const started = performance.now();
      for (let i = 0; i < count; i++) await send(app, write.method, write.path, write.body, accessToken);
      return ((performance.now() - started) * 1000) / count;
    },
    recordsActivity: async () => (await listEntries(ctx.db, {}, 1)).length > 0,
    async remove() {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type RecordedWrite = { label: string; recordedMicros: number; unrecordedMicros: number; ratio: number };

/** Rounds kept of each write; one more before them warms up. */
export const RECORDED_WRITE_ROUNDS = 15;

// A round is as many writes as gather before the recorder files them, so each of its rounds pays for one filing.
async function measure(rounds = RECORDED_WRITE_ROUNDS, writesPerRound = RECENT_LIMIT): Promise<RecordedWrite[]> {
  const recorded = await appOf(true);
  const unrecorded = await appOf(false);
  const results: RecordedWrite[] = [];
  try {
    for (const [k, label] of WRITE_LABELS.entries()) {
      const runs = { recorded: [] as number[], unrecorded: [] as number[] };
      // The first round of each warms up (JIT, the statements' first preparation) and is not kept;
      // the two go first by turns.
      for (let round = 0; round <= rounds; round++) {
        const turns = round % 2 ? (['unrecorded', 'recorded'] as const) : (['recorded', 'unrecorded'] as const);
        for (const app of turns) {
          const { writes, microsPerWrite } = app === 'recorded' ? recorded : unrecorded;
          runs[app].push(await microsPerWrite(writes[k], writesPerRound));
        }
      }
      const kept = { recorded: runs.recorded.slice(1), unrecorded: runs.unrecorded.slice(1) };
      results.push({
        label,
        recordedMicros: median(kept.recorded),
        unrecordedMicros: median(kept.unrecorded),
        ratio: median(kept.recorded.map((micros, round) => micros / kept.unrecorded[round])),
      });
    }
    if (!(await recorded.recordsActivity()) || (await unrecorded.recordsActivity()))
      throw new Error('Only the first app should have written activity entries.');
    return results;
  } finally {
    await recorded.remove();
    await unrecorded.remove();
  }
}

/** The measure, taken in a new process: `bun scripts/bench/recorded-writes.ts` prints it as JSON. */
export async function recordedWriteCosts(): Promise<RecordedWrite[]> {
  const child = Bun.spawn([process.execPath, import.meta.path], { stdout: 'pipe', stderr: 'inherit' });
  const [printed, code] = await Promise.all([new Response(child.stdout).text(), child.exited]);
  if (code !== 0) throw new Error(`Measuring recorded writes failed (exit ${code}).`);
  return JSON.parse(printed) as RecordedWrite[];
}

if (import.meta.main) {
  console.log(JSON.stringify(await measure()));
  process.exit(0);
}
