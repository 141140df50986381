// The cluster command's core: three instances started at once on one empty
// PostgreSQL behind nginx make one site (one admin, the demo content once),
// and it keeps responding, losing no acknowledged write, when one instance is
// killed under load. Needs PostgreSQL, nginx and wrk (.ci/run installs them).
import { SQL } from 'bun';
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { existsSync } from 'node:fs';
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

test('the site responds through nginx: /api/health and the app', async () => {
  expect(cluster.url).toBe(`http://127.0.0.1:${cluster.nginx.port}`);
  const health = await fetch(`${cluster.url}/api/health`);
  expect(health.status).toBe(200);
  const page = await fetch(`${cluster.url}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(await page.text()).toContain('<script');
});

test("through nginx, the activity log has the address nginx forwarded, not nginx's own", async () => {
  // This test's requests come from 127.0.0.1, nginx's address too: to the servers, they come through a proxy in
  // front of nginx, which named the visitor 203.0.113.7.
  const signIn = (password: string) =>
    fetch(`${cluster.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ username: cluster.username, password }),
    });
  expect((await signIn('Wrong@Pass1')).status).toBe(401);
  const { accessToken } = (await (await signIn(cluster.password)).json()) as { accessToken: string };
  const page = await fetch(`${cluster.url}/api/admin/activity?action=failed%20sign-in`, { headers: { authorization: `Bearer ${accessToken}` } });
  const { entries } = (await page.json()) as { entries: { address: string }[] };
  expect(entries.map((entry) => entry.address)).toEqual(['203.0.113.7']);
});

test('the demo content is there once, not once per instance', async () => {
  const hostels = (await (await fetch(`${cluster.url}/api/hostels`)).json()) as { name: string }[];
  expect(hostels.map((h) => h.name).sort()).toEqual(demoHostels.map((h) => h.name).sort());
  const people = (await (await fetch(`${cluster.url}/api/people`)).json()) as unknown[];
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

test('under load with one instance killed: no failed read, no acknowledged write lost', async () => {
  if (!Bun.which('wrk')) throw new Error(WRK_MISSING);
  const result = await runLoadWithKill(cluster, { duration: 8, connections: 20, writesPerSecond: 40, quiet: true });
  if (!result.ok) {
    console.error([...describeLoadWithKill(result), ...cluster.instances.map((instance) => instance.output())].join('\n'));
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
});

test('stop() ends every process and deletes the folders', async () => {
  await sql.close();
  await cluster.stop();
  for (const instance of cluster.instances) {
    expect(instance.running()).toBe(false);
    expect(existsSync(instance.dir)).toBe(false);
  }
  expect(existsSync(cluster.nginx.dir)).toBe(false);
  expect(existsSync(cluster.postgres.dir)).toBe(false);
  await cluster.stop();
});
