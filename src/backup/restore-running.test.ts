// Another site's backup restored into a PostgreSQL database while its
// servers run (operating.md: they may keep running): the database keeps the
// signing secret the running servers hold, so a server started after the
// restore signs alike, and the restored accounts' two-step keys open with it.
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_PASSWORD, postgresForTests, startTestApp, type TestApp } from '../testing';
import { openDatabase } from '../db/database';
import { base32Decode, totp } from '../auth/totp';
import { createBackup } from './create-backup';
import { restoreIntoDatabase } from './restore-backup';

setDefaultTimeout(60_000);

const postgres = postgresForTests();
const scratch = mkdtempSync(join(tmpdir(), 'hostel-restore-running-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let clock = Date.UTC(2031, 0, 1);
const login = { perUsername: 50, perAddress: 50, windowMs: 60_000, now: () => clock };
const codeOf = (key: string) => totp(base32Decode(key)!, clock / 1000);

/** Turns two-step on for the app's admin; its key. */
async function turnOnTwoStep(site: TestApp) {
  const begun = await site.call('POST', '/api/admin/two-step/setup', {
    token: site.token,
    body: { currentPassword: TEST_PASSWORD },
  });
  const key = begun.json.data.secret as string;
  expect(
    (await site.call('POST', '/api/admin/two-step/confirm', { token: site.token, body: { code: codeOf(key) } })).status,
  ).toBe(200);
  clock += 30_000;
  return key;
}

test(
  "another site's backup restored under a running server: its two-step " +
    'sign-in works there, and a server started after signs alike',
  async () => {
    const other = await startTestApp({ databaseUrl: await postgres.createDatabase(), login });
    const key = await turnOnTwoStep(other);
    const archive = join(scratch, 'other-site.tar');
    await createBackup({ db: other.ctx.db, dataDir: other.dataDir }, archive);
    await other.stop();

    const url = await postgres.createDatabase();
    const running = await startTestApp({ databaseUrl: url, login });
    const restoring = await openDatabase({ engine: 'postgres', url });
    try {
      await restoreIntoDatabase(archive, restoring);
    } finally {
      await restoring.close();
    }

    const { json } = await running.signIn({ username: 'admin', password: TEST_PASSWORD });
    expect(json.twoStep).toBe('code');
    const signedIn = await running.call('POST', '/api/admin/login/two-step', {
      body: { challenge: json.challenge, code: codeOf(key) },
    });
    expect(signedIn.status).toBe(200);

    const startedAfter = await startTestApp({ databaseUrl: url, login });
    try {
      expect(startedAfter.ctx.secret).toBe(running.ctx.secret);
      expect((await startedAfter.call('GET', '/api/admin/accounts', { token: signedIn.json.accessToken })).status).toBe(
        200,
      );
    } finally {
      await startedAfter.stop();
      await running.stop();
    }
  },
);
