// The embedded web build as the browser gets it (needs dist/web: scripts/test.ts builds it first).
import { describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { webAssetRoutes } from './web-assets';
import { webAssets } from '../../dist/web/manifest';
import { SECURITY_HEADERS, securityHeaders } from './security';
import { errorHandling } from './errors';

const app = new Elysia().use(errorHandling).use(securityHeaders(SECURITY_HEADERS)).use(webAssetRoutes(webAssets));
const get = (path: string, headers: Record<string, string> = {}) =>
  app.handle(new Request(`http://localhost${path}`, { headers }));

const index = await (await get('/')).text();
const script = index.match(/src="(\/assets\/[^"]+\.js)"/)![1];

describe('web assets', () => {
  test('hashed assets: precompressed as the browser accepts, the same bytes, cached for good', async () => {
    const plain = await get(script);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toContain('javascript');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = new Uint8Array(await plain.arrayBuffer());

    const br = await get(script, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(new Uint8Array(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())))).toEqual(bytes);

    const gzip = await get(script, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(new Uint8Array(gunzipSync(new Uint8Array(await gzip.arrayBuffer())))).toEqual(bytes);
    expect(gzip.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  test('index.html: every app path, revalidated by ETag, 304 when unchanged', async () => {
    const first = await get('/hostels', { 'accept-encoding': 'br' });
    expect(first.headers.get('content-type')).toContain('text/html');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();

    const again = await get('/people', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-frame-options')).toBe('DENY');
    expect((await get('/', { 'if-none-match': `W/${etag}, "other"` })).status).toBe(304);
    expect((await get('/', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  test(
    'the service worker and the web app ' +
      'manifest keep their names: revalidated ' +
      'by ETag, never cached for long',
    async () => {
      const worker = await get('/sw.js');
      expect(worker.headers.get('content-type')).toContain('javascript');
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      const etag = worker.headers.get('etag')!;
      expect((await get('/sw.js', { 'if-none-match': etag })).status).toBe(304);

      const manifest = await get('/manifest.webmanifest');
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      const { start_url, scope, display, icons } = await manifest.json();
      expect({ start_url, scope, display }).toEqual({ start_url: '/', scope: '/', display: 'standalone' });
      for (const icon of icons) expect((await get(icon.src)).headers.get('content-type')).toBe('image/png');
      expect(index).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    },
  );

  test('a missing asset or API path is a 404, never the app', async () => {
    expect((await get('/assets/gone-12345678.js')).status).toBe(404);
    const api = await get('/api/nothing');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found.' });
  });
});
