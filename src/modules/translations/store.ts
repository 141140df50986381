// A write's translations, saved in its transaction beside the English they
// translate: each remembers that English, so a later change to it shows.
import type * as v from 'valibot';
import type { Queries } from '../../db/database';
import type { TranslatedLanguage } from '../../languages';
import { badRequest } from '../../http/errors';
import { translationErrors, translationMaxLength, type TranslationsInput } from './model';
import { inTheSameList, textsAt, textsWithin } from './paths';
import { deleteTranslation, listTranslations, upsertTranslations, type TranslationRow } from './repo';

/**
 * What a kind of record is translated by: its name and the fields a person
 * reads; or, for a record that is one nested text (a page's content, a weekly
 * menu), that field (`within`), its paths then starting inside it, and the
 * field naming the record when it is not `_id`.
 */
export type Translatable = {
  entity: string;
  translatable: readonly string[];
  within?: string;
  idField?: string;
  /** Records of other kinds a record is read with (a hostel's warden), translated as their own kind. */
  embeds?: Partial<Record<string, Translatable>>;
  /** What a record says of its translated texts (a document page's title is its content's), made again from them. */
  derived?: (record: object) => object;
  /**
   * The schema its English is written through, at the level its paths start
   * from (a page's content's, per page): a translation may be half as long
   * again as the English its path allows.
   */
  schema?: TranslatedSchema;
};

/** A kind's schema, or one per record (a page's content, by its slug). */
export type TranslatedSchema = v.GenericSchema | ((record: object) => v.GenericSchema);

/** A translated text a write changed: its text before and after (null: none), for the write's activity entry. */
export type TranslationChange = {
  language: TranslatedLanguage;
  path: string;
  before: string | null;
  after: string | null;
};

/** A record's English texts by path, as its kind translates them. */
export const textsOf = (kind: Translatable, record: object): Map<string, string> =>
  kind.within ? textsWithin((record as Record<string, object>)[kind.within] ?? {}) : textsAt(record, kind.translatable);

export const recordIdOf = (kind: Translatable, record: object) =>
  String((record as Record<string, unknown>)[kind.idField ?? '_id']);

/**
 * Saves `given` as translations of `english` (the record's texts by path, as
 * they are now); an empty text removes that translation. A translation
 * whose English is no longer at its path follows it to another item of the
 * same list (an item removed before it, the items reordered) with that
 * English and no current translation; one with nowhere to go is removed if
 * its path is gone (a facility removed). A path the record has no text at,
 * or a text longer than `schema` allows its translation, is a 400, and
 * nothing of the write is kept. Returns each given text that changed.
 */
export async function saveTranslations(
  tx: Queries,
  entity: string,
  recordId: string,
  english: Map<string, string>,
  given: TranslationsInput,
  schema?: v.GenericSchema,
): Promise<TranslationChange[]> {
  const stored = await listTranslations(tx, entity, { recordId });
  const isCurrent = (row: TranslationRow) => english.get(row.path) === row.source;
  const place = (language: TranslatedLanguage, path: string) => `${language} ${path}`;
  const translated = new Set(stored.filter(isCurrent).map((row) => place(row.language, row.path)));
  const moved: TranslationRow[] = [];
  const staying: TranslationRow[] = [];
  for (const row of stored.filter((row) => !isCurrent(row))) {
    const path = [...english.keys()].find(
      (path) =>
        english.get(path) === row.source && inTheSameList(path, row.path) && !translated.has(place(row.language, path)),
    );
    if (path !== undefined) {
      translated.add(place(row.language, path));
      moved.push({ ...row, path });
    } else if (english.has(row.path)) staying.push(row);
    if (path !== undefined || !english.has(row.path))
      await deleteTranslation(tx, entity, recordId, row.language, row.path);
  }
  await upsertTranslations(tx, entity, moved);
  /**
   * Each translation's text where it is once moved (a moved one
   * replacing an out-of-date one): what a given text replaces.
   */
  const kept = new Map(
    [...staying, ...stored.filter(isCurrent), ...moved].map((row) => [place(row.language, row.path), row.text]),
  );
  const saved: TranslationRow[] = [];
  const changes: TranslationChange[] = [];
  for (const [language, texts] of Object.entries(given ?? {}) as [TranslatedLanguage, Record<string, string>][]) {
    for (const [path, text] of Object.entries(texts)) {
      const source = english.get(path);
      const field = `translations.${language}.${path}`;
      if (source === undefined) {
        const message = translationErrors.notATranslatableText(path);
        throw badRequest(message, [{ path: field, message }]);
      }
      const max = schema && translationMaxLength(schema, path);
      if (max !== undefined && text.trim().length > max) {
        const message = translationErrors.tooLong(path, max);
        throw badRequest(message, [{ path: field, message }]);
      }
      const before = kept.get(place(language, path)) ?? null;
      const after = text.trim() || null;
      if (before !== after) changes.push({ language, path, before, after });
      if (after === null) await deleteTranslation(tx, entity, recordId, language, path);
      else saved.push({ record_id: recordId, language, path, text: after, source });
    }
  }
  await upsertTranslations(tx, entity, saved);
  return changes;
}

/** The schema a record's translations are bounded by, if its kind names one. */
const schemaFor = (kind: Translatable, record: object) =>
  typeof kind.schema === 'function' ? kind.schema(record) : kind.schema;

/**
 * A record's translations, given with its write (`input.translations`),
 * against the record as written; what changed, for its activity entry.
 */
export const saveRecordTranslations = (tx: Queries, kind: Translatable, record: object, given: TranslationsInput) =>
  saveTranslations(tx, kind.entity, recordIdOf(kind, record), textsOf(kind, record), given, schemaFor(kind, record));
