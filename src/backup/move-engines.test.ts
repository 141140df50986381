// How a site moves when it outgrows one machine, and back: a backup of an
// SQLite site restores into PostgreSQL (`hostel restore FILE --database
// postgres://…`), a backup of that restores into a data folder again, and
// each time every list, picture, file, the admin's password and the signing
// key come through unchanged.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG_DATA_URL, TEST_PASSWORD, postgresForTests, startTestApp, type TestApp } from '../testing';
import { backupsFolder } from './backup-folder';
import { saveBackupTo } from './backup-store';
import { restoreBackup } from './restore-backup';
import type { StoredFile } from '../modules/files/model';
import type { Notification } from '../modules/notifications/model';

setDefaultTimeout(120_000);

const postgres = postgresForTests();
const scratch = mkdtempSync(join(tmpdir(), 'hostel-move-'));
const PDF = new TextEncoder().encode('%PDF-1.4\n% rules\n%%EOF\n');
let sqliteSite: TestApp;

beforeAll(async () => {
  sqliteSite = await startTestApp({ databaseUrl: `sqlite://${join(mkdtempSync(join(scratch, 'db-')), 'hostel.db')}` });
  const warden = (
    await sqliteSite.admin('POST', '/api/people', {
      name: 'Dr. Asha Rao',
      designation: 'Warden',
      role: 'warden',
      image: PNG_DATA_URL,
    })
  ).json.data;
  await sqliteSite.admin('POST', '/api/hostels', {
    name: 'Kaveri',
    warden: warden._id,
    supervisor: warden._id,
    rooms: 120,
    mess: 'A',
    contact: '1',
    image: PNG_DATA_URL,
  });
  await sqliteSite.admin('POST', '/api/events', {
    title: 'Hostel Day',
    description: 'Annual',
    date: '2030-03-01',
    image: PNG_DATA_URL,
  });
  await sqliteSite.admin('POST', '/api/notifications', { title: 'Water', message: 'No water on Sunday' });
  const file = await sqliteSite.admin('POST', '/api/files', {
    file_name: 'Rules',
    file: `data:application/pdf;name=rules.pdf;base64,${Buffer.from(PDF).toString('base64')}`,
  });
  await sqliteSite.admin('PUT', '/api/files/subcommittees', { fileId: file.json.data._id });
});
afterAll(async () => {
  await sqliteSite?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Everything a visitor and the admin can read, with every picture's and file's bytes. */
async function contentOf(site: TestApp) {
  const lists: Record<string, unknown> = {};
  for (const path of [
    '/api/people',
    '/api/hostels',
    '/api/mess',
    '/api/events',
    '/api/notifications/admin',
    '/api/files',
    '/api/files/subcommittees',
  ]) {
    lists[path] = (await site.admin('GET', path)).json;
  }
  const bytes: Record<string, string> = {};
  const pictured = [lists['/api/people'], lists['/api/hostels'], lists['/api/events']] as { image: string }[][];
  const images = pictured.flat().map((record) => record.image);
  for (const image of images)
    bytes[image] = Bun.hash(await (await site.call('GET', image)).response.arrayBuffer()).toString(36);
  for (const file of lists['/api/files'] as StoredFile[]) {
    bytes[file._id] = Bun.hash(
      await (await site.call('GET', `/api/files/download/${file._id}`)).response.arrayBuffer(),
    ).toString(36);
  }
  return { lists, bytes };
}

function run(args: string[]) {
  const result = Bun.spawnSync([process.execPath, 'src/main.ts', ...args], {
    env: { ...Bun.env, HOSTEL_DATA: join(scratch, 'unused') },
  });
  return { code: result.exitCode, stdout: result.stdout.toString(), stderr: result.stderr.toString() };
}

test('SQLite → PostgreSQL (hostel restore --database) → SQLite: the same site every time', async () => {
  const expected = await contentOf(sqliteSite);
  const firstBackup = await sqliteSite.ctx.backups.run('manual');

  const databaseUrl = await postgres.createDatabase();
  const restored = run([
    'restore',
    join(backupsFolder(sqliteSite.dataDir), firstBackup.name),
    '--database',
    databaseUrl,
  ]);
  expect(restored.stderr).toBe('');
  expect(restored.code).toBe(0);
  expect(restored.stdout).toContain('Restored the backup of');
  expect(restored.stdout).toContain('into postgres://hostel:***@');

  const postgresSite = await startTestApp({ databaseUrl });
  const folder = join(scratch, 'back-to-sqlite');
  try {
    expect(postgresSite.ctx.db.engine).toBe('postgres');
    expect(await contentOf(postgresSite)).toEqual(expected);
    // Same signing key: a token the SQLite site signed is good here; the same password signs in.
    expect((await postgresSite.call('GET', '/api/notifications/admin', { token: sqliteSite.token })).status).toBe(200);
    expect((await postgresSite.login('admin', TEST_PASSWORD)).token).toBeTruthy();
    // Kept in the database, as every instance's backups are; taken out as a file to move the site.
    const backup = await postgresSite.ctx.backups.run('manual');
    const archive = join(scratch, backup.name);
    expect(await saveBackupTo(postgresSite.ctx.backups.store, backup.name, archive)).toBe(true);
    const back = await restoreBackup(archive, folder);
    expect(back.missingBlobs).toEqual([]);
  } finally {
    await postgresSite.stop();
  }

  const sqliteAgain = await startTestApp({ dataDir: folder, databaseUrl: `sqlite://${join(folder, 'hostel.db')}` });
  try {
    expect(await contentOf(sqliteAgain)).toEqual(expected);
    expect((await sqliteAgain.call('GET', '/api/notifications/admin', { token: sqliteSite.token })).status).toBe(200);
  } finally {
    await sqliteAgain.stop();
  }
});

test('restoring into PostgreSQL replaces what was there, in one step', async () => {
  const backup = await sqliteSite.ctx.backups.run('manual');
  const databaseUrl = await postgres.createDatabase();
  const other = await startTestApp({ databaseUrl });
  try {
    await other.admin('POST', '/api/notifications', { title: 'Only on the old site', message: 'M' });
    const before = (await other.call('GET', '/api/notifications')).response.headers.get('etag');
    expect(run(['restore', join(backupsFolder(sqliteSite.dataDir), backup.name), '--database', databaseUrl]).code).toBe(
      0,
    );
    // The running instance follows at once: its cached list is gone with the restore's write.
    const titles = async () =>
      (await other.call('GET', '/api/notifications')).json.map((notice: Notification) => notice.title);
    const deadline = Date.now() + 5000;
    while ((await titles()).includes('Only on the old site') && Date.now() < deadline) await Bun.sleep(10);
    expect(await titles()).toEqual(['Water']);
    expect((await other.call('GET', '/api/notifications')).response.headers.get('etag')).not.toBe(before);
  } finally {
    await other.stop();
  }
});

test('the command line on PostgreSQL: backup while instances serve, and reset-password', async () => {
  const databaseUrl = await postgres.createDatabase();
  const site = await startTestApp({ databaseUrl });
  try {
    await site.admin('POST', '/api/notifications', { title: 'Backed up', message: 'M' });
    const out = join(scratch, 'from-postgres.tar');
    const backup = run(['backup', '--database', databaseUrl, '--data', join(scratch, 'cli-staging'), '--out', out]);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`Backup written to ${out}`);
    const folder = join(scratch, 'from-postgres');
    await restoreBackup(out, folder);
    const restored = await startTestApp({ dataDir: folder, databaseUrl: `sqlite://${join(folder, 'hostel.db')}` });
    try {
      expect(
        (await restored.admin('GET', '/api/notifications/admin')).json.map((notice: Notification) => notice.title),
      ).toEqual(['Backed up']);
    } finally {
      await restored.stop();
    }

    const reset = Bun.spawnSync(
      [process.execPath, 'src/main.ts', 'reset-password', 'admin', '--database', databaseUrl],
      {
        env: { ...Bun.env, HOSTEL_NEW_PASSWORD: 'Reset@Pass9' },
      },
    );
    expect(reset.exitCode).toBe(0);
    // The running instance signs the admin out at once and takes the new password.
    expect((await site.admin('GET', '/api/notifications/admin')).status).toBe(403);
    expect((await site.signIn({ username: 'admin', password: 'Reset@Pass9' })).status).toBe(200);
  } finally {
    await site.stop();
  }
});
