// The executable serving https itself: certificate files refused, served and
// swapped under load; the plain-http port; HSTS and Secure cookies.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { connect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestCa, type TestCa } from '../../scripts/test-certificates';
import { wrk } from '../../scripts/bench/wrk';
import { startServer } from '../server';
import { TEST_PASSWORD, serveForTests, shownWithin, testDatabaseUrl } from '../testing';
import type { HttpsSettings } from './https';
import { startTestRelay } from '../testing/smtp-relay';

const dir = mkdtempSync(join(tmpdir(), 'hostel-https-'));
let ca: TestCa;
beforeAll(() => {
  ca = makeTestCa(join(dir, 'ca'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fromFiles = (certPath: string, keyPath: string, more: Partial<HttpsSettings> = {}): HttpsSettings => ({
  certificate: { files: { certPath, keyPath } },
  httpPort: 0,
  hsts: true,
  ...more,
});

/** The serial of the certificate the server at `port` presents for hostels.test. */
function servedSerial(port: number) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, servername: 'hostels.test', ca: ca.cert }, () => {
      resolve(socket.getPeerCertificate().serialNumber);
      socket.end();
    });
    socket.on('error', reject);
  });
}

const get = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, redirect: 'manual', tls: { ca: ca.cert, serverName: 'hostels.test' } } as RequestInit);

describe('a certificate that cannot serve stops the start, and nothing is served or left behind', () => {
  const cases: [string, () => { certPath: string; keyPath: string }, RegExp][] = [
    [
      "a key that is not the certificate's",
      () => ({ certPath: ca.issue(['hostels.test']).certPath, keyPath: ca.issue(['hostels.test']).keyPath }),
      /The key does not belong to the certificate .+: give the key it was issued for\./,
    ],
    [
      'an expired certificate',
      () => ca.issue(['hostels.test'], { startDaysFromNow: -10, days: 3 }),
      /expired on .+: renew it\./,
    ],
    [
      'a certificate not yet valid',
      () => ca.issue(['hostels.test'], { startDaysFromNow: 2 }),
      /is not valid before .+: check the machine's clock or wait\./,
    ],
    [
      'a file that cannot be read',
      () => ({ certPath: join(dir, 'missing.crt'), keyPath: ca.issue(['hostels.test']).keyPath }),
      /The certificate file .+missing\.crt cannot be read \(ENOENT\)\./,
    ],
  ];
  test.each(cases)('%s', async (_, files, message) => {
    const { certPath, keyPath } = files();
    const dataDir = join(dir, `refused-${Math.random().toString(36).slice(2)}`);
    const start = startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: await testDatabaseUrl(),
      demo: false,
      https: fromFiles(certPath, keyPath),
      backupSchedule: { everyHours: 0, keep: 0 },
      log: () => {},
    });
    await expect(start).rejects.toThrow(message);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('serving https from certificate files', () => {
  let server: Awaited<ReturnType<typeof serveForTests>>;
  const warnings: string[] = [];
  const certPath = join(dir, 'served.crt');
  const keyPath = join(dir, 'served.key');
  let first: ReturnType<TestCa['issue']>;

  /** Replaces the served files as IT would: each written beside, then renamed over. */
  function replaceFiles(pair: { certPath: string; keyPath: string }) {
    copyFileSync(pair.certPath, `${certPath}.new`);
    copyFileSync(pair.keyPath, `${keyPath}.new`);
    renameSync(`${certPath}.new`, certPath);
    renameSync(`${keyPath}.new`, keyPath);
  }

  // Each test's own server, serving a new first pair: a renewal or a refusal of one is not another's.
  beforeEach(async () => {
    warnings.length = 0;
    first = ca.issue(['hostels.test']);
    replaceFiles(first);
    server = await serveForTests({
      https: fromFiles(certPath, keyPath, { checkFilesEveryMs: 100 }),
      warn: (line) => warnings.push(line),
    });
  });
  afterEach(() => server?.stop());

  test('the site answers on https with HSTS, and its sign-in cookies are Secure', async () => {
    expect(server.url).toStartWith('https://');
    expect(await servedSerial(Number(new URL(server.url).port))).toBe(first.serial);
    const home = await get(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const login = await get(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie();
    expect(cookies.length).toBe(3);
    for (const cookie of cookies) expect(cookie).toContain('; Secure');
    expect(cookies.find((cookie) => cookie.startsWith('hostel_refresh='))).toContain('HttpOnly');
    const { accessToken } = await login.json();
    const activity = await get(`${server.url}/api/admin/activity?action=sign-in`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    // Each visitor's own address, for the activity log and the per-address sign-in limit.
    expect(((await activity.json()) as { entries: { address: string }[] }).entries[0].address).toBe('127.0.0.1');
    const certificate = await (
      await get(`${server.url}/api/admin/certificate`, { headers: { Authorization: `Bearer ${accessToken}` } })
    ).json();
    expect(certificate).toMatchObject({
      source: 'files',
      names: ['hostels.test'],
      serial: first.serial,
      renewedAt: null,
      lastFailure: null,
    });
  });

  test('plain http sends every path and query to https with a 308, naming the https port', async () => {
    const response = await fetch(`${server.redirectingUrl}/hostels/karavali?lang=hi&x=1`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    const port = new URL(server.url).port;
    expect(response.headers.get('location')).toBe(`https://127.0.0.1:${port}/hostels/karavali?lang=hi&x=1`);
    expect((await fetch(`${server.redirectingUrl}/.well-known/acme-challenge/unknown`)).status).toBe(404);
  });

  test('new files are served without a restart while wrk keeps its connections alive, failing no request', async () => {
    const port = Number(new URL(server.url).port);
    const load = wrk(`https://127.0.0.1:${port}/api/hostels`, { connections: 8, seconds: 6 });
    await Bun.sleep(1000);
    const renewed = ca.issue(['hostels.test']);
    replaceFiles(renewed);
    await shownWithin(5000, async () => (await servedSerial(port)) === renewed.serial);
    const result = await load;
    expect(result.errors).toBe(0);
    expect(result.requestsPerSecond).toBeGreaterThan(0);
  }, 30_000);

  test('a bad new pair is refused with a warning, and the old one keeps serving', async () => {
    const port = Number(new URL(server.url).port);
    const serving = await servedSerial(port);
    const other = ca.issue(['hostels.test']);
    copyFileSync(other.certPath, `${certPath}.new`);
    renameSync(`${certPath}.new`, certPath);
    await shownWithin(5000, async () => warnings.some((line) => line.includes('The key does not belong')));
    expect(warnings.at(-1)).toContain('The previous certificate keeps serving.');
    expect(await servedSerial(port)).toBe(serving);
    expect(server.ctx.config.https).toBe(true);
  });
});

describe('the office hears of a certificate near its end, and of a new one that could not be taken', () => {
  test('each mailed once to the owners who chose it', async () => {
    const relay = await startTestRelay();
    const certPath = join(dir, 'ending.crt');
    const keyPath = join(dir, 'ending.key');
    const healthy = ca.issue(['hostels.test'], { days: 60 });
    copyFileSync(healthy.certPath, certPath);
    copyFileSync(healthy.keyPath, keyPath);
    const server = await serveForTests({
      https: fromFiles(certPath, keyPath, { checkFilesEveryMs: 100 }),
      mail: { relay: `smtp://127.0.0.1:${relay.port}/?starttls=optional`, from: 'hostels@example.edu', ca: null },
      certificateCheckEveryMs: 100,
      warn: () => {},
    });
    try {
      const call = (method: string, path: string, token: string, body?: unknown) =>
        get(`${server.url}${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const login = await get(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: TEST_PASSWORD }),
      });
      const { accessToken, accountId } = (await login.json()) as { accessToken: string; accountId: string };
      expect(
        (await call('PUT', `/api/admin/accounts/${accountId}`, accessToken, { email: 'owner@example.edu' })).status,
      ).toBe(200);
      expect((await call('PUT', '/api/admin/mail/mine', accessToken, { chosen: ['certificate'] })).status).toBe(200);

      // IT puts in a certificate that ends in 10 days.
      const ending = ca.issue(['hostels.test'], { days: 10 });
      copyFileSync(ending.keyPath, `${keyPath}.new`);
      copyFileSync(ending.certPath, `${certPath}.new`);
      renameSync(`${keyPath}.new`, keyPath);
      renameSync(`${certPath}.new`, certPath);
      await shownWithin(10_000, async () => relay.received.length === 1);
      expect(relay.received[0].subject).toMatch(
        /^The HTTPS certificate of Institute Hostels expires on \d+ \w+ \d{4}$/,
      );
      expect(relay.received[0].text).toContain('(hostels.test)');
      expect(relay.received[0].text).toContain('Put the renewed certificate and key in place of the files');

      const other = ca.issue(['hostels.test']);
      copyFileSync(other.certPath, `${certPath}.new`);
      renameSync(`${certPath}.new`, certPath);
      await shownWithin(10_000, async () => relay.received.length === 2);
      expect(relay.received[1].subject).toBe('A new HTTPS certificate for Institute Hostels could not be taken');
      expect(relay.received[1].text).toContain('The key does not belong to the certificate');
      expect(relay.received[1].text).toContain('The current one keeps serving until');
    } finally {
      await server.stop();
      await relay.stop();
    }
  }, 60_000);
});

describe('without HSTS', () => {
  test('--no-hsts leaves the header off, and cookies stay Secure', async () => {
    const pair = ca.issue(['hostels.test']);
    const server = await serveForTests({
      https: fromFiles(pair.certPath, pair.keyPath, { hsts: false, httpPort: null }),
    });
    try {
      const response = await get(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(response.headers.has('strict-transport-security')).toBe(false);
      expect(server.redirectingUrl).toBeNull();
      expect(server.ctx.config.https).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
