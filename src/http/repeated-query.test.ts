import { describe, expect, test } from 'bun:test';
import { startTestAppBeforeAll } from '../testing';
import { repeatedParameter } from './repeated-query';

describe('a query parameter given twice', () => {
  const t = startTestAppBeforeAll();

  test('is found by name; a list of distinct names, or none, is fine', () => {
    expect(repeatedParameter('http://x/api/people?role=a&q=b&role=c')).toBe('role');
    expect(repeatedParameter('http://x/api/people?role=a&q=b')).toBeNull();
    expect(repeatedParameter('http://x/api/people')).toBeNull();
  });

  test('is one 400 with a message on every /api route, for every method, signed in or not', async () => {
    const routes = t.app.routes.filter((route) => route.path.startsWith('/api/') && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const path = route.path.replace(/:\w+/g, 'x').replace(/\*$/, 'x');
      const response = await t.app.handle(
        new Request(`http://localhost${path}?lang=hi&lang=en`, { method: route.method }),
      );
      const body = (await response.json()) as { message: string };
      expect({ route: `${route.method} ${route.path}`, status: response.status, message: body.message }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 400,
        message: 'The query parameter "lang" is given more than once. Give it once.',
      });
    }
  });

  test('a page of the site is not an API route: it is answered as before', async () => {
    const response = await t.app.handle(new Request('http://localhost/api-docs-not?x=1&x=2'));
    expect(response.status).not.toBe(400);
  });
});
