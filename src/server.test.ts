// What `serve` sets up around the app: the data folder it makes, and where its
// timed jobs report a failure.
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupsFolder } from './backup/backup-folder';
import { startServer } from './server';
import { TEST_PASSWORD, shownWithin, testDatabaseUrl } from './testing';

setDefaultTimeout(60_000);

const scratch = mkdtempSync(join(tmpdir(), 'hostel-server-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `serve` on a new data folder under the scratch folder, its log lines and warnings kept. */
async function serveInto(dataDir: string, options: { backupEveryHours?: number; sessionSweepEveryMs?: number } = {}) {
  process.env.HOSTEL_ADMIN_PASSWORD = TEST_PASSWORD;
  const lines: string[] = [];
  const warnings: string[] = [];
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: await testDatabaseUrl(),
    demo: false,
    backupSchedule: { everyHours: options.backupEveryHours ?? 0, keep: 0 },
    sessionSweepEveryMs: options.sessionSweepEveryMs,
    log: (line) => lines.push(line),
    warn: (line) => warnings.push(line),
  });
  return { server, lines, warnings };
}

test("a new data folder only the site's user reads", async () => {
  const dataDir = join(scratch, 'new', 'data');
  const { server } = await serveInto(dataDir);
  try {
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  } finally {
    await server.stop();
  }
});

test('a failing scheduled backup or daily chore is a warning (standard error), not a log line', async () => {
  const dataDir = join(scratch, 'failing');
  const { server, lines, warnings } = await serveInto(dataDir, { backupEveryHours: 0.0002, sessionSweepEveryMs: 200 });
  try {
    // A file where the backups folder goes, and no sessions table: both jobs fail.
    rmSync(backupsFolder(dataDir), { recursive: true, force: true });
    writeFileSync(backupsFolder(dataDir), 'in the way');
    await server.ctx.db.run('ALTER TABLE refresh_sessions RENAME TO sessions_gone');
    const reported = (start: string) => warnings.some((line) => line.startsWith(start));
    await shownWithin(
      20_000,
      async () => reported('Scheduled backup failed: ') && reported('Removing expired sessions failed: '),
    );
    expect(lines.filter((line) => line.includes('failed'))).toEqual([]);
  } finally {
    await server.stop();
  }
});
