// Several instances of the server on one PostgreSQL database, as processes
// of their own: what one instance does, every other sees (lists and their
// ETags, sign-in lockouts, refresh tokens, sign-outs, backups), the first
// admin, the demo content and the backup before an upgrade are made once
// however many start at once, and an instance killed mid-write loses no
// acknowledged write.
import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SQL, type Subprocess } from 'bun';
import { readPrinted, waitForListening, type Printed } from './server-process';
import { createApp } from './app';
import { REFRESH_GRACE_MS } from './auth/sessions';
import { runScheduledBackupIfDue } from './backup/backup-schedule';
import { readTar } from './backup/tar';
import { databaseLocation, openDatabase } from './db/database';
import { migrations } from './db/migrations';
import { demoHostels } from './demo/content';
import { postgresForTests, shownWithin } from './testing';

setDefaultTimeout(120_000);

const PASSWORD = 'Cluster@Pass1';
const postgres = postgresForTests();
const folders: string[] = [];
const running = new Set<Subprocess>();

type Instance = { name: string; url: string; process: Subprocess; printed: Required<Printed> };

/** Starts instances of `bun src/main.ts serve` on the database at once, and waits until each responds. */
async function startInstances(databaseUrl: string, names: string[], extra: string[] = []): Promise<Instance[]> {
  const instances = names.map((name) => {
    const dataDir = mkdtempSync(join(tmpdir(), `hostel-instance-${name}-`));
    folders.push(dataDir);
    const process = Bun.spawn(
      [
        Bun.argv[0],
        'src/main.ts',
        'serve',
        '--database',
        databaseUrl,
        '--data',
        dataDir,
        '--host',
        '127.0.0.1',
        '--port',
        '0',
        '--backup-every',
        '0',
        ...extra,
      ],
      { env: { ...Bun.env, HOSTEL_ADMIN_PASSWORD: PASSWORD }, stdout: 'pipe', stderr: 'pipe' },
    );
    running.add(process);
    return { name, process, printed: readPrinted(process) };
  });
  return Promise.all(
    instances.map(async (instance) => ({
      ...instance,
      url: (await waitForListening(instance.process, instance.printed, { timeoutMs: 60_000 })).url,
    })),
  );
}

afterAll(async () => {
  for (const process of running) process.kill('SIGKILL');
  await Promise.all([...running].map((process) => process.exited));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function signIn(instance: Instance, password = PASSWORD) {
  const response = await fetch(`${instance.url}/api/admin/login`, json({ username: 'admin', password }));
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const body = (await response.json()) as { accessToken?: string; message: string };
  return { status: response.status, token: body.accessToken ?? '', message: body.message, cookies };
}

const authorized = (token: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...init.headers, authorization: `Bearer ${token}` },
});

function refresh(instance: Instance, cookies: string[]) {
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1];
  return fetch(`${instance.url}/api/admin/refresh`, {
    method: 'POST',
    headers: { cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
  });
}

describe('three instances started at the same moment on an empty database, with --demo', () => {
  let a: Instance, b: Instance, c: Instance;
  beforeAll(async () => {
    [a, b, c] = await startInstances(await postgres.createDatabase(), ['a', 'b', 'c'], ['--demo']);
  });

  test('make one admin and one copy of the demo content, served alike by all', async () => {
    for (const instance of [a, b, c]) {
      const hostels = (await (await fetch(`${instance.url}/api/hostels`)).json()) as { name: string }[];
      expect(hostels.map((hostel) => hostel.name).sort()).toEqual(demoHostels.map((hostel) => hostel.name).sort());
      expect((await signIn(instance)).status).toBe(200);
    }
    for (const instance of [a, b, c]) instance.process.kill('SIGTERM');
    const outputs = await Promise.all([a, b, c].map((instance) => instance.printed.ended));
    // Exactly one of them created the admin account (and said so).
    expect(outputs.filter((output) => output.includes('Created the admin account')).length).toBe(1);
  });
});

describe('two instances on one database', () => {
  // Each test's own database and instances: a lockout or a notice of one is not another's.
  let a: Instance, b: Instance;
  beforeEach(async () => {
    [a, b] = await startInstances(await postgres.createDatabase(), ['a', 'b']);
  });

  test("a write through A is in B's list within a second, and B's ETag changes", async () => {
    const first = await fetch(`${b.url}/api/notifications`);
    const etag = first.headers.get('etag')!;
    expect(await first.json()).toEqual([]);
    const { token } = await signIn(a);
    const saved = await fetch(
      `${a.url}/api/notifications`,
      authorized(token, json({ title: 'Water cut', message: 'No water on Sunday' })),
    );
    expect(saved.status).toBe(200);
    await shownWithin(
      1000,
      async () => (await fetch(`${b.url}/api/notifications`, { headers: { 'if-none-match': etag } })).status === 200,
    );
    const after = await fetch(`${b.url}/api/notifications`);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { title: string }[]).map((notice) => notice.title)).toEqual(['Water cut']);
  });

  test(
    'the person who saved through A reads their save through B at once, ' +
      'every time: the cookie of the save says how far they have seen',
    async () => {
      const { token } = await signIn(a);
      const notice = (await (
        await fetch(
          `${a.url}/api/notifications`,
          authorized(token, json({ title: 'Round 0', message: 'Read your write' })),
        )
      ).json()) as { data: Record<string, unknown> & { _id: string } };
      const put = (title: string) => ({ ...json({ ...notice.data, title }), method: 'PUT' });
      // B's list is cached before each save, so only the cookie can tell B it is out of date.
      for (let round = 1; round <= 400; round++) {
        await fetch(`${b.url}/api/notifications`);
        const saved = await fetch(
          `${a.url}/api/notifications/${notice.data._id}`,
          authorized(token, put(`Round ${round}`)),
        );
        expect(saved.status).toBe(200);
        const seen = saved.headers.getSetCookie().find((cookie) => cookie.startsWith('hostel_seen='))!;
        expect(seen).toContain('HttpOnly');
        const read = await fetch(`${b.url}/api/notifications`, { headers: { cookie: seen.split(';')[0] } });
        expect(
          ((await read.json()) as { _id: string; title: string }[]).find((one) => one._id === notice.data._id)?.title,
        ).toBe(`Round ${round}`);
      }
    },
  );

  test('five failed sign-ins spread over the instances lock the username on both', async () => {
    const wrong = (instance: Instance) =>
      fetch(`${instance.url}/api/admin/login`, json({ username: 'admin', password: 'Wrong@Pass1' }));
    for (const instance of [a, b, a, b, a]) expect((await wrong(instance)).status).toBe(401);
    for (const instance of [a, b]) {
      const locked = await signIn(instance);
      expect(locked.status).toBe(429);
      expect(locked.message).toStartWith('Too many failed login attempts.');
    }
  });
});

describe('sessions across instances', () => {
  // Each test's own database and instances: a password changed in one is not another's.
  let a: Instance, b: Instance;
  let database = '';
  beforeEach(async () => {
    database = await postgres.createDatabase();
    [a, b] = await startInstances(database, ['a', 'b']);
  });

  test(
    'a refresh token rotated on A gets the same new one on B in the ' +
      'grace period, is refused on B after it, and that ends the session',
    async () => {
      const { cookies } = await signIn(a);
      const rotated = await refresh(a, cookies);
      expect(rotated.status).toBe(200);
      const renewed = rotated.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
      const again = await refresh(b, cookies);
      expect(again.status).toBe(200);
      expect(
        again.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .find((cookie) => cookie.startsWith('hostel_refresh=')),
      ).toBe(renewed.find((cookie) => cookie.startsWith('hostel_refresh=')));
      const sql = new SQL(database);
      const pastGrace = new Date(Date.now() - REFRESH_GRACE_MS - 1000).toISOString();
      await sql`UPDATE refresh_sessions SET rotated_at = ${pastGrace}`;
      await sql.close();
      expect((await refresh(b, cookies)).status).toBe(401);
      expect((await refresh(b, renewed)).status).toBe(401);
    },
  );

  test('a sign-out on A ends the session on B; a password change on A ends every other session on B', async () => {
    const first = await signIn(a);
    const xsrf = first.cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1];
    await fetch(`${a.url}/api/admin/logout`, {
      method: 'POST',
      headers: { cookie: first.cookies.join('; '), 'x-xsrf-token': xsrf },
    });
    expect((await refresh(b, first.cookies)).status).toBe(401);
    expect((await fetch(`${b.url}/api/notifications/admin`, authorized(first.token))).status).toBe(403);

    const other = await signIn(b);
    const mine = await signIn(a);
    const changed = await fetch(
      `${a.url}/api/admin/password`,
      authorized(mine.token, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'Newer@Pass2' }),
      }),
    );
    expect(changed.status).toBe(200);
    expect((await fetch(`${b.url}/api/notifications/admin`, authorized(other.token))).status).toBe(403);
    expect((await signIn(b, 'Newer@Pass2')).status).toBe(200);
  });
});

describe('an instance killed during writes', () => {
  test('loses no write it acknowledged: all are there through the other instance', async () => {
    const [a, b] = await startInstances(await postgres.createDatabase(), ['a', 'b']);
    const { token } = await signIn(a);
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 8 }, async (_, writer) => {
      for (let i = 0; !stop; i++) {
        const title = `w${writer}-${i}`;
        try {
          const response = await fetch(`${a.url}/api/notifications`, authorized(token, json({ title, message: 'M' })));
          if (response.status === 200) acknowledged.push(title);
        } catch {
          return;
        }
      }
    });
    await shownWithin(30_000, async () => acknowledged.length >= 100);
    a.process.kill('SIGKILL');
    await a.process.exited;
    stop = true;
    await Promise.all(writers);
    const { token: onB } = await signIn(b);
    const stored = (
      (await (await fetch(`${b.url}/api/notifications/admin`, authorized(onB))).json()) as { title: string }[]
    ).map((n) => n.title);
    const missing = acknowledged.filter((title) => !stored.includes(title));
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(missing).toEqual([]);
  });
});

describe('timed jobs', () => {
  test('a scheduled backup due on every instance at once is made by one of them, and then due on none', async () => {
    const databaseUrl = await postgres.createDatabase();
    const apps = await Promise.all(
      ['a', 'b', 'c'].map((name) => {
        const dataDir = mkdtempSync(join(tmpdir(), `hostel-timed-${name}-`));
        folders.push(dataDir);
        return createApp({ dataDir, databaseUrl, log: () => {} });
      }),
    );
    try {
      const schedule = { everyHours: 24, keep: 7 };
      const made = await Promise.all(apps.map((app) => runScheduledBackupIfDue(app.ctx.backups, schedule, () => {})));
      expect(made.filter(Boolean).length).toBe(1);
      const again = await Promise.all(apps.map((app) => runScheduledBackupIfDue(app.ctx.backups, schedule, () => {})));
      expect(again.filter(Boolean)).toEqual([]);
      // Kept in the database: every instance lists the one backup.
      for (const app of apps)
        expect((await app.ctx.backups.store.list()).map((backup) => backup.name)).toEqual([made.find(Boolean)!.name]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});

/** The `hostel` command on the database, as an operator runs it beside the instances. */
function command(args: string[]) {
  const result = Bun.spawnSync([Bun.argv[0], 'src/main.ts', ...args]);
  return { code: result.exitCode, stdout: result.stdout.toString(), stderr: result.stderr.toString() };
}

type BackupListed = { name: string; size: number; kind: string };

const listBackups = async (instance: Instance, token: string) =>
  (await (await fetch(`${instance.url}/api/backups`, authorized(token))).json()) as BackupListed[];

async function download(instance: Instance, token: string, name: string) {
  const link = (await (
    await fetch(`${instance.url}/api/backups/download-link/${name}`, authorized(token, { method: 'POST' }))
  ).json()) as { data: { url: string } };
  const response = await fetch(`${instance.url}${link.data.url}`);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('backups behind a load balancer', () => {
  let a: Instance, b: Instance;
  let databaseUrl = '';
  beforeAll(async () => {
    databaseUrl = await postgres.createDatabase();
    [a, b] = await startInstances(databaseUrl, ['a', 'b']);
  });

  test("a backup made through A is listed, downloaded and restored through B; hostel backup's too", async () => {
    const onA = (await signIn(a)).token;
    const onB = (await signIn(b)).token;
    await fetch(`${a.url}/api/notifications`, authorized(onA, json({ title: 'Backed up', message: 'M' })));
    const made = (await (await fetch(`${a.url}/api/backups`, authorized(onA, { method: 'POST' }))).json()) as {
      data: BackupListed;
    };
    expect(await listBackups(b, onB)).toEqual([made.data]);
    const bytes = await download(b, onB, made.data.name);
    expect(bytes.length).toBe(made.data.size);
    expect(bytes).toEqual(await download(a, onA, made.data.name));

    const staging = mkdtempSync(join(tmpdir(), 'hostel-cli-backup-'));
    folders.push(staging);
    const cli = command(['backup', '--database', databaseUrl, '--data', staging]);
    expect(cli.stderr).toBe('');
    expect(cli.code).toBe(0);
    const listed = await listBackups(b, onB);
    expect(listed.map((backup) => backup.kind)).toEqual(['manual', 'manual']);
    expect(cli.stdout).toContain(`Backup ${listed[0].name} kept in the database`);
    expect(await listBackups(a, onA)).toEqual(listed);

    // Restored by its name: the notice written since is gone on both instances.
    await fetch(`${b.url}/api/notifications`, authorized(onB, json({ title: 'After the backup', message: 'M' })));
    const restored = command(['restore', made.data.name, '--database', databaseUrl]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    for (const instance of [a, b]) {
      await shownWithin(1000, async () => {
        const titles = ((await (await fetch(`${instance.url}/api/notifications`)).json()) as { title: string }[]).map(
          (notice) => notice.title,
        );
        return titles.join() === 'Backed up';
      });
    }
    // The backups are the site's, not the moment's: a restore keeps them all.
    expect(await listBackups(a, (await signIn(a)).token)).toEqual(listed);
  });
});

describe('an upgrade of a PostgreSQL database', () => {
  test(
    'three instances starting at once on ' +
      'the previous schema make one backup ' +
      'first, restorable into this version',
    async () => {
      const databaseUrl = await postgres.createDatabase();
      const old = await openDatabase(databaseLocation(databaseUrl, tmpdir()), migrations.slice(0, -1));
      const T = '2026-01-01T00:00:00.000Z';
      await old.run(
        'INSERT INTO notifications (id, title, message, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        'notice1',
        'From the old version',
        'M',
        T,
        T,
      );
      await old.close();

      const instances = await startInstances(databaseUrl, ['a', 'b', 'c']);
      const { token } = await signIn(instances[0]);
      const backups = await listBackups(instances[1], token);
      expect(backups.map((backup) => backup.kind)).toEqual(['before-upgrade']);
      const folder = mkdtempSync(join(tmpdir(), 'hostel-upgrade-backup-'));
      folders.push(folder);
      const archive = join(folder, backups[0].name);
      await Bun.write(archive, await download(instances[2], token, backups[0].name));
      for (const instance of instances) instance.process.kill('SIGTERM');
      const outputs = await Promise.all(instances.map((instance) => instance.printed.ended));
      expect(
        outputs.filter((output) =>
          output.includes(`Backed up the database before upgrading its database from schema ${migrations.length - 1}`),
        ).length,
      ).toBe(1);

      // The backup holds the database at its old schema, and restores into this version's.
      const manifest: Uint8Array[] = [];
      await readTar(archive, (entry) =>
        entry.name === 'manifest.json'
          ? { write: (chunk) => void manifest.push(Uint8Array.from(chunk)), end: () => {} }
          : null,
      );
      expect(JSON.parse(Buffer.concat(manifest).toString()).schemaVersion).toBe(migrations.length - 1);
      const target = await postgres.createDatabase();
      const restoredCommand = command(['restore', archive, '--database', target]);
      expect(restoredCommand.stderr).toBe('');
      expect(restoredCommand.code).toBe(0);
      const [restored] = await startInstances(target, ['restored']);
      const notices = (await (await fetch(`${restored.url}/api/notifications`)).json()) as {
        _id: string;
        pinned: boolean;
      }[];
      expect(notices).toEqual([expect.objectContaining({ _id: 'notice1', pinned: false })]);
    },
  );
});
