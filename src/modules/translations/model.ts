// Translations of the content, as writes give them and the console reads them.
import * as v from 'valibot';
import { NUL_IN_TEXT } from '../../http/fields';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../languages';

/** A translated text is as long as the longest English text may be (a page's paragraph). */
const MAX_TRANSLATION_LENGTH = 20_000;

export const translationErrors = {
  notATranslatableText: (path: string) => `${path} is not a text of this record that can be translated.`,
  tooLong: (path: string, max: number) =>
    `The translation of ${path} must be at most ${max} characters (one and a half times its English's limit).`,
  unknownEntity: 'There are no translations of that kind of record.',
};

/**
 * Beside a write's English fields: `{ hi: { title: 'हिन्दी शीर्षक' } }`. A
 * path's text replaces its translation, an empty one removes it; a write
 * without `translations` keeps those there are.
 */
const byLanguage = v.record(
  v.picklist(TRANSLATED_LANGUAGES, `Translations are given for: ${TRANSLATED_LANGUAGES.join(', ')}`),
  v.record(
    v.string(),
    v.pipe(
      v.string(),
      v.maxLength(MAX_TRANSLATION_LENGTH),
      v.check((text) => !text.includes('\0'), NUL_IN_TEXT),
    ),
  ),
);

/** Multipart bodies (a file's upload) carry them as JSON text, parsed after the body's own check for NUL. */
export const TranslationsInput = v.optional(
  v.union(
    [byLanguage, v.pipe(v.string(), v.parseJson(), byLanguage)],
    'translations must be { language: { path: text } }',
  ),
);
export type TranslationsInput = v.InferOutput<typeof TranslationsInput>;

/**
 * A translation may be this many times as long as its English may be: Hindi often takes more letters to say the same.
 */
const TRANSLATION_LENGTH_FACTOR = 1.5;

type Node = {
  kind: string;
  type: string;
  pipe?: readonly Node[];
  requirement?: unknown;
  wrapped?: Node;
  entries?: Record<string, Node>;
  rest?: Node;
  item?: Node;
  items?: readonly Node[];
  value?: Node;
  options?: readonly Node[];
};

const WRAPPERS = new Set([
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);
const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
const TUPLES = new Set(['tuple', 'loose_tuple', 'strict_tuple', 'tuple_with_rest']);
const isIndex = (key: string) => /^\d+$/.test(key);

/**
 * The longest a text at `keys` may be: a number, Infinity for
 * a text without a limit, null where the schema holds no text.
 */
function longestAt(node: Node, keys: string[]): number | null {
  if (node.pipe) {
    const found = node.pipe.filter((part) => part.kind === 'schema').map((part) => longestAt(part, keys));
    const known = found.filter((limit) => limit !== null);
    if (!known.length) return null;
    const own = keys.length
      ? []
      : node.pipe.filter((part) => part.type === 'max_length').map((part) => Number(part.requirement));
    return Math.min(...known, ...own);
  }
  const [key, ...rest] = keys;
  if (WRAPPERS.has(node.type)) return longestAt(node.wrapped!, keys);
  if (node.type === 'string') return keys.length ? null : Infinity;
  if (node.type === 'union' || node.type === 'variant') {
    const known = node.options!.map((option) => longestAt(option, keys)).filter((limit) => limit !== null);
    return known.length ? Math.max(...known) : null;
  }
  if (key === undefined) return ['unknown', 'any', 'custom', 'lazy'].includes(node.type) ? Infinity : null;
  if (OBJECTS.has(node.type)) {
    const entry = node.entries![key] ?? node.rest;
    return entry ? longestAt(entry, rest) : null;
  }
  if (node.type === 'array' && isIndex(key)) return longestAt(node.item!, rest);
  if (TUPLES.has(node.type) && isIndex(key)) {
    const item = node.items![Number(key)] ?? node.rest;
    return item ? longestAt(item, rest) : null;
  }
  if (node.type === 'record') return longestAt(node.value!, rest);
  return ['unknown', 'any', 'custom', 'lazy'].includes(node.type) ? Infinity : null;
}

/**
 * The most characters a translation of the text at `path` ('title',
 * 'other_facilities.2', 'monday.lunch') may have: one and a half times what
 * `schema` allows its English, rounded down; undefined for a text whose
 * English has no limit (MAX_TRANSLATION_LENGTH still bounds it).
 */
export function translationMaxLength(schema: v.GenericSchema, path: string): number | undefined {
  const longest = longestAt(schema as unknown as Node, path.split('.'));
  return longest === null || longest === Infinity ? undefined : Math.floor(TRANSLATION_LENGTH_FACTOR * longest);
}

/**
 * One text's translation as the console reads it: the English
 * it was made from, and whether that English has changed since.
 */
export const TranslatedText = v.object({ text: v.string(), source: v.string(), stale: v.boolean() });
export type TranslatedText = v.InferOutput<typeof TranslatedText>;

/** A record's translations for the console, and the paths of its English texts with no up-to-date translation. */
export const RecordTranslations = v.object({
  translations: v.record(v.string(), v.record(v.string(), TranslatedText)),
  needsTranslation: v.record(v.string(), v.array(v.string())),
});
export type RecordTranslations = {
  translations: Partial<Record<TranslatedLanguage, Record<string, TranslatedText>>>;
  needsTranslation: Partial<Record<TranslatedLanguage, string[]>>;
};

/** GET /api/admin/translations/{entity}: the kind's translatable fields, and each record's translations by its id. */
export const EntityTranslations = v.object({
  fields: v.array(v.string()),
  records: v.record(v.string(), RecordTranslations),
});

/** A record read in a translated language says which of its texts are still in English. */
export type InLanguage<T> = T & { englishFields: string[] };
