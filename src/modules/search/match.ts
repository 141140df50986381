// The search itself, knowing nothing of the entities: documents are indexed
// once as normalised words, and a query matches a document when each of its
// words begins some word of it. Words are kept as one string per document
// (" word word …"), so matching a word's prefix is one `includes` of
// " prefix": no per-query normalising or splitting of the documents.
import { RESULTS_PER_TYPE, SEARCH_TYPES, type SearchResult, type SearchType } from './model';
import { queryWords, searchWords } from './words';

/** What an entity gives the index: its title, the rest of what it is found by, and how it is shown. */
export type SearchDocument = { result: SearchResult; fields: string[] };

type Indexed = { result: SearchResult; titleWords: string; words: string };

export type SearchIndex = Map<SearchType, Indexed[]>;

const joined = (words: string[]) => ` ${[...new Set(words)].join(' ')}`;

export function buildSearchIndex(documents: SearchDocument[]): SearchIndex {
  const index: SearchIndex = new Map(SEARCH_TYPES.map((type) => [type, []]));
  for (const { result, fields } of documents) {
    const titleWords = searchWords(result.title);
    index.get(result.type)!.push({ result, titleWords: joined(titleWords), words: joined([...titleWords, ...fields.flatMap(searchWords)]) });
  }
  return index;
}

/**
 * The documents each of whose words `query` begins, grouped by type, at most
 * RESULTS_PER_TYPE of each; within a type, more of the query in the title
 * first, then the order the documents came in.
 */
export function searchIndex(index: SearchIndex, query: string): SearchResult[] {
  const prefixes = queryWords(query).map((word) => ` ${word}`);
  if (prefixes.length === 0) return [];
  const found: SearchResult[] = [];
  for (const documents of index.values()) {
    const matches: { result: SearchResult; inTitle: number }[] = [];
    for (const document of documents) {
      if (!prefixes.every((prefix) => document.words.includes(prefix))) continue;
      matches.push({ result: document.result, inTitle: prefixes.filter((prefix) => document.titleWords.includes(prefix)).length });
    }
    // A stable sort keeps the lists' own order among equals.
    matches.sort((a, b) => b.inTitle - a.inTitle);
    for (const match of matches.slice(0, RESULTS_PER_TYPE)) found.push(match.result);
  }
  return found;
}
