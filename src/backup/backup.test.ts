import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import { PNG_DATA_URL, TEST_PASSWORD, startTestApp, type TestApp } from '../testing';
import { signInTo } from '../testing/fixtures';
import { createApp } from '../app';
import { migrations } from '../db/migrations';
import { SqliteDb } from '../db/sqlite';
import { LOCK_FILE } from '../storage/data-lock';
import { referencedBlobKeys } from '../storage/referenced-blobs';
import { backupFileName, backupsFolder, ensureBackupsFolder, listBackupFiles } from './backup-folder';
import { pruneScheduledBackups, saveBackupTo } from './backup-store';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { isScheduledBackupDue, runScheduledBackupIfDue } from './backup-schedule';
import { readTar, writeTar } from './tar';

// bun test's default of 5 s is too short on a busy machine (bunfig's [test] timeout is not read).
setDefaultTimeout(60_000);

const scratch = mkdtempSync(join(tmpdir(), 'hostel-backup-test-'));
let t: TestApp;
const eventIds: string[] = [];
let fileId = '';
const FILE_BYTES = new TextEncoder().encode('%PDF-1.4\n% rules\n%%EOF\n');
/** A backup of the site as the tests begin: two events with pictures and a file. */
const GOOD_ARCHIVE = join(scratch, 'for-over.tar');

beforeAll(async () => {
  t = await startTestApp();
  for (const title of ['Hostel Day', 'Sports Meet']) {
    const created = await t.admin('POST', '/api/events', {
      title,
      description: 'Fun',
      date: '2030-03-01',
      category: 'cultural',
      image: PNG_DATA_URL,
    });
    eventIds.push(created.json.data._id);
  }
  const file = await t.admin('POST', '/api/files', {
    file_name: 'Rules',
    for_student: true,
    file: `data:application/pdf;name=rules.pdf;base64,${Buffer.from(FILE_BYTES).toString('base64')}`,
  });
  fileId = file.json.data._id;
  await createBackup({ db: t.ctx.db, dataDir: t.dataDir }, GOOD_ARCHIVE);
});
afterAll(() => {
  t.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** A kept backup's archive as a file, on either engine. */
async function archiveOf(app: TestApp, name: string) {
  const path = join(scratch, name);
  expect(await saveBackupTo(app.ctx.backups.store, name, path)).toBe(true);
  return path;
}

async function archiveNames(path: string) {
  const names: string[] = [];
  await readTar(path, (entry) => (names.push(entry.name), null));
  return names;
}

/** A request to a restored site's app, as an admin when `token` is given. */
const callOn =
  (app: { handle(request: Request): Promise<Response> }) =>
  async (method: string, path: string, token?: string, body?: unknown) =>
    app.handle(
      new Request(`http://localhost${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

const adminTokenOf = async (call: ReturnType<typeof callOn>) =>
  (
    (await (
      await call('POST', '/api/admin/login', undefined, { username: 'admin', password: TEST_PASSWORD })
    ).json()) as { accessToken: string }
  ).accessToken;

describe('backup', () => {
  test('one archive with the manifest, a sound database (the signing secret in it) and every stored file', async () => {
    const backup = await t.ctx.backups.run('manual');
    const names = await archiveNames(await archiveOf(t, backup.name));
    const keys = [...(await referencedBlobKeys(t.ctx.db))];
    // The two events' pictures and the file, and any picture a test added since.
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(names.sort()).toEqual(['hostel.db', 'manifest.json', ...keys.map((key) => `blobs/${key}`)].sort());
    expect(readdirSync(backupsFolder(t.dataDir)).filter((name) => name.startsWith('.'))).toEqual([]);
    expect((await t.ctx.backups.store.list()).map((b) => b.name)).toContain(backup.name);
  });

  test('a backup taken while writes go on holds every write acknowledged before it started', async () => {
    let writing = true;
    const acknowledged: string[] = [];
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const created = await t.admin('POST', '/api/notifications', {
          title: `Notice ${i}`,
          message: 'Hello',
          priority: 'low',
        });
        acknowledged.push(created.json.data._id);
        // Replacing an image deletes the old blob: the backup must still hold the one its snapshot names.
        await t.admin('PUT', `/api/events/${eventIds[i % 2]}`, {
          title: `Event ${i}`,
          description: 'Fun',
          date: '2030-03-01',
          category: 'cultural',
          image: PNG_DATA_URL,
        });
      }
    })();
    while (acknowledged.length < 10) await Bun.sleep(10);
    const before = [...acknowledged];
    const out = join(scratch, 'during-writes.tar.gz');
    const result = await createBackup({ db: t.ctx.db, dataDir: t.dataDir }, out);
    await Bun.sleep(50);
    writing = false;
    await writer;
    expect(before.length).toBeGreaterThan(5);
    expect(result.missingBlobs).toEqual([]);

    const unpacked = join(scratch, 'during-writes');
    mkdirSync(unpacked);
    await readTar(out, (entry) => {
      const target = join(unpacked, entry.name.replaceAll('/', '__'));
      const pieces: Uint8Array[] = [];
      return {
        write: (chunk) => void pieces.push(Uint8Array.from(chunk)),
        end: () => writeFileSync(target, Buffer.concat(pieces)),
      };
    });
    const db = new Database(join(unpacked, 'hostel.db'), { readonly: true });
    expect(db.query('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    const saved = new Set((db.query('SELECT id FROM notifications').all() as { id: string }[]).map((row) => row.id));
    for (const id of before) expect(saved.has(id)).toBe(true);
    for (const key of await referencedBlobKeys(new SqliteDb(db, 'snapshot')))
      expect(existsSync(join(unpacked, `blobs__${key.replace('/', '__')}`))).toBe(true);
    db.close();
  });
});

describe('restore', () => {
  test('into a new folder: every row and file comes back, and the app serves them', async () => {
    const backup = await t.ctx.backups.run('manual');
    const target = join(scratch, 'restored-new');
    const result = await restoreBackup(await archiveOf(t, backup.name), target);
    expect(result.previousDataDir).toBeNull();
    expect(result.missingBlobs).toEqual([]);
    expect(result.manifest.schemaVersion).toBe(migrations.length);

    const restored = await createApp({ dataDir: target, log: () => {} });
    try {
      const response = await restored.app.handle(new Request('http://localhost/api/events'));
      const events = (await response.json()) as { _id: string; image: string }[];
      expect(events.map((event) => event._id).sort()).toEqual([...eventIds].sort());
      const image = await restored.app.handle(new Request(`http://localhost${events[0].image}`));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const file = await restored.app.handle(new Request(`http://localhost/api/files/download/${fileId}`));
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(FILE_BYTES);
      // The signing key came back too, so the admin's password and tokens still work.
      expect(restored.ctx.secret).toBe(t.ctx.secret);
      const login = await signInTo(restored.app, 'admin', TEST_PASSWORD);
      expect(login.status).toBe(200);
    } finally {
      await restored.close();
    }
  });

  test(
    "a deleted person's picture goes " + 'with the backup, so the restored ' + 'site can still bring the person back',
    async () => {
      const person = (
        await t.admin('POST', '/api/people', {
          name: 'Ms. In The Trash',
          designation: 'Staff',
          role: 'warden',
          image: PNG_DATA_URL,
        })
      ).json.data;
      expect((await t.admin('DELETE', `/api/people/${person._id}`)).status).toBe(200);
      const backup = await t.ctx.backups.run('manual');
      const target = join(scratch, 'restored-trash');
      expect((await restoreBackup(await archiveOf(t, backup.name), target)).missingBlobs).toEqual([]);

      const restored = await createApp({ dataDir: target, log: () => {} });
      try {
        const call = callOn(restored.app);
        const accessToken = await adminTokenOf(call);
        const { items } = (await (await call('GET', '/api/admin/trash', accessToken)).json()) as {
          items: { _id: string; recordId: string }[];
        };
        const item = items.find((trashed) => trashed.recordId === person._id)!;
        expect((await call('POST', `/api/admin/trash/${item._id}/restore`, accessToken)).status).toBe(200);
        const picture = await call('GET', person.image);
        expect(picture.status).toBe(200);
        expect(picture.headers.get('content-type')).toBe('image/png');
      } finally {
        await restored.close();
      }
    },
  );

  test(
    "a page's revisions keep their Hindi through a backup: " +
      'putting one back on the restored site puts its Hindi back',
    async () => {
      const rules = (await t.call('GET', '/api/pages/rules-regulations')).json.content;
      const save = (intro: string, hindi: string) =>
        t.admin('PUT', '/api/pages/rules-regulations', {
          content: { ...rules, intro },
          translations: { hi: { intro: hindi } },
        });
      expect((await save('Backed-up rules.', 'सहेजे गए नियम।')).status).toBe(200);
      expect((await save('Later rules.', 'बाद के नियम।')).status).toBe(200);
      const backup = await t.ctx.backups.run('manual');
      const target = join(scratch, 'restored-revisions');
      await restoreBackup(await archiveOf(t, backup.name), target);

      const restored = await createApp({ dataDir: target, log: () => {} });
      try {
        const call = callOn(restored.app);
        const accessToken = await adminTokenOf(call);
        const revisions = (await (await call('GET', '/api/pages/rules-regulations/revisions', accessToken)).json()) as {
          _id: string;
          content: { intro: string };
        }[];
        const earlier = revisions.find((revision) => revision.content.intro === 'Backed-up rules.')!;
        expect(
          (await call('POST', `/api/pages/rules-regulations/revisions/${earlier._id}/restore`, accessToken)).status,
        ).toBe(200);
        const inHindi = (await (await call('GET', '/api/pages/rules-regulations?lang=hi')).json()) as {
          content: { intro: string };
          englishFields: string[];
        };
        expect(inHindi.content.intro).toBe('सहेजे गए नियम।');
        expect(inHindi.englishFields).not.toContain('intro');
      } finally {
        await restored.close();
      }
    },
  );

  test('over an existing folder: the old one is kept aside and the backups stay with the live folder', async () => {
    const target = join(scratch, 'restored-over');
    const first = await createApp({ dataDir: target, log: () => {} });
    const older = await first.ctx.backups.run('manual');
    first.close();
    const result = await restoreBackup(GOOD_ARCHIVE, target);
    expect(result.previousDataDir).toStartWith(`${target}.before-restore-`);
    expect(existsSync(join(result.previousDataDir!, 'hostel.db'))).toBe(true);
    expect(existsSync(join(result.previousDataDir!, LOCK_FILE))).toBe(false);
    expect(listBackupFiles(target).map((b) => b.name)).toEqual([older.name]);
    const db = new Database(join(target, 'hostel.db'), { readonly: true });
    expect((db.query('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n).toBe(2);
    db.close();
  });

  test(
    'a private data folder stays private: the archive, the ' +
      'restored folder and every file in it only its user reads',
    async () => {
      const modeOf = (path: string) => statSync(path).mode & 0o777;
      const archive = join(scratch, 'private.tar');
      await createBackup({ db: t.ctx.db, dataDir: t.dataDir }, archive);
      expect(modeOf(archive)).toBe(0o600);

      const target = join(scratch, 'private');
      mkdirSync(target, { mode: 0o700 });
      writeFileSync(join(target, 'hostel.db'), 'replaced', { mode: 0o600 });
      const fresh = join(scratch, 'private-new');
      for (const dataDir of [target, fresh]) {
        await restoreBackup(archive, dataDir);
        expect(modeOf(dataDir)).toBe(0o700);
        const files = readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
          statSync(join(dataDir, name)).isFile(),
        );
        expect(files).toContain('hostel.db');
        expect(files.filter((name) => name.startsWith('blobs/')).length).toBeGreaterThan(0);
        for (const name of files) expect(modeOf(join(dataDir, name))).toBe(0o600);
      }
    },
  );

  test('refused while a running server holds the folder', async () => {
    const target = join(scratch, 'held');
    mkdirSync(target);
    writeFileSync(join(target, LOCK_FILE), `${process.ppid}\n`);
    await expect(restoreBackup(GOOD_ARCHIVE, target)).rejects.toThrow(
      `in use by another running server (pid ${process.ppid})`,
    );
    // A lock left by a process that is gone does not count.
    writeFileSync(join(target, LOCK_FILE), '999999999\n');
    await restoreBackup(GOOD_ARCHIVE, target);
  });

  async function expectRefused(archive: string, message: string) {
    const target = join(scratch, `untouched-${Bun.hash(archive)}`);
    mkdirSync(target);
    writeFileSync(join(target, 'hostel.db'), 'still here');
    await expect(restoreBackup(archive, target)).rejects.toThrow(message);
    expect(readdirSync(target)).toEqual(['hostel.db']);
    expect(readdirSync(scratch).filter((name) => name.includes('.restoring-'))).toEqual([]);
  }

  test('refuses archives that are not backups, and never writes outside the folder', async () => {
    const database = join(scratch, 'db-only.db');
    const pieces: Uint8Array[] = [];
    await readTar(GOOD_ARCHIVE, (entry) =>
      entry.name === 'hostel.db'
        ? {
            write: (chunk) => void pieces.push(Uint8Array.from(chunk)),
            end: () => writeFileSync(database, Buffer.concat(pieces)),
          }
        : null,
    );
    const manifest = new TextEncoder().encode(
      JSON.stringify({ app: 'hostel', format: 1, version: '1', schemaVersion: 2, createdAt: '', blobs: 0 }),
    );

    const evil = join(scratch, 'evil.tar');
    await writeTar(
      evil,
      [
        { name: 'manifest.json', bytes: manifest },
        { name: 'hostel.db', path: database },
        { name: '../escaped.txt', bytes: new Uint8Array(1) },
      ],
      { gzip: false },
    );
    await expectRefused(evil, 'is not a backup of this website: it holds ../escaped.txt');
    expect(existsSync(join(scratch, 'escaped.txt'))).toBe(false);

    const noDatabase = join(scratch, 'no-db.tar');
    await writeTar(noDatabase, [{ name: 'manifest.json', bytes: manifest }], { gzip: false });
    await expectRefused(noDatabase, 'it has no database');

    await expectRefused(join(scratch, 'missing.tar'), 'There is no backup at');
    const text = join(scratch, 'text.tar');
    writeFileSync(text, 'hello '.repeat(1000));
    await expectRefused(text, 'not a tar archive');
  });

  test('never moves aside a folder that is not a data folder', async () => {
    const home = join(scratch, 'someones-home');
    mkdirSync(home);
    writeFileSync(join(home, 'thesis.txt'), 'years of work');
    await expect(restoreBackup(GOOD_ARCHIVE, home)).rejects.toThrow('is not a data folder (it has no hostel.db)');
    expect(readdirSync(home)).toEqual(['thesis.txt']);
  });

  test('refuses a damaged database before touching anything', async () => {
    const database = join(scratch, 'damaged.db');
    const source = new Database(database, { create: true });
    source.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT); CREATE INDEX filler_text ON filler(text);');
    source.transaction(() => {
      for (let i = 0; i < 2000; i++)
        source.query('INSERT INTO filler (text) VALUES (?)').run(`row ${i} ${'x'.repeat(50)}`);
    })();
    source.close();
    const bytes = readFileSync(database);
    bytes.fill(0x55, 4096 * 3, 4096 * 3 + 2000);
    writeFileSync(database, bytes);
    const archive = join(scratch, 'damaged.tar');
    const manifest = new TextEncoder().encode(JSON.stringify({ app: 'hostel' }));
    await writeTar(
      archive,
      [
        { name: 'manifest.json', bytes: manifest },
        { name: 'hostel.db', path: database },
      ],
      { gzip: false },
    );
    await expectRefused(archive, 'is damaged (PRAGMA integrity_check');
  });

  test('refuses a backup from a newer version', async () => {
    const database = join(scratch, 'newer.db');
    const source = new Database(database, { create: true });
    source.exec(`PRAGMA user_version = ${migrations.length + 1}`);
    source.close();
    const archive = join(scratch, 'newer.tar');
    await writeTar(
      archive,
      [
        { name: 'manifest.json', bytes: new TextEncoder().encode('{"app":"hostel"}') },
        { name: 'hostel.db', path: database },
      ],
      { gzip: false },
    );
    await expectRefused(archive, 'was made by a newer version of this program');
  });
});

describe('the backups folder', () => {
  test('scheduled backups are made when due and pruned to the newest few; others are kept', async () => {
    const dataDir = join(scratch, 'schedule');
    const app = await createApp({ dataDir, log: () => {} });
    try {
      const folder = ensureBackupsFolder(dataDir);
      const day = 24 * 60 * 60 * 1000;
      const start = Date.now();
      for (let i = 0; i < 4; i++)
        writeFileSync(join(folder, backupFileName('scheduled', new Date(start - i * day))), 'x');
      writeFileSync(join(folder, backupFileName('manual', new Date(start - 10 * day))), 'x');
      writeFileSync(join(folder, 'notes.txt'), 'not a backup');

      expect(await isScheduledBackupDue(app.ctx.db, app.ctx.backups.store, day, start + day / 2)).toBe(false);
      const lines: string[] = [];
      const log = (line: string) => lines.push(line);
      expect(
        await runScheduledBackupIfDue(app.ctx.backups, { everyHours: 24, keep: 3 }, log, log, start + day / 2),
      ).toBeNull();
      const made = await runScheduledBackupIfDue(
        app.ctx.backups,
        { everyHours: 24, keep: 3 },
        log,
        log,
        start + 2 * day,
      );
      expect(made!.kind).toBe('scheduled');

      const left = listBackupFiles(dataDir);
      expect(left.filter((b) => b.kind === 'scheduled').length).toBe(3);
      expect(left.filter((b) => b.kind === 'manual').length).toBe(1);
      expect(left[0].name).toBe(made!.name);
      expect(lines.filter((line) => line.startsWith('Removed old scheduled backup')).length).toBe(2);
      expect((await pruneScheduledBackups(app.ctx.backups.store, 1)).length).toBe(2);
      expect(readdirSync(folder)).toContain('notes.txt');
    } finally {
      app.close();
    }
  });

  test(
    'a backup stamped later than now (a clock that was ' + 'ahead) does not stop the schedule, and is reported',
    async () => {
      const dataDir = join(scratch, 'schedule-ahead');
      const app = await createApp({ dataDir, log: () => {} });
      try {
        const day = 24 * 60 * 60 * 1000;
        const ahead = backupFileName('scheduled', new Date(Date.now() + 300 * day));
        writeFileSync(join(ensureBackupsFolder(dataDir), ahead), 'x');
        const lines: string[] = [];
        const warnings: string[] = [];
        const made = await runScheduledBackupIfDue(
          app.ctx.backups,
          { everyHours: 24, keep: 0 },
          (line) => lines.push(line),
          (line) => warnings.push(line),
        );
        expect(made!.kind).toBe('scheduled');
        expect(warnings).toEqual([
          expect.stringContaining('Scheduled backups of a time later than now were not counted'),
        ]);
        // The one just made counts: the next check a minute later finds none due.
        expect(await isScheduledBackupDue(app.ctx.db, app.ctx.backups.store, day, Date.now() + 60_000)).toBe(false);
      } finally {
        app.close();
      }
    },
  );

  test('a failing scheduled backup is reported as a warning', async () => {
    const dataDir = join(scratch, 'schedule-failing');
    const app = await createApp({ dataDir, log: () => {} });
    try {
      // A file where the backups folder goes: nothing can be made in it.
      writeFileSync(backupsFolder(dataDir), 'in the way');
      const lines: string[] = [];
      const warnings: string[] = [];
      expect(
        await runScheduledBackupIfDue(
          app.ctx.backups,
          { everyHours: 24, keep: 0 },
          (line) => lines.push(line),
          (line) => warnings.push(line),
        ),
      ).toBeNull();
      expect(warnings).toEqual([expect.stringMatching(/^Scheduled backup failed: /)]);
      expect(lines).toEqual([]);
    } finally {
      app.close();
    }
  });
});
