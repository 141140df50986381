// How a text is cut into the words a search compares, shared by the server's
// index and the web's highlighting of what matched (no valibot: the public
// pages read it).

/** Longer queries are cut here: a search box is not a document. */
export const MAX_QUERY_LENGTH = 100;

// Only Latin-style accents (the combining diacritical marks block) go: the
// vowel signs of Indian scripts are combining marks too, and carry the word.
const DIACRITICS = /[\u0300-\u036f]/g;
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/** A text's words as the index and a query compare them: compatibility-decomposed, accents dropped, lower-cased. */
export function searchWords(text: string): string[] {
  return text.normalize('NFKD').replace(DIACRITICS, '').toLowerCase().split(NOT_WORD).filter(Boolean);
}

/** The words a query looks for: at most MAX_QUERY_LENGTH characters of it, each once. */
export const queryWords = (query: string) => [...new Set(searchWords(query.slice(0, MAX_QUERY_LENGTH)))];
