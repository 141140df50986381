import { expect, spyOn, test } from 'bun:test';
import { CHANGED_MEANWHILE, DATABASE_UNAVAILABLE, storageFailure } from './errors';

// PostgreSQL's errors as Bun.SQL raises them: a client code, or the server's SQLSTATE in errno.
const postgres = (fields: { code?: string; errno?: string }) => Object.assign(new Error('from PostgreSQL'), fields);

test("PostgreSQL's state, not a bug, gets a clear response instead of a 500", () => {
  for (const error of [
    postgres({ code: 'ERR_POSTGRES_CONNECTION_REFUSED' }),
    postgres({ code: 'ERR_POSTGRES_CONNECTION_CLOSED' }),
    postgres({ errno: '57P01' }),
    postgres({ errno: '08006' }),
  ]) {
    expect(storageFailure(error)).toMatchObject({ status: 503, message: DATABASE_UNAVAILABLE });
  }
  expect(storageFailure(postgres({ errno: '53100' }))).toMatchObject({ status: 507 });
  expect(storageFailure(postgres({ errno: '40P01' }))).toMatchObject({ status: 503, headers: { 'Retry-After': '1' } });
  expect(storageFailure(postgres({ errno: '23505' }))).toEqual({ status: 409, message: CHANGED_MEANWHILE });
  expect(storageFailure(postgres({ errno: '23503' }))).toEqual({ status: 409, message: CHANGED_MEANWHILE });
  // A bad query stays a 500: it is a bug.
  expect(storageFailure(postgres({ errno: '42601', code: 'ERR_POSTGRES_SERVER_ERROR' }))).toBeNull();
});

test(
  'a browser opening a page gets the ' + 'message as a small page of its own; ' + 'the API, and anything else, JSON',
  async () => {
    const { Elysia } = await import('elysia');
    const { errorHandling } = await import('./errors');
    const failing = () => {
      throw postgres({ code: 'ERR_POSTGRES_CONNECTION_REFUSED' });
    };
    const quiet = spyOn(console, 'error').mockImplementation(() => {});
    try {
      const app = new Elysia().use(errorHandling).get('/people', failing).get('/api/people', failing);
      const asBrowser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
      const page = await app.handle(new Request('http://localhost/people', { headers: asBrowser }));
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toBe('text/html;charset=utf-8');
      const html = await page.text();
      expect(html).toContain(`<h1 style="font-size:1.4rem">${DATABASE_UNAVAILABLE}</h1>`);
      expect(html).toContain('<a href="">Try again</a>');

      for (const [path, headers] of [
        ['/api/people', asBrowser],
        ['/people', { accept: '*/*' }],
      ] as const) {
        const response = await app.handle(new Request(`http://localhost${path}`, { headers }));
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ message: DATABASE_UNAVAILABLE });
      }
    } finally {
      quiet.mockRestore();
    }
  },
);

test(
  'an error is never sent with the headers its route set ' + 'for what it meant to send: no ETag, no caching, JSON',
  async () => {
    const { Elysia } = await import('elysia');
    const { errorHandling, notFound } = await import('./errors');
    const app = new Elysia().use(errorHandling).get('/api/picture', ({ set }) => {
      Object.assign(set.headers, {
        ETag: '"abc"',
        'cache-control': 'public, max-age=31536000, immutable',
        'Content-Type': 'image/webp',
      });
      throw notFound('This record has no image.');
    });
    const response = await app.handle(new Request('http://localhost/api/picture'));
    expect(response.status).toBe(404);
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json;charset=utf-8');
    expect(await response.json()).toEqual({ message: 'This record has no image.' });
  },
);
