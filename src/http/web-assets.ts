// Serves the React build embedded from dist/web (scripts/build-web.ts; the entry hands its files in):
// precompressed variants by Accept-Encoding, hashed assets cached forever,
// the rest revalidated by ETag, a server-rendered page where `pages` has one,
// else index.html for the client router. Headers go on Elysia's `set` and the
// bytes are returned as they are: a returned Response would be copied.
import { Elysia } from 'elysia';
import { readFileSync } from 'node:fs';
import { notFound } from './errors';
import { acceptsEncoding } from './accept-encoding';
import { matchesIfNoneMatch } from './conditional';

/** A file of the web build, as dist/web/manifest.ts lists it: its path on the site and its stored variants. */
export type WebAsset = { path: string; type: string; file: string; gzip: string | null; br: string | null };
type Asset = WebAsset;
type Encoding = 'br' | 'gzip' | null;

const IMMUTABLE = 'public, max-age=31536000, immutable';

function pickEncoding(asset: Asset, acceptEncoding: string): Encoding {
  if (!acceptEncoding) return null;
  if (asset.br && acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (asset.gzip && acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}

/** A rendered page's response for a path (its bytes, headers on `set`), or null when the browser renders it. */
export type PageRenderer = (
  path: string,
  context: { request: Request; set: Set },
) => Uint8Array<ArrayBuffer> | string | null | Promise<Uint8Array<ArrayBuffer> | string | null>;

type Set = { status?: number | string; headers: Record<string, unknown> };

export function webAssetRoutes(webAssets: readonly WebAsset[], pages?: PageRenderer) {
  const byPath = new Map<string, Asset>(webAssets.map((asset) => [asset.path, asset]));
  const index = byPath.get('/index.html');
  if (!index) throw new Error('The web build has no index.html: run `bun scripts/build-web.ts`.');
  const tags = new Map<Asset, string>();
  const tagOf = (asset: Asset) => {
    let tag = tags.get(asset);
    if (!tag) tags.set(asset, (tag = `"${Bun.hash(readFileSync(asset.file)).toString(36)}"`));
    return tag;
  };

  const bytes = new Map<string, Uint8Array<ArrayBuffer>>();
  function bytesOf(asset: Asset, encoding: Encoding) {
    const file = encoding === 'br' ? asset.br! : encoding === 'gzip' ? asset.gzip! : asset.file;
    let content = bytes.get(file);
    if (!content) bytes.set(file, (content = new Uint8Array(readFileSync(file))));
    return content;
  }

  function serve(set: Set, asset: Asset, request: Request, cacheControl: string, etag?: string) {
    const encoding = pickEncoding(asset, request.headers.get('accept-encoding') ?? '');
    const headers = set.headers;
    headers['Content-Type'] = asset.type;
    headers['Cache-Control'] = cacheControl;
    if (asset.br || asset.gzip) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    if (etag) headers.ETag = etag;
    return bytesOf(asset, encoding);
  }

  /** A file whose name stays the same from build to build: the browser asks each time whether it changed. */
  const revalidated = (asset: Asset, request: Request, set: Set) => {
    const tag = tagOf(asset);
    if (matchesIfNoneMatch(request.headers.get('if-none-match'), tag)) {
      set.status = 304;
      set.headers.ETag = tag;
      set.headers['Cache-Control'] = 'no-cache';
      set.headers.Vary = 'Accept-Encoding';
      return '';
    }
    return serve(set, asset, request, 'no-cache', tag);
  };
  const shell = (request: Request, set: Set) => revalidated(index, request, set);

  function servePath({ path, request, set }: { path: string; request: Request; set: Set }) {
    if (path === '/api' || path.startsWith('/api/')) throw notFound('Not found.');
    const asset = byPath.get(path);
    if (asset)
      return path.startsWith('/assets/') ? serve(set, asset, request, IMMUTABLE) : revalidated(asset, request, set);
    // A missing asset is a 404, not the app: a stale page must not get HTML for its script.
    if (path.startsWith('/assets/')) throw notFound('Not found.');
    const page = pages?.(path, { request, set });
    if (page instanceof Promise) return page.then((rendered) => rendered ?? shell(request, set));
    return page ?? shell(request, set);
  }

  // Elysia takes a handler for async when its text calls a function straight after `return`, and responds
  // through a promise; a bound function shows no text, so a page from the cache is sent at once.
  return new Elysia().get('/*', servePath.bind(null));
}
