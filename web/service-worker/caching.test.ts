import { describe, expect, test } from 'bun:test';
import { FETCHED_AT_HEADER } from '../lib/offline';
import { cacheName, isConsolePage, keepable, stamped, staleCaches, strategyFor } from './caching';

const ORIGIN = 'https://hostels.example';
const request = (path: string, init: { method?: string; mode?: string; headers?: Record<string, string> } = {}) => ({
  method: init.method ?? 'GET',
  url: path.startsWith('http') ? path : ORIGIN + path,
  mode: init.mode ?? 'cors',
  headers: new Headers(init.headers),
});

describe('what the service worker keeps', () => {
  test('public pages and the reads their app makes: from the network, the kept copy when it fails', () => {
    for (const path of ['/', '/rules-regulations', '/people?role=warden', '/hostels', '/hostel/abc123']) {
      expect(strategyFor(request(path, { mode: 'navigate' }), ORIGIN)).toBe('network-first');
    }
    for (const path of [
      '/api/people',
      '/api/hostels',
      '/api/hostels/abc123',
      '/api/notifications',
      '/api/events',
      '/api/mess',
      '/api/mess/abc/menu',
      '/api/files',
      '/api/people/image/abc',
      '/api/hostels/image/abc',
      '/api/gallery',
      '/api/gallery/image/abc',
      '/api/pages/about',
      '/api/pages/pictures/abc.webp',
    ]) {
      expect(strategyFor(request(path), ORIGIN)).toBe('network-first');
    }
  });

  test('files named by their content: from the cache first', () => {
    expect(strategyFor(request('/assets/index-3pvw0n3t.js'), ORIGIN)).toBe('cache-first');
  });

  test(
    'never the console, an admin call, a signed-in read, ' + 'a write, a backup, a download, a feed or another site',
    () => {
      const never = [
        request('/admin', { mode: 'navigate' }),
        request('/admin/login', { mode: 'navigate' }),
        request('/api/admin/refresh'),
        request('/api/admin/accounts'),
        request('/api/notifications/admin'),
        request('/api/people', { headers: { authorization: 'Bearer token' } }),
        request('/api/hostels', { method: 'POST' }),
        request('/api/backups'),
        request('/api/files/download/abc'),
        request('/api/files/subcommittees'),
        request('/api/files/abc'),
        request('/api/events.ics'),
        request('/api/notifications.atom'),
        request('/sw.js'),
        request('https://elsewhere.example/', { mode: 'navigate' }),
      ];
      for (const each of never)
        expect([each.method, each.url, strategyFor(each, ORIGIN)]).toEqual([each.method, each.url, 'network']);
    },
  );

  test("the console's pages: what they ask for is never kept", () => {
    expect(isConsolePage(`${ORIGIN}/admin`)).toBe(true);
    expect(isConsolePage(`${ORIGIN}/admin/login?from=%2Fadmin`)).toBe(true);
    expect(isConsolePage(`${ORIGIN}/`)).toBe(false);
    expect(isConsolePage(`${ORIGIN}/administration-rules`)).toBe(false);
  });

  test('only whole, public responses are kept', () => {
    const response = (status: number, cacheControl?: string) =>
      new Response('x', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });
    expect(keepable(response(200, 'no-cache'))).toBe(true);
    expect(keepable(response(200))).toBe(true);
    expect(keepable(response(200, 'private, no-cache'))).toBe(false);
    expect(keepable(response(200, 'no-store'))).toBe(false);
    expect(keepable(response(404))).toBe(false);
    expect(keepable(response(206))).toBe(false);
  });
});

describe('a kept copy', () => {
  test('says when it was fetched and its decoded length, and no longer an encoding', async () => {
    const before = Date.now();
    const copy = await stamped(
      new Response('décodé', { headers: { 'content-encoding': 'br', 'content-length': '5', etag: 'W/"a"' } }),
    );
    expect(Date.parse(copy.headers.get(FETCHED_AT_HEADER)!)).toBeGreaterThanOrEqual(before);
    expect([
      copy.headers.get('content-encoding'),
      copy.headers.get('content-length'),
      copy.headers.get('etag'),
    ]).toEqual([null, '8', 'W/"a"']);
    expect(await copy.text()).toBe('décodé');
  });
});

describe('versions', () => {
  test("a new build's worker deletes the caches of the ones before, and nothing else", () => {
    expect(cacheName('v2')).toBe('hostel-site-v2');
    expect(staleCaches(['hostel-site-v1', 'hostel-site-v2', 'another-app'], 'v2')).toEqual(['hostel-site-v1']);
  });
});
