// The site kept on the visitor's device for reading offline: the service
// worker (web/service-worker/) keeps what was seen and the site's core pages,
// each stamped with when it was fetched, and the page says so when it shows
// that copy (the offline note).

/** The header each copy the worker keeps carries: when it was fetched (ISO 8601). */
export const FETCHED_AT_HEADER = 'X-Fetched-At';

/** Where the build puts the worker; at the root, so its scope is the whole site. */
const SERVICE_WORKER_PATH = '/sw.js';

/** Lets the worker keep the public pages from now on (the console never registers it). */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  // Some browsers refuse workers (private windows, some policies): the site works as before, only not offline.
  navigator.serviceWorker
    .register(SERVICE_WORKER_PATH, { scope: '/' })
    .catch((error: Error) => console.info(`The site cannot be kept for offline reading here: ${error.message}`));
}

/** When the worker's copy of `href` was fetched, or null when it kept none. */
export async function keptCopyDate(href: string) {
  if (!('caches' in window)) return null;
  const kept = await caches.match(href);
  const fetchedAt = kept?.headers.get(FETCHED_AT_HEADER);
  return fetchedAt ? new Date(fetchedAt) : null;
}
