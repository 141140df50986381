// A full or read-only disk under the data folder, where SQLite keeps the
// database and the uploads: the admin gets a clear response (507 no room, 503
// read-only), and nothing is lost or half-written: the record keeps its
// previous file, no temp file stays behind, and the database is intact. On a
// small tmpfs for real (we run as root in CI; where mounting is not allowed
// those tests say so and are skipped). storage-faults.test.ts covers both
// engines through a seam.
import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG_DATA_URL, startTestApp, type TestApp } from '../testing';
import { idsOf } from '../testing/fixtures';
import { snapshotDatabase, snapshotFiles } from './snapshot';
import { NO_ROOM, READ_ONLY, download, osError, pdf } from './faults';

describe('a write into the data folder fails half-way', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp()));
  afterAll(() => t?.stop());

  test('a write that fails half-way leaves no temp file behind', async () => {
    const { writeSync } = await import('node:fs');
    const fs = await import('node:fs');
    let calls = 0;
    const write = spyOn(fs, 'writeSync').mockImplementation(((...args: Parameters<typeof writeSync>) => {
      if (++calls === 1) return (writeSync as any)(args[0], args[1], 0, 4);
      throw osError('ENOSPC', 'no space left on device, write');
    }) as typeof writeSync);
    const quiet = spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await t.admin('POST', '/api/files', { file_name: 'Half', file: pdf(1000) });
      expect(response.status).toBe(507);
      expect(calls).toBe(2);
    } finally {
      write.mockRestore();
      quiet.mockRestore();
    }
    expect(readdirSync(join(t.dataDir, 'blobs', 'tmp'))).toEqual([]);
  });
});

// ------------------------------------------------------------- real disks

const canMount = (() => {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), 'hostel-mount-probe-'));
  try {
    const mounted = Bun.spawnSync(['mount', '-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]).exitCode === 0;
    if (mounted) Bun.spawnSync(['umount', probe]);
    return mounted;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();
if (!canMount)
  console.log(
    'disk-faults: tmpfs cannot be mounted here (needs root on Linux); ' +
      'the real-disk tests are skipped, the seam tests above still run.',
  );

function mountTmpfs(dir: string, size: string) {
  mkdirSync(dir, { recursive: true });
  const result = Bun.spawnSync(['mount', '-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  if (result.exitCode !== 0) throw new Error(`mount failed: ${result.stderr.toString()}`);
}

/** Closes the app, unmounts, and removes the folder (a mount point cannot be removed while mounted). */
function tearDown(t: TestApp | undefined, mountPoint: string, root: string) {
  try {
    t?.stop();
  } catch {}
  Bun.spawnSync(['umount', '-l', mountPoint]);
  rmSync(root, { recursive: true, force: true });
}
const remount = (dir: string, mode: 'ro' | 'rw') => {
  const result = Bun.spawnSync(['mount', '-o', `remount,${mode}`, dir]);
  if (result.exitCode !== 0) throw new Error(`remount failed: ${result.stderr.toString()}`);
};

describe.skipIf(!canMount)('on a real 1 MB disk for uploads', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hostel-full-'));
    mountTmpfs(join(root, 'data', 'blobs'), '1m');
    t = await startTestApp({ dataDir: join(root, 'data') });
  });
  afterAll(() => tearDown(t, join(root, 'data', 'blobs'), root));

  test('a full disk: 507, the earlier file intact, the half-written upload gone', async () => {
    const quiet = spyOn(console, 'error').mockImplementation(() => {});
    try {
      const first = await t.admin('POST', '/api/files', { file_name: 'Handbook', file: pdf(400_000, 'h') });
      expect(first.status).toBe(200);
      const id = first.json.data._id;
      const before = { db: await snapshotDatabase(t.ctx.db), files: snapshotFiles(t.dataDir) };

      const second = await t.admin('POST', '/api/files', { file_name: 'Too big', file: pdf(700_000) });
      expect(second).toMatchObject({ status: 507, json: { message: NO_ROOM } });
      const replace = await t.admin('PUT', `/api/files/${id}`, { file_name: 'Handbook v2', file: pdf(700_000) });
      expect(replace).toMatchObject({ status: 507, json: { message: NO_ROOM } });

      expect(await snapshotDatabase(t.ctx.db)).toEqual(before.db);
      expect(snapshotFiles(t.dataDir)).toEqual(before.files);
      expect(readdirSync(join(t.dataDir, 'blobs', 'tmp'))).toEqual([]);
      const { status, text } = await download(t, id);
      expect(status).toBe(200);
      expect(text).toBe(`%PDF-1.4\n${'h'.repeat(400_000)}\n%%EOF\n`);

      // Free the room (delete the handbook, and empty it from the trash,
      // which keeps its bytes): the upload that failed now works.
      expect((await t.admin('DELETE', `/api/files/${id}`)).status).toBe(200);
      expect((await t.purge(id)).status).toBe(200);
      expect((await t.admin('POST', '/api/files', { file_name: 'Too big', file: pdf(700_000) })).status).toBe(200);
    } finally {
      quiet.mockRestore();
    }
  });

  test('a read-only disk: 503, downloads still work, writes work again once it is writable', async () => {
    const quiet = spyOn(console, 'error').mockImplementation(() => {});
    const small = (await t.admin('POST', '/api/files', { file_name: 'Small', file: pdf(10, 's') })).json.data._id;
    const before = await snapshotDatabase(t.ctx.db);
    remount(join(t.dataDir, 'blobs'), 'ro');
    try {
      const response = await t.admin('POST', '/api/files', { file_name: 'New', file: pdf(10) });
      expect(response).toMatchObject({ status: 503, json: { message: READ_ONLY } });
      const image = await t.admin('POST', '/api/events', {
        title: 'E',
        description: 'D',
        date: '2031-01-01',
        image: PNG_DATA_URL,
      });
      expect(image).toMatchObject({ status: 503, json: { message: READ_ONLY } });
      expect(await snapshotDatabase(t.ctx.db)).toEqual(before);
      expect(await download(t, small)).toEqual({ status: 200, text: '%PDF-1.4\nssssssssss\n%%EOF\n' });
      // Saves that store no file go on working.
      expect((await t.admin('POST', '/api/notifications', { title: 'Still here', message: 'M' })).status).toBe(200);
    } finally {
      remount(join(t.dataDir, 'blobs'), 'rw');
      quiet.mockRestore();
    }
    expect((await t.admin('POST', '/api/files', { file_name: 'New', file: pdf(10) })).status).toBe(200);
  });
});

describe.skipIf(!canMount)('on a real disk too full for the database', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hostel-dbfull-'));
    mountTmpfs(join(root, 'data'), '2m');
    t = await startTestApp({ dataDir: join(root, 'data') });
  });
  afterAll(() => tearDown(t, join(root, 'data'), root));

  test('a save gets 507, reads go on, nothing is corrupted, and saving works once there is room', async () => {
    const quiet = spyOn(console, 'error').mockImplementation(() => {});
    const kept = (await t.admin('POST', '/api/notifications', { title: 'Before', message: 'M' })).json.data._id;
    const filler = join(t.dataDir, 'filler');
    try {
      // Fill every last block.
      try {
        writeFileSync(filler, Buffer.alloc(4 * 1024 * 1024));
      } catch {}
      let response = { status: 0, json: {} as any };
      for (let i = 0; i < 50 && response.status !== 507; i++) {
        response = await t.admin('POST', '/api/notifications', { title: `Full ${i}`, message: 'x'.repeat(4000) });
      }
      expect(response).toMatchObject({
        status: 507,
        json: { message: 'The server has no room left to save this change.' },
      });
      const list = await t.admin('GET', '/api/notifications/admin');
      expect(list.status).toBe(200);
      expect(idsOf(list.json)).toContain(kept);
    } finally {
      rmSync(filler, { force: true });
      quiet.mockRestore();
    }
    expect((await t.admin('POST', '/api/notifications', { title: 'After', message: 'M' })).status).toBe(200);
    expect(await t.ctx.db.get('PRAGMA integrity_check')).toEqual({ integrity_check: 'ok' });
  });
});
