// PostgreSQL going away while the site serves: every request that needs it
// gets 503 with a clear message within a few seconds (never a 500, never
// a hang), and once the database is back the same instance works again by
// itself, with no stale list: while it could not hear other instances'
// changes, nothing is served from its cache. Proven twice: the server
// stopped (its connections close), and the network cut without closing
// anything (a proxy that stops passing bytes).
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, spyOn, test } from 'bun:test';
import { SQL, type Socket } from 'bun';
import { DATABASE_UNAVAILABLE } from '../http/errors';
import { postgresForTests, startTestApp, type TestApp } from '../testing';
import { titlesOf, type TestResponse } from '../testing/fixtures';

setDefaultTimeout(120_000);

// This file stops and starts its cluster: never the one other test files share.
const postgres = postgresForTests({ own: true });
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ databaseUrl: await postgres.createDatabase() });
  await t.admin('POST', '/api/notifications', { title: 'Before', message: 'M' });
});
afterAll(() => t?.stop());

/** The response and how long it took. */
async function timed(call: () => Promise<TestResponse>) {
  const started = performance.now();
  const response = await call();
  return { status: response.status, message: response.json?.message, ms: performance.now() - started };
}

describe('PostgreSQL goes away while serving', () => {
  test('503 with a clear message within seconds; back to normal, with fresh lists, once it returns', async () => {
    expect(titlesOf((await t.call('GET', '/api/notifications')).json)).toEqual(['Before']);
    const quiet = spyOn(console, 'error').mockImplementation(() => {});
    try {
      await postgres.pause();
      const responses = [
        await timed(() => t.admin('POST', '/api/notifications', { title: 'During', message: 'M' })),
        await timed(() => t.call('GET', '/api/people')),
        await timed(() => t.call('GET', '/api/notifications')),
        await timed(() => t.signIn({ username: 'admin', password: 'Wrong@Pass1' })),
      ];
      for (const response of responses) {
        expect({ status: response.status, message: response.message }).toEqual({
          status: 503,
          message: DATABASE_UNAVAILABLE,
        });
        expect(response.ms).toBeLessThan(5000);
      }
      const health = await t.call('GET', '/api/health');
      expect(health.status).toBe(503);
    } finally {
      await postgres.resume();
      quiet.mockRestore();
    }
    // Without a restart: the pool connects again at the next request.
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    expect((await t.admin('POST', '/api/notifications', { title: 'After', message: 'M' })).status).toBe(200);
    expect(titlesOf((await t.call('GET', '/api/notifications')).json)).toEqual(['After', 'Before']);
  });
});

type Pipe = { peer: Socket<Pipe> | null; pending: Uint8Array[] };

/** A TCP proxy to `port` that can stop passing bytes either way while keeping every connection open: a cut cable. */
function cuttableProxy(port: number) {
  let cut = false;
  const pass = (to: Socket<Pipe> | null, from: Pipe, chunk: Uint8Array) => {
    if (cut) return;
    if (to) to.write(chunk);
    else from.pending.push(Uint8Array.from(chunk));
  };
  const server = Bun.listen<Pipe>({
    hostname: '127.0.0.1',
    port: 0,
    socket: {
      async open(client) {
        client.data = { peer: null, pending: [] };
        const upstream = await Bun.connect<Pipe>({
          hostname: '127.0.0.1',
          port,
          data: { peer: client, pending: [] },
          socket: {
            data: (socket, chunk) => pass(socket.data.peer, socket.data, chunk),
            close: () => void client.end(),
          },
        });
        client.data.peer = upstream;
        for (const chunk of client.data.pending.splice(0)) upstream.write(chunk);
      },
      data: (client, chunk) => pass(client.data.peer, client.data, chunk),
      close: (client) => void client.data.peer?.end(),
    },
  });
  return { port: server.port, cut: () => void (cut = true), stop: () => server.stop(true) };
}

describe('the network to PostgreSQL is cut without closing anything', () => {
  test(
    'no list is served from a cache that has not heard from ' +
      'PostgreSQL for a second, and reads get 503 within a few seconds',
    async () => {
      const databaseUrl = await postgres.createDatabase();
      const direct = new URL(databaseUrl);
      const proxy = cuttableProxy(Number(direct.port));
      const proxied = new URL(databaseUrl);
      proxied.port = String(proxy.port);
      const site = await startTestApp({ databaseUrl: proxied.toString() });
      const quiet = spyOn(console, 'error').mockImplementation(() => {});
      try {
        await site.admin('POST', '/api/notifications', { title: 'Before the cut', message: 'M' });
        expect(titlesOf((await site.call('GET', '/api/notifications')).json)).toEqual(['Before the cut']);
        proxy.cut();
        const cutAt = performance.now();
        // Another instance, still connected, writes meanwhile.
        const other = new SQL(databaseUrl);
        await other.unsafe(
          "INSERT INTO notifications (id, title, message, created_at, updated_at) VALUES ('elsewhere', " +
            "'Written during the cut', 'M', '2030-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z')",
        );
        await other.close();
        // The cached list may still be served while the last heartbeat is under a second old, never after.
        let response = await timed(() => site.call('GET', '/api/notifications'));
        while (response.status === 200) {
          expect(performance.now() - cutAt).toBeLessThan(2000);
          response = await timed(() => site.call('GET', '/api/notifications'));
        }
        for (const next of [response, await timed(() => site.call('GET', '/api/hostels/no-such-hostel'))]) {
          expect({ status: next.status, message: next.message }).toEqual({
            status: 503,
            message: DATABASE_UNAVAILABLE,
          });
          expect(next.ms).toBeLessThan(8000);
        }
      } finally {
        quiet.mockRestore();
        proxy.stop();
        await site.stop();
      }
    },
  );
});
