// The service worker (built into /sw.js by scripts/build-web.ts): keeps the
// public pages, their data and the app's files as they were last seen, so the
// site opens offline on a phone. The build bakes in its version and the files
// a page needs: a new build is a new worker, which takes over at once and
// deletes the caches of the one before.
import { FETCHED_AT_HEADER } from '../lib/offline';
import { PUBLIC_LISTS, cacheName, isConsolePage, keepable, staleCaches, strategyFor, type Strategy } from './caching';

type WorkerEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type WorkerFetchEvent = WorkerEvent & { request: Request; clientId: string; respondWith(answer: Promise<Response>): void };
type WorkerScope = {
  location: Location;
  clients: { claim(): Promise<void>; get(id: string): Promise<{ url: string } | undefined> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
};

const worker = self as unknown as WorkerScope;
const CACHE = cacheName(process.env.SITE_VERSION!);
const PRECACHE: string[] = JSON.parse(process.env.PRECACHE!);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      // A list that cannot be fetched now is kept when a page reads it.
      .then(() => Promise.allSettled(PUBLIC_LISTS.map((path) => fetchAndKeep(new Request(path)))))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, process.env.SITE_VERSION!).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, worker.location.origin);
  if (strategy === 'network') return;
  event.respondWith(answer(event, strategy));
});

async function answer(event: WorkerFetchEvent, strategy: Strategy) {
  // A navigation's page is the address it goes to, which strategyFor has judged; anything else was asked for by a page.
  const page = event.request.mode === 'navigate' || !event.clientId ? undefined : await worker.clients.get(event.clientId);
  if (page && isConsolePage(page.url)) return fetch(event.request);
  return strategy === 'cache-first' ? cacheFirst(event.request) : networkFirst(event.request);
}

/** A copy to keep, stamped with when it was fetched. Its body is already decoded, so it no longer says how it was encoded. */
async function stamped(response: Response) {
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT_HEADER, new Date().toISOString());
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

async function fetchAndKeep(request: Request) {
  const response = await fetch(request);
  if (keepable(response)) {
    const copy = await stamped(response.clone());
    await (await caches.open(CACHE)).put(request, copy);
  }
  return response;
}

async function networkFirst(request: Request) {
  try {
    return await fetchAndKeep(request);
  } catch (error) {
    const kept = await caches.match(request, { cacheName: CACHE });
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request: Request) {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetchAndKeep(request);
}
