// PostgreSQL going away while the site serves: every request that needs it
// answers 503 with a clear message within a few seconds (never a 500, never
// a hang), and once the database is back the same instance works again by
// itself, with no stale list: while it could not hear other instances'
// changes, nothing is answered from its cache.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, spyOn, test } from 'bun:test';
import { DATABASE_UNAVAILABLE } from '../http/errors';
import { postgresForTests, startTestApp, type TestApp } from '../testing';

setDefaultTimeout(120_000);

// This file stops and starts its cluster: never the one other test files share.
const postgres = postgresForTests({ own: true });
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ databaseUrl: await postgres.createDatabase() });
  await t.admin('POST', '/api/notifications', { title: 'Before', message: 'M' });
});
afterAll(() => t?.stop());

/** The answer and how long it took. */
async function timed(call: () => Promise<{ status: number; json: any }>) {
  const started = performance.now();
  const answer = await call();
  return { status: answer.status, message: answer.json?.message, ms: performance.now() - started };
}

describe('PostgreSQL goes away while serving', () => {
  test('503 with a clear message within seconds; back to normal, with fresh lists, once it returns', async () => {
    expect((await t.call('GET', '/api/notifications')).json.map((n: any) => n.title)).toEqual(['Before']);
    const quiet = spyOn(console, 'error').mockImplementation(() => {});
    try {
      await postgres.pause();
      const answers = [
        await timed(() => t.admin('POST', '/api/notifications', { title: 'During', message: 'M' })),
        await timed(() => t.call('GET', '/api/people')),
        await timed(() => t.call('GET', '/api/notifications')),
        await timed(() => t.call('POST', '/api/admin/login', { body: { username: 'admin', password: 'Wrong@Pass1' } })),
      ];
      for (const answer of answers) {
        expect({ status: answer.status, message: answer.message }).toEqual({ status: 503, message: DATABASE_UNAVAILABLE });
        expect(answer.ms).toBeLessThan(5000);
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
    expect((await t.call('GET', '/api/notifications')).json.map((n: any) => n.title)).toEqual(['After', 'Before']);
  });
});
