// The fast path sends a visitor exactly what Elysia's route sent for the same
// URL, and nothing once the database has changed or to anyone signed in.
import { afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { PNG_DATA_URL, startTestAppBeforeAll } from '../testing';
import { addEvent, addHostel, addPerson } from '../testing/fixtures';
import { siteRoutes } from '../render/site';
import * as webBuild from '../../dist/web/manifest';

const t = startTestAppBeforeAll();
beforeAll(() => void t.app.use(siteRoutes(t.ctx, webBuild)).compile());

/** Elysia's routes refuse to answer while `during` runs: whatever is sent came from the fast path. */
async function withoutRoutes<T>(during: () => Promise<T>) {
  const routes = Object.getOwnPropertyDescriptor(t.app, 'fetch');
  Object.defineProperty(t.app, 'fetch', {
    configurable: true,
    writable: true,
    value: () => new Response('routed', { status: 599 }),
  });
  try {
    return await during();
  } finally {
    if (routes) Object.defineProperty(t.app, 'fetch', routes);
    else delete (t.app as { fetch?: unknown }).fetch;
  }
}

const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));

async function sent(path: string, headers: Record<string, string> = {}) {
  const response = await t.fetch(new Request(`http://localhost${path}`, { headers }));
  return { status: response.status, headers: headersOf(response), body: new Uint8Array(await response.arrayBuffer()) };
}

afterEach(async () => {
  // Every test starts from a database change: nothing published before it is fresh.
  await addPerson(t, { name: 'Dr. Another Warden' });
});

describe('the fast path', () => {
  test(
    'a visitor gets the same status, headers and bytes ' + 'as from the route, in each encoding and as a 304',
    async () => {
      const warden = await addPerson(t, { name: 'Dr. Fast Warden' });
      await addHostel(t, { warden: warden._id, supervisor: warden._id });
      for (const encoding of ['', 'gzip', 'br']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const routed = await sent('/api/hostels', headers);
        expect(routed.status).toBe(200);
        expect(await withoutRoutes(() => sent('/api/hostels', headers))).toEqual(routed);
      }
      const etag = (await sent('/api/hostels')).headers.etag;
      const notModified = await withoutRoutes(() => sent('/api/hostels', { 'if-none-match': etag }));
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers).toEqual(
        Object.fromEntries(Object.entries((await sent('/api/hostels', { 'if-none-match': etag })).headers)),
      );
    },
  );

  test(
    'a picture at a card size is sent ' + 'from the fast path, the same bytes ' + 'and headers, and a 304 to its ETag',
    async () => {
      const warden = await addPerson(t, { name: 'Dr. Pictured Warden' });
      const hostel = await addHostel(t, {
        warden: warden._id,
        supervisor: warden._id,
        name: 'Pictured Block',
        image: PNG_DATA_URL,
      });
      const path = `${hostel.image}&w=480`;
      const routed = await sent(path);
      expect(routed.headers['content-type']).toBe('image/webp');
      expect(await withoutRoutes(() => sent(path))).toEqual(routed);
      const notModified = await withoutRoutes(() => sent(path, { 'if-none-match': routed.headers.etag }));
      expect(notModified.status).toBe(304);
      expect(notModified.headers['content-security-policy']).toBe(routed.headers['content-security-policy']);
    },
  );

  test("a route's own headers go with its bytes: an event's calendar file keeps its Content-Disposition", async () => {
    const event = await addEvent(t, { date: '2099-03-01' });
    const routed = await sent(`/api/events/${event._id}.ics`);
    expect(routed.headers['content-disposition']).toStartWith('attachment; filename=');
    expect(await withoutRoutes(() => sent(`/api/events/${event._id}.ics`))).toEqual(routed);
  });

  test('a rendered page is sent from the fast path too, its query part of its address', async () => {
    const routed = await sent('/people?role=warden');
    expect(routed.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(await withoutRoutes(() => sent('/people?role=warden'))).toEqual(routed);
    expect((await withoutRoutes(() => sent('/people?role=supervisor'))).status).toBe(599);
  });

  test('after a write the route builds the response again, with the write in it', async () => {
    await sent('/api/people');
    await addPerson(t, { name: 'Dr. Written Since' });
    const after = await withoutRoutes(() => sent('/api/people'));
    expect(after.status).toBe(599);
    expect(new TextDecoder().decode((await sent('/api/people')).body)).toContain('Dr. Written Since');
  });

  test('a signed-in admin, another method and a URL never sent are routed', async () => {
    await sent('/api/notifications');
    await withoutRoutes(async () => {
      expect((await t.call('GET', '/api/notifications', { token: t.token })).status).toBe(599);
      expect((await t.call('HEAD', '/api/notifications')).status).toBe(599);
      expect((await t.call('GET', '/api/events')).status).toBe(599);
      expect((await t.call('GET', '/api/notifications')).status).toBe(200);
    });
  });

  test("an admin's own view of a list is never published for visitors", async () => {
    await t.call('GET', '/api/files', { token: t.token });
    expect((await withoutRoutes(() => sent('/api/files'))).status).toBe(599);
  });
});
