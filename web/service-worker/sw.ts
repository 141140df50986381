// The service worker (built into /sw.js by scripts/build-web.ts): keeps the
// public pages, their data and the app's files as they were last seen, and
// the site's core (core.ts) from the moment it installs, so the site opens
// offline on a phone. The build bakes in its version and the files a page
// needs: a new build is a new worker, which takes over at once and deletes
// the caches of the one before.
import { cacheName, isConsolePage, keepable, stamped, staleCaches, strategyFor, type Strategy } from './caching';
import { languageOfPath } from '@contract/languages';
import { KEEP_CORE_MESSAGE } from './core';
import { keepCore } from './keep-core';

type WorkerEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type WorkerFetchEvent = WorkerEvent & {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
};
type WorkerMessageEvent = WorkerEvent & {
  data: unknown;
  ports: readonly MessagePort[];
  source: { url: string } | null;
};
type WorkerScope = {
  location: Location;
  clients: {
    claim(): Promise<void>;
    get(id: string): Promise<{ url: string } | undefined>;
    matchAll(options: { includeUncontrolled: boolean; type: 'window' }): Promise<{ url: string }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
};

const worker = self as unknown as WorkerScope;
const CACHE = cacheName(process.env.SITE_VERSION!);
const PRECACHE: string[] = JSON.parse(process.env.PRECACHE!);

/** The language of the pages at `url`, whose core the worker keeps. */
const languageOf = (url: string) => languageOfPath(new URL(url).pathname).language;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      // In the language of the page installing it, or English.
      .then(() => worker.clients.matchAll({ includeUncontrolled: true, type: 'window' }))
      .then((pages) => keepCore(CACHE, true, languageOf(pages[0]?.url ?? worker.location.origin)))
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
  event.respondWith(respond(event, strategy));
});

worker.addEventListener('message', (event) => {
  const [port] = event.ports;
  if (!port || (event.data as { type?: string } | null)?.type !== KEEP_CORE_MESSAGE) return;
  event.waitUntil(
    keepCore(CACHE, false, languageOf(event.source?.url ?? worker.location.origin)).then((kept) =>
      port.postMessage(kept),
    ),
  );
});

async function respond(event: WorkerFetchEvent, strategy: Strategy) {
  // A navigation's page is the address it goes to, which strategyFor has judged; anything else was asked for by a page.
  const page =
    event.request.mode === 'navigate' || !event.clientId ? undefined : await worker.clients.get(event.clientId);
  if (page && isConsolePage(page.url)) return fetch(event.request);
  if (strategy === 'cache-first') return cacheFirst(event.request);
  try {
    const { response, changed } = await fetchAndKeep(event.request);
    // Each page load online checks whether the core's lists changed;
    // a response newer than its kept copy says the site did.
    if (event.request.mode === 'navigate' || changed)
      event.waitUntil(keepCore(CACHE, changed, languageOf(page?.url ?? event.request.url)));
    return response;
  } catch (error) {
    const kept = await caches.match(event.request, { cacheName: CACHE });
    if (kept) return kept;
    throw error;
  }
}

/** The response, kept when it is keepable; `changed` when it replaced a kept copy of another version. */
async function fetchAndKeep(request: Request) {
  const response = await fetch(request);
  let changed = false;
  if (keepable(response)) {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(request);
    changed = !!kept && kept.headers.get('etag') !== response.headers.get('etag');
    await cache.put(request, await stamped(response.clone()));
  }
  return { response, changed };
}

async function cacheFirst(request: Request) {
  return (await caches.match(request, { cacheName: CACHE })) ?? (await fetchAndKeep(request)).response;
}
