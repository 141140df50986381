// Translations of the content, as writes give them and the console reads them.
import * as v from 'valibot';
import { NUL_IN_TEXT } from '../../http/fields';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../languages';

/** A translated text is as long as the longest English text may be (a page's paragraph). */
const MAX_TRANSLATION_LENGTH = 20_000;

export const translationErrors = {
  notATranslatableText: (path: string) => `${path} is not a text of this record that can be translated.`,
  unknownEntity: 'There are no translations of that kind of record.',
};

/**
 * Beside a write's English fields: `{ hi: { title: 'हिन्दी शीर्षक' } }`. A
 * path's text replaces its translation, an empty one removes it; a write
 * without `translations` keeps those there are.
 */
const byLanguage = v.record(
  v.picklist(TRANSLATED_LANGUAGES, `Translations are given for: ${TRANSLATED_LANGUAGES.join(', ')}`),
  v.record(v.string(), v.pipe(v.string(), v.maxLength(MAX_TRANSLATION_LENGTH), v.check((text) => !text.includes('\0'), NUL_IN_TEXT))),
);

/** Multipart bodies (a file's upload) carry them as JSON text, parsed after the body's own check for NUL. */
export const TranslationsInput = v.optional(v.union([byLanguage, v.pipe(v.string(), v.parseJson(), byLanguage)], 'translations must be { language: { path: text } }'));
export type TranslationsInput = v.InferOutput<typeof TranslationsInput>;

/** One text's translation as the console reads it: the English it was made from, and whether that English has changed since. */
export const TranslatedText = v.object({ text: v.string(), source: v.string(), stale: v.boolean() });
export type TranslatedText = v.InferOutput<typeof TranslatedText>;

/** A record's translations for the console, and the paths of its English texts with no up-to-date translation. */
export const RecordTranslations = v.object({
  translations: v.record(v.string(), v.record(v.string(), TranslatedText)),
  needsTranslation: v.record(v.string(), v.array(v.string())),
});
export type RecordTranslations = { translations: Partial<Record<TranslatedLanguage, Record<string, TranslatedText>>>; needsTranslation: Partial<Record<TranslatedLanguage, string[]>> };

/** GET /api/admin/translations/{entity}: the kind's translatable fields, and each record's translations by its id. */
export const EntityTranslations = v.object({ fields: v.array(v.string()), records: v.record(v.string(), RecordTranslations) });

/** A record read in a translated language says which of its texts are still in English. */
export type InLanguage<T> = T & { englishFields: string[] };
