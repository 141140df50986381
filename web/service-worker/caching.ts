// What the service worker keeps and how it responds to each request: rules without
// the worker's events, so they can be tested on their own (caching.test.ts).
import { FETCHED_AT_HEADER } from '../lib/offline';

/** Every cache of ours starts so; the rest of its name is the build's version. */
const CACHE_PREFIX = 'hostel-site-';

export const cacheName = (version: string) => `${CACHE_PREFIX}${version}`;

/** Our caches of other builds: a new version's worker deletes them when it takes over. */
export const staleCaches = (names: string[], version: string) =>
  names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName(version));

/**
 * 'network' is never kept; 'network-first' is fetched from the network and
 * kept, the kept copy served only when the network fails; 'cache-first'
 * is for files whose name changes with their content.
 */
export type Strategy = 'network' | 'network-first' | 'cache-first';

/**
 * The public reads the pages' app makes (lists, a hostel, a mess's menu, the
 * files' list, a page's content, records' and pages' pictures); never a feed or a download.
 */
const PUBLIC_READ = new RegExp(
  String.raw`^\/api\/((people|hostels|mess|notifications|events|files|gallery|pages)` +
    String.raw`(\/image\/[^/]+|\/[^/.]+(\/menu)?)?|pages\/pictures\/[^/]+)$`,
);

/** The console and every call of it (its reads have `admin` in their path), backups, and files' downloads. */
const NEVER_KEPT = /(^|\/)admin(\/|$)|^\/api\/backups(\/|$)|^\/api\/files\//;

/** A page of the console: nothing it asks for is kept, its own code and pictures included. */
export const isConsolePage = (url: string) => /^\/admin(\/|$)/.test(new URL(url).pathname);

export function strategyFor(
  request: { method: string; url: string; mode: string; headers: Headers },
  origin: string,
): Strategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || request.headers.has('authorization')) return 'network';
  const path = url.pathname;
  if (NEVER_KEPT.test(path)) return 'network';
  if (path.startsWith('/assets/')) return 'cache-first';
  if (PUBLIC_READ.test(path)) return 'network-first';
  if (request.mode === 'navigate' && !path.startsWith('/api/')) return 'network-first';
  if (path === '/manifest.webmanifest') return 'network-first';
  return 'network';
}

/**
 * A response worth keeping (the worker asks only our own origin): a whole,
 * successful one the server did not mark as private or not to be stored.
 */
export function keepable(response: Response) {
  if (response.status !== 200) return false;
  return !/no-store|private/i.test(response.headers.get('cache-control') ?? '');
}

/**
 * A copy to keep, stamped with when it was fetched. Its body is
 * already decoded, so it says the decoded length and no encoding.
 */
export async function stamped(response: Response) {
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT_HEADER, new Date().toISOString());
  headers.delete('content-encoding');
  headers.set('content-length', String(body.size));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
