import { searchWords } from '@contract/modules/search/words';

// Words (letters with their marks, and digits) and what lies between them, kept.
const WORDS = /([\p{L}\p{M}\p{N}]+)/u;

/**
 * How many characters at the start of `word` spell `prefix` once
 * both are compared as search compares them; 0 when they do not.
 */
function matchedLength(word: string, prefix: string) {
  for (let end = 1; end <= word.length; end++) {
    const start = searchWords(word.slice(0, end)).join('');
    if (start.length >= prefix.length) return start.startsWith(prefix) ? end : 0;
  }
  return 0;
}

/** `text` with the start of each word that a word of the query begins in `<mark>`. */
export function Highlighted({ text, words }: { text: string; words: string[] }) {
  return (
    <>
      {text.split(WORDS).map((part, index) => {
        // split with a capturing group puts the words at the odd places.
        const length = index % 2 === 1 ? Math.max(0, ...words.map((word) => matchedLength(part, word))) : 0;
        if (length === 0) return part;
        return (
          <span key={index}>
            <mark>{part.slice(0, length)}</mark>
            {part.slice(length)}
          </span>
        );
      })}
    </>
  );
}
