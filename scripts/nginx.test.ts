import type { Server } from 'bun';
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { startNginx, type Nginx } from './nginx';

setDefaultTimeout(60_000);

const serve = (name: string) =>
  Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: (req) => Response.json({ name, host: req.headers.get('host'), forwardedFor: req.headers.get('x-forwarded-for') }),
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

const get = async () => {
  const res = await fetch(`${lb.url}/who`);
  expect(res.status).toBe(200);
  return (await res.json()) as { name: string; host: string; forwardedFor: string };
};

test('spreads requests over both upstreams and passes Host and X-Forwarded-For', async () => {
  const names = new Set<string>();
  for (let i = 0; i < 10; i++) {
    const seen = await get();
    names.add(seen.name);
    expect(seen.host).toBe(`127.0.0.1:${lb.port}`);
    expect(seen.forwardedFor).toBe('127.0.0.1');
  }
  expect([...names].sort()).toEqual(['a', 'b']);
});

test('a GET is retried on the other upstream when one is down', async () => {
  await a.stop(true);
  for (let i = 0; i < 10; i++) expect((await get()).name).toBe('b');
});

test('stop() removes the folder', async () => {
  const other = await startNginx([`127.0.0.1:${b.port}`], { quiet: true });
  expect((await fetch(other.url)).status).toBe(200);
  await other.stop();
  expect(existsSync(other.dir)).toBe(false);
  await other.stop();
});
