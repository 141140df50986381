import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import type { Entry, ResponseCache } from '../response-cache';
import { kindOf } from '../entities';
import { pageSearchSource } from '../pages/search';
import { indexDocuments, searchGroups, type FoundDocument, type IndexedDocument, type SearchDocument } from './match';
import { MANIFEST, entitiesWith } from '../../manifest';
import { NotModified, responds } from '../../http/contract';
import { SearchQuery, SearchResult } from './model';
import { queryWords } from './words';
import { DEFAULT_LANGUAGE, translatedLanguageOf, type Language, type TranslatedLanguage } from '../../languages';
import { inLanguage } from '../translations/reads';
import type { Translatable } from '../translations/store';
import { pageTranslations } from '../pages/entity';

type Source = {
  read: (ctx: AppContext) => Entry | Promise<Entry>;
  kind: Translatable;
  documents: (list: never, language: Language) => SearchDocument[];
  /**
   * The record's text its results are titled with: a translated read names it in `englishFields` when it is still
   * English. Absent where the documents mark their titles themselves.
   */
  titleField?: string;
};

/**
 * What is searched, in the order the response groups it: each entity's
 * public list (so inactive, unpublished, expired and staff-only records are
 * never in it), then the pages whose content is a document; each in the
 * language searched (its texts in that language where their translation is current).
 */
const SOURCES: Source[] = [
  ...entitiesWith('search')
    .sort((a, b) => MANIFEST[a].search.group - MANIFEST[b].search.group)
    .map((name): Source => {
      const kind = kindOf(name);
      const { type } = MANIFEST[name].search;
      const documents = kind.searchDocuments as (list: never, language: Language) => FoundDocument[];
      return {
        read: kind.publicList,
        kind,
        documents: (list, language) =>
          documents(list, language).map(({ result, fields }) => ({ result: { type, ...result }, fields })),
        titleField: kind.nameField,
      };
    }),
  // A page's documents mark their own English titles (the text heading each page).
  { ...pageSearchSource, kind: pageTranslations },
];

/** The documents of `records` whose title is still its English say so, for the page to mark it. */
function withEnglishTitles(
  documents: SearchDocument[],
  records: unknown,
  titleField: string | undefined,
): SearchDocument[] {
  if (titleField === undefined) return documents;
  const inEnglish = new Set(
    (records as { _id?: string; slug?: string; englishFields?: string[] }[])
      .filter((record) => record.englishFields?.includes(titleField))
      .map((record) => record._id ?? record.slug),
  );
  return documents.map((document) =>
    inEnglish.has(document.result._id)
      ? { ...document, result: { ...document.result, englishFields: ['title'] } }
      : document,
  );
}

/** Search results kept at once, one per query's words; visitors choose the query, so it is bounded. */
const MAX_RESULTS = 500;

type Searches = { results: ResponseCache; groups: Map<string, { etag: string; documents: IndexedDocument[] }[]> };

// One per app, shared by the API and the rendered search page.
const searchesOf = new WeakMap<AppContext, Searches>();

/**
 * Each type's documents, indexed again only when its list's content has
 * changed (its ETag): any write rebuilds every list, but most come back the same.
 */
async function currentGroups(ctx: AppContext, searches: Searches, language: TranslatedLanguage | null) {
  const entries = await Promise.all(SOURCES.map((source) => inLanguage(ctx, source.kind, source.read(ctx), language)));
  const indexed = searches.groups.get(language ?? DEFAULT_LANGUAGE) ?? [];
  searches.groups.set(language ?? DEFAULT_LANGUAGE, indexed);
  const groups = entries.map((entry, i) => {
    if (indexed[i]?.etag !== entry.etag) {
      const { documents, titleField } = SOURCES[i];
      indexed[i] = {
        etag: entry.etag,
        documents: indexDocuments(
          withEnglishTitles(documents(entry.value as never, language ?? DEFAULT_LANGUAGE), entry.value, titleField),
        ),
      };
    }
    return indexed[i].documents;
  });
  return { groups, validUntil: Math.min(...entries.map((entry) => entry.validUntil)) };
}

/** The results of a query in `language` (English for null), kept per its words until a list it was found in changes. */
export function readSearch(ctx: AppContext, query: string, language: TranslatedLanguage | null) {
  let searches = searchesOf.get(ctx);
  if (!searches) searchesOf.set(ctx, (searches = { results: ctx.responses.sibling(MAX_RESULTS), groups: new Map() }));
  const words = queryWords(query).join(' ');
  return searches.results.read(`${language ?? DEFAULT_LANGUAGE} ${words}`, async () => {
    const { groups, validUntil } = await currentGroups(ctx, searches, language);
    return { value: searchGroups(groups, words), validUntil };
  });
}

export const searchRoutes = (ctx: AppContext) =>
  new Elysia({ prefix: '/api/search' }).get(
    '/',
    ({ query, request, set }) =>
      ctx.responses.send({ request, set }, readSearch(ctx, query.q, translatedLanguageOf(query.lang))),
    {
      query: SearchQuery,
      detail: responds('Search what visitors may see: up to ten results a type', {
        200: v.array(SearchResult),
        304: NotModified,
      }),
    },
  );
