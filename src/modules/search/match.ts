// The search itself, knowing nothing of the entities: documents are indexed
// once as normalised words, and a query matches a document when each of its
// words begins some word of it. Words are kept as one string per document
// (" word word …"), so matching a word's prefix is one `includes` of
// " prefix": no per-query normalising or splitting of the documents.
import { RESULTS_PER_TYPE, type SearchResult } from './model';
import { queryWords, searchWords } from './words';

/** What an entity gives the index: its title, the rest of what it is found by, and how it is shown. */
export type SearchDocument = { result: SearchResult; fields: string[] };
/** What an entity finds: a document its manifest row gives the search type of. */
export type FoundDocument = { result: Omit<SearchResult, 'type'>; fields: string[] };

export type IndexedDocument = { result: SearchResult; titleWords: string; words: string };

const joined = (words: string[]) => ` ${[...new Set(words)].join(' ')}`;

/** Documents as a search reads them, their words normalised once. */
export function indexDocuments(documents: SearchDocument[]): IndexedDocument[] {
  return documents.map(({ result, fields }) => {
    const titleWords = searchWords(result.title);
    return { result, titleWords: joined(titleWords), words: joined([...titleWords, ...fields.flatMap(searchWords)]) };
  });
}

/**
 * The documents each of whose words `query` begins, in their groups (one for
 * each type, in order), at most RESULTS_PER_TYPE of each; within a type, more
 * of the query in the title first, then the order the documents came in.
 * Each type is read in order into one short list per number of title
 * matches, and stops once the best of them is full: however many documents
 * match, little is kept.
 */
export function searchGroups(groups: IndexedDocument[][], query: string): SearchResult[] {
  const prefixes = queryWords(query).map((word) => ` ${word}`);
  if (prefixes.length === 0) return [];
  const found: SearchResult[] = [];
  for (const documents of groups) {
    const byTitleMatches: SearchResult[][] = prefixes.map(() => []).concat([[]]);
    const best = byTitleMatches[prefixes.length];
    for (const document of documents) {
      if (!prefixes.every((prefix) => document.words.includes(prefix))) continue;
      const bucket = byTitleMatches[prefixes.filter((prefix) => document.titleWords.includes(prefix)).length];
      if (bucket.length < RESULTS_PER_TYPE) bucket.push(document.result);
      if (best.length === RESULTS_PER_TYPE) break;
    }
    found.push(...byTitleMatches.reverse().flat().slice(0, RESULTS_PER_TYPE));
  }
  return found;
}
