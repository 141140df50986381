// The cluster command's core: three instances started at once on one empty
// PostgreSQL behind nginx make one site (one admin, the demo content once),
// served over https as in production (nginx terminates TLS, the instances
// send HSTS and Secure cookies), and it keeps responding, losing no
// acknowledged write, when one instance is killed under load. Needs
// PostgreSQL, nginx and wrk (.ci/run installs them).
import { SQL } from 'bun';
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { REFRESH_COOKIE, XSRF_COOKIE } from '../src/auth/sessions';
import { demoHostels, demoPeople } from '../src/demo/content';
import { describeLoadWithKill, runLoadWithKill, startCluster, type Cluster } from './cluster';
import { WRK_MISSING } from './load-test';

setDefaultTimeout(120_000);

let cluster: Cluster;
let sql: SQL;

beforeAll(async () => {
  cluster = await startCluster({ quiet: true });
  sql = new SQL({ url: cluster.postgres.url, max: 1 });
});

afterAll(async () => {
  await sql?.close({ timeout: 0 });
  await cluster?.stop();
});

/** A request to the site through nginx over https, its CA trusted. */
const site = (path: string, init?: RequestInit) => cluster.nginx.fetch(path, init);

const signIn = (password: string, headers: Record<string, string> = {}) =>
  site('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: cluster.username, password }),
  });

test('the site responds through nginx over https: /api/health and the app', async () => {
  expect(cluster.url).toBe(`https://localhost:${cluster.nginx.port}`);
  const health = await site('/api/health');
  expect(health.status).toBe(200);
  const page = await site('/');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(await page.text()).toContain('<script');
});

test('over https every response has HSTS once, from the server (nginx adds none)', async () => {
  const hostels = await site('/api/hostels');
  const responses = [
    await site('/'),
    hostels,
    await site('/api/hostels', { headers: { 'if-none-match': hostels.headers.get('etag')! } }),
    await site('/api/no-such-thing'),
    await site('/api/notifications/admin'),
  ];
  expect(responses.map((response) => response.status)).toEqual([200, 200, 304, 404, 401]);
  for (const response of responses) {
    // Two copies would read "max-age=31536000, max-age=31536000".
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  }
});

test('signing in through nginx sets Secure cookies, the refresh one HttpOnly', async () => {
  const login = await signIn(cluster.password);
  expect(login.status).toBe(200);
  const cookies = login.headers.getSetCookie();
  const named = (name: string) => cookies.find((cookie) => cookie.startsWith(`${name}=`));
  expect(named(REFRESH_COOKIE)).toBeString();
  expect(named(XSRF_COOKIE)).toBeString();
  for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure(;|$)/i);
  expect(named(REFRESH_COOKIE)).toMatch(/;\s*HttpOnly(;|$)/i);
});

test("nginx's plain http port is a 308 to the same path and query over https", async () => {
  for (const method of ['GET', 'POST']) {
    const response = await fetch(`${cluster.nginx.httpUrl}/hostels?page=2&q=%E0%A4%B9`, { method, redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`${cluster.url}/hostels?page=2&q=%E0%A4%B9`);
  }
});

test("through nginx, the activity log has the address nginx forwarded, not nginx's own", async () => {
  // This test's requests come from 127.0.0.1, nginx's address too: to the servers, they come through a proxy in
  // front of nginx, which named the visitor 203.0.113.7.
  const visitor = { 'x-forwarded-for': '203.0.113.7' };
  expect((await signIn('Wrong@Pass1', visitor)).status).toBe(401);
  const { accessToken } = (await (await signIn(cluster.password, visitor)).json()) as { accessToken: string };
  const page = await site('/api/admin/activity?action=failed%20sign-in', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { entries } = (await page.json()) as { entries: { address: string }[] };
  expect(entries.map((entry) => entry.address)).toEqual(['203.0.113.7']);
});

test('the demo content is there once, not once per instance', async () => {
  const hostels = (await (await site('/api/hostels')).json()) as { name: string }[];
  expect(hostels.map((h) => h.name).sort()).toEqual(demoHostels.map((h) => h.name).sort());
  const people = (await (await site('/api/people')).json()) as unknown[];
  expect(people).toHaveLength(demoPeople.length);
  const [{ n }] = await sql`SELECT count(*)::int AS n FROM hostels`;
  expect(n).toBe(demoHostels.length);
  // Every instance shows the same site.
  for (const instance of cluster.instances) {
    const own = (await (await fetch(`${instance.url}/api/hostels`)).json()) as unknown[];
    expect(own).toHaveLength(demoHostels.length);
  }
});

test('there is one admin, and it logs in on every instance', async () => {
  const admins = await sql`SELECT username FROM admins`;
  expect(admins).toEqual([{ username: 'admin' }]);
  for (const instance of cluster.instances) {
    const login = await fetch(`${instance.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: cluster.username, password: cluster.password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { accessToken?: string }).accessToken).toBeString();
  }
});

// The shared cluster's tests read every instance: a kill and a stop each have a cluster of their own.
test('under load with one instance killed: no failed read, no acknowledged write lost', async () => {
  if (!Bun.which('wrk')) throw new Error(WRK_MISSING);
  const own = await startCluster({ quiet: true, instances: 2 });
  try {
    await loadWithKill(own);
  } finally {
    await own.stop();
  }
});

async function loadWithKill(cluster: Cluster) {
  const result = await runLoadWithKill(cluster, { duration: 8, connections: 20, writesPerSecond: 40, quiet: true });
  if (!result.ok) {
    console.error(
      [...describeLoadWithKill(result), ...cluster.instances.map((instance) => instance.output())].join('\n'),
    );
  }
  const victim = cluster.instances.find((instance) => instance.name === result.killed.name)!;
  expect(victim.running()).toBe(false);
  expect(victim.proc.signalCode).toBe('SIGKILL');

  expect(result.reads.total).toBeGreaterThan(0);
  expect(result.reads.failed).toBe(0);
  expect(result.writes.acknowledged).toBeGreaterThan(0);
  // The site kept taking writes after the kill.
  expect(result.writes.acknowledgedAfterKill).toBeGreaterThan(0);
  expect(result.writes.lost).toBe(0);
  expect(result.writes.duplicated).toBe(0);
  expect(result.writes.notVisible).toBe(0);
  expect(result.ok).toBe(true);

  // The others still respond on their own.
  for (const instance of cluster.instances.filter((i) => i !== victim)) {
    expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
  }
}

test('stop() ends every process and deletes the folders', async () => {
  const own = await startCluster({ quiet: true, instances: 1 });
  await own.stop();
  for (const instance of own.instances) {
    expect(instance.running()).toBe(false);
    expect(existsSync(instance.dir)).toBe(false);
  }
  expect(existsSync(own.nginx.dir)).toBe(false);
  expect(existsSync(own.postgres.dir)).toBe(false);
  await own.stop();
});
