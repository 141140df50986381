// The compiled executable's commands, run as a user would: built once, copied
// alone into an empty folder, and driven through its command line.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import type { Subprocess } from 'bun';
import { buildExecutable } from '../../scripts/build';
import { openDatabase } from '../db/database';
import { SqliteDb } from '../db/sqlite';
import { migrations } from '../db/migrations';
import { referencedBlobKeys } from '../storage/referenced-blobs';
import { PNG_DATA_URL } from '../testing';
import { base32Decode, totp } from '../auth/totp';
import { readPrinted, waitForListening, waitUntilHealthy } from '../server-process';
import { makeTestCa } from '../../scripts/test-certificates';

// Each test starts the executable, some several times; bun test's default of 5 s is too short on a busy machine.
setDefaultTimeout(60_000);

const PASSWORD = 'Admin@2026';
const root = mkdtempSync(join(tmpdir(), 'hostel-cli-'));
const home = join(root, 'bin');
const hostel = join(home, 'hostel');

beforeAll(async () => {
  const built = join(root, 'build', 'hostel');
  await buildExecutable({ outfile: built });
  mkdirSync(home);
  copyFileSync(built, hostel);
  rmSync(join(root, 'build'), { recursive: true });
}, 120_000);
// Servers a failed test left running.
const running = new Set<Subprocess>();
afterAll(async () => {
  for (const process of running) process.kill('SIGKILL');
  await Promise.all([...running].map((process) => process.exited));
  rmSync(root, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string> = {}, cwd = home, prefix: string[] = []) {
  const result = Bun.spawnSync([...prefix, hostel, ...args], {
    cwd,
    env: { ...Bun.env, HOSTEL_ADMIN_PASSWORD: PASSWORD, ...env },
  });
  return { code: result.exitCode, stdout: result.stdout.toString(), stderr: result.stderr.toString() };
}

/** As a user who does not own the test's folders (nobody, when the tests run as root). */
const runAsAnotherUser = (args: string[], env: Record<string, string> = {}) =>
  run(
    args,
    env,
    home,
    process.getuid?.() === 0 ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups'] : [],
  );

/** A failure: non-zero, one line on stderr saying what is wrong, no stack trace. */
function expectOneLineError(result: ReturnType<typeof run>, code: number, text: string) {
  expect(result.code).toBe(code);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines.length).toBe(1);
  expect(lines[0]).toStartWith('Error: ');
  expect(lines[0]).toContain(text);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

type Server = {
  process: Subprocess<'ignore', 'pipe', 'pipe'>;
  url: string;
  port: number;
  output: () => Promise<string>;
};

/** `hostel serve` on the port the system gives it (--port 0), read from the line it prints. */
async function serve(dataDir: string, extra: string[] = []): Promise<Server> {
  const process = Bun.spawn([hostel, 'serve', '--host', '127.0.0.1', '--port', '0', '--data', dataDir, ...extra], {
    env: { ...Bun.env, HOSTEL_ADMIN_PASSWORD: PASSWORD },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  running.add(process);
  process.exited.then(() => running.delete(process));
  const printed = readPrinted(process);
  const { url, port } = await waitForListening(process, printed);
  return { process, url, port, output: () => printed.ended };
}

async function stop(server: Server) {
  server.process.kill('SIGTERM');
  return server.process.exited;
}

async function login(url: string, password = PASSWORD) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  return {
    status: response.status,
    token: response.ok ? ((await response.json()) as { accessToken: string }).accessToken : '',
  };
}

const call = (url: string, token: string, method: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('--version, --help and bad command lines', () => {
  test('--version and --help', () => {
    expect(run(['--version'])).toEqual({ code: 0, stdout: `${require('../../package.json').version}\n`, stderr: '' });
    const help = run(['--help']);
    expect(help.code).toBe(0);
    for (const word of [
      'serve',
      'backup',
      'restore PATH',
      'reset-password USER',
      '--data',
      '--port',
      '--backup-every',
      '--out',
    ]) {
      expect(help.stdout).toContain(word);
    }
    expect(run(['backup', '--help']).stdout).toBe(help.stdout);
  });

  test.each([
    [['frobnicate'], 'unknown command "frobnicate"'],
    [['--frob'], 'unknown option --frob for "serve"'],
    [['serve', '--port'], '--port needs a value'],
    [['serve', '--port', 'eighty'], '--port must be a whole number from 0 to 65535'],
    [['serve', '--port', '70000'], '--port must be a whole number'],
    [['serve', '--host'], '--host needs a value'],
    [['serve', '--host='], '--host needs an address'],
    [['serve', '--data'], '--data needs a value'],
    [['serve', '--data='], '--data needs a folder'],
    [['serve', '--backup-every', 'daily'], '--backup-every must be a number from 0'],
    [['serve', '--demo=yes'], '--demo does not take a value'],
    [['serve', '--backup-every=-1'], '--backup-every must be a number from 0'],
    [['serve', '--backup-every', '-1'], '--backup-every needs a value'],
    [['serve', '--backup-keep', '2.5'], '--backup-keep must be a whole number'],
    [['serve', 'now'], 'unexpected argument "now" for "serve"'],
    [['backup', '--output', 'x.tar'], 'unknown option --output for "backup"'],
    [['backup', '--out', 'x.zip'], '--out must name a folder or a file ending in .tar, .tar.gz or .tgz'],
    [['backup', '--out'], '--out needs a value'],
    [['backup', '--out='], '--out needs a file or a folder'],
    [['backup', 'now'], 'unexpected argument "now" for "backup"'],
    [['restore'], '"restore" needs the backup file to restore'],
    [['restore', 'a.tar', 'b.tar'], 'unexpected argument "b.tar" for "restore"'],
    [['restore', 'a.tar', '--data'], '--data needs a value'],
    [['restore', 'a.tar', '--out', 'x'], 'unknown option --out for "restore"'],
    [['reset-password'], '"reset-password" needs the admin\'s username'],
    [['reset-password', 'admin', '--pasword', 'x'], 'unknown option --pasword for "reset-password"'],
  ])('%p is refused with one line and exit code 2', (args, text) => {
    expectOneLineError(run(args as string[], { HOSTEL_DATA: join(root, 'bad-flags') }), 2, text);
  });

  test('a bad environment value is refused like a bad flag', () => {
    expectOneLineError(run(['serve'], { PORT: 'abc' }), 2, '--port must be a whole number');
    expectOneLineError(run(['serve'], { HOSTEL_BACKUP_KEEP: 'many' }), 2, '--backup-keep must be a whole number');
  });

  test('a missing or unwritable data folder', () => {
    const missing = join(root, 'no-such-folder');
    expectOneLineError(run(['backup', '--data', missing]), 1, `There is no data folder at ${missing}`);
    expectOneLineError(run(['reset-password', 'admin', '--data', missing]), 1, `There is no data folder at ${missing}`);
    expectOneLineError(run(['backup', '--data', root]), 1, 'holds no hostel.db: it is not a data folder');
    const aFile = join(root, 'a-file');
    writeFileSync(aFile, '');
    expectOneLineError(
      run(['serve', '--data', join(aFile, 'data')]),
      1,
      `The data folder ${join(aFile, 'data')} cannot be created (ENOTDIR)`,
    );
    expectOneLineError(
      run(['restore', root, '--data', join(root, 'restored-from-a-folder')]),
      1,
      `There is no backup at ${root}`,
    );
    expectOneLineError(
      run(['restore', aFile, '--data', join(missing, 'data')]),
      1,
      `The folder ${missing} does not exist`,
    );
    expectOneLineError(
      run(['backup', '--data', root, '--out', join(missing, 'b.tar')]),
      1,
      `The folder ${missing} does not exist`,
    );
  });

  test('a data folder this user cannot write to', async () => {
    const dataDir = join(root, 'not-mine', 'data');
    mkdirSync(dataDir, { recursive: true });
    await (await openDatabase(join(dataDir, 'hostel.db'))).close();
    expect(run(['backup', '--data', dataDir]).code).toBe(0);
    const archive = join(dataDir, 'backups', readdirSync(join(dataDir, 'backups'))[0]);
    // Root may write anywhere: as root, the commands run as nobody; otherwise the folders lose their write bit.
    chmodSync(root, 0o755);
    chmodSync(home, 0o755);
    for (const folder of [join(root, 'not-mine'), dataDir]) chmodSync(folder, 0o555);
    try {
      expectOneLineError(
        runAsAnotherUser(['serve', '--port', '0', '--data', dataDir]),
        1,
        `The data folder ${dataDir} is not writable by this user`,
      );
      expectOneLineError(
        runAsAnotherUser(['serve', '--port', '0', '--data', join(dataDir, 'new')]),
        1,
        `The data folder ${join(dataDir, 'new')} cannot be created (EACCES)`,
      );
      expectOneLineError(
        runAsAnotherUser(['backup', '--data', dataDir]),
        1,
        `The data folder ${dataDir} is not writable by this user`,
      );
      expectOneLineError(
        runAsAnotherUser(['backup', '--data', dataDir, '--out', join(root, 'not-mine', 'b.tar')]),
        1,
        `The folder ${join(root, 'not-mine')} is not writable by this user`,
      );
      expectOneLineError(
        runAsAnotherUser(['reset-password', 'admin', '--data', dataDir], { HOSTEL_NEW_PASSWORD: 'New@Pass2026' }),
        1,
        `The data folder ${dataDir} is not writable by this user`,
      );
      expectOneLineError(
        runAsAnotherUser(['restore', archive, '--data', dataDir]),
        1,
        `The folder ${join(root, 'not-mine')} is not writable by this user`,
      );
      expect(readdirSync(join(root, 'not-mine'))).toEqual(['data']);
    } finally {
      for (const folder of [join(root, 'not-mine'), dataDir]) chmodSync(folder, 0o755);
      chmodSync(root, 0o700);
    }
  });

  test('a --host that is not an address of this machine, before the data folder is touched', () => {
    const dataDir = join(root, 'bad-host');
    for (const host of ['999.1.1.1', '192.0.2.1']) {
      expectOneLineError(
        run(['serve', '--host', host, '--port', '0', '--data', dataDir]),
        1,
        `${host} is not an address of this machine. Choose another with --host`,
      );
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  test('a port already in use', () => {
    const taken = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
    try {
      expectOneLineError(
        run(['serve', '--host', '127.0.0.1', '--port', String(taken.port), '--data', join(root, 'port-taken')]),
        1,
        `Port ${taken.port} is already in use. Choose another with --port.`,
      );
      // Nothing was started: no data folder, no first admin whose password scrolled by.
      expect(existsSync(join(root, 'port-taken'))).toBe(false);
    } finally {
      taken.stop(true);
    }
  });

  test('a port below 1024 without the right to bind it says how to grant it, before anything is touched', () => {
    const dataDir = join(root, 'low-port');
    const refused = runAsAnotherUser(['serve', '--tls-cert', 'any.crt', '--tls-key', 'any.key', '--data', dataDir]);
    expectOneLineError(
      refused,
      1,
      'Port 443 needs more privileges. Give the service the right to ' +
        'use ports below 1024 (AmbientCapabilities=CAP_NET_BIND_SERVICE',
    );
    const taken = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
    try {
      const args = [
        'serve',
        '--host',
        '127.0.0.1',
        '--port',
        '0',
        '--http-port',
        String(taken.port),
        '--tls-cert',
        'a',
        '--tls-key',
        'b',
        '--data',
        dataDir,
      ];
      expectOneLineError(run(args), 1, `Port ${taken.port} is already in use. Choose another with --http-port.`);
    } finally {
      taken.stop(true);
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  test(
    'the moved executable serves https ' + 'from certificate files, and says ' + 'where plain http redirects from',
    async () => {
      const ca = makeTestCa(join(root, 'ca'));
      const site = ca.issue(['hostels.test']);
      const server = await serve(join(root, 'https'), [
        '--tls-cert',
        site.certPath,
        '--tls-key',
        site.keyPath,
        '--http-port',
        '0',
      ]);
      try {
        expect(server.url).toStartWith('https://127.0.0.1:');
        const response = await fetch(`${server.url}/api/health`, {
          tls: { ca: ca.cert, serverName: 'hostels.test' },
        } as RequestInit);
        expect(response.status).toBe(200);
        expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
      } finally {
        await stop(server);
      }
      expect(await server.output()).toMatch(/^Redirecting http:\/\/127\.0\.0\.1:\d+ to https$/m);
    },
  );

  test('a database from a newer version is refused and left alone', () => {
    const dataDir = join(root, 'newer');
    mkdirSync(dataDir);
    const db = new Database(join(dataDir, 'hostel.db'), { create: true });
    db.exec(`PRAGMA user_version = ${migrations.length + 5}`);
    db.close();
    expectOneLineError(
      run(['serve', '--data', dataDir]),
      1,
      'The database was written by a newer version of this program',
    );
    const after = new Database(join(dataDir, 'hostel.db'), { readonly: true });
    expect(after.query('PRAGMA user_version').get()).toEqual({ user_version: migrations.length + 5 });
    after.close();
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });
});

describe('serve', () => {
  test('with no --data, the data folder is ./data beside the executable; startup lines, request log', async () => {
    const process = Bun.spawn([hostel, '--port', '0', '--host', '127.0.0.1', '--demo'], {
      cwd: home,
      env: { ...Bun.env, HOSTEL_ADMIN_PASSWORD: PASSWORD },
      stdout: 'pipe',
    });
    const printed = readPrinted(process);
    const { url } = await waitForListening(process, printed);
    await waitUntilHealthy(url, process);
    expect(existsSync(join(home, 'data', 'hostel.db'))).toBe(true);
    expect(existsSync(join(home, 'data', 'server.lock'))).toBe(true);
    await fetch(`${url}/api/nothing-here`);
    process.kill('SIGINT');
    expect(await process.exited).toBe(0);
    const output = await printed.ended;
    expect(output).toContain(`Data folder: ${join(home, 'data')}`);
    expect(output).toMatch(/^Hostel website \d+\.\d+\.\d+$/m);
    expect(output).toMatch(/^GET \/api\/health 200 \d+\.\d+ms$/m);
    expect(output).toMatch(/^GET \/api\/nothing-here 404 \d+\.\d+ms$/m);
    // The demo content is written through the API before the server listens; those calls are not traffic.
    expect(output).not.toMatch(/^(POST|PUT|PATCH|DELETE) /m);
    expect(existsSync(join(home, 'data', 'server.lock'))).toBe(false);
    rmSync(join(home, 'data'), { recursive: true });
  });

  test('--port 0: the line it prints names the port it really took, and it responds there', async () => {
    const server = await serve(join(root, 'port-zero'));
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await stop(server);
    }
    expect(await server.output()).toContain(`Listening on http://127.0.0.1:${server.port}\n`);
  });

  test('two servers started at once with --port 0 take two different ports', async () => {
    const [first, second] = await Promise.all([serve(join(root, 'at-once-1')), serve(join(root, 'at-once-2'))]);
    try {
      expect(first.port).not.toBe(second.port);
      for (const server of [first, second]) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await Promise.all([stop(first), stop(second)]);
    }
  });

  test('one server per data folder', async () => {
    const dataDir = join(root, 'locked');
    const server = await serve(dataDir);
    try {
      expectOneLineError(
        run(['serve', '--port', '0', '--data', dataDir]),
        1,
        `in use by another running server (pid ${server.process.pid})`,
      );
    } finally {
      await stop(server);
    }
  });

  test('SIGTERM lets a request in flight finish, closes the database cleanly and releases the lock', async () => {
    const dataDir = join(root, 'graceful');
    const server = await serve(dataDir);
    const body = JSON.stringify({ username: 'admin', password: PASSWORD });
    const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';
    let received = '';
    const continued = Promise.withResolvers<void>();
    const closed = Promise.withResolvers<void>();
    const socket = await Bun.connect({
      hostname: '127.0.0.1',
      port: server.port,
      socket: {
        data: (_socket, chunk) => {
          received += chunk.toString();
          if (received.startsWith(CONTINUE)) continued.resolve();
        },
        close: () => closed.resolve(),
      },
    });
    // Headers now, the body only after the signal: the request is in flight while the server stops.
    // The server's '100 Continue' tells that it has read the headers and waits for the body.
    socket.write(
      'POST /api/admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ' +
        `${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    await Promise.race([continued.promise, closed.promise]);
    expect(received).toStartWith(CONTINUE);
    server.process.kill('SIGTERM');
    await Bun.sleep(300);
    expect(server.process.exitCode).toBeNull();
    socket.write(body);
    await closed.promise;
    expect(received.slice(CONTINUE.length)).toStartWith('HTTP/1.1 200');
    expect(received).toContain('accessToken');
    expect(await server.process.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    // The last connection to close checkpoints the WAL into the database and deletes it.
    expect(existsSync(join(dataDir, 'hostel.db-wal'))).toBe(false);
    const db = new Database(join(dataDir, 'hostel.db'), { readonly: true });
    expect(db.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    expect((db.query('SELECT COUNT(*) AS n FROM refresh_sessions').get() as { n: number }).n).toBe(1);
    db.close();
    expect(await server.output()).toContain('SIGTERM: finishing requests in flight, then stopping.');
  });
});

describe('backup and restore', () => {
  test('an online backup taken during writes holds every acknowledged write; restore brings it all back', async () => {
    const dataDir = join(root, 'live');
    const server = await serve(dataDir);
    const { token } = await login(server.url);
    const eventIds: string[] = [];
    for (const title of ['Hostel Day', 'Sports Meet']) {
      const created = await call(server.url, token, 'POST', '/api/events', {
        title,
        description: 'Fun',
        date: '2030-03-01',
        category: 'cultural',
        image: PNG_DATA_URL,
      });
      eventIds.push(((await created.json()) as { data: { _id: string } }).data._id);
    }

    let writing = true;
    const acknowledged: string[] = [];
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const created = await call(server.url, token, 'POST', '/api/notifications', {
          title: `Notice ${i}`,
          message: 'Hello',
          priority: 'low',
        });
        acknowledged.push(((await created.json()) as { data: { _id: string } }).data._id);
        // Each update replaces an image, so the server deletes blobs while the backup copies them.
        await call(server.url, token, 'PUT', `/api/events/${eventIds[i % 2]}`, {
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
    const archive = join(root, 'online.tar.gz');
    const backup = Bun.spawn([hostel, 'backup', '--data', dataDir, '--out', archive], {
      stdout: 'pipe',
      stderr: 'pipe',
    });
    expect(await backup.exited).toBe(0);
    await Bun.sleep(200);
    writing = false;
    await writer;
    expect(before.length).toBeGreaterThan(5);
    expect(await new Response(backup.stdout).text()).toContain(`Backup written to ${archive}`);
    expect(await new Response(backup.stderr).text()).toBe('');

    // The default place: DATA/backups, listed by the API.
    const defaultBackup = run(['backup', '--data', dataDir]);
    expect(defaultBackup.code).toBe(0);
    const listed = (await (await call(server.url, token, 'GET', '/api/backups')).json()) as { name: string }[];
    expect(listed.length).toBe(1);
    expect(defaultBackup.stdout).toContain(listed[0].name);

    expectOneLineError(
      run(['restore', archive, '--data', dataDir]),
      1,
      `in use by another running server (pid ${server.process.pid})`,
    );
    expect(await stop(server)).toBe(0);

    // Restore into a fresh folder, and check it as the server will see it.
    const restoredDir = join(root, 'restored');
    const restored = run(['restore', archive, '--data', restoredDir]);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`into ${restoredDir}`);
    const db = new Database(join(restoredDir, 'hostel.db'), { readonly: true });
    expect(db.query('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    const saved = new Set((db.query('SELECT id FROM notifications').all() as { id: string }[]).map((row) => row.id));
    for (const id of before) expect(saved.has(id)).toBe(true);
    const keys = await referencedBlobKeys(new SqliteDb(db, 'restored'));
    db.close();
    for (const key of keys) expect(existsSync(join(restoredDir, 'blobs', key))).toBe(true);

    const again = await serve(restoredDir);
    try {
      const events = (await (await fetch(`${again.url}/api/events`)).json()) as { image: string }[];
      expect(events.length).toBe(2);
      for (const event of events)
        expect((await fetch(`${again.url}${event.image}`)).headers.get('content-type')).toBe('image/png');
      expect((await login(again.url)).status).toBe(200);
    } finally {
      await stop(again);
    }

    // Restore over the live folder: the old one is kept aside, its backups move along.
    const over = run(['restore', archive, '--data', dataDir]);
    expect(over.code).toBe(0);
    const aside = readdirSync(root).find((name) => name.startsWith('live.before-restore-'));
    expect(aside).toBeDefined();
    expect(over.stdout).toContain(`The previous data folder is kept at ${join(root, aside!)}`);
    expect(existsSync(join(root, aside!, 'hostel.db'))).toBe(true);
    expect(readdirSync(join(dataDir, 'backups'))).toEqual([listed[0].name]);

    expectOneLineError(run(['restore', join(root, 'nothing.tar'), '--data', dataDir]), 1, 'There is no backup at');
  });
});

describe('reset-password', () => {
  test('turns two-step sign-in off, for an admin who lost the phone and the recovery codes', async () => {
    const dataDir = join(root, 'reset-two-step');
    const server = await serve(dataDir);
    try {
      const { token } = await login(server.url);
      const begun = (await (
        await call(server.url, token, 'POST', '/api/admin/two-step/setup', { currentPassword: PASSWORD })
      ).json()) as { data: { secret: string } };
      const code = totp(base32Decode(begun.data.secret)!, Date.now() / 1000);
      expect((await call(server.url, token, 'POST', '/api/admin/two-step/confirm', { code })).status).toBe(200);
      expect((await login(server.url)).token).toBeUndefined();

      const changed = run(['reset-password', 'admin', '--data', dataDir], { HOSTEL_NEW_PASSWORD: 'New@Pass2026' });
      expect(changed.code).toBe(0);
      expect(changed.stdout).toContain("Its two-step sign-in is off: set it up again in the console's profile.");
      expect((await login(server.url, 'New@Pass2026')).token).toEqual(expect.any(String));
    } finally {
      await stop(server);
    }
  });

  test('from HOSTEL_NEW_PASSWORD or a terminal, held to the rules, ending every session of that admin', async () => {
    const dataDir = join(root, 'reset');
    const server = await serve(dataDir);
    try {
      const { token } = await login(server.url);
      expect((await call(server.url, token, 'GET', '/api/backups')).status).toBe(200);

      expectOneLineError(
        run(['reset-password', 'admin', '--data', dataDir], { HOSTEL_NEW_PASSWORD: 'short' }),
        1,
        'HOSTEL_NEW_PASSWORD does not meet the rules',
      );
      expectOneLineError(
        run(['reset-password', 'nobody', '--data', dataDir], { HOSTEL_NEW_PASSWORD: 'New@Pass2026' }),
        1,
        'There is no admin account named "nobody"',
      );
      expectOneLineError(
        run(['reset-password', 'admin', '--data', dataDir]),
        1,
        'There is no terminal to type the new password in: set HOSTEL_NEW_PASSWORD',
      );

      const changed = run(['reset-password', 'admin', '--data', dataDir], { HOSTEL_NEW_PASSWORD: 'New@Pass2026' });
      expect(changed.code).toBe(0);
      expect(changed.stdout).toContain('The password of "admin" is changed');
      expect((await call(server.url, token, 'GET', '/api/backups')).status).toBe(403);
      expect((await login(server.url)).status).toBe(401);
      expect((await login(server.url, 'New@Pass2026')).status).toBe(200);

      // On a terminal it asks twice without echoing (script(1) gives it one).
      const terminal = Bun.spawn(['script', '-qec', `${hostel} reset-password admin --data ${dataDir}`, '/dev/null'], {
        stdin: 'pipe',
        stdout: 'pipe',
        env: { ...Bun.env, HOSTEL_NEW_PASSWORD: undefined },
      });
      let shown = '';
      const reading = (async () => {
        const reader = terminal.stdout.getReader();
        for (let part = await reader.read(); !part.done; part = await reader.read())
          shown += new TextDecoder().decode(part.value);
      })();
      for (const prompt of ['New password: ', 'Type it again: ']) {
        for (let i = 0; i < 400 && !shown.includes(prompt); i++) await Bun.sleep(25);
        terminal.stdin.write('Typed@Pass2026\r');
        terminal.stdin.flush();
      }
      expect(await terminal.exited).toBe(0);
      await reading;
      expect(shown).toContain('The password of "admin" is changed');
      expect(shown).not.toContain('Typed@Pass2026');
      expect((await login(server.url, 'Typed@Pass2026')).status).toBe(200);
    } finally {
      await stop(server);
    }
  });
});
