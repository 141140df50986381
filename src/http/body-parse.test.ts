// Bodies are read by http/body-parse.ts on the routes that take one, through
// the `readsBody` macro rather than a global parse hook (which would make
// Elysia respond to every route through a promise): every write must carry it
// (or `readsPlainForm`, which reads a plain HTML form's fields too).
import { expect, test } from 'bun:test';
import { startTestAppBeforeAll } from '../testing';

const t = startTestAppBeforeAll();

const readsBody = (route: (typeof t.app.routes)[number]) =>
  [route.hooks.parse ?? []]
    .flat()
    .some((hook: { fn?: { name?: string } }) => ['readBody', 'readBodyOrPlainForm'].includes(hook.fn?.name ?? ''));

test('every write route reads its body with readBody, and the public reads have no parse hook', async () => {
  const writes = t.app.routes.filter((route) => route.method !== 'GET' && route.method !== 'HEAD');
  expect(writes.length).toBeGreaterThanOrEqual(30);
  expect(writes.filter((route) => !readsBody(route)).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  const lists = ['/api/hostels/', '/api/people/', '/api/mess/', '/api/events/', '/api/notifications/', '/api/files/'];
  const publicReads = t.app.routes.filter((route) => route.method === 'GET' && lists.includes(route.path));
  expect(publicReads.length).toBe(lists.length);
  expect(publicReads.filter((route) => [route.hooks.parse ?? []].flat().length > 0).map((route) => route.path)).toEqual(
    [],
  );
});

test(
  'a write refuses a body of another type with 415, and ' + 'JSON nested too deep with 400, before its handler runs',
  async () => {
    const asText = await t.call('POST', '/api/admin/login', {
      body: 'username=admin',
      headers: { 'content-type': 'text/plain' },
    });
    expect(asText.status).toBe(415);
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    const nested = await t.admin('POST', '/api/notifications', { title: 'Deep', message: deep, priority: 'low' });
    expect(nested.status).toBe(400);
    expect(nested.json.message).toBe('The request body is nested too deeply.');
  },
);
