// A write's translations, saved in its transaction beside the English they
// translate: each remembers that English, so a later change to it shows.
import type { Queries } from '../../db/database';
import type { TranslatedLanguage } from '../../languages';
import { badRequest } from '../../http/errors';
import { translationErrors, type TranslationsInput } from './model';
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
};

/** A record's English texts by path, as its kind translates them. */
export const textsOf = (kind: Translatable, record: object): Map<string, string> =>
  kind.within ? textsWithin((record as Record<string, object>)[kind.within] ?? {}) : textsAt(record, kind.translatable);

export const recordIdOf = (kind: Translatable, record: object) => String((record as Record<string, unknown>)[kind.idField ?? '_id']);

/**
 * Saves `given` as translations of `english` (the record's texts by path, as
 * they are now); an empty text removes that translation. A translation
 * whose English is no longer at its path follows it to another item of the
 * same list (an item removed before it, the items reordered) with that
 * English and no current translation; one with nowhere to go is removed if
 * its path is gone (a facility removed). A path the record has no text at
 * is a 400, and nothing of the write is kept.
 */
export async function saveTranslations(tx: Queries, entity: string, recordId: string, english: Map<string, string>, given: TranslationsInput) {
  const stored = await listTranslations(tx, entity, { recordId });
  const isCurrent = (row: TranslationRow) => english.get(row.path) === row.source;
  const place = (language: TranslatedLanguage, path: string) => `${language} ${path}`;
  const translated = new Set(stored.filter(isCurrent).map((row) => place(row.language, row.path)));
  const moved: TranslationRow[] = [];
  for (const row of stored.filter((row) => !isCurrent(row))) {
    const path = [...english.keys()].find((path) => english.get(path) === row.source && inTheSameList(path, row.path) && !translated.has(place(row.language, path)));
    if (path !== undefined) {
      translated.add(place(row.language, path));
      moved.push({ ...row, path });
    }
    if (path !== undefined || !english.has(row.path)) await deleteTranslation(tx, entity, recordId, row.language, row.path);
  }
  await upsertTranslations(tx, entity, moved);
  const saved: TranslationRow[] = [];
  for (const [language, texts] of Object.entries(given ?? {}) as [TranslatedLanguage, Record<string, string>][]) {
    for (const [path, text] of Object.entries(texts)) {
      const source = english.get(path);
      if (source === undefined) {
        const message = translationErrors.notATranslatableText(path);
        throw badRequest(message, [{ path: `translations.${language}.${path}`, message }]);
      }
      if (text.trim() === '') await deleteTranslation(tx, entity, recordId, language, path);
      else saved.push({ record_id: recordId, language, path, text: text.trim(), source });
    }
  }
  await upsertTranslations(tx, entity, saved);
}

/** A record's translations, given with its write (`input.translations`), against the record as written. */
export const saveRecordTranslations = (tx: Queries, kind: Translatable, record: object, given: TranslationsInput) =>
  saveTranslations(tx, kind.entity, recordIdOf(kind, record), textsOf(kind, record), given);
