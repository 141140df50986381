// Content read in a translated language: each text in that language where it
// has a translation made from the English as it is now, in English otherwise,
// named in `englishFields` so the page marks it. A translation made from an
// older English is never shown: a reader never sees an old fine or phone number.
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../languages';
import type { Entry } from '../response-cache';
import type { InLanguage, RecordTranslations } from './model';
import { hasWords, setTextAt } from './paths';
import { listTranslations, type TranslationRow } from './repo';
import { recordIdOf, textsOf, type Translatable } from './store';

/** Rows (of one language) by record, then by path. */
const byRecord = (rows: TranslationRow[]) =>
  new Map(
    [...Map.groupBy(rows, (row) => row.record_id)].map(([id, ofRecord]) => [
      id,
      new Map(ofRecord.map((row) => [row.path, row])),
    ]),
  );

const isCurrent = (row: TranslationRow | undefined, english: string): row is TranslationRow =>
  row !== undefined && row.source === english;

/** `record` with each of its texts in its translation where one is current; a copy, the English untouched. */
export function translated<T extends object>(
  kind: Translatable,
  record: T,
  rows: Map<string, TranslationRow> | undefined,
): InLanguage<T> {
  const copy = structuredClone(record) as InLanguage<T>;
  const target = kind.within ? (copy as Record<string, object>)[kind.within] : copy;
  const englishFields: string[] = [];
  for (const [path, text] of textsOf(kind, record)) {
    const row = rows?.get(path);
    if (isCurrent(row, text)) setTextAt(target, path, row.text);
    else if (hasWords(text)) englishFields.push(path);
  }
  const result = (kind.derived ? kind.derived(copy) : copy) as InLanguage<T>;
  result.englishFields = englishFields;
  return result;
}

/**
 * A public read (a list, or one record) in `language`, kept beside the English
 * one (an entry of `ctx.responses`) until the database changes, so every
 * caller of that read shares it; the English read itself for English. It is
 * kept under the English entry's stamp: made from an English a write has
 * since overtaken, it is made again at the next read.
 */
export function inLanguage<T>(
  ctx: AppContext,
  kind: Translatable,
  entry: Entry<T> | Promise<Entry<T>>,
  language: TranslatedLanguage | null,
): Entry<T> | Promise<Entry<T>> {
  if (!language) return entry;
  if (entry instanceof Promise) return entry.then((english) => translatedEntry(ctx, kind, english, language));
  return translatedEntry(ctx, kind, entry, language);
}

function translatedEntry<T>(ctx: AppContext, kind: Translatable, english: Entry<T>, language: TranslatedLanguage) {
  return ctx.responses.read<T>(
    `${english.key} in ${language}`,
    async () => {
      const embeds = Object.entries(kind.embeds ?? {}).filter(
        (embed): embed is [string, Translatable] => embed[1] !== undefined,
      );
      const [rows, ...embedRows] = await Promise.all([
        listTranslations(ctx.db, kind.entity, { language }),
        ...embeds.map(([, embedded]) => listTranslations(ctx.db, embedded.entity, { language })),
      ]);
      const records = byRecord(rows);
      const embedded = embeds.map(([field, embeddedKind], index) => ({
        field,
        kind: embeddedKind,
        records: byRecord(embedRows[index]),
      }));
      // An embedded record says which of its own texts are in English, as the record does.
      const translate = (record: object) => {
        const copy = translated(kind, record, records.get(recordIdOf(kind, record)));
        for (const { field, kind: embeddedKind, records: embeddedRecords } of embedded) {
          const inner = (value: object) =>
            translated(embeddedKind, value, embeddedRecords.get(recordIdOf(embeddedKind, value)));
          const value = (copy as Record<string, unknown>)[field];
          if (Array.isArray(value)) (copy as Record<string, unknown>)[field] = value.map(inner);
          else if (value && typeof value === 'object') (copy as Record<string, unknown>)[field] = inner(value);
        }
        return copy;
      };
      const value = Array.isArray(english.value) ? english.value.map(translate) : translate(english.value as object);
      // A translated copy has the English record's shape, its texts replaced.
      return { value: value as T, validUntil: english.validUntil };
    },
    english.stamp,
  );
}

/**
 * What the console shows of one record's translations: each with its
 * source and whether it is out of date, and which texts need one.
 */
export function consoleTranslations(english: Map<string, string>, rows: TranslationRow[]): RecordTranslations {
  const result: RecordTranslations = { translations: {}, needsTranslation: {} };
  for (const language of TRANSLATED_LANGUAGES) {
    const current = new Map(rows.filter((row) => row.language === language).map((row) => [row.path, row]));
    const translations: Record<string, { text: string; source: string; stale: boolean }> = {};
    for (const [path, row] of current)
      translations[path] = { text: row.text, source: row.source, stale: row.source !== (english.get(path) ?? '') };
    result.translations[language] = translations;
    result.needsTranslation[language] = [...english]
      .filter(([path, text]) => hasWords(text) && !isCurrent(current.get(path), text))
      .map(([path]) => path);
  }
  return result;
}

/** Every record's translations for the console, given each record's id and English texts. */
export async function consoleTranslationsOf(
  db: Queries,
  entity: string,
  records: { id: string; english: Map<string, string> }[],
) {
  const rows = Map.groupBy(await listTranslations(db, entity), (row) => row.record_id);
  return Object.fromEntries(records.map(({ id, english }) => [id, consoleTranslations(english, rows.get(id) ?? [])]));
}
