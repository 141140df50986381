import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { ListCache, type Entry } from '../list-cache';
import { readEvents } from '../events';
import { readFiles } from '../files';
import { readHostels } from '../hostels';
import { readMesses } from '../messes';
import { readPublishedNotifications } from '../notifications';
import { readPeople } from '../people';
import { searchDocuments, type SearchSources } from './documents';
import { buildSearchIndex, searchIndex, type SearchIndex } from './match';
import { queryWords } from './words';
import { SearchQuery } from './model';

/** Answers kept at once, one per query's words; visitors choose the query, so it is bounded. */
const MAX_ANSWERS = 500;

type Searches = { answers: ListCache; built?: { from: Entry[]; index: SearchIndex } };

// One per app, shared by the API and the rendered search page.
const searchesOf = new WeakMap<AppContext, Searches>();

/**
 * The index of what visitors may see, built from the public lists (so
 * inactive, unpublished, expired and staff-only records are never in it),
 * and built again only when one of those lists has been.
 */
async function currentIndex(ctx: AppContext, searches: Searches) {
  const from = await Promise.all([readPeople(ctx), readHostels(ctx), readMesses(ctx), readPublishedNotifications(ctx), readEvents(ctx), readFiles(ctx)]);
  if (!searches.built || from.some((entry, i) => entry !== searches.built!.from[i])) {
    const [people, hostels, messes, notifications, events, files] = from.map((entry) => entry.value);
    const sources = { people, hostels, messes, notifications, events, files } as SearchSources;
    searches.built = { from, index: buildSearchIndex(searchDocuments(sources)) };
  }
  return { index: searches.built.index, validUntil: Math.min(...from.map((entry) => entry.validUntil)) };
}

/** The answer to a query, kept per its words until a list it was found in changes. */
export function readSearch(ctx: AppContext, query: string) {
  let searches = searchesOf.get(ctx);
  if (!searches) searchesOf.set(ctx, (searches = { answers: new ListCache(ctx.db, MAX_ANSWERS) }));
  const words = queryWords(query).join(' ');
  return searches.answers.read(words, async () => {
    const { index, validUntil } = await currentIndex(ctx, searches);
    return { value: searchIndex(index, words), validUntil };
  });
}

export const searchRoutes = (ctx: AppContext) =>
  new Elysia({ prefix: '/api/search' }).get('/', ({ query, request, set }) => ctx.lists.answer({ request, set }, readSearch(ctx, query.q)), {
    query: SearchQuery,
  });
