// Serves the React build embedded from dist/web (see scripts/build-web.ts):
// precompressed variants chosen by Accept-Encoding, hashed assets cached
// forever, index.html revalidated by ETag, and index.html for every other
// non-API path so the client router can take it.
import { Elysia } from 'elysia';
import { readFileSync } from 'node:fs';
import { webAssets } from '../../dist/web/manifest';
import { notFound } from './errors';

type Asset = (typeof webAssets)[number];

const IMMUTABLE = 'public, max-age=31536000, immutable';

function pickEncoding(asset: Asset, acceptEncoding: string) {
  if (asset.br && /\bbr\b/.test(acceptEncoding)) return { file: asset.br, encoding: 'br' };
  if (asset.gzip && /\bgzip\b/.test(acceptEncoding)) return { file: asset.gzip, encoding: 'gzip' };
  return { file: asset.file, encoding: null };
}

export function webAssetRoutes() {
  const byPath = new Map<string, Asset>(webAssets.map((asset) => [asset.path, asset]));
  const index = byPath.get('/index.html');
  if (!index) throw new Error('The web build has no index.html: run `bun scripts/build-web.ts`.');
  const indexTag = `"${Bun.hash(readFileSync(index.file)).toString(36)}"`;

  function serve(asset: Asset, acceptEncoding: string, cacheControl: string, etag?: string) {
    const { file, encoding } = pickEncoding(asset, acceptEncoding);
    const headers: Record<string, string> = { 'Content-Type': asset.type, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
    if (encoding) headers['Content-Encoding'] = encoding;
    if (etag) headers.ETag = etag;
    return new Response(Bun.file(file), { headers });
  }

  return new Elysia().get('/*', ({ path, headers }) => {
    if (path === '/api' || path.startsWith('/api/')) throw notFound('Not found.');
    const acceptEncoding = headers['accept-encoding'] ?? '';
    const asset = byPath.get(path);
    if (asset && asset !== index) return serve(asset, acceptEncoding, path.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600');
    // A missing asset is a 404, not the app: a stale page must not get HTML for its script.
    if (path.startsWith('/assets/')) throw notFound('Not found.');
    if (headers['if-none-match'] === indexTag) return new Response(null, { status: 304, headers: { ETag: indexTag } });
    return serve(index, acceptEncoding, 'no-cache', indexTag);
  });
}
