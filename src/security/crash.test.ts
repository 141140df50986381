// The fast version of scripts/crash-test.ts for CI: the real server under a
// few hundred concurrent writes and uploads, one SIGKILL in the middle, a
// restart on the same data folder, and then every acknowledged write is
// there and intact, the database is intact, and no orphaned upload and no
// half-written, temporary or stray file is left: once on SQLite (the start
// sweeps the leftovers), once on PostgreSQL (uploads are rows of `blobs`; the
// data folder holds caches only), on a throwaway cluster or a new database on
// the one HOSTEL_TEST_POSTGRES names.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { runCrashTest, type CrashTestReport } from '../../scripts/crash-test';
import { startPostgres, type Postgres } from '../../scripts/postgres';
import { newPostgresDatabase } from '../testing';

setDefaultTimeout(60_000);

const SMALL = { rounds: 1, workers: 16, killAfter: 300 };

function expectNothingLost(report: CrashTestReport) {
  expect(report.acknowledged).toBeGreaterThanOrEqual(SMALL.killAfter);
  expect(report.lost).toEqual([]);
  expect(report.corrupt).toEqual([]);
  expect(report.integrity).toBe('ok');
  // Also the planted leftovers of an interrupted write: one that survived the restart is listed here.
  expect(report.orphans).toEqual([]);
  expect(report.tempFiles).toEqual([]);
  expect(report.strayFiles).toEqual([]);
}

async function run(options: Partial<Parameters<typeof runCrashTest>[0]>) {
  const lines: string[] = [];
  const report = await runCrashTest({ ...SMALL, ...options, log: (line) => lines.push(line) });
  console.log(lines.join('\n'));
  return report;
}

let cluster: Postgres | undefined;
let databaseUrl: string;

beforeAll(async () => {
  const shared = process.env.HOSTEL_TEST_POSTGRES;
  if (shared) databaseUrl = await newPostgresDatabase(shared);
  else {
    cluster = await startPostgres({ quiet: true });
    databaseUrl = await cluster.createDatabase('crash_test');
  }
});

afterAll(async () => {
  await cluster?.stop();
});

test('SIGKILL under concurrent writes loses no acknowledged write and leaves no stray file', async () => {
  const report = await run({ engine: 'sqlite' });
  expectNothingLost(report);
  // The planted leftovers of an interrupted upload were swept when the server started again.
  expect(report.sweptOnStart).toBeGreaterThanOrEqual(2);
});

test(
  'on PostgreSQL: SIGKILL under concurrent writes loses no acknowledged write, ' +
    'leaves no orphaned blob row and nothing but caches in the data folder',
  async () => {
    const report = await run({ engine: 'postgres', databaseUrl });
    expect(report.engine).toBe('postgres');
    expectNothingLost(report);
  },
);
