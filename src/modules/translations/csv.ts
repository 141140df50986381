// A kind's translations in its CSV file: beside each column of a text people
// read, its translation into each other language, headed 'Title (हिन्दी)'.
// A list (a hostel's facilities) is translated item by item, in one cell like
// the English. Exports carry them; imports (people, hostels) read them back.
import type { CsvCell } from '../../http/csv';
import { LANGUAGES, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../languages';
import { joinList, listItems, type Column } from '../columns';
import type { TranslationsInput } from './model';
import type { TranslationRow } from './repo';

const nameOf = (language: TranslatedLanguage) => LANGUAGES.find(({ code }) => code === language)!.name;

/** The heading of the column translating `header` into `language`. */
export const translationHeader = (header: string, language: TranslatedLanguage) => `${header} (${nameOf(language)})`;

/** Translation rows by record id, then language, then path. */
export type TranslationsByRecord = Map<string, Map<TranslatedLanguage, Map<string, string>>>;

export function translationsByRecord(rows: TranslationRow[]): TranslationsByRecord {
  const records: TranslationsByRecord = new Map();
  for (const row of rows) {
    const languages = records.get(row.record_id) ?? new Map();
    records.set(row.record_id, languages);
    const paths = languages.get(row.language) ?? new Map();
    languages.set(row.language, paths);
    paths.set(row.path, row.text);
  }
  return records;
}

/** A record's translation of `field` into `language` as one cell: a list's items joined as the English's are. */
function cellOf(
  record: Record<string, unknown>,
  field: string,
  translations: Map<string, string> | undefined,
): CsvCell {
  const english = record[field];
  if (!Array.isArray(english)) return translations?.get(field) ?? '';
  const items = english.map((_, index) => translations?.get(`${field}.${index}`) ?? '');
  return items.some(Boolean) ? joinList(items) : '';
}

/** `columns` with each translatable one followed by its translations (from `translations`, read once per export). */
export function withTranslationColumns<T extends { _id: string }>(
  columns: Column<T>[],
  translatable: readonly string[],
  translations: TranslationsByRecord,
): Column<T>[] {
  return columns.flatMap((column) => {
    if (!column.field || !translatable.includes(column.field)) return [column];
    const field = column.field;
    return [
      column,
      ...TRANSLATED_LANGUAGES.map((language) => ({
        header: translationHeader(column.header, language),
        value: (record: T) =>
          cellOf(record as unknown as Record<string, unknown>, field, translations.get(record._id)?.get(language)),
        field: translationField(language, field),
      })),
    ];
  });
}

const TRANSLATION_FIELD = /^translations\.([a-z]{2,3})\.(.+)$/;
const translationField = (language: TranslatedLanguage, field: string) => `translations.${language}.${field}`;

/**
 * The translations an import row gives (its cells by field), as a write's
 * `translations`; an empty cell removes a translation, a list's cell gives each item's in its place.
 * A text the record's translation (`stored`, an update's) already says is left out: saved
 * again it would count as made from the English as it is now, an out-of-date one as current.
 */
export function translationsOfRow(
  cells: Record<string, string>,
  listFields: readonly string[],
  stored?: Map<TranslatedLanguage, Map<string, string>>,
): TranslationsInput {
  const given: Partial<Record<TranslatedLanguage, Record<string, string>>> = {};
  for (const [key, cell] of Object.entries(cells)) {
    const match = TRANSLATION_FIELD.exec(key);
    if (!match) continue;
    const [, language, field] = match as unknown as [string, TranslatedLanguage, string];
    const texts = (given[language] ??= {});
    const give = (path: string, text: string) => {
      if (stored?.get(language)?.get(path) !== text) texts[path] = text;
    };
    if (!listFields.includes(field)) give(field, cell.trim());
    // Item by item, in the English's places: an empty place keeps what that item had.
    else listItems(cell).forEach((item, index) => item.trim() && give(`${field}.${index}`, item.trim()));
  }
  return Object.keys(given).length ? given : undefined;
}

/** Whether a row's cell is a translation column's (not a field of the record itself). */
export const isTranslationField = (field: string) => TRANSLATION_FIELD.test(field);
