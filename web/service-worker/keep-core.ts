// Keeps the site's core (core.ts) in the worker's cache: all of it when the
// worker installs, then on each page load online its lists asked again with
// their ETags, and its pages too when a list (or a response a page got) shows
// the site changed; only what changed comes whole, within the budget.
import { apiPaths } from '../lib/api-paths';
import { keepable, stamped } from './caching';
import { readIn, type Language } from '@contract/languages';
import { CORE_BUDGET_BYTES, coreAddresses, coreLists, withinBudget, type CoreKept } from './core';

/** The latest keeping of the core. */
let keeping: Promise<CoreKept> = Promise.resolve({ addresses: 0, bytes: 0 });
/**
 * The keeping asked for while one runs: it runs next, once, however often it was asked for, in the language last asked.
 */
let next: { changed: boolean; language: Language } | null = null;

/**
 * Keeps the core as it stands now, in `language` (the pages the student
 * reads), after the keeping under way; `changed` refreshes its pages whether or not a list changed.
 */
export function keepCore(cacheName: string, changed: boolean, language: Language): Promise<CoreKept> {
  if (next) {
    next.changed ||= changed;
    next.language = language;
    return keeping;
  }
  const queued = { changed, language };
  next = queued;
  keeping = keeping.then(() => {
    next = null;
    return refreshCore(cacheName, queued.changed, queued.language).catch((error: Error) => {
      console.info(`The site's core could not be kept for offline reading: ${error.message}`);
      return { addresses: 0, bytes: 0 };
    });
  });
  return keeping;
}

/** A copy of one of the core's addresses: `fresh` when the server sent a new one, not yet kept. */
type CoreCopy = { address: string; copy: Response; fresh: boolean; bytes: number };

const bytesOf = async (response: Response) =>
  Number(response.headers.get('content-length') ?? (await response.clone().blob()).size);

const asKept = async (address: string, kept: Response | undefined): Promise<CoreCopy | null> =>
  kept ? { address, copy: kept, fresh: false, bytes: await bytesOf(kept) } : null;

/**
 * A new copy of `address` when it changed since the kept one (asked
 * with its ETag), else the kept one; null when there is neither.
 */
async function revalidate(cache: Cache, address: string): Promise<CoreCopy | null> {
  const kept = await cache.match(address);
  const etag = kept?.headers.get('etag');
  try {
    const response = await fetch(address, etag ? { headers: { 'if-none-match': etag } } : undefined);
    if (keepable(response)) {
      const copy = await stamped(response);
      return { address, copy, fresh: true, bytes: await bytesOf(copy) };
    }
  } catch {
    // Offline or the server away: the kept copy stands.
  }
  return asKept(address, kept);
}

/**
 * Asks for the core's lists (a 304 each when unchanged); when one changed, or
 * `changed` says the site did, asks for its pages too the same way. Keeps the
 * new copies that fit the budget, in the core's order.
 */
async function refreshCore(cacheName: string, changed: boolean, language: Language): Promise<CoreKept> {
  const cache = await caches.open(cacheName);
  const lists = new Map(coreLists(language).map((address) => [address, revalidate(cache, address)]));
  const refresh = changed || (await Promise.all(lists.values())).some((list) => list?.fresh);
  const read = async <T>(address: string): Promise<T[]> =>
    (await (await lists.get(readIn(language, address)))?.copy.clone().json()) ?? [];
  const addresses = coreAddresses(
    { hostels: await read<{ _id: string }>(apiPaths.hostels), people: await read<{ role: string }>(apiPaths.people) },
    language,
  );
  const copies = await Promise.all(
    addresses.map(
      (address) =>
        lists.get(address) ??
        (refresh ? revalidate(cache, address) : cache.match(address).then((kept) => asKept(address, kept))),
    ),
  );
  const kept = withinBudget(
    copies.filter((copy) => copy !== null),
    CORE_BUDGET_BYTES,
  );
  await Promise.all(kept.filter((copy) => copy.fresh).map((copy) => cache.put(copy.address, copy.copy)));
  return { addresses: kept.length, bytes: kept.reduce((sum, copy) => sum + copy.bytes, 0) };
}
