import { expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { REQUEST_LOG_FLUSH_MS, requestLine, requestLog } from './request-log';
import { errorHandling, notFound } from './errors';

test('one line per request: method, path without the query, status, milliseconds', async () => {
  const lines: string[] = [];
  const log = requestLog((written) => lines.push(...written.split('\n')));
  const app = new Elysia()
    .use(log.plugin)
    .use(errorHandling)
    .get('/api/things', () => ({ ok: true }))
    .get('/api/missing', () => {
      throw notFound('Not here.');
    });
  await app.handle(new Request('http://localhost/api/things?signature=secret'));
  await app.handle(new Request('http://localhost/api/missing'));
  await app.handle(new Request('http://localhost/api/no-such-route'));
  // Lines wait to be written together.
  expect(lines).toHaveLength(0);
  await Bun.sleep(REQUEST_LOG_FLUSH_MS + 20);
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/^GET \/api\/things 200 \d+\.\dms$/);
  expect(lines[1]).toMatch(/^GET \/api\/missing 404 \d+\.\dms$/);
  expect(lines[2]).toMatch(/^GET \/api\/no-such-route 404 \d+\.\dms$/);
  expect(lines.join('\n')).not.toContain('secret');
});

test('flush writes the pending lines at once', async () => {
  const writes: string[] = [];
  const log = requestLog((written) => writes.push(written));
  const app = new Elysia().use(log.plugin).get('/api/things', () => 'ok');
  await app.handle(new Request('http://localhost/api/things'));
  await app.handle(new Request('http://localhost/api/things'));
  log.flush();
  expect(writes).toHaveLength(1);
  expect(writes[0].split('\n')).toHaveLength(2);
  await Bun.sleep(REQUEST_LOG_FLUSH_MS + 20);
  expect(writes).toHaveLength(1);
});

test("a response sent before Elysia is logged with its URL's request line; times under and over 100 ms alike", () => {
  const writes: string[] = [];
  const log = requestLog((written) => writes.push(written));
  const sent = new Response('ok', { status: 304 });
  expect(log.logAs(requestLine('GET', 'http://localhost/api/hostels?q=secret'), performance.now() - 42, sent)).toBe(
    sent,
  );
  log.logAs(requestLine('GET', 'http://localhost/'), performance.now() - 250, new Response('ok'));
  log.logAs(requestLine('GET', 'http://localhost'), performance.now(), new Response('ok'));
  log.flush();
  const lines = writes[0].split('\n');
  expect(lines[0]).toMatch(/^GET \/api\/hostels 304 42\.\dms$/);
  expect(lines[1]).toMatch(/^GET \/ 200 250\.\dms$/);
  expect(lines[2]).toMatch(/^GET \/ 200 0\.\dms$/);
});
