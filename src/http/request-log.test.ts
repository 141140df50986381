import { expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { requestLog } from './request-log';
import { errorHandling, notFound } from './errors';

test('one line per request: method, path without the query, status, milliseconds', async () => {
  const lines: string[] = [];
  const app = new Elysia()
    .use(requestLog((written) => lines.push(...written.split('\n'))))
    .use(errorHandling)
    .get('/api/things', () => ({ ok: true }))
    .get('/api/missing', () => {
      throw notFound('Not here.');
    });
  await app.handle(new Request('http://localhost/api/things?signature=secret'));
  await app.handle(new Request('http://localhost/api/missing'));
  await app.handle(new Request('http://localhost/api/no-such-route'));
  // The log writes what a turn of the event loop finished in a setImmediate.
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/^GET \/api\/things 200 \d+\.\dms$/);
  expect(lines[1]).toMatch(/^GET \/api\/missing 404 \d+\.\dms$/);
  expect(lines[2]).toMatch(/^GET \/api\/no-such-route 404 \d+\.\dms$/);
  expect(lines.join('\n')).not.toContain('secret');
});
