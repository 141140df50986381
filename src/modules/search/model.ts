import * as v from 'valibot';
import { MANIFEST, entitiesWith, type EntitySearchType } from '../../manifest';

/**
 * What a search finds, in the order the response groups them: the entities' types (their manifest rows'), then pages.
 */
export const SEARCH_TYPES = [
  ...entitiesWith('search')
    .map((name) => MANIFEST[name].search)
    .sort((a, b) => a.group - b.group)
    .map(({ type }) => type),
  'page' as const,
];
export type SearchType = EntitySearchType | 'page';

/**
 * One thing found: `url` is where the site shows it (a page of the site, or a
 * file's download); `englishFields` ['title'] when a translated search shows its title in English.
 */
export const SearchResult = v.object({
  type: v.picklist(SEARCH_TYPES),
  _id: v.string(),
  title: v.string(),
  snippet: v.string(),
  url: v.string(),
  englishFields: v.optional(v.array(v.literal('title'))),
});
export type SearchResult = v.InferOutput<typeof SearchResult>;

/** The best of each type are returned; the page says how many of each it shows. */
export const RESULTS_PER_TYPE = 10;

/** `?q=`: anything that is not one string (repeated, or an array) searches for nothing. */
export const SearchQuery = v.object({
  q: v.optional(v.fallback(v.string(), ''), ''),
  /** The language searched: its texts where translated (a language the site is not in is English's). */
  lang: v.optional(v.fallback(v.string(), '')),
});
