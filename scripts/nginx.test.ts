import type { Server } from 'bun';
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { startNginx, type Nginx } from './nginx';

setDefaultTimeout(60_000);

const serve = (name: string) =>
  Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: (req) =>
      Response.json({
        name,
        host: req.headers.get('host'),
        forwardedFor: req.headers.get('x-forwarded-for'),
        forwardedProto: req.headers.get('x-forwarded-proto'),
      }),
  });

let a: Server<undefined>;
let b: Server<undefined>;
let lb: Nginx;

beforeAll(async () => {
  a = serve('a');
  b = serve('b');
  lb = await startNginx([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`], { quiet: true });
});

afterAll(async () => {
  await lb?.stop();
  a?.stop(true);
  b?.stop(true);
});

type Seen = { name: string; host: string; forwardedFor: string; forwardedProto: string };

const get = async () => {
  const res = await lb.fetch('/who');
  expect(res.status).toBe(200);
  return (await res.json()) as Seen;
};

test(
  'spreads requests over both upstreams over https, ' + 'passing Host, X-Forwarded-For and X-Forwarded-Proto',
  async () => {
    expect(lb.url).toBe(`https://localhost:${lb.port}`);
    const names = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const seen = await get();
      names.add(seen.name);
      expect(seen).toMatchObject({ host: `localhost:${lb.port}`, forwardedFor: '127.0.0.1', forwardedProto: 'https' });
    }
    expect([...names].sort()).toEqual(['a', 'b']);
  },
);

test('its certificate is trusted only by a client told of the CA', async () => {
  await expect(fetch(`${lb.url}/who`)).rejects.toMatchObject({ code: 'SELF_SIGNED_CERT_IN_CHAIN' });
  expect((await fetch(`${lb.url}/who`, { tls: { ca: lb.ca.cert } })).status).toBe(200);
});

test('plain http is a 308 to the same path and query over https', async () => {
  for (const method of ['GET', 'POST']) {
    const res = await fetch(`${lb.httpUrl}/who/there?x=1&y=%C3%A9`, { method, redirect: 'manual' });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe(`${lb.url}/who/there?x=1&y=%C3%A9`);
  }
});

test('a GET is retried on the other upstream when one is down', async () => {
  // Upstreams and a balancer of its own: the others' stay up.
  const [up, down] = [serve('up'), serve('down')];
  const own = await startNginx([`127.0.0.1:${down.port}`, `127.0.0.1:${up.port}`], { quiet: true });
  try {
    await down.stop(true);
    for (let i = 0; i < 10; i++) expect(((await (await own.fetch('/who')).json()) as Seen).name).toBe('up');
  } finally {
    await own.stop();
    up.stop(true);
  }
});

test('stop() removes the folder', async () => {
  const other = await startNginx([`127.0.0.1:${b.port}`], { quiet: true });
  expect((await other.fetch('/')).status).toBe(200);
  await other.stop();
  expect(existsSync(other.dir)).toBe(false);
  await other.stop();
});
