// Where a record's translatable texts are: each by its path, a field
// ('title'), an element of a list of strings ('other_facilities.2'), or a
// place in a nested value ('monday.lunch', 'sections.0.body').

/** Keys in a page's content whose strings are addresses, not words: never translated. */
const ADDRESS_KEYS = new Set([
  'href',
  'url',
  'src',
  'picture',
  'portrait',
  'image',
  'icon',
  'email',
  'phone',
  'target',
  'slug',
]);
const looksLikeAddress = (text: string) =>
  /^(?:\/\S*$|#\S*$|[a-z][a-z0-9+.-]*:\/\/\S*$|(?:mailto|tel):)/i.test(text) || /^[^\s@]+@[^\s@]+$/.test(text);

function collect(value: unknown, path: string, texts: Map<string, string>) {
  if (typeof value === 'string') {
    if (!looksLikeAddress(value)) texts.set(path, value);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, `${path}.${index}`, texts));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!ADDRESS_KEYS.has(key)) collect(item, `${path}.${key}`, texts);
  }
}

/**
 * Whether a text has words to translate: one without letters (a year, a
 * count such as '15+', a time such as '07:00–09:30', or nothing) reads the
 * same in every language, so it never needs a translation (one may still be given).
 */
export const hasWords = (text: string) => /\p{L}/u.test(text);

/**
 * The English texts of `record` at `fields`, by path (empty ones
 * too: they may be given a translation once they are written).
 */
export function textsAt(record: object, fields: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const field of fields) collect((record as Record<string, unknown>)[field], field, texts);
  return texts;
}

/** Every text of a nested value (a page's content, a weekly menu) by its path from the top. */
export function textsWithin(value: object): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, item] of Object.entries(value)) if (!ADDRESS_KEYS.has(key)) collect(item, key, texts);
  return texts;
}

/**
 * Whether two paths are the same text of two items of one list ('achievements.3.title',
 * 'achievements.2.title'): they differ only in one list index.
 */
export function inTheSameList(path: string, other: string) {
  const [keys, otherKeys] = [path.split('.'), other.split('.')];
  const differing = keys.flatMap((key, index) => (key === otherKeys[index] ? [] : [index]));
  return (
    keys.length === otherKeys.length &&
    differing.length === 1 &&
    [keys, otherKeys].every((place) => /^\d+$/.test(place[differing[0]]))
  );
}

/** Puts `text` at `path` of `target` (a copy the caller owns). */
export function setTextAt(target: object, path: string, text: string) {
  const keys = path.split('.');
  let place = target as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) place = place[key] as Record<string, unknown>;
  place[keys[keys.length - 1]] = text;
}
