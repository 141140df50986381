// Several instances of the server on one PostgreSQL database, as processes
// of their own: what one instance does, every other sees (lists and their
// ETags, sign-in lockouts, refresh tokens, sign-outs), the first admin and
// the demo content are made once however many start at once, and an
// instance killed mid-write loses no acknowledged write.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { readPrinted, waitForListening, type Printed } from './server-process';
import { createApp } from './app';
import { runScheduledBackupIfDue } from './backup/backup-schedule';
import { demoHostels } from './demo/content';
import { postgresForTests, shownWithin } from './testing';

setDefaultTimeout(120_000);

const PASSWORD = 'Cluster@Pass1';
const postgres = postgresForTests();
const folders: string[] = [];
const running = new Set<Subprocess>();

type Instance = { name: string; url: string; process: Subprocess; printed: Required<Printed> };

/** Starts instances of `bun src/main.ts serve` on the database at once, and waits until each answers. */
async function startInstances(databaseUrl: string, names: string[], extra: string[] = []): Promise<Instance[]> {
  const instances = names.map((name) => {
    const dataDir = mkdtempSync(join(tmpdir(), `hostel-instance-${name}-`));
    folders.push(dataDir);
    const process = Bun.spawn(
      [Bun.argv[0], 'src/main.ts', 'serve', '--database', databaseUrl, '--data', dataDir, '--host', '127.0.0.1', '--port', '0', '--backup-every', '0', ...extra],
      { env: { ...Bun.env, HOSTEL_ADMIN_PASSWORD: PASSWORD }, stdout: 'pipe', stderr: 'pipe' },
    );
    running.add(process);
    return { name, process, printed: readPrinted(process) };
  });
  return Promise.all(instances.map(async (instance) => ({ ...instance, url: (await waitForListening(instance.process, instance.printed, { timeoutMs: 60_000 })).url })));
}

afterAll(async () => {
  for (const process of running) process.kill('SIGKILL');
  await Promise.all([...running].map((process) => process.exited));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function signIn(instance: Instance, password = PASSWORD) {
  const response = await fetch(`${instance.url}/api/admin/login`, json({ username: 'admin', password }));
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const body = (await response.json()) as { accessToken?: string; message: string };
  return { status: response.status, token: body.accessToken ?? '', message: body.message, cookies };
}

const authorized = (token: string, init: RequestInit = {}) => ({ ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });

function refresh(instance: Instance, cookies: string[]) {
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1];
  return fetch(`${instance.url}/api/admin/refresh`, { method: 'POST', headers: { cookie: cookies.join('; '), 'x-xsrf-token': xsrf } });
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
  let a: Instance, b: Instance;
  beforeAll(async () => {
    [a, b] = await startInstances(await postgres.createDatabase(), ['a', 'b']);
  });

  test("a write through A is in B's list within a second, and B's ETag changes", async () => {
    const first = await fetch(`${b.url}/api/notifications`);
    const etag = first.headers.get('etag')!;
    expect(await first.json()).toEqual([]);
    const { token } = await signIn(a);
    const saved = await fetch(`${a.url}/api/notifications`, authorized(token, json({ title: 'Water cut', message: 'No water on Sunday' })));
    expect(saved.status).toBe(200);
    await shownWithin(1000, async () => (await fetch(`${b.url}/api/notifications`, { headers: { 'if-none-match': etag } })).status === 200);
    const after = await fetch(`${b.url}/api/notifications`);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { title: string }[]).map((notice) => notice.title)).toEqual(['Water cut']);
  });

  test('five failed sign-ins spread over the instances lock the username on both', async () => {
    const wrong = (instance: Instance) => fetch(`${instance.url}/api/admin/login`, json({ username: 'admin', password: 'Wrong@Pass1' }));
    for (const instance of [a, b, a, b, a]) expect((await wrong(instance)).status).toBe(401);
    for (const instance of [a, b]) {
      const locked = await signIn(instance);
      expect(locked.status).toBe(429);
      expect(locked.message).toStartWith('Too many failed login attempts.');
    }
  });
});

describe('sessions across instances', () => {
  let a: Instance, b: Instance;
  beforeAll(async () => {
    [a, b] = await startInstances(await postgres.createDatabase(), ['a', 'b']);
  });

  test('a refresh token rotated on A is refused on B; the new one works on B', async () => {
    const { cookies } = await signIn(a);
    const rotated = await refresh(a, cookies);
    expect(rotated.status).toBe(200);
    expect((await refresh(b, cookies)).status).toBe(401);
    const renewed = rotated.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    expect((await refresh(b, renewed)).status).toBe(200);
  });

  test('a sign-out on A ends the session on B; a password change on A ends every other session on B', async () => {
    const first = await signIn(a);
    const xsrf = first.cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1];
    await fetch(`${a.url}/api/admin/logout`, { method: 'POST', headers: { cookie: first.cookies.join('; '), 'x-xsrf-token': xsrf } });
    expect((await refresh(b, first.cookies)).status).toBe(401);
    expect((await fetch(`${b.url}/api/notifications/admin`, authorized(first.token))).status).toBe(403);

    const other = await signIn(b);
    const mine = await signIn(a);
    const changed = await fetch(
      `${a.url}/api/admin/password`,
      authorized(mine.token, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'Newer@Pass2' }) }),
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
          const answer = await fetch(`${a.url}/api/notifications`, authorized(token, json({ title, message: 'M' })));
          if (answer.status === 200) acknowledged.push(title);
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
    const stored = ((await (await fetch(`${b.url}/api/notifications/admin`, authorized(onB))).json()) as { title: string }[]).map((n) => n.title);
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
      for (const app of apps) expect((await app.ctx.backups.store.list()).map((backup) => backup.name)).toEqual([made.find(Boolean)!.name]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
